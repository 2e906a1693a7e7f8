/**
 * Deal by deal: the play between two deals is a stage. Each stage is searched best-first for a
 * bounded number of positions, keeping its few best positions to deal from. Two plans walk the
 * stages:
 * - depth-first: the candidates of a stage are dealt from in turn, the next stage searched after
 *   each deal, backtracking when a later stage fails;
 * - beam: of all the positions reached by dealing at one stage (valued after the known deal
 *   lands, duplicates dropped), the best few start the next stage.
 * Each plan's rounds widen its bounds: this keeps the search from polishing one stage for ever,
 * or dealing too soon. One and two suits: the two plans take turns with growing budgets, each
 * going on from where it stopped. Four suits: many short runs from scratch with weights scaled
 * at random (`restarts`).
 */
import { type Share, WHOLE } from '../../solver/types';
import { Board, CAP, DEAL } from './solver-board';
import { COLUMNS } from './types';
import { type Candidate } from './solver-candidates';
import { type SearchLimits, type Tune, WEIGHTS, assess, jitter, search } from './solver-search';

interface Plan {
  beam: boolean;
  /** Weights and tie-break of its stage searches (default: the tuned weights, newest first). */
  tune?: Tune;
  /** Also try a whole group from a natural spot onto another suit when that frees an in-suit build. */
  swap: boolean;
  /** Stage searches keep candidates of distinct progress (see `Stage.distinct`). */
  distinct: boolean;
  /** Several groups at once through empty columns (solver-moves.ts, `unitMoves`). */
  units?: boolean;
  /** (beam width, positions per stage, candidates per stage) for each round. */
  rounds: readonly [number, number, number][];
}

const DEPTH_FIRST: Plan = {
  beam: false,
  swap: false,
  distinct: false,
  rounds: [[1, 300, 2], [1, 1000, 3], [1, 3000, 3], [1, 8000, 4], [1, 20000, 5], [1, 60000, 6], [1, 200000, 8]],
};
const BEAM: Plan = {
  beam: true,
  swap: true,
  distinct: false,
  rounds: [
    [1, 300, 2], [2, 1000, 2], [4, 2000, 3], [6, 5000, 4], [10, 10000, 5], [16, 20000, 6], [24, 50000, 8],
    [40, 100000, 10],
  ],
};
/** Positions each plan may expand per turn, turn after turn. */
const TURNS = [30_000, 60_000, 120_000, 250_000, 500_000, 1_000_000, 2_000_000, 4_000_000, Infinity];
/** The last stage (stock empty) must win outright, so it gets more room. */
const LAST_STAGE = 4;
const T0: Tune = { w: WEIGHTS, seed: 0 };

class OutOfBudget extends Error {
  constructor(readonly kind: 'time' | 'memory') {
    super(`out of budget (${kind})`);
  }
}

/**
 * A winning line (internal moves) from `root`, or why none was found. `share`: this worker's
 * part of the runs when several search at once (see SolveBudget.share); the parts together are
 * exactly the runs of the whole search.
 */
export function staged(root: Board, lim: SearchLimits, share: Share = WHOLE): number[] | 'time' | 'memory' {
  return suitCount(root) === 4 ? restarts(root, lim, share) : portfolio(root, lim, share);
}

/** Suits among the cards still in play. */
function suitCount(b: Board): number {
  let mask = 0;
  for (let c = 0; c < COLUMNS; c++) {
    for (let i = c * CAP, end = i + b.len[c]!; i < end; i++) mask |= 1 << (b.cards[i]! >> 4);
  }
  for (let i = b.stockPos; i < b.stock.length; i++) mask |= 1 << (b.stock[i]! >> 4);
  let n = 0;
  for (; mask !== 0; mask &= mask - 1) n++;
  return n;
}

/**
 * Four suits: many short runs, each from scratch. Which deals a run wins varies a lot with its
 * weights and tie-breaks (heavy tails), so short runs with different ones win more deals per
 * second than a few long ones. The first run is depth-first with the tuned weights; then every
 * third run is the beam, the others depth-first, each with the weights scaled at random and a
 * random tie-break (deterministic seeds), except the wide beams (below). Narrow runs get
 * `RUN` positions, RUN more every `GROW` runs.
 * Every run may move several groups at once through empty columns (`units`, solver-moves.ts), as
 * a player does in several moves that the best-first search would reach only through
 * worse-looking positions: a typical deal is won in about 40 % fewer positions.
 */
const RUN = 50_000;
const GROW = 8;
/** Weights are scaled by factors in [1 - SPREAD, 1 + SPREAD] (a spread of 0.25 or 0.4 wins fewer hard deals). */
export const SPREAD = 0.6;
/** Enough runs for any budget; only reached when every run ends early (a tiny, dead position). */
const MAX_RUNS = 1000;
/**
 * Every fifth run from `WIDE_FIRST` is a wide beam: five hundred positions dealt from at each
 * stage, each stage searched for 2,000, with every candidate kept (not one per progress: a
 * four-suit stage search meets few positions, often under a thousand, so one candidate per
 * progress left the beam 7 to 80 wide at its first stages instead of filling its width). The
 * first has the tuned weights, the others a run's scaled ones. A wide beam wins deals the narrow
 * runs leave unknown at many times their budget (143, 447, 704 of 1..1,000, not won in
 * 30,000,000 positions, in 1.1 to 2.1 million), but one that fails costs 1.5 to 2.5 million
 * (docs/notes/solver-journal.md, session 24). So the first is run 9 (share 1's fifth when split
 * in two): a deal the narrow runs win within their first 500,000 positions never pays for it
 * (session 23's beam, as run 3, cost one worker's 200-deal row two deals). Every fifth run
 * alternates between two workers' shares. Near a hostile last deal they also value short columns
 * (`WIDE_SHORT`).
 */
const WIDE_FIRST = 9;
const WIDE_EVERY = 5;
const WIDE_ROUNDS: Plan['rounds'] = [[500, 2000, 12]];
const WIDE_TURN = 2_500_000;
/**
 * The wide beams' bonus for a short column near a hostile last deal (`Tune.short`), in their stage
 * searches and in the beam's ranking. On 122 deals with a hostile last deal (52 of 1..10,000, 70 of
 * 10,001..20,000), both shares at 6,000,000: 122 won against 121, in 8.7 % fewer positions; in the
 * narrow runs too, it lost other deals (docs/notes/solver-journal.md, sessions 26 and 27). No other
 * deal changes.
 */
export const WIDE_SHORT = 3;

const isWide = (i: number): boolean => i >= WIDE_FIRST && (i - WIDE_FIRST) % WIDE_EVERY === 0;

/** Run i's plan and weights: see `restarts`. */
function planOf(i: number): Plan {
  const tune = i === 0 || i === WIDE_FIRST ? T0 : jitter(i * 7919 + 1, SPREAD);
  if (isWide(i)) return { beam: true, swap: true, distinct: false, units: true, tune: { ...tune, short: WIDE_SHORT }, rounds: WIDE_ROUNDS };
  return { ...(i % 3 === 1 ? BEAM : DEPTH_FIRST), tune, distinct: true, units: true };
}

function restarts(root: Board, lim: SearchLimits, share: Share): number[] | 'time' | 'memory' {
  // Run i's weights and size depend on i alone, so a share's runs are the whole search's.
  for (let i = share.index; i < MAX_RUNS; i += share.of) {
    const plan = planOf(i);
    const turn = isWide(i) ? WIDE_TURN : RUN * (1 + Math.floor(i / GROW));
    const sub: SearchLimits = { ...lim, maxNodes: Math.min(lim.maxNodes, lim.used + turn) };
    const r = runPlan(plan, root, sub, [0], 0);
    lim.used = sub.used;
    if (Array.isArray(r)) return r;
    if (r === 'time' || lim.used >= lim.maxNodes) return r;
  }
  return 'memory';
}

/** One and two suits: the two plans take turns with growing budgets (split: one plan a share). */
function portfolio(root: Board, lim: SearchLimits, share: Share): number[] | 'time' | 'memory' {
  // A round that ran to its end without a win would do so again: each plan goes on from the
  // round its last turn interrupted.
  const next = [0, 0];
  const plans = [DEPTH_FIRST, BEAM];
  for (const turn of TURNS) {
    for (let i = 0; i < plans.length; i++) {
      if (i % share.of !== share.index || next[i]! >= plans[i]!.rounds.length) continue;
      const sub: SearchLimits = { ...lim, maxNodes: Math.min(lim.maxNodes, lim.used + turn) };
      const r = runPlan(plans[i]!, root, sub, next, i);
      lim.used = sub.used;
      if (Array.isArray(r)) return r;
      if (r === 'time' || lim.used >= lim.maxNodes) return r;
    }
  }
  return 'memory';
}

function runPlan(plan: Plan, root: Board, lim: SearchLimits, next: number[], i: number): number[] | 'time' | 'memory' {
  const b = new Board(root.stock);
  try {
    for (; next[i]! < plan.rounds.length; next[i]!++) {
      const [width, cap, k] = plan.rounds[next[i]!]!;
      const line = plan.beam ? beam(root, lim, width, cap, k, plan) : stage(root, lim, cap, k, b, plan);
      if (line !== null) return line;
    }
  } catch (e) {
    if (e instanceof OutOfBudget) return e.kind;
    throw e;
  }
  return 'memory';
}

/** Searches one stage from `from`; null when its own cap ran out, throws when the budget did. */
function stageSearch(from: Board, lim: SearchLimits, cap: number, k: number, plan: Plan, cands: Candidate[]) {
  const last = from.stockPos >= from.stock.length;
  const st = last ? undefined : { cap, k, cands, distinct: plan.distinct };
  const r = search(from, true, lim, st, cap * LAST_STAGE, plan.swap, plan.tune ?? T0, plan.units);
  if (r.kind === 'time' || r.kind === 'memory') {
    if (lim.used >= lim.maxNodes || r.kind === 'time') throw new OutOfBudget(r.kind);
    return null; // the last stage's own cap
  }
  return r;
}

function stage(from: Board, lim: SearchLimits, cap: number, k: number, b: Board, plan: Plan): number[] | null {
  const cands: Candidate[] = [];
  const r = stageSearch(from, lim, cap, k, plan, cands);
  if (r === null) return null;
  if (r.kind === 'won') return r.line;
  for (const c of cands) {
    b.decode(c.enc);
    b.apply(DEAL, true);
    const next = new Board(from.stock);
    next.copyFrom(b);
    if (next.isWon()) return [...c.line, DEAL];
    const rest = stage(next, lim, cap, k, b, plan);
    if (rest !== null) return [...c.line, DEAL, ...rest];
  }
  return null;
}

interface Entry {
  board: Board;
  line: number[];
  value: number;
}

function beam(root: Board, lim: SearchLimits, width: number, cap: number, k: number, plan: Plan): number[] | null {
  let level: Entry[] = [{ board: root, line: [], value: 0 }];
  const b = new Board(root.stock);
  while (level.length > 0) {
    const next = new Map<number, Entry>();
    for (const e of level) {
      const cands: Candidate[] = [];
      const r = stageSearch(e.board, lim, cap, k, plan, cands);
      if (r === null) continue;
      if (r.kind === 'won') return [...e.line, ...r.line];
      for (const c of cands) {
        b.decode(c.enc);
        b.apply(DEAL, true);
        if (b.isWon()) return [...e.line, ...c.line, DEAL];
        // The board and line are copied only for a position not met yet (or met by a longer line).
        const { value, key } = assess(b, plan.tune?.short);
        const old = next.get(key);
        if (old !== undefined && old.line.length <= e.line.length + c.line.length + 1) continue;
        const nb = new Board(root.stock);
        nb.copyFrom(b);
        next.set(key, { board: nb, line: [...e.line, ...c.line, DEAL], value });
      }
    }
    level = [...next.values()].sort((x, y) => y.value - x.value).slice(0, width);
  }
  return null;
}
