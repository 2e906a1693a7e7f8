/**
 * The validators of King's Korner's records (records.ts declares them). The saved game is accepted
 * only if it is exactly what its own move log produces from its deal, so a save that was truncated,
 * edited or written by another version is refused. Statistics are counts that must agree.
 */
import { isDealNumber } from '../../core/rng';
import { inGrid, isFreeSpaces } from './layout';
import { type KKMove, type KKState, replay } from './rules';

/** More moves than any game can hold (52 draws, 52 places, 40 discards, holds and put-backs aside). */
const MAX_MOVES = 100_000;

function isMove(x: unknown): x is KKMove {
  if (x === null || typeof x !== 'object') return false;
  const m = x as Record<string, unknown>;
  if (m.type === 'draw' || m.type === 'unhold') return Object.keys(m).length === 1;
  if (m.type === 'place' || m.type === 'discardTen' || m.type === 'hold' || m.type === 'pair') {
    return Object.keys(m).length === 3 && inGrid(m.row, m.col);
  }
  return false;
}

/** Deep equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(rb, k) && same(ra[k], rb[k]));
}

export function validateKKState(x: unknown): KKState | null {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (o.game !== 'kings-korner' || !isDealNumber(o.deal) || !isFreeSpaces(o.freeSpaces)) return null;
  if (!Array.isArray(o.history) || o.history.length > MAX_MOVES) return null;
  const moves = o.history as unknown[];
  if (!moves.every(isMove)) return null;
  const s = replay(o.deal, o.freeSpaces, moves);
  return s !== null && same(s, x) ? s : null;
}

/**
 * King's Korner's own data in its save (KINGS.SAV, in the shell's envelope, which keeps the Aids
 * mark): the state alone.
 */
export const validateSave = validateKKState;

/**
 * Version 1 of the save named its move log `moves`; version 2 calls it `history` (the engine
 * face); version 3 adds `aided` (games saved before Aids existed are unmarked); version 4 is the
 * shell's envelope (records.ts).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if ((from !== 1 && from !== 2) || data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  if (from === 2) return { ...data, aided: false };
  const { moves, ...rest } = data as Record<string, unknown>;
  return { ...rest, history: moves, aided: false };
}

export interface KKStat {
  played: number;
  won: number;
  streak: number;
  best: number;
}
/** Index = FREE SPACES count 0..4. */
export type KKStats = KKStat[];

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

/** KINGS.STA as version 1 stored it (an array by FREE SPACES), read only to migrate it. */
export function validateStatsV1(x: unknown): KKStats | null {
  if (!Array.isArray(x) || x.length !== 5) return null;
  const out: KKStats = [];
  for (const e of x) {
    if (!e || typeof e !== 'object') return null;
    const o = e as Record<string, unknown>;
    if (!count(o.played) || !count(o.won) || !count(o.streak) || !count(o.best)) return null;
    if (o.won > o.played || o.streak > o.won || o.best > o.won || o.streak > o.best) return null;
    out.push({ played: o.played, won: o.won, streak: o.streak, best: o.best });
  }
  return out;
}
