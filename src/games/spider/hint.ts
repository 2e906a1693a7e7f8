/**
 * HELP: the Sun Spider hint valuation (shared/notes/spider-scoring.md). A complete run is
 * suggested for removal first; then each column's whole movable group is valued and the best
 * goes (among equal values, one a single click makes); with nothing worth moving, the next deal;
 * with no deal either, any legal move (one a click makes first); null only when nothing can move.
 */
import { rankOf, suitOf } from '../../core/cards';
import { clickCard, clickColumn } from './clicks';
import { canDeal, groupLength, hasCompleteRun, isWon, legalMoves, removalMove } from './rules';
import { COLUMNS, rightOf, type SpiderMove, type SpiderState } from './types';

export interface RatedMove {
  move: SpiderMove & { type: 'move' };
  value: number;
}

/**
 * The valued candidate of one column, or null when it has none worth suggesting. Only the whole
 * group is tried: any shorter part lies on a card one rank higher and would be worthless anyway.
 */
export function rateColumn(s: SpiderState, from: number): RatedMove | null {
  const col = s.columns[from]!;
  const g = groupLength(col);
  if (g === 0) return null;
  const card = col.up[col.up.length - g]!;
  const rank = rankOf(card);
  const below = col.up[col.up.length - g - 1];
  // Already on a card one rank higher: moving it would only shuttle back and forth.
  if (below !== undefined && rankOf(below) === rank + 1) return null;
  const tops = (to: number) => s.columns[to]!.up[s.columns[to]!.up.length - 1];
  const order = rightOf(from);
  const sameSuit = order.find((to) => {
    const t = tops(to);
    return t !== undefined && rankOf(t) === rank + 1 && suitOf(t) === suitOf(card);
  });
  const anySuit = order.find((to) => {
    const t = tops(to);
    return t !== undefined && rankOf(t) === rank + 1;
  });
  const empty = order.find((to) => tops(to) === undefined);
  const to = sameSuit ?? anySuit ?? empty;
  if (to === undefined) return null;
  const emptiesColumn = g === col.up.length && col.down.length === 0;
  const turnsUp = g === col.up.length && col.down.length > 0;
  const intoEmpty = to === empty && sameSuit === undefined && anySuit === undefined;
  if (emptiesColumn && intoEmpty) return null; // a whole column hopping into another empty one
  let value = rank + 100;
  if (emptiesColumn) value += 400;
  if (turnsUp) value += 200;
  if (to === sameSuit) value += 800;
  if (intoEmpty) value = Math.floor(value / 2);
  return { move: { type: 'move', from, to, count: g }, value };
}

const sameMove = (a: SpiderMove | null, b: SpiderMove): boolean =>
  a !== null && a.type === 'move' && b.type === 'move' && a.from === b.from && a.to === b.to && a.count === b.count;

/** Whether one left click (under the column, or on the first card moved) makes the move. */
export function byOneClick(s: SpiderState, mv: SpiderMove): boolean {
  if (mv.type !== 'move') return false;
  const c = s.columns[mv.from]!;
  return sameMove(clickColumn(s, mv.from), mv) || sameMove(clickCard(s, mv.from, c.down.length + c.up.length - mv.count), mv);
}

export function hint(s: SpiderState): SpiderMove | null {
  if (isWon(s)) return null;
  for (let col = 0; col < COLUMNS; col++) if (hasCompleteRun(s.columns[col]!)) return removalMove(s, col);
  let best: RatedMove | null = null;
  let bestByClick = false;
  for (let from = 0; from < COLUMNS; from++) {
    const r = rateColumn(s, from);
    if (r === null) continue;
    // ties: a move one click makes, then the leftmost column
    const byClick = byOneClick(s, r.move);
    if (best === null || r.value > best.value || (r.value === best.value && byClick && !bestByClick)) {
      best = r;
      bestByClick = byClick;
    }
  }
  if (best !== null) return best.move;
  if (canDeal(s)) return { type: 'deal' };
  // nothing the valuation wants and no deal: still a move while one exists (the game is not over)
  const legal = legalMoves(s);
  return legal.find((mv) => byOneClick(s, mv)) ?? legal[0] ?? null;
}
