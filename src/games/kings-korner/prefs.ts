/**
 * King's Korner's preferences (KINGS.INF): "winnable deals only", in the shell's shape
 * (src/shell/winnable-prefs.ts), read and changed by the shell. Kept apart from the screen so
 * records.ts need not load it.
 */
import type { FreeSpaces } from './layout';
import { validWinnable, winnableFromFlag, type WinnablePrefs } from '../../shell/winnable-prefs';

export type KKPrefs = WinnablePrefs;

/** The FREE SPACES count offered first, and used by a launch that names none. */
export const DEFAULT_FREE_SPACES: FreeSpaces = 4;

export function validatePrefs(x: unknown): KKPrefs | null {
  const winnable = validWinnable(x);
  return winnable && { winnable };
}

/** Version 1 was `{ winnableOnly: boolean }`: the flag carries over. */
export function migratePrefs(data: unknown, from: number): unknown {
  if (from !== 1 || !data || typeof data !== 'object' || typeof (data as { winnableOnly?: unknown }).winnableOnly !== 'boolean') return null;
  return { winnable: winnableFromFlag((data as { winnableOnly: boolean }).winnableOnly) };
}
