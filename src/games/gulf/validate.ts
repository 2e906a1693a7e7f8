/**
 * Save validation for resume-after-reload. A Gulf state is determined by its deal, round, the score
 * at the round's start and the round's move log, so a save is accepted only when replaying that log
 * rebuilds exactly the saved state: any corruption (a swapped card, a wrong score) is rejected.
 */
import { isDealNumber } from '../../core/rng';
import { DEPTH, DRAW, FIRST_JOKERS, STACKS, jokersForRound, replayRound, type GulfState } from './rules';
import { GAMBLE_PACK_SIZE, type GambleChoice } from './gamble';
import { isBack } from './prefs';

/** Plays plus draws can never exceed the round's cards (35 on the board, at most 20 in the stock). */
const MAX_MOVES = STACKS * DEPTH + 16 + FIRST_JOKERS;

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isCount(x: unknown): x is number {
  return typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;
}

/** Structural equality of JSON values (same keys, same order of array items). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  }
  if (isObj(a) && isObj(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
  }
  return false;
}

/** The saved state as a fresh GulfState when it is one this engine can reach, else null. */
export function validateGulfState(x: unknown): GulfState | null {
  try {
    if (!isObj(x) || x.game !== 'gulf') return null;
    const { deal, round, roundStart, history, gamble } = x;
    if (!isDealNumber(deal) || !isCount(round) || round < 1 || !isCount(roundStart)) return null;
    if (!Array.isArray(history) || history.length > MAX_MOVES) return null;
    if (!history.every((m) => Number.isInteger(m) && m >= DRAW && m < STACKS)) return null;
    let choices: GambleChoice[] = [];
    let taken = false;
    if (gamble !== null) {
      if (!isObj(gamble) || !Array.isArray(gamble.choices) || gamble.choices.length >= GAMBLE_PACK_SIZE) return null;
      if (!gamble.choices.every((c) => c === 'higher' || c === 'lower')) return null;
      choices = gamble.choices as GambleChoice[];
      taken = gamble.outcome === 'taken';
    }
    const rebuilt = replayRound(deal, round, jokersForRound(deal, round), roundStart, history as number[], choices, taken);
    return sameJson(rebuilt, x) ? rebuilt : null;
  } catch {
    // An illegal move in the log (or any malformed value reaching the rules) means a corrupt save.
    return null;
  }
}

/** Gulf's own data in its save (GULF.SAV, in the shell's envelope, which keeps the Aids mark): the state and this game's card back. */
export interface GulfSave {
  state: GulfState;
  /** The card back of this game (right-clicking the stock cycles it). */
  back: number;
}

export function validSave(x: unknown): GulfSave | null {
  if (!isObj(x)) return null;
  if (!isBack(x.back)) return null;
  const state = validateGulfState(x.state);
  if (!state) return null;
  return { state, back: x.back };
}

/**
 * Version 1 named the move log `moves`; version 2 names it `history` (the engine face's word);
 * version 3 adds the Aids mark (a game saved before Aids existed is unmarked); version 4 keeps a
 * game that is over until its score is recorded (same shape: a version 3 save is never over);
 * version 5 is the shell's envelope (records.ts).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if (from === 3) return isObj(data) && isObj(data.state) && data.state.phase !== 'over' ? data : null;
  if ((from !== 1 && from !== 2) || !isObj(data) || !isObj(data.state)) return null;
  if (from === 2) return { ...data, aided: false };
  const { moves, ...rest } = data.state;
  return { ...data, state: { ...rest, history: moves }, aided: false };
}
