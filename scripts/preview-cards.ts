/**
 * Writes /tmp/cards-st.png and /tmp/cards-amiga.png: every face (plain and selected), the joker,
 * the 20 backs, empty slots and an overlapped column, on the felt. Node has no TypeScript
 * runner here, so tests/unit/art/preview.test.ts calls `writePreviews()`; the PNG encoder is
 * hand-rolled on node:zlib to avoid a dependency.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
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

const crcTable = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 255]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An RGB PNG of an indexed framebuffer, each pixel repeated sx x sy times. */
export function encodePng(fb: Framebuffer, palette: readonly number[], sx: number, sy: number): Buffer {
  const W = fb.width * sx;
  const H = fb.height * sy;
  const raw = Buffer.alloc(H * (1 + W * 3));
  for (let y = 0; y < H; y++) {
    const row = y * (1 + W * 3);
    raw[row] = 0;
    for (let x = 0; x < W; x++) {
      const rgb = palette[fb.pixels[Math.floor(y / sy) * fb.width + Math.floor(x / sx)]!] ?? 0xff00ff;
      raw[row + 1 + x * 3] = (rgb >> 16) & 255;
      raw[row + 2 + x * 3] = (rgb >> 8) & 255;
      raw[row + 3 + x * 3] = rgb & 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const sig = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]);
}

/** All the art of one size laid out on a felt framebuffer. */
export function renderSheet(size: CardSize): Framebuffer {
  const { w, h } = CARD[size];
  const gx = w + (size === 'st' ? 3 : 6);
  const gy = h + 3;
  const cols = 14;
  const rows = 4 + 1 + 1 + 2 + 1; // suits, joker row, selected row, backs x2, column demo
  const fb = new Framebuffer(cols * gx + 4, rows * gy + 60, size, 16);
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
  const st = renderSheet('st');
  const am = renderSheet('amiga');
  writeFileSync('/tmp/cards-st.png', encodePng(st, PREVIEW_PALETTE, 3, 3));
  // Amiga hi-res pixels are about twice as tall as wide: 1 x 2 per pixel, then doubled to see
  writeFileSync('/tmp/cards-amiga.png', encodePng(am, PREVIEW_PALETTE, 2, 4));
  // close-ups of the court row (hearts) and the first pip cards, large enough to judge pixels
  const gy = CARD.st.h + 3;
  writeFileSync('/tmp/cards-st-zoom.png', encodePng(crop(st, 0, 3 * gy, 14 * 33 + 4, gy + 2), PREVIEW_PALETTE, 4, 4));
  writeFileSync('/tmp/cards-amiga-zoom.png', encodePng(crop(am, 10 * 66, gy, 3 * 66 + 4, gy + 2), PREVIEW_PALETTE, 6, 12));
  return ['/tmp/cards-st.png', '/tmp/cards-amiga.png', '/tmp/cards-st-zoom.png', '/tmp/cards-amiga-zoom.png'];
}
