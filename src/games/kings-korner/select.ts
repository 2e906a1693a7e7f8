/**
 * The click semantics of KING.DOC in one place: what selecting the DECK, the DISCARD pile or a
 * GRID space means in a state. The UI turns a click into a move here, or beeps with the reason.
 */
import { isCourt, valueOf } from './layout';
import { type KKMove, type KKState, whyIllegal } from './rules';

export type KKTarget =
  | { kind: 'deck' }
  | { kind: 'discard' }
  | { kind: 'cell'; row: number; col: number };

export function select(s: KKState, target: KKTarget): { move: KKMove } | { refused: string } {
  const answer = (move: KKMove) => {
    const why = whyIllegal(s, move);
    return why === null ? { move } : { refused: why };
  };
  if (s.end !== null) return { refused: 'The game is over.' };
  if (target.kind === 'deck') return answer({ type: 'draw' });
  if (target.kind === 'discard') {
    return s.held ? answer({ type: 'unhold' }) : { refused: 'Nothing to take back from the DISCARD pile.' };
  }
  const { row, col } = target;
  // A waiting DECK card goes where the player clicks. A click on a card is a discard, and none is
  // allowed while a DECK card waits: say so, not that the space is taken.
  if (s.current) {
    const x = s.grid[row]?.[col];
    if (typeof x === 'string' && x !== '#' && !s.held) {
      return { refused: 'A DECK card is face up: place it on an empty space before discarding.' };
    }
    return answer({ type: 'place', row, col });
  }
  // Holding the first card of a pair: the click names its partner.
  if (s.held) return answer({ type: 'pair', row, col });
  // Otherwise the click starts a discard: a TEN goes at once, any other card is held.
  const x = s.grid[row]?.[col];
  if (typeof x === 'string' && x !== '#' && !isCourt(x) && valueOf(x) === 10) {
    return answer({ type: 'discardTen', row, col });
  }
  if (x === null) return { refused: 'That space is empty: select the DECK to turn a card.' };
  return answer({ type: 'hold', row, col });
}
