import { describe, expect, test } from 'vitest';
import { tier } from '../tier';
import { Rng } from '../../../src/core/rng';
import { gulfEngine, type GulfState } from '../../../src/games/gulf/engine';
import { dealRound } from '../../../src/games/gulf/rules';
import { solveGulf } from '../../../src/games/gulf/solver';
import { BIG, canWin, stopped, replay } from './helpers';

const engine = gulfEngine as unknown as Parameters<typeof replay<GulfState, never>>[0];
const won = (s: GulfState, line: readonly unknown[]): boolean =>
  gulfEngine.status(replay(engine, s, line as never[])) === 'won';

/** A small position cut from a real deal: at most `h` cards per stack and `k` stock cards. */
function small(deal: number, h: number, k: number, jokers: number): GulfState {
  const s = dealRound(deal, 1, jokers, 0);
  const rng = new Rng(deal);
  return { ...s, stacks: s.stacks.map((c) => c.slice(0, rng.int(h + 1))), stock: s.stock.slice(0, k) };
}

/**
 * Round 1's deals the solver wins, as facts about the deals (its verdicts are exact: no budget ends
 * a search here): with four jokers every deal of 1..40, with none these 26. A solver that won fewer,
 * or claimed more, fails here.
 */
const WON_NO_JOKERS = [1, 2, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 19, 24, 26, 29, 30, 31, 32, 34, 35, 37, 38, 39, 40];

describe('Gulf solver', () => {
  test('wins the deals known to be winnable, loses the others, and every winning line replays on the engine (four jokers, and none)', () => {
    const last = tier(40, 15);
    for (const jokers of [4, 0]) {
      const wins: number[] = [];
      for (let deal = 1; deal <= last; deal++) {
        const s = dealRound(deal, 1, jokers, 0);
        const v = solveGulf(s, BIG, stopped);
        expect(v.result).not.toBe('unknown');
        if (v.result === 'won') {
          wins.push(deal);
          expect(won(s, v.line)).toBe(true);
        }
      }
      const known = jokers === 4 ? Array.from({ length: last }, (_, i) => i + 1) : WON_NO_JOKERS.filter((d) => d <= last);
      expect(wins).toEqual(known);
    }
  });

  test('whole deals: the verdicts agree with an exhaustive search on the engine (won and lost)', () => {
    const key = (s: GulfState) => JSON.stringify([s.stacks, s.pile[s.pile.length - 1], s.stock.length]);
    // The deals whose exhaustive search is short (under half a second here); the deep tier adds longer ones.
    const deals = tier([5, 6, 15, 18, 2, 12, 17, 22], [5, 6, 15, 18]);
    const verdicts = deals.map((deal) => {
      const s = dealRound(deal, 1, 0, 0);
      const v = solveGulf(s, BIG, stopped);
      expect(v.result === 'won', `deal ${deal}`).toBe(canWin(engine, s, key));
      return v.result;
    });
    expect(verdicts).toContain('won');
    expect(verdicts).toContain('lost');
  });

  test('a line from a position part-way through a round also wins', () => {
    const wins: number[] = [];
    for (let deal = 100; deal < 110; deal++) {
      let s = gulfEngine.newGame(deal, {});
      s = gulfEngine.apply(s, { type: 'draw' });
      const v = solveGulf(s, BIG, stopped);
      if (v.result === 'won') {
        wins.push(deal);
        expect(won(s, v.line)).toBe(true);
      }
    }
    // Each of these positions is won (four jokers in round 1): the test must see the lines.
    expect(wins).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
  });

  test('verdicts on small positions agree with an exhaustive search on the engine', () => {
    const key = (s: GulfState) => JSON.stringify([s.stacks, s.pile[s.pile.length - 1], s.stock.length]);
    let lost = 0;
    for (let deal = 1; deal <= 150; deal++) {
      const s = small(deal, 2, 4, deal % 2 === 0 ? 0 : 1);
      const v = solveGulf(s, BIG, stopped);
      expect(v.result === 'won').toBe(canWin(engine, s, key));
      if (v.result === 'won') expect(won(s, v.line)).toBe(true);
      else lost++;
    }
    // Both verdicts seen: 13 of the 150 small positions are won.
    expect(lost).toBe(137);
  });

  test('a tiny budget gives "unknown", a finished round its verdict', () => {
    const s = dealRound(3, 1, 0, 0);
    expect(solveGulf(s, { maxMs: 1e9, maxNodes: 5 })).toEqual({ result: 'unknown', reason: 'memory' });
    let t = 0;
    expect(solveGulf(s, { maxMs: 10, maxNodes: 1e9 }, () => (t += 5))).toMatchObject({ result: 'unknown' });
    expect(solveGulf({ ...s, phase: 'over' }, BIG)).toEqual({ result: 'lost' });
  });

  test('deterministic and leaves its input alone', () => {
    const s = gulfEngine.newGame(7, {});
    const before = JSON.stringify(s);
    expect(solveGulf(s, BIG)).toEqual(solveGulf(s, BIG));
    expect(JSON.stringify(s)).toBe(before);
  });
});
