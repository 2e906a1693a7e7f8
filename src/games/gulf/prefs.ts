/**
 * Gulf's preferences (GULF.INF): the card back for new games, the last name entered, winnable deals
 * only. Sound is the machine's switch (the page bar's, PREFS.INF): records that still carry Gulf's
 * old `sound` field load, and the field is ignored.
 */
import { BACK_DESIGNS } from '../../art/cards';
import { Rng, mixSeed } from '../../core/rng';
import { NAME_MAX } from '../../shell/scores';

export interface GulfPrefs {
  /** -1: a design chosen from the deal for each game (as the original did); else 0..19. */
  back: number;
  /** The name last entered in the high-score table. */
  name: string;
  /** New games (not by number) draw deals until the solver proves round 1 can be cleared. */
  winnable: boolean;
}

export const DEFAULT_PREFS: GulfPrefs = { back: -1, name: '', winnable: false };

export { NAME_CHARS, NAME_MAX } from '../../shell/scores';

export function isBack(x: unknown): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < BACK_DESIGNS;
}

export function validPrefs(x: unknown): GulfPrefs | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (o.sound !== undefined && typeof o.sound !== 'boolean') return null;
  if (o.back !== -1 && !isBack(o.back)) return null;
  if (typeof o.name !== 'string' || o.name.length > NAME_MAX) return null;
  // `winnable` came later: a record without it is still good (off).
  if (o.winnable !== undefined && typeof o.winnable !== 'boolean') return null;
  return { back: o.back, name: o.name, winnable: o.winnable === true };
}

/** The card back of a new game: the preferred one, else one of the 20 picked by the deal number. */
export function backForDeal(deal: number, pref: number): number {
  if (isBack(pref)) return pref;
  return new Rng(mixSeed(deal >>> 0, 0x4241434b)).int(BACK_DESIGNS); // "BACK"
}
