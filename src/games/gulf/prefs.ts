/**
 * Gulf's preferences (GULF.INF): the card back for new games, the last name entered, and winnable
 * deals only in the shell's shape (src/shell/winnable-prefs.ts, read and changed by the shell).
 * Sound is the machine's switch (the page bar's, PREFS.INF): records that still carry Gulf's old
 * `sound` field load, and the field is ignored.
 */
import { BACK_DESIGNS } from '../../art/cards';
import { Rng, mixSeed } from '../../core/rng';
import { NAME_MAX } from '../../shell/scores';
import { validWinnable, winnableFromFlag, type WinnablePrefs } from '../../shell/winnable-prefs';

export interface GulfPrefs extends WinnablePrefs {
  /** -1: a design chosen from the deal for each game (as the original did); else 0..19. */
  back: number;
  /** The name last entered in the high-score table. */
  name: string;
}

export const DEFAULT_PREFS: GulfPrefs = { back: -1, name: '', winnable: winnableFromFlag(false) };

export { NAME_CHARS, NAME_MAX } from '../../shell/scores';

export function isBack(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < BACK_DESIGNS;
}

/**
 * Version 2. The shell may write "winnable deals only" into a GULF.INF not yet written: a missing
 * back or name is the default; one of the wrong kind is damage.
 */
export function validPrefs(x: unknown): GulfPrefs | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (o.sound !== undefined && typeof o.sound !== 'boolean') return null;
  const back = o.back ?? DEFAULT_PREFS.back;
  const name = o.name ?? DEFAULT_PREFS.name;
  if (back !== -1 && !isBack(back)) return null;
  if (typeof name !== 'string' || name.length > NAME_MAX) return null;
  const winnable = validWinnable(o);
  return winnable && { back, name, winnable };
}

/**
 * Version 1 kept "winnable deals only" as one flag (`winnable: boolean`, absent when off, as
 * before it came): it carries over in the shell's shape; the rest is checked as version 2.
 */
export function migratePrefs(data: unknown, from: number): unknown {
  if (from !== 1 || !data || typeof data !== 'object' || Array.isArray(data)) return null;
  const w = (data as { winnable?: unknown }).winnable;
  if (w !== undefined && typeof w !== 'boolean') return null;
  return { ...data, winnable: winnableFromFlag(w) };
}

/** The card back of a new game: the preferred one, else one of the 20 picked by the deal number. */
export function backForDeal(deal: number, pref: number): number {
  if (isBack(pref)) return pref;
  return new Rng(mixSeed(deal >>> 0, 0x4241434b)).int(BACK_DESIGNS); // "BACK"
}
