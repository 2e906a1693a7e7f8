/** King's Korner's records, declared once: the game in progress, the preferences, the statistics. */
import type { RecordSpec } from '../../core/storage';
import type { KKState } from './rules';
import { validateKKState } from './validate';
import { validateStats, type KKStats } from './stats';
import { validatePrefs, type KKPrefs } from './app';

export const SAVE: RecordSpec<KKState> = { key: 'save.kings-korner', file: 'KINGS.SAV', version: 1, validate: validateKKState };
export const PREFS: RecordSpec<KKPrefs> = { key: 'kk.prefs', file: 'KINGS.INF', version: 1, validate: validatePrefs };
export const STATS: RecordSpec<KKStats> = { key: 'kk.stats', file: 'KINGS.STA', version: 1, validate: validateStats, precious: true };

/** A saved game the player could lose: begun and not over. */
export const inProgress = (s: KKState): boolean => s.end === null && s.moves.length > 0;
