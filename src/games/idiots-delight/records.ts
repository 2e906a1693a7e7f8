/** Idiot's Delight's records, declared once: the hands being played, the door's players, the preferences. */
import type { RecordSpec } from '../../core/storage';
import { migrateSave, validatePrefs, validateSave, type IDPrefs, type SavedHands } from './save';
import { validateDoorRecord, type DoorRecord } from './door';

/** Version 2: every player's unfinished tournament hand apart from the free hand; moves tagged `type`. */
export const SAVE: RecordSpec<SavedHands> = {
  key: 'save.idiots-delight',
  file: 'IDELIGHT.SAV',
  version: 2,
  validate: validateSave,
  migrate: migrateSave,
};
export const DOOR: RecordSpec<DoorRecord> = { key: 'id.door', file: 'IDELIGHT.DAT', version: 1, validate: validateDoorRecord, precious: true };
export const PREFS: RecordSpec<IDPrefs> = { key: 'id.prefs', file: 'IDELIGHT.INF', version: 1, validate: validatePrefs };

export { inProgress, describe } from './save';
