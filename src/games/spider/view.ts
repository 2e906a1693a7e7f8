/**
 * VIEW's split (SPIDER.DOC, "View splitting"): board lines [a, b) are hidden behind a marker band
 * and everything below moves up. The split is kept in board lines, so it survives a platform
 * switch as long as it still fits the new layout (`fitSplit`). A split never hides a column's last
 * card and never leaves a strip of a card at either edge of the band.
 */
import type { SpiderState } from './engine';
import { columnEnd, columnItems, type Geo, type Item } from './layout';

/** The marker band of a split view. */
export const MARKER_H = 11;

export interface Split {
  /** First hidden board line. */
  a: number;
  /** First board line shown again, under the marker. */
  b: number;
}

/** Screen line of board line `by`, or null when the split hides it. */
export function boardToScreen(g: Geo, split: Split | null, by: number): number | null {
  if (!split || by < split.a) return g.top + by;
  if (by < split.b) return null;
  return g.top + split.a + MARKER_H + (by - split.b);
}

/** Board line under screen line `sy`, or null (above the tableau, or on the marker). */
export function screenToBoard(g: Geo, split: Split | null, sy: number): number | null {
  const y = sy - g.top;
  if (y < 0) return null;
  if (!split || y < split.a) return y;
  if (y < split.a + MARKER_H) return null;
  return y - split.a - MARKER_H + split.b;
}

/**
 * The split that may stand for this position and layout, or null. Every column ending below `a`
 * must show its last card whole under the band, so `b` comes up to the highest such card; a split
 * left no wider than the band itself, or one under which no column goes on, is no split: the
 * columns are too short to need it.
 */
export function fitSplit(g: Geo, s: SpiderState, split: Split | null): Split | null {
  if (!split) return null;
  let b = split.b;
  let needed = false;
  for (const c of s.columns) {
    const items = columnItems(g, c);
    const last = items[items.length - 1];
    if (!last || columnEnd(g, c) <= split.a) continue;
    needed = true;
    b = Math.min(b, last.y);
  }
  return needed && b - split.a > MARKER_H ? { a: split.a, b } : null;
}

/**
 * Which side of the band an item shows on: 'above' (its top lies above the band and enough of it
 * shows to be read), 'below' (it starts under the band), or null (the band hides it, or would
 * leave only a strip of it). With no split everything is 'above'.
 */
export function itemSide(split: Split | null, it: Item): 'above' | 'below' | null {
  if (!split) return 'above';
  if (it.y >= split.b) return 'below';
  if (it.y >= split.a) return null;
  if (it.end <= split.a) return 'above';
  return split.a - it.y >= Math.min(it.need, it.end - it.y) ? 'above' : null;
}

/** The screen lines [y0, y1) where an item's own rows (top to `end`) show, or null. */
export function itemSpan(g: Geo, split: Split | null, it: Item): [number, number] | null {
  const side = itemSide(split, it);
  if (side === null) return null;
  const y0 = boardToScreen(g, split, it.y)!;
  const rows = side === 'above' && split ? Math.min(it.end, split.a) - it.y : it.end - it.y;
  const y1 = Math.min(y0 + rows, g.height);
  return y1 > y0 ? [y0, y1] : null;
}
