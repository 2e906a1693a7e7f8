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

/**
 * The right-Amiga key as Intuition's menus show it before a command key's letter: an outlined 'A'
 * (our own drawing), 16 x 8 hi-res pixels, '#' ink. Slopes step two pixels a row so the thin
 * hi-res pixels still read as strokes.
 */
export const AMIGA_KEY_ROWS: readonly string[] = [
  '.....######.....',
  '....##....##....',
  '...##..##..##...',
  '..##..#..#..##..',
  '.##..######..##.',
  '##..##....##..##',
  '####........####',
  '................',
];
export const AMIGA_KEY_W = 16;
/** Pixels between the glyph and the letter (Intuition's COMMWIDTH is 27 for both). */
export const AMIGA_KEY_GAP = 3;
