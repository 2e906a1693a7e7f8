/**
 * Drawing Spider: the board (through VIEW's split), the HELP arrow, the control panel, INFO and
 * the message panel. Everything is recomputed from the state and the geometry on every draw.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import type { Point } from '../../core/app';
import type { Rect } from '../../core/menus';
import { C } from '../../core/colours';
import { makeCard, type Suit } from '../../core/cards';
import { CARD, drawCardBack, drawCardFace, drawEmptySlot, invertCard } from '../../art/cards';
import { pip } from '../../art/pips';
import { recolour } from '../../art/bitmap';
import { COLUMNS, DEALS, type SpiderColumn, type SpiderState, type SuitSlot } from './engine';
import { FOLD_H, STOCK_STEP, colX, columnItems, columnLayout, stockBacks, type Geo, type Item } from './layout';
import { MARKER_H, boardToScreen, itemSide, type Split } from './view';
import { COMMANDS, infoLayout, messageLayout, panelLayout, type ButtonLook } from './panel';
import { verdictText, type Verdict } from '../../shell/advice';
import { grouped } from '../../core/grouped';

/** The card back Spider uses (navy). */
export const BACK_DESIGN = 0;

export function centreText(fb: Framebuffer, p: Platform, s: string, r: Rect, fg: number, bg = -1): void {
  fb.text(p.font, s, r.x + ((r.w - s.length * 8) >> 1), r.y + ((r.h - 8) >> 1), fg, bg);
}

/** Card `it` of column `c` (or its fold band) with its top at screen line `sy`. */
function drawItem(fb: Framebuffer, p: Platform, g: Geo, c: SpiderColumn, x: number, sy: number, it: Item): void {
  if (it.kind === 'down') return drawCardBack(fb, x, sy, g.size, BACK_DESIGN);
  if (it.kind === 'up') return drawCardFace(fb, x, sy, c.up[it.k - c.down.length]!, g.size);
  drawFold(fb, p, g, x, sy, foldCount(g, c));
}

/** Cards folded in column `c` (0 when it fits). */
const foldCount = (g: Geo, c: SpiderColumn): number => columnLayout(g, c).fold?.count ?? 0;

/** The mark of a column too long for the screen: a navy band "+7" standing for its folded cards. */
function drawFold(fb: Framebuffer, p: Platform, g: Geo, x: number, y: number, n: number): void {
  fb.fillRect(x, y, g.cw, FOLD_H, C.NAVY);
  fb.rect(x, y, g.cw, FOLD_H, C.BLACK);
  centreText(fb, p, `+${n}`, { x, y: y + 1, w: g.cw, h: FOLD_H - 2 }, C.YELLOW);
}

/**
 * The tableau's ten columns. With a split, each column is drawn twice, clipped to either side
 * of the band, each side drawing only the items `itemSide` gives it (no strips at the band).
 */
function drawColumns(fb: Framebuffer, p: Platform, g: Geo, s: SpiderState, split: Split | null): void {
  const sides = split
    ? ([['above', g.top, g.top + split.a], ['below', g.top + split.a + MARKER_H, fb.height]] as const)
    : ([['above', g.top, fb.height]] as const);
  for (let i = 0; i < COLUMNS; i++) {
    const c = s.columns[i]!;
    const x = colX(g, i);
    if (c.down.length + c.up.length === 0) {
      fb.clip({ x: 0, y: g.top, w: fb.width, h: split ? split.a : fb.height - g.top });
      drawEmptySlot(fb, x, g.top, g.size);
      continue;
    }
    const items = columnItems(g, c);
    for (const [side, y0, y1] of sides) {
      fb.clip({ x: 0, y: y0, w: fb.width, h: y1 - y0 });
      for (const it of items) if (itemSide(split, it) === side) drawItem(fb, p, g, c, x, boardToScreen(g, split, it.y)!, it);
    }
  }
  fb.clip(null);
}

export function drawBoard(fb: Framebuffer, p: Platform, g: Geo, s: SpiderState, split: Split | null, score: number): void {
  fb.clear(C.FELT);
  if (g.rowY >= 0) drawTopRow(fb, p, g, s, score);
  drawColumns(fb, p, g, s, split);
  if (split) drawMarker(fb, p, g, split);
}

/** The band that replaces the hidden lines: "- 37 lines hidden -". */
function drawMarker(fb: Framebuffer, p: Platform, g: Geo, split: Split): void {
  const y = g.top + split.a;
  fb.fillRect(0, y, fb.width, MARKER_H, C.NAVY);
  fb.hline(0, y, fb.width, C.BLACK);
  fb.hline(0, y + MARKER_H - 1, fb.width, C.BLACK);
  const n = split.b - split.a;
  centreText(fb, p, markerText(n), { x: 0, y: y + 1, w: fb.width, h: MARKER_H - 2 }, C.YELLOW);
}

export const markerText = (n: number): string => `- ${n} line${n === 1 ? '' : 's'} hidden -`;

/** GNOME: the stock at the top left (one back per deal left), the score, eight foundations. */
function drawTopRow(fb: Framebuffer, p: Platform, g: Geo, s: SpiderState, score: number): void {
  const x = colX(g, 0);
  const left = stockBacks(s);
  if (left === 0) drawEmptySlot(fb, x, g.rowY, g.size);
  // the backs 2 pixels apart (4 on the Amiga), so the deals left can be counted on the edges
  for (let i = 0; i < left; i++) drawCardBack(fb, x + i * STOCK_STEP * p.xScale, g.rowY, g.size, BACK_DESIGN);
  // the score, flush right in the second column's place (clear of a full stock)
  const right = colX(g, 1) + g.cw + 1;
  const label = g.pitch >= 48 ? 'Score' : 'Pts';
  fb.text(p.font, label, right - label.length * 8, g.rowY + 9, C.WHITE);
  const n = String(score);
  fb.text(p.font, n, right - n.length * 8, g.rowY + 21, C.YELLOW);
  for (let i = 0; i < 8; i++) {
    const fx = colX(g, i + 2);
    const suit = s.removed[i];
    if (suit) drawCardFace(fb, fx, g.rowY, makeCard(13, suit), g.size);
    else drawEmptySlot(fb, fx, g.rowY, g.size);
  }
}

/** A thick arrow with a filled head, yellow edged in black, from `a` to `b` (the head). */
export function drawArrow(fb: Framebuffer, p: Platform, a: Point, b: Point): void {
  const xs = p.xScale;
  const dx = (b.x - a.x) / xs;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const head = Math.min(10, len * 0.6);
  // the shaft stops where the head begins
  const base = { x: b.x - Math.round(ux * head * xs), y: b.y - Math.round(uy * head) };
  const wing = head * 0.6;
  const l = { x: base.x + Math.round(-uy * wing * xs), y: base.y + Math.round(ux * wing) };
  const r = { x: base.x - Math.round(-uy * wing * xs), y: base.y - Math.round(ux * wing) };
  for (let oy = -2; oy <= 2; oy++)
    for (let ox = -2 * xs; ox <= 2 * xs; ox++) fb.line(a.x + ox, a.y + oy, base.x + ox, base.y + oy, C.BLACK);
  fillTriangle(fb, b, l, r, C.BLACK, xs, 2);
  for (let oy = -1; oy <= 1; oy++)
    for (let ox = -xs; ox <= xs; ox++) fb.line(a.x + ox, a.y + oy, base.x + ox, base.y + oy, C.YELLOW);
  fillTriangle(fb, b, l, r, C.YELLOW, xs, 0);
  // the tail: a round-ish dot marking the source
  fb.fillRect(a.x - 2 * xs, a.y - 2, 4 * xs + 1, 4, C.YELLOW);
  fb.rect(a.x - 3 * xs, a.y - 3, 6 * xs + 1, 6, C.BLACK);
}

/** Filled triangle; `grow` > 0 widens it (the black edge drawn under the yellow). */
function fillTriangle(fb: Framebuffer, a: Point, b: Point, c: Point, col: number, xs: number, grow: number): void {
  const pts = [a, b, c];
  const cx = (a.x + b.x + c.x) / 3;
  const cy = (a.y + b.y + c.y) / 3;
  const big = pts.map((q) => {
    const vx = (q.x - cx) / xs;
    const vy = q.y - cy;
    const d = Math.hypot(vx, vy) || 1;
    return { x: q.x + (vx / d) * grow * xs, y: q.y + (vy / d) * grow };
  });
  const y0 = Math.floor(Math.min(...big.map((q) => q.y)));
  const y1 = Math.ceil(Math.max(...big.map((q) => q.y)));
  for (let y = y0; y <= y1; y++) {
    const xsAt: number[] = [];
    for (let i = 0; i < 3; i++) {
      const p0 = big[i]!;
      const p1 = big[(i + 1) % 3]!;
      if ((p0.y <= y && p1.y > y) || (p1.y <= y && p0.y > y)) xsAt.push(p0.x + ((y - p0.y) * (p1.x - p0.x)) / (p1.y - p0.y));
    }
    if (xsAt.length < 2) continue;
    const x0 = Math.round(Math.min(...xsAt));
    const x1 = Math.round(Math.max(...xsAt));
    fb.hline(x0, y, x1 - x0 + 1, col);
  }
}

/** A boxed panel in the period style: drop shadow, black frame, bevel, title bar. */
export function drawBox(fb: Framebuffer, p: Platform, box: Rect, title: Rect | null, titleText: string): void {
  const xs = p.xScale;
  fb.fillRect(box.x + 3 * xs, box.y + 3, box.w, box.h, C.BLACK);
  fb.fillRect(box.x, box.y, box.w, box.h, C.LIGHTGREY);
  fb.rect(box.x, box.y, box.w, box.h, C.BLACK);
  fb.hline(box.x + 1, box.y + 1, box.w - 2, C.WHITE);
  fb.vline(box.x + 1, box.y + 1, box.h - 2, C.WHITE);
  fb.hline(box.x + 1, box.y + box.h - 2, box.w - 2, C.DARKGREY);
  fb.vline(box.x + box.w - 2, box.y + 1, box.h - 2, C.DARKGREY);
  if (title) {
    fb.fillRect(title.x, title.y, title.w, title.h, C.NAVY);
    centreText(fb, p, titleText, title, C.WHITE);
  }
}

export function drawButton(fb: Framebuffer, p: Platform, r: Rect, label: string, look: ButtonLook): void {
  const xs = p.xScale;
  if (look === 'disabled') {
    fb.fillRect(r.x, r.y, r.w, r.h, C.LIGHTGREY);
    fb.rect(r.x, r.y, r.w, r.h, C.DARKGREY);
    centreText(fb, p, label, r, C.DARKGREY);
    return;
  }
  fb.fillRect(r.x + xs, r.y + 1, r.w, r.h, C.DARKGREY);
  fb.fillRect(r.x, r.y, r.w, r.h, C.WHITE);
  fb.rect(r.x, r.y, r.w, r.h, C.BLACK);
  centreText(fb, p, label, r, look === 'light' ? C.LIGHTGREY : C.BLACK);
}

export function drawPanel(fb: Framebuffer, p: Platform, looks: readonly ButtonLook[]): void {
  const l = panelLayout(p, fb.width, fb.height);
  drawBox(fb, p, l.box, l.title, 'CONTROL PANEL');
  COMMANDS.forEach((c, i) => drawButton(fb, p, l.buttons[i]!, c, looks[i]!));
}

export interface InfoData {
  s: SpiderState;
  score: number;
  time: string;
  slots: SuitSlot[];
  /** What the solver knows of the position: shown only with Aids on (undefined: no line). */
  winnable?: Verdict;
  /** A modern aid was used in this game. */
  aided?: boolean;
}

/** "mm:ss" (minutes keep counting past 99). */
export function formatTime(ms: number): string {
  const sec = Math.floor(ms / 1000);
  return `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
}

export function drawInfo(fb: Framebuffer, p: Platform, d: InfoData): void {
  const l = infoLayout(p, fb.width, fb.height);
  const gnome = d.s.rules === 'gnome';
  drawBox(fb, p, l.box, l.title, gnome ? 'INFO - GNOME RULES' : 'INFO');
  const suits = d.s.suits === 1 ? '1 suit' : `${d.s.suits} suits`;
  const lines = [
    `Deal number  ${d.s.deal} (${suits})`,
    `Deals done   ${d.s.deals} of ${DEALS}`,
    `Score        ${grouped(d.score)}${d.s.cheated ? '  (cheater)' : d.aided ? '  (aided)' : ''}`,
    `Time spent   ${d.time}`,
    ...(d.winnable ? [verdictText(d.winnable)] : []),
  ];
  lines.forEach((t, i) => fb.text(p.font, t, l.textX, l.textY + i * l.lineH, C.BLACK));
  fb.fillRect(l.strip.x, l.strip.y, l.strip.w, l.strip.h, C.FELT);
  fb.rect(l.strip.x, l.strip.y, l.strip.w, l.strip.h, C.BLACK);
  d.slots.forEach((slot, i) => drawSuitSlot(fb, p, l.suitX[i]!, l.suitY, slot.suit, slot.state));
  drawButton(fb, p, l.hitParade, 'HIT PARADE', 'normal');
}

const inkMaps = new Map<number, Uint8Array>();
const ink = (c: number) => {
  let m = inkMaps.get(c);
  if (!m) inkMaps.set(c, (m = recolour({ 1: c })));
  return m;
};

/** INFO's suit: a King when complete, inverted when removed, an outline with its pip when still open. */
export function drawSuitSlot(fb: Framebuffer, p: Platform, x: number, y: number, suit: Suit, state: SuitSlot['state']): void {
  const size = p.cardSize;
  if (state === 'open') {
    drawEmptySlot(fb, x, y, size);
    const s = pip(suit, 'ace', size);
    const { w, h } = CARD[size];
    fb.blit(s, x + ((w - s.w) >> 1), y + ((h - s.h) >> 1), ink(C.DARKFELT));
    return;
  }
  drawCardFace(fb, x, y, makeCard(13, suit), size);
  if (state === 'removed') invertCard(fb, x, y, size);
}

export function drawMessage(fb: Framebuffer, p: Platform, lines: readonly string[]): void {
  const l = messageLayout(p, fb.width, fb.height, lines);
  drawBox(fb, p, l.box, null, '');
  fb.fillRect(l.box.x + 3 * p.xScale, l.box.y + 3, l.box.w - 6 * p.xScale, l.box.h - 6, C.WHITE);
  lines.forEach((t, i) => centreText(fb, p, t, { x: l.box.x, y: l.textY + i * l.lineH, w: l.box.w, h: 8 }, C.BLACK));
}

/** VIEW, waiting for its second line: the first one marked with a dotted line across. */
export function drawPickLine(fb: Framebuffer, y: number): void {
  for (let x = 0; x < fb.width; x += 4) {
    fb.fillRect(x, y, 2, 1, C.YELLOW);
    fb.fillRect(x + 2, y, 2, 1, C.BLACK);
  }
}
