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

describe('Gulf solver', () => {
  test('every winning line replays on the engine and clears the board (four jokers, and none)', () => {
    let wins = 0;
    for (const jokers of [4, 0]) {
      for (let deal = 1; deal <= tier(40, 15); deal++) {
        const s = dealRound(deal, 1, jokers, 0);
        const v = solveGulf(s, BIG, stopped);
        expect(v.result).not.toBe('unknown');
        if (v.result === 'won') {
          wins++;
          expect(won(s, v.line)).toBe(true);
        }
      }
    }
    expect(wins).toBeGreaterThan(tier(40, 15));
  });

  test('a line from a position part-way through a round also wins', () => {
    for (let deal = 100; deal < 110; deal++) {
      let s = gulfEngine.newGame(deal, {});
      s = gulfEngine.apply(s, { type: 'draw' });
      const v = solveGulf(s, BIG, stopped);
      if (v.result === 'won') expect(won(s, v.line)).toBe(true);
    }
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
    expect(lost).toBeGreaterThan(10);
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
