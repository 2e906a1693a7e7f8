/**
 * Statistics per FREE SPACES setting (not in the 1988 original): games played, won, the current
 * winning streak and the best one (of games won without aids). Stored as KINGS.STA (records.ts; precious: written with a backup).
 */
import type { Machine } from '../../core/machine';
import type { FreeSpaces } from './layout';
import type { KKStats } from './validate';
import { STATS } from './records';

export type { KKStat, KKStats } from './validate';

export const emptyStats = (): KKStats => [0, 1, 2, 3, 4].map(() => ({ played: 0, won: 0, streak: 0, best: 0 }));

export function loadStats(m: Machine): KKStats {
  return m.store.read(STATS) ?? emptyStats();
}

/**
 * Count one finished (or abandoned, `won` false) game. A game marked by an aid (`aided`) counts as
 * played (and won) but ends the streak: the streak and the best are of wins played without aids.
 */
export function recordGame(m: Machine, freeSpaces: FreeSpaces, won: boolean, aided = false): KKStats {
  const all = loadStats(m);
  const s = all[freeSpaces]!;
  s.played++;
  if (won) s.won++;
  if (won && !aided) {
    s.streak++;
    s.best = Math.max(s.best, s.streak);
  } else s.streak = 0;
  m.store.write(STATS, all);
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
