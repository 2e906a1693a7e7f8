/**
 * Writes /tmp/cards-st.png and /tmp/cards-amiga.png: every face (plain and selected), the joker,
 * the 20 backs, empty slots and an overlapped column, on the felt. Node has no TypeScript
 * runner here, so tests/unit/art/preview.test.ts calls `writePreviews()`; the PNG encoder is
 * hand-rolled on node:zlib to avoid a dependency.
 */
import { writeFileSync } from 'node:fs';
import { encodeRgbPng } from './png';
import { Framebuffer } from '../src/core/framebuffer';
import { C } from '../src/core/colours';
import { pack, JOKER } from '../src/core/cards';
import { CARD, BACK_DESIGNS, drawCardBack, drawCardFace, drawEmptySlot, type CardSize } from '../src/art/cards';

/** A stand-in palette for the preview only; the platforms define the real ones. */
export const PREVIEW_PALETTE: readonly number[] = (() => {
  const p: number[] = [];
  p[C.WHITE] = 0xffffff;
  p[C.RED] = 0xdd0000;
  p[C.FELT] = 0x008833;
  p[C.YELLOW] = 0xffdd00;
  p[C.NAVY] = 0x000077;
  p[C.DARKRED] = 0x880000;
  p[C.LIGHTBLUE] = 0x88aaff;
  p[C.LIGHTGREY] = 0xbbbbbb;
  p[C.DARKGREY] = 0x666666;
  p[C.ORANGE] = 0xff8800;
  p[C.DARKFELT] = 0x005522;
  p[C.CREAM] = 0xffddaa;
  p[C.BLUE] = 0x0055aa;
  p[C.PINK] = 0xff88aa;
  p[C.CYAN] = 0x00ddee;
  p[C.BLACK] = 0x000000;
  return p;
})();

/** An RGB PNG of an indexed framebuffer, each pixel repeated sx x sy times. */
export function encodePng(fb: Framebuffer, palette: readonly number[], sx: number, sy: number): Buffer {
  return encodeRgbPng(fb.width * sx, fb.height * sy, (x, y) => palette[fb.pixels[Math.floor(y / sy) * fb.width + Math.floor(x / sx)]!] ?? 0xff00ff);
}

/** All the art of one size laid out on a felt framebuffer. */
export function renderSheet(size: CardSize): Framebuffer {
  const { w, h } = CARD[size];
  const gx = w + (size === 'lores' ? 3 : 6);
  const gy = h + 3;
  const cols = 14;
  const rows = 4 + 1 + 1 + 2 + 1; // suits, joker row, selected row, backs x2, column demo
  const fb = new Framebuffer(cols * gx + 4, rows * gy + 60, size === 'lores' ? 'rgb333' : 'rgb444', 16);
  fb.clear(C.FELT);
  const cards = pack();
  cards.forEach((c, i) => drawCardFace(fb, 2 + (i % 13) * gx, 2 + Math.floor(i / 13) * gy, c, size));
  drawCardFace(fb, 2 + 13 * gx, 2, JOKER, size);
  drawCardFace(fb, 2 + 13 * gx, 2 + gy, JOKER, size, { selected: true });
  drawEmptySlot(fb, 2 + 13 * gx, 2 + 2 * gy, size);
  drawEmptySlot(fb, 2 + 13 * gx, 2 + 3 * gy, size, 'A');
  let y = 2 + 4 * gy;
  ['AS', '7H', 'TD', 'JC', 'QH', 'KS'].forEach((c, i) => drawCardFace(fb, 2 + i * gx, y, c, size, { selected: true }));
  y += gy;
  for (let d = 0; d < BACK_DESIGNS; d++) drawCardBack(fb, 2 + (d % 10) * gx, y + Math.floor(d / 10) * gy, size, d);
  y += 2 * gy;
  // a dealt column: face-down cards overlap by 3 rows, face-up ones by 9
  const col: [string | null, number][] = [[null, 3], [null, 3], [null, 3], ['KH', 9], ['QS', 9], ['TD', 9], ['9C', 9], ['8H', 9]];
  for (let k = 0; k < 4; k++) {
    let cy = y;
    col.forEach(([c, dy], i) => {
      const card = c && k > 0 ? ['KH', 'QC', 'JD', 'TS', '9H', '8S', '7D', 'AC', '2C', '3H'][(i + k * 2) % 10]! : c;
      if (card) drawCardFace(fb, 2 + k * gx, cy, card, size);
      else drawCardBack(fb, 2 + k * gx, cy, size, k * 5);
      cy += dy;
    });
  }
  return fb;
}

/** A part of a framebuffer as its own framebuffer (for close-ups). */
function crop(fb: Framebuffer, x: number, y: number, w: number, h: number): Framebuffer {
  const out = new Framebuffer(w, h, fb.space, 16);
  for (let j = 0; j < h; j++) for (let i = 0; i < w; i++) out.pixels[j * w + i] = Math.max(0, fb.pget(x + i, y + j));
  return out;
}

export function writePreviews(): string[] {
  const st = renderSheet('lores');
  const am = renderSheet('hires');
  writeFileSync('/tmp/cards-st.png', encodePng(st, PREVIEW_PALETTE, 3, 3));
  // Amiga hi-res pixels are about twice as tall as wide: 1 x 2 per pixel, then doubled to see
  writeFileSync('/tmp/cards-amiga.png', encodePng(am, PREVIEW_PALETTE, 2, 4));
  // close-ups of the court row (hearts) and the first pip cards, large enough to judge pixels
  const gy = CARD.lores.h + 3;
  writeFileSync('/tmp/cards-st-zoom.png', encodePng(crop(st, 0, 3 * gy, 14 * 33 + 4, gy + 2), PREVIEW_PALETTE, 4, 4));
  writeFileSync('/tmp/cards-amiga-zoom.png', encodePng(crop(am, 10 * 66, gy, 3 * 66 + 4, gy + 2), PREVIEW_PALETTE, 6, 12));
  return ['/tmp/cards-st.png', '/tmp/cards-amiga.png', '/tmp/cards-st-zoom.png', '/tmp/cards-amiga-zoom.png'];
}
