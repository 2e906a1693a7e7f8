/** The words of King's Korner's screen: the status line, the end-of-game requester, HELP's advice. */
import { isCourt, type KKMove, type KKState } from './engine';
import { cardName } from './view';
import { cardWords } from '../../shell/card-words';


/** What the status text says when there is no note to show. */
export function statusText(s: KKState | null): string {
  if (!s) return '';
  if (s.end === 'won') return 'YOU WIN!! Choose NEW GAME to play again.';
  if (s.end === 'court-blocked') return `Game over: the ${cardName(s.current ?? '')} has no free space.`;
  if (s.end === 'grid-full') return 'Game over: the GRID is full and no discard is possible.';
  if (s.held) return `Choose a card to make ten with the ${cardName(s.held.card)}, or the DISCARD pile to put it back.`;
  if (s.current) {
    if (isCourt(s.current)) return `Place the ${cardName(s.current)} on its space.`;
    return `Place the ${cardName(s.current)} on the GRID.`;
  }
  if (s.deck.length === 0) return 'Discard the cards left on the GRID.';
  return 'Select the DECK, or a card to discard.';
}

/** The requester of a lost game (KING.DOC's two ways to lose). */
export function lostLines(s: KKState): string[] {
  return s.end === 'court-blocked' && s.current
    ? [`The ${cardWords(s.current)}`, 'was drawn, and its space', 'is occupied.', 'You lose....']
    : ['The GRID is full and no', 'discard is possible.', 'You lose....'];
}

export const WON_LINES = ['YOU WIN!!', 'Every card played and', 'every non-court card', 'discarded.'];

/** HELP's sentence for move `h` in `s`, from the solver's line (`solver`) or the simple hint. */
export function adviceText(s: KKState, h: KKMove | null, solver: boolean): string {
  const by = solver ? 'Solver' : 'Hint';
  if (!h) return 'No move is possible.';
  if (h.type === 'draw') return `${by}: select the DECK.`;
  if (h.type === 'unhold') return `${by}: select the DISCARD pile.`;
  const x = s.grid[h.row]![h.col]!;
  const what = h.type === 'place' ? 'place the card here' : `discard the ${typeof x === 'string' && x !== '#' ? cardName(x) : 'card'}`;
  return `${by}: ${what} (the cursor marks it).`;
}
