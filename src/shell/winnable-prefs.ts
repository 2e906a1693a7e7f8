/**
 * "Winnable deals only", one preference for every game: a flag per variant (Spider's suit counts;
 * a game without variants keeps one, `EVERY_VARIANT`), in one shape, `{ winnable: { [variant]: boolean } }`,
 * inside the game's own preferences record (its registry entry's `prefs`). The shell reads and
 * changes it (`GameShell.winnableOnly` / `setWinnableOnly`); the game's validator and migrations
 * use the helpers here, so every record keeps it the same way.
 */

/** The variant of a game that has only one. */
export const EVERY_VARIANT = 'all';

/** The preference's part of a game's preferences record. */
export interface WinnablePrefs {
  readonly winnable: Readonly<Record<string, boolean>>;
}

/**
 * `winnable` of a record, with a boolean for each of `variants` (one never set is off: the shell
 * writes only the flag that changed); null when it is not an object of booleans.
 */
export function validWinnable(x: unknown, variants: readonly string[] = [EVERY_VARIANT]): Record<string, boolean> | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const w = (x as { winnable?: unknown }).winnable;
  if (!w || typeof w !== 'object' || Array.isArray(w)) return null;
  const out: Record<string, boolean> = {};
  for (const v of variants) {
    const on = (w as Record<string, unknown>)[v] ?? false;
    if (typeof on !== 'boolean') return null;
    out[v] = on;
  }
  return out;
}

/** The shape a one-flag record of before moves to: its flag (true only when it was true) for the game's one variant. */
export const winnableFromFlag = (on: unknown): Record<string, boolean> => ({ [EVERY_VARIANT]: on === true });

/** A preferences record that holds nothing but the preference, for a game of one variant. */
export function validOnlyWinnable(x: unknown): WinnablePrefs | null {
  const winnable = validWinnable(x);
  return winnable && { winnable };
}

/** Version 1 of such a record was `{ winnableOnly: boolean }`: the flag carries over. */
export function migrateWinnableOnly(data: unknown, from: number): unknown {
  if (from !== 1 || !data || typeof data !== 'object' || typeof (data as { winnableOnly?: unknown }).winnableOnly !== 'boolean') return null;
  return { winnable: winnableFromFlag((data as { winnableOnly: boolean }).winnableOnly) };
}
