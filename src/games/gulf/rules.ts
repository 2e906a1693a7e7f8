/**
 * Gulf's state, deal and move transitions. Every function here is pure: it copies the state it
 * changes. A game is its log (log.ts), replayed by src/core/log.ts.
 */
import { Rng, shuffle, mixSeed } from '../../core/rng';
import { pack, rankOf, JOKER, type Card } from '../../core/cards';
import { IllegalMove } from '../../core/engine';
import { gamblePack, judge, GAMBLE_PACK_SIZE, type GambleChoice, type GambleResult } from './gamble';

export const STACKS = 7;
export const DEPTH = 5;
export const FIRST_JOKERS = 4;
/** How a draw is written in `history` (plays are written as their stack index 0..6). */
export const DRAW = -1;

/** Salt for the seeded coin that removes a joker after a won round. */
const JOKER_SALT = 0x4a4f4b52; // "JOKR"

export type GulfPhase = 'play' | 'gamble' | 'over';

/**
 * How the round's bonus stands: `open` (gamble or take), `taken`, `lost` (a lost guess),
 * `limit` (banked automatically: the next gamble would have been for more than the score),
 * `none` (the round ended with an empty stock: no bonus).
 */
export type GambleOutcome = 'open' | 'taken' | 'lost' | 'limit' | 'none';

export interface GambleStep {
  choice: GambleChoice;
  /** The card that was showing. */
  from: Card;
  /** The card turned. */
  card: Card;
  result: GambleResult;
}

export interface GulfGamble {
  /** The bonus earned by the round, before any gamble. */
  base: number;
  /** Index in the round's gamble pack of the card showing. */
  pos: number;
  /** The card showing: the next guess is about the card after it. */
  card: Card;
  /** Every guess made this round, in order (replayed by undo/validation). */
  choices: GambleChoice[];
  last: GambleStep | null;
  outcome: GambleOutcome;
}

export interface GulfState {
  game: 'gulf';
  deal: number;
  /** 1-based. */
  round: number;
  /** Jokers in this round's pack (4 in round 1). */
  jokers: number;
  /** 7 stacks, index 0 the card at the back, the last one the playable card. */
  stacks: Card[][];
  /** Face-up pile, oldest first; the last card is the current face-up card (never empty). */
  pile: Card[];
  /** Stock, next card first. */
  stock: Card[];
  /** Cards removed since the last draw (the next removal scores run + 1). */
  run: number;
  /** Banked points (an open bonus is not in it yet). */
  score: number;
  /** The score when this round was dealt. */
  roundStart: number;
  phase: GulfPhase;
  /** The move log: this round's plays (stack index) and draws (DRAW), in order. */
  history: number[];
  /** The bonus at stake (phase gamble, open) or as settled (banked amount, 0 if lost); 0 while playing. */
  bonus: number;
  /** Set once the round is won (phase gamble), null otherwise. */
  gamble: GulfGamble | null;
}

export type GulfMove =
  | { type: 'play'; stack: number }
  | { type: 'draw' }
  | { type: 'gamble'; choice: GambleChoice }
  | { type: 'take' }
  | { type: 'nextRound' };

/** Whether one joker leaves the pack after round `round` is won (a seeded coin). */
export function jokerRemovedAfter(deal: number, round: number): boolean {
  return new Rng(mixSeed(mixSeed(deal, round), JOKER_SALT)).coin();
}

/** Jokers in round `round`'s pack: every earlier round was won, so this follows from the deal alone. */
export function jokersForRound(deal: number, round: number): number {
  let j = FIRST_JOKERS;
  for (let r = 1; r < round && j > 0; r++) if (jokerRemovedAfter(deal, r)) j--;
  return j;
}

/** Points per unplayed stock card at the end of a won round: 1 with four jokers ... 5 with none. */
export function bonusPerCard(jokers: number): number {
  return FIRST_JOKERS + 1 - jokers;
}

/** A fresh round: 52 cards + jokers shuffled with mixSeed(deal, round), 5 per stack, one turned face up. */
export function dealRound(deal: number, round: number, jokers: number, score: number): GulfState {
  const cards = pack();
  for (let j = 0; j < jokers; j++) cards.push(JOKER);
  shuffle(cards, new Rng(mixSeed(deal, round)));
  const stacks: Card[][] = Array.from({ length: STACKS }, () => []);
  // Dealt row by row, as cards are dealt by hand.
  for (let k = 0; k < STACKS * DEPTH; k++) stacks[k % STACKS]!.push(cards[k]!);
  return {
    game: 'gulf',
    deal,
    round,
    jokers,
    stacks,
    pile: [cards[STACKS * DEPTH]!],
    stock: cards.slice(STACKS * DEPTH + 1),
    run: 0,
    score,
    roundStart: score,
    phase: 'play',
    history: [],
    bonus: 0,
    gamble: null,
  };
}

export function faceUp(s: GulfState): Card {
  return s.pile[s.pile.length - 1]!;
}

/** One rank apart (no wrap between Ace and King), or either card a joker. */
export function matches(card: Card, face: Card): boolean {
  if (card === JOKER || face === JOKER) return true;
  return Math.abs(rankOf(card) - rankOf(face)) === 1;
}

export function canPlay(s: GulfState, stack: number): boolean {
  if (s.phase !== 'play' || !Number.isInteger(stack) || stack < 0 || stack >= STACKS) return false;
  const col = s.stacks[stack]!;
  return col.length > 0 && matches(col[col.length - 1]!, faceUp(s));
}

export function playableStacks(s: GulfState): number[] {
  const out: number[] = [];
  for (let i = 0; i < STACKS; i++) if (canPlay(s, i)) out.push(i);
  return out;
}

export function boardCount(s: GulfState): number {
  let n = 0;
  for (const col of s.stacks) n += col.length;
  return n;
}

function copyGamble(g: GulfGamble | null): GulfGamble | null {
  return g && { ...g, choices: g.choices.slice(), last: g.last && { ...g.last } };
}

function copy(s: GulfState): GulfState {
  return {
    ...s,
    stacks: s.stacks.map((c) => c.slice()),
    pile: s.pile.slice(),
    stock: s.stock.slice(),
    history: s.history.slice(),
    gamble: copyGamble(s.gamble),
  };
}

/** After a play or draw: a cleared board wins the round; an empty stock with no play loses the game. */
function settle(s: GulfState): void {
  if (boardCount(s) === 0) {
    enterGamble(s);
  } else if (s.stock.length === 0 && playableStacks(s).length === 0) {
    s.phase = 'over';
  }
}

function enterGamble(s: GulfState): void {
  const base = s.stock.length * bonusPerCard(s.jokers);
  s.phase = 'gamble';
  s.bonus = base;
  const g: GulfGamble = { base, pos: 0, card: gamblePack(s.deal, s.round)[0]!, choices: [], last: null, outcome: 'open' };
  s.gamble = g;
  if (base === 0) g.outcome = 'none';
  else closeIfOverLimit(s, g);
}

/** "Gambles continue until ... the next gamble would be for more points than you currently have." */
function closeIfOverLimit(s: GulfState, g: GulfGamble): void {
  if (s.bonus > s.score || g.pos >= GAMBLE_PACK_SIZE - 1) {
    s.score += s.bonus;
    g.outcome = 'limit';
  }
}

/** In place: the working copy is the caller's (copying per move would make replays quadratic). */
function playInPlace(s: GulfState, stack: number): void {
  if (!canPlay(s, stack)) throw new IllegalMove(`gulf: cannot play stack ${stack}`);
  s.pile.push(s.stacks[stack]!.pop()!);
  s.run += 1;
  s.score += s.run;
  s.history.push(stack);
  settle(s);
}

function drawInPlace(s: GulfState): void {
  if (s.phase !== 'play' || s.stock.length === 0) throw new IllegalMove('gulf: cannot draw');
  s.pile.push(s.stock.shift()!);
  s.run = 0;
  s.history.push(DRAW);
  settle(s);
}

export function play(s0: GulfState, stack: number): GulfState {
  if (!canPlay(s0, stack)) throw new IllegalMove(`gulf: cannot play stack ${stack}`);
  const s = copy(s0);
  playInPlace(s, stack);
  return s;
}

export function draw(s0: GulfState): GulfState {
  if (s0.phase !== 'play' || s0.stock.length === 0) throw new IllegalMove('gulf: cannot draw');
  const s = copy(s0);
  drawInPlace(s);
  return s;
}

/**
 * Take back the last play or draw of the round in progress. Before any play or draw the phase was
 * 'play' with no bonus, so reversing the card movement and the count restores the state exactly.
 */
export function unplay(s0: GulfState): GulfState {
  const last = s0.history[s0.history.length - 1];
  if ((s0.phase !== 'play' && s0.phase !== 'over') || last === undefined) throw new IllegalMove('gulf: nothing to undo');
  const s = copy(s0);
  const card = s.pile.pop()!;
  s.history.pop();
  s.phase = 'play';
  if (last === DRAW) {
    s.stock.unshift(card);
    // The count before a draw is the number of plays since the draw before it.
    let run = 0;
    for (let i = s.history.length - 1; i >= 0 && s.history[i] !== DRAW; i--) run++;
    s.run = run;
  } else {
    s.stacks[last]!.push(card);
    s.score -= s.run;
    s.run -= 1;
  }
  return s;
}

function openGamble(s: GulfState): GulfGamble {
  if (s.phase !== 'gamble' || !s.gamble || s.gamble.outcome !== 'open') throw new IllegalMove('gulf: no bonus to gamble');
  return s.gamble;
}

export function gamble(s0: GulfState, choice: GambleChoice): GulfState {
  openGamble(s0);
  if (choice !== 'higher' && choice !== 'lower') throw new IllegalMove(`gulf: bad gamble choice ${String(choice)}`);
  const s = copy(s0);
  const g = s.gamble!;
  const from = g.card;
  const card = gamblePack(s.deal, s.round)[g.pos + 1]!;
  const result = judge(from, card, choice);
  g.pos += 1;
  g.card = card;
  g.choices.push(choice);
  g.last = { choice, from, card, result };
  if (result === 'lose') {
    s.bonus = 0;
    g.outcome = 'lost';
  } else {
    if (result === 'win') s.bonus *= 2;
    closeIfOverLimit(s, g);
  }
  return s;
}

export function take(s0: GulfState): GulfState {
  openGamble(s0);
  const s = copy(s0);
  s.score += s.bonus;
  s.gamble!.outcome = 'taken';
  return s;
}

export function nextRound(s: GulfState): GulfState {
  if (s.phase !== 'gamble' || !s.gamble || s.gamble.outcome === 'open') throw new IllegalMove('gulf: the round is not finished');
  const jokers = s.jokers > 0 && jokerRemovedAfter(s.deal, s.round) ? s.jokers - 1 : s.jokers;
  return dealRound(s.deal, s.round + 1, jokers, s.score);
}
