/**
 * Idiot's Delight: the merged search, which proves most losses in far fewer positions than the
 * plain one (solver.ts) by not branching on "remove this card now or keep it".
 *
 * A card that could go now (a higher card of its suit on top of another row) is not taken off; it
 * is marked *pending* and stays in its row, standing for both choices at once: "it went at that
 * moment" and "it is still here". The choice is made only when it matters:
 * - its absence is needed (the card under it is wanted, or its row empty): it is taken off then,
 *   as if it had gone at its mark (a retro-removal);
 * - its presence is needed (as the higher card that lets another go, as the card under one that
 *   moves into an empty row, or moving itself): it is *reset* to a plain card, which drops the
 *   "went then" branch.
 * A card under pending cards is marked too when a plain card on top of another row could take it:
 * in the branch where those above went at their marks it was on top. So it depends on them, and
 * resetting one of them resets it (`k`, the number of cards above it at its mark, says which).
 * A plain card on top of a row is present in every branch, so only plain top cards count as the
 * higher card that marks another.
 *
 * Every line of the game maps onto a line here (the cards it removed are pending or gone, the
 * ones it kept are present), so "no line wins here" proves the hand lost. A winning line here
 * turns back into one of the game: each card that goes is removed at its mark (`line`), where it
 * was on top with a higher card of its suit on top of another row.
 *
 * Moves: the deal (tried first, see `children`), and these, each taken only where the game could
 * need it (the others never help):
 * - take pending cards off a row's top down to a card (or an empty row) that is of use at once:
 *   it can take a plain would-be top card of its suit, or move into an empty row, or let one in;
 * - reset a pending card in a row's top run that a plain would-be top card of its suit elsewhere
 *   needs as its higher card (the cards above it go first);
 * - a move into an empty row (the moving card is reset, and so is a card under it when all of
 *   those are pending: one must stay, as the game needs two cards in a row to move one);
 * - the Free Card on a would-be top card (those above it go first), where its absence is of use at
 *   once or the next deal brings its row an Ace (`freeUseful`; otherwise it can wait), and not
 *   before a stuck tail of the pile begins (`stuckFrom`, solver-tail.ts).
 * The hand is won once every card left but the Aces is pending. With the pile out and no Free
 * Card left, a pending top card that a plain top card of its suit could take goes at once (the
 * plain search's closing rule, see solver.ts). The Aces cut holds here too, counting only plain
 * cards under an Ace (a pending one may have gone before the Ace came), and so does a frozen cut
 * (`frozenLost`). Failed positions are remembered by their cards alone, and a position fails
 * when a failed one dominates it (solver-dominance.ts).
 *
 * Split over workers (`share`): every winning line passes the position just after
 * the 6th deal of the hand (or the next deal, later in the hand), so the search up to there is
 * done by every worker and each such position is searched by one, chosen by a hash of its plain
 * cards (positions that may meet later have the same, so they tend to fall to one worker). A
 * worker's "no win" covers only its positions: the hand is lost when every worker says so. Above
 * that deal a failed position therefore proves only the same position lost, not one it dominates
 * (see `dfs`).
 */
import { rankOf, suitOf, SUITS } from '../../core/cards';
import { type Share, WHOLE } from '../../solver/types';
import { ROWS, WIN_REMOVED, type IDMove, type IDState } from './engine';
import { FailedLayouts } from './solver-dominance';
import { mix32 } from './solver-heads';
import { stuckFrom } from './solver-tail';

const ACE = 12;
const DEPTH = 52;
const PEND = 0x40;
const CARD = 0x3f;
const CELLS = ROWS * DEPTH;
/** Events on the path: a mark, a deal, a move (+ from * 4 + to), the Free Card (+ row). */
const MARK = 0;
const DEAL = 1;
const MOVE = 2;
const FREE = 18;
/**
 * The deal of the hand after which a split search divides its positions among the workers.
 * Dividing earlier (the 4th) or later (the 8th, 9th) costs more positions on the hard deals, or
 * decides fewer of them in the same budget (docs/notes/solver-journal.md).
 */
const SPLIT_AT = 6;
/** Deals in a hand: the pile's 48 cards, four at a time. */
const HAND_DEALS = 12;

/** Thrown by both Idiot's Delight searches (this one and solver.ts's) when the budget runs out. */
export class OutOfBudget extends Error {
  constructor(readonly reason: 'time' | 'memory') {
    super(`out of budget (${reason})`);
  }
}

/** A card as 0..51: suit * 13 + (rank with Aces high) - 2, so a higher code of one suit beats a lower. */
export function code(c: string): number {
  const r = rankOf(c);
  return SUITS.indexOf(suitOf(c)) * 13 + (r === 1 ? 12 : r - 2);
}

/** A card code's suit, and its rank as a mask bit (frozenLost's hot loops). */
const SUIT_OF = Uint8Array.from({ length: 52 }, (_, c) => (c / 13) | 0);
const BIT_OF = Int32Array.from({ length: 52 }, (_, c) => 1 << c % 13);
const suit = (c: number): number => SUIT_OF[c & CARD]!;

/**
 * For suit s, the highest rank (as a mask bit) that the rows other than r offer, into `out[r]`. Row
 * o offers the ranks in `offers[o * 4 + s]`, and in `more[o * 4 + s]` when given. Only each suit's
 * best and second-best offer matter, so this is one pass (both searches' frozen cuts).
 */
export function othersBest(offers: Int32Array, more: Int32Array | null, s: number, out: Int32Array): void {
  let best = 0;
  let bestRow = -1;
  let second = 0;
  for (let o = 0; o < ROWS; o++) {
    const m = offers[o * 4 + s]! | (more === null ? 0 : more[o * 4 + s]!);
    const hi = m === 0 ? 0 : 1 << (31 - Math.clz32(m));
    if (hi > best) {
      second = best;
      best = hi;
      bestRow = o;
    } else if (hi > second) second = hi;
  }
  for (let r = 0; r < ROWS; r++) out[r] = r === bestRow ? second : best;
}

/** Which of `of` workers searches from position f: by a hash of its plain cards (`share`). */
function shareFor(f: Frame, of: number): number {
  let lo = 0;
  let hi = 0;
  for (let r = 0; r < ROWS; r++) {
    for (let q = 0; q < f.len[r]!; q++) {
      const v = f.cards[r * DEPTH + q]!;
      if ((v & PEND) !== 0) continue;
      if (v < 26) lo |= 1 << v;
      else hi |= 1 << (v - 26);
    }
  }
  return (mix32(Math.imul(lo ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(hi ^ 0x7f4a7c15, 0xc2b2ae35)) >>> 0) % of;
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}

/** One position: rows of card bytes (PEND set while pending), each pending card's k and mark. */
class Frame {
  readonly cards = new Uint8Array(CELLS);
  readonly k = new Uint8Array(CELLS);
  readonly tau = new Int32Array(CELLS);
  readonly len = new Int32Array(ROWS);
  dealt = 0;
  removed = 0;
  freeUsed = false;
  /** Reached by a deal or the Free Card (the frozen test runs only then). */
  fresh = false;
  /** Pending cards in the rows. */
  pend = 0;

  copyFrom(o: Frame): void {
    this.cards.set(o.cards);
    this.k.set(o.k);
    this.tau.set(o.tau);
    this.len.set(o.len);
    this.dealt = o.dealt;
    this.removed = o.removed;
    this.freeUsed = o.freeUsed;
    this.fresh = false;
    this.pend = o.pend;
  }

  top(r: number): number {
    const n = this.len[r]!;
    return n > 0 ? this.cards[r * DEPTH + n - 1]! : -1;
  }

  /** Index of the first plain card from the top of row r (on top once the pending ones go), or -1. */
  effTop(r: number): number {
    for (let q = this.len[r]! - 1; q >= 0; q--) if ((this.cards[r * DEPTH + q]! & PEND) === 0) return q;
    return -1;
  }
}

export class MergedSearch {
  private readonly stock: number[];
  private readonly freeCard: boolean;
  private readonly frames: Frame[] = [];
  private events = new Int32Array(1024);
  private evLen = 0;
  /** Cards taken off on the path: (mark, row) pairs. */
  private gone = new Int32Array(256);
  private goneLen = 0;
  private readonly hit: number[] = [];
  /** Positions that failed, and through them those they dominate (solver-dominance.ts). */
  private readonly failed: FailedLayouts;
  /** `settle`'s highest plain top card of each suit, and its row. */
  private readonly best = new Int32Array(4);
  private readonly bestRow = new Int32Array(4);
  /** `frozenLost`'s rank masks: per suit, and per row and suit. */
  private readonly canGo = new Int32Array(4);
  private readonly inRow = new Int32Array(ROWS * 4);
  private readonly tops = new Int32Array(ROWS * 4);
  /** `frozenLost`'s scans: per row, how far down from its top the scan has come. */
  private readonly at = new Int32Array(ROWS);
  /** `othersBest`'s answer: per row, the highest rank the other rows offer. */
  private readonly killer = new Int32Array(ROWS);
  private won: Frame | null = null;
  private readonly startRemoved: number;
  /** `stuckFrom`: from this deal on the hand is stuck without the Free Card, so it waits till then. */
  private readonly freeWaits: number;
  /** Deals made in the search (`Frame.dealt`) after which a split search divides; -1: pile out. */
  private readonly splitAt: number;
  nodes = 0;

  constructor(
    s: IDState,
    private readonly maxNodes: number,
    private readonly deadline: number,
    private readonly now: () => number,
    private readonly share: Share = WHOLE,
  ) {
    this.stock = s.stock.map(code);
    const deals = this.stock.length / ROWS;
    this.splitAt = deals === 0 ? -1 : Math.max(1, SPLIT_AT - (HAND_DEALS - deals));
    this.failed = new FailedLayouts(this.stock.length);
    this.freeCard = s.freeCard;
    this.freeWaits = stuckFrom(this.stock);
    const f = this.frame(0);
    s.rows.forEach((row, r) => {
      row.forEach((c, i) => (f.cards[r * DEPTH + i] = code(c)));
      f.len[r] = row.length;
    });
    f.removed = s.discards.length;
    this.startRemoved = f.removed;
    f.freeUsed = s.freeCardUsed;
    this.settle(f);
  }

  /** Appends an event to the path; returns its index (a mark's moment). */
  private event(e: number): number {
    if (this.evLen === this.events.length) this.events = grow(this.events);
    this.events[this.evLen] = e;
    return this.evLen++;
  }

  private frame(d: number): Frame {
    while (this.frames.length <= d) this.frames.push(new Frame());
    return this.frames[d]!;
  }

  /** Throws OutOfBudget when the budget runs out. */
  run(): boolean {
    if (this.freeWaits >= 0 && !(this.freeCard && !this.frames[0]!.freeUsed)) return false;
    if (this.splitAt < 0 && this.share.index !== 0) return false; // nothing to divide: share 0 has it all
    return this.dfs(0);
  }

  /** The winning line as engine moves: the real moves in order, each removal at its mark. */
  line(): IDMove[] {
    const w = this.won!;
    const at = new Map<number, IDMove[]>();
    const add = (t: number, m: IDMove): void => {
      const list = at.get(t);
      if (list) list.push(m);
      else at.set(t, [m]);
    };
    for (let i = 0; i < this.goneLen; i += 2) add(this.gone[i]!, { type: 'remove', row: this.gone[i + 1]! });
    for (let r = 0; r < ROWS; r++) {
      for (let q = 0; q < w.len[r]!; q++) {
        if ((w.cards[r * DEPTH + q]! & PEND) !== 0) add(w.tau[r * DEPTH + q]!, { type: 'remove', row: r });
      }
    }
    const out: IDMove[] = [];
    let removed = this.startRemoved;
    const emit = (m: IDMove): void => {
      if (removed < WIN_REMOVED) out.push(m); // the hand ends with the 48th card
      if (m.type === 'remove' || m.type === 'free') removed++;
    };
    this.events.subarray(0, this.evLen).forEach((e, t) => {
      if (e === DEAL) emit({ type: 'deal' });
      else if (e >= FREE) emit({ type: 'free', row: e - FREE });
      else if (e >= MOVE) emit({ type: 'move', from: ((e - MOVE) / 4) | 0, to: (e - MOVE) % 4 });
      for (const m of at.get(t) ?? []) emit(m);
    });
    return out;
  }

  /**
   * Marks every card that a plain top card of its suit on another row could take, were the pending
   * cards above it gone (see the header).
   */
  private settle(f: Frame): void {
    const { best, bestRow } = this;
    for (let s = 0; s < 4; s++) best[s] = bestRow[s] = -1; // not fill(): a call per node costs more
    for (let r = 0; r < ROWS; r++) {
      const t = f.top(r);
      if (t < 0 || (t & PEND) !== 0) continue;
      const s = suit(t);
      if (t > best[s]!) {
        best[s] = t;
        bestRow[s] = r;
      }
    }
    for (let r = 0; r < ROWS; r++) {
      const base = r * DEPTH;
      const n = f.len[r]!;
      for (let q = n - 1; q >= 0; q--) {
        const v = f.cards[base + q]!;
        if ((v & PEND) !== 0) continue;
        const s = suit(v);
        if (bestRow[s] === r || v >= best[s]!) break;
        f.cards[base + q] = v | PEND;
        f.k[base + q] = n - 1 - q;
        f.tau[base + q] = this.event(MARK);
        f.pend++;
      }
    }
  }

  /** Row r's card at q is needed where it is now: plain, and so is each pending card below relying on it. */
  private reset(f: Frame, r: number, q: number): void {
    const base = r * DEPTH;
    const hit = this.hit;
    hit.length = 0;
    hit.push(q);
    if ((f.cards[base + q]! & PEND) !== 0) f.pend--;
    f.cards[base + q]! &= CARD;
    for (let p = q - 1; p >= 0; p--) {
      if ((f.cards[base + p]! & PEND) === 0) continue;
      const reach = p + f.k[base + p]!;
      for (const h of hit) {
        if (h <= reach) {
          f.cards[base + p]! &= CARD;
          f.pend--;
          hit.push(p);
          break;
        }
      }
    }
  }

  /** Takes row r's top card off; pending cards below lose it from the cards they relied on. */
  private pop(f: Frame, r: number): number {
    const base = r * DEPTH;
    const j = f.len[r]! - 1;
    const v = f.cards[base + j]!;
    f.len[r] = j;
    if ((v & PEND) !== 0) f.pend--;
    for (let p = 0; p < j; p++) {
      if ((f.cards[base + p]! & PEND) !== 0 && p + f.k[base + p]! >= j) f.k[base + p] = j - 1 - p;
    }
    return v;
  }

  /** A pending top card goes, as at its mark. */
  private retro(f: Frame, r: number): void {
    const j = f.len[r]! - 1;
    if (this.goneLen + 2 > this.gone.length) this.gone = grow(this.gone);
    this.gone[this.goneLen++] = f.tau[r * DEPTH + j]!;
    this.gone[this.goneLen++] = r;
    this.pop(f, r);
    f.removed++;
  }

  /** The Aces cut (solver.ts) in the branch most favourable to a win: only plain cards count as under an Ace. */
  private acesStuck(f: Frame): boolean {
    let free = 0;
    let need = 0;
    let needOnFree = true;
    for (let r = 0; r < ROWS; r++) {
      const base = r * DEPTH;
      const n = f.len[r]!;
      const aceBottom = n > 0 && f.cards[base]! < PEND && f.cards[base]! % 13 === ACE;
      if (!aceBottom) free++;
      let nonAceBelow = false;
      for (let q = 0; q < n; q++) {
        const v = f.cards[base + q]!;
        if ((v & PEND) !== 0) continue;
        if (v % 13 !== ACE) nonAceBelow = true;
        else if (nonAceBelow) {
          need++;
          if (aceBottom) needOnFree = false;
        }
      }
    }
    // Any branch has at least `need` such Aces and at most `free` such rows; with both equal it has
    // exactly these Aces and rows, so the plain search's second case holds for it too.
    return need > free || (need > 0 && need === free && needOnFree);
  }

  /**
   * Frozen: with every row holding cards, the first row to be emptied is emptied with no move
   * before it. Over-approximate, deal by deal, the cards that can go with nothing moving (pending
   * ones can; another needs a higher card of its suit on top of another row then: that row's
   * newest card, or one under it once every card above it, dealt ones included, can go; as
   * solver-tail.ts does for the pile alone). If by some deal a row's cards could all go, nothing is
   * concluded. Otherwise no row is ever empty, nothing ever moves, and a non-Ace that cannot go
   * means the hand is lost. Not with the Free Card left (it could empty a row the count says
   * cannot be). Following the deals one by one, rather than counting every card still to be
   * dealt as on top from the start, lets the cut end lost positions far sooner.
   */
  private frozenLost(f: Frame): boolean {
    if (this.freeCard && !f.freeUsed) return false;
    const { canGo, inRow, tops, stock, at, killer } = this;
    for (let r = 0; r < ROWS; r++) {
      // A row of pending cards only (or none) might be empty now: the cheap common answer first.
      let q = f.len[r]! - 1;
      while (q >= 0 && (f.cards[r * DEPTH + q]! & PEND) !== 0) q--;
      if (q < 0) return false;
    }
    for (let i = 0; i < ROWS * 4; i++) inRow[i] = tops[i] = 0; // loops, not fill(): cheaper for 16 and 4
    for (let s = 0; s < 4; s++) canGo[s] = 0;
    for (let r = 0; r < ROWS; r++) {
      at[r] = -1;
      for (let q = 0; q < f.len[r]!; q++) {
        const v = f.cards[r * DEPTH + q]!;
        const c = v & CARD;
        inRow[r * 4 + SUIT_OF[c]!]! |= BIT_OF[c]!;
        if ((v & PEND) !== 0) canGo[SUIT_OF[c]!]! |= BIT_OF[c]!;
      }
    }
    // Deal by deal (j deals to come made): the cards dealt cover the rows, so a card deeper down is
    // on top only once all above it, dealt ones included, can go. Row r read from its top: the j
    // dealt cards, newest first, then its cards now; `at[r]` is where its scan stopped, on a card
    // that cannot go (yet: canGo only grows, so the scan goes on from there).
    const first = f.dealt * ROWS;
    for (let j = 0; ; j++) {
      if (j > 0) {
        for (let r = 0; r < ROWS; r++) {
          const c = stock[first + (j - 1) * ROWS + r]!;
          inRow[r * 4 + SUIT_OF[c]!]! |= BIT_OF[c]!;
          for (let s = 0; s < 4; s++) tops[r * 4 + s] = 0;
          at[r] = -1;
        }
      }
      for (;;) {
        let moved = false;
        for (let r = 0; r < ROWS; r++) {
          const len = f.len[r]!;
          const n = j + len;
          let i = at[r]!;
          if (i >= 0) {
            const c = i < j ? stock[first + (j - 1 - i) * ROWS + r]! : f.cards[r * DEPTH + len - 1 - (i - j)]! & CARD;
            if ((canGo[SUIT_OF[c]!]! & BIT_OF[c]!) === 0) continue;
          }
          for (i++; i < n; i++) {
            const c = i < j ? stock[first + (j - 1 - i) * ROWS + r]! : f.cards[r * DEPTH + len - 1 - (i - j)]! & CARD;
            tops[r * 4 + SUIT_OF[c]!]! |= BIT_OF[c]!;
            if ((canGo[SUIT_OF[c]!]! & BIT_OF[c]!) === 0) break;
          }
          if (i >= n) return false; // this row's cards can all go: it might be emptied
          at[r] = i;
          moved = true;
        }
        if (!moved) break; // the same tops, so nothing more can go
        for (let s = 0; s < 4; s++) {
          othersBest(tops, null, s, killer);
          for (let r = 0; r < ROWS; r++) {
            if (killer[r] !== 0) canGo[s]! |= inRow[r * 4 + s]! & (killer[r]! - 1);
          }
        }
      }
      if (first + j * ROWS >= stock.length) break;
    }
    for (let s = 0; s < 4; s++) {
      let m = 0;
      for (let r = 0; r < ROWS; r++) m |= inRow[r * 4 + s]!;
      if ((m & ~canGo[s]! & ~(1 << ACE)) !== 0) return true;
    }
    return false;
  }

  private tick(): void {
    if (++this.nodes > this.maxNodes) throw new OutOfBudget('memory');
    if (this.nodes % 1024 === 0 && this.now() > this.deadline) throw new OutOfBudget('time');
  }

  private dfs(d: number): boolean {
    const f = this.frames[d]!;
    if (f.removed + f.pend === WIN_REMOVED) {
      this.won = f;
      return true;
    }
    const pileEmpty = f.dealt * ROWS >= this.stock.length;
    if (pileEmpty && !(this.freeCard && !f.freeUsed)) this.close(f);
    if (f.removed + f.pend === WIN_REMOVED) {
      this.won = f;
      return true;
    }
    // Just after a deal (or the Free Card) the cuts come before the memory, and what they end is
    // neither remembered nor counted as a position: testing it again is cheaper than reading,
    // hashing and storing it (about 10 % less CPU a deal), and it is part of its parent's work, as
    // a child's test is.
    if (f.fresh && (this.acesStuck(f) || this.frozenLost(f))) return false;
    // Above a split's dividing deal a failure holds only given the other workers' parts, and which
    // worker searches a position depends on how it is written, not on the games it stands for: so
    // there only a position written the same way (same subtree, same parts) counts as failed.
    if (this.failed.has(f, d, this.share.of > 1 && f.dealt < this.splitAt)) return false;
    this.tick();
    if ((f.fresh || !this.acesStuck(f)) && this.children(d, pileEmpty)) return true;
    this.failed.add(d);
    return false;
  }

  /** Pile out, no Free Card: a pending top card that a plain top card of its suit could take goes now. */
  private close(f: Frame): void {
    for (let again = true; again; ) {
      again = false;
      for (let r = 0; r < ROWS; r++) {
        const t = f.top(r);
        if (t < 0 || (t & PEND) === 0) continue;
        for (let o = 0; o < ROWS; o++) {
          const h = f.top(o);
          if (o !== r && h >= 0 && (h & PEND) === 0 && suit(h) === suit(t) && h > (t & CARD)) {
            this.retro(f, r);
            this.settle(f);
            again = true;
            break;
          }
        }
      }
    }
  }

  /** Tries child frame d + 1 (already set up, events and gone pushed); rolls back the path on failure. */
  private child(d: number, events: number, gone: number): boolean {
    if (this.dfs(d + 1)) return true;
    this.evLen = events;
    this.goneLen = gone;
    return false;
  }

  private children(d: number, pileEmpty: boolean): boolean {
    const f = this.frames[d]!;
    const ev = this.evLen;
    const gn = this.goneLen;
    let hasEmpty = false;
    for (let r = 0; r < ROWS; r++) if (f.len[r] === 0) hasEmpty = true;
    const n = this.frame(d + 1);
    // The deal first. It keeps every pending card pending, so its position stands for the most
    // worlds, and once it has failed the positions the other children reach by their next deal
    // (the same cards with some pending ones gone or made plain) are mostly dominated by what
    // failed below it (solver-dominance.ts). Dealing first also plays forward sooner, so wins come
    // sooner. Tried first, it decides many more deals with the Free Card, in about 38 % fewer
    // positions, and a few more without it, in 9 % fewer (docs/notes/solver-journal.md).
    if (!pileEmpty) {
      n.copyFrom(f);
      const at = n.dealt * ROWS;
      for (let r = 0; r < ROWS; r++) {
        n.cards[r * DEPTH + n.len[r]!] = this.stock[at + r]!;
        n.len[r]!++;
      }
      n.dealt++;
      n.fresh = true;
      // At a split's dividing deal, only into this worker's positions (the other moves are tried
      // all the same).
      if (!(n.dealt === this.splitAt && this.share.of > 1 && shareFor(n, this.share.of) !== this.share.index)) {
        this.event(DEAL);
        this.settle(n);
        if (this.child(d, ev, gn)) return true;
      }
    }
    // Pending cards off a row's top, down to a card that is of use at once.
    for (let r = 0; r < ROWS; r++) {
      if ((f.top(r) & PEND) === 0 || f.top(r) < 0) continue;
      for (let depth = 1; f.len[r]! - depth >= 0; depth++) {
        if ((f.cards[r * DEPTH + f.len[r]! - depth]! & PEND) === 0) break;
        // Judged on f before copying: two in three of these are of no use (deals 10, 72, 85).
        if (!pileEmpty && !this.useful(f, r, f.len[r]! - depth, hasEmpty)) continue;
        n.copyFrom(f);
        for (let i = 0; i < depth; i++) this.retro(n, r);
        this.settle(n);
        if (this.child(d, ev, gn)) return true;
      }
    }
    // Reset a pending card that a plain would-be top card of its suit elsewhere needs as its higher card.
    for (let j = 0; j < ROWS; j++) {
      const base = j * DEPTH;
      for (let q = f.len[j]! - 1; q >= 0 && (f.cards[base + q]! & PEND) !== 0; q--) {
        const h = f.cards[base + q]! & CARD;
        let target = false;
        for (let i = 0; i < ROWS && !target; i++) {
          if (i === j) continue;
          const e = f.effTop(i);
          if (e >= 0) {
            const c = f.cards[i * DEPTH + e]!;
            target = suit(c) === suit(h) && c < h;
          }
        }
        if (!target) continue;
        n.copyFrom(f);
        while (n.len[j]! > q + 1) this.retro(n, j);
        this.reset(n, j, q);
        this.settle(n);
        if (this.child(d, ev, gn)) return true;
      }
    }
    // Moves into an empty row.
    for (let t = 0; t < ROWS; t++) {
      if (f.len[t] !== 0) continue;
      for (let from = 0; from < ROWS; from++) {
        const len = f.len[from]!;
        if (len < 2) continue;
        const base = from * DEPTH;
        let plain = false;
        for (let q = 0; q < len - 1; q++) if ((f.cards[base + q]! & PEND) === 0) plain = true;
        for (let q = plain ? -1 : 0; q < (plain ? 0 : len - 1); q++) {
          n.copyFrom(f);
          if ((n.cards[base + len - 1]! & PEND) !== 0) this.reset(n, from, len - 1);
          if (q >= 0 && (n.cards[base + q]! & PEND) !== 0) this.reset(n, from, q);
          const x = this.pop(n, from);
          n.cards[t * DEPTH] = x;
          n.len[t] = 1;
          this.event(MOVE + from * 4 + t);
          this.settle(n);
          if (this.child(d, ev, gn)) return true;
        }
      }
      if (pileEmpty) break; // rows are interchangeable: one empty row stands for all
    }
    // The Free Card on a would-be top card (the pending ones above it go first), once the stuck
    // tail has begun (`stuckFrom`: used before, the hand would be lost).
    if (this.freeCard && !f.freeUsed && f.dealt > this.freeWaits) {
      for (let r = 0; r < ROWS; r++) {
        const e = f.effTop(r);
        if (e < 0 || f.cards[r * DEPTH + e]! % 13 === ACE) continue;
        // Judged on f before copying (the cards taken off leave the others as they are): this
        // card and the pending ones above it gone, row r is e cards long and one more card is off.
        if (!pileEmpty && f.removed + f.pend + 1 !== WIN_REMOVED && !this.freeUseful(f, r, e, hasEmpty)) continue;
        n.copyFrom(f);
        while (n.len[r]! > e + 1) this.retro(n, r);
        this.pop(n, r);
        n.removed++;
        n.freeUsed = true;
        this.event(FREE + r);
        n.fresh = true; // the frozen cut holds from here, the Free Card gone (its parent had it)
        this.settle(n);
        if (this.child(d, ev, gn)) return true;
      }
    }
    return false;
  }

  /**
   * After the Free Card took row r's would-be top card, leaving it `len` cards long (read on the
   * position before: the other rows are the same): is its absence of use at once? The card
   * now on top can go, take a card, move into an empty row or is pending, or the row is empty and
   * can take a card. If not, the Free Card can wait: until its card's absence is of use, the card
   * being there only adds lines (it can still go by the Free Card when its row's cards above it
   * have gone; it keeps the row from being a lone card), so every line is matched by one that
   * plays the Free Card at such a moment.
   */
  private freeUseful(n: Frame, r: number, len: number, hadEmpty: boolean): boolean {
    if (this.useful(n, r, len, hadEmpty)) return true;
    // The next deal brings row r an Ace: with the card still there the Ace would lie on it, and
    // an Ace never goes, so the card could never go after the deal.
    if ((this.stock[n.dealt * ROWS + r] ?? 0) % 13 === ACE) return true;
    if (len === 0) return false;
    const e = n.cards[r * DEPTH + len - 1]!;
    return (e & PEND) !== 0 || this.facing(n, r, e, true);
  }

  /** Whether another row's would-be top card is of e's suit and higher (`higher`) or lower than e. */
  private facing(n: Frame, r: number, e: number, higher: boolean): boolean {
    for (let o = 0; o < ROWS; o++) {
      if (o === r) continue;
      const q = n.effTop(o);
      if (q >= 0) {
        const c = n.cards[o * DEPTH + q]!;
        if (suit(c) === suit(e) && (higher ? c > e : c < e)) return true;
      }
    }
    return false;
  }

  /**
   * Were row r only `len` cards long (pending cards off its top): is the card then on top (or the
   * empty row) of use at once? The other rows are read as they are.
   */
  private useful(n: Frame, r: number, len: number, hadEmpty: boolean): boolean {
    if (len === 0) {
      for (let o = 0; o < ROWS; o++) if (o !== r && n.len[o]! >= 2) return true;
      return false;
    }
    const e = n.cards[r * DEPTH + len - 1]!;
    if ((e & PEND) !== 0) return false;
    return this.facing(n, r, e, false) || (hadEmpty && len >= 2);
  }
}
