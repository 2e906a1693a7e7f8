/**
 * Best-first search over the solver board. Positions are valued by how far they are from done
 * (cards face down, breaks in the columns, cards still in the stock, empty columns); the best
 * one not yet expanded goes next. A 64-bit hash of the position (columns as a multiset, since
 * Spider's columns are interchangeable) keeps each position to one visit.
 */
import { COLUMNS } from './types';
import {
  Board, CAP, DEAL, KIND_DEAL, KIND_MOVE, fromOf, kindOf, toOf,
} from './solver-board';
import { MAX_MOVES, genMoves } from './solver-moves';
import { type Candidate, type Stage, keep, progressOf } from './solver-candidates';
import { HashSet64, KEEP_BITS, KEEP_POOL, Nodes, OpenList } from './solver-store';
import { deadAfterDeal, hostileDeal, liveAfterDeal, nearHostileLast } from './solver-hostile';

export interface SearchLimits {
  deadline: number;
  maxNodes: number;
  now: () => number;
  /** Positions expanded so far, by every search sharing these limits. */
  used: number;
}

/**
 * `auto`: complete runs go off at once and only moves likely to matter are tried (fast, but its
 * dead ends prove nothing). Without it every legal move is tried, so running out of positions
 * proves the deal lost.
 */
export type SearchResult =
  | { kind: 'won'; line: number[] }
  | { kind: 'exhausted'; pruned: boolean; nodes: number }
  | { kind: 'time' | 'memory'; nodes: number };

// Weights of the position value (higher is better), tuned on deals of each suit count.
// `live`: before a hostile deal, each column the dealt card leaves able to move
// (solver-hostile.ts); 0 before any other deal.
export const WEIGHTS = { down: 6, nat: 2, brk: 4, empty: 10, stock: 3, removed: 40, king: 1, depth: 0, live: 20 };
export type Weights = typeof WEIGHTS;

/** A restart's own weights and tie-break order (seed 0: newest first). */
export interface Tune {
  w: Weights;
  seed: number;
  /**
   * In the last `SHORT_STAGES` stages before a hostile last deal, a bonus for each short column
   * (at most `SHORT_CARDS` cards, all face up): the wide beams' (solver-stages.ts). Their value
   * otherwise sees no difference between a column a dealt card can empty and any other.
   */
  short?: number;
}
export const SHORT_STAGES = 2;
export const SHORT_CARDS = 2;

/** Weights scaled by random factors in [1 - spread, 1 + spread], from a deterministic seed. */
export function jitter(seed: number, spread: number): Tune {
  // MurmurHash3's finaliser: an LCG's outputs are linear in its seed, so runs' weights would lie on a line.
  let r = seed >>> 0;
  r = Math.imul(r ^ (r >>> 16), 0x85ebca6b) >>> 0;
  r = Math.imul(r ^ (r >>> 13), 0xc2b2ae35) >>> 0;
  r = (r ^ (r >>> 16)) >>> 0;
  const next = (): number => {
    r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
    return r / 4294967296;
  };
  const w = { ...WEIGHTS };
  for (const k of ['down', 'nat', 'brk', 'empty', 'stock'] as const) w[k] *= 1 - spread + 2 * spread * next();
  return { w, seed };
}
/** Open positions kept before the search gives up for memory. */
const MAX_OPEN = 8_000_000;

/**
 * Column `c`'s share of the value; also leaves its movable group's length in `groupOut`. `live`:
 * the bonus for a column ready for a hostile deal, 0 unless one comes next; `short`: the bonus for
 * a short column (`Tune.short`), 0 unless a hostile last deal is near.
 */
function colScore(b: Board, c: number, w: Weights, live: number, short: number): number {
  const n = b.len[c]!;
  groupOut = 0;
  liveOut = false;
  if (n === 0) return w.empty;
  const d = b.down[c]!;
  const base = c * CAP;
  let s = -w.down * d;
  let start = base + d;
  for (let i = base + d + 1, end = base + n; i < end; i++) {
    const below = b.cards[i - 1]!;
    const card = b.cards[i]!;
    if (below === card + 1) continue;
    s -= (below & 15) === (card & 15) + 1 ? w.nat : w.brk;
    start = i;
  }
  if (n > d) groupOut = base + n - start;
  if (d === 0 && (b.cards[base]! & 15) === 13) s += w.king;
  liveOut = live !== 0 && liveAfterDeal(b, c);
  if (liveOut) s += live;
  if (d === 0 && n <= SHORT_CARDS) s += short;
  return s;
}
let groupOut = 0;
/** colScore's other by-product: whether it gave column `c` the `live` bonus. */
let liveOut = false;

const mix = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
};
/** Another 32-bit finaliser (MurmurHash3's), for the second half of the hash. */
const mix2 = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * Column hashes: a sum of one random word per (height in the column, card), plus one per
 * face-down count, then mixed. The lookups are independent, so a column hashes several times
 * faster than by a multiply per card in a chain. Two tables give two independent halves.
 */
const Z1 = new Int32Array(CAP << 6);
const Z2 = new Int32Array(CAP << 6);
const D1 = new Int32Array(CAP + 1);
const D2 = new Int32Array(CAP + 1);
for (let i = 0; i < Z1.length; i++) {
  Z1[i] = mix(Math.imul(i + 1, 0x9e3779b1));
  Z2[i] = mix(Math.imul(i + 1, 0x85ebca77) ^ 0x5bd1e995);
}
for (let i = 0; i <= CAP; i++) {
  D1[i] = mix(Math.imul(i + 1, 0xc2b2ae35) ^ 0x27d4eb2d);
  D2[i] = mix(Math.imul(i + 1, 0x165667b1) ^ 0x68e31da4);
}

/**
 * Per-column values and hashes of a board, so a child recomputes only the columns it changed.
 * The hash sums over the columns are kept up to date, so a position's hash costs no loop.
 */
class Valued {
  readonly s = new Float64Array(COLUMNS);
  readonly h1 = new Int32Array(COLUMNS);
  /** Already mixed once more: hashB sums these. */
  readonly h2 = new Int32Array(COLUMNS);
  /** Unmixed table sums of each column's first `hl[c]` cards. */
  readonly x = new Int32Array(COLUMNS);
  readonly y = new Int32Array(COLUMNS);
  readonly hl = new Int32Array(COLUMNS);
  /**
   * Each column's movable group, a by-product of scoring, for genMoves; only kept right where
   * genMoves reads it (the expanded position's), not copied by `restoreCol` / `copyFrom`.
   */
  readonly g = new Int32Array(COLUMNS);
  /** Columns given the `live` bonus, as a bit set; like `g`, kept only where it is read. */
  liveCols = 0;
  sumA = 0;
  sumB = 0;
  /** colScore's `live`: set by a stage search that stops before a hostile deal. */
  live = 0;
  /** colScore's `short`: set by a stage search near a hostile last deal, for the plans that ask. */
  short = 0;
  constructor(readonly b: Board, readonly w: Weights = WEIGHTS) {}
  /**
   * Rescores column `c` after one `apply` on the board: moves, deals and removals only shorten
   * a column or write past its end, so the cards below the old length are still the hashed
   * ones, and the sums only take off and add the cards in between (see Board.apply).
   */
  col(c: number): void {
    this.hashCol(c);
    this.score(c);
  }
  score(c: number): void {
    this.s[c] = colScore(this.b, c, this.w, this.live, this.short);
    this.g[c] = groupOut;
    this.liveCols = liveOut ? this.liveCols | (1 << c) : this.liveCols & ~(1 << c);
  }
  /** Column `c`'s hashes only (see `col`). */
  hashCol(c: number): void {
    const b = this.b;
    const cards = b.cards;
    const base = c * CAP;
    const n = b.len[c]!;
    let h = this.hl[c]!;
    let x = this.x[c]!;
    let y = this.y[c]!;
    while (h > n) {
      h--;
      const k = (h << 6) | cards[base + h]!;
      x = (x - Z1[k]!) | 0;
      y = (y - Z2[k]!) | 0;
    }
    for (; h < n; h++) {
      const k = (h << 6) | cards[base + h]!;
      x = (x + Z1[k]!) | 0;
      y = (y + Z2[k]!) | 0;
    }
    this.seal(c, x, y, n);
  }
  /** Stores column `c`'s sums over its `n` cards and updates its hashes. */
  private seal(c: number, x: number, y: number, n: number): void {
    this.x[c] = x;
    this.y[c] = y;
    this.hl[c] = n;
    const d = this.b.down[c]!;
    const a = mix((x + D1[d]!) | 0) | 0;
    const bb = mix2((y + D2[d]!) | 0) | 0;
    this.sumA = (this.sumA + a - this.h1[c]!) | 0;
    this.sumB = (this.sumB + bb - this.h2[c]!) | 0;
    this.h1[c] = a;
    this.h2[c] = bb;
  }
  /**
   * Decodes a `Board.encodeUpInto` snapshot into the board, rehashing and rescoring the columns
   * that differ from the board's (positions loaded one after another share most columns);
   * returns those columns as a bit set. `root` is the search's root, whose face-down cards every
   * position shares (and so does the board, below its own face-down counts); `fx`, `fy` are
   * the hash sums of their prefixes.
   */
  load(enc: Uint8Array, p: number, root: Board, fx: Int32Array, fy: Int32Array): number {
    const b = this.b;
    b.stockPos = enc[p++]!;
    b.removed = enc[p++]!;
    const cards = b.cards;
    let changed = 0;
    for (let c = 0; c < COLUMNS; c++) {
      const n = enc[p++]!;
      const d = enc[p++]!;
      const base = c * CAP;
      if (n === b.len[c] && d === b.down[c]) {
        let i = base + d;
        const end = base + n;
        while (i < end && cards[i] === enc[p]) {
          i++;
          p++;
        }
        if (i === end) continue;
        p -= i - base - d;
      }
      changed |= 1 << c;
      for (let i = base + b.down[c]!; i < base + d; i++) cards[i] = root.cards[i]!;
      b.len[c] = n;
      b.down[c] = d;
      let x = fx[base + d]!;
      let y = fy[base + d]!;
      for (let i = base + d, end = base + n, z = d << 6; i < end; i++, z += 64) {
        const v = enc[p++]!;
        cards[i] = v;
        x = (x + Z1[z | v]!) | 0;
        y = (y + Z2[z | v]!) | 0;
      }
      this.s[c] = colScore(b, c, this.w, this.live, this.short);
      this.g[c] = groupOut;
      this.liveCols = liveOut ? this.liveCols | (1 << c) : this.liveCols & ~(1 << c);
      this.seal(c, x, y, n);
    }
    return changed;
  }
  all(): void {
    for (let c = 0; c < COLUMNS; c++) this.col(c);
  }
  /** Forgets the board it was last on (hashCol works from the last hashed cards), then `all`. */
  fresh(): void {
    for (let c = 0; c < COLUMNS; c++) {
      this.h1[c] = this.h2[c] = this.x[c] = this.y[c] = this.hl[c] = 0;
    }
    this.sumA = this.sumB = 0;
    this.all();
  }
  hashAll(): void {
    for (let c = 0; c < COLUMNS; c++) this.hashCol(c);
  }
  scoreAll(): void {
    for (let c = 0; c < COLUMNS; c++) this.score(c);
  }
  restoreCol(o: Valued, c: number): void {
    this.s[c] = o.s[c]!;
    this.x[c] = o.x[c]!;
    this.y[c] = o.y[c]!;
    this.hl[c] = o.hl[c]!;
    this.sumA = (this.sumA + o.h1[c]! - this.h1[c]!) | 0;
    this.sumB = (this.sumB + o.h2[c]! - this.h2[c]!) | 0;
    this.h1[c] = o.h1[c]!;
    this.h2[c] = o.h2[c]!;
  }
  copyFrom(o: Valued): void {
    // Loops: ten entries copy faster than six `set` calls.
    for (let c = 0; c < COLUMNS; c++) {
      this.s[c] = o.s[c]!;
      this.h1[c] = o.h1[c]!;
      this.h2[c] = o.h2[c]!;
      this.x[c] = o.x[c]!;
      this.y[c] = o.y[c]!;
      this.hl[c] = o.hl[c]!;
    }
    this.sumA = o.sumA;
    this.sumB = o.sumB;
  }
  value(): number {
    let v = 0;
    for (let c = 0; c < COLUMNS; c++) v += this.s[c]!;
    return v + this.w.removed * this.b.removed - this.w.stock * (this.b.stock.length - this.b.stockPos);
  }
  /** Order-free sum over columns (Spider's columns are interchangeable), then the stock position. */
  hashA(): number {
    return mix(this.sumA ^ Math.imul(this.b.stockPos + 1, 0x9e3779b1));
  }
  hashB(): number {
    return mix(this.sumB + this.b.stockPos);
  }
}

/**
 * The value the search gives `b` (higher is better; `short` as `Tune.short`), and a key equal for
 * equal positions (columns as a multiset, and the stock position): 53 bits of the search's 64-bit
 * hash, so two positions share one by chance about once in 2^53 pairs.
 */
export function assess(b: Board, short = 0): { value: number; key: number } {
  if (ASSESS.b !== b) ASSESS = new Valued(b);
  const v = ASSESS;
  v.short = short !== 0 && nearHostileLast(b, SHORT_STAGES) ? short : 0;
  v.fresh();
  return { value: v.value(), key: v.hashA() * 2097152 + (v.hashB() >>> 11) };
}

// The buffers searches share (one search at a time: `search` never calls itself).
let POOL = new Uint8Array(1 << 16);
const SEEN = new HashSet64(12);
const LIST = new Int32Array(MAX_MOVES);
/** The search's board and its two value sets, kept while the stock and weights stay the same. */
let BASE = new Board(new Uint8Array(0));
let VB = new Valued(BASE);
let VC = new Valued(BASE);
let ASSESS = new Valued(BASE);
const NODES = new Nodes();
const SAVE_LEN = new Int32Array(COLUMNS);
const SAVE_DOWN = new Int32Array(COLUMNS);
const FX = new Int32Array(COLUMNS * CAP);
const FY = new Int32Array(COLUMNS * CAP);
/** Bytes of the longest `encodeUpInto` snapshot: every card face up. */
const MAX_ENCODED = 2 + 2 * COLUMNS + 104;
const OPEN = new OpenList();

export function search(
  root: Board, auto: boolean, lim: SearchLimits, stage?: Stage, cap = Infinity, swap = false,
  tune: Tune = { w: WEIGHTS, seed: 0 }, units = false,
): SearchResult {
  const depthWeight = tune.w.depth;
  let rnd = tune.seed >>> 0;
  let pruned = false;
  const onPrune = (): void => {
    pruned = true;
  };
  // Expanded positions, encoded back to back in one growing buffer: `nodes.off[n]` is node n's
  // start (-1 for a node none of whose children wait in the open list: it is never loaded).
  if (POOL.length > KEEP_POOL) POOL = new Uint8Array(1 << 16);
  let pool = POOL;
  let poolEnd = 0;
  const nodes = NODES;
  nodes.reset();
  const store = (n: number, b: Board): void => {
    const need = poolEnd + MAX_ENCODED;
    if (need > pool.length) {
      const bigger = new Uint8Array(Math.max(need, pool.length * 2));
      bigger.set(pool.subarray(0, poolEnd));
      pool = bigger;
      POOL = bigger;
    }
    nodes.off[n] = poolEnd;
    poolEnd = b.encodeUpInto(pool, poolEnd);
  };
  // Hash sums of the root's face-down cards, column by column, for each count (see `load`).
  const fx = FX;
  const fy = FY;
  for (let c = 0; c < COLUMNS; c++) {
    let x = 0;
    let y = 0;
    for (let i = 0; ; i++) {
      fx[c * CAP + i] = x;
      fy[c * CAP + i] = y;
      if (i >= root.down[c]!) break;
      const k = (i << 6) | root.cards[c * CAP + i]!;
      x = (x + Z1[k]!) | 0;
      y = (y + Z2[k]!) | 0;
    }
  }
  const seen = SEEN;
  // One to three positions met per position expanded: room for four, so a stage search's set
  // rarely grows; at most 2^KEEP_BITS slots to begin with, as most searches end well before
  // their cap.
  const bound = Math.min(stage?.cap ?? cap, lim.maxNodes - lim.used + 1);
  const bits = Number.isFinite(bound) ? Math.ceil(Math.log2(bound)) + 2 : KEEP_BITS;
  seen.reset(Math.min(KEEP_BITS, Math.max(12, bits)));
  const open = OPEN;
  open.reset();
  if (BASE.stock !== root.stock) BASE = new Board(root.stock);
  if (VB.b !== BASE || VB.w !== tune.w) {
    VB = new Valued(BASE, tune.w);
    VC = new Valued(BASE, tune.w);
  }
  const base = BASE;
  const vb = VB;
  // The children's values, on `base` itself: each child is played on it and taken back.
  const vc = VC;
  // A stage before a hostile deal: columns ready for it are worth more; before a hostile last
  // deal, a position it would leave without a move is lost, so it is not dealt from.
  const hostile = stage !== undefined && hostileDeal(root.stock, root.stockPos);
  const lastDeal = hostile && root.stockPos === root.stock.length - COLUMNS;
  vb.live = vc.live = hostile ? tune.w.live : 0;
  const short = tune.short ?? 0;
  vb.short = vc.short = stage !== undefined && short !== 0 && nearHostileLast(root, SHORT_STAGES) ? short : 0;
  const list = LIST;
  let seq = 0;

  const lineTo = (node: number, last?: number): number[] => {
    const line = last === undefined ? [] : [last];
    for (let n = node; n > 0; n = nodes.parent[n]!) line.push(nodes.move[n]!);
    return line.reverse();
  };
  // `live` is on before every hostile deal, so the columns it marks are the ones deadAfterDeal finds.
  const liveMarked = tune.w.live !== 0;
  // What `offer` offers, for `make` (one closure per search, not one per offer).
  let offered = 0;
  let offeredValue = 0;
  let offeredProgress = 0;
  const make = (): Candidate => ({
    enc: base.encode(), line: lineTo(offered), value: offeredValue, progress: offeredProgress,
  });
  const offer = (node: number): void => {
    if (stage === undefined || base.hasEmpty() || base.stockPos >= base.stock.length) return;
    if (lastDeal && (liveMarked ? vb.liveCols === 0 : deadAfterDeal(base))) return;
    offered = node;
    offeredValue = vb.value();
    offeredProgress = stage.distinct ? progressOf(base) : 0;
    keep(stage, offeredValue, offeredProgress, make);
  };

  base.copyFrom(root);
  if (base.isWon()) return { kind: 'won', line: [] };
  vb.fresh();
  seen.add(vb.hashA(), vb.hashB());
  // Node 0 is the root; every other node is the child of `parent[n]` by `move[n]`.
  nodes.push(-1, 0, 0);
  // Between expansions `vc` holds the same values as `vb`.
  vc.copyFrom(vb);
  let node = 0;
  for (;;) {
    const depth = nodes.depth[node]!;
    let count = genMoves(base, vb.g, auto, list, onPrune, swap, units);
    if (stage !== undefined) {
      offer(node);
      if (count > 0 && list[count - 1] === DEAL) count--;
    }
    let pushed = 0;
    for (let j = 0; j < count; j++) {
      const m = list[j]!;
      // What the move changes, to take it back (a move, deal or removal only shortens a column
      // or writes past its end, so the counts are enough: see Board.apply).
      const kind = kindOf(m);
      const f = fromOf(m);
      const t = toOf(m);
      const lenF = base.len[f]!;
      const downF = base.down[f]!;
      const lenT = base.len[t]!;
      const downT = base.down[t]!;
      const stockPos = base.stockPos;
      const removedBefore = base.removed;
      if (kind === KIND_DEAL) {
        for (let c = 0; c < COLUMNS; c++) {
          SAVE_LEN[c] = base.len[c]!;
          SAVE_DOWN[c] = base.down[c]!;
        }
      }
      base.apply(m, auto);
      if (auto && base.removed !== removedBefore) pruned = true; // runs went off without a choice
      if (base.isWon()) return { kind: 'won', line: lineTo(node, m) };
      // Hashes first: about two children in three are positions met before, not worth scoring.
      if (kind === KIND_MOVE) {
        vc.hashCol(fromOf(m));
        vc.hashCol(toOf(m));
      } else if (kind === KIND_DEAL) {
        vc.hashAll();
      } else {
        vc.hashCol(fromOf(m));
      }
      if (seen.add(vc.hashA(), vc.hashB())) {
        if (kind === KIND_MOVE) {
          vc.score(fromOf(m));
          vc.score(toOf(m));
        } else if (kind === KIND_DEAL) {
          vc.scoreAll();
        } else {
          vc.score(fromOf(m));
        }
        // Newest first, or at random for a restart (with scaled weights, values differing by
        // less than one point then mix too: more variety between restarts).
        let tie = seq++ & 4194303;
        if (rnd !== 0) {
          rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0;
          tie = rnd >>> 10;
        }
        const key = (vc.value() - depthWeight * depth) * 4194304 + tie;
        open.push(key, node, m);
        pushed++;
      }
      // Back to the parent: only the columns the move touched.
      base.stockPos = stockPos;
      base.removed = removedBefore;
      if (kind === KIND_MOVE) {
        base.len[f] = lenF;
        base.down[f] = downF;
        base.len[t] = lenT;
        base.down[t] = downT;
        vc.restoreCol(vb, f);
        vc.restoreCol(vb, t);
      } else if (kind === KIND_DEAL) {
        for (let c = 0; c < COLUMNS; c++) {
          base.len[c] = SAVE_LEN[c]!;
          base.down[c] = SAVE_DOWN[c]!;
        }
        vc.copyFrom(vb);
      } else {
        base.len[f] = lenF;
        base.down[f] = downF;
        vc.restoreCol(vb, f);
      }
    }
    if (open.size === 0) return { kind: 'exhausted', pruned, nodes: nodes.length };
    if (open.size > MAX_OPEN) return { kind: 'memory', nodes: nodes.length };
    if (stage !== undefined && nodes.length >= stage.cap) return { kind: 'exhausted', pruned: true, nodes: nodes.length };
    if (nodes.length >= cap) return { kind: 'memory', nodes: nodes.length };
    if (lim.used >= lim.maxNodes) return { kind: 'memory', nodes: nodes.length };
    if ((lim.used & 255) === 0 && lim.now() >= lim.deadline) return { kind: 'time', nodes: nodes.length };
    lim.used++;
    open.pop();
    const p = open.outParent;
    const m = open.outMove;
    // The node's snapshot, unless the child just popped was its only one.
    if (pushed > (p === node ? 1 : 0)) store(node, base);
    if (p !== node) {
      for (let changed = vb.load(pool, nodes.off[p]!, root, fx, fy); changed !== 0; changed &= changed - 1) {
        const c = 31 - Math.clz32(changed & -changed);
        vc.restoreCol(vb, c);
      }
    }
    // The boards hold node `p` now (when it was the node just expanded, about half the pops,
    // they still did): play the move and rescore only the columns it touched.
    base.apply(m, auto);
    const kind = kindOf(m);
    if (kind === KIND_MOVE) {
      vb.col(fromOf(m));
      vb.col(toOf(m));
      vc.restoreCol(vb, fromOf(m));
      vc.restoreCol(vb, toOf(m));
    } else if (kind === KIND_DEAL) {
      vb.all();
      vc.copyFrom(vb);
    } else {
      vb.col(fromOf(m));
      vc.restoreCol(vb, fromOf(m));
    }
    node = nodes.push(p, m, nodes.depth[p]! + 1);
  }
}
