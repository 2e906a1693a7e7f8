/**
 * What Idiot's Delight keeps between visits besides the door (door.ts): the hands being played,
 * and the caller's preferences. Kept apart from the screen (app.ts) so the registry can declare
 * the records without loading the game.
 *
 * The saved hands: each player's unfinished tournament hand where it was left (the door's pending
 * hand, one per player), the free (practice) hand if one is being played, and which of them was on
 * screen when the program was left. A free hand never writes over a tournament hand's position.
 */
import { idEngine, idLog, markerEntry, type IDState } from './engine';
import { aidedLog, newLog, writeLog, type GameLog } from '../../core/log';
import { faithful, migratedId, newGameId, stateOf, validLog } from '../../shell/game-log';
import { isDateString, normalizeName, sameName } from './door';
import type { Saved } from '../../shell/envelope';
import { migrateWinnableOnly, validOnlyWinnable, type WinnablePrefs } from '../../shell/winnable-prefs';

/**
 * One hand being played. The hand on screen is played in the shell's GameSession (its log, its
 * mark; app.ts): this is how the saved hands keep it and every other hand.
 */
export interface HandSave {
  mode: 'door' | 'free';
  player: string;
  /** Tournament date (door hands), or null. */
  date: string | null;
  hand: number;
  /** The hand as its log (src/core/log.ts): moves, the Free Card, Done and the marker's moves. */
  log: GameLog;
  /** The position: the log's replay, kept beside it. */
  state: IDState;
  /** An aid (HELP ?) was used on this hand: shown with its result, and kept out of every score. */
  aided: boolean;
}

/** Where a hand belongs in the saved hands: whose slot, and which tournament hand. */
export type HandPlace = Pick<HandSave, 'mode' | 'player' | 'date' | 'hand'>;

/** Which saved hand was on screen: a player's tournament hand, or the free hand. */
export type OnScreen = { mode: 'door'; player: string } | { mode: 'free' };

export interface SavedHands {
  /** Each player's unfinished tournament hand, where it was left (at most one per player). */
  door: HandSave[];
  /** The free (practice) hand being played, if any. */
  free: HandSave | null;
  /** The hand on screen when the program was left: a reload or "Continue" brings it back. */
  current: OnScreen | null;
}

export const NO_HANDS: SavedHands = { door: [], free: null, current: null };

/**
 * A hand as stored (IDELIGHT.SAV, in the shell's envelope): without its Aids mark, which the
 * envelope keeps. Only the free hand can be aided (tournament hands are never offered aids), so
 * the envelope's mark is the free hand's.
 */
export type StoredHand = Omit<HandSave, 'aided'>;
/** A hand as written: its log, not its position. */
export type WrittenHand = Omit<HandSave, 'aided' | 'state'>;
export interface StoredHands {
  door: StoredHand[];
  free: StoredHand | null;
  current: OnScreen | null;
}

export function validateHand(x: unknown): StoredHand | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  const player = normalizeName(o['player']);
  const log = validLog(idLog, o['log']);
  const state = log && stateOf(idLog, log);
  if (player === null || log === null || state === null) return null;
  if (o['mode'] === 'free') return { mode: 'free', player, date: null, hand: 0, log, state };
  if (o['mode'] !== 'door' || !isDateString(o['date'])) return null;
  const hand = o['hand'];
  if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 1 || hand > 10) return null;
  return { mode: 'door', player, date: o['date'], hand, log, state };
}

export function validateSave(x: unknown): StoredHands | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  if (!Array.isArray(o['door'])) return null;
  const door: StoredHand[] = [];
  for (const d of o['door']) {
    const h = validateHand(d);
    if (h === null || h.mode !== 'door' || door.some((e) => sameName(e.player, h.player))) return null;
    door.push(h);
  }
  let free: StoredHand | null = null;
  if (o['free'] !== null) {
    free = validateHand(o['free']);
    if (free === null || free.mode !== 'free') return null;
  }
  const c = o['current'];
  let current: OnScreen | null = null;
  if (c !== null) {
    if (typeof c !== 'object') return null;
    const cm = (c as Record<string, unknown>)['mode'];
    const cp = normalizeName((c as Record<string, unknown>)['player']);
    if (cm === 'free' && free) current = { mode: 'free' };
    else if (cm === 'door' && cp !== null && door.some((h) => sameName(h.player, cp))) current = { mode: 'door', player: cp };
    else return null;
  }
  return { door, free, current };
}

const withoutMark = ({ aided: _aided, state: _state, ...h }: HandSave): WrittenHand => h;

/** The hands as the envelope stores them: the free hand's mark goes to the envelope, each hand's position is its log. */
export function toStored(s: SavedHands): Saved<{ door: WrittenHand[]; free: WrittenHand | null; current: OnScreen | null }> {
  return { aided: s.free?.aided ?? false, game: { door: s.door.map(withoutMark), free: s.free && withoutMark(s.free), current: s.current } };
}

/** A new hand of `deal` (the Free Card on, as the door deals): its log, with a fresh id, and its position. */
export function dealHand(deal: number): { log: GameLog; state: IDState } {
  return { log: newLog(idLog, deal, { freeCard: true }, newGameId(deal)), state: idEngine.newGame(deal, {}) };
}

/** The hands as played from the envelope's: the mark is the free hand's (its envelope's, or its log's aid entry); a tournament hand has none. */
export function fromStored(s: Saved<StoredHands>): SavedHands {
  const g = s.game;
  return { door: g.door.map((h) => ({ ...h, aided: false })), free: g.free && { ...g.free, aided: s.aided || aidedLog(g.free.log) }, current: g.current };
}

/**
 * Version 3 kept each hand's mark in the hand (a tournament hand's always false; one marked is
 * refused as before); the envelope keeps the free hand's.
 */
export function splitHands(data: unknown): Saved<unknown> | null {
  if (typeof data !== 'object' || data === null) return null;
  const o = data as Record<string, unknown>;
  const mark = (h: unknown): unknown => (typeof h === 'object' && h !== null ? (h as Record<string, unknown>)['aided'] : false);
  if (!Array.isArray(o['door']) || !o['door'].every((h) => mark(h) === false)) return null;
  const aided = o['free'] === null ? false : mark(o['free']);
  if (typeof aided !== 'boolean') return null;
  const strip = (h: unknown): unknown => {
    if (typeof h !== 'object' || h === null) return h;
    const { aided: _a, ...rest } = h as Record<string, unknown>;
    return rest;
  };
  return { aided, game: { ...o, door: o['door'].map(strip), free: strip(o['free']) } };
}

/**
 * Version 2 had no Aids: no hand was aided. Version 1 kept one hand (whichever was played last, so
 * a free hand wrote over a tournament hand's position) and tagged its moves `kind`; it goes
 * through version 2.
 */
export function migrateSave(data: unknown, from: number): unknown {
  if (from === 1) return migrateSave(migrateV1(data), 2);
  if (from !== 2 || typeof data !== 'object' || data === null) return null;
  const o = data as Record<string, unknown>;
  const unaided = (h: unknown) => (typeof h === 'object' && h !== null ? { ...h, aided: false } : h);
  return { ...o, door: Array.isArray(o['door']) ? o['door'].map(unaided) : o['door'], free: unaided(o['free']) };
}

/** Version 1 to version 2 (one hand, moves tagged `kind`). */
function migrateV1(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return null;
  const o = data as Record<string, unknown>;
  const st = o['state'] as Record<string, unknown> | null;
  if (typeof st !== 'object' || st === null || !Array.isArray(st['history'])) return null;
  const history = (st['history'] as unknown[]).map((m) => {
    if (typeof m !== 'object' || m === null) return m;
    const { kind, ...rest } = m as Record<string, unknown>;
    return { type: kind, ...rest };
  });
  const hand = { ...o, state: { ...st, game: 'idiots-delight', history } };
  const player = o['player'];
  return o['mode'] === 'door'
    ? { door: [hand], free: null, current: { mode: 'door', player } }
    : { door: [], free: hand, current: { mode: 'free' } };
}

/** The hand that was on screen, if any. */
export function onScreen<H extends WrittenHand>(s: { door: H[]; free: H | null; current: OnScreen | null }): H | null {
  const c = s.current;
  if (!c) return null;
  return c.mode === 'free' ? s.free : (s.door.find((h) => sameName(h.player, c.player)) ?? null);
}

/** A player's saved tournament hand. */
export function doorHandOf(s: SavedHands, player: string): HandSave | null {
  return s.door.find((h) => sameName(h.player, player)) ?? null;
}

/** `s` with `h` kept (a door hand replaces its player's, a free hand the free one) and on screen. */
export function keepHand(s: SavedHands, h: HandSave): SavedHands {
  if (h.mode === 'free') return { ...s, free: h, current: { mode: 'free' } };
  return { ...s, door: [...s.door.filter((e) => !sameName(e.player, h.player)), h], current: { mode: 'door', player: h.player } };
}

/** `s` without `h`'s slot (the hand ended or was left). */
export function dropHand(s: SavedHands, h: Pick<HandSave, 'mode' | 'player'>): SavedHands {
  const door = h.mode === 'door' ? s.door.filter((e) => !sameName(e.player, h.player)) : s.door;
  const free = h.mode === 'free' ? null : s.free;
  const c = s.current;
  const gone = c !== null && c.mode === h.mode && (c.mode === 'free' || sameName(c.player, h.player));
  return { door, free, current: gone ? null : c };
}

/** Whether the hand on screen when the program was left is still being played. */
export function inProgress(s: SavedHands | StoredHands): boolean {
  const h = onScreen<StoredHand>(s);
  return h !== null && idEngine.status(h.state) === 'playing';
}

/**
 * Version 4 to 5: each hand's position becomes its log, written from its moves and then its marker
 * (checked again move by move, kept only when it replays to exactly that position).
 */
export function toLogHands(game: unknown): unknown {
  if (typeof game !== 'object' || game === null) return null;
  const o = game as Record<string, unknown>;
  const toLog = (h: unknown): unknown => {
    if (typeof h !== 'object' || h === null) return h;
    const { state, ...rest } = h as Record<string, unknown>;
    const st = state as IDState | null;
    if (typeof st !== 'object' || st === null || !Array.isArray(st.history)) return null;
    const log = faithful(idLog, writeLog(idLog, { deal: st.deal, options: { freeCard: st.freeCard }, id: migratedId(st.deal, state) }, [...st.history, markerEntry(st.marker)]), state);
    return log && { ...rest, log };
  };
  const door = Array.isArray(o['door']) ? o['door'].map(toLog) : null;
  const free = o['free'] === null ? null : toLog(o['free']);
  if (door === null || door.some((h) => h === null) || (o['free'] !== null && free === null)) return null;
  return { ...o, door, free };
}

/**
 * The position the shell asks the engine about: the hand on screen when the program was left, as
 * its log replays (a record as read, or as the hand's session is about to write it: hands without
 * their position).
 */
export function position(s: { door: WrittenHand[]; free: WrittenHand | null; current: OnScreen | null }): IDState | null {
  const h = onScreen(s);
  return h ? stateOf(idLog, h.log) : null;
}

/** For the "Continue?" requester. */
export function describe(s: StoredHands): string {
  const h = onScreen(s);
  if (!h) return '';
  return h.mode === 'free' ? 'a free hand' : `hand ${h.hand} of ${h.date}`;
}

/** The caller's own preferences (not the sysop's door settings): "winnable free hands only", in the shell's shape. */
export type IDPrefs = WinnablePrefs;

/** Version 2: `{ winnable: { all: boolean } }` (src/shell/winnable-prefs.ts). */
export const validatePrefs: (x: unknown) => IDPrefs | null = validOnlyWinnable;
/** Version 1 was `{ winnableOnly: boolean }`: the flag carries over. */
export const migratePrefs = migrateWinnableOnly;
