/**
 * King's Korner rules: the state, the moves, why a move is illegal, and what a move does.
 * Everything here is pure; `applyMove` copies what it changes and never touches its input.
 */
import { type Card, pack } from '../../core/cards';
import { cardWords } from '../../shell/card-words';
import { Rng, shuffle } from '../../core/rng';
import {
  COURT_SPACES, SIZE, type FreeSpaces, blockedCells, inGrid, isCourt, valueOf,
} from './layout';

/** A GRID space: a card, empty (null) or a blocked centre space ('#', a string as a Card is). */
export type Space = Card | null;

export type KKMove =
  | { type: 'draw' }
  | { type: 'place'; row: number; col: number }
  | { type: 'discardTen'; row: number; col: number }
  | { type: 'hold'; row: number; col: number }
  | { type: 'pair'; row: number; col: number }
  | { type: 'unhold' };

export interface Held {
  card: Card;
  row: number;
  col: number;
}

/** Why a finished game ended: won, or one of KING.DOC's two ways to lose. */
export type KKEnd = 'won' | 'grid-full' | 'court-blocked' | null;

export interface KKState {
  game: 'kings-korner';
  deal: number;
  freeSpaces: FreeSpaces;
  grid: Space[][];
  /** Face-down DECK, next card first. */
  deck: Card[];
  /** The face-up DECK card waiting to be placed. */
  current: Card | null;
  /** Discarded cards, top last (the held card is not in it until its pair is made). */
  discard: Card[];
  /** First card of a pair, lying face up on the DISCARD pile; its space is empty meanwhile. */
  held: Held | null;
  end: KKEnd;
  /** Every move since the deal: undo replays all but the last. */
  history: KKMove[];
}

export function newGame(deal: number, freeSpaces: FreeSpaces): KKState {
  const grid: Space[][] = Array.from({ length: SIZE }, () => Array<Space>(SIZE).fill(null));
  for (const c of blockedCells(freeSpaces)) grid[c.row]![c.col] = '#';
  return {
    game: 'kings-korner',
    deal: deal >>> 0,
    freeSpaces,
    grid,
    deck: shuffle(pack(), new Rng(deal)),
    current: null,
    discard: [],
    held: null,
    end: null,
    history: [],
  };
}

const at = (s: KKState, row: number, col: number): Space => s.grid[row]![col]!;

function isCard(x: Space): x is Card {
  return x !== null && x !== '#';
}

/** Every open space holds a card (blocked centre spaces do not count). */
export function gridFull(s: KKState): boolean {
  return s.grid.every((r) => r.every((x) => x !== null));
}

/** Non-court cards on the GRID with their spaces. */
function plainCards(s: KKState): Held[] {
  const out: Held[] = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const x = at(s, row, col);
      if (isCard(x) && !isCourt(x)) out.push({ card: x, row, col });
    }
  }
  return out;
}

/** A card elsewhere on the GRID that makes ten with the card at (row, col). */
export function hasPartner(s: KKState, row: number, col: number): boolean {
  const x = at(s, row, col);
  if (!isCard(x) || isCourt(x)) return false;
  return plainCards(s).some(
    (p) => (p.row !== row || p.col !== col) && valueOf(p.card) + valueOf(x) === 10,
  );
}

/** Whether any discard (a TEN, or two cards making ten) is possible right now. */
export function canDiscard(s: KKState): boolean {
  const vals = plainCards(s).map((p) => valueOf(p.card));
  if (vals.includes(10)) return true;
  return vals.some((v, i) => vals.some((w, j) => i !== j && v + w === 10));
}

/** Why `m` is illegal in `s`, or null when it is legal. The UI beeps on a non-null answer. */
export function whyIllegal(s: KKState, m: KKMove): string | null {
  if (s.end !== null) return 'The game is over.';
  if (m === null || typeof m !== 'object') return 'Not a move.';
  if (m.type === 'draw') {
    if (s.held) return 'Finish the pair or put the card back on its space first (select the DISCARD pile).';
    if (s.current) return 'Place the face-up DECK card on the GRID first.';
    if (s.deck.length === 0) return 'The DECK is empty.';
    if (gridFull(s)) return 'The GRID is full: discard before turning another card.';
    return null;
  }
  if (m.type === 'unhold') return s.held ? null : 'There is no card on the DISCARD pile to put back.';
  if (m.type !== 'place' && m.type !== 'discardTen' && m.type !== 'hold' && m.type !== 'pair') {
    return 'Not a move.';
  }
  if (!inGrid(m.row, m.col)) return 'That is not a space on the GRID.';
  const x = at(s, m.row, m.col);
  if (x === '#') return 'That FREE SPACE is blocked.';

  if (m.type === 'place') {
    if (s.held) return 'Finish the pair or put the card back first.';
    if (!s.current) return 'There is no DECK card to place: select the DECK.';
    if (x !== null) return 'That space is already occupied.';
    if (isCourt(s.current)) {
      const home = COURT_SPACES[s.current]!;
      if (home.row !== m.row || home.col !== m.col) {
        return `The ${cardWords(s.current)} goes only on its own labelled space.`;
      }
    }
    return null;
  }

  // Discards: none while a DECK card is waiting; court cards never.
  if (s.current) return 'Place the face-up DECK card before discarding.';
  if (m.type === 'pair') {
    if (!s.held) return 'Choose the first card of the pair first.';
    if (s.held.row === m.row && s.held.col === m.col) {
      return 'To put the card back, select the DISCARD pile.';
    }
  } else if (s.held) {
    return 'Choose the card that makes ten, or select the DISCARD pile to put the first card back.';
  }
  if (x === null) return 'That space is empty.';
  if (isCourt(x)) return 'Court cards are never discarded.';

  if (m.type === 'discardTen') return valueOf(x) === 10 ? null : 'Only a TEN is discarded alone.';
  if (m.type === 'hold') {
    if (valueOf(x) === 10) return 'A TEN is discarded alone.';
    return hasPartner(s, m.row, m.col) ? null : 'No card on the GRID makes ten with that one.';
  }
  // pair
  return valueOf(s.held!.card) + valueOf(x) === 10 ? null : 'Those two cards do not add up to ten.';
}

/** A fresh copy of a move holding only its own fields, so the move log stays plain JSON. */
export function cleanMove(m: KKMove): KKMove {
  if (m.type === 'draw' || m.type === 'unhold') return { type: m.type };
  return { type: m.type, row: m.row, col: m.col };
}

/** Decide whether the game has ended after a move. */
function settle(s: KKState): KKEnd {
  if (s.current !== null) {
    if (isCourt(s.current)) {
      const home = COURT_SPACES[s.current]!;
      if (at(s, home.row, home.col) !== null) return 'court-blocked';
    }
    return null;
  }
  if (s.held !== null) return null;
  if (s.deck.length === 0 && plainCards(s).length === 0) return 'won';
  if (gridFull(s) && !canDiscard(s)) return 'grid-full';
  return null;
}

/** `s` after a legal move `m` (call `whyIllegal` first; this does not check). */
export function applyUnchecked(s: KKState, m: KKMove): KKState {
  const next = step(s, m);
  next.history = [...s.history, cleanMove(m)];
  return next;
}

/**
 * `s` before its last move, exactly, by the inverse of that move (a game is rebuilt from its log
 * only by src/core/log.ts's replay). A pair's first card lies where the last `hold` took it from.
 */
export function unstep(s: KKState): KKState {
  const m = s.history[s.history.length - 1];
  if (m === undefined) throw new Error('Nothing to undo.');
  const history = s.history.slice(0, -1);
  const grid = s.grid.map((r) => r.slice());
  let { deck, current, discard, held } = s;
  const lastHold = (): { row: number; col: number } => {
    for (let i = history.length - 1; i >= 0; i--) {
      const h = history[i]!;
      if (h.type === 'hold') return { row: h.row, col: h.col };
    }
    throw new Error('The undo record does not fit the position.');
  };
  switch (m.type) {
    case 'draw':
      deck = [current!, ...deck];
      current = null;
      break;
    case 'place':
      current = grid[m.row]![m.col] as Card;
      grid[m.row]![m.col] = null;
      break;
    case 'discardTen':
      grid[m.row]![m.col] = discard[discard.length - 1]!;
      discard = discard.slice(0, -1);
      break;
    case 'hold':
      grid[m.row]![m.col] = held!.card;
      held = null;
      break;
    case 'pair': {
      const at = lastHold();
      grid[m.row]![m.col] = discard[discard.length - 1]!;
      held = { card: discard[discard.length - 2]!, row: at.row, col: at.col };
      discard = discard.slice(0, -2);
      break;
    }
    case 'unhold': {
      const at = lastHold();
      held = { card: grid[at.row]![at.col] as Card, row: at.row, col: at.col };
      grid[at.row]![at.col] = null;
      break;
    }
  }
  // A move is made only in a game still being played: the position before it had not ended.
  return { ...s, grid, deck, current, discard, held, end: null, history };
}

/** The move itself; the new state shares `s.history` until the caller sets its own log. */
function step(s: KKState, m: KKMove): KKState {
  const grid = s.grid.map((r) => r.slice());
  let { deck, current, discard, held } = s;
  switch (m.type) {
    case 'draw':
      current = deck[0]!;
      deck = deck.slice(1);
      break;
    case 'place':
      grid[m.row]![m.col] = current;
      current = null;
      break;
    case 'discardTen':
      discard = [...discard, grid[m.row]![m.col] as Card];
      grid[m.row]![m.col] = null;
      break;
    case 'hold':
      held = { card: grid[m.row]![m.col] as Card, row: m.row, col: m.col };
      grid[m.row]![m.col] = null;
      break;
    case 'pair':
      discard = [...discard, held!.card, grid[m.row]![m.col] as Card];
      grid[m.row]![m.col] = null;
      held = null;
      break;
    case 'unhold':
      grid[held!.row]![held!.col] = held!.card;
      held = null;
      break;
  }
  const next: KKState = {
    game: 'kings-korner',
    deal: s.deal,
    freeSpaces: s.freeSpaces,
    grid,
    deck,
    current,
    discard,
    held,
    end: null,
    history: s.history,
  };
  next.end = settle(next);
  return next;
}

/**
 * Every legal move, in a stable order (draw, then spaces row by row, then unhold). Built directly
 * for speed; the tests check it against `whyIllegal` over every candidate move.
 */
export function legalMoves(s: KKState): KKMove[] {
  if (s.end !== null) return [];
  const out: KKMove[] = [];
  const plain = plainCards(s);
  if (s.held) {
    const want = 10 - valueOf(s.held.card);
    for (const p of plain) if (valueOf(p.card) === want) out.push({ type: 'pair', row: p.row, col: p.col });
    out.push({ type: 'unhold' });
    return out;
  }
  if (s.current) {
    if (isCourt(s.current)) {
      const home = COURT_SPACES[s.current]!;
      if (at(s, home.row, home.col) === null) out.push({ type: 'place', row: home.row, col: home.col });
      return out;
    }
    for (let row = 0; row < SIZE; row++) {
      for (let col = 0; col < SIZE; col++) if (at(s, row, col) === null) out.push({ type: 'place', row, col });
    }
    return out;
  }
  if (s.deck.length > 0 && !gridFull(s)) out.push({ type: 'draw' });
  const count = Array<number>(11).fill(0);
  for (const p of plain) count[valueOf(p.card)]!++;
  for (const p of plain) {
    const v = valueOf(p.card);
    if (v === 10) out.push({ type: 'discardTen', row: p.row, col: p.col });
    else if (count[10 - v]! > (v === 5 ? 1 : 0)) out.push({ type: 'hold', row: p.row, col: p.col });
  }
  return out;
}
