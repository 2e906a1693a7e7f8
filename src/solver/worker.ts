/**
 * Web Worker entry: receives `{ id, game, state, budget }`, posts back `{ id, verdict }`. A screen
 * creates it with `new Worker(new URL('../../solver/worker.ts', import.meta.url), { type: 'module' })`.
 * The search is synchronous, so a newer request waits for the current one; the client cancels by
 * ignoring stale ids (and terminating the worker when it must stop a long search at once).
 */
import { isSolverGame, solveFor, type SolverGame, type StateOf } from './dispatch';
import type { SolveBudget, Verdict } from './types';

export interface SolveRequest {
  id: number;
  game: SolverGame;
  state: unknown;
  budget: SolveBudget;
}

export interface SolveReply {
  id: number;
  verdict: Verdict<unknown> | null;
  /** Set when the request could not be served (unknown game, a solver threw). */
  error?: string;
}

interface WorkerScope {
  onmessage: ((e: MessageEvent<SolveRequest>) => void) | null;
  postMessage(reply: SolveReply): void;
}

/** Serve one request (exported so it can be tested without a worker). */
export function serve(req: SolveRequest): SolveReply {
  if (!isSolverGame(req.game)) return { id: req.id, verdict: null, error: `no solver for ${String(req.game)}` };
  try {
    return { id: req.id, verdict: solveFor(req.game, req.state as StateOf<typeof req.game>, req.budget) };
  } catch (e) {
    return { id: req.id, verdict: null, error: e instanceof Error ? e.message : String(e) };
  }
}

// Only when loaded as a worker: not in a window, not in Node (tests, benchmark).
const g = globalThis as unknown as { WorkerGlobalScope?: abstract new () => unknown };
const scope = globalThis as unknown as WorkerScope;
if (typeof g.WorkerGlobalScope === 'function' && globalThis instanceof g.WorkerGlobalScope) {
  scope.onmessage = (e) => scope.postMessage(serve(e.data));
}
