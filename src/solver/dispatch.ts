/**
 * Which solver answers for which game: shared by the Worker entry, the in-thread fallback of the
 * client and the benchmark, so all three run exactly the same code. The games are the registry's
 * (`GAMES`, src/games/registry.ts): the table is typed by its `GameId`, so a game added there fails
 * to compile until it has a solver here. The functions themselves stay out of the registry, which
 * the page loads at once: they ship only in the worker's bundle.
 */
import type { GulfMove, GulfState } from '../games/gulf/engine';
import { solveGulf } from '../games/gulf/solver';
import type { IDMove, IDState } from '../games/idiots-delight/engine';
import { solveIdiotsDelight } from '../games/idiots-delight/solver';
import type { KKMove, KKState } from '../games/kings-korner/rules';
import { solveKingsKorner } from '../games/kings-korner/solver';
import type { SpiderMove, SpiderState } from '../games/spider/types';
import { solveSpider } from '../games/spider/solver';
import type { SolveBudget, Verdict } from './types';
import type { GameId } from '../games/types';
import { GAME_IDS, isGameId } from '../games/ids';

/** Each game's position and move types, one per registry entry (indexed by `GameId` below). */
export interface SolverGames {
  spider: { state: SpiderState; move: SpiderMove };
  'kings-korner': { state: KKState; move: KKMove };
  gulf: { state: GulfState; move: GulfMove };
  'idiots-delight': { state: IDState; move: IDMove };
}
export type SolverGame = GameId;
export type StateOf<G extends SolverGame> = SolverGames[G]['state'];
export type MoveOf<G extends SolverGame> = SolverGames[G]['move'];

type Solvers = { [G in SolverGame]: (s: StateOf<G>, b: SolveBudget, now?: () => number) => Verdict<MoveOf<G>> };

export const SOLVERS: Solvers = {
  spider: solveSpider,
  'kings-korner': solveKingsKorner,
  gulf: solveGulf,
  'idiots-delight': solveIdiotsDelight,
};

export const SOLVER_GAMES: readonly SolverGame[] = GAME_IDS;

export function isSolverGame(g: unknown): g is SolverGame {
  return isGameId(g);
}

/** Run `game`'s solver on `state` in this thread. */
export function solveFor<G extends SolverGame>(
  game: G,
  state: StateOf<G>,
  budget: SolveBudget,
  now: () => number = () => performance.now(),
): Verdict<MoveOf<G>> {
  const solve = SOLVERS[game] as (s: StateOf<G>, b: SolveBudget, now?: () => number) => Verdict<MoveOf<G>>;
  return solve(state, budget, now);
}
