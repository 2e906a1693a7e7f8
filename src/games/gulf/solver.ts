/**
 * Gulf solver: depth-first search over the round in progress, knowing the stock order (as published
 * Golf solvers do). Only ranks matter (suits never do; a joker matches anything), so a position is
 * (stack heights, cards drawn, face-up rank), and positions already shown to fail prune
 * transpositions. "lost" therefore means every play/draw order of the round was tried (the cuts
 * below are proofs, not guesses). "won" means the round's board is cleared: engine status 'won',
 * with the bonus gamble still to come.
 */
import { rankOf } from '../../core/cards';
import type { SolveBudget, Verdict } from '../../solver/types';
import type { GulfMove, GulfState } from './engine';

/** How often (in expanded positions) the clock is read. */
const CLOCK_EVERY = 1024;

class OutOfBudget extends Error {
  constructor(readonly reason: 'time' | 'memory') {
    super(`out of budget (${reason})`);
  }
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
  const pow: number[] = [];
  for (let i = 0, p = 1; i < n; i++, p *= base) pow.push(p);
  const hSpace = base ** n;
  let hKey = 0;
  for (let i = 0; i < n; i++) hKey += heights[i]! * pow[i]!;
  let left = heights.reduce((a, b) => a + b, 0);
  const face0 = rankOf(state.pile[state.pile.length - 1]!);

  // Positions shown to fail, as a bitset over the whole key space (at most 6^7 * 21 * 14 bits, about
  // 10 MB): far faster than a Set once there are millions of them.
  const failed = new Uint8Array(Math.ceil((hSpace * (stock.length + 1) * 14) / 8));
  // Cards of each rank not yet gone (board + undrawn stock), and on the board only.
  const live = new Array<number>(15).fill(0);
  const onBoard = new Array<number>(15).fill(0);
  for (const c of stacks) for (const r of c) {
    live[r]!++;
    onBoard[r]!++;
  }
  for (const r of stock) live[r]!++;
  /**
   * A plain board card goes only onto a face one rank away or a joker. If no such card is left
   * anywhere (board or stock) and the face does not fit it now, the board can never clear.
   */
  const hopeless = (face: number): boolean => {
    if (live[0]! > 0 || face === 0) return false;
    for (let r = 1; r <= 13; r++) {
      if (onBoard[r] !== 0 && live[r - 1]! + live[r + 1]! === 0 && r - face !== 1 && face - r !== 1) return true;
    }
    return false;
  };
  const fits = (r: number, face: number): boolean => r === 0 || face === 0 || r - face === 1 || face - r === 1;

  const path: number[] = []; // stack index, or -1 for a draw
  const start = now();
  let nodes = 0;

  const dfs = (drawn: number, face: number): boolean => {
    if (left === 0) return true;
    const k = (hKey * (stock.length + 1) + drawn) * 14 + face;
    if ((failed[k >>> 3]! >> (k & 7)) & 1) return false;
    if (++nodes > budget.maxNodes) throw new OutOfBudget('memory');
    if (nodes % CLOCK_EVERY === 0 && now() - start > budget.maxMs) throw new OutOfBudget('time');
    if (hopeless(face)) return false;
    // Plays first (a plain card before a joker: jokers are worth keeping), then the draw.
    for (let pass = 0; pass < 2; pass++) {
      for (let i = 0; i < n; i++) {
        const h = heights[i]!;
        if (h === 0) continue;
        const r = stacks[i]![h - 1]!;
        if ((r === 0) !== (pass === 1) || !fits(r, face)) continue;
        heights[i] = h - 1;
        hKey -= pow[i]!;
        left--;
        live[r]!--;
        onBoard[r]!--;
        path.push(i);
        if (dfs(drawn, r)) return true;
        path.pop();
        onBoard[r]!++;
        live[r]!++;
        left++;
        hKey += pow[i]!;
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
    if (!dfs(0, face0)) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: path.map((i): GulfMove => (i < 0 ? { type: 'draw' } : { type: 'play', stack: i })) };
}
