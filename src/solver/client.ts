/**
 * The screens' way to ask a solver: one Worker per game (so a long Spider search never delays a
 * Gulf answer; Spider splits its search over two), a new request for a game cancelling the one
 * still running for it (the workers are terminated and replaced: a synchronous search cannot be
 * interrupted otherwise). Without `Worker` (Node, tests) the solver runs in this thread.
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
  /**
   * Workers of a split request still searching, whether one stopped for time, and whether each
   * that answered so far proved its part lost (`Verdict` `part`).
   */
  left: number;
  time: boolean;
  parts: boolean;
}

let created = 0;

/** Solver Workers started in this visit (the automation API reports it: none while Aids are off). */
export const workersCreated = (): number => created;

const defaultFactory = (): WorkerLike | null => {
  if (typeof Worker === 'undefined') return null;
  created++;
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
};

let failureListener: ((why: string) => void) | null = null;

/**
 * Who tells the player when a solver worker cannot start or dies (its script could not be
 * fetched, say): main.ts shows a requester. The request still rejects, and the game goes on
 * without verdicts; without this the player would only see "unknown".
 */
export function onSolverFailure(listener: ((why: string) => void) | null): void {
  failureListener = listener;
}

/** Workers a split request may use here: two, or one on a single-core machine. */
export function splitThreads(): number {
  const n = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
  return n >= 2 ? 2 : 1;
}

export class SolverClient {
  private nextId = 1;
  private workers = new Map<SolverGame, WorkerLike[]>();
  private pending = new Map<SolverGame, Pending>();

  /** `makeWorker` returns null to solve in-thread (the default when `Worker` is undefined). */
  constructor(private readonly makeWorker: () => WorkerLike | null = defaultFactory) {}

  /**
   * Solve `state` in `game`'s worker. With `threads` > 1 the search is split over that many
   * workers (SolveBudget.share): the first "won" or "lost" answers and stops the others; "lost"
   * for a part (`part`) counts only once every part says so; otherwise the verdict is "unknown"
   * when every part is done. In-thread, the whole search runs.
   */
  request<G extends SolverGame>(
    game: G, state: StateOf<G>, budget: SolveBudget, threads = 1,
  ): Promise<Verdict<MoveOf<G>>> {
    this.cancel(game);
    const first = this.worker(game, 0);
    if (first === null) {
      try {
        if (inThread === null) throw new Error('no Worker to run the solver in');
        // In-thread (Node, tests): positions only, no clock, so a verdict is the same on any machine.
        return Promise.resolve(inThread.solveFor(game, state, budget, () => 0));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    const of = Math.max(1, Math.floor(threads));
    const workers = [first];
    for (let i = 1; i < of; i++) workers.push(this.worker(game, i)!);
    const id = this.nextId++;
    return new Promise<Verdict<MoveOf<G>>>((resolve, reject) => {
      this.pending.set(game, { id, resolve: resolve as (v: Verdict<unknown>) => void, reject, left: of, time: false, parts: true });
      workers.forEach((w, index) => {
        w.postMessage({ id, game, state, budget: of === 1 ? budget : { ...budget, share: { index, of } } });
      });
    });
  }

  /** Stop `game`'s running request, if any: its promise rejects with SolveCancelled. */
  cancel(game: SolverGame): void {
    const p = this.pending.get(game);
    if (!p) return;
    this.pending.delete(game);
    this.stopWorkers(game);
    p.reject(new SolveCancelled());
  }

  /** Cancel everything and stop the workers. */
  dispose(): void {
    for (const g of [...this.pending.keys()]) this.cancel(g);
    for (const g of [...this.workers.keys()]) this.stopWorkers(g);
  }

  /** Terminates `game`'s workers (a synchronous search cannot be stopped otherwise), but `keep`. */
  private stopWorkers(game: SolverGame, keep?: WorkerLike): void {
    const ws = this.workers.get(game) ?? [];
    for (const w of ws) if (w !== keep) w.terminate();
    if (keep) this.workers.set(game, [keep]);
    else this.workers.delete(game);
  }

  /** `game`'s `i`-th worker, made when missing (null: no Worker here). */
  private worker(game: SolverGame, i: number): WorkerLike | null {
    const ws = this.workers.get(game) ?? [];
    const have = ws[i];
    if (have) return have;
    const w = this.makeWorker();
    if (w === null) return null;
    w.onmessage = (e) => {
      const p = this.pending.get(game);
      if (!p || p.id !== e.data.id) return; // a reply to a request already replaced
      const v = e.data.verdict;
      if (!v) {
        this.pending.delete(game);
        this.stopWorkers(game, w);
        p.reject(new Error(e.data.error ?? 'solver failed'));
        return;
      }
      if (v.result === 'unknown' || (v.result === 'lost' && v.part)) {
        if (v.result === 'unknown') {
          p.time ||= v.reason === 'time';
          p.parts = false;
        }
        if (--p.left > 0) return; // another part may still decide
        this.pending.delete(game);
        p.resolve(p.parts ? { result: 'lost' } : { result: 'unknown', reason: p.time ? 'time' : 'memory' });
        return;
      }
      this.pending.delete(game);
      this.stopWorkers(game, w); // the other parts are still searching: stop them
      p.resolve(v);
    };
    w.onerror = (e) => {
      const p = this.pending.get(game);
      this.pending.delete(game);
      this.stopWorkers(game);
      const why = e.message || 'solver worker failed'; // a script that could not be loaded has no message
      failureListener?.(why);
      p?.reject(new Error(why));
    };
    ws[i] = w;
    this.workers.set(game, ws);
    return w;
  }
}
