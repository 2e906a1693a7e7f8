/**
 * Tiny helpers to keep card art as readable text: each string row is one pixel row, each
 * character a colour role looked up in a key. '.' (or any char missing from the key) is
 * transparent, so sprites overlay whatever the card already shows.
 */
import type { Sprite } from '../core/framebuffer';

/** Sprite value meaning "leave the pixel alone". */
export const CLEAR = 255;

export function art(rows: readonly string[], key: Readonly<Record<string, number>>): Sprite {
  const h = rows.length;
  const w = Math.max(...rows.map((r) => r.length));
  const data = new Uint8Array(w * h).fill(CLEAR);
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const v = key[row[x]!];
      if (v !== undefined) data[y * w + x] = v;
    }
  });
  return { w, h, data, transparent: CLEAR };
}

/** A one-colour mask: '#' is 1, anything else transparent. */
export function mask(rows: readonly string[]): Sprite {
  return art(rows, { '#': 1 });
}

/** Upside down (the bottom-right corner index reads from the other end, as on a real card). */
export function rotate180(s: Sprite): Sprite {
  const data = new Uint8Array(s.data.length);
  for (let i = 0; i < data.length; i++) data[i] = s.data[data.length - 1 - i]!;
  return { ...s, data };
}

export function flipV(s: Sprite): Sprite {
  const data = new Uint8Array(s.data.length);
  for (let y = 0; y < s.h; y++) data.set(s.data.subarray((s.h - 1 - y) * s.w, (s.h - y) * s.w), y * s.w);
  return { ...s, data };
}

/**
 * Twice as wide for Amiga hi-res, smoothing staircases with the extra half pixels (a 2x1
 * cousin of Scale2x): a half takes its outer neighbour's colour when that neighbour continues
 * diagonally above or below, so slopes get finer steps while 1-pixel details stay intact.
 */
export function widen(s: Sprite): Sprite {
  const w = s.w * 2;
  const data = new Uint8Array(w * s.h);
  const at = (x: number, y: number): number =>
    x < 0 || y < 0 || x >= s.w || y >= s.h ? (s.transparent ?? CLEAR) : s.data[y * s.w + x]!;
  for (let y = 0; y < s.h; y++) {
    for (let x = 0; x < s.w; x++) {
      const e = at(x, y);
      const d = at(x - 1, y);
      const f = at(x + 1, y);
      const b = at(x, y - 1);
      const hh = at(x, y + 1);
      let l = e;
      let r = e;
      // Scale2x's corner rules, with a half pixel standing for both of its corners
      if (d !== e && ((d === b && b !== f && d !== hh) || (d === hh && hh !== f && d !== b))) l = d;
      if (f !== e && ((f === b && b !== d && f !== hh) || (f === hh && hh !== d && f !== b))) r = f;
      // both halves changing would erase a 1-pixel outline (gaps in a stair of outline pixels)
      if (l !== e && r !== e) l = r = e;
      data[y * w + 2 * x] = l;
      data[y * w + 2 * x + 1] = r;
    }
  }
  return { w, h: s.h, data, transparent: s.transparent };
}

/** Recolour map for blit: role value -> palette index (unlisted roles keep their value). */
export function recolour(pairs: Readonly<Record<number, number>>): Uint8Array {
  const m = new Uint8Array(256);
  for (let i = 0; i < 256; i++) m[i] = i;
  for (const [k, v] of Object.entries(pairs)) m[Number(k)] = v;
  return m;
}
