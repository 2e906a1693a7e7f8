/** Shared helpers for the solver tests: replaying a line, and an exhaustive search on the engine itself. */
import type { Engine, GameState, TaggedMove } from '../../../src/core/engine';

/** Positions only: with `stopped` as the clock no search ends for time, so a verdict is the same on any machine. */
export const BIG = { maxMs: 1e9, maxNodes: 20_000_000 };
export const stopped = (): number => 0;

/** Replays `line` on the engine (apply throws on an illegal move) and returns the final state. */
export function replay<S extends GameState, M extends TaggedMove>(engine: Engine<S, M, never>, s: S, line: readonly M[]): S {
  return line.reduce((t, m) => engine.apply(t, m), s);
}

/**
 * Whether `s` can be won, by trying every legal move the engine offers (`allowed` filters out moves
 * that never change the outcome and would loop, such as King's Korner's hold/unhold). Independent of
 * the solvers: it only memoises positions by `key`.
 */
export function canWin<S extends GameState, M extends TaggedMove>(
  engine: Engine<S, M, never>,
  s: S,
  key: (s: S) => string,
  allowed: (m: M) => boolean = () => true,
): boolean {
  const seen = new Map<string, boolean>();
  const go = (t: S): boolean => {
    const st = engine.status(t);
    if (st === 'won') return true;
    if (st === 'lost') return false;
    const k = key(t);
    const known = seen.get(k);
    if (known !== undefined) return known;
    seen.set(k, false); // a loop back here does not win
    let ok = false;
    for (const m of engine.legalMoves(t)) {
      if (allowed(m) && go(engine.apply(t, m))) {
        ok = true;
        break;
      }
    }
    seen.set(k, ok);
    return ok;
  };
  return go(s);
}
