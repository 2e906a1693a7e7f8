/**
 * The local door moved to a board: IDELIGHT.DAT's players, their days and hands, the champions and
 * the settings as a versioned JSON file (the sysop screen's E). Passwords stay behind: the browser
 * hashes them its own way, and a board's accounts are its own (an imported name chooses its
 * password at its first call to the board). `npm run door:import FILE` reads it (server/door-import.ts).
 */
import { checkDoorRecord, type Champions, type DoorRecord, type DoorSettings, type PlayerRecord } from './door';

export const EXPORT_FORMAT = 'idelight-door-export';
export const EXPORT_VERSION = 1;

export interface DoorExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** When it was made (ISO), for the sysop's eyes only. */
  exported: string;
  settings: DoorSettings;
  players: Omit<PlayerRecord, 'password'>[];
  champions: Champions;
}

export function exportDoor(rec: DoorRecord, now = new Date()): DoorExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exported: now.toISOString(),
    settings: { ...rec.settings },
    players: rec.players.map(({ name, days, pending }) => ({ name, days, pending })),
    champions: rec.champions,
  };
}

/** The file's text read back as a door record (no passwords), or why not. */
export function readDoorExport(text: string): { record: DoorRecord } | { error: string } {
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  const e = x as Partial<DoorExport> | null;
  if (!e || typeof e !== 'object' || e.format !== EXPORT_FORMAT) return { error: `not an exported door (no "format": "${EXPORT_FORMAT}")` };
  if (e.version !== EXPORT_VERSION) return { error: `export version ${String(e.version)}: this board reads version ${EXPORT_VERSION}` };
  if (!Array.isArray(e.players)) return { error: 'no players list' };
  // The door's own check of IDELIGHT.DAT; where it would drop or mend a part (a local door keeps
  // what it can read), an import refuses the file instead, naming what is wrong.
  const players = e.players.map((p: unknown) => (p && typeof p === 'object' ? { ...p, password: null } : p));
  const { record, problems } = checkDoorRecord({ version: 4, dealKey: null, sysop: null, settings: e.settings, players, champions: e.champions, accounts: 'validated', applicants: [] });
  if (!record || problems.length > 0) return { error: `not a valid door record (${(problems.length ? problems : ['unreadable']).join('; ')})` };
  return { record };
}

/** The file's name when downloaded. */
export function exportFileName(today: string): string {
  return `IDELIGHT-${today}.json`;
}
