/** Gulf's words for the player: card names, the gamble's requester text, HELP's advice. */
import { JOKER, RANKS, type Card } from '../../core/cards';
import { gambleView, type GulfMove, type GulfState } from './engine';
import { cardWords, rankWords } from '../../shell/card-words';
import { grouped } from '../../core/grouped';


/** "the 7 of spades" style names for requester text. */
export function cardName(c: Card): string {
  if (c === JOKER) return 'the Joker';
  return `the ${cardWords(c, { ranks: 'words', lowerSuit: true })}`;
}

/** "7", "10", "Queen": the rank as the gamble asks about it. */
export function shortName(c: Card): string {
  if (c === JOKER) return 'the Joker';
  const r = RANKS.indexOf(c[0]!) + 1;
  if (r === 1) return 'an Ace';
  if (r > 10) return `a ${rankWords(c, { ranks: 'words' })}`;
  return r === 8 ? 'an 8' : `a ${r}`;
}

/** The gamble requester while the bonus is open: what happened, the score, the question. */
export function gambleLines(s: GulfState): string[] {
  const v = gambleView(s)!;
  const last = v.last;
  const head = last
    ? last.result === 'win'
      ? [`Right: ${shortName(last.card)} is ${last.choice}`, `than ${shortName(last.from)}. Bonus doubled: ${grouped(v.bonus)}.`]
      : [`Same rank: ${shortName(last.card)} after`, `${shortName(last.from)}. Bonus ${grouped(v.bonus)} stands.`]
    : [`Round ${s.round} cleared! Bonus ${grouped(v.bonus)}.`];
  const r = RANKS.indexOf(v.card[0]!) + 1;
  const ask = r === 13 ? 'Lower than a King?' : r === 1 ? 'Higher than an Ace?' : `Higher or lower than ${shortName(v.card)}?`;
  return [...head, `Your score: ${grouped(s.score)}.`, ask];
}

/** The requester once the bonus is settled, before the next round. */
export function settledLines(s: GulfState): string[] {
  const v = gambleView(s)!;
  switch (v.outcome) {
    case 'taken':
      return [`You take the bonus: ${grouped(v.bonus)}.`, `Score: ${grouped(s.score)}.`];
    case 'lost': {
      const l = v.last!;
      return [`Wrong: ${shortName(l.card)} is not`, `${l.choice} than ${shortName(l.from)}.`, 'The bonus is lost.', `Score: ${grouped(s.score)}.`];
    }
    case 'limit':
      return [`Bonus ${grouped(v.bonus)} banked: the next`, 'gamble would be for more', `than your ${grouped(s.score - v.bonus)} points.`];
    default:
      return [`Round ${s.round} cleared with an`, 'empty stock: no bonus.', `Score: ${grouped(s.score)}.`];
  }
}

/** HELP's advice in words: which stack to play, or the stock. */
export function moveText(s: GulfState, mv: GulfMove): string {
  if (mv.type === 'draw') return 'turn a card from the stock';
  if (mv.type === 'play') return `play ${cardName(s.stacks[mv.stack]!.at(-1)!)} (stack ${mv.stack + 1})`;
  return mv.type;
}
