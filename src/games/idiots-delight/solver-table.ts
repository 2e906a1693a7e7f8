/**
 * The Idiot's Delight solver's memory of positions that failed: an open-addressing hash set over
 * short byte strings. Two 32-bit hashes find a slot; the stored bytes confirm the match, so a hash
 * collision can never make an unseen position look failed ("lost" stays a proof).
 */
export class PositionSet {
  private mask: number;
  private h1s: Int32Array;
  private h2s: Int32Array;
  /** Arena offset + 1 of each slot's key; 0 marks an empty slot. */
  private at: Int32Array;
  private arena = new Uint8Array(1 << 16);
  private used = 0;
  size = 0;

  constructor(bits = 12) {
    this.mask = (1 << bits) - 1;
    this.h1s = new Int32Array(1 << bits);
    this.h2s = new Int32Array(1 << bits);
    this.at = new Int32Array(1 << bits);
  }

  /** Whether the key `buf[off .. off + n)` is in the set. */
  has(h1: number, h2: number, buf: Uint8Array, off: number, n: number): boolean {
    for (let i = h1 & this.mask; ; i = (i + 1) & this.mask) {
      const a = this.at[i]!;
      if (a === 0) return false;
      if (this.h1s[i] === h1 && this.h2s[i] === h2 && this.same(a - 1, buf, off, n)) return true;
    }
  }

  /** Adds a key known to be absent. */
  add(h1: number, h2: number, buf: Uint8Array, off: number, n: number): void {
    if ((this.size + 1) * 2 > this.mask) this.grow();
    if (this.used + n + 1 > this.arena.length) {
      const bigger = new Uint8Array(this.arena.length * 2);
      bigger.set(this.arena);
      this.arena = bigger;
    }
    const a = this.used;
    this.arena[a] = n;
    this.arena.set(buf.subarray(off, off + n), a + 1);
    this.used += n + 1;
    this.put(h1, h2, a + 1);
    this.size++;
  }

  private same(a: number, buf: Uint8Array, off: number, n: number): boolean {
    const ar = this.arena;
    if (ar[a] !== n) return false;
    for (let j = 0; j < n; j++) if (ar[a + 1 + j] !== buf[off + j]) return false;
    return true;
  }

  private put(h1: number, h2: number, at: number): void {
    let i = h1 & this.mask;
    while (this.at[i] !== 0) i = (i + 1) & this.mask;
    this.h1s[i] = h1;
    this.h2s[i] = h2;
    this.at[i] = at;
  }

  private grow(): void {
    const { h1s, h2s, at } = this;
    const size = (this.mask + 1) * 2;
    this.mask = size - 1;
    this.h1s = new Int32Array(size);
    this.h2s = new Int32Array(size);
    this.at = new Int32Array(size);
    for (let i = 0; i < at.length; i++) if (at[i] !== 0) this.put(h1s[i]!, h2s[i]!, at[i]!);
  }
}
