/**
 * Gulf solver: depth-first search over the round in progress, knowing the stock order (as published
 * Golf solvers do). Only ranks matter (suits never do; a joker matches anything), so a position is
 * (stack heights, cards drawn, face-up rank) and a set of positions already shown to fail prunes
 * transpositions. "lost" therefore means every play/draw order of the round was tried.
 * "won" means the round's board is cleared (engine status 'won', the bonus gamble follows).
 */
import { rankOf } from '../../core/cards';
import type { SolveBudget, Verdict } from '../../solver/types';
import type { GulfMove, GulfState } from './engine';

/** How often (in expanded positions) the clock is read. */
const CLOCK_EVERY = 1024;

class OutOfBudget {
  constructor(readonly reason: 'time' | 'memory') {}
}

export function solveGulf(state: GulfState, budget: SolveBudget, now: () => number = () => 0): Verdict<GulfMove> {
  if (state.phase === 'gamble') return { result: 'won', line: [] };
  if (state.phase === 'over') return { result: 'lost' };

  // Ranks 0 (joker) .. 13; stacks bottom first, like the engine.
  const stacks = state.stacks.map((c) => c.map(rankOf));
  const stock = state.stock.map(rankOf);
  const n = stacks.length;
  const heights = stacks.map((c) => c.length);
  const base = Math.max(...heights) + 1;
  let left = heights.reduce((a, b) => a + b, 0);
  const face0 = rankOf(state.pile[state.pile.length - 1]!);

  const failed = new Set<number>();
  const path: number[] = []; // stack index, or -1 for a draw
  const start = now();
  let nodes = 0;

  const key = (drawn: number, face: number): number => {
    let k = 0;
    for (let i = 0; i < n; i++) k = k * base + heights[i]!;
    return (k * (stock.length + 1) + drawn) * 14 + face;
  };
  const fits = (r: number, face: number): boolean => r === 0 || face === 0 || r - face === 1 || face - r === 1;

  const dfs = (drawn: number, face: number): boolean => {
    if (left === 0) return true;
    const k = key(drawn, face);
    if (failed.has(k)) return false;
    if (++nodes > budget.maxNodes) throw new OutOfBudget('memory');
    if (nodes % CLOCK_EVERY === 0 && now() - start > budget.maxMs) throw new OutOfBudget('time');
    // Plays first (a plain card before a joker: jokers are worth keeping), then the draw.
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < n; i++) {
        const h = heights[i]!;
        if (h === 0) continue;
        const r = stacks[i]![h - 1]!;
        if ((r === 0) !== (pass === 1) || !fits(r, face)) continue;
        heights[i] = h - 1;
        left--;
        path.push(i);
        if (dfs(drawn, r)) return true;
        path.pop();
        left++;
        heights[i] = h;
      }
    }
    if (drawn < stock.length) {
      path.push(-1);
      if (dfs(drawn + 1, stock[drawn]!)) return true;
      path.pop();
    }
    failed.add(k);
    return false;
  };

  try {
    if (!dfs(0, face0)) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: path.map((i): GulfMove => (i < 0 ? { type: 'draw' } : { type: 'play', stack: i })) };
}
