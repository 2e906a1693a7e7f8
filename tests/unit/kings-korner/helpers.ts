/** Shared helpers for the King's Korner tests: a game with a chosen DECK order, and move shorthands. */
import type { Card } from '../../../src/core/cards';
import { pack } from '../../../src/core/cards';
import { type FreeSpaces, type KKMove, type KKState, kkEngine } from '../../../src/games/kings-korner/engine';

/** A new game whose DECK starts with `top` (the rest of the pack follows in pack order). */
export function withDeck(top: Card[], freeSpaces: FreeSpaces = 4): KKState {
  const s = kkEngine.newGame(1, { freeSpaces });
  const rest = pack().filter((c) => !top.includes(c));
  return { ...s, deck: [...top, ...rest] };
}

export const draw: KKMove = { type: 'draw' };
export const unhold: KKMove = { type: 'unhold' };
export const place = (row: number, col: number): KKMove => ({ type: 'place', row, col });
export const ten = (row: number, col: number): KKMove => ({ type: 'discardTen', row, col });
export const hold = (row: number, col: number): KKMove => ({ type: 'hold', row, col });
export const pair = (row: number, col: number): KKMove => ({ type: 'pair', row, col });

export function play(s: KKState, ...moves: KKMove[]): KKState {
  return moves.reduce((t, m) => kkEngine.apply(t, m), s);
}

/** Draw a card and place it at (row, col). */
export const put = (row: number, col: number): KKMove[] => [draw, place(row, col)];

/** Recursively freeze a value, so a test fails if an engine call mutates its input. */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/** Every open space, row by row. */
export function openCells(s: KKState): [number, number][] {
  const out: [number, number][] = [];
  s.grid.forEach((r, row) => r.forEach((x, col) => { if (x !== '#') out.push([row, col]); }));
  return out;
}
