/**
 * An 8-pixel-wide bitmap font. Each glyph is `height` row bytes, bit 7 the leftmost pixel.
 * The two designs (ST system font, Topaz-like) live in assets/fonts and are drawn by us.
 */
import { withAccents } from './accents';

export interface Font {
  readonly name: string;
  readonly height: number;
  /** Baseline row (for underline placement). */
  readonly baseline: number;
  /** Row bytes of `ch`; unknown characters give a visible box so a missing glyph is noticed. */
  glyph(ch: string): ArrayLike<number>;
  has(ch: string): boolean;
}

export function textWidth(str: string, sx = 1): number {
  return [...str].length * 8 * sx;
}

/** Build a Font from a table char -> 8 row bytes; Latin-1's accented letters are made from its own. */
export function makeFont(name: string, drawn: ReadonlyMap<string, ArrayLike<number>>, height = 8, baseline = 6): Font {
  const table = height === 8 ? withAccents(drawn) : drawn;
  const box = new Uint8Array(height);
  box[1] = 0x7e;
  for (let j = 2; j < height - 2; j++) box[j] = 0x42;
  box[height - 2] = 0x7e;
  return {
    name,
    height,
    baseline,
    glyph: (ch) => table.get(ch) ?? box,
    has: (ch) => table.has(ch),
  };
}
