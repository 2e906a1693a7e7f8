import { describe, expect, test } from 'vitest';
import { rankOf } from '../../../src/core/cards';
import { Rng } from '../../../src/core/rng';
import { COURT_SPACES, kkEngine, type FreeSpaces, type KKMove, type KKState } from '../../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../../src/games/kings-korner/solver';
import { BIG, canWin, stopped, replay } from './helpers';

const engine = kkEngine as unknown as Parameters<typeof replay<KKState, never>>[0];
const wins = (s: KKState, line: readonly unknown[]): boolean =>
  kkEngine.status(replay(engine, s, line as never[])) === 'won';

/**
 * A late position, built: `left` cards in the DECK, the courts already drawn on their spaces, and the
 * plain cards already drawn either discarded in pairs making ten (TENs alone) or lying on random open
 * spaces (always those without a partner among them). Null when they do not fit on the GRID.
 */
function late(deal: number, freeSpaces: FreeSpaces, left: number): KKState | null {
  const rng = new Rng(deal * 7 + freeSpaces);
  const s = kkEngine.newGame(deal, { freeSpaces });
  const gone = s.deck.slice(0, s.deck.length - left);
  const grid = s.grid.map((r) => r.slice());
  for (const c of gone) {
    const home = COURT_SPACES[c];
    if (home) grid[home.row]![home.col] = c;
  }
  const plain = gone.filter((c) => !COURT_SPACES[c]);
  const discard: string[] = [];
  const keep: string[] = [];
  while (plain.length > 0) {
    const c = plain.shift()!;
    const v = rankOf(c);
    const j = v === 10 ? -1 : plain.findIndex((d) => rankOf(d) === 10 - v);
    if (v !== 10 && j < 0) keep.push(c);
    else {
      const group = v === 10 ? [c] : [c, plain.splice(j, 1)[0]!];
      (rng.int(6) === 0 ? keep : discard).push(...group);
    }
  }
  for (const c of keep) {
    const open: [number, number][] = [];
    grid.forEach((r, row) => r.forEach((x, col) => x === null && open.push([row, col])));
    if (open.length === 0) return null;
    const [row, col] = open[rng.int(open.length)]!;
    grid[row]![col] = c;
  }
  return { ...s, grid, deck: s.deck.slice(s.deck.length - left), discard };
}

describe("King's Korner solver", () => {
  test('every winning line replays on the engine and wins, for each FREE SPACES count', () => {
    let won = 0;
    for (const freeSpaces of [0, 1, 2, 3, 4] as const) {
      for (let deal = 1; deal <= 6; deal++) {
        const s = kkEngine.newGame(deal, { freeSpaces });
        const v = solveKingsKorner(s, { maxMs: 1e9, maxNodes: 15_000 }); // nodes only: the same verdicts on any machine
        if (v.result === 'won') {
          won++;
          expect(wins(s, v.line)).toBe(true);
        }
      }
    }
    expect(won).toBeGreaterThan(0);
  });

  test('a winnable deal is won by construction: one position per card, no search', () => {
    // Deals 1..3000 on which a search trying the earliest-deadline space first had to go back on a choice.
    for (const [freeSpaces, deal] of [[2, 2355], [2, 2789], [3, 2113], [4, 88], [4, 570], [4, 1680]] as const) {
      const s = kkEngine.newGame(deal, { freeSpaces });
      const v = solveKingsKorner(s, { maxMs: 1e9, maxNodes: 52 });
      expect(v.result).toBe('won');
      if (v.result === 'won') expect(wins(s, v.line)).toBe(true);
    }
  });

  test('most deals are proven lost by counting alone, before any position is searched', () => {
    let lost = 0;
    for (let deal = 1; deal <= 50; deal++) {
      if (solveKingsKorner(kkEngine.newGame(deal, { freeSpaces: 0 }), { maxMs: 1e9, maxNodes: 0 }).result === 'lost') lost++;
    }
    expect(lost).toBeGreaterThan(45);
  });

  test('verdicts on late positions agree with an exhaustive search on the engine', () => {
    // Hold/unhold only goes round in a circle; the position key leaves out the move log.
    const key = (s: KKState) => JSON.stringify([s.grid, s.deck.length, s.current, s.held]);
    const allowed = (m: KKMove) => m.type !== 'unhold';
    let lost = 0;
    let won = 0;
    for (let deal = 1; deal <= 300; deal++) {
      const s = late(deal, (2 + (deal % 3)) as FreeSpaces, 8 + (deal % 4));
      if (s === null) continue;
      const v = solveKingsKorner(s, BIG, stopped);
      expect(v.result).not.toBe('unknown');
      expect(v.result === 'won').toBe(canWin(engine, s, key, allowed));
      if (v.result === 'won') {
        won++;
        expect(wins(s, v.line)).toBe(true);
      } else lost++;
    }
    expect(won).toBeGreaterThan(2);
    expect(lost).toBeGreaterThan(2);
  });

  test('a position with a card face up or held is solved from there', () => {
    let checked = 0;
    for (let deal = 1; deal <= 200 && checked < 6; deal++) {
      let s = late(deal, (3 + (deal % 2)) as FreeSpaces, 8 + (deal % 3));
      if (s === null) continue;
      const hold = kkEngine.legalMoves(s).find((m) => m.type === 'hold');
      s = kkEngine.apply(s, hold ?? { type: 'draw' });
      if (kkEngine.status(s) !== 'playing') continue;
      const v = solveKingsKorner(s, BIG, stopped);
      const key = (t: KKState) => JSON.stringify([t.grid, t.deck.length, t.current, t.held]);
      // Below the root, holding and putting back is a no-op; at the root, putting back is a real option.
      const noUnhold = (m: KKMove) => m.type !== 'unhold';
      const back = s.held ? canWin(engine, kkEngine.apply(s, { type: 'unhold' }), key, noUnhold) : false;
      expect(v.result === 'won').toBe(back || canWin(engine, s, key, noUnhold));
      if (v.result === 'won') expect(wins(s, v.line)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(2);
  });

  test('a tiny budget gives "unknown"; a finished game its verdict', () => {
    const s = kkEngine.newGame(88, { freeSpaces: 4 }); // won, after searching
    expect(solveKingsKorner(s, { maxMs: 1e9, maxNodes: 3 })).toEqual({ result: 'unknown', reason: 'memory' });
    expect(solveKingsKorner({ ...s, end: 'grid-full' }, BIG)).toEqual({ result: 'lost' });
    const before = JSON.stringify(s);
    solveKingsKorner(s, { maxMs: 1e9, maxNodes: 10_000 });
    expect(JSON.stringify(s)).toBe(before);
  });
});
