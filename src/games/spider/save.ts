/**
 * Spider's own data in its save (SPIDER.SAV, in the shell's envelope, which keeps the Aids mark):
 * the game's log (src/core/log.ts: the position is its replay), the clock, VIEW's split and the
 * end flags.
 */
import type { Split } from './view';
import type { SpiderMove, SpiderState } from './types';
import type { GameLog } from '../../core/log';
import { writeLog } from '../../core/log';
import { faithful, migratedId, validLog } from '../../shell/game-log';
import { spiderLog } from './log';

export interface SpiderSave {
  log: GameLog;
  /** Time spent, ms (the clock runs between moves too; each entry says the time it was made). */
  elapsed: number;
  split: Split | null;
  /** The end of the game (won / lost) was announced. */
  announced: boolean;
  /** This game's score is already in the Hit Parade. */
  hpEntered: boolean;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function validateSave(x: unknown): SpiderSave | null {
  if (!isObj(x)) return null;
  const log = validLog(spiderLog, x.log);
  if (!log) return null;
  if (typeof x.elapsed !== 'number' || !Number.isFinite(x.elapsed) || x.elapsed < 0) return null;
  let split: Split | null = null;
  if (x.split !== null) {
    const sp = x.split as Record<string, unknown> | undefined;
    if (!sp || !isInt(sp.a) || !isInt(sp.b) || sp.a < 0 || sp.b <= sp.a || sp.b > 10000) return null;
    split = { a: sp.a, b: sp.b };
  }
  if (typeof x.announced !== 'boolean' || typeof x.hpEntered !== 'boolean') return null;
  return { log, elapsed: x.elapsed, split, announced: x.announced, hpEntered: x.hpEntered };
}

/**
 * Version 1 (before Aids) to 2: no aid could have been used, so `aided` is false. Version 2 kept
 * the mark beside the game; version 3 is the shell's envelope (records.ts).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if (from !== 1 || !data || typeof data !== 'object' || Array.isArray(data)) return null;
  return { ...(data as Record<string, unknown>), aided: false };
}

/**
 * Version 3 to 4: the position becomes its log, written from the move history the position kept
 * (checked again move by move, and kept only when it replays to exactly that position). The undos that made a game a cheater's were not kept: such a game's
 * log starts `from: { cheated: true }`.
 */
export function toLogSave(game: unknown): unknown {
  if (!isObj(game) || !isObj(game.state)) return null;
  const { state, ...rest } = game;
  const s = state as unknown as SpiderState;
  if (!Array.isArray(s.history)) return null;
  const moves = s.history.map((h) => {
    const { flip: _flip, ...m } = h as unknown as Record<string, unknown>;
    return m as unknown as SpiderMove;
  });
  const log = faithful(spiderLog, writeLog(spiderLog, {
    deal: s.deal,
    options: { rules: s.rules, suits: s.suits },
    id: migratedId(s.deal, state),
    ...(s.cheated === true ? { from: { cheated: true } } : {}),
  }, moves), state);
  return log && { ...rest, log };
}
