/**
 * Deal by deal: the play between two deals is a stage. Each stage is searched best-first for a
 * bounded number of positions; its few best positions to deal from are tried in turn, the next
 * stage searched after each deal (depth-first over stages, backtracking when a later stage
 * fails). Rounds widen the bounds until the budget runs out: this keeps the search from
 * polishing one stage for ever, or dealing too soon.
 */
import { Board, DEAL } from './solver-board';
import { type Candidate, type SearchLimits, search } from './solver-search';

/** (positions per stage, candidates per stage) for each round. */
const ROUNDS: readonly [number, number][] = [
  [300, 2], [1000, 3], [3000, 3], [8000, 4], [20000, 5], [60000, 6], [200000, 8],
];
/** The last stage (stock empty) must win outright, so it gets more room. */
const LAST_STAGE = 4;

class OutOfBudget {
  constructor(readonly kind: 'time' | 'memory') {}
}

/** A winning line (internal moves) from `root`, or why none was found. */
export function staged(root: Board, lim: SearchLimits): number[] | 'time' | 'memory' {
  const b = new Board(root.stock);
  try {
    for (const [cap, k] of ROUNDS) {
      const line = stage(root, lim, cap, k, b);
      if (line !== null) return line;
    }
  } catch (e) {
    if (e instanceof OutOfBudget) return e.kind;
    throw e;
  }
  return 'memory';
}

function stage(from: Board, lim: SearchLimits, cap: number, k: number, b: Board): number[] | null {
  const last = from.stockPos >= from.stock.length;
  const cands: Candidate[] = [];
  const r = search(from, true, lim, last ? undefined : { cap, k, cands }, cap * LAST_STAGE);
  if (r.kind === 'won') return r.line;
  if (r.kind === 'time' || r.kind === 'memory') {
    if (lim.used >= lim.maxNodes || r.kind === 'time') throw new OutOfBudget(r.kind);
    return null; // the last stage's own cap
  }
  for (const c of cands) {
    b.decode(c.enc);
    b.apply(DEAL, true);
    const next = new Board(from.stock);
    next.copyFrom(b);
    if (next.isWon()) return [...c.line, DEAL];
    const rest = stage(next, lim, cap, k, b);
    if (rest !== null) return [...c.line, DEAL, ...rest];
  }
  return null;
}
