/** Gulf's records, declared once: the game in progress, the preferences, the high scores. */
import type { RecordSpec } from '../../core/storage';
import { validSave, type GulfSave } from './app';
import { validPrefs, type GulfPrefs } from './prefs';
import { validScores, type ScoreEntry } from './scores';

export const SAVE: RecordSpec<GulfSave> = { key: 'save.gulf', file: 'GULF.SAV', version: 1, validate: validSave };
export const PREFS: RecordSpec<GulfPrefs> = { key: 'gulf.prefs', file: 'GULF.INF', version: 1, validate: validPrefs };
export const SCORES: RecordSpec<ScoreEntry[]> = { key: 'gulf.scores', file: 'GULF.SCR', version: 1, validate: validScores, precious: true };

export const inProgress = (s: GulfSave): boolean => s.state.phase !== 'over';
export const describe = (s: GulfSave): string => `round ${s.state.round}, score ${s.state.score}`;
