/**
 * A Spider search split over workers (SolveBudget.share): each share does its own runs of the
 * whole search's schedule, so the share holding the winning run finds the very same line, having
 * spent none of its positions on the other share's runs.
 */
import { describe, expect, it } from 'vitest';
import { newGame, spiderEngine as E, type SpiderState } from '../../../src/games/spider/engine';
import { solveSpider } from '../../../src/games/spider/solver';
import { shareOf } from '../../../src/solver/types';

const budget = (maxNodes: number, index?: number, of = 2) =>
  ({ maxMs: 1e9, maxNodes, share: index === undefined ? undefined : { index, of } });

describe('spider solver split over workers', () => {
  // Four-suit deal 53: run 0 (50,000 positions) fails, run 1 wins in 9,630 more.
  const s = newGame(53, { rules: 'st', suits: 4 });

  it('the share holding the winning run finds the whole search\'s line, for its own runs only', () => {
    const whole = solveSpider(s, budget(59_630));
    expect(whole.result).toBe('won');
    expect(solveSpider(s, budget(59_629)).result).toBe('unknown');
    // Share 1 of 2 does runs 1, 3, 5, ...: run 1 is its first.
    const part = solveSpider(s, budget(9_630, 1));
    expect(part).toEqual(whole);
    expect(solveSpider(s, budget(9_629, 1)).result).toBe('unknown');
    // Share 0 of 2 does runs 0, 2, 4, ...: run 0 fails and run 2 is not reached.
    expect(solveSpider(s, budget(59_630, 0)).result).toBe('unknown');
  });

  it('one and two suits: each share runs one of the two plans', () => {
    const two = newGame(163, { rules: 'st', suits: 2 });
    // Deal 163 is won by the beam (plan 1), which the depth-first plan alone leaves unknown.
    const beam = solveSpider(two, budget(400_000, 1));
    expect(beam.result).toBe('won');
    if (beam.result === 'won') expect(E.status(beam.line.reduce((t, m) => E.apply(t, m), two))).toBe('won');
    expect(solveSpider(two, budget(400_000, 0)).result).toBe('unknown');
  });

  it('with the stock out the search is one run: the first share does it, the others stand down', () => {
    // Three suit sets left, dealt out in order over the ten columns, the top card of each face up.
    const cards = ['S', 'H', 'D'].flatMap((suit) => [...'A23456789TJQK'].map((r) => r + suit));
    const columns = Array.from({ length: 10 }, (_, c) => {
      const mine = cards.filter((_, i) => i % 10 === c);
      return { down: mine.slice(0, -1), up: mine.slice(-1) };
    });
    const t = {
      game: 'spider', rules: 'st', suits: 4, deal: 1, columns, stock: [],
      removed: ['S', 'H', 'D', 'C', 'C'], deals: 5, cheated: false, history: [],
    } as SpiderState;
    const whole = solveSpider(t, budget(10_000));
    expect(whole.result).not.toBe('unknown');
    expect(solveSpider(t, budget(10_000, 0))).toEqual(whole);
    expect(solveSpider(t, budget(10_000, 1))).toEqual({ result: 'unknown', reason: 'memory' });
  });

  it('a malformed share means the whole search', () => {
    const whole = { index: 0, of: 1 };
    expect(shareOf({ maxMs: 1, maxNodes: 1 })).toEqual(whole);
    for (const share of [{ index: 2, of: 2 }, { index: -1, of: 2 }, { index: 0, of: 0 }, { index: 0.5, of: 2 }]) {
      expect(shareOf({ maxMs: 1, maxNodes: 1, share })).toEqual(whole);
    }
    expect(shareOf({ maxMs: 1, maxNodes: 1, share: { index: 1, of: 3 } })).toEqual({ index: 1, of: 3 });
  });
});
