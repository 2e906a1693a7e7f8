/**
 * The screens' way to ask a solver: one Worker per game (so a long Spider search never delays a
 * Gulf answer), a new request for a game cancelling the one still running for it (the worker is
 * terminated and replaced: a synchronous search cannot be interrupted otherwise). Without `Worker`
 * (Node, tests) the solver runs in this thread.
 */
import type { MoveOf, SolverGame, StateOf } from './dispatch';
import type { SolveBudget, Verdict } from './types';
import type { SolveReply, SolveRequest } from './worker';

/**
 * The solvers for in-thread solving (Node, tests). A production build always has `Worker`, so it
 * leaves them out here: they ship once, in the worker's bundle, not twice.
 */
const inThread = import.meta.env?.PROD ? null : await import('./dispatch'); // env is undefined under Playwright's loader

/** The promise of a request that a newer one for the same game replaced (or `cancel`/`dispose`). */
export class SolveCancelled extends Error {
  constructor() {
    super('solve request cancelled');
    this.name = 'SolveCancelled';
  }
}

interface WorkerLike {
  onmessage: ((e: MessageEvent<SolveReply>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  postMessage(msg: SolveRequest): void;
  terminate(): void;
}

interface Pending {
  id: number;
  resolve: (v: Verdict<unknown>) => void;
  reject: (e: Error) => void;
}

const defaultFactory = (): WorkerLike | null =>
  typeof Worker === 'undefined'
    ? null
    : (new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike);

export class SolverClient {
  private nextId = 1;
  private workers = new Map<SolverGame, WorkerLike>();
  private pending = new Map<SolverGame, Pending>();

  /** `makeWorker` returns null to solve in-thread (the default when `Worker` is undefined). */
  constructor(private readonly makeWorker: () => WorkerLike | null = defaultFactory) {}

  request<G extends SolverGame>(game: G, state: StateOf<G>, budget: SolveBudget): Promise<Verdict<MoveOf<G>>> {
    this.cancel(game);
    const worker = this.worker(game);
    if (worker === null) {
      try {
        if (inThread === null) throw new Error('no Worker to run the solver in');
        // In-thread (Node, tests): positions only, no clock, so a verdict is the same on any machine.
        return Promise.resolve(inThread.solveFor(game, state, budget, () => 0));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    const id = this.nextId++;
    return new Promise<Verdict<MoveOf<G>>>((resolve, reject) => {
      this.pending.set(game, { id, resolve: resolve as (v: Verdict<unknown>) => void, reject });
      worker.postMessage({ id, game, state, budget });
    });
  }

  /** Stop `game`'s running request, if any: its promise rejects with SolveCancelled. */
  cancel(game: SolverGame): void {
    const p = this.pending.get(game);
    if (!p) return;
    this.pending.delete(game);
    this.workers.get(game)?.terminate();
    this.workers.delete(game);
    p.reject(new SolveCancelled());
  }

  /** Cancel everything and stop the workers. */
  dispose(): void {
    for (const g of [...this.pending.keys()]) this.cancel(g);
    for (const w of this.workers.values()) w.terminate();
    this.workers.clear();
  }

  private worker(game: SolverGame): WorkerLike | null {
    const have = this.workers.get(game);
    if (have) return have;
    const w = this.makeWorker();
    if (w === null) return null;
    w.onmessage = (e) => {
      const p = this.pending.get(game);
      if (!p || p.id !== e.data.id) return; // a reply to a request already replaced
      this.pending.delete(game);
      if (e.data.verdict) p.resolve(e.data.verdict);
      else p.reject(new Error(e.data.error ?? 'solver failed'));
    };
    w.onerror = (e) => {
      const p = this.pending.get(game);
      this.pending.delete(game);
      this.workers.delete(game);
      w.terminate();
      p?.reject(new Error(e.message || 'solver worker failed'));
    };
    this.workers.set(game, w);
    return w;
  }
}
