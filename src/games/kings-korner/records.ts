/** King's Korner's records, declared once: the game in progress, the preferences, the statistics. */
import type { RecordSpec } from '../../core/storage';
import type { KKState } from './rules';
import { migrateSave, validateKKState, validateStats, type KKStats } from './validate';
import { validatePrefs, type KKPrefs } from './prefs';

/** Version 2: the move log is `history` (version 1 called it `moves`; `migrateSave` converts). */
export const SAVE: RecordSpec<KKState> = {
  key: 'save.kings-korner', file: 'KINGS.SAV', version: 2, validate: validateKKState, migrate: migrateSave,
};
export const PREFS: RecordSpec<KKPrefs> = { key: 'kk.prefs', file: 'KINGS.INF', version: 1, validate: validatePrefs };
export const STATS: RecordSpec<KKStats> = { key: 'kk.stats', file: 'KINGS.STA', version: 1, validate: validateStats, precious: true };

/** A saved game the player could lose: begun and not over. */
export const inProgress = (s: KKState): boolean => s.end === null && s.history.length > 0;

/** The Continue requester's words on a saved game. */
export const describe = (s: KKState): string => `deal ${s.deal}, ${s.freeSpaces} FREE SPACES`;
