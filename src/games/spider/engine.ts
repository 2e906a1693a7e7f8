/**
 * Spider (Jean-Etienne Doucet, Atari ST, 1992; GNOME Aisleriot rules as an option) behind the
 * standard Engine face, plus what the screen needs: clicks, control panel, INFO and the
 * automation view. Rules live in rules.ts, scores in score.ts, HELP in hint.ts, clicks in
 * clicks.ts; this file is what the UI imports.
 */
import type { Card, Suit } from '../../core/cards';
import type { Engine } from '../../core/engine';
import { isDealNumber } from '../../core/rng';
import { newSpiderGame, suitSets } from './deal';
import {
  applyMove, hasCompleteRun, hasEmptyColumn, legalMoves, status, undoMove,
} from './rules';
import { spiderScore } from './score';
import { hint } from './hint';
import { type SpiderOptions, type SpiderMove, type SpiderRules, type SpiderState, type SpiderSuits } from './types';

export * from './types';
export { suitSets, spiderDeck, downCount } from './deal';
export {
  groupLength, hasCompleteRun, canTake, canDeal, dealRefusal, isWon, legalMoves, status, undoCheats,
  whyIllegal, fullRun,
} from './rules';
export { sunScore, gnomeScore, spiderScore } from './score';
export { hint, rateColumn, type RatedMove } from './hint';
export { clickColumn, clickCard } from './clicks';

export function newGame(deal: number, options: SpiderOptions = {}): SpiderState {
  if (!isDealNumber(deal)) throw new RangeError(`bad deal number ${String(deal)}`);
  const rules: SpiderRules = options.rules ?? 'st';
  const suits: SpiderSuits = options.suits ?? 4;
  if (rules !== 'st' && rules !== 'gnome') throw new RangeError(`bad rules ${String(rules)}`);
  if (suits !== 1 && suits !== 2 && suits !== 4) throw new RangeError(`bad suits ${String(suits)}`);
  return newSpiderGame(deal, rules, suits);
}

/** HELP is disabled while a column is empty (SPIDER.DOC). */
export const canHelp = (s: SpiderState): boolean => !hasEmptyColumn(s);

export type SuitSlotState = 'removed' | 'complete' | 'open';
export interface SuitSlot {
  suit: Suit;
  state: SuitSlotState;
}

/**
 * INFO's eight suit slots: removed runs first in the order they went, then complete K..A runs
 * still on top of a column (left to right), then the suit sets not yet completed.
 */
export function completedSuits(s: SpiderState): SuitSlot[] {
  const slots: SuitSlot[] = s.removed.map((suit) => ({ suit, state: 'removed' }));
  for (const c of s.columns) {
    if (hasCompleteRun(c)) slots.push({ suit: c.up[c.up.length - 1]![1] as Suit, state: 'complete' });
  }
  const open = suitSets(s.suits);
  for (const slot of slots) {
    const i = open.indexOf(slot.suit);
    if (i >= 0) open.splice(i, 1);
  }
  for (const suit of open) slots.push({ suit, state: 'open' });
  return slots.slice(0, 8);
}

/** A type, not an interface: the Engine face wants a plain record. */
export type SpiderApiState = {
  game: 'spider';
  rules: SpiderRules;
  suits: SpiderSuits;
  deal: number;
  columns: { down: Card[]; up: Card[] }[];
  stock: Card[];
  removed: string[];
  deals: number;
  score: number;
  cheated: boolean;
  over: boolean;
  won: boolean;
};

export function toApiState(s: SpiderState): SpiderApiState {
  const st = status(s);
  return {
    game: 'spider',
    rules: s.rules,
    suits: s.suits,
    deal: s.deal,
    columns: s.columns.map((c) => ({ down: c.down.slice(), up: c.up.slice() })),
    stock: s.stock.slice(),
    removed: s.removed.slice(),
    deals: s.deals,
    score: spiderScore(s),
    cheated: s.cheated,
    over: st !== 'playing',
    won: st === 'won',
  };
}

/** Equal for positions that play the same: the rules and where every card lies (the clock, the undo log and `cheated` aside). */
export function positionKey(s: SpiderState): string {
  const cols = s.columns.map((c) => `${c.down.join('')}/${c.up.join('')}`).join('|');
  return `${s.rules}:${cols}:${s.stock.join('')}`;
}

export const spiderEngine: Engine<SpiderState, SpiderMove, SpiderOptions> = {
  newGame,
  legalMoves,
  apply: applyMove,
  canUndo: (s) => s.history.length > 0,
  undo: undoMove,
  score: spiderScore,
  status,
  hint,
  toApiState,
  positionKey,
};
