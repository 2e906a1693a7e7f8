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
  /** Slot i's hash at 2i and its entry + 1 at 2i + 1: one cache line per probe, not two. */
  private slots = new Int32Array(2 << 12);
  private mask = (1 << 12) - 1;
  private count = 0;

  /** The newest entry + 1 with hash h, or 0. */
  get(h: number): number {
    const { slots, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = slots[2 * i + 1]!;
      if (e === 0 || slots[2 * i] === h) return e;
    }
  }

  /** Makes `e` (an entry + 1) the newest with hash h; returns the one it replaces (0 if none). */
  set(h: number, e: number): number {
    if ((this.count + 1) * 2 > this.mask) this.grow();
    const { slots, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const old = slots[2 * i + 1]!;
      if (old === 0) {
        slots[2 * i] = h;
        slots[2 * i + 1] = e;
        this.count++;
        return 0;
      }
      if (slots[2 * i] === h) {
        slots[2 * i + 1] = e;
        return old;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    const slots = new Int32Array(2 * size);
    for (let j = 0; j < old.length; j += 2) {
      if (old[j + 1] === 0) continue;
      let i = old[j]! & this.mask;
      while (slots[2 * i + 1] !== 0) i = (i + 1) & this.mask;
      slots[2 * i] = old[j]!;
      slots[2 * i + 1] = old[j + 1]!;
    }
    this.slots = slots;
  }
}
