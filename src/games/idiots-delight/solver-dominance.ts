/**
 * The merged search's second memory of failed positions (solver-merged.ts): by their cards alone,
 * so that a position is known to fail when a failed one with the same cards *dominates* it.
 *
 * A dominates B (same cards in the same places, same deals, same Free Card) when every card pending
 * in B is pending in A too, relying on no more cards above it (its k no larger). A merged position
 * stands for the games ("worlds") where each pending card either went at its mark or is still
 * there, a card going only if those it relies on went first; A's worlds include all of B's. The
 * merged search wins from a position whenever one of its worlds can be won, and only then (the
 * header of solver-merged.ts), so when A fails, so does B.
 */

/** What is read of a merged position (solver-merged.ts's Frame). */
export interface Layout {
  readonly cards: Uint8Array;
  readonly k: Uint8Array;
  readonly len: Int32Array;
  readonly dealt: number;
  readonly freeUsed: boolean;
}

const ROWS = 4;
const DEPTH = 52;
const PEND = 0x40;
const CARD = 0x3f;
/** Failed card states kept per layout: enough for the common cases, bounded for the rare crowded one. */
const KEEP = 64;

export class FailedLayouts {
  /** Hash of a layout → its newest entry + 1 (open addressing: `keys`, `heads`, 0 = free). */
  private keys = new Int32Array(1 << 12);
  private heads = new Int32Array(1 << 12);
  private mask = (1 << 12) - 1;
  private layouts = 0;
  /** Each entry links to the previous one with that hash. */
  private next = new Int32Array(1024);
  private at = new Int32Array(1024);
  private entries = 0;
  /** Entries back to back: n, n card bytes (header, row lengths, cards), the cards' states. */
  private arena = new Uint8Array(1 << 16);
  private used = 0;
  private readonly order = new Int32Array(ROWS);
  /** What `has` read at each search depth, kept for `add` (reading straight into it saves a copy). */
  private readonly slots: Slot[] = [];

  /** `pileSize`: cards in the pile at the start; once all are dealt rows are a multiset. */
  constructor(private readonly pileSize: number) {}

  /**
   * Whether a failed position with the same cards dominates `f`. What was read of `f` stays in
   * `slot` (the search's depth) for `add`, which then need not read it again.
   */
  has(f: Layout, slot: number): boolean {
    while (this.slots.length <= slot) this.slots.push(new Slot());
    const k = this.slots[slot]!;
    this.read(f, k);
    const { arena } = this;
    const { flags, n, cardsIn } = k;
    let same = 0;
    for (let e = this.head(k.hash); e !== 0; e = this.next[e - 1]!) {
      const a = this.at[e - 1]!;
      if (arena[a] !== n || !this.sameBytes(a + 1, k)) continue;
      same++;
      let ok = true;
      for (let i = 0, b = a + 1 + n; i < cardsIn && ok; i++) {
        const y = flags[i]!;
        const x = arena[b + i]!;
        ok = y === 0 || (x !== 0 && x <= y);
      }
      if (ok) return true;
    }
    k.same = same;
    return false;
  }

  /**
   * Records as failed the position `has(f, slot)` last read, unless its layout held KEEP states
   * then (states its descendants added since are not counted, so a layout may hold a few more).
   */
  add(slot: number): void {
    const k = this.slots[slot]!;
    if (k.same >= KEEP) return;
    const size = 1 + k.n + k.cardsIn;
    if (this.used + size > this.arena.length) {
      const bigger = new Uint8Array(Math.max(this.arena.length * 2, this.used + size));
      bigger.set(this.arena);
      this.arena = bigger;
    }
    if (this.entries === this.at.length) {
      const at = new Int32Array(this.at.length * 2);
      at.set(this.at);
      this.at = at;
      const next = new Int32Array(this.next.length * 2);
      next.set(this.next);
      this.next = next;
    }
    const a = this.used;
    this.arena[a] = k.n;
    this.arena.set(k.bytes.subarray(0, k.n), a + 1);
    this.arena.set(k.flags.subarray(0, k.cardsIn), a + 1 + k.n);
    this.used += size;
    this.at[this.entries] = a;
    this.next[this.entries] = this.setHead(k.hash, this.entries + 1);
    this.entries++;
  }

  /** The newest entry + 1 with this hash, or 0. */
  private head(h: number): number {
    const { keys, heads, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const e = heads[i]!;
      if (e === 0 || keys[i] === h) return e;
    }
  }

  /** Makes `e` the newest entry with hash h; returns the one it replaces (0 if none). */
  private setHead(h: number, e: number): number {
    if ((this.layouts + 1) * 2 > this.mask) this.grow();
    const { keys, heads, mask } = this;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const old = heads[i]!;
      if (old === 0) {
        keys[i] = h;
        heads[i] = e;
        this.layouts++;
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

  private sameBytes(a: number, k: Slot): boolean {
    const { arena } = this;
    const { bytes, n } = k;
    for (let i = 0; i < n; i++) if (arena[a + i] !== bytes[i]) return false;
    return true;
  }

  /** Into k: the layout's bytes, its cards' states in the same order (0 plain, 1 + k pending), its hash. */
  private read(f: Layout, k: Slot): void {
    const o = this.order;
    for (let i = 0; i < ROWS; i++) o[i] = i;
    if (f.dealt * ROWS >= this.pileSize) {
      for (let i = 1; i < ROWS; i++) {
        const r = o[i]!;
        let j = i - 1;
        for (; j >= 0 && compareCards(f, r, o[j]!) < 0; j--) o[j + 1] = o[j]!;
        o[j + 1] = r;
      }
    }
    const { bytes, flags } = k;
    let n = 0;
    let m = 0;
    bytes[n++] = f.dealt * 2 + (f.freeUsed ? 1 : 0);
    for (let i = 0; i < ROWS; i++) bytes[n++] = f.len[o[i]!]!;
    for (let i = 0; i < ROWS; i++) {
      const base = o[i]! * DEPTH;
      for (let q = 0, len = f.len[o[i]!]!; q < len; q++) {
        const v = f.cards[base + q]!;
        bytes[n++] = v & CARD;
        flags[m++] = (v & PEND) !== 0 ? 1 + f.k[base + q]! : 0;
      }
    }
    let h = 0x811c9dc5;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
    k.n = n;
    k.cardsIn = m;
    k.hash = h;
  }
}

/** One position as read (`has`): its bytes and card states, and the count of failed states of its layout. */
class Slot {
  readonly bytes = new Uint8Array(1 + ROWS + DEPTH);
  readonly flags = new Uint8Array(DEPTH);
  n = 0;
  cardsIn = 0;
  hash = 0;
  same = 0;
}

function compareCards(f: Layout, a: number, b: number): number {
  const la = f.len[a]!;
  const lb = f.len[b]!;
  for (let q = 0; q < la && q < lb; q++) {
    const d = (f.cards[a * DEPTH + q]! & CARD) - (f.cards[b * DEPTH + q]! & CARD);
    if (d !== 0) return d;
  }
  return la - lb;
}
