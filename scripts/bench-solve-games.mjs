// The games `npm run bench:solve` runs. One entry per row of the table in docs/performance.md.
//   id       unique name of the row
//   label    what the table shows
//   solver   the solver's game id (src/solver/dispatch.ts)
//   make     how a deal's start position is built, from a TypeScript module (bundled by the script):
//              { module, export, options }  -> module[export].newGame(deal, options)   (an Engine)
//              { module, export, args }     -> module[export](deal, ...args)           (a function)
//   deals    the deal numbers (fixed, so runs compare)
//   budget   { maxMs, maxNodes } per deal
//   split    optional: workers per deal, each searching its share (SolveBudget.share), as the screen does
// Other engineers add their games' rows here (Spider: one row per suit count).

const range = (from, n) => Array.from({ length: n }, (_, i) => from + i);

/**
 * Budgets can be scaled for a quick run: BENCH_MS, BENCH_DEALS (deals per row); BENCH_FIRST
 * starts the deals elsewhere than 1, to check a row on deals nothing was tuned on.
 */
const ms = (d) => Number(process.env.BENCH_MS ?? d);
const deals = (n) => range(Number(process.env.BENCH_FIRST ?? 1), Number(process.env.BENCH_DEALS ?? n));

export const games = [
  {
    id: 'gulf-4',
    label: 'Gulf, round 1 (4 jokers)',
    solver: 'gulf',
    make: { module: 'src/games/gulf/engine.ts', export: 'gulfEngine', options: {} },
    deals: deals(1000),
    budget: { maxMs: ms(10_000), maxNodes: 50_000_000 },
  },
  {
    id: 'gulf-0',
    label: 'Gulf, round 1 dealt with no jokers',
    solver: 'gulf',
    make: { module: 'src/games/gulf/rules.ts', export: 'dealRound', args: [1, 0, 0] },
    deals: deals(1000),
    budget: { maxMs: ms(10_000), maxNodes: 50_000_000 },
  },
  // One worker a deal, then two (each searching its share of the positions after the 6th deal),
  // as the door's screen asks on a machine of two cores or more.
  ...[1, 2].flatMap((split) =>
    [true, false].map((freeCard) => ({
      id: `${freeCard ? 'id-free' : 'id-nofree'}${split > 1 ? 'x2' : ''}`,
      label: `Idiot's Delight, Free Card ${freeCard ? 'on' : 'off'}${split > 1 ? ', two workers a deal' : ''}`,
      solver: 'idiots-delight',
      make: { module: 'src/games/idiots-delight/engine.ts', export: 'idEngine', options: { freeCard } },
      deals: deals(1000),
      // 10 s, as Gulf's and Spider's rows: the one time cap the issue names (Spider, four suits).
      budget: { maxMs: ms(10_000), maxNodes: 50_000_000 },
      split,
    })),
  ),
  ...[0, 1, 2, 3, 4].map((freeSpaces) => ({
    id: `kk-${freeSpaces}`,
    label: `King's Korner, FREE SPACES ${freeSpaces}`,
    solver: 'kings-korner',
    make: { module: 'src/games/kings-korner/engine.ts', export: 'kkEngine', options: { freeSpaces } },
    deals: deals(1000),
    budget: { maxMs: ms(100), maxNodes: 100_000 },
  })),
  // One worker a deal, then the same deals split over two workers each, as Spider's screen asks on
  // a machine of two cores or more.
  ...[1, 2].flatMap((split) =>
    [1, 2, 4].map((suits) => ({
      id: `spider-${suits}${split > 1 ? 'x2' : ''}`,
      label: `Spider (ST rules), ${suits} suit${suits > 1 ? 's' : ''}${split > 1 ? ', two workers a deal' : ''}`,
      solver: 'spider',
      make: { module: 'src/games/spider/engine.ts', export: 'spiderEngine', options: { rules: 'st', suits } },
      deals: deals(200),
      budget: { maxMs: ms(10_000), maxNodes: 1e12 },
      split,
    })),
  ),
  // Issue 35's run: 1,000 consecutive four-suit deals at 10 s, two workers a deal, under each
  // rules (`npm run bench -- spider` runs these two rows alone; the script prints the slowest ten).
  ...['st', 'gnome'].map((rules) => ({
    id: `spider-4-${rules}-1000`,
    label: `Spider (${rules === 'st' ? 'ST' : 'GNOME'} rules), 4 suits, 1,000 deals, two workers a deal`,
    solver: 'spider',
    make: { module: 'src/games/spider/engine.ts', export: 'spiderEngine', options: { rules, suits: 4 } },
    deals: deals(1000),
    budget: { maxMs: ms(10_000), maxNodes: 1e12 },
    split: 2,
  })),
];
