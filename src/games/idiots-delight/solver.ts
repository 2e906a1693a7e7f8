/**
 * Idiot's Delight solver: depth-first search over one hand, knowing the pile's order. Positions
 * (rows, cards dealt, Free Card used) already shown to fail prune transpositions (an exact set:
 * solver-table.ts); once the pile is empty the rows are compared as a multiset, since no deal tells
 * them apart any more. The search is finite: a removal or deal makes progress, and a move into an
 * empty row raises the number of non-empty rows until the next removal or deal.
 *
 * Cuts, all proofs (so "lost" still means every line was tried or shown hopeless):
 *
 * - Aces (`acesStuck`). An Ace is never removed, and a row whose bottom card is an Ace can never be
 *   empty again (the Ace is on top only when alone, and a lone card does not move). A non-Ace below
 *   an Ace must go, so that Ace must once move into an empty row, which then has an Ace at its
 *   bottom for good: each such Ace uses up its own row among those without an Ace at the bottom, and
 *   the last one to move leaves from a row that is not used up. Too few rows: lost.
 *
 * - Aces ahead (`acesStuckAhead`), while every row holds cards. Until some row is empty nothing
 *   moves, so rows only lose top cards (suit rule, Free Card) and gain dealt ones. The first row
 *   to be emptied thus holds no Ace and loses all its cards, those dealt onto it meanwhile too,
 *   with no move: `firstEmptiable` over-approximates, as a least fixpoint, which cards can go by
 *   then (a card needs a higher one of its suit on top of another row: dealt there by then, or in
 *   play with every card above it able to go; the Free Card takes one card at most). If no row can
 *   be emptied before the k-th coming deal, then after it the bottoms and the buried Aces are as now,
 *   plus each Ace that deal or an earlier one puts on a row with a non-Ace bottom (a non-Ace lies
 *   below it); if the Aces cut holds on that, every line is lost, since every line must make that
 *   deal (a card of the pile cannot go before it is dealt).
 *
 * - Once the pile is empty and no Free Card is left (`closeRemovals`), every removable card is
 *   removed at once. Nothing covers a card any more (moves go only into empty rows), so the highest
 *   top card of each suit never goes down; a card that is removable stays so, and whatever it could
 *   kill later, that highest card can kill then too. Rows being interchangeable, any winning line
 *   from the position with the card still there maps onto one from the position without it.
 *
 * - Frozen and calm (`firstEmptiable` after each deal, while every row holds cards). If no row can
 *   ever be emptied, no card will ever move: the cards that can ever go are within the fixpoint
 *   above taken over the whole pile, and more non-Aces outside it than the Free Card can take means
 *   lost (`stuckForGood`); the locked-rows rules hold too. If no row can be emptied before the pile
 *   is out (calm), nothing moves till then, and afterwards the rows are interchangeable, so no card
 *   is ever needed as an anchor (a card under the one that moves into an empty row, which matters
 *   only for which row later deals land on): a removable card whose lower cards of its suit are all
 *   top cards goes at once, as with locked rows (`killerSafe`). Once the pile is out that holds
 *   whatever else, the Free Card included. A descendant's lines are some of its ancestor's, so what
 *   an ancestor proved holds below it (`noEmptyBefore`).
 *
 * - A stuck tail of the pile (solver-tail.ts: from some deal on nothing can move again, and a card
 *   of it can never go) loses the hand before any search without the Free Card; with it, the
 *   Free Card waits for that deal (both searches).
 *
 * Wins are looked for first with a cheaper search that, wherever a removal is possible, tries only
 * removals (a quarter of the budget at most, half while the Free Card is unused: with it, proofs of
 * a loss are rare and wins are most of what can be found); it can miss wins, so it never answers "lost".
 * Then the merged search (solver-merged.ts), which does not branch on keeping a removable card,
 * has the rest. The exact search here (`solvePlain`) is the reference it is checked against.
 */
import { shareOf, type SolveBudget, type Verdict } from '../../solver/types';
import { ROWS, WIN_REMOVED, isOver, isWon, type IDMove, type IDState } from './engine';
import { MergedSearch, OutOfBudget, code, othersBest } from './solver-merged';
import { stuckFrom } from './solver-tail';
import { PositionSet } from './solver-table';


const CLOCK_EVERY = 1024;
/** Longest row: every card of the pack. */
const DEPTH = 52;
const ACE = 12;
const STOCK = -1;
const GONE = -2;
/** Bytes of a position's key: the header, four row lengths and at most 52 cards. */
const KEY = 1 + 4 + 52;

/** Suit (0..3), rank (0..12, Ace 12) and rank bit of each card code, for the fixpoint's masks. */
const SUIT = Uint8Array.from({ length: 52 }, (_, c) => (c / 13) | 0);
const RANK = Uint8Array.from({ length: 52 }, (_, c) => c % 13);
const BIT = Int32Array.from({ length: 52 }, (_, c) => 1 << c % 13);

function bitCount(m: number): number {
  m -= (m >>> 1) & 0x55555555;
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Fixed pseudo-random words for hashing (xorshift32 from a constant seed: deterministic). */
function words(n: number, seed: number): Int32Array {
  const out = new Int32Array(n);
  let x = seed | 0;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}
const Z1 = words(DEPTH * 52, 0x2545f491);
const Z2 = words(DEPTH * 52, 0x6c8e9cf5);
const SALT = words(16, 0x1b873593);

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

export function solveIdiotsDelight(state: IDState, budget: SolveBudget, now: () => number = () => 0): Verdict<IDMove> {
  if (isWon(state)) return { result: 'won', line: [] };
  if (isOver(state)) return { result: 'lost' };
  const start = now();
  const part = shareOf(budget);
  // Split over workers, the first runs the removals-first search and all divide the merged one.
  if (part.index === 0) {
    try {
      const portion = state.freeCard && !state.freeCardUsed ? 1 / 2 : 1 / 4;
      const eager = new Search(state, Math.floor(budget.maxNodes * portion), start + budget.maxMs * portion, now, true);
      if (eager.run()) return { result: 'won', line: eager.line() };
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e;
    }
  }
  // The merged search (solver-merged.ts) has the rest: at the same budget it proves far more deals
  // lost than the plain search below, so giving it all the rest decides more deals than leaving a
  // share to the plain search (docs/notes/solver-journal.md).
  try {
    const merged = new MergedSearch(state, budget.maxNodes, start + budget.maxMs, now, part);
    if (merged.run()) return { result: 'won', line: merged.line() };
    return part.of > 1 ? { result: 'lost', part: true } : { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
}

/**
 * The plain exact search alone: the independent reference the tests check the merged search
 * against on real deals, where the engine's own exhaustive search is far too slow.
 */
export function solvePlain(state: IDState, budget: SolveBudget, now: () => number = () => 0): Verdict<IDMove> {
  if (isWon(state)) return { result: 'won', line: [] };
  if (isOver(state)) return { result: 'lost' };
  try {
    const exact = new Search(state, budget.maxNodes, now() + budget.maxMs, now, false);
    return exact.run() ? { result: 'won', line: exact.line() } : { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
}

/** Moves on the search's path as small numbers (no object per node): see `line`. */
const REMOVE = 0; // + row
const FREE = 4; // + row
const MOVE = 8; // + from * 4 + to
const DEAL = 24;

class Search {
  private readonly path: number[] = [];
  private readonly cards = new Uint8Array(ROWS * DEPTH);
  private readonly len = new Int32Array(ROWS);
  private readonly rh1 = new Int32Array(ROWS);
  private readonly rh2 = new Int32Array(ROWS);
  private readonly stock: number[];
  private readonly freeCard: boolean;
  private freeUsed: boolean;
  private removed: number;
  private dealt = 0;
  private nodes = 0;
  private readonly failed = new PositionSet();
  /** One key slot per search depth (48 removals and 12 deals, with at most three moves before each). */
  private readonly keys = new Uint8Array(KEY * 320);
  private keyLen = 0;
  private hash1 = 0;
  private hash2 = 0;
  private depth = 0;
  /**
   * A pile index before whose deal no row can be empty (`firstEmptiable`, here or in an ancestor).
   * Past the pile's end: no row will ever be empty again, no card will move (frozen); at its end:
   * none before the pile is out (calm).
   */
  private noEmptyBefore = 0;
  private justDealt = false;
  private readonly order = [0, 1, 2, 3];
  /** Where each card is (`locate`), for the locked-rows rules. */
  private readonly rowOf = new Int8Array(52);
  /** `firstEmptiable`'s cards that can go by then, as a rank mask per suit. */
  private readonly canGo = new Int32Array(4);
  /** `firstEmptiable`'s rank masks, per row and suit: cards that can be on top, dealt there, in the row now. */
  private readonly tops = new Int32Array(ROWS * 4);
  private readonly dealtOn = new Int32Array(ROWS * 4);
  private readonly inRow = new Int32Array(ROWS * 4);
  /** Per row, how far down the top-card scan has come, and the card passed for the Free Card (-1: none). */
  private readonly scan = new Int32Array(ROWS);
  private readonly passed = new Int32Array(ROWS);
  /** `othersBest`'s answer: per row, the highest rank the other rows offer. */
  private readonly killer = new Int32Array(ROWS);
  /** The deals (0 = the first from the pile) that bring an Ace. */
  private readonly aceDeals: number[] = [];
  /** `stuckFrom`: from this deal on the hand is stuck without the Free Card, so it waits till then. */
  private readonly freeWaits: number;

  constructor(
    s: IDState,
    private readonly maxNodes: number,
    private readonly deadline: number,
    private readonly now: () => number,
    /** Wherever a removal is possible, try only removals (finds wins, cannot prove losses). */
    private readonly eager: boolean,
  ) {
    s.rows.forEach((row, r) => row.forEach((c) => this.push(r, code(c))));
    this.stock = s.stock.map(code);
    for (let d = 0; d * ROWS < this.stock.length; d++) {
      if (this.stock.slice(d * ROWS, d * ROWS + ROWS).some((c) => c % 13 === ACE)) this.aceDeals.push(d);
    }
    this.freeCard = s.freeCard;
    this.freeUsed = s.freeCardUsed;
    this.removed = s.discards.length;
    this.freeWaits = stuckFrom(this.stock);
  }

  run(): boolean {
    if (this.freeWaits >= 0 && !(this.freeCard && !this.freeUsed)) return false;
    return this.dfs();
  }

  /** The winning path as engine moves. */
  line(): IDMove[] {
    return this.path.map((m): IDMove => {
      if (m === DEAL) return { type: 'deal' };
      if (m >= MOVE) return { type: 'move', from: ((m - MOVE) / 4) | 0, to: (m - MOVE) % 4 };
      return m >= FREE ? { type: 'free', row: m - FREE } : { type: 'remove', row: m - REMOVE };
    });
  }

  private push(r: number, c: number): void {
    const i = this.len[r]!;
    this.cards[r * DEPTH + i] = c;
    this.len[r] = i + 1;
    this.rh1[r] = (this.rh1[r]! + Z1[i * 52 + c]!) | 0;
    this.rh2[r] = (this.rh2[r]! + Z2[i * 52 + c]!) | 0;
  }

  private pop(r: number): number {
    const i = this.len[r]! - 1;
    const c = this.cards[r * DEPTH + i]!;
    this.len[r] = i;
    this.rh1[r] = (this.rh1[r]! - Z1[i * 52 + c]!) | 0;
    this.rh2[r] = (this.rh2[r]! - Z2[i * 52 + c]!) | 0;
    return c;
  }

  private top(r: number): number {
    const n = this.len[r]!;
    return n > 0 ? this.cards[r * DEPTH + n - 1]! : -1;
  }

  private removable(r: number): boolean {
    const c = this.top(r);
    if (c < 0) return false;
    const s = (c / 13) | 0;
    for (let o = 0; o < ROWS; o++) {
      if (o === r) continue;
      const t = this.top(o);
      if (t > c && ((t / 13) | 0) === s) return true;
    }
    return false;
  }

  private pileEmpty(): boolean {
    return this.dealt * ROWS >= this.stock.length;
  }

  /** The Aces cut (see the header): true when some buried card can never be reached. */
  private acesStuck(): boolean {
    let free = 0; // rows without an Ace at the bottom
    let need = 0; // Aces with a non-Ace below them
    let needOnFree = true; // every such Ace sits in a row without an Ace at the bottom
    for (let r = 0; r < ROWS; r++) {
      const n = this.len[r]!;
      const base = r * DEPTH;
      const aceBottom = n > 0 && this.cards[base]! % 13 === ACE;
      if (!aceBottom) free++;
      let nonAceBelow = false;
      for (let i = 0; i < n; i++) {
        if (this.cards[base + i]! % 13 !== ACE) nonAceBelow = true;
        else if (nonAceBelow) {
          need++;
          if (aceBottom) needOnFree = false;
        }
      }
    }
    return need > free || (need > 0 && need === free && needOnFree);
  }

  /**
   * The Aces cut some deals ahead (see the header). With every row holding cards, the rows without
   * an Ace at the bottom are as many as the Aces off the bottoms (in the rows or the pile), so
   * `acesStuck` can only hold once every such Ace counts in `need` on such a row: after the last
   * deal that brings an Ace, with each of them dealt onto a row with a non-Ace at the bottom (one
   * dealt onto an Ace at the bottom might have no non-Ace below it).
   */
  private acesStuckAhead(): boolean {
    const aceDeals = this.aceDeals;
    const last = aceDeals.length > 0 ? aceDeals[aceDeals.length - 1]! : -1;
    if (last < this.dealt) return false; // no Ace to come: `acesStuck` has said it all
    for (let r = 0; r < ROWS; r++) if (this.len[r] === 0) return false;
    for (let r = 0; r < ROWS; r++) {
      const base = r * DEPTH;
      const aceBottom = this.cards[base]! % 13 === ACE;
      let nonAceBelow = false;
      for (let i = 0; i < this.len[r]!; i++) {
        if (this.cards[base + i]! % 13 !== ACE) nonAceBelow = true;
        else if (i > 0 && (aceBottom || !nonAceBelow)) return false; // an Ace not in `need` on a free row
      }
    }
    for (let j = aceDeals.length - 1; j >= 0 && aceDeals[j]! >= this.dealt; j--) {
      const at = aceDeals[j]! * ROWS;
      for (let r = 0; r < ROWS; r++) {
        if (this.stock[at + r]! % 13 === ACE && this.cards[r * DEPTH]! % 13 === ACE) return false;
      }
    }
    // No row emptied before that last deal: nothing moves till then, and after it the Aces are stuck.
    return this.firstEmptiable(last * ROWS) > last * ROWS;
  }

  /**
   * Whether some row might ever be empty again (every row holds cards now). The first row to be
   * emptied is emptied with no move before it, so at that moment, just before the j-th coming deal
   * (or after the last), it has lost its cards of now and those the deals before put on it, each
   * to a higher card of its suit on top of another row: one in play with everything above it able
   * to go, or one dealt by then onto another row (`canGo`, a least fixpoint as in `emptiable`).
   */
  private firstEmptiable(limit: number): number {
    const first = this.dealt * ROWS;
    const spare = this.freeCard && !this.freeUsed ? 1 : 0;
    const { canGo, cards, len, dealtOn, inRow } = this;
    // An ancestor proved no row empty before `noEmptyBefore`: this position's lines are some of its.
    let until = Math.max(first, this.noEmptyBefore);
    if (until > limit) return limit + ROWS;
    dealtOn.fill(0);
    canGo.fill(0);
    inRow.fill(0);
    this.tops.fill(0);
    for (let r = 0; r < ROWS; r++) {
      this.scan[r] = len[r]! - 1;
      this.passed[r] = -1;
    }
    // A row holding an Ace (now, or dealt onto it by then) is never the first to be emptied.
    let alive = 0;
    for (let r = 0; r < ROWS; r++) {
      let ace = false;
      for (let i = 0, n = len[r]!; i < n; i++) {
        const c = cards[r * DEPTH + i]!;
        inRow[r * 4 + SUIT[c]!]! |= BIT[c]!;
        if (RANK[c] === ACE) ace = true;
      }
      if (!ace) alive |= 1 << r;
    }
    for (let i = first; i < until; i++) alive = this.dealOnto(i, alive);
    // More killers as `until` grows, so each fixpoint goes on from the last one (a least fixpoint
    // of a growing monotone rule only grows). Once every row holds an Ace, only the whole pile's
    // fixpoint is still wanted (`stuckForGood` reads it).
    for (;;) {
      this.fixpoint(spare);
      if (alive !== 0 && this.someRowEmpties(spare, alive)) return until;
      if (until >= limit) return limit + ROWS;
      const next = alive === 0 ? limit : until + ROWS;
      for (; until < next; until++) alive = this.dealOnto(until, alive);
    }
  }

  /** Notes the pile card at `i` as dealt (`dealtOn`); returns `alive` less its row if it is an Ace. */
  private dealOnto(i: number, alive: number): number {
    const x = this.stock[i]!;
    this.dealtOn[(i % ROWS) * 4 + SUIT[x]!]! |= BIT[x]!;
    return x % 13 === ACE ? alive & ~(1 << i % ROWS) : alive;
  }

  /**
   * Grows `canGo` to the least fixpoint for the moment the pile card at `until` would be dealt. All
   * in 13-bit rank masks per row and suit: a card can go when some other row offers a higher rank of
   * its suit, so only the highest rank each row offers matters (the best and second best per suit).
   */
  private fixpoint(spare: number): void {
    const { canGo, cards, tops, dealtOn, inRow, scan, passed, killer } = this;
    for (let grown = true; grown; ) {
      grown = false;
      // The cards that can be on top of each row by then: those down to the first card that cannot
      // go (past the Free Card's one), that card included. `canGo` only grows, so each row's scan
      // goes on from where it stopped.
      for (let o = 0; o < ROWS; o++) {
        const base = o * DEPTH;
        let i = scan[o]!;
        if (passed[o]! >= 0 && (canGo[SUIT[cards[base + passed[o]!]!]!]! & BIT[cards[base + passed[o]!]!]!) !== 0) {
          passed[o] = -1; // the card the Free Card was kept for can go after all
        }
        for (; i > 0; i--) {
          const c = cards[base + i]!;
          if (RANK[c] === ACE) break;
          if ((canGo[SUIT[c]!]! & BIT[c]!) === 0) {
            if (passed[o]! >= 0 || spare === 0) break;
            passed[o] = i;
          }
          tops[o * 4 + SUIT[c]!]! |= BIT[c]!;
        }
        scan[o] = i;
        if (i >= 0) tops[o * 4 + SUIT[cards[base + i]!]!]! |= BIT[cards[base + i]!]!;
      }
      for (let s = 0; s < 4; s++) {
        othersBest(tops, dealtOn, s, killer);
        let add = 0;
        for (let r = 0; r < ROWS; r++) {
          if (killer[r] !== 0) add |= (inRow[r * 4 + s]! | dealtOn[r * 4 + s]!) & (killer[r]! - 1);
        }
        add &= ~canGo[s]!;
        if (add !== 0) {
          canGo[s]! |= add;
          grown = true;
        }
      }
    }
  }

  /** Whether some row in `alive` could lose all its cards (those dealt onto it by then too). */
  private someRowEmpties(spare: number, alive: number): boolean {
    const { canGo, inRow, dealtOn } = this;
    for (let r = 0; r < ROWS; r++) {
      if ((alive & (1 << r)) === 0) continue;
      let left = 0;
      for (let s = 0; s < 4; s++) left += bitCount((inRow[r * 4 + s]! | dealtOn[r * 4 + s]!) & ~canGo[s]!);
      if (left <= spare) return true;
    }
    return false;
  }

  /** Every row has an Ace at the bottom: no row can be empty again, so no card will ever move. */
  private locked(): boolean {
    for (let r = 0; r < ROWS; r++) if (this.len[r] === 0 || this.cards[r * DEPTH]! % 13 !== ACE) return false;
    return true;
  }

  /** Fills `rowOf`: each card's row, STOCK while undealt, GONE once removed. */
  private locate(): void {
    this.rowOf.fill(GONE);
    for (let i = this.dealt * ROWS; i < this.stock.length; i++) this.rowOf[this.stock[i]!] = STOCK;
    for (let r = 0; r < ROWS; r++) {
      for (let i = 0; i < this.len[r]!; i++) {
        const c = this.cards[r * DEPTH + i]!;
        this.rowOf[c] = r;
      }
    }
  }

  /**
   * Locked rows, calm, pile out (no card is needed as an anchor; see the header): removing a
   * removable `c` loses nothing when every lower card of its suit still in play is a top card now.
   * Those can all go now by the same higher card, so `c` is never needed to kill anything, and
   * otherwise a card's absence only leaves the card below it free or its row empty.
   */
  private killerSafe(c: number): boolean {
    for (let y = c - (c % 13); y < c; y++) {
      const r = this.rowOf[y]!;
      if (r === GONE) continue;
      if (r === STOCK || this.top(r) !== y) return false;
    }
    return true;
  }

  /**
   * Locked rows: a card whose higher cards of its suit still in play all lie below it in its own row
   * can never be removed by the suit rule (it cannot move away from them), only by the Free Card.
   */
  private buriedForGood(): boolean {
    this.locate();
    let stuck = 0;
    for (let r = 0; r < ROWS; r++) {
      for (let i = 0; i < this.len[r]!; i++) {
        const x = this.cards[r * DEPTH + i]!;
        if (x % 13 === ACE) continue;
        let killer = false;
        for (let y = x + 1; y <= x - (x % 13) + ACE && !killer; y++) {
          const where = this.rowOf[y]!;
          killer = where === STOCK || (where !== GONE && where !== r);
        }
        if (!killer) stuck++;
      }
    }
    return stuck > (this.freeCard && !this.freeUsed ? 1 : 0);
  }

  /**
   * Writes the position's bytes at `keys[off ..]` (each depth has its own slot, so a parent's key
   * survives its children) and sets `keyLen`, `hash1`, `hash2`.
   */
  private encode(off: number): void {
    const canon = this.pileEmpty();
    const o = this.order;
    o[0] = 0;
    o[1] = 1;
    o[2] = 2;
    o[3] = 3;
    if (canon) {
      // Rows as a multiset: a fixed order by hash (a tie between different rows only costs a missed match).
      for (let i = 1; i < ROWS; i++) {
        const r = o[i]!;
        let j = i - 1;
        while (j >= 0 && this.before(r, o[j]!)) {
          o[j + 1] = o[j]!;
          j--;
        }
        o[j + 1] = r;
      }
    }
    const head = this.dealt * 2 + (this.freeUsed ? 1 : 0);
    let h1 = fmix(head ^ SALT[0]!);
    let h2 = fmix(head ^ SALT[1]!);
    const keys = this.keys;
    keys[off] = head;
    let n = off + 1;
    for (let k = 0; k < ROWS; k++) {
      const r = o[k]!;
      h1 = (h1 + fmix(this.rh1[r]! ^ SALT[canon ? 2 : 4 + k]!)) | 0;
      h2 = (h2 + fmix(this.rh2[r]! ^ SALT[canon ? 3 : 8 + k]!)) | 0;
      const len = this.len[r]!;
      keys[n++] = len;
      const base = r * DEPTH;
      for (let i = 0; i < len; i++) keys[n++] = this.cards[base + i]!;
    }
    this.keyLen = n - off;
    this.hash1 = h1;
    this.hash2 = h2;
  }

  private before(a: number, b: number): boolean {
    const d = this.rh1[a]! - this.rh1[b]! || this.len[a]! - this.len[b]! || this.rh2[a]! - this.rh2[b]!;
    return d < 0;
  }

  private tick(): void {
    if (++this.nodes > this.maxNodes) throw new OutOfBudget('memory');
    if (this.nodes % CLOCK_EVERY === 0 && this.now() > this.deadline) throw new OutOfBudget('time');
  }

  private dfs(): boolean {
    // Forced removals once nothing can cover a card and no Free Card is left (see the header).
    const closing = !this.eager && this.pileEmpty() && !(this.freeCard && !this.freeUsed);
    const wasBefore = this.noEmptyBefore;
    const fresh = this.justDealt;
    this.justDealt = false;
    if (!this.eager && !closing && !this.frozen() && fresh && !this.pileEmpty() && this.noEmptyRow()) {
      // Known to fail already: skip the costly test.
      this.encode(this.depth * KEY);
      if (this.failed.has(this.hash1, this.hash2, this.keys, this.depth * KEY, this.keyLen)) return false;
      this.noEmptyBefore = this.firstEmptiable(this.stock.length);
      if (this.frozen() && this.stuckForGood()) {
        this.failed.add(this.hash1, this.hash2, this.keys, this.depth * KEY, this.keyLen);
        this.noEmptyBefore = wasBefore;
        return false;
      }
    }
    // No card is needed as an anchor (rows locked, calm, pile out): killer-safe removals go at once.
    const noAnchors =
      !this.eager && !closing && (this.calm() || this.pileEmpty() || this.locked()) && this.anyRemovable();
    if (noAnchors) this.locate();
    let taken: number[] | null = null; // pairs: row, card
    if (closing || noAnchors) {
      for (let r = 0; r < ROWS; r++) {
        if (!this.removable(r) || (noAnchors && !this.killerSafe(this.top(r)))) continue;
        const c = this.pop(r);
        (taken ??= []).push(r, c);
        this.rowOf[c] = GONE;
        this.removed++;
        this.path.push(REMOVE + r);
        r = -1;
      }
    }
    const ok = this.expand();
    if (!ok && taken !== null) {
      while (taken.length > 0) {
        const c = taken.pop()!;
        const r = taken.pop()!;
        this.push(r, c);
        this.rowOf[c] = r;
        this.path.pop();
        this.removed--;
      }
    }
    this.noEmptyBefore = wasBefore;
    return ok;
  }

  private frozen(): boolean {
    return this.noEmptyBefore > this.stock.length;
  }

  private calm(): boolean {
    return this.noEmptyBefore >= this.stock.length;
  }

  /**
   * Frozen (`firstEmptiable` found no moment): no card will ever move, so `canGo`, as left for the
   * whole pile, covers every card that can ever go. More non-Aces outside it than the Free Card
   * can take: lost.
   */
  private stuckForGood(): boolean {
    let stuck = this.freeCard && !this.freeUsed ? -1 : 0;
    for (let r = 0; r < ROWS; r++) {
      for (let i = 0; i < this.len[r]!; i++) {
        const c = this.cards[r * DEPTH + i]!;
        if (c % 13 !== ACE && (this.canGo[SUIT[c]!]! & BIT[c]!) === 0 && ++stuck > 0) return true;
      }
    }
    for (let i = this.dealt * ROWS; i < this.stock.length; i++) {
      const c = this.stock[i]!;
      if (c % 13 !== ACE && (this.canGo[SUIT[c]!]! & BIT[c]!) === 0 && ++stuck > 0) return true;
    }
    return false;
  }

  private anyRemovable(): boolean {
    for (let r = 0; r < ROWS; r++) if (this.removable(r)) return true;
    return false;
  }

  private noEmptyRow(): boolean {
    for (let r = 0; r < ROWS; r++) if (this.len[r] === 0) return false;
    return true;
  }

  private expand(): boolean {
    if (this.removed === WIN_REMOVED) return true;
    const off = this.depth * KEY;
    this.encode(off);
    const { hash1, hash2, keyLen } = this;
    if (this.failed.has(hash1, hash2, this.keys, off, keyLen)) return false;
    this.tick();
    if (this.eager || !(this.acesStuck() || this.acesStuckAhead() || ((this.frozen() || this.locked()) && this.buriedForGood()))) {
      this.depth++;
      const won = this.children();
      this.depth--;
      if (won) return true;
    }
    this.failed.add(hash1, hash2, this.keys, off, keyLen);
    return false;
  }

  private children(): boolean {
    const { path } = this;
    let removals = 0;
    for (let r = 0; r < ROWS; r++) {
      if (!this.removable(r)) continue;
      removals++;
      const c = this.pop(r);
      this.removed++;
      path.push(REMOVE + r);
      if (this.dfs()) return true;
      path.pop();
      this.removed--;
      this.push(r, c);
    }
    if (this.eager && removals > 0) return false;
    const canon = this.pileEmpty();
    for (let t = 0; t < ROWS; t++) {
      if (this.len[t] !== 0) continue;
      for (let f = 0; f < ROWS; f++) {
        if (this.len[f]! < 2) continue;
        this.push(t, this.pop(f));
        path.push(MOVE + f * 4 + t);
        if (this.dfs()) return true;
        path.pop();
        this.push(f, this.pop(t));
      }
      if (canon) break; // rows are interchangeable: one empty row stands for all
    }
    if (!this.pileEmpty()) {
      const at = this.dealt * ROWS;
      for (let r = 0; r < ROWS; r++) this.push(r, this.stock[at + r]!);
      this.dealt++;
      path.push(DEAL);
      this.justDealt = true;
      const won = this.dfs();
      this.justDealt = false;
      if (won) return true;
      path.pop();
      this.dealt--;
      for (let r = 0; r < ROWS; r++) this.pop(r);
    }
    if (this.freeCard && !this.freeUsed && this.dealt > this.freeWaits) {
      for (let r = 0; r < ROWS; r++) {
        const c = this.top(r);
        // A card the suit rule can take now: taking it by the rule instead keeps the Free Card.
        if (c < 0 || c % 13 === ACE || this.removable(r)) continue;
        this.pop(r);
        this.removed++;
        this.freeUsed = true;
        path.push(FREE + r);
        if (this.dfs()) return true;
        path.pop();
        this.freeUsed = false;
        this.removed--;
        this.push(r, c);
      }
    }
    return false;
  }
}
