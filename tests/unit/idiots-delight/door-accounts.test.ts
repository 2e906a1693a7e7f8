/** New names on the local door (issues 49 and 54): the DOOR record's policy and applicants, and its migration. */
import { describe, expect, it } from 'vitest';
import { checkDoorRecord, migrateDoor, newDoorRecord, setPassword, setSysopPassword, startHand, DoorError, WAITS_FOR_VALIDATION } from '../../../src/games/idiots-delight/door';
import { applyFor, isWaiting, removeApplicant, setAccounts, validateName } from '../../../src/games/idiots-delight/door-accounts';
import { makeSecret } from '../../../src/games/idiots-delight/password';
import { TEST_SECRET } from './test-secret';

const D = '2026-12-03';
const secret = makeSecret('sysop');

describe('idiots-delight: new names wait for the sysop on a validated local door', () => {
  it('an applicant opens no tournament hand until validated; under open, or with no sysop yet, it plays at once', () => {
    const door = setSysopPassword(newDoorRecord({}, TEST_SECRET), secret);
    const rec = applyFor(setPassword(door, 'Mallory', makeSecret('clubs')), 'Mallory', 1000);
    expect(isWaiting(rec, 'mallory')).toBe(true);
    expect(() => startHand(rec, 'Mallory', D, D)).toThrow(new DoorError(WAITS_FOR_VALIDATION));
    expect(startHand(validateName(rec, 'MALLORY'), 'Mallory', D, D).hand).toBe(1);
    expect(startHand(setAccounts(rec, 'open'), 'Mallory', D, D).hand).toBe(1);
    // A door without a sysop has nobody to wait for.
    const home = newDoorRecord({}, TEST_SECRET);
    expect(applyFor(setPassword(home, 'Ann', makeSecret('hearts')), 'Ann', 1).applicants).toEqual([]);
    // Removed: the applicant's name goes with it.
    const gone = removeApplicant(rec, 'Mallory');
    expect(gone.applicants).toEqual([]);
    expect(gone.players).toEqual([]);
  });

  it('IDELIGHT.DAT version 3 migrates to 4: validated, nobody waiting, every player kept', () => {
    const v3 = { ...setPassword(newDoorRecord({}, TEST_SECRET), 'Ann', makeSecret('ab')), version: 3 } as Record<string, unknown>;
    delete v3['accounts'];
    delete v3['applicants'];
    const { record, problems } = checkDoorRecord(migrateDoor(v3, 3));
    expect(problems).toEqual([]);
    expect(record).toMatchObject({ version: 4, accounts: 'validated', applicants: [] });
    expect(record!.players.map((p) => p.name)).toEqual(['Ann']);
  });

  it('an applicant that is not a player, or unreadable, is dropped and said', () => {
    const rec = { ...newDoorRecord({}, TEST_SECRET), applicants: [{ name: 'Nobody', created: 1 }, 'x'] };
    const { record, problems } = checkDoorRecord(rec);
    expect(record!.applicants).toEqual([]);
    expect(problems).toHaveLength(2);
  });
});
