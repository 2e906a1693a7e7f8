/**
 * King's Korner's preferences (KINGS.INF): "winnable deals only", in the shell's shape
 * (src/shell/winnable-prefs.ts), read and changed by the shell. Kept apart from the screen so
 * records.ts need not load it.
 */
import type { FreeSpaces } from './layout';
import { migrateWinnableOnly, validOnlyWinnable, type WinnablePrefs } from '../../shell/winnable-prefs';

export type KKPrefs = WinnablePrefs;

/** The FREE SPACES count offered first, and used by a launch that names none. */
export const DEFAULT_FREE_SPACES: FreeSpaces = 4;

export const validatePrefs: (x: unknown) => KKPrefs | null = validOnlyWinnable;
/** Version 1 was `{ winnableOnly: boolean }`: the flag carries over. */
export const migratePrefs = migrateWinnableOnly;
