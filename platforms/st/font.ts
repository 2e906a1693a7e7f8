/** The Atari ST 8 x 8 system font (our own drawing, data in assets/fonts/st8x8.ts). */
import { makeFont, type Font } from '../../src/core/font';
import { ST8X8 } from '../../assets/fonts/st8x8';

/** Hex glyph strings (16 digits = 8 row bytes) to the char -> rows table makeFont takes. */
function decode(hex: Readonly<Record<string, string>>): Map<string, Uint8Array> {
  const table = new Map<string, Uint8Array>();
  for (const [ch, h] of Object.entries(hex)) {
    const rows = new Uint8Array(8);
    for (let j = 0; j < 8; j++) rows[j] = parseInt(h.slice(j * 2, j * 2 + 2), 16);
    table.set(ch, rows);
  }
  return table;
}

export const stFont: Font = makeFont('st8x8', decode(ST8X8), 8, 6);
