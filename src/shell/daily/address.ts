/** A board's HTTP origin, from the web-socket address a page or a link names it by. */

/** The board's HTTP origin from its web-socket address (`wss://host/bbs` → `https://host`). */
export function httpBase(wsAddress: string): string | null {
  try {
    const u = new URL(wsAddress);
    if (u.protocol !== 'ws:' && u.protocol !== 'wss:') return null;
    return `${u.protocol === 'wss:' ? 'https:' : 'http:'}//${u.host}`;
  } catch {
    return null;
  }
}
