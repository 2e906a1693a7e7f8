/** Four-suit restarts keep one candidate per progress (solver-candidates.ts). */
import { describe, expect, it } from 'vitest';
import { spiderEngine as E, newGame } from '../../../src/games/spider/engine';
import { type Stage, keep } from '../../../src/games/spider/solver-candidates';
import { solveSpider } from '../../../src/games/spider/solver';

const stage = (distinct: boolean): Stage => ({ cap: 100, k: 2, cands: [], distinct });
/** Offers a candidate; -1 when it was turned away. */
const put = (st: Stage, value: number, progress: number): number => {
  let kept = false;
  keep(st, value, progress, () => {
    kept = true;
    return { enc: new Uint8Array(0), line: [], value, progress };
  });
  return kept ? 0 : -1;
};

describe('Spider stage candidates', () => {
  it('keep the k best by value when progress does not count', () => {
    const st = stage(false);
    put(st, 5, 1);
    put(st, 7, 1);
    expect(put(st, 3, 2)).toBe(-1);
    expect(st.cands.map((c) => c.value)).toEqual([7, 5]);
  });

  it('keep one per progress when it counts: a better one replaces its twin, a worse twin is refused', () => {
    const st = stage(true);
    put(st, 5, 1);
    expect(put(st, 4, 1)).toBe(-1);
    put(st, 7, 1);
    expect(st.cands.map((c) => [c.value, c.progress])).toEqual([[7, 1]]);
    put(st, 3, 2); // another plan: kept though worse
    expect(st.cands.map((c) => [c.value, c.progress])).toEqual([[7, 1], [3, 2]]);
  });

  it('win a four-suit deal the old restarts left unknown at ten times the positions', () => {
    // Deal 1291 (not a benchmark deal): won in 97,492 positions; unknown at 1,000,000 before.
    const s = newGame(1291, { rules: 'st', suits: 4 });
    const v = solveSpider(s, { maxMs: 1e9, maxNodes: 150_000 });
    expect(v.result).toBe('won');
    if (v.result === 'won') expect(E.status(v.line.reduce((t, m) => E.apply(t, m), s))).toBe('won');
  });
});
