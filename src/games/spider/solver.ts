/**
 * The Spider solver (issue 8). It knows the whole deal, face-down cards and stock order
 * included, as published solvers do. First a fast search that takes complete runs off at once
 * and skips moves that only shuffle; if that runs dry, an exhaustive one over every legal move,
 * whose running dry proves the position lost. Lines are replayed on the engine before they are
 * returned, so a "won" verdict always wins on the engine.
 */
import { type SolveBudget, type Verdict, shareOf } from '../../solver/types';
import { hint } from './hint';
import { applyMove, groupLength, hasCompleteRun, isWon, removalMove, status } from './rules';
import { Board, KIND_DEAL, KIND_MOVE, countOf, fromOf, kindOf, toOf } from './solver-board';
import { type SearchLimits, type SearchResult, search } from './solver-search';
import { staged } from './solver-stages';
import { COLUMNS, type SpiderMove, type SpiderState } from './types';

function toEngineMove(s: SpiderState, m: number): SpiderMove {
  if (kindOf(m) === KIND_MOVE) return { type: 'move', from: fromOf(m), to: toOf(m), count: countOf(m) };
  if (kindOf(m) === KIND_DEAL) return { type: 'deal' };
  return removalMove(s, fromOf(m));
}

/**
 * A move of `count` cards that are several groups (solver-moves.ts, `unitMoves`) as the game's
 * moves: each group above the lowest parked in an empty column of its own, the lowest moved,
 * then the parked ones brought back in turn. A single group is the move itself.
 */
export function expandUnit(s: SpiderState, m: SpiderMove & { type: 'move' }): SpiderMove[] {
  // The unit's groups, top first, by the game's own rule for a group.
  const sizes: number[] = [];
  let up = s.columns[m.from]!.up;
  for (let left = m.count; left > 0; ) {
    const g = Math.min(left, groupLength({ down: [], up }));
    sizes.push(g);
    left -= g;
    up = up.slice(0, up.length - g);
  }
  if (sizes.length === 1) return [m];
  const parks = s.columns.flatMap((c, i) => (i !== m.to && i !== m.from && c.up.length === 0 && c.down.length === 0 ? [i] : []));
  const out: SpiderMove[] = [];
  sizes.slice(0, -1).forEach((g, i) => out.push({ type: 'move', from: m.from, to: parks[i]!, count: g }));
  out.push({ type: 'move', from: m.from, to: m.to, count: sizes[sizes.length - 1]! });
  for (let i = sizes.length - 2; i >= 0; i--) out.push({ type: 'move', from: parks[i]!, to: m.to, count: sizes[i]! });
  return out;
}

/**
 * The solver's line as engine moves, played out on the engine from `state` (throws if it does
 * not win: that would be a solver bug). With `auto`, complete runs are taken off after each
 * move, as the fast search does; the line stops as soon as the engine says won.
 */
export function replayLine(state: SpiderState, line: readonly number[], auto: boolean): SpiderMove[] {
  let s = state;
  const out: SpiderMove[] = [];
  const sweep = (): void => {
    if (!auto) return;
    for (let c = 0; c < COLUMNS; c++) {
      if (isWon(s) || !hasCompleteRun(s.columns[c]!)) continue;
      const m = removalMove(s, c);
      s = applyMove(s, m);
      out.push(m);
    }
  };
  sweep();
  for (const m of line) {
    if (isWon(s)) break;
    const em = toEngineMove(s, m);
    for (const step of em.type === 'move' ? expandUnit(s, em) : [em]) {
      s = applyMove(s, step);
      out.push(step);
    }
    sweep();
  }
  if (!isWon(s)) throw new Error('spider solver: the line does not win');
  return out;
}

/**
 * A winning line from `state`, "lost" when none exists, or "unknown" when the budget runs out
 * (`maxNodes` positions expanded, or `maxMs` by `now`; without `now` only nodes count).
 */
export function solveSpider(
  state: SpiderState,
  budget: SolveBudget,
  now: () => number = () => 0,
): Verdict<SpiderMove> {
  const st = status(state);
  if (st === 'won') return { result: 'won', line: [] };
  if (st === 'lost') return { result: 'lost' };
  const deadline = now() + budget.maxMs;
  const root = Board.fromState(state);
  let rootRemoved = false;
  for (let c = 0; c < COLUMNS; c++) rootRemoved = root.removeIfComplete(c) || rootRemoved;
  const lim: SearchLimits = { deadline, maxNodes: budget.maxNodes, now, used: 0 };
  const share = shareOf(budget);
  if (root.stockPos < root.stock.length) {
    const line = staged(root, lim, share);
    if (Array.isArray(line)) return { result: 'won', line: replayLine(state, line, true) };
    return unknown({ kind: line, nodes: 0 });
  }
  // With the stock out the search is one run: the first share does it, the others stand down.
  if (share.index > 0) return { result: 'unknown', reason: 'memory' };
  const fast = search(root, true, lim);
  if (fast.kind === 'won') return { result: 'won', line: replayLine(state, fast.line, true) };
  if (fast.kind === 'exhausted' && !fast.pruned && !rootRemoved) return { result: 'lost' };
  if (fast.kind !== 'exhausted') return unknown(fast);
  const exact = search(Board.fromState(state), false, lim);
  if (exact.kind === 'won') return { result: 'won', line: replayLine(state, exact.line, false) };
  if (exact.kind === 'exhausted') return { result: 'lost' };
  return unknown(exact);
}

function unknown(r: SearchResult): Verdict<SpiderMove> {
  return { result: 'unknown', reason: r.kind === 'time' ? 'time' : 'memory' };
}

/** HELP's answer: the solver's next move when it finds a win within `budget`, else the heuristic hint. */
export function spiderHint(
  state: SpiderState,
  budget: SolveBudget,
  now?: () => number,
): { move: SpiderMove | null; from: 'solver' | 'heuristic' } {
  const v = solveSpider(state, budget, now);
  if (v.result === 'won' && v.line.length > 0) return { move: v.line[0]!, from: 'solver' };
  return { move: hint(state), from: 'heuristic' };
}
