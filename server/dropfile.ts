/**
 * The drop file a BBS writes before it runs a door: who the caller is, how long they have, whether
 * their terminal shows ANSI. DOOR32.SYS (11 lines, Door32 revision 1) and DOOR.SYS (GAP, 52 lines).
 * Real boards write LF-only lines, trailing spaces, or a short DOOR.SYS (older boards): those are
 * tolerated; a file without the lines the door needs (the alias, time left) is an error with its reason.
 */
export interface Caller {
  /** The caller's alias (handle), as the champions list shows it. */
  alias: string;
  realName: string;
  /** Minutes the caller has left on the board. */
  minutesLeft: number;
  /** The terminal shows ANSI colour and cursor moves. */
  ansi: boolean;
  node: number;
  securityLevel: number;
  format: 'DOOR32.SYS' | 'DOOR.SYS';
}

export class DropFileError extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'DropFileError';
  }
}

function lines(text: string): string[] {
  const ls = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.trim());
  while (ls.length > 0 && ls[ls.length - 1] === '') ls.pop();
  return ls;
}

function int(ls: string[], n: number, what: string, min = 0): number {
  const v = ls[n - 1];
  if (v === undefined || !/^-?\d+$/.test(v)) throw new DropFileError(`line ${n} (${what}) should be a number, is ${v === undefined ? 'missing' : JSON.stringify(v.slice(0, 20))}`);
  const x = Number(v);
  if (x < min) throw new DropFileError(`line ${n} (${what}) should be at least ${min}, is ${x}`);
  return x;
}

function text(ls: string[], n: number, what: string): string {
  const v = ls[n - 1];
  if (v === undefined || v === '') throw new DropFileError(`line ${n} (${what}) is empty or missing`);
  return v;
}

/** DOOR32.SYS: 1 comm type, 2 handle, 3 baud, 4 BBS name, 5 user number, 6 real name, 7 alias,
 *  8 security level, 9 minutes left, 10 emulation (0 ASCII, 1 ANSI, 2 Avatar, 3 RIP, 4 max), 11 node. */
export function parseDoor32(src: string): Caller {
  const ls = lines(src);
  if (ls.length < 11) throw new DropFileError(`DOOR32.SYS has ${ls.length} lines; it needs 11`);
  const comm = int(ls, 1, 'comm type');
  if (comm > 2) throw new DropFileError(`line 1 (comm type) should be 0, 1 or 2, is ${comm}`);
  const emulation = int(ls, 10, 'emulation');
  if (emulation > 4) throw new DropFileError(`line 10 (emulation) should be 0 to 4, is ${emulation}`);
  return {
    alias: text(ls, 7, 'alias'),
    realName: ls[5] ?? '',
    minutesLeft: int(ls, 9, 'minutes left'),
    ansi: emulation >= 1,
    node: int(ls, 11, 'node', 0),
    securityLevel: int(ls, 8, 'security level'),
    format: 'DOOR32.SYS',
  };
}

/** DOOR.SYS (GAP): 1 port (COM0: local), 4 node, 10 full name, 15 security level, 18 seconds left,
 *  19 minutes left, 20 graphics (GR = ANSI, NG = none, 7E/RIP), 36 alias (handle). Boards that wrote
 *  only the first 31 lines have no handle line: the full name is the alias then. */
export function parseDoorSys(src: string): Caller {
  const ls = lines(src);
  if (ls.length < 20) throw new DropFileError(`DOOR.SYS has ${ls.length} lines; it needs at least 20`);
  if (!/^COM\d+:?$/i.test(ls[0]!)) throw new DropFileError(`line 1 (port) should be COM0: to COMn:, is ${JSON.stringify(ls[0]!.slice(0, 20))}`);
  const full = text(ls, 10, 'user name');
  const graphics = text(ls, 20, 'graphics mode').toUpperCase();
  if (!['GR', 'NG', '7E', 'RIP'].includes(graphics)) throw new DropFileError(`line 20 (graphics mode) should be GR or NG, is ${JSON.stringify(graphics.slice(0, 20))}`);
  return {
    alias: ls[35] ? ls[35] : full,
    realName: full,
    minutesLeft: int(ls, 19, 'minutes left'),
    ansi: graphics !== 'NG',
    node: int(ls, 4, 'node'),
    securityLevel: int(ls, 15, 'security level'),
    format: 'DOOR.SYS',
  };
}

/** Either format, told apart by the file's name (as boards name them), else by its first line. */
export function parseDropFile(name: string, src: string): Caller {
  if (src.includes('\u0000')) throw new DropFileError('the file holds NUL bytes: not a drop file');
  const base = name.split(/[\\/]/).pop()!.toUpperCase();
  if (base === 'DOOR32.SYS') return parseDoor32(src);
  if (base === 'DOOR.SYS') return parseDoorSys(src);
  return /^COM\d+:?\s*$/im.test(src.split(/\r?\n/)[0] ?? '') ? parseDoorSys(src) : parseDoor32(src);
}

/**
 * The sysop's security level by default: 255, the top of the byte range, is the sysop on Mystic, WWIV,
 * Renegade and most DOS boards. Synchronet's sysops are level 90 and up (SYSOP_LEVEL): such a board runs
 * the door with `--sysop-level 90`.
 */
export const DEFAULT_SYSOP_LEVEL = 255;

/** The door's sysop is who the BBS says: a security level of at least `level`, or the configured name. */
export function doorSysop(caller: Caller, player: string, o: { level: number; name?: string | undefined }): boolean {
  if (caller.securityLevel >= o.level) return true;
  return o.name !== undefined && o.name.trim().toLowerCase() === player.toLowerCase();
}
