/** Gulf's records, declared once: the game in progress, the preferences, the high scores. */
import type { RecordSpec } from '../../core/storage';
import { migrateSave, validSave, type GulfSave } from './validate';
import { validPrefs, type GulfPrefs } from './prefs';
import { validScores, type ScoreEntry } from './scores';
import type { GulfState } from './rules';

/** Version 3: the state, the card back and the Aids mark (1 and 2 migrate unmarked). */
export const SAVE: RecordSpec<GulfSave> = { key: 'save.gulf', file: 'GULF.SAV', version: 3, validate: validSave, migrate: migrateSave };
export const PREFS: RecordSpec<GulfPrefs> = { key: 'gulf.prefs', file: 'GULF.INF', version: 1, validate: validPrefs };
export const SCORES: RecordSpec<ScoreEntry[]> = { key: 'gulf.scores', file: 'GULF.SCR', version: 1, validate: validScores, precious: true };

/** A game the player could lose: not over, and begun (a move made, or a round won). */
export const started = (s: GulfState): boolean => s.phase !== 'over' && (s.round > 1 || s.phase === 'gamble' || s.history.length > 0);
export const inProgress = (s: GulfSave): boolean => started(s.state);
export const describe = (s: GulfSave): string => `round ${s.state.round}, score ${s.state.score}`;
