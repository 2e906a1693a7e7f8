/** Idiot's Delight's records, declared once: the hands being played, the door's players, the preferences. */
import type { RecordSpec } from '../../core/storage';
import { migratePrefs, migrateSave, splitHands, toLogHands, validatePrefs, validateSave, type IDPrefs } from './save';
import { savedRecord } from '../../shell/envelope';
import { watchRecord } from '../../shell/watch-store';
import { migrateDoor, validateDoorRecord, type DoorRecord } from './door';

/** Version 5: each hand is its log (version 4 kept its position: written into a log from its moves
 *  and marker). Version 4: the shell's envelope `{ aided, game }`, the mark being the free hand's. Version 3: each
 *  hand said whether it was aided. Version 2: every player's unfinished tournament hand apart from
 *  the free hand; moves tagged `type`. */
export const SAVE = savedRecord({
  key: 'save.idiots-delight',
  file: 'IDELIGHT.SAV',
  validate: validateSave,
  before: { version: 3, migrate: migrateSave, split: splitHands },
  since: [toLogHands],
});
/** Version 4: the new-name policy and the names waiting for the sysop (issue 54).
 *  Version 3: the door's own deal secret (version 2 dealt from a constant every copy shared).
 *  Version 2: the sysop's and each player's password (hashed); version 1 had none. */
export const DOOR: RecordSpec<DoorRecord> = {
  key: 'id.door',
  file: 'IDELIGHT.DAT',
  version: 4,
  validate: validateDoorRecord,
  migrate: migrateDoor,
  precious: true,
};
/** The local door's time zone (the sysop's Z): the calendar whose midnight starts its tournament day. */
export const ZONE: RecordSpec<string> = {
  key: 'id.zone',
  file: 'IDELIGHT.ZON',
  version: 1,
  validate: (x) => (typeof x === 'string' && knownZone(x) ? x : null),
};

function knownZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Version 2: "winnable free hands only" in the shell's shape (version 1's `winnableOnly` migrated). */
export const PREFS: RecordSpec<IDPrefs> = { key: 'id.prefs', file: 'IDELIGHT.INF', version: 2, validate: validatePrefs, migrate: migratePrefs };

/** The log of the last hand finished (free or tournament), to watch it again (watch.ts); the door keeps
 *  its scores in IDELIGHT.DAT, not a table of its own, so `entries` stays empty. */
export const WATCH = watchRecord('idiots-delight', 'id.logs', 'IDELIGHT.WCH');

export { position, describe } from './save';
