/** Spider's records, declared once: the game in progress, the preferences and the Hit Parade. */
import type { RecordSpec } from '../../core/storage';
import { validateSave, type SpiderSave } from './save';
import { validatePrefs, type SpiderPrefs } from './prefs';
import { validateHitParade, type HitParade } from './hptable';

export const SAVE: RecordSpec<SpiderSave> = { key: 'save.spider', file: 'SPIDER.SAV', version: 1, validate: validateSave };
export const PREFS: RecordSpec<SpiderPrefs> = { key: 'prefs.spider', file: 'SPIDER.INF', version: 1, validate: validatePrefs };
/** SPIDER.DOC: "To clear the HP, one has only to delete the score file SPIDER.SCR." */
export const HIT_PARADE: RecordSpec<HitParade> = { key: 'spider.scr', file: 'SPIDER.SCR', version: 1, validate: validateHitParade, precious: true };

/** A saved game the player could lose: not yet over. */
export const inProgress = (s: SpiderSave): boolean => !s.announced;
