/**
 * Statistics per variant, the shell's for every game that keeps them (none of the originals did):
 * games played and won, the current winning streak and the best one, per variant (King's Korner's
 * FREE SPACES setting, say). A game declares its record with `statsRecord` in its records.ts.
 *
 * Fair play: a game in which an aid was used counts as played (and won, if it was), but it breaks
 * the streak and never raises the best one.
 *
 * A game counts once: each variant keeps the ids of its last games counted (`ids`), and a game whose
 * id is there already (counted in another window, or before a reload) is not counted again.
 */
import type { RecordSpec } from '../core/storage';

export interface VariantStats {
  played: number;
  won: number;
  /** Fair wins in a row, up to the last game. */
  streak: number;
  /** The longest streak so far. */
  best: number;
  /** The ids of the last games counted (up to KEPT_IDS, oldest first); tables from before ids have none. */
  ids?: string[];
}

/** How many game ids a variant remembers: far more than a player could have open or pending at once. */
export const KEPT_IDS = 100;

/** Variant name (as the game names it) → its figures. */
export type StatsTable = Record<string, VariantStats>;

export const emptyVariant = (): VariantStats => ({ played: 0, won: 0, streak: 0, best: 0 });

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

export function validVariant(x: unknown): VariantStats | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (!count(o.played) || !count(o.won) || !count(o.streak) || !count(o.best)) return null;
  if (o.won > o.played || o.streak > o.won || o.best > o.won || o.streak > o.best) return null;
  const out: VariantStats = { played: o.played, won: o.won, streak: o.streak, best: o.best };
  if (o.ids === undefined) return out;
  if (!Array.isArray(o.ids) || o.ids.length > KEPT_IDS || !o.ids.every(isId)) return null;
  return { ...out, ids: [...o.ids] };
}

const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;

/** Whether game `id` is counted in `table` already (under any variant). */
export const counted = (table: StatsTable, id: string): boolean => Object.values(table).some((s) => s.ids?.includes(id) ?? false);

export function validStats(x: unknown): StatsTable | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const out: StatsTable = {};
  for (const [k, v] of Object.entries(x)) {
    if (k.length === 0 || k.length > 40) return null;
    const s = validVariant(v);
    if (!s) return null;
    out[k] = s;
  }
  return out;
}

/** A game's statistics record: precious (kept with a backup), read and written only through the shell. */
export function statsRecord(key: string, file: string, version = 1, migrate?: (data: unknown, from: number) => unknown): RecordSpec<StatsTable> {
  return { key, file, version, validate: validStats, migrate, precious: true };
}

/**
 * One finished (or abandoned: `won` false) game, `id`, counted into `table`, which is returned;
 * null (nothing to write) when the table has counted that game already.
 */
export function countGame(table: StatsTable, variant: string, won: boolean, aided: boolean, id: string): StatsTable | null {
  if (counted(table, id)) return null;
  const s = (table[variant] ??= emptyVariant());
  s.ids = [...(s.ids ?? []), id].slice(-KEPT_IDS);
  s.played++;
  if (won) s.won++;
  if (won && !aided) {
    s.streak++;
    s.best = Math.max(s.best, s.streak);
  } else s.streak = 0;
  return table;
}
