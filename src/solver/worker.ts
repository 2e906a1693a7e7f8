/**
 * Web Worker entry: receives `{ id, game, state, budget }`, posts back `{ id, verdict }`, one
 * request at a time (the pool, pool.ts, posts the next only after the answer). Where the page may
 * share memory a request carries the worker's stop word: a search whose id is written there stops
 * within a few hundred positions and answers "unknown" (its client has dropped it already).
 */
import { isSolverGame, solveFor, type SolverGame, type StateOf } from './dispatch';
import type { SolveBudget, Verdict } from './types';

export interface SolveRequest {
  id: number;
  game: SolverGame;
  state: unknown;
  budget: SolveBudget;
  /** The worker's stop word (an Int32Array on a SharedArrayBuffer): the id of the search to stop. */
  stop?: Int32Array;
}

export interface SolveReply {
  id: number;
  verdict: Verdict<unknown> | null;
  /** Set when the request could not be served (unknown game, a solver threw). */
  error?: string;
}

/**
 * The clock a search reads. Every solver already polls its clock against its deadline (every 256
 * to 1,024 positions), so once request `id` is in the stop word each read jumps far past any
 * deadline measured from an earlier read, and the search ends as if out of time. No solver needs
 * another check, and a search told to stop before its first read still stops at its second.
 */
export function stopClock(id: number, stop: Int32Array | null, now: () => number = () => performance.now()): () => number {
  let jump = 0;
  return () => {
    if (stop !== null && Atomics.load(stop, 0) === id) jump += 1e13;
    return now() + jump;
  };
}

/** Serve one request (exported so it can be tested without a worker). */
export function serve(req: SolveRequest, now: () => number = () => performance.now()): SolveReply {
  if (!isSolverGame(req.game)) return { id: req.id, verdict: null, error: `no solver for ${String(req.game)}` };
  try {
    return { id: req.id, verdict: solveFor(req.game, req.state as StateOf<typeof req.game>, req.budget, now) };
  } catch (e) {
    return { id: req.id, verdict: null, error: e instanceof Error ? e.message : String(e) };
  }
}

interface WorkerScope {
  onmessage: ((e: MessageEvent<SolveRequest>) => void) | null;
  postMessage(reply: SolveReply): void;
}

// Only when loaded as a worker: not in a window, not in Node (tests, benchmark).
const g = globalThis as unknown as { WorkerGlobalScope?: abstract new () => unknown };
const scope = globalThis as unknown as WorkerScope;
if (typeof g.WorkerGlobalScope === 'function' && globalThis instanceof g.WorkerGlobalScope) {
  scope.onmessage = (e) => {
    const msg = e.data;
    const stop = msg.stop ?? null;
    if (stop !== null && Atomics.load(stop, 0) === msg.id) {
      scope.postMessage({ id: msg.id, verdict: { result: 'unknown', reason: 'time' } }); // stopped before it began
      return;
    }
    scope.postMessage(serve(msg, stopClock(msg.id, stop)));
  };
}
