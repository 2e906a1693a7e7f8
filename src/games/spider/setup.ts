/**
 * A Spider position a log may start from instead of its deal (`from: { position }`): set up by a
 * test, or carried over from a save older than logs. Checked as a position: ten columns, the stock,
 * the runs taken off and the cards face down hold only the game's cards (no card more often than
 * its packs have it), the deals fit the stock, and the undo record is of moves. Its moves were not played in the log: a log that starts
 * here proves only what it plays from here.
 */
import { isCard, makeCard, type Card, type Suit } from '../../core/cards';
import { spiderDeck } from './deal';
import { COLUMNS, DEALS, RUN, type SpiderColumn, type SpiderOptions, type SpiderState, type SpiderStep } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCards = (x: unknown): x is Card[] => Array.isArray(x) && x.every(isCard);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function toStep(x: unknown): SpiderStep | null {
  if (!isObj(x) || typeof x.flip !== 'boolean') return null;
  const flip = x.flip;
  switch (x.type) {
    case 'move':
      return isInt(x.from) && isInt(x.to) && isInt(x.count) ? { type: 'move', from: x.from, to: x.to, count: x.count, flip } : null;
    case 'deal':
      return { type: 'deal', flip };
    case 'remove':
    case 'foundation':
      return isInt(x.col) ? { type: x.type, col: x.col, flip } : null;
    default:
      return null;
  }
}

/** What a log keeps of a position it starts from (the deal, rules and suits are the log's own). */
export function positionFrom(s: SpiderState): Obj {
  return { position: { columns: s.columns, stock: s.stock, removed: s.removed, deals: s.deals, cheated: s.cheated, history: s.history } };
}

/** The position `from.position` describes for this deal and these options, or why it is not one. */
export function setUp(deal: number, options: Required<SpiderOptions>, p: unknown): SpiderState | string {
  const bad = 'The log\'s starting position is not a Spider position.';
  if (!isObj(p)) return bad;
  const { columns, stock, removed, deals, cheated, history } = p;
  if (!Array.isArray(columns) || columns.length !== COLUMNS || !columns.every((c) => isObj(c) && isCards(c.down) && isCards(c.up))) return bad;
  if (!isCards(stock) || !Array.isArray(removed) || typeof cheated !== 'boolean' || !isInt(deals) || deals < 0 || deals > DEALS) return bad;
  if (stock.length !== (DEALS - deals) * COLUMNS || !Array.isArray(history)) return bad;
  const steps = history.map(toStep);
  if (steps.some((h) => h === null)) return bad;
  const suits = removed as Suit[];
  if (!suits.every((x) => x === 'S' || x === 'H' || x === 'D' || x === 'C')) return bad;
  const cols = (columns as Obj[]).map((c): SpiderColumn => ({ down: (c.down as Card[]).slice(), up: (c.up as Card[]).slice() }));
  const all: string[] = [...stock, ...cols.flatMap((c) => [...c.down, ...c.up])];
  for (const suit of suits) for (let r = 1; r <= RUN; r++) all.push(makeCard(r, suit));
  // At most the game's cards, each no more often than its two packs have it (a test sets up fewer).
  const left = new Map<string, number>();
  for (const c of spiderDeck(options.suits)) left.set(c, (left.get(c) ?? 0) + 1);
  for (const c of all) {
    const n = left.get(c) ?? 0;
    if (n === 0) return 'The log\'s starting position holds cards this game does not have.';
    left.set(c, n - 1);
  }
  return {
    game: 'spider', rules: options.rules, suits: options.suits, deal,
    columns: cols, stock: stock.slice(), removed: suits.slice(), deals, cheated, history: steps as SpiderStep[],
  };
}
