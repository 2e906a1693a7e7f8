/** Builds hand-made Spider positions for the tests, and random games for the property tests. */
import fc from 'fast-check';
import type { Suit } from '../../../src/core/cards';
import type { SpiderRules, SpiderState, SpiderSuits } from '../../../src/games/spider/engine';

export interface Layout {
  /** One string per column, "down cards | up cards", first-dealt card first; missing = empty. */
  cols: string[];
  stock?: string[];
  removed?: Suit[];
  rules?: SpiderRules;
  suits?: SpiderSuits;
  deals?: number;
}

const words = (s: string): string[] => s.trim().split(/\s+/).filter((w) => w !== '');

export function mk(l: Layout): SpiderState {
  const columns = Array.from({ length: 10 }, (_, i) => {
    const text = l.cols[i] ?? '';
    const [down, up] = text.includes('|') ? text.split('|') : ['', text];
    return { down: words(down!), up: words(up!) };
  });
  const stock = l.stock ?? [];
  return {
    game: 'spider',
    rules: l.rules ?? 'st',
    suits: l.suits ?? 4,
    deal: 1,
    columns,
    stock,
    removed: l.removed ?? [],
    deals: l.deals ?? 5 - stock.length / 10,
    cheated: false,
    history: [],
  };
}

/** K..A of one suit as a column string. */
export const run = (suit: Suit, from = 13, to = 1): string => {
  const r = 'A23456789TJQK';
  const out: string[] = [];
  for (let k = from; k >= to; k--) out.push(r[k - 1]! + suit);
  return out.join(' ');
};

/** Every card of a position, stock and removed runs included, sorted. */
export function allCards(s: SpiderState): string[] {
  const out: string[] = [...s.stock];
  for (const c of s.columns) out.push(...c.down, ...c.up);
  for (const suit of s.removed) out.push(...run(suit).split(' '));
  return out.sort();
}

/** A random game: its deal, rules and suits, and up to `maxMoves` choices a driver turns into legal moves. */
export const gameArb = (maxMoves: number) =>
  fc.record({
    deal: fc.integer({ min: 0, max: 0xffffffff }),
    rules: fc.constantFrom('st' as const, 'gnome' as const),
    suits: fc.constantFrom(1 as const, 2 as const, 4 as const),
    choices: fc.array(fc.nat(), { minLength: 20, maxLength: maxMoves }),
  });
