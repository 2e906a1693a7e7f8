/**
 * Statistics per FREE SPACES setting (not in the 1988 original): games played, won, the current
 * winning streak and the best one. Stored as `kk.stats` (precious: written with a backup).
 */
import type { Machine } from '../../core/machine';
import type { FreeSpaces } from './layout';

export interface KKStat {
  played: number;
  won: number;
  streak: number;
  best: number;
}
/** Index = FREE SPACES count 0..4. */
export type KKStats = KKStat[];

export const STATS_KEY = 'kk.stats';
export const STATS_V = 1;

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 1e9;

export function validateStats(x: unknown): KKStats | null {
  if (!Array.isArray(x) || x.length !== 5) return null;
  const out: KKStats = [];
  for (const e of x) {
    if (!e || typeof e !== 'object') return null;
    const o = e as Record<string, unknown>;
    if (!count(o.played) || !count(o.won) || !count(o.streak) || !count(o.best)) return null;
    if (o.won > o.played || o.streak > o.won || o.best > o.won || o.streak > o.best) return null;
    out.push({ played: o.played, won: o.won, streak: o.streak, best: o.best });
  }
  return out;
}

export const emptyStats = (): KKStats => [0, 1, 2, 3, 4].map(() => ({ played: 0, won: 0, streak: 0, best: 0 }));

export function loadStats(m: Machine): KKStats {
  return m.store.get(STATS_KEY, STATS_V, validateStats, true) ?? emptyStats();
}

/** Count one finished (or abandoned, `won` false) game. */
export function recordGame(m: Machine, freeSpaces: FreeSpaces, won: boolean): KKStats {
  const all = loadStats(m);
  const s = all[freeSpaces]!;
  s.played++;
  if (won) {
    s.won++;
    s.streak++;
    s.best = Math.max(s.best, s.streak);
  } else s.streak = 0;
  m.store.set(STATS_KEY, STATS_V, all, true);
  return all;
}

/**
 * The requester's table: a heading and one row per setting, in columns narrow enough for the
 * ST's 320-pixel screen (a GEM alert holds about 36 characters).
 */
export function statsLines(all: KKStats): string[] {
  const col = (n: number, w: number) => String(Math.min(n, 10 ** w - 1)).padStart(w);
  return [
    'FREE SPACES  PLAYED  WON  BEST',
    ...all.map((s, i) => `${String(i).padStart(6)}      ${col(s.played, 7)} ${col(s.won, 4)}  ${col(s.best, 4)}`),
  ];
}
