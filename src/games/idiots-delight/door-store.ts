/**
 * IDELIGHT.DAT as the door reads and changes it. The record is shared by every caller of the door,
 * in this window and in others of the same browser: no copy is trusted from the program's start.
 * Each change is made to the record as stored now and written back at once, and the screens read it
 * again before each key. At once, not after the record's lock: only the window that owns the door
 * (src/shell/owner.ts holds its lock while it is open) changes it, and a caller's next key, typed
 * ahead as callers did, must meet the screen its last key made.
 */
import type { Machine } from '../../core/machine';
import { checkDoorRecord, newDoorRecord, DoorError, type DoorRecord } from './door';
import { DOOR } from './records';
import type { DoorBox } from './controller/local-records';

/**
 * The door record at the program's start. A damaged one is reported by the store (a requester
 * naming IDELIGHT.DAT); one the door could partly read is repaired here, and the player is told.
 */
export function loadDoor(m: Machine): DoorRecord {
  let problems: string[] = [];
  const salvage = (x: unknown) => {
    const r = checkDoorRecord(x);
    problems = r.problems;
    return r.record;
  };
  const rec = m.store.read({ ...DOOR, validate: salvage });
  if (rec && problems.length > 0) {
    m.message(`${DOOR.file} repaired: ${problems.join('; ')}`);
    void m.alert({ lines: [`${DOOR.file} was damaged.`, 'What could be read has', 'been kept.'], buttons: ['OK'], icon: 'note' });
    m.store.write(DOOR, rec);
  }
  return rec ?? newDoorRecord();
}

/** The door record as stored now (null when there is none). */
export function readDoor(m: Machine): DoorRecord | null {
  return m.store.read(DOOR);
}

/**
 * Apply `change` to the door as stored now and write it; `done` hears the record as it then stands,
 * and what went wrong (a DoorError's words) when `change` refused, in which case nothing is written.
 */
export function changeDoor(m: Machine, change: (rec: DoorRecord) => DoorRecord, done: (rec: DoorRecord, failed: string | null) => void): void {
  let failed: string | null = null;
  const apply = (cur: DoorRecord | null) => {
    try {
      return change(cur ?? newDoorRecord());
    } catch (e) {
      failed = e instanceof DoorError ? e.message : String(e);
      return null;
    }
  };
  const rec = m.store.changeNow(DOOR, apply);
  done(rec ?? newDoorRecord(), failed);
}

/**
 * IDELIGHT.DAT as the door controller's records keep it (controller/local-records.ts): each change
 * read, made and written in one step of the machine's store, so what another caller of this window
 * wrote just before is kept; a change that throws writes nothing.
 */
export function storeBox(store: Machine['store']): DoorBox {
  return {
    read: () => store.read(DOOR) ?? newDoorRecord(),
    write: (rec) => void store.changeNow(DOOR, () => rec),
    change: (f) => store.changeNow(DOOR, (cur) => f(cur ?? newDoorRecord()))!,
  };
}
