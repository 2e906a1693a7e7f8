/**
 * The ST's left-button semantics (SPIDER.DOC, "Moves" under PROGRAM CONTROL) as pure functions:
 * each returns the move a click makes, or null when nothing can move (the UI beeps).
 */
import { rankOf } from '../../core/cards';
import { RUN, rightOf, type SpiderMove, type SpiderState } from './types';
import { groupLength, isWon, removalMove } from './rules';

/** First non-empty column to the right (wrapping) whose top card is one rank above `rank`. */
function firstCardSpot(s: SpiderState, from: number, rank: number): number | undefined {
  return rightOf(from).find((to) => {
    const up = s.columns[to]!.up;
    return up.length > 0 && rankOf(up[up.length - 1]!) === rank + 1;
  });
}

const firstEmpty = (s: SpiderState, from: number): number | undefined =>
  rightOf(from).find((to) => s.columns[to]!.up.length === 0);

function moveTo(from: number, to: number | undefined, count: number): SpiderMove | null {
  return to === undefined ? null : { type: 'move', from, to, count };
}

/**
 * Click under the last card of column `col`: the whole top group goes to the first column on the
 * right that takes it, into an empty column only when no other column can; a complete K..A run
 * is removed (ST) or sent to a foundation (GNOME).
 */
export function clickColumn(s: SpiderState, col: number): SpiderMove | null {
  const c = s.columns[col];
  if (c === undefined || isWon(s)) return null;
  const g = groupLength(c);
  if (g === 0) return null;
  if (g === RUN) return removalMove(s, col);
  const rank = rankOf(c.up[c.up.length - g]!);
  return moveTo(col, firstCardSpot(s, col, rank) ?? firstEmpty(s, col), g);
}

/**
 * Click on card `index` of column `col` (0 = the first card dealt to it): that card and those on
 * it move. A part of the group goes like a whole-column click. Clicking the FIRST card of the
 * group asks for an empty column: it goes into the first one to the right when there is one,
 * unless the group is the whole column (a hop that would change nothing), and otherwise like a
 * column click. The King of a complete run removes / founds the run.
 */
export function clickCard(s: SpiderState, col: number, index: number): SpiderMove | null {
  const c = s.columns[col];
  if (c === undefined || isWon(s) || !Number.isInteger(index)) return null;
  const total = c.down.length + c.up.length;
  const g = groupLength(c);
  const first = total - g;
  if (index < first || index >= total) return null;
  const count = total - index;
  if (count === RUN) return removalMove(s, col);
  const rank = rankOf(c.up[c.up.length - count]!);
  if (index === first && index > 0) {
    const empty = firstEmpty(s, col);
    if (empty !== undefined) return moveTo(col, empty, count);
  }
  return moveTo(col, firstCardSpot(s, col, rank) ?? firstEmpty(s, col), count);
}
