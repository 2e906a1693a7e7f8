/**
 * The validators of King's Korner's records (records.ts declares them). The saved game is its log
 * (src/core/log.ts), accepted only when it replays; the older saves held the position and are
 * written into a log from its moves. Statistics are counts that must agree.
 */
import { writeLog, type GameLog } from '../../core/log';
import { faithful, migratedId, validLog } from '../../shell/game-log';
import { kkLog } from './log';
import type { KKState } from './rules';

/** King's Korner's own data in its save (KINGS.SAV, in the shell's envelope, which keeps the Aids mark): the game's log. */
export interface KKSave {
  log: GameLog;
}

export function validateSave(x: unknown): KKSave | null {
  if (x === null || typeof x !== 'object' || Array.isArray(x)) return null;
  const log = validLog(kkLog, (x as Record<string, unknown>).log);
  return log && { log };
}

/**
 * Version 1 of the save named its move log `moves`; version 2 calls it `history` (the engine
 * face); version 3 adds `aided` (games saved before Aids existed are unmarked); version 4 is the
 * shell's envelope (records.ts); version 5 the log (`toLogSave`).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if ((from !== 1 && from !== 2) || data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  if (from === 2) return { ...data, aided: false };
  const { moves, ...rest } = data as Record<string, unknown>;
  return { ...rest, history: moves, aided: false };
}

/** Version 4 to 5: the position becomes its log, written from its move history, kept only when it replays to exactly that position. */
export function toLogSave(game: unknown): unknown {
  if (game === null || typeof game !== 'object' || Array.isArray(game)) return null;
  const s = game as KKState;
  if (!Array.isArray(s.history)) return null;
  const log = faithful(kkLog, writeLog(kkLog, { deal: s.deal, options: { freeSpaces: s.freeSpaces }, id: migratedId(s.deal, game) }, s.history), game);
  return log && { log };
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
