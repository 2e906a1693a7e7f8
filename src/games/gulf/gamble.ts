/**
 * The end-of-round bonus gamble: higher-or-lower on the next card of a fresh 52-card pack
 * (no jokers), shuffled from the deal and round so a replay deals the same gamble cards.
 */
import { Rng, shuffle, mixSeed } from '../../core/rng';
import { pack, rankOf, type Card } from '../../core/cards';

export type GambleChoice = 'higher' | 'lower';
export type GambleResult = 'win' | 'lose' | 'tie';

/** Salt that keeps the gamble pack independent of the round's own shuffle. */
const GAMBLE_SALT = 0x47414d42; // "GAMB"

export const GAMBLE_PACK_SIZE = 52;

/** The round's gamble pack, first card first (the first one is the card shown before the first guess). */
export function gamblePack(deal: number, round: number): Card[] {
  return shuffle(pack(), new Rng(mixSeed(mixSeed(deal, round), GAMBLE_SALT)));
}

/** Outcome of guessing `choice` when `from` shows and `to` is turned: equal ranks are a tie (a push). */
export function judge(from: Card, to: Card, choice: GambleChoice): GambleResult {
  const a = rankOf(from);
  const b = rankOf(to);
  if (a === b) return 'tie';
  return (b > a) === (choice === 'higher') ? 'win' : 'lose';
}

/** Odds of each result for `choice` given the cards still unseen (for the hint). */
export function odds(from: Card, unseen: readonly Card[], choice: GambleChoice): Record<GambleResult, number> {
  const n = unseen.length || 1;
  let win = 0;
  let tie = 0;
  for (const c of unseen) {
    const r = judge(from, c, choice);
    if (r === 'win') win++;
    else if (r === 'tie') tie++;
  }
  return { win: win / n, tie: tie / n, lose: (unseen.length - win - tie) / n };
}
