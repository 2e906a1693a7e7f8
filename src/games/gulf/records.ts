/** Gulf's records, declared once: the game in progress, the preferences, the high scores. */
import type { RecordSpec } from '../../core/storage';
import { migrateSave, validSave, type GulfSave } from './validate';
import { migratePrefs, validPrefs, type GulfPrefs } from './prefs';
import { placeFor, validScores, type ScoreEntry } from './scores';
import type { GulfState } from './rules';

/**
 * Version 4: the state, the card back and the Aids mark; a game that is over stays saved until its
 * score is recorded (version 3 erased it at once, so an older build must not read it as damaged).
 * 1 to 3 migrate.
 */
export const SAVE: RecordSpec<GulfSave> = { key: 'save.gulf', file: 'GULF.SAV', version: 4, validate: validSave, migrate: migrateSave };
/** Version 2: "winnable deals only" in the shell's shape (version 1's one flag migrated). */
export const PREFS: RecordSpec<GulfPrefs> = { key: 'gulf.prefs', file: 'GULF.INF', version: 2, validate: validPrefs, migrate: migratePrefs };
export const SCORES: RecordSpec<ScoreEntry[]> = { key: 'gulf.scores', file: 'GULF.SCR', version: 1, validate: validScores, precious: true };

/** A game the player could lose: not over, and begun (a move made, or a round won). */
export const started = (s: GulfState): boolean => s.phase !== 'over' && (s.round > 1 || s.phase === 'gamble' || s.history.length > 0);
export const inProgress = (s: GulfSave): boolean => started(s.state);
export const describe = (s: GulfSave): string => `round ${s.state.round}, score ${s.state.score}`;
/** A game over whose score would enter GULF.SCR and has not yet: the save stays until it has. */
export const pending = (s: GulfSave, read: <T>(spec: RecordSpec<T>) => T | null): boolean =>
  s.state.phase === 'over' && !s.aided && placeFor(read(SCORES) ?? [], s.state.score) >= 0;
