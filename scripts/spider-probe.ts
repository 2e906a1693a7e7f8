// Positions four-suit Spider deals need to be won, counted in positions rather than time, so
// runs on a shared machine compare (issue 35's unknown deals; docs/notes/solver-journal.md,
// session 22). One process, one share after the other; not part of the bench.
//   npx tsx scripts/spider-probe.ts <maxNodes> <index/of | pair> deal|lo..hi ...
// `index/of`: that share of the restarts alone (0/1: the whole search, as one worker).
// `pair`: shares 0/2 and 1/2, as the bench's two workers a deal; a deal's cost is its first
// winning share's positions (the second share runs only up to the first's count), and an
// unknown deal counts as maxNodes. RULES=gnome for the GNOME rules; QUIET=1 prints only the
// deals that cost over 1,000,000 positions, and the summary.
import { newGame } from '../src/games/spider/engine';
import { Board } from '../src/games/spider/solver-board';
import { staged } from '../src/games/spider/solver-stages';
import { COLUMNS } from '../src/games/spider/types';

const [maxArg, shareArg, ...dealArgs] = process.argv.slice(2);
const maxNodes = Number(maxArg);
const rules = process.env.RULES === 'gnome' ? 'gnome' : 'st';
const deals = dealArgs.flatMap((a) => {
  const [lo, hi] = a.split('..').map(Number) as [number, number?];
  return hi === undefined ? [lo] : Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
});

function run(d: number, index: number, of: number, max: number): { won: boolean; used: number } {
  const root = Board.fromState(newGame(d, { rules, suits: 4 }));
  for (let c = 0; c < COLUMNS; c++) root.removeIfComplete(c);
  const lim = { deadline: Infinity, maxNodes: max, now: () => 0, used: 0 };
  const r = staged(root, lim, { index, of });
  return { won: Array.isArray(r), used: lim.used };
}

const t0 = performance.now();
let won = 0;
let total = 0;
const unknown: number[] = [];
for (const d of deals) {
  const t = performance.now();
  if (shareArg === 'pair') {
    const a = run(d, 0, 2, maxNodes);
    const b = run(d, 1, 2, a.won ? a.used : maxNodes);
    const cost = b.won && (!a.won || b.used < a.used) ? b.used : a.won ? a.used : Infinity;
    if (cost < Infinity) won++;
    else unknown.push(d);
    total += Number.isFinite(cost) ? cost : maxNodes;
    if (process.env.QUIET !== '1' || cost > 1_000_000) {
      console.log(JSON.stringify({ deal: d, s0: a.won ? a.used : null, s1: b.won ? b.used : null, ms: Math.round(performance.now() - t) }));
    }
  } else {
    const [index, of] = shareArg!.split('/').map(Number) as [number, number];
    const r = run(d, index, of, maxNodes);
    if (r.won) won++;
    else unknown.push(d);
    total += r.used;
    if (process.env.QUIET !== '1' || !r.won || r.used > 1_000_000) {
      console.log(JSON.stringify({ deal: d, share: shareArg, won: r.won, used: r.used, ms: Math.round(performance.now() - t) }));
    }
  }
}
console.log(JSON.stringify({ won, of: deals.length, unknown, positions: total, s: Math.round((performance.now() - t0) / 1000) }));
