/**
 * The screens' way to ask a solver. Every client shares the page's pool of workers (pool.ts): at
 * most `searchWorkers()` of them, kept alive between searches. A new request for a game cancels
 * the one still running for it (its promise rejects with SolveCancelled, and its search is told
 * to stop, not killed). A request is posted only after the screen has drawn the change that
 * asked for it. Without `Worker` (Node, tests) the solver runs in this thread.
 */
import type { MoveOf, SolverGame, StateOf } from './dispatch';
import { WorkerPool, type Job, type WorkerLike } from './pool';
import type { SolveBudget, Verdict } from './types';
import type { SolveReply } from './worker';

export type { WorkerLike } from './pool';

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

interface Pending {
  resolve: (v: Verdict<unknown>) => void;
  reject: (e: Error) => void;
  /** Its jobs, one per share (none until the screen has been drawn). */
  jobs: Job[];
  /**
   * Shares still searching, whether one stopped for time, and whether each that answered so far
   * proved its part lost (`Verdict` `part`).
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

/** Search workers for the page: one core is left to the screen (hardwareConcurrency − 1, at least one). */
export function searchWorkers(): number {
  const n = typeof navigator === 'undefined' ? 1 : (navigator.hardwareConcurrency ?? 1);
  return Math.max(1, Math.floor(n) - 1);
}

/** Workers a split request may use: all the search workers. */
export const splitThreads = searchWorkers;

/** Whether a worker may be given shared memory (a stop word): only in a cross-origin isolated page. */
const canShare = (): boolean =>
  typeof SharedArrayBuffer === 'function' && (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;

/**
 * Run `go` once the screen has been drawn: after the next animation frame, in a task of its own
 * (so the frame's painting comes first). A hidden page draws no frames: a timer starts it anyway.
 */
function afterPaint(go: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    go();
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(go, 0);
  };
  requestAnimationFrame(start);
  setTimeout(start, 100);
}

const report = (why: string) => failureListener?.(why);
let pagePool: WorkerPool | null = null;
/** Ids are unique in the page: a worker's stop word names one request of one client. */
let nextId = 1;

export interface PoolOptions {
  /** Most workers (default `searchWorkers()`). */
  workers?: number;
  /** Give workers a stop word (default: when the page is cross-origin isolated). */
  shared?: boolean;
  /** When to post a request (default `afterPaint`; tests pass `(go) => go()`). */
  defer?: (go: () => void) => void;
}

export class SolverClient {
  private pending = new Map<SolverGame, Pending>();
  private readonly pool: WorkerPool;
  /** A pool of this client's own (a test's factory), terminated by `dispose`. */
  private readonly own: boolean;
  private readonly defer: (go: () => void) => void;

  /**
   * `makeWorker` returns null to solve in-thread (the default when `Worker` is undefined). With
   * the default factory and options, the client uses the page's pool.
   */
  constructor(makeWorker: () => WorkerLike | null = defaultFactory, opts: PoolOptions = {}) {
    this.own = makeWorker !== defaultFactory || opts.workers !== undefined || opts.shared !== undefined;
    const make = () => new WorkerPool(makeWorker, Math.max(1, opts.workers ?? searchWorkers()), opts.shared ?? canShare(), report);
    this.pool = this.own ? make() : (pagePool ??= make());
    this.defer = opts.defer ?? afterPaint;
  }

  /**
   * Solve `state` in a worker. With `threads` > 1 the search is split over that many workers (at
   * most the pool's; SolveBudget.share): the first "won" or "lost" answers and stops the others;
   * "lost" for a part (`part`) counts only once every part says so; otherwise the verdict is
   * "unknown" when every part is done. In-thread, the whole search runs at once.
   */
  request<G extends SolverGame>(
    game: G, state: StateOf<G>, budget: SolveBudget, threads = 1,
  ): Promise<Verdict<MoveOf<G>>> {
    this.cancel(game);
    if (!this.pool.usable()) {
      try {
        if (inThread === null) throw new Error('no Worker to run the solver in');
        // In-thread (Node, tests): positions only, no clock, so a verdict is the same on any machine.
        return Promise.resolve(inThread.solveFor(game, state, budget, () => 0));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    }
    const of = Math.min(this.pool.size, Math.max(1, Math.floor(threads)));
    return new Promise<Verdict<MoveOf<G>>>((resolve, reject) => {
      const p: Pending = { resolve: resolve as (v: Verdict<unknown>) => void, reject, jobs: [], left: of, time: false, parts: true };
      this.pending.set(game, p);
      this.defer(() => {
        if (this.pending.get(game) !== p) return; // replaced before it started
        for (let index = 0; index < of; index++) {
          const job: Job = {
            req: { id: nextId++, game, state, budget: of === 1 ? budget : { ...budget, share: { index, of } } },
            done: (r) => this.answer(game, p, r),
            failed: (why) => this.fail(game, p, new Error(why)),
          };
          p.jobs.push(job);
          this.pool.submit(job);
        }
      });
    });
  }

  /** Stop `game`'s running request, if any: its promise rejects with SolveCancelled. */
  cancel(game: SolverGame): void {
    const p = this.pending.get(game);
    if (p) this.fail(game, p, new SolveCancelled());
  }

  /** Cancel every request (and stop the workers of a pool of the client's own). */
  dispose(): void {
    for (const g of [...this.pending.keys()]) this.cancel(g);
    if (this.own) this.pool.terminate();
  }

  /** One share's answer. */
  private answer(game: SolverGame, p: Pending, r: SolveReply): void {
    if (this.pending.get(game) !== p) return; // a stopped search's answer
    const v = r.verdict;
    if (!v) {
      this.fail(game, p, new Error(r.error ?? 'solver failed'));
      return;
    }
    if (v.result === 'unknown' || (v.result === 'lost' && v.part)) {
      if (v.result === 'unknown') {
        p.time ||= v.reason === 'time';
        p.parts = false;
      }
      if (--p.left > 0) return; // another part may still decide
      this.settle(game, p);
      p.resolve(p.parts ? { result: 'lost' } : { result: 'unknown', reason: p.time ? 'time' : 'memory' });
      return;
    }
    this.settle(game, p); // the other parts are still searching: stop them
    p.resolve(v);
  }

  private fail(game: SolverGame, p: Pending, e: Error): void {
    if (this.pending.get(game) !== p) return;
    this.settle(game, p);
    p.reject(e);
  }

  /** `p` is decided: forget it and stop its shares still waiting or searching. */
  private settle(game: SolverGame, p: Pending): void {
    this.pending.delete(game);
    for (const j of p.jobs) this.pool.cancel(j);
  }
}
