/**
 * A deal and a move sequence that wins round 1 with an open gamble, found with the engine's own
 * hint (greedy: play the hint's longest run, draw when stuck). Shared by unit and browser tests.
 */
import { canPlay, gulfEngine, gambleView, hint, type GulfMove, type GulfState } from '../../../src/games/gulf/engine';

export interface Win {
  deal: number;
  moves: GulfMove[];
}

/** Greedy play of round 1 by the hint; the moves when it clears the board with a gamble on offer. */
export function winRound1(deal: number): Win | null {
  let s: GulfState = gulfEngine.newGame(deal, {});
  const moves: GulfMove[] = [];
  while (s.phase === 'play') {
    const mv = hint(s);
    if (!mv) return null;
    s = gulfEngine.apply(s, mv);
    moves.push(mv);
  }
  return s.phase === 'gamble' && gambleView(s)!.open ? { deal, moves } : null;
}

export function findWin(from = 1): Win {
  for (let d = from; d < from + 5000; d++) {
    const w = winRound1(d);
    if (w) return w;
  }
  throw new Error('no winnable deal found');
}

/** A deal whose first position has both a playable and an unplayable stack (and no face-up joker). */
export function mixedDeal(from = 2): number {
  for (let d = from; ; d++) {
    const s = gulfEngine.newGame(d, {});
    const can = s.stacks.map((_, i) => canPlay(s, i));
    if (can.some(Boolean) && !can.every(Boolean)) return d;
  }
}
