/**
 * Seeded pseudo-random numbers. Every shuffle in the collection comes from here so that a deal
 * number gives the same game on every machine (integer arithmetic only, no Math.random).
 */

/** Mulberry32: a small, fast 32-bit generator; state is one uint32. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** Next uint32. */
  nextU32(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** Uniform integer in [0, n) without modulo bias. */
  int(n: number): number {
    if (!(n > 0) || n > 0x100000000) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = Math.floor(0x100000000 / n) * n;
    for (;;) {
      const v = this.nextU32();
      if (v < limit) return v % n;
    }
  }
  /** True with probability 1/2. */
  coin(): boolean {
    return (this.nextU32() & 1) === 1;
  }
  /** Current state, to store a generator inside a serialisable game state. */
  get state(): number {
    return this.s;
  }
}

/** Fisher–Yates shuffle in place, driven by `rng`. Returns the same array. */
export function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i]!;
    items[i] = items[j]!;
    items[j] = t;
  }
  return items;
}

/** Mix a deal number with a salt (e.g. a round number) into a new seed. */
export function mixSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** A deal number is an integer 0..2^32-1. */
export function isDealNumber(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
}
