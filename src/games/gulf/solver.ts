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

  // Positions already shown to fail, as a bitset over the whole key space (at most 6^7 * 21 * 14 bits,
  // about 10 MB): far faster than a Set once there are millions of them.
  const failed = new Uint8Array(Math.ceil((base ** n * (stock.length + 1) * 14) / 8));
  const path: number[] = []; // stack index, or -1 for a draw
  const start = now();
  let nodes = 0;

  const key = (drawn: number, face: number): number => {
    let k = 0;
    for (let i = 0; i < n; i++) k = k * base + heights[i]!;
    return (k * (stock.length + 1) + drawn) * 14 + face;
  };
  // Cards of each rank not yet gone (board + undrawn stock), and on the board only.
  const live = new Array<number>(15).fill(0);
  const onBoard = new Array<number>(15).fill(0);
  for (const c of stacks) for (let i = 0; i < c.length; i++) (live[c[i]!]!++, onBoard[c[i]!]!++);
  for (const r of stock) live[r]!++;
  const below = new Array<number>(15).fill(0);
  /**
   * Sound cut: a plain board card can only go onto a face one rank away or a joker. Such a face must
   * come from the stock or from a board card that is not under it in its own stack (those leave
   * later). If none is left and the face does not fit it now, the board can never clear.
   */
  const hopeless = (face: number): boolean => {
    if (live[0]! > 0 || face === 0) return false;
    for (let r = 1; r <= 13; r++) {
      if (onBoard[r] !== 0 && live[r - 1]! + live[r + 1]! === 0 && r - face !== 1 && face - r !== 1) return true;
    }
    if ((globalThis as unknown as { __weak: boolean }).__weak) return false;
    for (let i = 0; i < n; i++) {
      const c = stacks[i]!;
      const h = heights[i]!;
      for (let p = 0; p < h; p++) {
        const r = c[p]!;
        if (live[r - 1]! - below[r - 1]! + live[r + 1]! - below[r + 1]! === 0 && (p < h - 1 || (r - face !== 1 && face - r !== 1))) {
          for (let q = 0; q < p; q++) below[c[q]!]!--;
          return true;
        }
        below[r]!++;
      }
      for (let p = 0; p < h; p++) below[c[p]!]!--;
    }
    return false;
  };
  const fits = (r: number, face: number): boolean => r === 0 || face === 0 || r - face === 1 || face - r === 1;

  const dfs = (drawn: number, face: number): boolean => {
    if (left === 0) return true;
    const k = key(drawn, face);
    if ((failed[k >>> 3]! >> (k & 7)) & 1) return false;
    if (hopeless(face)) return false;
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
        live[r]!--;
        onBoard[r]!--;
        path.push(i);
        if (dfs(drawn, r)) return true;
        path.pop();
        left++;
        live[r]!++;
        onBoard[r]!++;
        heights[i] = h;
      }
    }
    if (drawn < stock.length) {
      const r = stock[drawn]!;
      path.push(-1);
      live[r]!--;
      if (dfs(drawn + 1, r)) return true;
      live[r]!++;
      path.pop();
    }
    failed[k >>> 3]! |= 1 << (k & 7);
    return false;
  };

  try {
    const ok = dfs(0, face0);
    (globalThis as unknown as { __nodes: number }).__nodes = nodes;
    if (!ok) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: path.map((i): GulfMove => (i < 0 ? { type: 'draw' } : { type: 'play', stack: i })) };
}
