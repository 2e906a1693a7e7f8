/** Gulf's records, declared once: the game in progress, the preferences, the high scores. */
import type { RecordSpec } from '../../core/storage';
import { watchRecord } from '../../shell/watch-store';
import { migrateSave, toLogSave, validSave, type GulfSave } from './validate';
import { stateOf } from '../../shell/game-log';
import { gulfLog } from './log';
import { migratePrefs, validPrefs, type GulfPrefs } from './prefs';
import { migrateScores, placeFor, rowOf, validScores, type ScoreEntry } from './scores';
import type { GulfState } from './rules';
import { savedRecord } from '../../shell/envelope';

/**
 * Version 6: the game is its log, `{ log, back }` (version 5's round was written into a log from its
 * moves, a game past round 1 starting `from` its round and score). Version 5: the shell's envelope
 * `{ aided, game }` around the state and the card back. Version 4
 * kept the Aids mark beside them; a game that is over stays saved until its score is recorded
 * (version 3 erased it at once, so an older build must not read it as damaged). 1 to 4 migrate.
 */
export const SAVE = savedRecord({ key: 'save.gulf', file: 'GULF.SAV', validate: validSave, before: { version: 4, migrate: migrateSave }, since: [toLogSave] });
/** Version 2: "winnable deals only" in the shell's shape (version 1's one flag migrated). */
export const PREFS: RecordSpec<GulfPrefs> = { key: 'gulf.prefs', file: 'GULF.INF', version: 2, validate: validPrefs, migrate: migratePrefs };
/** Version 2: each entry says its game's id, so a game enters once (version 1's entries kept without). */
export const SCORES: RecordSpec<ScoreEntry[]> = { key: 'gulf.scores', file: 'GULF.SCR', version: 2, validate: validScores, migrate: migrateScores, precious: true };

/** The shell's test for a game the player could lose: begun (not over is the engine's word, but for
 *  a cleared round's bonus, which the engine calls won and the game goes on from). */
export const position = (s: GulfSave): GulfState | null => stateOf(gulfLog, s.log);
export const begun = (s: GulfState): boolean => s.round > 1 || s.phase === 'gamble' || s.history.length > 0;
export const goesOn = (s: GulfState): boolean => s.phase === 'gamble';
/** A game the player could lose: not over, and begun (a move made, or a round won). */
export const started = (s: GulfState): boolean => s.phase !== 'over' && begun(s);
export const describe = (s: GulfSave): string => {
  const st = position(s);
  return st ? `round ${st.round}, score ${st.score}` : '';
};
/** A game over whose score would enter GULF.SCR and has not yet (no entry has its id) (an aided one's never would: the shell checks its mark). */
export const pending = (s: GulfSave, read: <T>(spec: RecordSpec<T>) => T | null): boolean => {
  const st = position(s);
  const table = read(SCORES) ?? [];
  return st !== null && st.phase === 'over' && rowOf(table, s.log.id) < 0 && placeFor(table, st.score) >= 0;
};

/** The logs kept for watching a game again (shell/watch-store.ts): the last game finished and the log of each GULF.SCR entry. */
export const WATCH = watchRecord('gulf', 'gulf.logs', 'GULF.WCH');
