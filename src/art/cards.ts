/**
 * Public card-drawing API: faces, backs and empty slots at the two machines' card sizes. The
 * Amiga card is the same physical shape as the ST's but twice as many (half-width) pixels
 * across, so every layout here is written per size rather than scaled.
 */
import type { Framebuffer, Sprite } from '../core/framebuffer';
import { C } from '../core/colours';
import { JOKER, isRed, rankOf, suitOf, type Suit } from '../core/cards';
import { glyph, glyphGap, labelWidth, pip, rankLabel, pipDims, PIXEL_W, type Size } from './pips';
import { flipV, recolour, rotate180 } from './bitmap';
import { portrait, suitRoles, PORTRAIT } from './courts';
import { backColour, BACK_DESIGNS as DESIGN_COUNT } from './backs';

export type CardSize = Size;

export const CARD: Record<CardSize, { w: number; h: number }> = {
  lores: { w: 30, h: 44 },
  hires: { w: 60, h: 44 },
};

export const BACK_DESIGNS: number = DESIGN_COUNT;

/**
 * Per-size layout: index position, pip columns, the centre band between the two indices, the cut
 * corner, the gap between an index's rank and its pip, and the white border round a back's pattern.
 */
const LAYOUT = {
  lores: { ix: 2, iy: 2, cols: [5, 12, 20], top: 10, bottom: 34, corner: 1, pipGap: 1, backBorder: 2 },
  hires: { ix: 3, iy: 2, cols: [10, 25, 41], top: 10, bottom: 34, corner: 2, pipGap: 3, backBorder: 3 },
} as const;

/**
 * The card's silhouette row by row: [first, last) columns drawn. Corners are cut so the felt
 * shows through: one pixel on the ST, two half-width pixels on the Amiga (same physical size).
 */
function span(size: CardSize, row: number): [number, number] {
  const { w, h } = CARD[size];
  const cut = LAYOUT[size].corner;
  return row === 0 || row === h - 1 ? [cut, w - cut] : [0, w];
}

/** White body, black outline, rounded corners. */
function drawBlank(fb: Framebuffer, x: number, y: number, size: CardSize, body: number): void {
  const { w, h } = CARD[size];
  fb.fillRect(x + 1, y + 1, w - 2, h - 2, body);
  const cut = LAYOUT[size].corner;
  fb.hline(x + cut, y, w - 2 * cut, C.BLACK);
  fb.hline(x + cut, y + h - 1, w - 2 * cut, C.BLACK);
  fb.vline(x, y + 1, h - 2, C.BLACK);
  fb.vline(x + w - 1, y + 1, h - 2, C.BLACK);
  if (cut === 2) {
    // the Amiga corner's inner step keeps the outline unbroken
    for (const [cx, cy] of [[1, 1], [w - 2, 1], [1, h - 2], [w - 2, h - 2]] as const) fb.pset(x + cx, y + cy, C.BLACK);
  }
}

const inkMaps = new Map<number, Uint8Array>();
function ink(c: number): Uint8Array {
  let m = inkMaps.get(c);
  if (!m) {
    m = recolour({ 1: c });
    inkMaps.set(c, m);
  }
  return m;
}

const rotated = new Map<Sprite, Sprite>();
function rot(s: Sprite): Sprite {
  let r = rotated.get(s);
  if (!r) {
    r = rotate180(s);
    rotated.set(s, r);
  }
  return r;
}
const flipped = new Map<Sprite, Sprite>();
function flip(s: Sprite): Sprite {
  let r = flipped.get(s);
  if (!r) {
    r = flipV(s);
    flipped.set(s, r);
  }
  return r;
}

/** Rank then suit pip, left to right, in the top-left corner; the same turned round at bottom right. */
function drawIndex(fb: Framebuffer, x: number, y: number, label: string, suit: Suit | null, colour: number, size: CardSize): void {
  const L = LAYOUT[size];
  const { w, h } = CARD[size];
  const map = ink(colour);
  const parts: Sprite[] = [];
  for (const ch of label) {
    const g = glyph(ch, size);
    if (g) parts.push(g);
  }
  const gap = glyphGap(size);
  const pipGap = L.pipGap;
  let px = 0;
  const placed: [Sprite, number][] = [];
  parts.forEach((g, i) => {
    placed.push([g, px]);
    px += g.w + (i < parts.length - 1 ? gap : pipGap);
  });
  if (suit) placed.push([pip(suit, 'corner', size), px]);
  for (const [s, dx] of placed) {
    fb.blit(s, x + L.ix + dx, y + L.iy, map);
    // mirrored: the sprite turned 180 degrees about the card's centre
    const r = rot(s);
    fb.blit(r, x + w - L.ix - dx - s.w, y + h - L.iy - s.h, map);
  }
}

type Slot = [col: number, row: number];
/** Pip positions: column 0..2, row 0..6 from top to bottom of the centre band. */
const PIPS: Record<number, readonly Slot[]> = {
  2: [[1, 0], [1, 6]],
  3: [[1, 0], [1, 3], [1, 6]],
  4: [[0, 0], [2, 0], [0, 6], [2, 6]],
  5: [[0, 0], [2, 0], [1, 3], [0, 6], [2, 6]],
  6: [[0, 0], [2, 0], [0, 3], [2, 3], [0, 6], [2, 6]],
  7: [[0, 0], [2, 0], [1, 1.5], [0, 3], [2, 3], [0, 6], [2, 6]],
  8: [[0, 0], [2, 0], [1, 1.5], [0, 3], [2, 3], [1, 4.5], [0, 6], [2, 6]],
  9: [[0, 0], [2, 0], [0, 2], [2, 2], [1, 3], [0, 4], [2, 4], [0, 6], [2, 6]],
  10: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2], [0, 4], [2, 4], [1, 5], [0, 6], [2, 6]],
};

function drawPips(fb: Framebuffer, x: number, y: number, rank: number, suit: Suit, colour: number, size: CardSize): void {
  const L = LAYOUT[size];
  const [, ph] = pipDims('centre', size);
  const s = pip(suit, 'centre', size);
  const map = ink(colour);
  const range = L.bottom - L.top - ph;
  for (const [col, row] of PIPS[rank]!) {
    const py = L.top + Math.round((row / 6) * range);
    // pips below the middle stand on their heads, as printed cards do
    fb.blit(row > 3 ? flip(s) : s, x + L.cols[col]!, y + py, map);
  }
}

function drawAce(fb: Framebuffer, x: number, y: number, suit: Suit, colour: number, size: CardSize): void {
  const L = LAYOUT[size];
  const { w } = CARD[size];
  const s = pip(suit, 'ace', size);
  const px = x + Math.floor((w - s.w) / 2);
  const py = y + L.top + Math.floor((L.bottom - L.top - s.h) / 2);
  fb.blit(s, px, py, ink(colour));
}

function drawPortrait(fb: Framebuffer, x: number, y: number, who: string, suit: Suit | null, colour: number, size: CardSize): void {
  const L = LAYOUT[size];
  const { w } = CARD[size];
  const s = portrait(who, size);
  const sx = PIXEL_W[size];
  // frame one pixel (physical) outside the portrait, in the suit's colour
  const fw = s.w + 2 * sx;
  const fh = PORTRAIT.h + 2;
  const fx = x + Math.floor((w - fw) / 2);
  const fy = y + L.top + Math.floor((L.bottom - L.top - fh) / 2);
  fb.rect(fx, fy, fw, fh, colour);
  if (sx === 2) {
    fb.vline(fx + 1, fy, fh, colour);
    fb.vline(fx + fw - 2, fy, fh, colour);
  }
  const roles = suit ? suitRoles(suit) : {};
  fb.blit(s, fx + sx, fy + 1, recolour(roles));
}

/** A face-up card. `opts.selected` shows it inverted, as the originals did for a held card. */
export function drawCardFace(
  fb: Framebuffer,
  x: number,
  y: number,
  card: string,
  size: CardSize,
  opts?: { selected?: boolean },
): void {
  drawBlank(fb, x, y, size, C.WHITE);
  if (card === JOKER) {
    drawIndex(fb, x, y, 'JK', null, C.BLACK, size);
    drawPortrait(fb, x, y, 'JK', null, C.BLACK, size);
  } else {
    const rank = rankOf(card);
    const suit = suitOf(card);
    const colour = isRed(card) ? C.RED : C.BLACK;
    drawIndex(fb, x, y, rankLabel(card[0]!), suit, colour, size);
    if (rank === 1) drawAce(fb, x, y, suit, colour, size);
    else if (rank <= 10) drawPips(fb, x, y, rank, suit, colour, size);
    else drawPortrait(fb, x, y, card[0]!, suit, colour, size);
  }
  if (opts?.selected) invertCard(fb, x, y, size);
}

/** XOR-style inversion of the card's own pixels only, so the felt in the cut corners is kept. */
export function invertCard(fb: Framebuffer, x: number, y: number, size: CardSize): void {
  const { h } = CARD[size];
  for (let j = 0; j < h; j++) {
    const [a, b] = span(size, j);
    fb.invert(x + a, y + j, b - a, 1);
  }
}

/** A face-down card: outline, white border, then the design's pattern. */
export function drawCardBack(fb: Framebuffer, x: number, y: number, size: CardSize, design: number): void {
  const { w, h } = CARD[size];
  drawBlank(fb, x, y, size, C.WHITE);
  // a thin white border, one row at top and bottom, so a face-down card overlapped by 3 rows
  // still shows a strip of its pattern
  const bx = LAYOUT[size].backBorder;
  const by = 2;
  const pw = w - 2 * bx;
  const ph = h - 2 * by;
  const sx = PIXEL_W[size];
  const W = pw / sx;
  const H = ph;
  for (let j = 0; j < ph; j++)
    for (let i = 0; i < pw; i++) fb.pset(x + bx + i, y + by + j, backColour(design, (i + 0.5) / sx, j + 0.5, W, H));
}

/** An empty place on the felt: a dotted outline in the table's shadow colour, and an optional label. */
export function drawEmptySlot(fb: Framebuffer, x: number, y: number, size: CardSize, label?: string): void {
  const { w, h } = CARD[size];
  const c = C.DARKFELT;
  // one physical dot on, one off, along the top and bottom edges
  const dot = PIXEL_W[size];
  const cut = LAYOUT[size].corner;
  for (let i = cut; i < w - cut; i += 2 * dot) {
    fb.fillRect(x + i, y, dot, 1, c);
    fb.fillRect(x + w - i - dot, y + h - 1, dot, 1, c);
  }
  for (let j = 1; j < h - 1; j += 2) {
    fb.pset(x, y + j, c);
    fb.pset(x + w - 1, y + j, c);
  }
  if (label) {
    const lw = labelWidth(label, size);
    let lx = x + Math.floor((w - lw) / 2);
    const ly = y + Math.floor((h - 7) / 2);
    for (const ch of label) {
      const g = glyph(ch, size);
      if (!g) continue;
      fb.blit(g, lx, ly, ink(c));
      lx += g.w + glyphGap(size);
    }
  }
}
