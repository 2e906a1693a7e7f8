/**
 * The logs kept for watching games again (src/shell/playback.ts): per program, the last finished
 * game's log and the log of each entry of its score table, by the game's id. A record of its own
 * (GULF.WCH, SPIDER.WCH, KINGS.WCH), apart from the scores: a log too big for the storage that is
 * left, or a damaged file of logs, never costs a score. Bounded: only the table's entries are kept,
 * so a log goes when its entry leaves the table.
 *
 * The logs are checked here only for their shape; watching one replays it through its rules, and a
 * log that does not replay is refused then, in words.
 */
import type { GameLog } from '../core/log';
import type { RecordSpec, Store } from '../core/storage';

export interface WatchLogs {
  /** The last game finished (won or lost), or null. */
  last: GameLog | null;
  /** The logs of the score table's entries (each its game's id once). */
  entries: GameLog[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A log of `game` as far as its shape goes (its moves are checked when it is played back). */
function logOf(game: string, x: unknown): GameLog | null {
  if (!isObj(x) || x.game !== game || typeof x.id !== 'string' || x.id.length === 0 || x.id.length > 64) return null;
  if (typeof x.version !== 'number' || typeof x.deal !== 'number' || !isObj(x.options) || !Array.isArray(x.moves)) return null;
  return x as unknown as GameLog;
}

export function validWatchLogs(game: string) {
  return (x: unknown): WatchLogs | null => {
    if (!isObj(x) || !Array.isArray(x.entries)) return null;
    const last = x.last === null ? null : logOf(game, x.last);
    if (x.last !== null && last === null) return null;
    const entries: GameLog[] = [];
    for (const e of x.entries) {
      const l = logOf(game, e);
      if (!l || entries.some((o) => o.id === l.id)) return null;
      entries.push(l);
    }
    return { last, entries };
  };
}

/** The record of `game`'s logs (version 1: new with watching; nothing older to migrate). */
export function watchRecord(game: string, key: string, file: string): RecordSpec<WatchLogs> {
  return { key, file, version: 1, validate: validWatchLogs(game) };
}

export const noLogs = (): WatchLogs => ({ last: null, entries: [] });

/**
 * Keep `log` as the last finished game and, when `ids` is given (the score table's ids as it
 * stands, with this game's entry in it or not), as its entry's log, dropping the logs of games no
 * longer in the table. Never throws: a log that cannot be kept is said on the console, and the
 * score, in its own record, stays. Resolves once written.
 */
export async function keepLog(store: Store, spec: RecordSpec<WatchLogs>, log: GameLog, ids?: readonly string[]): Promise<void> {
  try {
    await store.update(spec, (cur) => {
      const now = cur ?? noLogs();
      let entries = now.entries.filter((e) => e.id !== log.id);
      if (ids) {
        if (ids.includes(log.id)) entries.push(log);
        entries = entries.filter((e) => ids.includes(e.id));
      }
      return { last: log, entries };
    });
  } catch (e) {
    console.error(`${spec.file}: the game's log could not be kept:`, e);
  }
}

/** The log kept for the table's entry of game `id`, or null. */
export function entryLog(store: Store, spec: RecordSpec<WatchLogs>, id: string | undefined): GameLog | null {
  if (id === undefined) return null;
  return store.read(spec)?.entries.find((e) => e.id === id) ?? null;
}

/** The last finished game's log, or null. */
export function lastLog(store: Store, spec: RecordSpec<WatchLogs>): GameLog | null {
  return store.read(spec)?.last ?? null;
}
