/**
 * Where everything of Gulf's screen sits, derived from the platform and the screen size at the
 * moment of asking (the player may switch machine or video at any time). As in the original, the
 * two holders stand to the left of the board: the stock (card back) above, the face-up card below.
 */
import type { Platform } from '../../core/platform';
import type { Point } from '../../core/app';
import { CARD } from '../../art/cards';
import type { Rect } from '../../core/menus';
import { STACKS } from './rules';

export interface GulfLayout {
  cw: number;
  ch: number;
  stock: Rect;
  faceUp: Rect;
  /** Left edge of each stack. */
  stackX: number[];
  top: number;
  /** Vertical offset between cascaded cards. */
  cascade: number;
  /** Baselines of the two status lines. */
  status: [number, number];
  /** Baseline of the solver's line (can this round still be cleared?), above the status lines. */
  solverLine: number;
}

export function gulfLayout(p: Platform, w: number, h: number): GulfLayout {
  const { w: cw, h: ch } = CARD[p.cardSize];
  const xs = p.xScale;
  const top = p.barHeight + 6;
  // Amiga PAL's 256 lines: the stacks open up (each card shows its index and most of its pips) and
  // the holders spread; the 200-line screens (ST, NTSC) need the tight overlap.
  const tall = h >= 240;
  const cascade = tall ? 28 : 12;
  const hx = 8 * xs;
  const pitch = 38 * xs;
  const x0 = Math.round((w - (50 * xs + 6 * pitch + cw)) / 2) + 50 * xs;
  const stackX = Array.from({ length: STACKS }, (_, i) => x0 + i * pitch);
  const holderX = Math.max(2, Math.round((x0 - cw) / 2) - 2 * xs) || hx;
  const gap = tall ? 40 : 16;
  return {
    cw,
    ch,
    stock: { x: holderX, y: top, w: cw, h: ch },
    faceUp: { x: holderX, y: top + ch + gap, w: cw, h: ch },
    stackX,
    top,
    cascade,
    status: [h - 20, h - 10],
    solverLine: h - 30,
  };
}

/** Top of card `j` of a stack. */
export function cardY(l: GulfLayout, j: number): number {
  return l.top + j * l.cascade;
}

/** The visible rectangle of card j in a stack of n cards (the last is whole, the others a strip). */
export function cardRect(l: GulfLayout, i: number, j: number, n: number): Rect {
  const y = cardY(l, j);
  return { x: l.stackX[i]!, y, w: l.cw, h: j === n - 1 ? l.ch : l.cascade };
}

export type Hit =
  | { kind: 'stock' }
  | { kind: 'faceUp' }
  | { kind: 'card'; stack: number; index: number; last: boolean }
  | { kind: 'none' };

const inside = (pt: Point, r: Rect) => pt.x >= r.x && pt.y >= r.y && pt.x < r.x + r.w && pt.y < r.y + r.h;

export function hitTest(l: GulfLayout, heights: readonly number[], pt: Point): Hit {
  if (inside(pt, l.stock)) return { kind: 'stock' };
  if (inside(pt, l.faceUp)) return { kind: 'faceUp' };
  for (let i = 0; i < heights.length; i++) {
    const n = heights[i]!;
    for (let j = n - 1; j >= 0; j--) {
      if (inside(pt, cardRect(l, i, j, n))) return { kind: 'card', stack: i, index: j, last: j === n - 1 };
    }
  }
  return { kind: 'none' };
}

export function centre(r: Rect): Point {
  return { x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) };
}
