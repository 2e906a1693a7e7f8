/** Which moves the Spider search tries from a position (`genMoves`). */
import { COLUMNS } from './types';
import { Board, CAP, DEAL, mkMove, mkRemove } from './solver-board';

/**
 * Moves worth trying from `b`, whose columns' movable group lengths are `groups`. With `auto`,
 * prunes moves that only shuffle (a whole group from a card one rank higher onto another of a
 * different suit; part of a group onto a different suit; part of a group into an empty column
 * when the card it leaves on top takes nothing); `onPrune` hears of each. With `swap`, a whole group may leave a natural spot for another suit
 * when a card of the spot's own suit waits to go there. A group never hops from a column it
 * fills alone into an empty one, and of several empty columns only the first is used: both lose
 * nothing. With `units` (four suits), several groups may move at once through empty columns
 * (`unitMoves`). The moves go to `out` (MAX_MOVES long); returns how many.
 */
export function genMoves(
  b: Board, groups: Int32Array, auto: boolean, out: Int32Array, onPrune: () => void, swap = false, units = false,
): number {
  let count = 0;
  const { len, down, cards } = b;
  const g = groups;
  // Each column's top card (0: none face up), read once per call.
  const tops = TOPS;
  // Columns by the rank of their top card, as bit sets.
  const byRank = BY_RANK;
  for (let r = 0; r < 16; r++) byRank[r] = 0; // not fill(): a runtime call, slower than this
  let empty = -1;
  let empties = 0;
  for (let c = 0; c < COLUMNS; c++) {
    const n = len[c]!;
    if (n <= down[c]!) {
      if (n === 0) {
        empties++;
        if (empty < 0) empty = c;
      }
      tops[c] = 0;
      continue;
    }
    const top = cards[c * CAP + n - 1]!;
    tops[c] = top;
    byRank[top & 15]! |= 1 << c;
  }
  for (let a = 0; a < COLUMNS; a++) {
    const ga = g[a]!;
    if (ga === 0) continue;
    const n = len[a]!;
    const base = a * CAP;
    const topRank = tops[a]! & 15;
    const bottom = cards[base + n - ga]!;
    const belowIdx = n - ga - 1;
    const below = belowIdx >= down[a]! ? cards[base + belowIdx]! : 0;
    const onNatural = below !== 0 && (below & 15) === (bottom & 15) + 1;
    // Targets: a top card 1..ga ranks above this one, in column order.
    let targets = 0;
    for (let r = topRank + 1, end = Math.min(13, topRank + ga); r <= end; r++) targets |= byRank[r]!;
    for (; targets !== 0; targets &= targets - 1) {
      const t = 31 - Math.clz32(targets & -targets);
      const top = tops[t]!;
      const k = (top & 15) - topRank;
      const moved = cards[base + n - k]!;
      const sameSuit = top === moved + 1;
      if (auto && !sameSuit && (k < ga || (onNatural && !(swap && someoneFits(g, tops, a, t, below - 1))))) {
        onPrune();
        continue;
      }
      out[count++] = mkMove(a, t, k);
    }
    if (units && empties > 0) count = unitMoves(b, a, ga, empties, tops, byRank, out, count);
    if (empty >= 0) {
      for (let k = 1; k <= ga; k++) {
        if (k === ga && n === ga) continue;
        if (auto && k < ga && !someoneTakes(g, tops, a, (cards[base + n - k - 1]! & 15) - 1)) {
          onPrune();
          continue;
        }
        out[count++] = mkMove(a, empty, k);
      }
    }
  }
  if (!auto) {
    for (let c = 0; c < COLUMNS; c++) if (g[c] === 13) out[count++] = mkRemove(c);
  }
  if (empty < 0 && b.stockPos < b.stock.length) out[count++] = DEAL;
  return count;
}

/** Room for genMoves' moves: at most 9 + 13 from each column and 9 per extra group, a removal each, and a deal. */
export const MAX_MOVES = 1024;

/**
 * Four suits (`units`): several groups at once. A column's top groups that descend rank by rank
 * across suits (9H 8S 7S: two groups) go together onto a card one rank above the lowest, using
 * empty columns to park all but the lowest group (one each), as a player would: park, move,
 * bring back (`expandUnit` in solver.ts turns it into those moves). Only where it uncovers the
 * card under the lowest group, or lands it on its own suit; a unit resting on the next rank goes
 * only with the group below it. Returns the new count.
 */
function unitMoves(
  b: Board, a: number, ga: number, empties: number, tops: Int32Array, byRank: Int32Array, out: Int32Array, count: number,
): number {
  const { len, down, cards } = b;
  const base = a * CAP;
  const n = len[a]!;
  let j = n - ga; // the unit's lowest card
  for (let groups = 2; groups <= empties + 1; groups++) {
    if (j - 1 < down[a]!) break;
    const lowest = cards[base + j]!;
    const below = cards[base + j - 1]!;
    if ((below & 15) !== (lowest & 15) + 1) break;
    j--;
    while (j - 1 >= down[a]! && cards[base + j - 1] === cards[base + j]! + 1) j--;
    const low = cards[base + j]!;
    const rank = low & 15;
    if (rank === 13) break;
    const under = j - 1 >= down[a]! ? cards[base + j - 1]! : 0;
    const uncovers = under === 0 || (under & 15) !== rank + 1;
    // Targets: genMoves' columns by top rank, in column order.
    for (let targets = byRank[rank + 1]! & ~(1 << a); targets !== 0; targets &= targets - 1) {
      const t = 31 - Math.clz32(targets & -targets);
      if (uncovers || tops[t] === low + 1) out[count++] = mkMove(a, t, n - j);
    }
  }
  return count;
}

/** genMoves' scratch: top card per column (the search is single-threaded). */
const TOPS = new Int32Array(COLUMNS);
const BY_RANK = new Int32Array(16);

/** Whether a column other than `a` and `t` has card `card` in its movable group. */
function someoneFits(g: Int32Array, tops: Int32Array, a: number, t: number, card: number): boolean {
  for (let c = 0; c < COLUMNS; c++) {
    if (c === a || c === t || g[c] === 0) continue;
    const top = tops[c]!;
    if (card >= top && card < top + g[c]! && (card >> 4) === (top >> 4)) return true;
  }
  return false;
}

/** Whether a column other than `a` has a card of `rank` in its movable group. */
function someoneTakes(g: Int32Array, tops: Int32Array, a: number, rank: number): boolean {
  for (let c = 0; c < COLUMNS; c++) {
    if (c === a || g[c] === 0) continue;
    const topRank = tops[c]! & 15;
    if (rank >= topRank && rank < topRank + g[c]!) return true;
  }
  return false;
}

