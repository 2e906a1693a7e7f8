/** Shared helpers for the Gulf tests: hand-built states and a seeded random player. */
import { Rng } from '../../../src/core/rng';
import { gulfEngine, type GulfMove, type GulfState } from '../../../src/games/gulf/engine';

/** A hand-built play-phase state (not a reachable deal: for testing one rule at a time). */
export function mk(p: Partial<GulfState> = {}): GulfState {
  return {
    game: 'gulf',
    deal: 1,
    round: 1,
    jokers: 4,
    stacks: [[], [], [], [], [], [], []],
    pile: ['5S'],
    stock: [],
    run: 0,
    score: 0,
    roundStart: 0,
    phase: 'play',
    history: [],
    bonus: 0,
    gamble: null,
    ...p,
  };
}

/** A random but sensible player: usually plays when it can, sometimes draws anyway, gambles at random. */
export function randomMove(s: GulfState, rng: Rng): GulfMove {
  const moves = gulfEngine.legalMoves(s);
  const plays = moves.filter((m) => m.type === 'play');
  if (plays.length > 0 && rng.int(10) > 0) return plays[rng.int(plays.length)]!;
  return moves[rng.int(moves.length)]!;
}

/** Every state of one game (capped at `maxRounds` rounds), from the new game on, with the moves between. */
export function playGame(deal: number, policySeed: number, maxRounds = 6): { states: GulfState[]; moves: GulfMove[] } {
  const rng = new Rng(policySeed);
  let s = gulfEngine.newGame(deal, {});
  const states = [s];
  const moves: GulfMove[] = [];
  while (gulfEngine.legalMoves(s).length > 0) {
    const m = randomMove(s, rng);
    if (m.type === 'nextRound' && s.round >= maxRounds) break;
    s = gulfEngine.apply(s, m);
    states.push(s);
    moves.push(m);
  }
  return { states, moves };
}

export function cardsOf(s: GulfState): string[] {
  return [...s.stacks.flat(), ...s.pile, ...s.stock].sort();
}
