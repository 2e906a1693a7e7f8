/**
 * Where everything of Spider's board lies, derived from the platform and the screen size every
 * time (a platform switch relayouts for free). Columns are measured in "board lines": lines from
 * the top of the tableau in the unsplit view. VIEW's split is kept in board lines, so it survives
 * a platform switch (ST and NTSC lay out identically; PAL only compresses less).
 */
import type { Platform } from '../../core/platform';
import { CARD, type CardSize } from '../../art/cards';
import type { SpiderColumn, SpiderRules, SpiderState } from './engine';
import { COLUMNS } from './engine';
import type { Point } from '../../core/app';

/** Face-down cards show 3 rows of their back. */
export const DOWN_STEP = 3;
/** Face-up cards normally show 12 rows (index, pip and a little of the picture)... */
export const UP_STEP = 12;
/** ...and at least 9, the rank and suit index (rows 2..8) staying readable. */
export const MIN_UP_STEP = 9;
/** The marker band of a split view. */
export const MARKER_H = 11;
/** Room kept under a column so there is always felt to click "under the last card". */
export const BOTTOM_ROOM = 6;

export interface Geo {
  size: CardSize;
  cw: number;
  ch: number;
  pitch: number;
  /** Left edge of column 0's cards. */
  x0: number;
  /** Screen line of board line 0 (the top of the tableau). */
  top: number;
  /** GNOME's top row (stock, foundations), or -1 under the ST rules. */
  rowY: number;
  width: number;
  height: number;
  /** Board lines available to a column (the compression target). */
  room: number;
}

export interface Split {
  /** First hidden board line. */
  a: number;
  /** First board line shown again, under the marker. */
  b: number;
}

export function geometry(p: Platform, width: number, height: number, rules: SpiderRules): Geo {
  const size = p.cardSize;
  const { w: cw, h: ch } = CARD[size];
  const pitch = 32 * p.xScale;
  const x0 = ((width - COLUMNS * pitch) >> 1) + ((pitch - cw) >> 1);
  const rowY = rules === 'gnome' ? 3 : -1;
  const top = rules === 'gnome' ? rowY + ch + 5 : 3;
  return { size, cw, ch, pitch, x0, top, rowY, width, height, room: height - top - BOTTOM_ROOM };
}

export const colX = (g: Geo, i: number): number => g.x0 + i * g.pitch;

/** The face-up step of a column: 12, less when the column would pass the bottom, never under 9. */
export function upStep(g: Geo, c: SpiderColumn): number {
  const n = c.up.length;
  if (n <= 1) return UP_STEP;
  const fit = Math.floor((g.room - g.ch - c.down.length * DOWN_STEP) / (n - 1));
  return Math.max(MIN_UP_STEP, Math.min(UP_STEP, fit));
}

/** Board line of each card of a column, index 0 = the first card dealt (face down ones included). */
export function cardLines(g: Geo, c: SpiderColumn): number[] {
  const out: number[] = [];
  for (let i = 0; i < c.down.length; i++) out.push(i * DOWN_STEP);
  const step = upStep(g, c);
  const y0 = c.down.length * DOWN_STEP;
  for (let i = 0; i < c.up.length; i++) out.push(y0 + i * step);
  return out;
}

/** Board line just under the column's last card (0 for an empty column). */
export function columnEnd(g: Geo, c: SpiderColumn): number {
  const ys = cardLines(g, c);
  return ys.length ? ys[ys.length - 1]! + g.ch : 0;
}

// ---- the split view ----

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

/** Screen spans [y0, y1) where board lines [b0, b1) show, clipped to the screen. */
export function visibleSpans(g: Geo, split: Split | null, b0: number, b1: number): [number, number][] {
  const parts: [number, number][] = split ? [[b0, Math.min(b1, split.a)], [Math.max(b0, split.b), b1]] : [[b0, b1]];
  const out: [number, number][] = [];
  for (const [p0, p1] of parts) {
    if (p1 <= p0) continue;
    const s0 = boardToScreen(g, split, p0)!;
    const y0 = Math.max(s0, g.top);
    const y1 = Math.min(s0 + (p1 - p0), g.height);
    if (y1 > y0) out.push([y0, y1]);
  }
  return out;
}

/** Centre of the largest visible span of board lines [b0, b1), or null when none shows. */
export function visibleCentre(g: Geo, split: Split | null, b0: number, b1: number): number | null {
  let best: [number, number] | null = null;
  for (const s of visibleSpans(g, split, b0, b1)) if (!best || s[1] - s[0] > best[1] - best[0]) best = s;
  return best ? (best[0] + best[1]) >> 1 : null;
}

// ---- hit testing ----

export type Hit =
  | { kind: 'card'; col: number; index: number }
  | { kind: 'column'; col: number }
  | { kind: 'stock' }
  | { kind: 'foundation'; i: number }
  | { kind: 'marker' };

/** The column whose pitch cell holds x (the 2-pixel gaps belong to the column on their left). */
export function columnAt(g: Geo, x: number): number | null {
  const left = g.x0 - ((g.pitch - g.cw) >> 1);
  const i = Math.floor((x - left) / g.pitch);
  return i >= 0 && i < COLUMNS ? i : null;
}

/** GNOME's stock: its backs this many ST pixels apart (so the deals left can be counted). */
export const STOCK_STEP = 2;

/** Backs in GNOME's stock: one per deal left. */
export const stockBacks = (s: SpiderState): number => Math.ceil(s.stock.length / COLUMNS);

/** The stock pile as drawn (all its backs; the empty place when used up); null under ST rules. */
export function stockRect(g: Geo, s: SpiderState): { x: number; y: number; w: number; h: number; top: number } | null {
  if (g.rowY < 0) return null;
  const step = STOCK_STEP * (g.pitch / 32);
  const n = Math.max(1, stockBacks(s));
  const x = colX(g, 0);
  return { x, y: g.rowY, w: g.cw + (n - 1) * step, h: g.ch, top: x + (n - 1) * step };
}

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
  const ys = cardLines(g, c);
  for (let k = ys.length - 1; k >= 0; k--) {
    if (by >= ys[k]! && by < ys[k]! + g.ch) return { kind: 'card', col, index: k };
  }
  return { kind: 'column', col };
}

/** Screen centre of the visible part of card `k` of column `col`. */
export function cardCentre(g: Geo, s: SpiderState, split: Split | null, col: number, k: number): Point | null {
  const c = s.columns[col];
  if (!c) return null;
  const ys = cardLines(g, c);
  const y = ys[k];
  if (y === undefined) return null;
  const end = k === ys.length - 1 ? y + g.ch : ys[k + 1]!;
  const sy = visibleCentre(g, split, y, end);
  return sy === null ? null : { x: colX(g, col) + (g.cw >> 1), y: sy };
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
