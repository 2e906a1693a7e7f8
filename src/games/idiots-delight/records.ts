/** Idiot's Delight's records, declared once: the hand in progress, the door's players, the preferences. */
import type { RecordSpec } from '../../core/storage';
import { validateSave, validatePrefs, type HandSave, type IDPrefs } from './app';
import { validateDoorRecord, type DoorRecord } from './door';
import { idEngine } from './engine';

export const SAVE: RecordSpec<HandSave> = { key: 'save.idiots-delight', file: 'IDELIGHT.SAV', version: 1, validate: validateSave };
export const DOOR: RecordSpec<DoorRecord> = { key: 'id.door', file: 'IDELIGHT.DAT', version: 1, validate: validateDoorRecord, precious: true };
export const PREFS: RecordSpec<IDPrefs> = { key: 'id.prefs', file: 'IDELIGHT.INF', version: 1, validate: validatePrefs };

export const inProgress = (s: HandSave): boolean => idEngine.status(s.state) === 'playing';
