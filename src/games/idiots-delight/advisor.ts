/**
 * The solver behind the door's CAN WIN line and HELP (?): one search for the position on screen
 * (in the solver's Web Worker), restarted when the position changes, and the proofs "winnable free
 * hands only" asks for. Verdicts use the shell's words; a solver that fails is 'unknown', and the
 * player is told once.
 */
import { SolveCancelled, SolverClient, splitThreads } from '../../solver/client';
import type { SolveBudget, Verdict as Solution } from '../../solver/types';
import type { Proof, Verdict } from '../../shell/advice';
import { idEngine, isOver, positionKey, type IDMove, type IDState } from './engine';

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

export class Advisor {
  private solver = new SolverClient();
  /** The latest answer, for the position of `key`: the solver's line when it found a win. */
  private solved: { key: string; verdict: Verdict; line: IDMove[] } | null = null;
  private solving: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;
  private toldFailure = false;

  /** `changed` hears a new verdict for the position on screen; `failed` the one message of a failed solver. */
  constructor(
    private readonly current: () => IDState | null,
    private readonly changed: () => void,
    private readonly failed: (text: string) => void,
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
    if (!s || isOver(s) || this.disposed) return;
    const k = positionKey(s);
    if (this.solved?.key === k || this.solving === k) return;
    this.solving = k;
    const still = () => {
      if (this.solving === k) this.solving = null;
      const now = this.current();
      return !this.disposed && now !== null && positionKey(now) === k;
    };
    this.solver.request(GAME_ID, s, budgets().solve, splitThreads()).then(
      (v) => {
        if (!still()) return; // stale
        this.solved = { key: k, verdict: v.result, line: v.result === 'won' ? v.line : [] };
        this.changed();
      },
      (e: unknown) => {
        if (e instanceof SolveCancelled || !still()) return;
        this.solved = { key: k, verdict: 'unknown', line: [] };
        this.fail();
        this.changed();
      },
    );
  }

  private fail() {
    if (this.toldFailure) return;
    this.toldFailure = true;
    this.failed(SOLVER_FAILED);
  }

  /** What the solver knows about `s`: 'thinking' until it answers. */
  verdict(s: IDState): Verdict {
    if (isOver(s)) return idEngine.status(s) === 'won' ? 'won' : 'lost';
    return this.solved?.key === positionKey(s) ? this.solved.verdict : 'thinking';
  }

  /** The solver's winning line from `s`, when it found one. */
  line(s: IDState): IDMove[] {
    return this.solved?.key === positionKey(s) ? this.solved.line : [];
  }

  /** One proof attempt for "winnable free hands only": the deal's first position. */
  async prove(deal: number): Promise<Proof> {
    let v: Solution<IDMove>;
    try {
      v = await this.solver.request(GAME_ID, idEngine.newGame(deal, {}), budgets().pick, splitThreads());
    } catch (e) {
      if (e instanceof SolveCancelled) return 'unknown';
      return 'failed';
    }
    return v.result;
  }

  /** Aids were switched off (or the hand is a tournament hand): no search runs, none is waiting. */
  stop() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.solving = null;
    this.solver.cancel(GAME_ID);
  }

  dispose() {
    this.disposed = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.solver.dispose();
  }
}
