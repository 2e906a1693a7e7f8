/**
 * King's Korner's screen geometry and drawing. Every position is derived from the platform and
 * the framebuffer size at the moment of asking, so a platform or video switch needs no state.
 * ST low-res: 30 x 44 cards; Amiga hi-res: 60 x 44 cards in 640 wide, rows spread on PAL.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { Font } from '../../core/font';
import type { Platform } from '../../core/platform';
import type { Point } from '../../core/app';
import { C } from '../../core/colours';
import { CARD, drawCardBack, drawCardFace, drawEmptySlot } from '../../art/cards';
import { isRed, type Card } from '../../core/cards';
import { SIZE, labelAt, type FreeSpaces } from './layout';
import type { KKState } from './rules';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface KKLayout {
  /** Horizontal scale: 1 on the ST, 2 on the Amiga (hi-res pixels are half as wide). */
  sx: number;
  cw: number;
  ch: number;
  cells: Rect[][];
  deck: Rect;
  discard: Rect;
  deckLabel: Point;
  discardLabel: Point;
  deckCount: Point;
  discardCount: Point;
  /** Text area under the piles: deal number and the status message. */
  info: Rect;
}

export const LINE_H = 9;

export function layout(p: Platform, width: number, height: number): KKLayout {
  const { w: cw, h: ch } = CARD[p.cardSize];
  const sx = p.xScale;
  const avail = height - p.barHeight;
  const gapY = Math.max(2, Math.min(14, Math.floor((avail - SIZE * ch) / 5)));
  const top = p.barHeight + Math.max(2, Math.floor((avail - SIZE * ch - (SIZE - 1) * gapY) / 2));
  const gapX = 6 * sx;
  const gridX = 14 * sx;
  const cells: Rect[][] = [];
  for (let r = 0; r < SIZE; r++) {
    const row: Rect[] = [];
    for (let c = 0; c < SIZE; c++) row.push({ x: gridX + c * (cw + gapX), y: top + r * (ch + gapY), w: cw, h: ch });
    cells.push(row);
  }
  const gridRight = gridX + SIZE * cw + (SIZE - 1) * gapX;
  const pileX = gridRight + 26 * sx;
  const spread = gapY > 6 ? 6 : 0;
  const deckLabel = { x: pileX, y: top + 1 };
  const deck = { x: pileX, y: deckLabel.y + 10, w: cw, h: ch };
  const discardLabel = { x: pileX, y: deck.y + ch + 7 + spread };
  const discard = { x: pileX, y: discardLabel.y + 10, w: cw, h: ch };
  const countX = pileX + cw + 4 * sx;
  const infoY = discard.y + ch + 7 + spread;
  const infoX = gridRight + 12 * sx;
  return {
    sx,
    cw,
    ch,
    cells,
    deck,
    discard,
    deckLabel,
    discardLabel,
    deckCount: { x: countX, y: deck.y + ((ch - 8) >> 1) },
    discardCount: { x: countX, y: discard.y + ((ch - 8) >> 1) },
    info: { x: infoX, y: infoY, w: width - infoX - 2, h: height - infoY - 2 },
  };
}

export const centre = (r: Rect): Point => ({ x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) });

export function inside(pt: Point, r: Rect): boolean {
  return pt.x >= r.x && pt.y >= r.y && pt.x < r.x + r.w && pt.y < r.y + r.h;
}

/** Break text into lines of at most `n` characters, at spaces where possible. */
export function wrap(text: string, n: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let w = word;
    while (w.length > n) {
      if (line) {
        out.push(line);
        line = '';
      }
      out.push(w.slice(0, n));
      w = w.slice(n);
    }
    if (!line) line = w;
    else if (line.length + 1 + w.length <= n) line += ' ' + w;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line) out.push(line);
  return out;
}

/** Text drawn with each font pixel `sx` wide and `sy` tall (title lettering). */
export function bigText(fb: Framebuffer, font: Font, str: string, x: number, y: number, c: number, sx: number, sy: number): void {
  for (const chr of str) {
    const g = font.glyph(chr);
    for (let j = 0; j < font.height; j++) {
      const bits = g[j] ?? 0;
      for (let i = 0; i < 8; i++) if ((bits >> (7 - i)) & 1) fb.fillRect(x + i * sx, y + j * sy, sx, sy, c);
    }
    x += 8 * sx;
  }
}

export function centredText(fb: Framebuffer, font: Font, str: string, y: number, c: number, sx = 1, sy = 1, shadow = -1): void {
  const x = (fb.width - [...str].length * 8 * sx) >> 1;
  if (shadow >= 0) bigText(fb, font, str, x + sx, y + sy, shadow, sx, sy);
  bigText(fb, font, str, x, y, c, sx, sy);
}

const SUIT_CHARS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A court card's label as the empty space shows it: "K♠". */
export function courtLabel(c: Card): string {
  return c[0]! + SUIT_CHARS[c[1]!]!;
}

/** A card's name for the status line: "7♥", "10♣". */
export function cardName(c: Card): string {
  return (c[0] === 'T' ? '10' : c[0]!) + SUIT_CHARS[c[1]!]!;
}

/** A blocked centre space: a cross-hatched plate with a bar across, nothing can go there. */
export function drawBlocked(fb: Framebuffer, r: Rect, sx: number): void {
  fb.fillPattern(r.x + 1, r.y + 1, r.w - 2, r.h - 2, [0x8888, 0x4444, 0x2222, 0x1111], C.BLACK, C.DARKFELT);
  fb.rect(r.x, r.y, r.w, r.h, C.BLACK);
  // a "no entry" disc in the middle
  const cx = r.x + (r.w >> 1);
  const cy = r.y + (r.h >> 1);
  const rad = 8;
  for (let j = -rad; j <= rad; j++) {
    const half = Math.round(Math.sqrt(rad * rad - j * j) * sx);
    fb.hline(cx - half, cy + j, half * 2 + 1, C.DARKRED);
  }
  fb.fillRect(cx - 5 * sx, cy - 1, 10 * sx + 1, 3, C.WHITE);
}

/** An empty GRID space: the dotted outline, and the court label when it is a labelled space. */
export function drawSpace(fb: Framebuffer, p: Platform, r: Rect, label: Card | null): void {
  drawEmptySlot(fb, r.x, r.y, p.cardSize);
  if (!label) return;
  const sx = p.xScale;
  const s = courtLabel(label);
  const tw = 16 * sx;
  const colour = isRed(label) ? C.RED : C.BLACK;
  const x = r.x + ((r.w - tw) >> 1);
  const y = r.y + ((r.h - 8) >> 1);
  bigText(fb, p.font, s, x, y, colour, sx, 1);
}

export interface PlayView {
  s: KKState;
  cursor: { row: number; col: number } | null;
  status: string;
  backDesign: number;
  /** The solver's word on the position (can it still be won?), under the deal number. */
  solver?: string;
}

export function drawPlay(fb: Framebuffer, p: Platform, v: PlayView): void {
  const L = layout(p, fb.width, fb.height);
  const { s } = v;
  fb.clear(C.FELT);
  const size = p.cardSize;
  for (let r = 0; r < SIZE; r++) {
    for (let c = 0; c < SIZE; c++) {
      const cell = L.cells[r]![c]!;
      const x = s.grid[r]![c]!;
      if (x === '#') drawBlocked(fb, cell, L.sx);
      else if (x === null) drawSpace(fb, p, cell, labelAt(r, c));
      else drawCardFace(fb, cell.x, cell.y, x, size);
    }
  }
  // the keyboard cursor
  if (v.cursor) {
    const cell = L.cells[v.cursor.row]![v.cursor.col]!;
    fb.rect(cell.x - 2, cell.y - 1, cell.w + 4, cell.h + 2, C.YELLOW);
    fb.rect(cell.x - 1, cell.y, cell.w + 2, cell.h, C.YELLOW);
    if (L.sx > 1) {
      fb.vline(cell.x - 3, cell.y - 1, cell.h + 2, C.YELLOW);
      fb.vline(cell.x + cell.w + 2, cell.y - 1, cell.h + 2, C.YELLOW);
    }
  }
  // DECK: face down (the face-up card lies on it until placed)
  fb.text(p.font, 'DECK', L.deckLabel.x, L.deckLabel.y, C.WHITE);
  if (s.current) drawCardFace(fb, L.deck.x, L.deck.y, s.current, size);
  else if (s.deck.length > 0) drawCardBack(fb, L.deck.x, L.deck.y, size, v.backDesign);
  else drawEmptySlot(fb, L.deck.x, L.deck.y, size);
  fb.text(p.font, String(s.deck.length).padStart(2, ' '), L.deckCount.x, L.deckCount.y, C.WHITE);
  // DISCARD: the first card of a pair lies face up on it, inverted while it waits for its partner
  fb.text(p.font, 'DISCARD', L.discardLabel.x, L.discardLabel.y, C.WHITE);
  if (s.held) drawCardFace(fb, L.discard.x, L.discard.y, s.held.card, size, { selected: true });
  else if (s.discard.length > 0) drawCardFace(fb, L.discard.x, L.discard.y, s.discard[s.discard.length - 1]!, size);
  else drawEmptySlot(fb, L.discard.x, L.discard.y, size);
  // the count is what lies on the pile, the held card included (it goes back if the pair is cancelled)
  const onPile = s.discard.length + (s.held ? 1 : 0);
  fb.text(p.font, String(onPile).padStart(2, ' '), L.discardCount.x, L.discardCount.y, C.WHITE);
  // deal number and status
  const cols = Math.max(8, Math.floor(L.info.w / 8));
  const maxLines = Math.max(1, Math.floor(L.info.h / LINE_H));
  const status = wrap(v.status, cols);
  // the winnability line gives way to the status when both do not fit (ST, a long status)
  const solver = v.solver ? wrap(v.solver, cols) : [];
  const head = [`Deal ${s.deal}`, ...(1 + solver.length + status.length <= maxLines ? solver : [])];
  const lines = [...head, ...status].slice(0, maxLines);
  lines.forEach((t, i) =>
    fb.text(p.font, t, L.info.x, L.info.y + i * LINE_H, i === 0 ? C.LIGHTGREY : i < head.length ? C.CREAM : s.end === 'won' ? C.YELLOW : C.WHITE));
}

// ---- the title screen and the FREE SPACES choice ----

function rows(fb: Framebuffer, p: Platform): (n: number) => number {
  // The title was laid out for 189 usable lines; PAL spreads it over more.
  const k = (fb.height - p.barHeight) / 189;
  return (n: number) => p.barHeight + Math.round(n * k);
}

export function drawTitle(fb: Framebuffer, p: Platform, deal: number): void {
  fb.clear(C.FELT);
  const y = rows(fb, p);
  const sx = p.xScale;
  const f = p.font;
  centredText(fb, f, "KING'S KORNER", y(10), C.YELLOW, 2 * sx, 2, C.BLACK);
  centredText(fb, f, 'SOLITAIRE', y(32), C.YELLOW, 2 * sx, 2, C.BLACK);
  centredText(fb, f, 'by David F. Downing', y(54), C.WHITE);
  const kings = ['KS', 'KH', 'KD', 'KC'];
  const { w, h } = CARD[p.cardSize];
  const gap = 8 * sx;
  const x0 = (fb.width - 4 * w - 3 * gap) >> 1;
  kings.forEach((k, i) => drawCardFace(fb, x0 + i * (w + gap), y(68), k, p.cardSize));
  const below = y(68) + h;
  const yy = (n: number) => below + Math.round(n * ((fb.height - below) / (189 - 68 - 44 + p.barHeight)));
  centredText(fb, f, `Deal ${deal}`, yy(10), C.WHITE);
  centredText(fb, f, 'Click the mouse to begin', yy(28), C.CREAM);
  centredText(fb, f, 'After the 1988 Amiga original', yy(50), C.LIGHTGREY);
}

export interface FreeLayout {
  panel: Rect;
  buttons: Rect[];
  headingY: number;
  noteY: number;
}

export function freeLayout(p: Platform, width: number, height: number): FreeLayout {
  const sx = p.xScale;
  const pw = 260 * sx;
  const ph = height >= 240 ? 124 : 112;
  const panel = { x: (width - pw) >> 1, y: p.barHeight + ((height - p.barHeight - ph) >> 1), w: pw, h: ph };
  const bw = 28 * sx;
  const bh = 18;
  const gap = 14 * sx;
  const bx0 = panel.x + ((pw - 5 * bw - 4 * gap) >> 1);
  const by = panel.y + 38;
  const buttons = [0, 1, 2, 3, 4].map((i) => ({ x: bx0 + i * (bw + gap), y: by, w: bw, h: bh }));
  return { panel, buttons, headingY: panel.y + 12, noteY: by + bh + 14 };
}

/**
 * "How many FREE SPACES?": the machine's own dialog (GEM's box on the ST, an Intuition requester on
 * the Amiga) with five buttons. `preset` is drawn as the default choice, `pressed` held down.
 */
export function drawFreeChoice(fb: Framebuffer, p: Platform, preset: FreeSpaces, pressed: number, deal: number): void {
  fb.clear(C.FELT);
  const F = freeLayout(p, fb.width, fb.height);
  const b = F.panel;
  const f = p.font;
  const ink = p.drawDialog(fb, b);
  const centred = (t: string, y: number, c: number) => fb.text(f, t, b.x + ((b.w - t.length * 8) >> 1), y, c);
  centred('How many FREE SPACES?', F.headingY, ink.ink);
  centred('Click a number (or press 0-4)', F.headingY + 11, ink.dim);
  F.buttons.forEach((r, i) => p.drawButton(fb, r, String(i), { preset: i === preset, pressed: i === pressed }));
  const notes = ['Four FREE SPACES is the easiest to win;', 'no FREE SPACES is almost impossible.'];
  const narrow = b.w < notes[0]!.length * 8 + 8;
  const lines = narrow ? ['Four is the easiest to win,', 'none almost impossible.'] : notes;
  lines.forEach((t, i) => centred(t, F.noteY + i * LINE_H, ink.ink));
  centred(`Deal ${deal}`, b.y + b.h - 15, ink.dim);
}

/** "Looking for a winnable deal... (n)": the machine's own dialog over the screen while the search runs. */
export function drawSearching(fb: Framebuffer, p: Platform, tries: number): void {
  const t = [`Looking for a winnable deal... (${tries})`, 'Please wait.'];
  const w = Math.max(...t.map((x) => x.length)) * 8 + 16;
  const h = 2 * 10 + 14;
  const r = { x: (fb.width - w) >> 1, y: (fb.height - h) >> 1, w, h };
  const ink = p.drawDialog(fb, r);
  t.forEach((line, i) => fb.text(p.font, line, r.x + ((w - line.length * 8) >> 1), r.y + 8 + i * 10, ink.ink));
}
