/**
 * Hostile deals. Right after a deal every column's top is the card just dealt onto it, so a move
 * needs a group whose base is one rank below one of those ten cards. When no two of the ten are of
 * consecutive ranks, no dealt card can go onto another: play goes on after the deal only from a
 * column prepared for it, where the dealt card extends a same-suit group whose base is one rank
 * below another dealt card (say 6C 5C waiting for a dealt 4C, with a 7 dealt elsewhere). After a
 * hostile last deal with no column prepared, no move is left and the hand is lost. Four-suit deal
 * 4's last deal is hostile (so are those of 26 of deals 1001..5000); an earlier deal is hostile in
 * 4 of deals 1..200 and 51 of deals 1001..3000.
 */
import { type Board, CAP } from './solver-board';
import { COLUMNS, RUN } from './types';

/** Whether no two of the ten cards dealt from stock position `at` are of consecutive ranks. */
export function hostileDeal(stock: Uint8Array, at: number): boolean {
  if (at + COLUMNS > stock.length) return false;
  let ranks = 0;
  for (let i = at; i < at + COLUMNS; i++) ranks |= 1 << (stock[i]! & 15);
  return (ranks & (ranks >> 1)) === 0;
}

/**
 * Before a deal: whether the card it puts on column `c` leaves a group that can move (its base, or
 * a card above the base, one rank below another dealt card) or completes a run.
 */
export function liveAfterDeal(b: Board, c: number): boolean {
  const at = b.stockPos;
  const lo = c * CAP + b.down[c]!;
  let card = b.stock[at + c]!;
  for (let i = c * CAP + b.len[c]! - 1, length = 1; ; i--, length++) {
    for (let o = 0; o < COLUMNS; o++) if (o !== c && (b.stock[at + o]! & 15) === (card & 15) + 1) return true;
    if (length === RUN) return true;
    if (i < lo || b.cards[i] !== card + 1) return false;
    card = b.cards[i]!;
  }
}

/**
 * Whether `b` is within the last `stages` stages before a last deal that is hostile (a stage: the
 * play between two deals). A line that wins such a deal mostly comes to it with short columns of
 * face-up cards, which a dealt card can turn into a group that moves (solver-search.ts, `Tune.short`).
 */
export function nearHostileLast(b: Board, stages: number): boolean {
  const last = b.stock.length - COLUMNS;
  return b.stockPos <= last && b.stockPos > last - COLUMNS * stages && hostileDeal(b.stock, last);
}

/** Before a hostile deal: no column lives on, so the deal leaves no move (lost, if it is the last). */
export function deadAfterDeal(b: Board): boolean {
  for (let c = 0; c < COLUMNS; c++) if (liveAfterDeal(b, c)) return false;
  return true;
}
