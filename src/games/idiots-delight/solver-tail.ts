/**
 * Idiot's Delight: what the pile's order alone says, before any search (both searches read it).
 *
 * Right after a deal every row holds cards, and while that lasts nothing moves (a move needs an
 * empty row): cards only go, by the suit rule (a higher card of the suit on top of another row) or
 * by the Free Card, and deals cover the rows. So take the pile from some deal on, call what lies
 * under that deal's cards in each row "unknown", and follow the known cards deal by deal with a
 * generous count, as the frozen cuts do: a known card can go once a higher one of its suit can be on
 * top of another row, that is, dealt there and uncovered by cards that can go. If some row's known
 * cards could all go, the unknown cards under them might come up (or the row be empty) and nothing
 * is concluded. If that never happens up to the last deal, no row is ever empty again and nothing
 * ever moves: a known non-Ace that cannot go is never removed by the suit rule, and the hand is lost
 * whatever was played before that deal, unless the Free Card is still there when the tail begins.
 *
 * The shortest such tail is the last deal alone: four cards of four suits, not all Aces, leave
 * nothing to take (deal 25). Over deals 1..1,000 some tail is stuck this way in 191 hands: lost
 * without the Free Card, and with it the Free Card must wait for the tail's first deal (used
 * before, it is gone when the tail begins). The Free Card's one card is not counted in the tail
 * (one card a row passed, as solver.ts's first-moment count does): with it, none of those deals
 * would be stuck.
 */
import { ROWS } from './engine';

const ACE = 12;

/**
 * The latest deal of `pile` (card codes in dealing order, whole deals; 0 = the pile's first deal)
 * from which the hand is stuck as in the header, or -1.
 */
export function stuckFrom(pile: readonly number[]): number {
  if (pile.length % ROWS !== 0) return -1;
  for (let d0 = pile.length / ROWS - 1; d0 >= 0; d0--) if (stuckTail(pile, d0)) return d0;
  return -1;
}

/** Whether the tail of `pile` from deal d0 on is stuck (see the header). */
function stuckTail(pile: readonly number[], d0: number): boolean {
  const deals = pile.length / ROWS;
  const canGo = new Int32Array(4); // per suit, ranks as bits
  const tops = new Int32Array(ROWS * 4); // per row and suit: ranks that can be on top
  for (let j = d0; j < deals; j++) {
    for (let grown = true; grown; ) {
      grown = false;
      tops.fill(0);
      for (let r = 0; r < ROWS; r++) {
        let i = j;
        for (; i >= d0; i--) {
          const c = pile[i * ROWS + r]!;
          tops[r * 4 + ((c / 13) | 0)]! |= 1 << c % 13;
          if (c % 13 === ACE || (canGo[(c / 13) | 0]! & (1 << c % 13)) === 0) break;
        }
        if (i < d0) return false; // all this row's known cards can go: the unknown ones may surface
      }
      for (let i = d0 * ROWS; i < (j + 1) * ROWS; i++) {
        const c = pile[i]!;
        const s = (c / 13) | 0;
        const bit = 1 << c % 13;
        if ((canGo[s]! & bit) !== 0) continue;
        const higher = ~(2 * bit - 1);
        for (let o = 0; o < ROWS; o++) {
          if (o !== i % ROWS && (tops[o * 4 + s]! & higher) !== 0) {
            canGo[s]! |= bit;
            grown = true;
            break;
          }
        }
      }
    }
  }
  for (let i = d0 * ROWS; i < pile.length; i++) {
    const c = pile[i]!;
    if (c % 13 !== ACE && (canGo[(c / 13) | 0]! & (1 << c % 13)) === 0) return true;
  }
  return false;
}
