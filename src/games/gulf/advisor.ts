/**
 * Gulf's use of the shell's Advisor (src/shell/advisor.ts): its budget and what is known without a
 * search. Gulf's verdict is about the round in progress: 'won' means its board can be cleared, so
 * a round being gambled on is won and a game over is lost. The verdict and HELP are Aids: the app
 * asks only while they are on; `prove` serves "winnable deals only".
 */
import type { SolveBudget } from '../../solver/types';
import { Advisor, type SolverPort } from '../../shell/advisor';
import { positionKey, type GulfMove, type GulfState } from './engine';

/** The search started for every new position (and each deal "winnable deals only" tries). */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 5_000_000 };

export type GulfAdvisor = Advisor<GulfState, GulfMove>;

export function gulfAdvisor(shell: { solver?: SolverPort | null }, hooks: { changed(): void; failed(): void }): GulfAdvisor {
  return new Advisor<GulfState, GulfMove>(shell, {
    game: 'gulf',
    key: positionKey,
    budget: SOLVE_BUDGET,
    pick: SOLVE_BUDGET,
    settled: (s) => (s.phase === 'play' ? null : { v: s.phase === 'gamble' ? 'won' : 'lost', line: [] }),
  }, hooks);
}
