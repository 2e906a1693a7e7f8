/**
 * Gulf's use of the solver (in a Worker in the browser, so the screen never waits): one verdict per
 * position, in the shell's vocabulary, and the proofs behind "winnable deals only". Gulf's verdict
 * is about the round in progress: 'won' means its board can be cleared. The verdict and HELP are
 * Aids: the app asks `think` only while they are on; `prove` serves "winnable deals only".
 */
import { SolverClient, SolveCancelled } from '../../solver/client';
import type { SolveBudget, Verdict as SolverVerdict } from '../../solver/types';
import type { Proof, Verdict } from '../../shell/advice';
import { gulfEngine, positionKey, type GulfMove, type GulfState } from './engine';

/** The search started for every new position. */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 5_000_000 };

export interface Advice {
  /** The position it is about (stale advice is never used). */
  key: string;
  v: Verdict;
  /** A winning line when `v` is 'won' (empty once the round is cleared). */
  line: GulfMove[];
}

/** What the solver can answer; tests put a stand-in here. */
export interface SolverLike {
  request(game: 'gulf', s: GulfState, b: SolveBudget): Promise<SolverVerdict<GulfMove>>;
  cancel?(game: 'gulf'): void;
  dispose(): void;
}

export class Advisor {
  solver: SolverLike = new SolverClient();
  advice: Advice | null = null;
  private asked: string | null = null;

  /**
   * An answer about position `key` is kept when `wanted(key)` (the board has not moved on), then
   * `told(failed)` hears of it; `failed` is the one message when the solver could not run.
   */
  constructor(
    private wanted: (key: string) => boolean,
    private told: (failed: string | null) => void,
  ) {}

  /** Ask about `s`, once per position (called every frame). */
  think(s: GulfState): void {
    const key = positionKey(s);
    if (this.asked === key) return;
    this.asked = key;
    if (s.phase !== 'play') {
      this.advice = { key, v: s.phase === 'gamble' ? 'won' : 'lost', line: [] };
      return;
    }
    const done = (v: Verdict, line: GulfMove[], failed: string | null) => {
      if (!this.wanted(key)) return;
      this.advice = { key, v, line };
      this.told(failed);
    };
    this.solver.request('gulf', s, SOLVE_BUDGET).then(
      (r) => done(r.result, r.result === 'won' ? r.line : [], null),
      (e: unknown) => {
        if (!(e instanceof SolveCancelled)) done('unknown', [], 'The solver could not run.');
      },
    );
  }

  /** The advice for `s`, if the solver has answered for this position. */
  current(s: GulfState): Advice | null {
    return this.advice && this.advice.key === positionKey(s) ? this.advice : null;
  }

  /** Aids were turned off: the running search stops and the advice is forgotten. */
  stop(): void {
    this.solver.cancel?.('gulf');
    this.advice = null;
    this.asked = null;
  }

  /** Ask again on the next frame (a deal was replaced under the same position key's nose). */
  forget(): void {
    this.asked = null;
  }

  /** Whether round 1 of `deal` can be cleared ("winnable deals only"). */
  async prove(deal: number): Promise<Proof> {
    try {
      return (await this.solver.request('gulf', gulfEngine.newGame(deal, {}), SOLVE_BUDGET)).result;
    } catch (e) {
      return e instanceof SolveCancelled ? 'unknown' : 'failed';
    }
  }

  dispose(): void {
    this.solver.dispose();
  }
}
