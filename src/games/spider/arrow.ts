/** Where HELP's arrow starts and ends: the group's first card to the card it goes onto (or a foundation). */
import type { Point } from '../../core/app';
import type { SpiderMove, SpiderState } from './engine';
import { colX, type Geo } from './layout';
import { cardCentre } from './hit';
import { MARKER_H, type Split } from './view';

/** A card's centre, or where the marker crosses its column when the split hides it. */
function cardPoint(g: Geo, s: SpiderState, split: Split | null, col: number, k: number): Point {
  const c = cardCentre(g, s, split, col, k);
  if (c) return c;
  const y = split ? g.top + split.a + (MARKER_H >> 1) : g.top;
  return { x: colX(g, col) + (g.cw >> 1), y };
}

export function arrowEnds(g: Geo, s: SpiderState, split: Split | null, mv: SpiderMove): [Point, Point] | null {
  if (mv.type === 'move') {
    const from = s.columns[mv.from]!;
    const a = cardPoint(g, s, split, mv.from, from.down.length + from.up.length - mv.count);
    const to = s.columns[mv.to]!;
    const n = to.down.length + to.up.length;
    const b = n ? cardPoint(g, s, split, mv.to, n - 1) : { x: colX(g, mv.to) + (g.cw >> 1), y: g.top + (g.ch >> 1) };
    return [a, b];
  }
  if (mv.type === 'foundation') {
    const c = s.columns[mv.col]!;
    const a = cardPoint(g, s, split, mv.col, c.down.length + c.up.length - 13);
    const i = Math.min(7, s.removed.length);
    return [a, { x: colX(g, i + 2) + (g.cw >> 1), y: g.rowY + (g.ch >> 1) }];
  }
  return null;
}
