/**
 * Spider's advice, as its GameSession (src/shell/game-session.ts) makes the shell's Advisor: its budgets, the workers a search may
 * split over, and what is known without a search (a finished game). The verdict is a modern aid:
 * the app asks only while Aids are on (`Machine.aids`); `prove` serves "winnable deals only", and
 * the line it finds for the deal picked is that deal's advice. HELP's fallback, the manual's
 * heuristic `hint`, stays the game's own (app.ts).
 */
import { splitThreads } from '../../solver/client';
import type { SolveBudget } from '../../solver/types';
import type { Advisor, AdvisorSpec } from '../../shell/advisor';
import { status, type SpiderMove, type SpiderState } from './engine';

/** The search started after every change of position. */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 2_000_000 };
/** "Winnable deals only": the budget of each deal drawn (the number of tries is the shell's). */
export const WINNABLE_BUDGET: SolveBudget = { maxMs: 2000, maxNodes: 1_500_000 };
/** Said once when the solver cannot run; the verdict meanwhile is 'unknown'. */
export const SOLVER_FAILED = ['The solver could not run:', 'HELP uses its own rule.'];

export type SpiderAdvisor = Advisor<SpiderState, SpiderMove>;

/** What Spider's session asks of the shell's Advisor (the game and the key are its log rules'). */
export const SPIDER_ADVICE: Omit<AdvisorSpec<SpiderState, SpiderMove>, 'game' | 'key'> = {
  budget: SOLVE_BUDGET,
  pick: WINNABLE_BUDGET,
  threads: splitThreads,
  settled: (s) => {
    const st = status(s);
    return st === 'playing' ? null : { v: st, line: [] };
  },
};
