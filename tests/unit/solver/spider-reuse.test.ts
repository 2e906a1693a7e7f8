/**
 * The Spider search keeps its board, value sets and hash set from one search to the next
 * (solver-search.ts, solver-store.ts), and the beam keys positions by the search's hash
 * (`assess`). A search must give the same answer whatever searched before it, and equal
 * positions must share a key that different ones do not.
 */
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../src/games/spider/engine';
import { Board, DEAL } from '../../../src/games/spider/solver-board';
import { type SearchLimits, assess, search } from '../../../src/games/spider/solver-search';
import { HashSet64 } from '../../../src/games/spider/solver-store';
import { COLUMNS } from '../../../src/games/spider/types';

const rootOf = (deal: number): Board => Board.fromState(newGame(deal, { rules: 'st', suits: 4 }));
const limits = (maxNodes: number): SearchLimits => ({ deadline: Infinity, maxNodes, now: () => 0, used: 0 });

/** A stage search's outcome and the candidates it kept, as plain data. */
function stageOf(root: Board, cap: number) {
  const cands: { enc: Uint8Array; line: number[]; value: number; progress: number }[] = [];
  const r = search(root, true, limits(1_000_000), { cap, k: 6, cands, distinct: true }, cap * 4, true);
  return { r, cands: cands.map((c) => ({ ...c, enc: [...c.enc] })) };
}

describe('spider solver: buffers reused between searches', () => {
  it('give a search the same result after another search as before it', () => {
    const root = rootOf(7);
    const first = stageOf(root, 2000);
    // Another deal (another stock), then the same deal after its first deal (the same stock, so
    // the same board and value sets): neither may leak into the next search.
    stageOf(rootOf(12), 3000);
    const dealt = new Board(root.stock);
    dealt.copyFrom(root);
    dealt.apply(DEAL, true);
    stageOf(dealt, 500);
    expect(stageOf(root, 2000)).toEqual(first);
  });

  it('a hash set reset to another size forgets what it held', () => {
    const set = new HashSet64(12);
    for (let i = 1; i <= 5000; i++) expect(set.add(i, i * 7)).toBe(true); // grows twice
    set.reset(14);
    expect(set.add(1, 7)).toBe(true);
    set.reset(12);
    for (let i = 1; i <= 5000; i++) expect(set.add(i, i * 7)).toBe(true);
    expect(set.add(5000, 35000)).toBe(false);
    expect(set.size).toBe(5000);
  });
});

describe('spider solver: the beam\'s position key', () => {
  it('is the same for the same columns in another order, and differs when a card differs', () => {
    const a = rootOf(3);
    const swapped = new Board(a.stock);
    swapped.copyFrom(a);
    // Columns 0 and 9 trade places (one holds six cards, the other five).
    const CAP = a.cards.length / COLUMNS;
    const col = (b: Board, c: number) => [...b.cards.subarray(c * CAP, c * CAP + b.len[c]!)];
    const [c0, c9] = [col(a, 0), col(a, 9)];
    swapped.cards.set(c9, 0);
    swapped.cards.set(c0, 9 * CAP);
    [swapped.len[0], swapped.len[9]] = [a.len[9]!, a.len[0]!];
    [swapped.down[0], swapped.down[9]] = [a.down[9]!, a.down[0]!];
    expect(assess(swapped)).toEqual(assess(a));

    const other = new Board(a.stock);
    other.copyFrom(a);
    const top = other.len[0]! - 1;
    other.cards[top] = other.cards[top]! === 1 ? 2 : 1; // the top card of column 0 changes
    expect(assess(other).key).not.toBe(assess(a).key);
    // Dealt: the stock position is part of the key.
    const dealt = new Board(a.stock);
    dealt.copyFrom(a);
    dealt.apply(DEAL, true);
    expect(assess(dealt).key).not.toBe(assess(a).key);
  });
});
