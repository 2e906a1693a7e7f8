/**
 * King's Korner Solitaire (David F. Downing, Amiga 1988) behind the standard Engine face (with its
 * automation view and position key). Rules live in rules.ts, geometry in layout.ts, clicks in
 * select.ts; this file is what the UI imports.
 */
import type { Card } from '../../core/cards';
import { type Engine, IllegalMove, type Status } from '../../core/engine';
import { isDealNumber } from '../../core/rng';
import { type FreeSpaces, isFreeSpaces } from './layout';
import {
  type Held, type KKMove, type KKState, type Space, applyUnchecked, legalMoves, newGame, unstep, whyIllegal,
} from './rules';
import { hint } from './hint';

export * from './layout';
export * from './rules';
export { select, type KKTarget } from './select';
export { hint };

export interface KKOptions {
  freeSpaces: FreeSpaces;
}

function status(s: KKState): Status {
  return s.end === null ? 'playing' : s.end === 'won' ? 'won' : 'lost';
}

export const kkEngine: Engine<KKState, KKMove, KKOptions> = {
  newGame(deal, options) {
    if (!isDealNumber(deal)) throw new RangeError(`bad deal number ${String(deal)}`);
    if (!isFreeSpaces(options.freeSpaces)) throw new RangeError(`bad FREE SPACES ${String(options.freeSpaces)}`);
    return newGame(deal, options.freeSpaces);
  },
  legalMoves,
  apply(s, m) {
    const why = whyIllegal(s, m);
    if (why !== null) throw new IllegalMove(why);
    return applyUnchecked(s, m);
  },
  canUndo: (s) => s.history.length > 0,
  undo(s) {
    if (s.history.length === 0) throw new IllegalMove('Nothing to undo.');
    return unstep(s);
  },
  /** Cards discarded so far (KING.DOC keeps no score; 40 means every plain card is out). */
  score: (s) => s.discard.length,
  status,
  hint,
  toApiState,
  positionKey,
};

/**
 * What decides the rest of a game: the deal and how much of its DECK is left (the DECK order), the
 * GRID (its blocked spaces give the FREE SPACES), the face-up DECK card and the held card.
 */
export function positionKey(s: KKState): string {
  const grid = s.grid.map((r) => r.map((x) => x ?? '..').join('')).join('');
  const held = s.held ? `${s.held.card}@${s.held.row}${s.held.col}` : '-';
  return `${s.deal}/${s.deck.length}/${grid}/${s.current ?? '-'}/${held}`;
}

export type KKApiState = {
  game: 'kings-korner';
  deal: number;
  freeSpaces: FreeSpaces;
  grid: Space[][];
  deck: Card[];
  current: Card | null;
  discard: Card[];
  held: Held | null;
  over: boolean;
  won: boolean;
};

export function toApiState(s: KKState): KKApiState {
  return {
    game: 'kings-korner',
    deal: s.deal,
    freeSpaces: s.freeSpaces,
    grid: s.grid.map((r) => r.slice()),
    deck: s.deck.slice(),
    current: s.current,
    discard: s.discard.slice(),
    held: s.held ? { ...s.held } : null,
    over: s.end !== null,
    won: s.end === 'won',
  };
}
