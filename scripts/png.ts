/**
 * A minimal PNG writer for preview sheets and test screenshots of the framebuffer (8-bit RGB), and
 * for the installed icons (indexed: few colours, each row filtered "Up", so the repeated rows of
 * scaled-up pixel art cost next to nothing).
 */
import { deflateSync } from 'node:zlib';
import { PNG_SIGNATURE, pngChunk } from '../src/art/png-chunk';

const chunk = (type: string, body: Uint8Array): Buffer => Buffer.from(pngChunk(type, body));

/** An RGB PNG of `w` x `h` from a pixel function returning 0xRRGGBB. */
export function encodeRgbPng(w: number, h: number, rgbAt: (x: number, y: number) => number): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    const o = y * (w * 3 + 1);
    for (let x = 0; x < w; x++) {
      const c = rgbAt(x, y);
      raw[o + 1 + x * 3] = (c >> 16) & 255;
      raw[o + 2 + x * 3] = (c >> 8) & 255;
      raw[o + 3 + x * 3] = c & 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const sig = Buffer.from(PNG_SIGNATURE);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]);
}

/** An indexed-colour PNG (8-bit indices, at most 256 colours) of `w` x `h` from 0xRRGGBB pixels. */
export function encodeIndexedPng(w: number, h: number, rgbAt: (x: number, y: number) => number): Buffer {
  const colours: number[] = [];
  const index = new Map<number, number>();
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) {
    const o = y * (w + 1);
    raw[o] = y === 0 ? 0 : 2; // filter: None for the first row, Up after it
    for (let x = 0; x < w; x++) {
      const c = rgbAt(x, y) & 0xffffff;
      let i = index.get(c);
      if (i === undefined) {
        i = colours.length;
        if (i > 255) throw new Error('more than 256 colours');
        index.set(c, i);
        colours.push(c);
      }
      raw[o + 1 + x] = i;
    }
  }
  // Up: each byte minus the one above it (the unfiltered row), modulo 256.
  for (let y = h - 1; y > 0; y--) {
    const o = y * (w + 1);
    for (let x = 1; x <= w; x++) raw[o + x] = (raw[o + x]! - raw[o - (w + 1) + x]!) & 255;
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(colours.length * 3);
  colours.forEach((c, i) => plte.set([(c >> 16) & 255, (c >> 8) & 255, c & 255], i * 3));
  const sig = Buffer.from(PNG_SIGNATURE);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('PLTE', plte), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', new Uint8Array(0))]);
}
