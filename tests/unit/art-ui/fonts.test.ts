import { describe, expect, it } from 'vitest';
import { stFont } from '../../../platforms/st/font';
import { topazFont } from '../../../platforms/amiga/font';
import { ST8X8 } from '../../../assets/fonts/st8x8';
import { TOPAZ8 } from '../../../assets/fonts/topaz8';
import type { Font } from '../../../src/core/font';

const ASCII = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
const SPECIAL = [...'♠♥♦♣©▲▼►◄·✓█▓▒░▀▄▌▐'];
/** Arms of each box character: up, down, left, right; 1 single line, 2 double. */
const BOX: Record<string, [number, number, number, number]> = {
  '─': [0, 0, 1, 1], '│': [1, 1, 0, 0], '┌': [0, 1, 0, 1], '┐': [0, 1, 1, 0], '└': [1, 0, 0, 1],
  '┘': [1, 0, 1, 0], '├': [1, 1, 0, 1], '┤': [1, 1, 1, 0], '┬': [0, 1, 1, 1], '┴': [1, 0, 1, 1],
  '┼': [1, 1, 1, 1], '═': [0, 0, 2, 2], '║': [2, 2, 0, 0], '╔': [0, 2, 0, 2], '╗': [0, 2, 2, 0],
  '╚': [2, 0, 0, 2], '╝': [2, 0, 2, 0], '╠': [2, 2, 0, 2], '╣': [2, 2, 2, 0], '╦': [0, 2, 2, 2],
  '╩': [2, 0, 2, 2], '╬': [2, 2, 2, 2], '╒': [0, 1, 0, 2], '╕': [0, 1, 2, 0], '╘': [1, 0, 0, 2],
  '╛': [1, 0, 2, 0], '╓': [0, 2, 0, 1], '╖': [0, 2, 1, 0], '╙': [2, 0, 0, 1], '╜': [2, 0, 1, 0],
};
const ALL = [...ASCII, ...SPECIAL, ...Object.keys(BOX)];
const FONTS: [string, Font, Readonly<Record<string, string>>][] = [
  ['st', stFont, ST8X8],
  ['topaz', topazFont, TOPAZ8],
];

const rows = (f: Font, ch: string): number[] => Array.from(f.glyph(ch));
const on = (g: number[], x: number, y: number): boolean => ((g[y]! >> (7 - x)) & 1) === 1;
/** Positions (along the edge) where the glyph touches an edge of its cell. */
function edge(g: number[], side: 'top' | 'bottom' | 'left' | 'right'): number[] {
  const out: number[] = [];
  for (let k = 0; k < 8; k++) {
    const hit = side === 'top' ? on(g, k, 0) : side === 'bottom' ? on(g, k, 7) : side === 'left' ? on(g, 0, k) : on(g, 7, k);
    if (hit) out.push(k);
  }
  return out;
}
const LINE: Record<number, number[]> = { 0: [], 1: [3], 2: [2, 4] };

describe.each(FONTS)('%s font', (_name, font, hex) => {
  it('is 8 x 8 with baseline 6', () => {
    expect(font.height).toBe(8);
    expect(font.baseline).toBe(6);
  });

  it('has every listed character, stored as 16 hex digits', () => {
    for (const ch of ALL) {
      expect(font.has(ch), ch).toBe(true);
      expect(hex[ch], ch).toMatch(/^[0-9a-f]{16}$/);
    }
  });

  it('glyph rows are 8 bytes that fit in 8 bits', () => {
    for (const ch of ALL) {
      const g = rows(font, ch);
      expect(g).toHaveLength(8);
      for (const r of g) expect(Number.isInteger(r) && r >= 0 && r <= 255, ch).toBe(true);
    }
  });

  it('draws every printable character except space', () => {
    expect(rows(font, ' ').every((r) => r === 0)).toBe(true);
    for (const ch of ALL.filter((c) => c !== ' ')) expect(rows(font, ch).some((r) => r !== 0), ch).toBe(true);
  });

  it('keeps letters on the baseline: only descenders reach row 7', () => {
    const descenders = new Set([...'gjpqyQ,;_@©♠']);
    for (const ch of ALL) {
      if (ch in BOX || SPECIAL.includes(ch) || descenders.has(ch)) continue;
      expect(rows(font, ch)[7], ch).toBe(0);
    }
    for (const ch of 'gjpqy') expect(rows(font, ch)[7], ch).not.toBe(0);
  });

  it('box-drawing lines touch the right cell edges, through the centre', () => {
    for (const [ch, [u, d, l, r]] of Object.entries(BOX)) {
      const g = rows(font, ch);
      expect(edge(g, 'top'), `${ch} top`).toEqual(LINE[u]);
      expect(edge(g, 'bottom'), `${ch} bottom`).toEqual(LINE[d]);
      expect(edge(g, 'left'), `${ch} left`).toEqual(LINE[l]);
      expect(edge(g, 'right'), `${ch} right`).toEqual(LINE[r]);
    }
    // the examples of the brief
    const h = rows(font, '─');
    expect(on(h, 0, 3) && on(h, 7, 3)).toBe(true);
    const v = rows(font, '│');
    expect(on(v, 3, 0) && on(v, 3, 7)).toBe(true);
  });

  it('box characters join in a grid: a straight run is one unbroken line', () => {
    // '─' then '┼' then '─': row 3 is solid over 24 pixels; '│' '┼' '│' stacked: column 3 solid
    const strip = ['─', '┼', '─'].map((c) => rows(font, c)[3]!);
    expect(strip).toEqual([0xff, 0xff, 0xff]);
    const col = ['│', '┼', '│'].flatMap((c) => rows(font, c).map((r) => (r >> 4) & 1));
    expect(col.every((b) => b === 1)).toBe(true);
    // double lines: the outer line of a tee runs on unbroken (rows 2 and 4 are the two rails)
    expect(['═', '╦', '═'].map((c) => rows(font, c)[2])).toEqual([0xff, 0xff, 0xff]);
    expect(['═', '╩', '═'].map((c) => rows(font, c)[4])).toEqual([0xff, 0xff, 0xff]);
    const rail = (c: string, x: number): number[] => rows(font, c).map((r) => (r >> (7 - x)) & 1);
    expect([...rail('║', 2), ...rail('╠', 2), ...rail('║', 2)].every((b) => b === 1)).toBe(true);
    expect([...rail('║', 4), ...rail('╣', 4), ...rail('║', 4)].every((b) => b === 1)).toBe(true);
  });

  it('block and shade characters tile seamlessly', () => {
    expect(rows(font, '█')).toEqual(Array(8).fill(0xff));
    expect(rows(font, '▀')).toEqual([255, 255, 255, 255, 0, 0, 0, 0]);
    expect(rows(font, '▄')).toEqual([0, 0, 0, 0, 255, 255, 255, 255]);
    expect(rows(font, '▌')).toEqual(Array(8).fill(0xf0));
    expect(rows(font, '▐')).toEqual(Array(8).fill(0x0f));
    const density = (ch: string): number =>
      rows(font, ch).reduce((a, r) => a + r.toString(2).split('1').length - 1, 0);
    expect([density('░'), density('▒'), density('▓')]).toEqual([16, 32, 48]);
    for (const ch of '░▒▓') {
      const g = rows(font, ch);
      // period 2 vertically and the row pattern repeats every 4 pixels, so cells abut without seams
      for (let y = 0; y < 8; y++) {
        expect(g[y]).toBe(g[y % 2]);
        expect(g[y]! >> 4).toBe(g[y]! & 15);
      }
    }
  });

  it("has Latin-1's accented letters, made from its own: each differs from its letter and from its siblings", () => {
    const families = ['aàáâãäå', 'AÀÁÂÃÄÅ', 'eèéêë', 'EÈÉÊË', 'iìíîï', 'IÌÍÎÏ', 'oòóôõö', 'OÒÓÔÕÖ', 'uùúûü', 'UÙÚÛÜ', 'nñ', 'NÑ', 'yýÿ', 'YÝ', 'cç', 'CÇ'];
    for (const fam of families) {
      const seen = new Set<string>();
      for (const ch of fam) {
        expect(font.has(ch), ch).toBe(true);
        const g = rows(font, ch).join();
        expect(seen.has(g), `${ch} looks like another of ${fam}`).toBe(false);
        seen.add(g);
      }
    }
    // Marks sit above the letter, in the cell: only the cedilla and y's tail reach row 7.
    for (const ch of 'äÄöÖüÜëéèñÑ') expect(rows(font, ch)[7], ch).toBe(0);
    expect(rows(font, 'ë')[0]).not.toBe(0);
    expect(rows(font, 'Ä')[0]).not.toBe(0);
  });

  it('unknown characters fall back to a visible box', () => {
    expect(font.has('€')).toBe(false);
    expect(rows(font, '€').some((r) => r !== 0)).toBe(true);
  });
});

describe('the two designs', () => {
  const differ = (chars: string): number => [...chars].filter((c) => Array.from(stFont.glyph(c)).join() !== Array.from(topazFont.glyph(c)).join()).length;

  it('differ on most letters and digits', () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    expect(differ(letters)).toBeGreaterThanOrEqual(letters.length * 0.9);
    expect(differ('0123456789')).toBe(10);
  });

  it('keep box drawing identical, so screens built from either join the same way', () => {
    expect(differ(Object.keys(BOX).join(''))).toBe(0);
  });
});
