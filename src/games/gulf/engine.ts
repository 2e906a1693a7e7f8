/**
 * Gulf (Kurt Lundqvist, Windows, 1996): the public face of the engine. Rules live in rules.ts,
 * the bonus gamble in gamble.ts, hints in hint.ts, the log in log.ts, the save in validate.ts.
 */
import type { Engine, Status } from '../../core/engine';
import { IllegalMove } from '../../core/engine';
import { isDealNumber } from '../../core/rng';
import { hint } from './hint';
import {
  dealRound,
  draw,
  faceUp,
  gamble,
  nextRound,
  play,
  playableStacks,
  take,
  unplay,
  FIRST_JOKERS,
  type GambleOutcome,
  type GambleStep,
  type GulfMove,
  type GulfPhase,
  type GulfState,
} from './rules';
import type { Card } from '../../core/cards';

export { canPlay, faceUp, playableStacks, bonusPerCard, jokersForRound, DRAW } from './rules';
export type { GulfState, GulfMove, GulfPhase, GulfGamble, GambleOutcome, GambleStep } from './rules';
export type { GambleChoice, GambleResult } from './gamble';
export { hint };

export interface GulfApiState extends Record<string, unknown> {
  game: 'gulf';
  deal: number;
  round: number;
  jokers: number;
  stacks: string[][];
  faceUp: string;
  stock: string[];
  run: number;
  score: number;
  bonus: number;
  phase: GulfPhase;
  over: boolean;
  won: boolean;
}

/** The automation API's view: `won` = this round's board is cleared, `over` = the game is lost. */
export function toApiState(s: GulfState): GulfApiState {
  return {
    game: 'gulf',
    deal: s.deal,
    round: s.round,
    jokers: s.jokers,
    stacks: s.stacks.map((c) => c.slice()),
    faceUp: faceUp(s),
    stock: s.stock.slice(),
    run: s.run,
    score: s.score,
    bonus: s.bonus,
    phase: s.phase,
    over: s.phase === 'over',
    won: s.phase === 'gamble',
  };
}

/** The gamble as the UI shows it: the card showing, the stake, the last guess; null outside the gamble. */
export interface GulfGambleView {
  card: Card;
  bonus: number;
  open: boolean;
  outcome: GambleOutcome;
  last: GambleStep | null;
}

export function gambleView(s: GulfState): GulfGambleView | null {
  const g = s.gamble;
  if (!g) return null;
  return { card: g.card, bonus: s.bonus, open: g.outcome === 'open', outcome: g.outcome, last: g.last && { ...g.last } };
}

function legalMoves(s: GulfState): GulfMove[] {
  if (s.phase === 'play') {
    const out: GulfMove[] = playableStacks(s).map((stack) => ({ type: 'play', stack }));
    if (s.stock.length > 0) out.push({ type: 'draw' });
    return out;
  }
  if (s.phase === 'gamble') {
    if (s.gamble!.outcome === 'open') {
      return [{ type: 'gamble', choice: 'higher' }, { type: 'gamble', choice: 'lower' }, { type: 'take' }];
    }
    return [{ type: 'nextRound' }];
  }
  return [];
}

function apply(s: GulfState, m: GulfMove): GulfState {
  switch (m.type) {
    case 'play':
      return play(s, m.stack);
    case 'draw':
      return draw(s);
    case 'gamble':
      return gamble(s, m.choice);
    case 'take':
      return take(s);
    case 'nextRound':
      return nextRound(s);
    default:
      throw new IllegalMove(`gulf: unknown move ${JSON.stringify(m)}`);
  }
}

/** Plays and draws of the round in progress can be taken back (also the draw that lost the game); a won round is final. */
function canUndo(s: GulfState): boolean {
  return (s.phase === 'play' || s.phase === 'over') && s.history.length > 0;
}

function undo(s: GulfState): GulfState {
  if (!canUndo(s)) throw new IllegalMove('gulf: nothing to undo');
  return unplay(s);
}

/** Gulf has no final win: 'won' while a cleared round's bonus is being settled, 'lost' when the game ends. */
function status(s: GulfState): Status {
  return s.phase === 'over' ? 'lost' : s.phase === 'gamble' ? 'won' : 'playing';
}

/** Identifies a position within a game: the stacks' heights, the stock left and the face-up card. */
export function positionKey(s: GulfState): string {
  return `${s.deal}/${s.round}/${s.phase}/${s.stacks.map((c) => c.length).join('')}/${s.stock.length}/${s.pile[s.pile.length - 1]}`;
}

function newGame(deal: number): GulfState {
  if (!isDealNumber(deal)) throw new RangeError(`bad deal number ${String(deal)}`);
  return dealRound(deal, 1, FIRST_JOKERS, 0);
}

/** Gulf has no options. */
export const gulfEngine: Engine<GulfState, GulfMove, Record<string, never>> = {
  newGame,
  legalMoves,
  apply,
  canUndo,
  undo,
  score: (s) => s.score,
  status,
  hint,
  toApiState,
  positionKey,
};
