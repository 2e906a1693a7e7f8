/**
 * A 32-bit hash → the newest entry (+ 1) with that hash, by open addressing; entries chain to older
 * ones with the same hash through their owner's own `next` array. Used twice by the merged search's
 * failed-position memory (solver-dominance.ts): by a layout's cards, and by its skeleton. With the
 * bit mixer both that memory and the split search (solver-merged.ts) hash with.
 */
/** Spreads a 32-bit hash's bits (the skeleton's row hashes, a split's share). */
export function mix32(h: number): number {
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return h ^ (h >>> 12);
}

export class Heads {
  private keys = new Int32Array(1 << 12);
  private heads = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  private count = 0;

  /** The newest entry + 1 with hash h, or 0. */
  get(h: number): number {
    const { keys, heads, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = heads[i]!;
      if (e === 0 || keys[i] === h) return e;
    }
  }

  /** Makes `e` (an entry + 1) the newest with hash h; returns the one it replaces (0 if none). */
  set(h: number, e: number): number {
    if ((this.count + 1) * 2 > this.mask) this.grow();
    const { keys, heads, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const old = heads[i]!;
      if (old === 0) {
        keys[i] = h;
        heads[i] = e;
        this.count++;
        return 0;
      }
      if (keys[i] === h) {
        heads[i] = e;
        return old;
      }
    }
  }

  private grow(): void {
    const { keys, heads } = this;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    this.keys = new Int32Array(size);
    this.heads = new Int32Array(size);
    for (let j = 0; j < heads.length; j++) {
      if (heads[j] === 0) continue;
      let i = keys[j]! & this.mask;
      while (this.heads[i] !== 0) i = (i + 1) & this.mask;
      this.keys[i] = keys[j]!;
      this.heads[i] = heads[j]!;
    }
  }
}
