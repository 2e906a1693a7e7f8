/** What lies under a point of Spider's board, and where `locate` finds cards, folds and columns. */
import type { Point } from '../../core/app';
import type { SpiderState } from './engine';
import { colX, columnAt, columnEnd, columnItems, stockRect, type Geo, type Item } from './layout';
import { MARKER_H, boardToScreen, itemSide, itemSpan, screenToBoard, type Split } from './view';

export type Hit =
  | { kind: 'card'; col: number; index: number }
  | { kind: 'column'; col: number }
  | { kind: 'fold'; col: number }
  | { kind: 'stock' }
  | { kind: 'foundation'; i: number }
  /** The split's band, or felt the band keeps clear of card strips: nothing to do there. */
  | { kind: 'marker' };

export function hitTest(g: Geo, s: SpiderState, split: Split | null, pt: Point): Hit | null {
  const st = stockRect(g, s);
  if (st && pt.x >= st.x && pt.x < st.x + st.w && pt.y >= st.y && pt.y < st.y + st.h) return { kind: 'stock' };
  const col = columnAt(g, pt.x);
  if (col === null) return null;
  if (g.rowY >= 0 && pt.y >= g.rowY && pt.y < g.rowY + g.ch) {
    if (col === 0) return { kind: 'stock' };
    if (col >= 2) return { kind: 'foundation', i: col - 2 };
    return null;
  }
  if (pt.y < g.top) return null;
  const by = screenToBoard(g, split, pt.y);
  if (by === null) return { kind: 'marker' };
  const c = s.columns[col]!;
  const items = columnItems(g, c);
  const side = split && by >= split.b ? 'below' : 'above';
  // the topmost item drawn on this side that covers the line (a card's body runs on under the next)
  for (let i = items.length - 1; i >= 0; i--) {
    const it = items[i]!;
    const h = it.kind === 'fold' ? it.end - it.y : g.ch;
    if (by < it.y || by >= it.y + h || itemSide(split, it) !== side) continue;
    return it.kind === 'fold' ? { kind: 'fold', col } : { kind: 'card', col, index: it.k };
  }
  return by >= columnEnd(g, c) ? { kind: 'column', col } : { kind: 'marker' };
}

/** Centre of the item holding card `k` of column `col`, where it shows; null when it does not. */
function itemCentre(g: Geo, split: Split | null, col: number, it: Item | undefined): Point | null {
  const span = it ? itemSpan(g, split, it) : null;
  return span ? { x: colX(g, col) + (g.cw >> 1), y: (span[0] + span[1]) >> 1 } : null;
}

/** Screen centre of the visible part of card `k` of column `col` (null when folded or hidden). */
export function cardCentre(g: Geo, s: SpiderState, split: Split | null, col: number, k: number): Point | null {
  const c = s.columns[col];
  if (!c) return null;
  return itemCentre(g, split, col, columnItems(g, c).find((it) => it.k === k && it.kind !== 'fold'));
}

/** Screen centre of column `col`'s fold band (null when the column has none, or it is hidden). */
export function foldCentre(g: Geo, s: SpiderState, split: Split | null, col: number): Point | null {
  const c = s.columns[col];
  if (!c) return null;
  return itemCentre(g, split, col, columnItems(g, c).find((it) => it.kind === 'fold'));
}

/** A point in the felt under column `col`'s last card (the slot itself for an empty column). */
export function underColumn(g: Geo, s: SpiderState, split: Split | null, col: number): Point | null {
  const c = s.columns[col];
  if (!c) return null;
  const x = colX(g, col) + (g.cw >> 1);
  if (c.down.length + c.up.length === 0) return { x, y: g.top + (g.ch >> 1) };
  const end = columnEnd(g, c);
  // a column ending inside the hidden band: the felt under the marker is under its last card
  const sy = boardToScreen(g, split, end) ?? (split ? g.top + split.a + MARKER_H : null);
  if (sy === null) return null;
  const y = Math.min(sy + 3, g.height - 1);
  return y > sy - 1 && y < g.height ? { x, y } : null;
}
