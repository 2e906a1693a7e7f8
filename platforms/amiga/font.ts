/** The Amiga's Topaz-8-like font (our own drawing, data in assets/fonts/topaz8.ts). */
import { makeFont, type Font } from '../../src/core/font';
import { TOPAZ8 } from '../../assets/fonts/topaz8';

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

export const topazFont: Font = makeFont('topaz8', decode(TOPAZ8), 8, 6);
