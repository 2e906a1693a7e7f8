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

/** Five requester lines, one per setting. */
export function statsLines(all: KKStats): string[] {
  return all.map((s, i) => `${i} free: ${s.played} played, ${s.won} won, best ${s.best}`);
}
