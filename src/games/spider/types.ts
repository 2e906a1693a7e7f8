/**
 * Spider's data: plain JSON objects only, so a state survives structuredClone, JSON and
 * localStorage unchanged.
 */
import type { Card, Suit } from '../../core/cards';

/** 'st' = Doucet's Atari ST Spider 1.5 (runs are removed); 'gnome' = Aisleriot (foundations). */
export type SpiderRules = 'st' | 'gnome';
/** 1 = eight sets of spades, 2 = four of spades and four of hearts, 4 = two full packs. */
export type SpiderSuits = 1 | 2 | 4;

export interface SpiderOptions {
  rules?: SpiderRules;
  suits?: SpiderSuits;
}

/** Index 0 is the first card dealt to the column; the last `up` card is the one on top. */
export interface SpiderColumn {
  down: Card[];
  up: Card[];
}

export type SpiderMove =
  | { type: 'move'; from: number; to: number; count: number }
  | { type: 'deal' }
  | { type: 'remove'; col: number }
  | { type: 'foundation'; col: number };

/**
 * One undo record: the move as played plus whether it turned a face-down card up. That is all
 * an undo needs (dealt cards are the column tops, a removed run is K..A of the last removed suit).
 */
export type SpiderStep = SpiderMove & { flip: boolean };

export interface SpiderState {
  game: 'spider';
  rules: SpiderRules;
  suits: SpiderSuits;
  deal: number;
  columns: SpiderColumn[];
  /** Next card to deal first. */
  stock: Card[];
  /** Suits of the completed runs taken off (ST) or sent to a foundation (GNOME), in order. */
  removed: Suit[];
  /** Deals of ten made so far, 0..5. */
  deals: number;
  /** Set by undoing a deal or a card-turning move; undo never clears it. */
  cheated: boolean;
  history: SpiderStep[];
}

export const COLUMNS = 10;
export const DEALS = 5;
export const RUN = 13;
export const SUIT_SETS = 8;

/** Columns after `col`, searching to the right and wrapping round. */
export function rightOf(col: number): number[] {
  const out: number[] = [];
  for (let k = 1; k < COLUMNS; k++) out.push((col + k) % COLUMNS);
  return out;
}
