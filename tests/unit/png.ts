/** Reading back the PNGs the preview scripts and screen tests write, to check what they show. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { decodePng, type Rgba } from '../browser/png';

export type { Rgba };
export const readPng = (path: string): Rgba => decodePng(readFileSync(path));

/**
 * Pictures of screens for a person to look at are written only when asked (`SAVE_PNG=1 npx vitest
 * run ...`, README): nothing checks them, and encoding them cost every run its time.
 */
export const SAVE_PNG = process.env.SAVE_PNG === '1';

export function savePng(path: string, encode: () => Uint8Array): void {
  if (!SAVE_PNG) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, encode());
}

/** Which colour stands for which palette index, kept across calls on one picture. */
export interface ColourMatch {
  rgbOf: Map<number, number>;
  indexOf: Map<number, number>;
}
export const colourMatch = (): ColourMatch => ({ rgbOf: new Map(), indexOf: new Map() });

/**
 * Where a PNG region fails to show the indexed picture `indexAt` (w x h, each pixel scaled to a
 * sx x sy block at x0, y0): a block not of one colour, or a colour that does not stand for exactly
 * one index. Up to `limit` places are described; an empty list means the PNG shows the picture.
 */
export function pngMismatches(
  png: Rgba, x0: number, y0: number, sx: number, sy: number, w: number, h: number,
  indexAt: (u: number, v: number) => number, match = colourMatch(), limit = 5,
): string[] {
  const out: string[] = [];
  if (x0 + w * sx > png.width || y0 + h * sy > png.height) return [`region ${w * sx}x${h * sy} at ${x0},${y0} outside ${png.width}x${png.height}`];
  for (let v = 0; v < h && out.length < limit; v++)
    for (let u = 0; u < w && out.length < limit; u++) {
      const i = indexAt(u, v);
      const rgb = png.at(x0 + u * sx, y0 + v * sy);
      for (let b = 1; b < sx * sy; b++)
        if (png.at(x0 + u * sx + (b % sx), y0 + v * sy + Math.floor(b / sx)) !== rgb) {
          out.push(`block (${u},${v}) is not one colour`);
          break;
        }
      const known = match.rgbOf.get(i);
      const owner = match.indexOf.get(rgb);
      if (known === undefined && owner === undefined) {
        match.rgbOf.set(i, rgb);
        match.indexOf.set(rgb, i);
      } else if (known !== rgb || owner !== i)
        out.push(`(${u},${v}) index ${i} shows ${rgb.toString(16)} (index ${i} is ${known?.toString(16)}, that colour is index ${owner})`);
    }
  return out;
}
