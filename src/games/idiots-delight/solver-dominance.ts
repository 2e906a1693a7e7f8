/**
 * The merged search's second memory of failed positions (solver-merged.ts): by their cards alone,
 * so that a position is known to fail when a failed one *dominates* it.
 *
 * A merged position stands for the games ("worlds") where each pending card either went at its
 * mark or is still there, a card going only if those it relies on (the k cards above it at its
 * mark) went too. The merged search wins from a position whenever one of its worlds can be won,
 * and only then (the header of solver-merged.ts). So a failed A proves B lost when every world of
 * B is one of A's (same deals made, same Free Card):
 * - **Same cards** in the same places, every card pending in B pending in A too, relying on no
 *   more cards (its k no larger).
 * - **Fewer pending cards**: B is A with some pending cards gone (the *extras*, taken
 *   off in B's line) and the same plain cards (the *skeleton*). A card pending in B is pending in
 *   A and relies there on no more of B's cards than in B; an extra relies on extras only (so a
 *   world of A may have all extras gone while B's cards are there). Then a world of B is A's world
 *   with the extras gone and B's choices for the rest. In a search position a pending card relies
 *   only on pending cards (a reset card resets those relying on it), so the two reliance tests
 *   rarely bite; they are there for the argument. Hard lost deals take 8-46 % fewer positions.
 */

/** What is read of a merged position (solver-merged.ts's Frame). */
export interface Layout {
  readonly cards: Uint8Array;
  readonly k: Uint8Array;
  readonly len: Int32Array;
  readonly dealt: number;
  readonly freeUsed: boolean;
}

import { Heads, mix32 } from './solver-heads';

const ROWS = 4;
const DEPTH = 52;
const PEND = 0x40;
const CARD = 0x3f;
/** Failed card states kept per layout: enough for the common cases, bounded for the rare crowded one. */
const KEEP = 64;
/** Entries of one skeleton tried per lookup. */
const SKEL_TRIES = 64;
/** An entry's fields in `FailedLayouts.ent`. */
const AT = 0;
const NEXT = 1;
const SK_NEXT = 2;
const PEND_LO = 3;
const PEND_HI = 4;
const STRIDE = 5;

export class FailedLayouts {
  /** A layout's hash → its newest entry + 1; a skeleton's hash → likewise (see `read`). */
  private readonly byCards = new Heads();
  private readonly bySkeleton = new Heads();
  /**
   * Per entry, side by side (one cache line for a chain's step, not five): where it starts in the
   * arena (AT), the previous entry of its layout (NEXT) and of its skeleton (SK_NEXT), its pending
   * cards (52 bits: PEND_LO, PEND_HI).
   */
  private ent = new Int32Array(1024 * STRIDE);
  private entries = 0;
  /** Entries back to back: n, n card bytes (header, row lengths, cards), the cards' states. */
  private arena = new Uint8Array(1 << 16);
  private used = 0;
  private readonly order = new Int32Array(ROWS);
  /** `covers`'s scratch: A's rows (lengths, starts), and how many of a row's first i cards B has. */
  private readonly aLen = new Int32Array(ROWS);
  private readonly aStart = new Int32Array(ROWS);
  private readonly pre = new Int32Array(DEPTH + 1);
  /** What `has` read at each search depth, kept for `add` (reading straight into it saves a copy). */
  private readonly slots: Slot[] = [];

  /** `pileSize`: cards in the pile at the start; once all are dealt rows are a multiset. */
  constructor(private readonly pileSize: number) {}

  /**
   * Whether a failed position dominates `f` (with the same cards, or with more pending ones), or
   * with `exact` is `f` itself (the same cards, each as pending and relying on as many). What was
   * read of `f` stays in `slot` (the search's depth) for `add`, which then need not read it again.
   */
  has(f: Layout, slot: number, exact = false): boolean {
    while (this.slots.length <= slot) this.slots.push(new Slot());
    const k = this.slots[slot]!;
    this.read(f, k);
    const { arena, ent } = this;
    const { flags, n, cardsIn } = k;
    let same = 0;
    for (let e = this.byCards.get(k.hash); e !== 0; e = ent[(e - 1) * STRIDE + NEXT]!) {
      const a = ent[(e - 1) * STRIDE + AT]!;
      if (arena[a] !== n || !this.sameBytes(a + 1, k)) continue;
      same++;
      let ok = true;
      for (let i = 0, b = a + 1 + n; i < cardsIn && ok; i++) {
        const y = flags[i]!;
        const x = arena[b + i]!;
        ok = exact ? x === y : y === 0 || (x !== 0 && x <= y);
      }
      if (ok) return true;
    }
    k.same = same;
    return !exact && this.coveredBySkeleton(k);
  }

  /** Whether a failed position with k's skeleton covers it: the same, or more, pending cards (`covers`). */
  private coveredBySkeleton(k: Slot): boolean {
    const { ent } = this;
    const lo = k.pendLo;
    const hi = k.pendHi;
    let tries = 0;
    for (let e = this.bySkeleton.get(k.skel); e !== 0 && tries < SKEL_TRIES; e = ent[(e - 1) * STRIDE + SK_NEXT]!) {
      tries++;
      // A must have every card B has pending pending too, and more (with the same ones it would
      // hold the same cards, which the test above has judged): cheap tests first.
      const x = (e - 1) * STRIDE;
      const alo = ent[x + PEND_LO]!;
      const ahi = ent[x + PEND_HI]!;
      if ((lo & ~alo) !== 0 || (hi & ~ahi) !== 0 || (alo === lo && ahi === hi)) continue;
      if (this.covers(ent[x + AT]!, k)) return true;
    }
    return false;
  }

  /**
   * Whether the entry at arena offset a (A) covers slot k (B), row by row: rows in place while the
   * pile lasts; once it is out, each of B's rows against any of A's (a multiset, and rows of no
   * plain card share a skeleton, so every matching is tried).
   */
  private covers(a: number, k: Slot): boolean {
    const { arena, aLen, aStart } = this;
    const n = arena[a]!;
    if (arena[a + 1] !== k.bytes[0]) return false; // another deal or Free Card (a hash collision)
    let c = 0;
    for (let i = 0; i < ROWS; i++) {
      aLen[i] = arena[a + 2 + i]!;
      aStart[i] = c;
      c += aLen[i]!;
    }
    const cardsA = a + 1 + 1 + ROWS;
    const flagsA = a + 1 + n;
    if ((k.bytes[0]! >> 1) * ROWS < this.pileSize) {
      for (let i = 0; i < ROWS; i++) if (!this.rowCovers(cardsA, flagsA, i, k, i)) return false;
      return true;
    }
    return this.matchRows(cardsA, flagsA, k, 0, 0);
  }

  /** B's rows i.. against A's rows not in `used` (a bit per row). */
  private matchRows(cardsA: number, flagsA: number, k: Slot, i: number, used: number): boolean {
    if (i === ROWS) return true;
    for (let j = 0; j < ROWS; j++) {
      if ((used & (1 << j)) !== 0) continue;
      if (this.rowCovers(cardsA, flagsA, j, k, i) && this.matchRows(cardsA, flagsA, k, i + 1, used | (1 << j))) return true;
    }
    return false;
  }

  /**
   * A's row ra covers B's row rb: B's row is A's with some pending cards deleted (the extras), a
   * card pending in B is pending in A and relies there on no more of B's cards than in B, and an
   * extra relies on extras only. Then each choice of B's pending cards (gone or there) is one of
   * A's with the extras gone. `pre[i]`: how many of A's first i cards B has.
   */
  private rowCovers(cardsA: number, flagsA: number, ra: number, k: Slot, rb: number): boolean {
    const { arena, pre } = this;
    const la = this.aLen[ra]!;
    const sa = this.aStart[ra]!;
    const lb = k.bytes[1 + rb]!;
    const sb = k.rowStart[rb]!;
    if (lb > la) return false;
    let ib = 0;
    for (let ia = 0; ia < la; ia++) {
      const fa = arena[flagsA + sa + ia]!;
      if (ib < lb && k.bytes[1 + ROWS + sb + ib] === arena[cardsA + sa + ia]) {
        if ((fa === 0) !== (k.flags[sb + ib] === 0)) return false; // plain in one, pending in the other
        ib++;
      } else if (fa === 0) return false; // a plain card of A that B lacks
      pre[ia + 1] = ib;
    }
    if (ib !== lb) return false;
    for (let ia = 0; ia < la; ia++) {
      const fa = arena[flagsA + sa + ia]!;
      if (fa === 0) continue;
      // B's cards among the fa - 1 (its k) that this card relies on in A.
      const bIn = pre[Math.min(la, ia + fa)]! - pre[ia + 1]!;
      if (pre[ia + 1] === pre[ia]) {
        if (bIn !== 0) return false; // an extra relying on a card B still has
      } else if (bIn > k.flags[sb + pre[ia]!]! - 1) return false; // relying on more of B's cards than in B
    }
    return true;
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
    if ((this.entries + 1) * STRIDE > this.ent.length) this.ent = doubled(this.ent);
    const a = this.used;
    const { arena, ent } = this;
    arena[a] = k.n;
    // Loops, not set(subarray(...)): no view allocated per entry, for at most 57 bytes.
    for (let i = 0, { bytes } = k, n = k.n; i < n; i++) arena[a + 1 + i] = bytes[i]!;
    for (let i = 0, { flags } = k, n = k.cardsIn, b = a + 1 + k.n; i < n; i++) arena[b + i] = flags[i]!;
    this.used += size;
    const x = this.entries * STRIDE;
    ent[x + AT] = a;
    ent[x + NEXT] = this.byCards.set(k.hash, this.entries + 1);
    ent[x + SK_NEXT] = this.bySkeleton.set(k.skel, this.entries + 1);
    ent[x + PEND_LO] = k.pendLo;
    ent[x + PEND_HI] = k.pendHi;
    this.entries++;
  }

  private sameBytes(a: number, k: Slot): boolean {
    const { arena } = this;
    const { bytes, n } = k;
    for (let i = 0; i < n; i++) if (arena[a + i] !== bytes[i]) return false;
    return true;
  }

  /**
   * Into k: the layout's bytes, its cards' states in the same order (0 plain, 1 + k pending), its
   * hash; its skeleton's hash (deals, Free Card, each row's plain cards: rows in place, or summed
   * as a multiset once the pile is out) and its pending cards as a mask.
   */
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
    const pileOut = f.dealt * ROWS >= this.pileSize;
    let skel = Math.imul(bytes[0]! + 1, 0x9e3779b1);
    let plo = 0;
    let phi = 0;
    for (let i = 0; i < ROWS; i++) {
      const base = o[i]! * DEPTH;
      k.rowStart[i] = m;
      let rh = pileOut ? 0x811c9dc5 : 0x811c9dc5 ^ i;
      for (let q = 0, len = f.len[o[i]!]!; q < len; q++) {
        const v = f.cards[base + q]!;
        bytes[n++] = v & CARD;
        flags[m++] = (v & PEND) !== 0 ? 1 + f.k[base + q]! : 0;
        if ((v & PEND) === 0) rh = Math.imul(rh ^ (v + 1), 0x01000193);
        else if ((v & CARD) < 26) plo |= 1 << (v & CARD);
        else phi |= 1 << ((v & CARD) - 26);
      }
      rh = mix32(rh);
      skel = pileOut ? (skel + rh) | 0 : Math.imul(skel ^ rh, 0x01000193);
    }
    k.skel = skel;
    k.pendLo = plo;
    k.pendHi = phi;
    let h = 0x811c9dc5;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
    k.n = n;
    k.cardsIn = m;
    k.hash = h;
  }
}

/** One position as read (`has`): its bytes and card states, where each row's start, hashes and pending mask, and the count of failed states of its layout. */
class Slot {
  readonly bytes = new Uint8Array(1 + ROWS + DEPTH);
  readonly flags = new Uint8Array(DEPTH);
  readonly rowStart = new Int32Array(ROWS);
  n = 0;
  cardsIn = 0;
  hash = 0;
  skel = 0;
  pendLo = 0;
  pendHi = 0;
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

function doubled(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
