/**
 * Gulf's advice, as its GameSession (src/shell/game-session.ts) makes the shell's Advisor: its budget and what is known without a
 * search. Gulf's verdict is about the round in progress: 'won' means its board can be cleared, so
 * a round being gambled on is won and a game over is lost. The verdict and HELP are Aids: the app
 * asks only while they are on; `prove` serves "winnable deals only".
 */
import type { SolveBudget } from '../../solver/types';
import type { Advisor, AdvisorSpec } from '../../shell/advisor';
import type { GulfMove, GulfState } from './engine';

/** The search started for every new position (and each deal "winnable deals only" tries). */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 5_000_000 };

export type GulfAdvisor = Advisor<GulfState, GulfMove>;

/** What Gulf's session asks of the shell's Advisor (the game and the key are its log rules'). */
export const GULF_ADVICE: Omit<AdvisorSpec<GulfState, GulfMove>, 'game' | 'key'> = {
  budget: SOLVE_BUDGET,
  pick: SOLVE_BUDGET,
  settled: (s) => (s.phase === 'play' ? null : { v: s.phase === 'gamble' ? 'won' : 'lost', line: [] }),
};
