/**
 * Which parts of the screen changed between two composed frames, as a few rectangles of source
 * pixels: the display converts, uploads and draws only those (a pointer moving costs two small
 * rectangles, not the whole canvas). Comparing 64-160 K indices is far cheaper than drawing.
 */
import type { Box } from './layout';

/** Rows whose gap is at most this many unchanged rows are drawn as one rectangle. */
const ROW_GAP = 8;
/** More rectangles than this are merged into their bounding box (each costs a draw call). */
const MAX_RECTS = 4;

/**
 * The changed rectangles of `next` against `prev` (same size), copying `next` into `prev` as it
 * goes. Returns an empty list when nothing changed.
 */
export function damage(prev: Uint8Array, next: Uint8Array, width: number, height: number): Box[] {
  const rects: Box[] = [];
  let cur: { y0: number; y1: number; x0: number; x1: number } | null = null;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < width; x++) {
      if (prev[row + x] !== next[row + x]) {
        x0 = x;
        break;
      }
    }
    if (x0 >= 0) {
      for (let x = width - 1; x >= x0; x--) {
        if (prev[row + x] !== next[row + x]) {
          x1 = x;
          break;
        }
      }
      prev.set(next.subarray(row + x0, row + x1 + 1), row + x0);
      if (cur && y - cur.y1 <= ROW_GAP + 1) {
        cur.y1 = y;
        cur.x0 = Math.min(cur.x0, x0);
        cur.x1 = Math.max(cur.x1, x1);
      } else {
        if (cur) rects.push({ x: cur.x0, y: cur.y0, w: cur.x1 - cur.x0 + 1, h: cur.y1 - cur.y0 + 1 });
        cur = { y0: y, y1: y, x0, x1 };
      }
    }
  }
  if (cur) rects.push({ x: cur.x0, y: cur.y0, w: cur.x1 - cur.x0 + 1, h: cur.y1 - cur.y0 + 1 });
  return rects.length > MAX_RECTS ? [bounds(rects)] : rects;
}

export function bounds(rects: Box[]): Box {
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.w));
  const y1 = Math.max(...rects.map((r) => r.y + r.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
