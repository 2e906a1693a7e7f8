/**
 * Best-first search over the solver board. Positions are valued by how far they are from done
 * (cards face down, breaks in the columns, cards still in the stock, empty columns); the best
 * one not yet expanded goes next. A 64-bit hash of the position (columns as a multiset, since
 * Spider's columns are interchangeable) keeps each position to one visit.
 */
import { COLUMNS } from './types';
import {
  Board, CAP, DEAL, KIND_DEAL, KIND_MOVE, fromOf, kindOf, mkMove, mkRemove, toOf,
} from './solver-board';

export interface SearchLimits {
  deadline: number;
  maxNodes: number;
  now: () => number;
  /** Positions expanded so far, by every search sharing these limits. */
  used: number;
}

/** A position to deal from: the line that reaches it from the stage's start. */
export interface Candidate {
  enc: Uint8Array;
  line: number[];
  value: number;
}

/** Stage mode: no deals; the `k` best dealable positions met within `cap` expansions are kept. */
export interface Stage {
  cap: number;
  k: number;
  cands: Candidate[];
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
export const WEIGHTS = { down: 6, nat: 2, brk: 4, empty: 10, stock: 3, removed: 40, king: 1, depth: 0 };
export type Weights = typeof WEIGHTS;

/** A restart's own weights and tie-break order (seed 0: newest first). */
export interface Tune {
  w: Weights;
  seed: number;
}

/** Weights scaled by random factors in [1 - spread, 1 + spread], from a deterministic seed. */
export function jitter(seed: number, spread: number): Tune {
  let r = seed >>> 0;
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

/** Open-addressing set of 64-bit hashes (two 32-bit halves; zero marks a free slot). */
class HashSet64 {
  private lo: Int32Array;
  private hi: Int32Array;
  size = 0;
  constructor(bits = 16) {
    this.lo = new Int32Array(1 << bits);
    this.hi = new Int32Array(1 << bits);
  }
  /** Adds the key; false when it was there already. */
  add(a: number, b: number): boolean {
    a |= 0;
    b = b | 1; // never zero
    const mask = this.lo.length - 1;
    let i = (a ^ Math.imul(b, 0x27d4eb2d)) & mask;
    for (;;) {
      const h = this.hi[i]!;
      if (h === 0) break;
      if (h === b && this.lo[i] === a) return false;
      i = (i + 1) & mask;
    }
    this.lo[i] = a;
    this.hi[i] = b;
    if (++this.size * 2 > this.lo.length) this.grow();
    return true;
  }
  private grow(): void {
    const { lo, hi } = this;
    this.lo = new Int32Array(lo.length * 2);
    this.hi = new Int32Array(hi.length * 2);
    this.size = 0;
    for (let i = 0; i < lo.length; i++) if (hi[i] !== 0) this.add(lo[i]!, hi[i]!);
  }
}

/** Max-heap of (key, parent node, move) in parallel typed arrays. */
class OpenList {
  key = new Float64Array(1 << 14);
  parent = new Int32Array(1 << 14);
  move = new Int32Array(1 << 14);
  size = 0;
  push(k: number, p: number, m: number): void {
    if (this.size === this.key.length) this.grow();
    let i = this.size++;
    const { key, parent, move } = this;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (key[up]! >= k) break;
      key[i] = key[up]!;
      parent[i] = parent[up]!;
      move[i] = move[up]!;
      i = up;
    }
    key[i] = k;
    parent[i] = p;
    move[i] = m;
  }
  /** Removes the top; its parent and move are left in `outParent` / `outMove`. */
  outParent = 0;
  outMove = 0;
  pop(): void {
    const { key, parent, move } = this;
    this.outParent = parent[0]!;
    this.outMove = move[0]!;
    const n = --this.size;
    const k = key[n]!;
    const p = parent[n]!;
    const m = move[n]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && key[c + 1]! > key[c]!) c++;
      if (key[c]! <= k) break;
      key[i] = key[c]!;
      parent[i] = parent[c]!;
      move[i] = move[c]!;
      i = c;
    }
    key[i] = k;
    parent[i] = p;
    move[i] = m;
  }
  private grow(): void {
    const n = this.key.length * 2;
    const key = new Float64Array(n);
    key.set(this.key);
    const parent = new Int32Array(n);
    parent.set(this.parent);
    const move = new Int32Array(n);
    move.set(this.move);
    this.key = key;
    this.parent = parent;
    this.move = move;
  }
}

function colScore(b: Board, c: number, w: Weights): number {
  const n = b.len[c]!;
  if (n === 0) return w.empty;
  const d = b.down[c]!;
  const base = c * CAP;
  let s = -w.down * d;
  for (let i = base + d + 1, end = base + n; i < end; i++) {
    const below = b.cards[i - 1]!;
    const card = b.cards[i]!;
    if (below === card + 1) continue;
    s -= (below & 15) === (card & 15) + 1 ? w.nat : w.brk;
  }
  if (d === 0 && (b.cards[base]! & 15) === 13) s += w.king;
  return s;
}

const mix = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
};

/** Per-column values and hashes of a board, so a child recomputes only the columns it changed. */
class Valued {
  readonly s = new Float64Array(COLUMNS);
  readonly h1 = new Uint32Array(COLUMNS);
  readonly h2 = new Uint32Array(COLUMNS);
  constructor(readonly b: Board, readonly w: Weights = WEIGHTS) {}
  col(c: number): void {
    this.s[c] = colScore(this.b, c, this.w);
    this.b.colHash(c);
    this.h1[c] = this.b.hashA;
    this.h2[c] = this.b.hashB;
  }
  all(): void {
    for (let c = 0; c < COLUMNS; c++) this.col(c);
  }
  restoreCol(o: Valued, c: number): void {
    this.s[c] = o.s[c]!;
    this.h1[c] = o.h1[c]!;
    this.h2[c] = o.h2[c]!;
  }
  copyFrom(o: Valued): void {
    this.s.set(o.s);
    this.h1.set(o.h1);
    this.h2.set(o.h2);
  }
  value(): number {
    let v = 0;
    for (let c = 0; c < COLUMNS; c++) v += this.s[c]!;
    return v + this.w.removed * this.b.removed - this.w.stock * (this.b.stock.length - this.b.stockPos);
  }
  /** Order-free sum over columns, then the stock position. */
  hashA(): number {
    let h = 0;
    for (let c = 0; c < COLUMNS; c++) h = (h + this.h1[c]!) | 0;
    return mix(h ^ Math.imul(this.b.stockPos + 1, 0x9e3779b1));
  }
  hashB(): number {
    let h = 0;
    for (let c = 0; c < COLUMNS; c++) h = (h + mix(this.h2[c]!)) | 0;
    return mix(h + this.b.stockPos);
  }
}

/** The value the search gives `b` (higher is better). */
export function valueOf(b: Board): number {
  const v = new Valued(b);
  v.all();
  return v.value();
}

/**
 * Moves worth trying from `b`. With `auto`, prunes moves that only shuffle (a whole group from
 * a card one rank higher onto another of a different suit; part of a group onto a different
 * suit; part of a group into an empty column when the card it leaves on top takes nothing);
 * `onPrune` hears of each. With `swap`, a whole group may leave a natural spot for another suit
 * when a card of the spot's own suit waits to go there. A group never hops from a column it
 * fills alone into an empty one, and of several empty columns only the first is used: both lose
 * nothing.
 */
export function genMoves(b: Board, auto: boolean, out: number[], onPrune: () => void, swap = false): void {
  out.length = 0;
  let empty = -1;
  for (let c = 0; c < COLUMNS; c++) {
    if (b.len[c] === 0) {
      empty = c;
      break;
    }
  }
  const g = new Int32Array(COLUMNS);
  for (let c = 0; c < COLUMNS; c++) g[c] = b.groupLen(c);
  for (let a = 0; a < COLUMNS; a++) {
    const ga = g[a]!;
    if (ga === 0) continue;
    const n = b.len[a]!;
    const base = a * CAP;
    const topRank = b.cards[base + n - 1]! & 15;
    const bottom = b.cards[base + n - ga]!;
    const belowIdx = n - ga - 1;
    const below = belowIdx >= b.down[a]! ? b.cards[base + belowIdx]! : 0;
    const onNatural = below !== 0 && (below & 15) === (bottom & 15) + 1;
    for (let t = 0; t < COLUMNS; t++) {
      if (t === a || b.len[t] === 0) continue;
      const top = b.top(t);
      const k = (top & 15) - topRank;
      if (k < 1 || k > ga) continue;
      const moved = b.cards[base + n - k]!;
      const sameSuit = top === moved + 1;
      if (auto && !sameSuit && (k < ga || (onNatural && !(swap && someoneFits(b, g, a, t, below - 1))))) {
        onPrune();
        continue;
      }
      out.push(mkMove(a, t, k));
    }
    if (empty >= 0) {
      for (let k = 1; k <= ga; k++) {
        if (k === ga && n === ga) continue;
        if (auto && k < ga && !someoneTakes(b, g, a, (b.cards[base + n - k - 1]! & 15) - 1)) {
          onPrune();
          continue;
        }
        out.push(mkMove(a, empty, k));
      }
    }
  }
  if (!auto) {
    for (let c = 0; c < COLUMNS; c++) if (g[c] === 13) out.push(mkRemove(c));
  }
  if (empty < 0 && b.stockPos < b.stock.length) out.push(DEAL);
}

/** Whether a column other than `a` and `t` has card `card` in its movable group. */
function someoneFits(b: Board, g: Int32Array, a: number, t: number, card: number): boolean {
  for (let c = 0; c < COLUMNS; c++) {
    if (c === a || c === t || g[c] === 0) continue;
    const top = b.top(c);
    if (card >= top && card < top + g[c]! && (card >> 4) === (top >> 4)) return true;
  }
  return false;
}

/** Whether a column other than `a` has a card of `rank` in its movable group. */
function someoneTakes(b: Board, g: Int32Array, a: number, rank: number): boolean {
  for (let c = 0; c < COLUMNS; c++) {
    if (c === a || g[c] === 0) continue;
    const topRank = b.top(c) & 15;
    if (rank >= topRank && rank < topRank + g[c]!) return true;
  }
  return false;
}

export function search(
  root: Board, auto: boolean, lim: SearchLimits, stage?: Stage, cap = Infinity, swap = false,
  tune: Tune = { w: WEIGHTS, seed: 0 },
): SearchResult {
  const depthWeight = tune.w.depth;
  let rnd = tune.seed >>> 0;
  let pruned = false;
  const onPrune = (): void => {
    pruned = true;
  };
  // Expanded positions, encoded back to back in one growing buffer: `offs[n]` is node n's start.
  let pool = new Uint8Array(1 << 16);
  let poolEnd = 0;
  const offs: number[] = [];
  const store = (b: Board): void => {
    const need = poolEnd + b.encodedSize();
    if (need > pool.length) {
      const bigger = new Uint8Array(Math.max(need, pool.length * 2));
      bigger.set(pool.subarray(0, poolEnd));
      pool = bigger;
    }
    offs.push(poolEnd);
    poolEnd = b.encodeInto(pool, poolEnd);
  };
  const parents: number[] = [];
  const moves: number[] = [];
  const depths: number[] = [];
  const seen = new HashSet64(12);
  const open = new OpenList();
  const base = new Board(root.stock);
  const child = new Board(root.stock);
  const vb = new Valued(base, tune.w);
  const vc = new Valued(child, tune.w);
  const list: number[] = [];
  let seq = 0;

  const lineTo = (node: number, last?: number): number[] => {
    const line = last === undefined ? [] : [last];
    for (let n = node; n > 0; n = parents[n]!) line.push(moves[n]!);
    return line.reverse();
  };
  const offer = (node: number): void => {
    if (stage === undefined || base.hasEmpty() || base.stockPos >= base.stock.length) return;
    const value = vb.value();
    const c = stage.cands;
    if (c.length >= stage.k && c[c.length - 1]!.value >= value) return;
    let i = c.length;
    while (i > 0 && c[i - 1]!.value < value) i--;
    c.splice(i, 0, { enc: pool.slice(offs[node]!, offs[node + 1] ?? poolEnd), line: lineTo(node), value });
    if (c.length > stage.k) c.pop();
  };

  base.copyFrom(root);
  if (base.isWon()) return { kind: 'won', line: [] };
  vb.all();
  seen.add(vb.hashA(), vb.hashB());
  // Node 0 is the root; every other node is the child of `parents[n]` by `moves[n]`.
  store(base);
  parents.push(-1);
  moves.push(0);
  depths.push(0);
  let node = 0;
  for (;;) {
    const depth = depths[node]!;
    genMoves(base, auto, list, onPrune, swap);
    if (stage !== undefined) {
      offer(node);
      if (list[list.length - 1] === DEAL) list.pop();
    }
    child.copyFrom(base);
    vc.copyFrom(vb);
    for (const m of list) {
      const removedBefore = child.removed;
      child.apply(m, auto);
      if (auto && child.removed !== removedBefore) pruned = true; // runs went off without a choice
      if (child.isWon()) return { kind: 'won', line: lineTo(node, m) };
      const kind = kindOf(m);
      if (kind === KIND_MOVE) {
        vc.col(fromOf(m));
        vc.col(toOf(m));
      } else if (kind === KIND_DEAL) {
        vc.all();
      } else {
        vc.col(fromOf(m));
      }
      if (seen.add(vc.hashA(), vc.hashB())) {
        // Newest first, or at random for a restart (with scaled weights, values differing by
        // less than one point then mix too: more variety between restarts).
        let tie = seq++ & 4194303;
        if (rnd !== 0) {
          rnd = (Math.imul(rnd, 1664525) + 1013904223) >>> 0;
          tie = rnd >>> 10;
        }
        const key = (vc.value() - depthWeight * depth) * 4194304 + tie;
        open.push(key, node, m);
      }
      // Back to the parent: only the columns the move touched.
      if (kind === KIND_MOVE) {
        child.restoreCol(base, fromOf(m));
        child.restoreCol(base, toOf(m));
        vc.restoreCol(vb, fromOf(m));
        vc.restoreCol(vb, toOf(m));
      } else if (kind === KIND_DEAL) {
        child.restoreAll(base);
        vc.copyFrom(vb);
      } else {
        child.restoreCol(base, fromOf(m));
        vc.restoreCol(vb, fromOf(m));
      }
    }
    if (open.size === 0) return { kind: 'exhausted', pruned, nodes: offs.length };
    if (open.size > MAX_OPEN) return { kind: 'memory', nodes: offs.length };
    if (stage !== undefined && offs.length >= stage.cap) return { kind: 'exhausted', pruned: true, nodes: offs.length };
    if (offs.length >= cap) return { kind: 'memory', nodes: offs.length };
    if (lim.used >= lim.maxNodes) return { kind: 'memory', nodes: offs.length };
    if ((lim.used & 255) === 0 && lim.now() >= lim.deadline) return { kind: 'time', nodes: offs.length };
    lim.used++;
    open.pop();
    const p = open.outParent;
    const m = open.outMove;
    base.decode(pool, offs[p]!);
    base.apply(m, auto);
    vb.all();
    node = offs.length;
    store(base);
    parents.push(p);
    moves.push(m);
    depths.push(depths[p]! + 1);
  }
}
