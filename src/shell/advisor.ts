/**
 * The solver's advice on the position on screen, once for every game: one request per position
 * (keyed by the engine's `positionKey`), the answer kept only while that position lasts, a known
 * winning line followed without a new search, a solver that cannot run told once (through the
 * shell), one cancel. The solver is reached through the shell's `SolverPort` (a Worker pool in the
 * browser; tests put a stand-in on `GameShell.solver`).
 */
import { SolveCancelled, SolverClient } from '../solver/client';
import type { SolverGame } from '../solver/dispatch';
import type { SolveBudget, Verdict as Solution } from '../solver/types';
import type { Proof, Verdict } from './advice';

/** What a game's advice needs of a solver: SolverClient is one; tests hand in their own. */
export interface SolverPort {
  request(game: SolverGame, state: never, budget: SolveBudget, threads?: number): Promise<Solution<unknown>>;
  cancel?(game: SolverGame): void;
  dispose(): void;
}

/** What the game tells the advisor about itself. */
export interface AdvisorSpec<S, M> {
  game: SolverGame;
  /** The engine's `positionKey`: equal positions, equal keys. */
  key(s: S): string;
  /** The search for a position in play, and for each deal "winnable deals only" tries. */
  budget: SolveBudget;
  pick: SolveBudget;
  /** Workers one search may split over (default 1). */
  threads?: () => number;
  /** A verdict known without a search (a finished game, a cleared round), else null. */
  settled?(s: S): { v: Verdict; line: M[] } | null;
  /** Whether two moves are the same (following a known line); JSON equality by default. */
  same?: (a: M, b: M) => boolean;
}

/** The advice on one position. */
export interface Advice<M> {
  key: string;
  v: Verdict;
  /** A winning line when `v` is 'won' (empty when nothing is left to play). */
  line: M[];
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class Advisor<S, M> {
  /** The latest answer, for the position of its key ('thinking' while the search runs). */
  advice: Advice<M> | null = null;
  /** The position last asked about: asked once, its answer kept while it is the one asked. */
  private asked: string | null = null;
  /** The line `prove` found for a deal "winnable deals only" picked: that start needs no search. */
  private proven: Advice<M> | null = null;
  private disposed = false;

  constructor(
    /** The shell (its `solver` port, made on first use; tests put theirs there first, null for none). */
    private readonly shell: { solver?: SolverPort | null },
    private readonly spec: AdvisorSpec<S, M>,
    /** `changed`: the advice changed (redraw); `failed`: the solver could not run (the shell tells once). */
    private readonly hooks: { changed(): void; failed(): void },
  ) {}

  /**
   * The position is now `s` (after `move`, when known). Asks the solver once per position; a
   * winning line that began with `move` goes on without a search.
   */
  ask(s: S, move?: M): void {
    if (this.disposed) return;
    const key = this.spec.key(s);
    if (this.asked === key) return;
    this.asked = key;
    const old = this.advice;
    // a search for the position left behind is of no use now
    this.shell.solver?.cancel?.(this.spec.game);
    const settled = this.spec.settled?.(s);
    const same = this.spec.same ?? sameJson;
    // known without a search: said by the game's own redraw after the move
    if (settled) {
      this.advice = { key, ...settled };
      return;
    }
    if (this.proven?.key === key) {
      this.advice = this.proven;
      return;
    }
    if (old && move !== undefined && old.v === 'won' && old.line.length > 0 && same(old.line[0]!, move)) {
      this.advice = { key, v: 'won', line: old.line.slice(1) };
      return;
    }
    // no move saves a position the solver proved lost
    if (old && move !== undefined && old.v === 'lost') {
      this.advice = { key, v: 'lost', line: [] };
      return;
    }
    this.advice = { key, v: 'thinking', line: [] };
    const port = this.port();
    if (!port) return this.set({ key, v: 'unknown', line: [] });
    port.request(this.spec.game, s as never, this.spec.budget, this.spec.threads?.() ?? 1).then(
      (r) => {
        if (this.disposed || this.asked !== key) return; // the position moved on
        this.set({ key, v: r.result, line: r.result === 'won' ? (r.line as M[]) : [] });
      },
      (e: unknown) => {
        if (e instanceof SolveCancelled || this.disposed || this.asked !== key) return;
        this.set({ key, v: 'unknown', line: [] });
        this.hooks.failed();
      },
    );
  }

  /** The shell's port: a SolverClient (the page's Worker pool) unless a test put one there. */
  private port(): SolverPort | null {
    if (this.shell.solver === undefined) this.shell.solver = new SolverClient();
    return this.shell.solver;
  }

  private set(a: Advice<M>): void {
    this.advice = a;
    this.hooks.changed();
  }

  /** The advice for `s`, when it is about `s` (or `s` is the deal `prove` found a winning line for). */
  current(s: S): Advice<M> | null {
    const key = this.spec.key(s);
    if (this.advice?.key === key) return this.advice;
    return this.proven?.key === key ? this.proven : null;
  }

  /** The verdict on `s`: 'thinking' until the solver answered about it. */
  verdict(s: S): Verdict {
    return this.current(s)?.v ?? 'thinking';
  }

  /** The solver's winning line from `s`, when it found one. */
  line(s: S): M[] {
    return this.current(s)?.line ?? [];
  }

  /**
   * The search under way stops, its workers go (those of a pool of the port's own: the page's pool
   * keeps its workers for the next game) and the advice is forgotten (Aids off, a search for deals).
   */
  stop(): void {
    const port = this.shell.solver;
    port?.cancel?.(this.spec.game);
    port?.dispose();
    this.advice = null;
    this.asked = null;
  }

  /** Ask again at the next `ask` (a deal replaced under the same key). */
  forget(): void {
    this.advice = null;
    this.asked = null;
  }

  /**
   * One try of "winnable deals only": what the solver proves about `start` within the pick
   * budget; 'failed' when it could not run, 'unknown' when the search was cancelled. A winning
   * line found is kept for `start`: asked about it later, the advisor answers without a search.
   */
  async prove(start: S): Promise<Proof> {
    const port = this.port();
    if (!port || this.disposed) return port ? 'unknown' : 'failed';
    try {
      const r = await port.request(this.spec.game, start as never, this.spec.pick, this.spec.threads?.() ?? 1);
      // the deal picked starts with its winning line known: HELP can follow it with no new search
      if (r.result === 'won') this.proven = { key: this.spec.key(start), v: 'won', line: r.line as M[] };
      return r.result;
    } catch (e) {
      return e instanceof SolveCancelled ? 'unknown' : 'failed';
    }
  }

  dispose(): void {
    this.disposed = true;
    this.shell.solver?.dispose();
  }
}
