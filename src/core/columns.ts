/**
 * Text measured in terminal columns, as a caller's terminal (xterm, tmux, PuTTY) lays it out: a
 * CJK ideograph, a Hangul syllable, a fullwidth form and an emoji shown as emoji take two columns;
 * a combining mark, a joiner or a variation selector none; the rest one. The wide ranges are
 * Unicode's East Asian Width W and F blocks (EastAsianWidth.txt), kept to whole blocks as
 * Markus Kuhn's wcwidth does; emoji come from the regex properties Emoji_Presentation and
 * Emoji (with U+FE0F), which the JavaScript engine keeps current.
 * tests/unit/columns.test.ts checks each rule.
 */
import { graphemes } from './graphemes';

/** East Asian Wide and Fullwidth blocks: [first, last] code points, in order. */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f], // Hangul Jamo initial consonants
  [0x2329, 0x232a], // angle brackets
  [0x2e80, 0x303e], // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
  [0x3041, 0x33ff], // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK, CJK compatibility
  [0x3400, 0x4dbf], // CJK Unified Ideographs Extension A
  [0x4e00, 0x9fff], // CJK Unified Ideographs
  [0xa000, 0xa4cf], // Yi syllables and radicals
  [0xa960, 0xa97f], // Hangul Jamo Extended-A
  [0xac00, 0xd7a3], // Hangul syllables
  [0xf900, 0xfaff], // CJK Compatibility Ideographs
  [0xfe10, 0xfe19], // vertical forms
  [0xfe30, 0xfe6f], // CJK compatibility forms, small form variants
  [0xff00, 0xff60], // fullwidth forms
  [0xffe0, 0xffe6], // fullwidth signs
  [0x16fe0, 0x16fe4], // ideographic symbols
  [0x17000, 0x18cff], // Tangut
  [0x1aff0, 0x1b2ff], // Kana supplement and extensions, Nushu
  [0x1f200, 0x1f2ff], // enclosed ideographic supplement
  [0x20000, 0x2fffd], // CJK Extensions B-F, compatibility supplement
  [0x30000, 0x3fffd], // CJK Extensions G-H
];

function wideCodePoint(cp: number): boolean {
  let lo = 0;
  let hi = WIDE.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [a, b] = WIDE[mid]!;
    if (cp < a) hi = mid - 1;
    else if (cp > b) lo = mid + 1;
    else return true;
  }
  return false;
}

const EMOJI_PRESENTATION = /\p{Emoji_Presentation}/u;
const EMOJI = /\p{Emoji}/u;
const REGIONAL = /^\p{Regional_Indicator}{2}$/u;
/** Nothing to show: a mark, a format character (joiners, U+FE0F is a mark), a control. */
const ZERO = /^[\p{M}\p{Cf}\p{Cc}]/u;
const MARK = /\p{M}/gu;

/** Columns one grapheme takes: 0, 1 or 2. */
export function charWidth(g: string): number {
  if (g === '') return 0;
  const cp = g.codePointAt(0)!;
  if (g.length === 1 && cp >= 0x20 && cp < 0x7f) return 1;
  if (ZERO.test(g)) return 0;
  // An emoji shown as emoji (by default, or asked for with U+FE0F), a flag: two columns.
  if (EMOJI_PRESENTATION.test(g) || (EMOJI.test(g) && g.includes('\ufe0f')) || REGIONAL.test(g)) return 2;
  return wideCodePoint(cp) ? 2 : 1;
}

/** Columns `text` takes. */
export function textWidth(text: string): number {
  let w = 0;
  for (const g of graphemes(text)) w += charWidth(g);
  return w;
}

/** Combining marks on one grapheme (a letter's accents; U+FE0F and a keycap's U+20E3 count too). */
export function marksOn(g: string): number {
  return g.match(MARK)?.length ?? 0;
}

/** `text` cut to at most `cols` columns (whole graphemes: a wide one that would not fit is left off). */
export function fitWidth(text: string, cols: number): string {
  let w = 0;
  let out = '';
  for (const g of graphemes(text)) {
    const cw = charWidth(g);
    if (w + cw > cols) break;
    w += cw;
    out += g;
  }
  return out;
}

/** `text` cut or padded with spaces to exactly `cols` columns. */
export function padWidth(text: string, cols: number): string {
  const t = fitWidth(text, cols);
  return t + ' '.repeat(cols - textWidth(t));
}
