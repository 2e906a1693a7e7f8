/**
 * The collection's high-score table (Spider's Hit Parade, Gulf's high scores): the ten best
 * scores, best first, names of up to twelve letters, digits, spaces and . ' -, "Anonymous" for an
 * empty one. Pure: each game keeps its own entry fields and record (precious) and draws the table
 * in its own period look; the rules of the table are these, once.
 */
export const TABLE_SIZE = 10;
export const NAME_MAX = 12;
/** Characters a name may hold (one key at a time, as the requester tests them). */
export const NAME_CHARS = /^[A-Za-z0-9 .'-]$/;

/** What every entry has; a game adds its own fields (suits and deal, round and deal). */
export interface ScoreRow {
  name: string;
  score: number;
}

/** A stored name: a string of allowed characters, at most NAME_MAX long. */
export function isName(x: unknown): x is string {
  return typeof x === 'string' && x.length <= NAME_MAX && [...x].every((c) => NAME_CHARS.test(c));
}

/** A score as the table holds it: a whole number, not negative, at most `max`. */
export function isScore(x: unknown, max = Number.MAX_SAFE_INTEGER): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0 && x <= max;
}

/**
 * A stored table checked: at most ten entries, each passing `entry` (which returns the entry as
 * kept, or null), best first. Null when anything is off, so the record layer keeps the file.
 */
export function validTable<E extends ScoreRow>(x: unknown, entry: (o: Record<string, unknown>) => E | null): E[] | null {
  if (!Array.isArray(x) || x.length > TABLE_SIZE) return null;
  const out: E[] = [];
  for (const raw of x as unknown[]) {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const e = entry(raw as Record<string, unknown>);
    if (!e) return null;
    out.push(e);
  }
  return out.every((e, i) => i === 0 || out[i - 1]!.score >= e.score) ? out : null;
}

/**
 * Where a score would enter (0-based), or -1: higher than the tenth, or fewer than ten there
 * (SPIDER.DOC); after equal scores, so the earlier entry keeps its rank. A score of 0 never enters.
 */
export function placeFor(table: readonly ScoreRow[], score: number): number {
  if (score <= 0) return -1;
  const i = table.findIndex((e) => score > e.score);
  if (i >= 0) return i;
  return table.length < TABLE_SIZE ? table.length : -1;
}

/** The table with `e` in its place, and that place (-1 and the table unchanged when it does not enter). */
export function insertScore<E extends ScoreRow>(table: readonly E[], e: E): { table: E[]; place: number } {
  const place = placeFor(table, e.score);
  if (place < 0) return { table: table.slice(), place };
  const t = table.slice();
  t.splice(place, 0, e);
  return { table: t.slice(0, TABLE_SIZE), place };
}

/** A typed name as stored: only allowed characters, trimmed, cut to NAME_MAX; 'Anonymous' when empty. */
export function cleanName(raw: string): string {
  const s = [...raw].filter((c) => NAME_CHARS.test(c)).join('').trim().slice(0, NAME_MAX);
  return s || 'Anonymous';
}
