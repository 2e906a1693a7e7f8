/**
 * Spider's preferences (SPIDER.INF): "winnable deals only", one flag per suit count, in the shell's
 * shape (src/shell/winnable-prefs.ts; version 1 already was it). The shell reads and changes it.
 */
import { validWinnable, type WinnablePrefs } from '../../shell/winnable-prefs';

/** The variants the flag is kept for: the suit counts. */
export const SUIT_VARIANTS = ['1', '2', '4'] as const;

export type SpiderPrefs = WinnablePrefs;

export function validatePrefs(x: unknown): SpiderPrefs | null {
  const winnable = validWinnable(x, SUIT_VARIANTS);
  return winnable && { winnable };
}
