/**
 * A board's address, as a caller types it or a link gives it (`bbs=wss://host/path`), and how a
 * page served by a board learns so. Small and in the main bundle: the terminal itself
 * (board-call.ts) is loaded only when a board is called.
 */

/** The longest address taken (a hostile link may be long). */
export const ADDRESS_MAX = 200;

/**
 * A board's WebSocket address, tidied (`ws://` or `wss://`, a host, no user or password), or null.
 * A bare `host:port` or `host/path` is taken as `wss://`, as a caller would type it.
 */
export function readBoardAddress(v: string): string | null {
  const s = v.trim();
  if (s === '' || s.length > ADDRESS_MAX || /\s/.test(s)) return null;
  const full = /^[a-z][a-z0-9+.-]*:\/\//i.test(s) ? s : `wss://${s}`;
  let u: URL;
  try {
    u = new URL(full);
  } catch {
    return null;
  }
  if ((u.protocol !== 'ws:' && u.protocol !== 'wss:') || u.hostname === '' || u.username !== '' || u.password !== '' || u.hash !== '') return null;
  return u.href;
}

/** Where a board serves its little note saying so (server/web.ts): `{ "bbs": "/bbs" }`. */
export const BOARD_NOTE = 'bbs.json';

/** The last board that served this collection (remembered so that offline the program still says it cannot be reached). */
const REMEMBERED = 'idelight.home-board';

/**
 * The board that served this page, if it did: asks for its note (a page from any other server
 * gets a 404), and remembers it; offline, the one remembered. Null: no board, the local door.
 */
export async function homeBoard(): Promise<string | null> {
  try {
    const r = await fetch(BOARD_NOTE, { cache: 'no-store' });
    if (!r.ok) {
      if (r.status === 404) localStorage.removeItem(REMEMBERED);
      return r.status === 404 ? null : localStorage.getItem(REMEMBERED);
    }
    const note = (await r.json()) as { bbs?: unknown };
    if (typeof note.bbs !== 'string' || !note.bbs.startsWith('/')) return null;
    const addr = readBoardAddress(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${note.bbs}`);
    if (addr) localStorage.setItem(REMEMBERED, addr);
    return addr;
  } catch {
    // No network (or not JSON): the board remembered, if this page was ever served by one.
    try {
      return localStorage.getItem(REMEMBERED);
    } catch {
      return null;
    }
  }
}
