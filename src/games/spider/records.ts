/** Spider's records, declared once: the game in progress, the preferences and the Hit Parade. */
import type { RecordSpec } from '../../core/storage';
import { migrateSave, validateSave, type SpiderSave } from './save';
import { validatePrefs, type SpiderPrefs } from './prefs';
import { emptyHitParade, migrateHitParade, placeFor, validateHitParade, type HitParade } from './hptable';
import { spiderScore } from './score';

/** Version 2 added `aided` (issue 25); version 1 saves are migrated and resume. */
export const SAVE: RecordSpec<SpiderSave> = { key: 'save.spider', file: 'SPIDER.SAV', version: 2, validate: validateSave, migrate: migrateSave };
export const PREFS: RecordSpec<SpiderPrefs> = { key: 'prefs.spider', file: 'SPIDER.INF', version: 1, validate: validatePrefs };
/**
 * SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR." Version 2 keeps
 * one table per rules and suit count; version 1's two tables are migrated (hptable.ts).
 */
export const HIT_PARADE: RecordSpec<HitParade> = { key: 'spider.scr', file: 'SPIDER.SCR', version: 2, validate: validateHitParade, migrate: migrateHitParade, precious: true };

/** A saved game the player could lose: not yet over. */
export const inProgress = (s: SpiderSave): boolean => !s.announced;

/** A finished game whose score would enter the Hit Parade and has not yet: the save stays for it. */
export const pending = (s: SpiderSave, read: <T>(spec: RecordSpec<T>) => T | null): boolean =>
  s.announced && !s.hpEntered && !s.state.cheated && !s.aided && placeFor((read(HIT_PARADE) ?? emptyHitParade())[s.state.rules][s.state.suits], spiderScore(s.state)) >= 0;
