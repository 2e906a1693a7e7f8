// Shared contract every game solver follows, so screens, the worker and the benchmark treat them alike.

/**
 * What a solver says about a position. `line` replays legally on the engine from the given state
 * and wins. `part`: only this worker's share of a split proof failed (SolveBudget.share): the
 * position is lost when every share says so.
 */
export type Verdict<M> =
  | { result: 'won'; line: M[] }
  | { result: 'lost'; part?: true }
  | { result: 'unknown'; reason: 'time' | 'memory' };

/** Stop after `maxMs` (measured with the caller's clock) or after expanding `maxNodes` positions. */
export interface SolveBudget {
  maxMs: number;
  maxNodes: number;
  /**
   * This worker's part of a search split over `of` workers (SolverClient sets it). A solver made
   * of independent runs (Spider's restarts) does runs `index`, `index + of`, ...; one that splits
   * a single proof (Idiot's Delight: the positions at some deal, by a hash) searches its share of
   * them and answers "lost" with `part`; one that cannot split ignores it. Each part has the whole
   * `maxMs` / `maxNodes`.
   */
  share?: Share;
}

export interface Share {
  index: number;
  of: number;
}

/** The whole search: a missing or malformed share. */
export const WHOLE: Share = { index: 0, of: 1 };

export function shareOf(b: SolveBudget): Share {
  const s = b.share;
  if (!s || !Number.isInteger(s.of) || !Number.isInteger(s.index) || s.of < 1 || s.index < 0 || s.index >= s.of) {
    return WHOLE;
  }
  return s;
}

// each game: export function solve<Game>(state: <GameState>, budget: SolveBudget, now?: () => number): Verdict<<GameMove>>
