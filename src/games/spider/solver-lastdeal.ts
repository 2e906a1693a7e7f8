/**
 * The last deal, when it is hostile. Right after a deal every column's top is the card just dealt
 * onto it, so a move needs a group whose base is one rank below one of those ten cards. When no
 * two of the last ten cards are of consecutive ranks, no dealt card can go onto another, and the
 * hand lives on after the last deal only if a column was prepared for it: the card dealt there
 * extends a same-suit group whose base is one rank below another dealt card (say 6C 5C waiting
 * for the last 4C, with a 7 dealt elsewhere). Four-suit deal 4 is such a hand; so are 26 of deals
 * 1001..5000.
 */
import { type Board, CAP } from './solver-board';
import { COLUMNS, RUN } from './types';

/** Whether no two of the stock's last ten cards are of consecutive ranks. */
export function hostileLastDeal(stock: Uint8Array): boolean {
  if (stock.length < COLUMNS) return false;
  let ranks = 0;
  for (let i = stock.length - COLUMNS; i < stock.length; i++) ranks |= 1 << (stock[i]! & 15);
  return (ranks & (ranks >> 1)) === 0;
}

/**
 * Before the last deal: whether the card dealt onto column `c` leaves a group that can move (its
 * base, or a card above the base, one rank below another dealt card) or completes a run.
 */
export function liveAfterLastDeal(b: Board, c: number): boolean {
  const at = b.stock.length - COLUMNS;
  const lo = c * CAP + b.down[c]!;
  let card = b.stock[at + c]!;
  for (let i = c * CAP + b.len[c]! - 1, length = 1; ; i--, length++) {
    for (let o = 0; o < COLUMNS; o++) if (o !== c && (b.stock[at + o]! & 15) === (card & 15) + 1) return true;
    if (length === RUN) return true;
    if (i < lo || b.cards[i] !== card + 1) return false;
    card = b.cards[i]!;
  }
}

/** Before a hostile last deal: no column lives on, so the deal leaves no move and the hand is lost. */
export function deadAfterLastDeal(b: Board): boolean {
  for (let c = 0; c < COLUMNS; c++) if (liveAfterLastDeal(b, c)) return false;
  return true;
}
