/** King's Korner's records, declared once: the game in progress, the preferences, the statistics. */
import type { RecordSpec } from '../../core/storage';
import { watchRecord } from '../../shell/watch-store';
import type { KKState } from './rules';
import { migrateSave, toLogSave, validateSave, validateStatsV1, type KKSave } from './validate';
import { stateOf } from '../../shell/game-log';
import { kkLog } from './log';
import { savedRecord } from '../../shell/envelope';
import { statsRecord } from '../../shell/stats';
import { migratePrefs, validatePrefs, type KKPrefs } from './prefs';

/**
 * Version 5: the game is its log, `{ log }` (version 4's position written into a log from its
 * moves). Version 4: the shell's envelope `{ aided, game }` (version 3 kept the Aids mark in the game's data,
 * version 1 called the move log `moves`, 2 had no mark; `migrateSave` converts them up to 3).
 */
export const SAVE = savedRecord({ key: 'save.kings-korner', file: 'KINGS.SAV', validate: validateSave, before: { version: 3, migrate: migrateSave }, since: [toLogSave] });

/** The position a save holds: its log's replay. */
export const position = (s: KKSave): KKState | null => stateOf(kkLog, s.log);
/** Version 2: "winnable deals only" in the shell's shape (version 1's `winnableOnly` migrated). */
export const PREFS: RecordSpec<KKPrefs> = { key: 'kk.prefs', file: 'KINGS.INF', version: 2, validate: validatePrefs, migrate: migratePrefs };
/**
 * Version 3 is the shell's statistics table, keyed by FREE SPACES ("0".."4"), each setting with the
 * ids of its last games counted (a game counts once). Version 2 had no ids: its figures are kept as
 * they are. Version 1 was an array indexed by FREE SPACES, converted entry by entry.
 */
export const STATS = statsRecord('kk.stats', 'KINGS.STA', 3, (data, from) => {
  if (from === 2) return data;
  const v1 = from === 1 ? validateStatsV1(data) : null;
  return v1 ? Object.fromEntries(v1.map((s, i) => [String(i), s])) : null;
});

/** A game the player could lose once begun (and not over, which the shell asks the engine). */
export const begun = (s: KKState): boolean => s.history.length > 0;
/** The game on screen could be lost: begun and not over. */
export const inProgress = (s: KKState): boolean => s.end === null && begun(s);

/** The Continue requester's words on a saved game. */
export const describe = (s: KKState): string => `deal ${s.deal}, ${s.freeSpaces} FREE SPACES`;

/** The logs kept for watching a game again (shell/watch-store.ts): the last game finished (King's Korner keeps statistics, no table of scores). */
export const WATCH = watchRecord('kings-korner', 'kk.logs', 'KINGS.WCH');
