// Shared contract every game solver follows, so screens, the worker and the benchmark treat them alike.

/** What a solver says about a position. `line` replays legally on the engine from the given state and wins. */
export type Verdict<M> =
  | { result: 'won'; line: M[] }
  | { result: 'lost' }
  | { result: 'unknown'; reason: 'time' | 'memory' };

/** Stop after `maxMs` (measured with the caller's clock) or after expanding `maxNodes` positions. */
export interface SolveBudget {
  maxMs: number;
  maxNodes: number;
}

// each game: export function solve<Game>(state: <GameState>, budget: SolveBudget, now?: () => number): Verdict<<GameMove>>
