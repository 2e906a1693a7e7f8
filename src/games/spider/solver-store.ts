/**
 * The containers the Spider search keeps its positions in: the set of positions met, the open
 * list (best first) and the search tree. Typed arrays, reused from one search to the next.
 */

/**
 * Open-addressing set of 64-bit hashes (two 32-bit halves side by side, so a probe touches one
 * cache line; a zero high half marks a free slot).
 */
export class HashSet64 {
  private t: Int32Array;
  size = 0;
  /** Empty tables by size (2^bits slots, up to KEEP_BITS), kept from one search to the next. */
  private readonly spare = new Map<number, Int32Array>();
  constructor(bits = 16) {
    this.t = new Int32Array(2 << bits);
  }
  /** Adds the key; false when it was there already. */
  add(a: number, b: number): boolean {
    a |= 0;
    b = b | 1; // never zero
    const t = this.t;
    const mask = (t.length >> 1) - 1;
    let i = (a ^ Math.imul(b, 0x27d4eb2d)) & mask;
    for (;;) {
      const h = t[2 * i]!;
      if (h === 0) break;
      if (h === b && t[2 * i + 1] === a) return false;
      i = (i + 1) & mask;
    }
    t[2 * i] = b;
    t[2 * i + 1] = a;
    if (++this.size * 4 > t.length) this.grow();
    return true;
  }
  /**
   * Empty again, with 2^bits slots (at most 2^KEEP_BITS): sized for the search to come, so that
   * a search of a few thousand positions neither grows its table several times nor clears a
   * large one. Tables of up to 2^KEEP_BITS slots are kept for reuse; larger ones are let go.
   */
  reset(bits: number): void {
    this.size = 0;
    this.stash(this.t);
    const kept = this.spare.get(bits);
    if (kept !== undefined) {
      this.spare.delete(bits);
      kept.fill(0);
      this.t = kept;
    } else {
      this.t = new Int32Array(2 << bits);
    }
  }
  private stash(t: Int32Array): void {
    const bits = 31 - Math.clz32(t.length >> 1);
    if (bits <= KEEP_BITS) this.spare.set(bits, t);
  }
  private grow(): void {
    const old = this.t;
    this.t = new Int32Array(old.length * 2);
    this.size = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i] !== 0) this.add(old[i + 1]!, old[i]!);
    this.stash(old);
  }
}
/** The largest table HashSet64 starts with and keeps between searches: 2^14 slots, 128 KB. */
export const KEEP_BITS = 14;

/**
 * Most searches (a stage's) expand a few hundred positions, so their buffers are reused from
 * one search to the next rather than allocated each time; ones grown past these sizes are let
 * go, to hold no more memory between solves.
 */
export const KEEP_OPEN = 1 << 18;
export const KEEP_POOL = 1 << 22;

/**
 * Max-heap of (key, parent node, move): key and then parent × 2^17 + move (moves fit in 17
 * bits) side by side in one Float64Array, so a level of the heap costs one cache line.
 */
export class OpenList {
  e = new Float64Array(2 << 14);
  size = 0;
  /** Empty again; a list grown past KEEP_OPEN entries is let go. */
  reset(): void {
    this.size = 0;
    if (this.e.length > 2 * KEEP_OPEN) this.e = new Float64Array(2 << 14);
  }
  push(k: number, p: number, m: number): void {
    if (2 * this.size === this.e.length) this.grow();
    let i = this.size++;
    const e = this.e;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (e[2 * up]! >= k) break;
      e[2 * i] = e[2 * up]!;
      e[2 * i + 1] = e[2 * up + 1]!;
      i = up;
    }
    e[2 * i] = k;
    e[2 * i + 1] = p * MOVE_SPAN + m;
  }
  /** Removes the top; its parent and move are left in `outParent` / `outMove`. */
  outParent = 0;
  outMove = 0;
  pop(): void {
    const e = this.e;
    const top = e[1]!;
    this.outParent = Math.floor(top / MOVE_SPAN);
    this.outMove = top - this.outParent * MOVE_SPAN;
    const n = --this.size;
    const k = e[2 * n]!;
    const v = e[2 * n + 1]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && e[2 * c + 2]! > e[2 * c]!) c++;
      if (e[2 * c]! <= k) break;
      e[2 * i] = e[2 * c]!;
      e[2 * i + 1] = e[2 * c + 1]!;
      i = c;
    }
    e[2 * i] = k;
    e[2 * i + 1] = v;
  }
  private grow(): void {
    const e = new Float64Array(this.e.length * 2);
    e.set(this.e);
    this.e = e;
  }
}
export const MOVE_SPAN = 1 << 17;

/** The search tree: per node its parent, move from it, depth and store offset (see `search`). */
export class Nodes {
  off: Int32Array = new Int32Array(1 << 12);
  parent: Int32Array = new Int32Array(1 << 12);
  move: Int32Array = new Int32Array(1 << 12);
  depth: Int32Array = new Int32Array(1 << 12);
  length = 0;
  /** Empty again; a tree grown past KEEP_OPEN nodes is let go. */
  reset(): void {
    this.length = 0;
    if (this.off.length > KEEP_OPEN) this.resize(1 << 12);
  }
  /** Adds a node (not stored yet); returns its number. */
  push(parent: number, move: number, depth: number): number {
    if (this.length === this.off.length) this.resize(this.length * 2);
    const n = this.length++;
    this.off[n] = -1;
    this.parent[n] = parent;
    this.move[n] = move;
    this.depth[n] = depth;
    return n;
  }
  private resize(size: number): void {
    const grow = (a: Int32Array): Int32Array => {
      const b = new Int32Array(size);
      if (size > a.length) b.set(a);
      return b;
    };
    this.off = grow(this.off);
    this.parent = grow(this.parent);
    this.move = grow(this.move);
    this.depth = grow(this.depth);
  }
}
