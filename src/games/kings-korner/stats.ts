/**
 * Statistics per FREE SPACES setting (not in the 1988 original), kept by the shell
 * (src/shell/stats.ts): games played, won, the current winning streak and the best one (of games
 * won without aids), each game counted once by its id. Stored as KINGS.STA (records.ts).
 */
import type { GameShell } from '../../shell/session';
import { emptyVariant, type StatsTable } from '../../shell/stats';
import type { FreeSpaces } from './layout';

/** The shell's variant name for a FREE SPACES setting. */
export const variantOf = (freeSpaces: FreeSpaces): string => String(freeSpaces);

/**
 * Count one finished (or abandoned, `won` false) game, `id` its log's id; an aided one ends the
 * streak. A game is counted once by its id, whichever window or page ends or abandons it.
 */
export function recordGame(shell: GameShell, freeSpaces: FreeSpaces, won: boolean, aided: boolean, id: string): Promise<StatsTable> {
  return shell.countGame(variantOf(freeSpaces), won, aided, id);
}

/**
 * The requester's table: a heading and one row per setting, in columns narrow enough for the
 * ST's 320-pixel screen (a GEM alert holds about 36 characters).
 */
export function statsLines(all: StatsTable): string[] {
  const col = (n: number, w: number) => String(Math.min(n, 10 ** w - 1)).padStart(w);
  const rows = ([0, 1, 2, 3, 4] as const).map((fs) => all[variantOf(fs)] ?? emptyVariant());
  return [
    'FREE SPACES  PLAYED  WON  BEST',
    ...rows.map((s, i) => `${String(i).padStart(6)}      ${col(s.played, 7)} ${col(s.won, 4)}  ${col(s.best, 4)}`),
  ];
}
