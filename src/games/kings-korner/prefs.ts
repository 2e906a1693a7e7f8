/** King's Korner's preferences (KINGS.INF): kept apart from the screen so records.ts need not load it. */
import type { FreeSpaces } from './layout';

export interface KKPrefs {
  /** New games draw deal numbers until the solver proves one winnable. */
  winnableOnly: boolean;
}

export const DEFAULT_PREFS: KKPrefs = { winnableOnly: false };

/** The FREE SPACES count offered first, and used by a launch that names none. */
export const DEFAULT_FREE_SPACES: FreeSpaces = 4;

export const validatePrefs = (x: unknown): KKPrefs | null =>
  x !== null && typeof x === 'object' && typeof (x as KKPrefs).winnableOnly === 'boolean'
    ? { winnableOnly: (x as KKPrefs).winnableOnly }
    : null;
