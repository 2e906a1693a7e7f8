/**
 * Four suits: several groups moved at once through empty columns (solver-moves.ts, `unitMoves`),
 * and their expansion into the game's own moves (solver.ts, `expandUnit`).
 */
import { describe, expect, it } from 'vitest';
import { type SpiderMove, type SpiderState, spiderEngine as E, newGame } from '../../../src/games/spider/engine';
import { Board, mkMove } from '../../../src/games/spider/solver-board';
import { MAX_MOVES, genMoves } from '../../../src/games/spider/solver-moves';
import { expandUnit, solveSpider } from '../../../src/games/spider/solver';
import { groupLength } from '../../../src/games/spider/rules';

/** A four-suit position with no stock: `cols` face up, bottom first (`[]`: an empty column). */
function position(cols: readonly (readonly string[])[]): SpiderState {
  const s = newGame(1, { rules: 'st', suits: 4 });
  return { ...s, stock: [], columns: cols.map((up) => ({ down: [], up: [...up] })) };
}

/** genMoves' moves from `s`, with or without unit moves. */
function moves(s: SpiderState, units: boolean): number[] {
  const b = Board.fromState(s);
  const groups = Int32Array.from(s.columns, (c) => groupLength(c));
  const out = new Int32Array(MAX_MOVES);
  const n = genMoves(b, groups, true, out, () => {}, false, units);
  return [...out.subarray(0, n)];
}

/** Column 0 ends 9H 8S 7S (two groups) over a 5C; column 1 is a 10D; column 2 is empty. */
const COLS = [['5C', '9H', '8S', '7S'], ['TD'], [], ['KS'], ['KH'], ['KD'], ['KC'], ['QS'], ['QH'], ['2C']];

describe('spider solver: unit moves (four suits)', () => {
  it('moves two groups onto a card one rank above the lower one when an empty column can park the upper', () => {
    const unit = mkMove(0, 1, 3);
    expect(moves(position(COLS), true)).toContain(unit);
    expect(moves(position(COLS), false)).not.toContain(unit);
    // No empty column to park in: no unit move.
    const full = COLS.map((c, i) => (i === 2 ? ['JD'] : c));
    expect(moves(position(full), true)).not.toContain(unit);
  });

  it('moves a unit resting on the next rank only onto its own suit (elsewhere it only shuffles)', () => {
    const natural = COLS.map((c, i) => (i === 0 ? ['TC', '9H', '8S', '7S'] : c));
    expect(moves(position(natural), true)).not.toContain(mkMove(0, 1, 3));
    const own = natural.map((c, i) => (i === 1 ? ['TH'] : c));
    expect(moves(position(own), true)).toContain(mkMove(0, 1, 3));
  });

  it('needs one empty column per group parked', () => {
    // TC 9H 8S 7S: three groups, so two parked; with one empty column only two groups go.
    const three = COLS.map((c, i) => (i === 0 ? ['5C', 'TC', '9H', '8S', '7S'] : i === 1 ? ['JD'] : c));
    expect(moves(position(three), true)).not.toContain(mkMove(0, 1, 4));
    const twoEmpty = three.map((c, i) => (i === 9 ? [] : c));
    expect(moves(position(twoEmpty), true)).toContain(mkMove(0, 1, 4));
  });

  it('expands into the game\'s moves: park, move the lowest group, bring back', () => {
    const s = position(COLS);
    const steps = expandUnit(s, { type: 'move', from: 0, to: 1, count: 3 });
    expect(steps).toEqual<SpiderMove[]>([
      { type: 'move', from: 0, to: 2, count: 2 },
      { type: 'move', from: 0, to: 1, count: 1 },
      { type: 'move', from: 2, to: 1, count: 2 },
    ]);
    const end = steps.reduce((t, m) => E.apply(t, m), s); // apply throws on an illegal move
    expect(end.columns.slice(0, 3).map((c) => c.up)).toEqual([['5C'], ['TD', '9H', '8S', '7S'], []]);
    // A single group is the move itself.
    expect(expandUnit(s, { type: 'move', from: 0, to: 2, count: 2 })).toEqual([{ type: 'move', from: 0, to: 2, count: 2 }]);
  });

  it('wins four-suit deal 1005 within 20,000 positions (161,901 without unit moves)', () => {
    const s = newGame(1005, { rules: 'st', suits: 4 });
    const v = solveSpider(s, { maxMs: 1e9, maxNodes: 20_000 });
    expect(v.result).toBe('won');
    if (v.result === 'won') expect(E.status(v.line.reduce((t, m) => E.apply(t, m), s))).toBe('won');
  });
});
