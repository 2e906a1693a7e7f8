/**
 * The solver behind the door's CAN WIN line and HELP (?): the hand's GameSession's Advisor
 * (src/shell/advisor.ts) for the position on screen, asked once keys settle, and the proofs
 * "winnable free hands only" asks for. Verdicts use the shell's words; a solver that fails is
 * 'unknown', and the player is told once (the session has the shell's `solverFailed` say SOLVER_FAILED).
 */
import { splitThreads } from '../../solver/client';
import type { SolveBudget } from '../../solver/types';
import type { Proof, Verdict } from '../../shell/advice';
import type { Advisor, AdvisorSpec } from '../../shell/advisor';
import { idEngine, isOver, type IDMove, type IDState } from './engine';

export const GAME_ID = 'idiots-delight';
/** The search started (in the solver's Web Worker) whenever the position changes. */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 2_000_000 };
/** Per deal tried when "winnable free hands only" draws a deal. */
export const PICK_BUDGET: SolveBudget = { maxMs: 1000, maxNodes: 200_000 };
/** Without a Worker (Node, tests) the search runs in this thread: small budgets, so no key waits. */
export const INLINE_SOLVE_BUDGET: SolveBudget = { maxMs: 50, maxNodes: 10_000 };
export const INLINE_PICK_BUDGET: SolveBudget = { maxMs: 200, maxNodes: 20_000 };
export function budgets(): { solve: SolveBudget; pick: SolveBudget } {
  return typeof Worker === 'undefined'
    ? { solve: INLINE_SOLVE_BUDGET, pick: INLINE_PICK_BUDGET }
    : { solve: SOLVE_BUDGET, pick: PICK_BUDGET };
}
/** Keys settle this long before a search starts (browser only). */
export const SOLVE_DELAY_MS = 120;
/** What the player is told, once, when the solver cannot run. */
export const SOLVER_FAILED = 'The solver could not run: CAN WIN stays Unknown.';

/** The advice's budgets for the hand's GameSession (its game and key are the log rules'). */
export function adviceSpec(): Omit<AdvisorSpec<IDState, IDMove>, 'game' | 'key'> {
  const b = budgets();
  return { budget: b.solve, pick: b.pick, threads: splitThreads };
}

export class IDAdvisor {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  /** `shared`: the session's advisor (tests read and set its `advice`); `current` the position on screen. */
  constructor(
    readonly shared: Advisor<IDState, IDMove>,
    private readonly current: () => IDState | null,
  ) {}

  /**
   * Start a search for the position on screen unless one is known or running. With a Worker the
   * request waits SOLVE_DELAY_MS for the keys to settle: each request replaces the worker still
   * searching, and a fast typist (or a test typing a whole hand) should not restart it per key.
   */
  solve() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (typeof Worker === 'undefined') return this.solveNow();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.solveNow();
    }, SOLVE_DELAY_MS);
  }

  private solveNow() {
    const s = this.current();
    if (s && !isOver(s) && !this.disposed) this.shared.ask(s);
  }

  /** What the solver knows about `s`: 'thinking' until it answers. */
  verdict(s: IDState): Verdict {
    if (isOver(s)) return idEngine.status(s) === 'won' ? 'won' : 'lost';
    return this.shared.verdict(s);
  }

  /** The solver's winning line from `s`, when it found one. */
  line(s: IDState): IDMove[] {
    return this.shared.line(s);
  }

  /** One proof attempt for "winnable free hands only": the deal's first position. */
  prove(deal: number): Promise<Proof> {
    return this.shared.prove(idEngine.newGame(deal, {}));
  }

  /** Aids were switched off (or the hand is a tournament hand): no search runs, none is waiting. */
  stop() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.shared.stop();
  }

  dispose() {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.shared.dispose();
  }
}
