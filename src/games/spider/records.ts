/** Spider's records, declared once: the game in progress, the preferences and the Hit Parade. */
import type { RecordSpec } from '../../core/storage';
import { watchRecord } from '../../shell/watch-store';
import { migrateSave, toLogSave, validateSave, type SpiderSave } from './save';
import { stateOf } from '../../shell/game-log';
import { spiderLog } from './log';
import type { SpiderState } from './types';
import { savedRecord } from '../../shell/envelope';
import { validatePrefs, type SpiderPrefs } from './prefs';
import { emptyHitParade, entryOf, migrateHitParade, placeFor, validateHitParade, type HitParade } from './hptable';
import { spiderScore } from './score';

/**
 * Version 4: the game is its log (`{ log, elapsed, split, announced, hpEntered }`). Version 3: the
 * shell's envelope `{ aided, game }` around the position. Version 2 kept `aided` in the game's data
 * (issue 25); version 1 had none. All are migrated and resume.
 */
export const SAVE = savedRecord({ key: 'save.spider', file: 'SPIDER.SAV', validate: validateSave, before: { version: 2, migrate: migrateSave }, since: [toLogSave] });
export const PREFS: RecordSpec<SpiderPrefs> = { key: 'prefs.spider', file: 'SPIDER.INF', version: 1, validate: validatePrefs };
/**
 * SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR." Version 3: each
 * entry says its game's id, so a game enters once. Version 2 keeps one table per rules and suit
 * count; version 1's two tables are migrated (hptable.ts).
 */
export const HIT_PARADE: RecordSpec<HitParade> = { key: 'spider.scr', file: 'SPIDER.SCR', version: 3, validate: validateHitParade, migrate: migrateHitParade, precious: true };

/** The position a save holds (the shell asks the engine whether it is still being played). */
export const position = (s: SpiderSave): SpiderState | null => stateOf(spiderLog, s.log);

/**
 * A finished game whose score would enter the Hit Parade and has not yet: the save stays for it
 * (an aided game's never would: the shell checks its mark).
 */
export const pending = (s: SpiderSave, read: <T>(spec: RecordSpec<T>) => T | null): boolean => {
  const st = position(s);
  const hp = read(HIT_PARADE) ?? emptyHitParade();
  return st !== null && s.announced && !s.hpEntered && !st.cheated && entryOf(hp, s.log.id) === null && placeFor(hp[st.rules][st.suits], spiderScore(st)) >= 0;
};

/** The logs kept for watching a game again (shell/watch-store.ts): the last game finished and the log of each Hit Parade entry. */
export const WATCH = watchRecord('spider', 'spider.logs', 'SPIDER.WCH');
