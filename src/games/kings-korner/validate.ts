/**
 * Resume-after-reload: accept a saved state only if it is exactly what its own move log produces
 * from its deal. A save that was truncated, edited or written by another version is refused.
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
  if (!Array.isArray(o.moves) || o.moves.length > MAX_MOVES) return null;
  const moves = o.moves as unknown[];
  if (!moves.every(isMove)) return null;
  const s = replay(o.deal, o.freeSpaces, moves);
  return s !== null && same(s, x) ? s : null;
}
