/**
 * The door's "today": the date in the time zone its sysop set, the same on a board and in the
 * browser's local door.
 */

/** Today in `timeZone` as 'YYYY-MM-DD' (en-CA writes dates so), or null for a zone the runtime does not know. */
export function dateInZone(timeZone: string, d = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  } catch {
    return null;
  }
}
