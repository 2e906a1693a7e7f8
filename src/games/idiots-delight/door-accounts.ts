/**
 * New names on the local door, by the board's rule (issues 49 and 54): under `validated` a name the
 * door has never seen waits for the sysop before tournament hands (it plays free hands and reads the
 * champions meanwhile); under `open` it plays at once. A door with no sysop yet has nobody to wait
 * for: its new names are let in (one player at home). Pure functions of the DOOR record.
 */
import { sameName, type AccountsPolicy, type DoorRecord } from './door';

/** Whether `name` waits for the sysop's validation (told so on its menu and at P). */
export function isWaiting(rec: DoorRecord, name: string): boolean {
  return rec.accounts === 'validated' && rec.applicants.some((a) => sameName(a.name, name));
}

/** A new name has just chosen its password (it is a player now): it applies, when the rule says so. */
export function applyFor(rec: DoorRecord, name: string, created: number): DoorRecord {
  if (rec.accounts !== 'validated' || rec.sysop === null || rec.applicants.some((a) => sameName(a.name, name))) return rec;
  return { ...rec, applicants: [...rec.applicants, { name, created }] };
}

/** The sysop validates `name`: tournament hands are open to it. */
export function validateName(rec: DoorRecord, name: string): DoorRecord {
  return { ...rec, applicants: rec.applicants.filter((a) => !sameName(a.name, name)) };
}

/** The sysop removes an applicant: its name goes too (it has played no tournament hand), free again. */
export function removeApplicant(rec: DoorRecord, name: string): DoorRecord {
  if (!rec.applicants.some((a) => sameName(a.name, name))) return rec;
  return { ...validateName(rec, name), players: rec.players.filter((p) => !sameName(p.name, name)) };
}

export function setAccounts(rec: DoorRecord, policy: AccountsPolicy): DoorRecord {
  return { ...rec, accounts: policy };
}
