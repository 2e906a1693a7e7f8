/**
 * The Spider solver's working board: cards as bytes in typed arrays, changed in place, so a
 * search node costs a few hundred byte copies instead of the engine's immutable objects.
 * A card byte is suit index × 16 + rank (1..13); in-suit successor of `a` is exactly `a - 1`.
 */
import { type Card, rankOf, suitOf } from '../../core/cards';
import { COLUMNS, RUN, SUIT_SETS, type SpiderState } from './types';

/** Room per column: every card of the game could pile up in one. */
export const CAP = 112;
const SUIT_INDEX: Record<string, number> = { S: 0, H: 1, D: 2, C: 3 };

export const cardByte = (c: Card): number => SUIT_INDEX[suitOf(c)]! * 16 + rankOf(c);

// Internal moves as integers: kind in the low 2 bits, then from, to (4 bits each), count (7 bits).
export const KIND_MOVE = 0;
export const KIND_DEAL = 1;
export const KIND_REMOVE = 2;
export const DEAL = KIND_DEAL;
export const mkMove = (from: number, to: number, count: number): number =>
  KIND_MOVE | (from << 2) | (to << 6) | (count << 10);
export const mkRemove = (col: number): number => KIND_REMOVE | (col << 2);
export const kindOf = (m: number): number => m & 3;
export const fromOf = (m: number): number => (m >> 2) & 15;
export const toOf = (m: number): number => (m >> 6) & 15;
export const countOf = (m: number): number => (m >> 10) & 127;

export class Board {
  readonly cards = new Uint8Array(COLUMNS * CAP);
  readonly len = new Int32Array(COLUMNS);
  /** Face-down cards at the bottom of each column (indices 0..down-1). */
  readonly down = new Int32Array(COLUMNS);
  /** Cards dealt from `stock` so far. */
  stockPos = 0;
  /** Runs removed so far, the root's included. */
  removed = 0;

  constructor(readonly stock: Uint8Array) {}

  static fromState(s: SpiderState): Board {
    const b = new Board(Uint8Array.from(s.stock.map(cardByte)));
    s.columns.forEach((col, c) => {
      const cards = [...col.down, ...col.up].map(cardByte);
      b.cards.set(cards, c * CAP);
      b.len[c] = cards.length;
      b.down[c] = col.down.length;
    });
    b.removed = s.removed.length;
    return b;
  }

  copyFrom(o: Board): void {
    this.cards.set(o.cards);
    for (let c = 0; c < COLUMNS; c++) {
      this.len[c] = o.len[c]!;
      this.down[c] = o.down[c]!;
    }
    this.stockPos = o.stockPos;
    this.removed = o.removed;
  }

  top(c: number): number {
    const n = this.len[c]!;
    return n > this.down[c]! ? this.cards[c * CAP + n - 1]! : 0;
  }

  /** Length of the same-suit descending run of face-up cards on top. */
  groupLen(c: number): number {
    const n = this.len[c]!;
    const lo = c * CAP + this.down[c]!;
    let i = c * CAP + n - 1;
    if (i < lo) return 0;
    while (i > lo && this.cards[i - 1] === this.cards[i]! + 1) i--;
    return c * CAP + n - i;
  }

  hasEmpty(): boolean {
    for (let c = 0; c < COLUMNS; c++) if (this.len[c] === 0) return true;
    return false;
  }

  canDeal(): boolean {
    return this.stockPos < this.stock.length && !this.hasEmpty();
  }

  private flip(c: number): void {
    if (this.len[c] === this.down[c] && this.down[c]! > 0) this.down[c]!--;
  }

  /** Takes a complete K..A run off the top of column `c` when there is one. */
  removeIfComplete(c: number): boolean {
    if ((this.top(c) & 15) !== 1 || this.groupLen(c) !== RUN) return false;
    this.len[c]! -= RUN;
    this.removed++;
    this.flip(c);
    return true;
  }

  /**
   * Plays internal move `m`; with `auto`, complete runs it makes go off at once. Moves, deals
   * and removals only shorten a column or write past its end, so the cards below a column's old
   * length stay as they were: putting back the counts (lengths, face-down counts, stock position,
   * runs removed) takes the move back.
   */
  apply(m: number, auto: boolean): void {
    const kind = kindOf(m);
    if (kind === KIND_MOVE) {
      const from = fromOf(m);
      const to = toOf(m);
      const k = countOf(m);
      const src = from * CAP + this.len[from]! - k;
      const dst = to * CAP + this.len[to]!;
      // A plain loop: copyWithin's call costs more than the few bytes it copies.
      for (let i = 0; i < k; i++) this.cards[dst + i] = this.cards[src + i]!;
      this.len[from]! -= k;
      this.len[to]! += k;
      this.flip(from);
      // A complete run may lie under the group just moved off (only in a position given to the solver).
      if (auto) {
        this.removeIfComplete(from);
        this.removeIfComplete(to);
      }
    } else if (kind === KIND_DEAL) {
      for (let c = 0; c < COLUMNS; c++) this.cards[c * CAP + this.len[c]!++] = this.stock[this.stockPos++]!;
      if (auto) for (let c = 0; c < COLUMNS; c++) this.removeIfComplete(c);
    } else {
      const c = fromOf(m);
      this.len[c]! -= RUN;
      this.removed++;
      this.flip(c);
    }
  }

  /** All removed, or every set complete alone in a column with nothing face down and no stock. */
  isWon(): boolean {
    if (this.stockPos < this.stock.length) return false;
    let sets = this.removed;
    for (let c = 0; c < COLUMNS; c++) {
      const n = this.len[c]!;
      if (n === 0) continue;
      if (this.down[c]! > 0 || n !== RUN || this.groupLen(c) !== RUN) return false;
      sets++;
    }
    return sets === SUIT_SETS;
  }

  /** Bytes `encodeInto` needs. */
  encodedSize(): number {
    let n = 2 + 2 * COLUMNS;
    for (let c = 0; c < COLUMNS; c++) n += this.len[c]!;
    return n;
  }

  /** Byte snapshot at `out[p..]`: stockPos, removed, then per column len, down, cards; returns the end. */
  encodeInto(out: Uint8Array, p: number): number {
    out[p++] = this.stockPos;
    out[p++] = this.removed;
    const cards = this.cards;
    for (let c = 0; c < COLUMNS; c++) {
      const l = this.len[c]!;
      out[p++] = l;
      out[p++] = this.down[c]!;
      for (let i = c * CAP, end = i + l; i < end; i++) out[p++] = cards[i]!;
    }
    return p;
  }

  /**
   * Compact snapshot for the search's own store: like `encodeInto` but without the face-down
   * cards, which never move, so they are always the bottom of the search root's (`loadUp`
   * puts them back).
   */
  encodeUpInto(out: Uint8Array, p: number): number {
    out[p++] = this.stockPos;
    out[p++] = this.removed;
    const cards = this.cards;
    for (let c = 0; c < COLUMNS; c++) {
      const l = this.len[c]!;
      const d = this.down[c]!;
      out[p++] = l;
      out[p++] = d;
      for (let i = c * CAP + d, end = c * CAP + l; i < end; i++) out[p++] = cards[i]!;
    }
    return p;
  }

  encode(): Uint8Array {
    const out = new Uint8Array(this.encodedSize());
    this.encodeInto(out, 0);
    return out;
  }

  decode(b: Uint8Array, p = 0): void {
    this.stockPos = b[p++]!;
    this.removed = b[p++]!;
    const cards = this.cards;
    for (let c = 0; c < COLUMNS; c++) {
      const l = b[p++]!;
      this.len[c] = l;
      this.down[c] = b[p++]!;
      for (let i = c * CAP, end = i + l; i < end; i++) cards[i] = b[p++]!;
    }
  }
}
