/**
 * The four-suit restarts' weights (solver-stages.ts, `restarts`): each run scales the tuned
 * weights by factors drawn from its own seed. Seeded straight into an LCG, whose outputs are
 * linear in the seed, run i's factors were frac(a + i·d): every weight stepped by the same amount
 * from run to run, and all runs lay on one line through the weights' box. Every fifth run from
 * run 9 (the tenth) is a wide beam instead, the first with the tuned weights.
 */
import { describe, expect, it } from 'vitest';
import { WEIGHTS, jitter } from '../../../src/games/spider/solver-search';
import { SPREAD } from '../../../src/games/spider/solver-stages';
import { newGame, spiderEngine as E } from '../../../src/games/spider/engine';
import { solveSpider } from '../../../src/games/spider/solver';

const KEYS = ['down', 'nat', 'brk', 'empty', 'stock'] as const;

/** Run i's factor for weight k, as a fraction of its range [1 - SPREAD, 1 + SPREAD). */
const factor = (i: number, k: (typeof KEYS)[number]) => (jitter(i * 7919 + 1, SPREAD).w[k] / WEIGHTS[k] - (1 - SPREAD)) / (2 * SPREAD);

describe('spider solver: the restarts\' weights', () => {
  it('stay within the spread', () => {
    for (let i = 1; i <= 200; i++)
      for (const k of KEYS) {
        expect(factor(i, k)).toBeGreaterThanOrEqual(0);
        expect(factor(i, k)).toBeLessThan(1);
      }
  });

  it('do not step by a fixed amount from one run to the next (the runs fill the box, not a line)', () => {
    for (const k of KEYS) {
      const steps = new Set<string>();
      for (let i = 2; i <= 64; i++) steps.add((((factor(i, k) - factor(i - 1, k)) % 1 + 1) % 1).toFixed(6));
      expect(steps.size, `weight ${k}`).toBeGreaterThan(32);
    }
  });
});

describe('spider solver: the wide beams among the restarts', () => {
  it('wins four-suit deal 605 in its first wide beam, which fills its width (one candidate per progress ran dry on it)', () => {
    // Share 9 of 10 does runs 9, 19, 29...: its first run is the first wide beam (solver-stages.ts, WIDE_FIRST).
    const s = newGame(605, { rules: 'st', suits: 4 });
    const v = solveSpider(s, { maxMs: 1e9, maxNodes: 900_000, share: { index: 9, of: 10 } });
    expect(v.result).toBe('won');
    if (v.result === 'won') expect(E.status(v.line.reduce((t, m) => E.apply(t, m), s))).toBe('won');
  });

  it('wins four-suit deal 4 (hostile last deal) in run 14, which values short columns before that deal, within 1,800,000 positions', () => {
    // Not won by run 14 at 2,500,000 without the bonus (solver-stages.ts, WIDE_SHORT): the lines
    // that win deal 4 come to its last deal with short face-up columns (journal, session 25).
    const s = newGame(4, { rules: 'st', suits: 4 });
    const v = solveSpider(s, { maxMs: 1e9, maxNodes: 1_800_000, share: { index: 14, of: 15 } });
    expect(v.result).toBe('won');
    if (v.result === 'won') expect(E.status(v.line.reduce((t, m) => E.apply(t, m), s))).toBe('won');
  });

  it('wins four-suit deal 143, which no narrow run nor a beam of one candidate per progress has won, with a run\'s scaled weights', () => {
    // Share 14 of 15 does runs 14, 29...: run 14 is the second wide beam, with its own weights.
    const s = newGame(143, { rules: 'st', suits: 4 });
    const v = solveSpider(s, { maxMs: 1e9, maxNodes: 1_300_000, share: { index: 14, of: 15 } });
    expect(v.result).toBe('won');
    if (v.result === 'won') expect(E.status(v.line.reduce((t, m) => E.apply(t, m), s))).toBe('won');
  });
});
