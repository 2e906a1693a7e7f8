/** Idiot's Delight's records, declared once: the hands being played, the door's players, the preferences. */
import type { RecordSpec } from '../../core/storage';
import { migratePrefs, migrateSave, validatePrefs, validateSave, type IDPrefs, type SavedHands } from './save';
import { migrateDoor, validateDoorRecord, type DoorRecord } from './door';

/** Version 3: each hand says whether it was aided. Version 2: every player's unfinished tournament
 *  hand apart from the free hand; moves tagged `type`. */
export const SAVE: RecordSpec<SavedHands> = {
  key: 'save.idiots-delight',
  file: 'IDELIGHT.SAV',
  version: 3,
  validate: validateSave,
  migrate: migrateSave,
};
/** Version 2: the sysop's and each player's password (hashed); version 1 had none. */
export const DOOR: RecordSpec<DoorRecord> = {
  key: 'id.door',
  file: 'IDELIGHT.DAT',
  version: 2,
  validate: validateDoorRecord,
  migrate: migrateDoor,
  precious: true,
};
/** Version 2: "winnable free hands only" in the shell's shape (version 1's `winnableOnly` migrated). */
export const PREFS: RecordSpec<IDPrefs> = { key: 'id.prefs', file: 'IDELIGHT.INF', version: 2, validate: validatePrefs, migrate: migratePrefs };

export { inProgress, describe } from './save';
