/**
 * The fixed geometry of the King's Korner GRID: which court card each labelled space carries and
 * which centre spaces (FREE SPACES) each count opens. KING.DOC names the rank for each edge but not
 * the suit; the table below is our choice (see docs/kings-korner.md, "Court-card spaces").
 */
import { type Card, rankOf } from '../../core/cards';

export const SIZE = 4;

export interface Cell {
  row: number;
  col: number;
}

/**
 * Each suit keeps its three court cards together around "its" corner, so a suit's King, Queen
 * and Jack form an L: Spades top-left, Hearts top-right, Diamonds bottom-left, Clubs bottom-right.
 */
export const COURT_SPACES: Readonly<Record<string, Readonly<Cell>>> = Object.freeze({
  KS: { row: 0, col: 0 },
  QS: { row: 0, col: 1 },
  JS: { row: 1, col: 0 },
  KH: { row: 0, col: 3 },
  QH: { row: 0, col: 2 },
  JH: { row: 1, col: 3 },
  KD: { row: 3, col: 0 },
  QD: { row: 3, col: 1 },
  JD: { row: 2, col: 0 },
  KC: { row: 3, col: 3 },
  QC: { row: 3, col: 2 },
  JC: { row: 2, col: 3 },
});

/** The court card a space is labelled for, or null for a centre space. */
export function labelAt(row: number, col: number): Card | null {
  for (const [card, cell] of Object.entries(COURT_SPACES)) {
    if (cell.row === row && cell.col === col) return card;
  }
  return null;
}

/**
 * Centre spaces in the order a higher count opens them: 1 opens the top-left centre, 2 adds its
 * diagonal partner (a symmetric pair), 3 the top-right, 4 all. Which ones open does not change
 * play (centre spaces are all alike); it only fixes what the screen shows.
 */
export const FREE_SPACE_ORDER: readonly Readonly<Cell>[] = Object.freeze([
  { row: 1, col: 1 },
  { row: 2, col: 2 },
  { row: 1, col: 2 },
  { row: 2, col: 1 },
]);

export type FreeSpaces = 0 | 1 | 2 | 3 | 4;

export function isFreeSpaces(n: unknown): n is FreeSpaces {
  return n === 0 || n === 1 || n === 2 || n === 3 || n === 4;
}

/** The centre spaces left blocked for a FREE SPACES count. */
export function blockedCells(freeSpaces: FreeSpaces): Cell[] {
  return FREE_SPACE_ORDER.slice(freeSpaces).map((c) => ({ row: c.row, col: c.col }));
}

/** Jack, Queen or King: never discarded, placed only on its labelled space. */
export function isCourt(c: Card): boolean {
  return rankOf(c) > 10;
}

/** Discard value of a non-court card: Ace 1 .. Ten 10. */
export function valueOf(c: Card): number {
  return rankOf(c);
}

export function inGrid(row: unknown, col: unknown): boolean {
  return (
    Number.isInteger(row) && Number.isInteger(col) &&
    (row as number) >= 0 && (row as number) < SIZE && (col as number) >= 0 && (col as number) < SIZE
  );
}
