/**
 * What Spider's solver says, in the shell's words: the verdict on the position on the screen
 * (asked again after every change, in the Worker in the browser) and "winnable deals only",
 * which draws deals through the shell's one policy (findWinnableDeal). A failed worker is
 * 'unknown' and the player is told once. The verdict is a modern aid: with Aids off
 * (`Machine.aids`) no search runs during play, and the workers a winnable-deal search started
 * are stopped once the deal is picked, so no Worker lives while the game is played.
 */
import type { Machine } from '../../core/machine';
import { SolveCancelled, SolverClient, splitThreads } from '../../solver/client';
import type { SolveBudget, Verdict as SolverVerdict } from '../../solver/types';
import type { Proof, Verdict, WinnableResult } from '../../shell/advice';
import type { WinnableSearch } from '../../shell/winnable';
import { newGame, type SpiderMove, type SpiderRules, type SpiderState, type SpiderSuits } from './engine';

/** The search started after every change of position. */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 2_000_000 };
/** "Winnable deals only": the budget of each deal drawn (the number of tries is the shell's). */
export const WINNABLE_BUDGET: SolveBudget = { maxMs: 2000, maxNodes: 1_500_000 };
/** Said once when the solver cannot run; the verdict meanwhile is 'unknown'. */
export const SOLVER_FAILED = ['The solver could not run:', 'HELP uses its own rule.'];

/** Test seams: the solver client (null = no solver), its budgets. */
export interface SpiderDeps {
  solver?: SolverClient | null;
  budget?: SolveBudget;
  winnableBudget?: SolveBudget;
}

const sameMove = (a: SpiderMove, b: SpiderMove): boolean => JSON.stringify(a) === JSON.stringify(b);

export class SpiderAdvice {
  /** The solver (a Worker in the browser); null = none (Node unless a test gives one). */
  readonly solver: SolverClient | null;
  /** The solver's answer for the current position (null while it thinks, or without one). */
  verdict: SolverVerdict<SpiderMove> | null = null;
  private thinking = false;
  /** Bumped on every change of position: an answer for an older one is dropped. */
  private key = 0;
  private disposed = false;
  private readonly budget: SolveBudget;
  private readonly winnableBudget: SolveBudget;

  constructor(
    private readonly m: Machine,
    deps: SpiderDeps,
    /** Tell the player that the solver failed (the shell's `solverFailed`: once, a search's note included). */
    private readonly tell: (lines: string[]) => void,
  ) {
    this.solver = deps.solver !== undefined ? deps.solver : typeof Worker === 'undefined' ? null : new SolverClient();
    this.budget = deps.budget ?? SOLVE_BUDGET;
    this.winnableBudget = deps.winnableBudget ?? WINNABLE_BUDGET;
  }

  /** The known winning line goes on after `mv` (null when `mv` leaves it). */
  seedAfter(mv: SpiderMove): SolverVerdict<SpiderMove> | null {
    const v = this.verdict;
    return v?.result === 'won' && v.line.length > 0 && sameMove(v.line[0]!, mv) ? { result: 'won', line: v.line.slice(1) } : null;
  }

  /** The position is now `s`: take `seed` as its verdict, or (Aids on) ask the solver. */
  changed(s: SpiderState, seed: SolverVerdict<SpiderMove> | null = null): void {
    const key = ++this.key;
    this.verdict = seed;
    this.thinking = false;
    if (seed || !this.solver || this.disposed || !this.m.aids) return;
    this.thinking = true;
    this.solver.request('spider', s, this.budget, splitThreads()).then(
      (v) => {
        if (key !== this.key || this.disposed) return;
        this.verdict = v;
        this.thinking = false;
        this.m.invalidate();
      },
      (e: unknown) => {
        if (e instanceof SolveCancelled || key !== this.key || this.disposed) return;
        this.thinking = false;
        this.failed();
      },
    );
  }

  /** Aids were switched on: ask about `s` unless its verdict is known or coming. */
  start(s: SpiderState): void {
    if (this.verdict === null && !this.thinking) this.changed(s);
  }

  /** Aids were switched off: the search stops and its workers go (a verdict already known stays, unshown). */
  stop(): void {
    this.key++;
    this.thinking = false;
    this.solver?.dispose();
  }

  /** The verdict in the shell's vocabulary. */
  word(): Verdict {
    if (this.verdict) return this.verdict.result;
    return this.thinking ? 'thinking' : 'unknown';
  }

  /** The next move of a known winning line, if any. */
  nextWinning(): SpiderMove | null {
    const v = this.verdict;
    return v?.result === 'won' && v.line.length > 0 ? v.line[0]! : null;
  }

  private failed() {
    this.m.invalidate();
    this.tell(SOLVER_FAILED);
  }

  /**
   * Deals from `first` on until one is proven winnable (the shell's policy). Resolves null when
   * the game was left meanwhile; else the deal, the note for the player, and the proof's line.
   */
  async winnableDeal(
    search: WinnableSearch,
    first: number,
    rules: SpiderRules,
    suits: SpiderSuits,
    progress: (tries: number, deal: number) => void,
  ): Promise<(WinnableResult & { seed: SolverVerdict<SpiderMove> | null }) | null> {
    let seed: SolverVerdict<SpiderMove> | null = null;
    const prove = async (d: number): Promise<Proof> => {
      if (!this.solver) return 'failed';
      try {
        const v = await this.solver.request('spider', newGame(d, { rules, suits }), this.winnableBudget, splitThreads());
        if (v.result === 'won') seed = v;
        return v.result;
      } catch (e) {
        if (e instanceof SolveCancelled) return 'unknown';
        return 'failed';
      }
    };
    const r = await search.run(first, prove, progress);
    // Aids off: the workers served the pick only; none stays alive while the game is played
    if (!this.m.aids) this.solver?.dispose();
    return r && { ...r, seed: r.note === null ? seed : null };
  }

  dispose(): void {
    this.disposed = true;
    this.solver?.dispose();
  }
}
