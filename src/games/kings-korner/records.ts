/** King's Korner's records, declared once: the game in progress, the preferences, the statistics. */
import type { RecordSpec } from '../../core/storage';
import type { KKState } from './rules';
import { migrateSave, validateSave, validateStatsV1 } from './validate';
import type { KKSave } from './validate';
import { statsRecord } from '../../shell/stats';
import { migratePrefs, validatePrefs, type KKPrefs } from './prefs';

/** Version 3: the game and its Aids mark (version 1 called the move log `moves`, 2 had no mark; `migrateSave` converts). */
export const SAVE: RecordSpec<KKSave> = {
  key: 'save.kings-korner', file: 'KINGS.SAV', version: 3, validate: validateSave, migrate: migrateSave,
};
/** Version 2: "winnable deals only" in the shell's shape (version 1's `winnableOnly` migrated). */
export const PREFS: RecordSpec<KKPrefs> = { key: 'kk.prefs', file: 'KINGS.INF', version: 2, validate: validatePrefs, migrate: migratePrefs };
/**
 * Version 2 is the shell's statistics table, keyed by FREE SPACES ("0".."4"); version 1 was an
 * array indexed by FREE SPACES, converted entry by entry.
 */
export const STATS = statsRecord('kk.stats', 'KINGS.STA', 2, (data, from) => {
  const v1 = from === 1 ? validateStatsV1(data) : null;
  return v1 ? Object.fromEntries(v1.map((s, i) => [String(i), s])) : null;
});

/** A saved game the player could lose: begun and not over. */
export const inProgress = (s: KKState): boolean => s.end === null && s.history.length > 0;

/** The Continue requester's words on a saved game. */
export const describe = (s: KKState): string => `deal ${s.deal}, ${s.freeSpaces} FREE SPACES`;
