/**
 * An 80 x 25 character-cell terminal, as a BBS caller's terminal program showed a door: every cell
 * holds a character and an ANSI colour attribute (foreground and background, 0..15 in the IBM
 * order: black, red, green, brown, blue, magenta, cyan, light grey, then the bright eight).
 * `render` paints it with the platform's 8 x 8 font, mapping the ANSI colours onto the screen
 * mode's palette: the 16 colours of the shared layout on the Amiga, the 4 of ST medium resolution.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { Font } from '../../core/font';
import { C } from '../../core/colours';
import { graphemes } from './typing';
import { charWidth } from '../../core/columns';
import type { KeyInput } from '../../core/app';

/** Plain text (ASCII, Latin, punctuation, arrows, box drawing, shapes, suits) needs no segmenting:
 *  one code point, one narrow cell. (U+25FD, U+25FE and most of U+2600-U+2BFF can be emoji: wide.) */
const SIMPLE = /^[\u0020-\u007e\u00a0-\u02ff\u2010-\u205f\u2190-\u21ff\u2500-\u25fc\u2660-\u2667]*$/;

/** One string per character code a simple text uses: a board redraws 2,000 cells for every key of
 *  a thousand callers, and a new string per box line or suit stored in a long-lived cell was garbage
 *  the collector had to copy and promote. */
const ONE: (string | undefined)[] = new Array<string | undefined>(0x2668);

/** The characters of `text` as the cells show them: one grapheme (an emoji, a letter with its accents) each. */
export function cellsOf(text: string): string[] {
  return SIMPLE.test(text) ? [...text] : graphemes(text);
}

/** Columns `text` takes on the terminal: a wide character (CJK, an emoji) two cells, a mark none. */
export function widthOf(text: string): number {
  if (SIMPLE.test(text)) return text.length;
  let w = 0;
  for (const g of graphemes(text)) w += charWidth(g);
  return w;
}

/** `text` padded with spaces to `n` cells. */
export function padCells(text: string, n: number): string {
  return text + ' '.repeat(Math.max(0, n - widthOf(text)));
}

/** The second cell of a wide character holds this: nothing of its own to show. */
export const WIDE_TAIL = '';

const BOX_SINGLE = ['┌', '┐', '└', '┘', '─', '│'] as const;
const BOX_DOUBLE = ['╔', '╗', '╚', '╝', '═', '║'] as const;

export const COLS = 80;
export const ROWS = 25;
export const CELL = 8;

/** ANSI colour numbers, by name. */
export const A = {
  BLACK: 0,
  RED: 1,
  GREEN: 2,
  BROWN: 3,
  BLUE: 4,
  MAGENTA: 5,
  CYAN: 6,
  GREY: 7,
  DARKGREY: 8,
  LRED: 9,
  LGREEN: 10,
  YELLOW: 11,
  LBLUE: 12,
  LMAGENTA: 13,
  LCYAN: 14,
  WHITE: 15,
} as const;

/** ANSI → the shared 16-colour layout (Amiga hi-res). The layout has no magenta or bright green,
 *  so those borrow the nearest roles. */
export const ANSI_TO_16: readonly number[] = [
  C.BLACK, C.DARKRED, C.FELT, C.ORANGE, C.NAVY, C.PINK, C.LIGHTBLUE, C.LIGHTGREY,
  C.DARKGREY, C.RED, C.FELT, C.YELLOW, C.BLUE, C.PINK, C.CYAN, C.WHITE,
];

/** ST medium resolution: 0 black, 1 white, 2 grey, 3 red. Warm colours (red, brown, magenta,
 *  yellow) become red, so hearts and diamonds stay red and the key letters stand out; dark grey
 *  (unavailable keys) and blue (box lines) grey; greys, cyan and green (labels, text) white. */
export const ANSI_TO_4: readonly number[] = [0, 3, 1, 3, 2, 3, 1, 1, 2, 3, 1, 3, 2, 3, 1, 1];

export interface Cell {
  ch: string;
  fg: number;
  bg: number;
}

/**
 * A key a screen lists, where it is written: "[F]ree Card" on line 15 is key `F` over those 11
 * cells. The screens record each one as they write it (screens.ts `key`), so a tap or click on the
 * words presses the key, and automation finds it as `key:f`.
 */
export interface KeyLabel {
  x: number;
  y: number;
  w: number;
  /** As written between the brackets: 'F', '8', 'Enter', 'Space', 'Esc', '?' ... */
  key: string;
}

const NAMED: Record<string, string> = { enter: 'Enter', space: ' ', esc: 'Escape' };

/** A label's key as automation names it: `f`, `enter`, `space`, `escape`, `?`, `1`. */
export function keyName(label: string): string {
  const k = label.toLowerCase();
  return k === 'esc' ? 'escape' : k;
}

/** The key a label presses, as the keyboard would give it. */
export function keyOf(label: string): KeyInput {
  const k = label.toLowerCase();
  return { key: NAMED[k] ?? k, code: '', ctrl: false, shift: false, alt: false };
}

/** Palette index for an ANSI (fg, bg) pair in a mode with `colours` colours. */
export function mapColours(fg: number, bg: number, colours: number): [number, number] {
  if (colours >= 16) {
    const f = ANSI_TO_16[fg & 15]!;
    const b = ANSI_TO_16[bg & 15]!;
    return [f === b && fg !== bg ? (b === C.BLACK ? C.WHITE : C.BLACK) : f, b];
  }
  // Four colours: a coloured background is shown in inverse video (black on the colour), as ST
  // terminal programs did, since white or red on grey cannot be read well.
  const b = bg === 0 ? 0 : ANSI_TO_4[bg & 15]!;
  if (b !== 0) return [0, b];
  return [ANSI_TO_4[fg & 15]!, 0];
}

export class Terminal {
  /**
   * Each cell's character, foreground and background, at y * COLS + x: three arrays rather than
   * 2,000 objects. A board keeps a terminal for each caller, and as objects a terminal was 110 KB
   * that every collection had to copy, promote and mark, for each of a thousand callers.
   */
  readonly chars: string[] = new Array<string>(COLS * ROWS).fill(' ');
  readonly fgs = new Uint8Array(COLS * ROWS).fill(A.GREY);
  readonly bgs = new Uint8Array(COLS * ROWS).fill(A.BLACK);
  cx = 0;
  cy = 0;
  fg: number = A.GREY;
  bg: number = A.BLACK;
  /** The keys the screen lists (cleared with the screen). */
  labels: KeyLabel[] = [];
  /** Where the screen says "Press any key" (a tap anywhere else is that key too), or null. */
  anyKey: { x: number; y: number; w: number } | null = null;
  /**
   * Drawn by the program's own door (not a board's): the top bar says "Local door", so a player on
   * a page a board serves can tell the two apart (issue 52). A board's screens never set it.
   */
  local = false;

  clear(bg: number = A.BLACK) {
    this.chars.fill(' ');
    this.fgs.fill(A.GREY);
    this.bgs.fill(bg);
    this.cx = this.cy = 0;
    this.labels = [];
    this.anyKey = null;
  }

  /** Record that cells x..x+w-1 of line y list `key`. */
  label(x: number, y: number, w: number, key: string): this {
    this.labels.push({ x, y, w, key });
    return this;
  }

  /** The label listing a key (by keyName), if the screen lists it. */
  find(name: string): KeyLabel | null {
    return this.labels.find((l) => keyName(l.key) === name) ?? null;
  }

  /** A copy of the cell at (x, y), or null off the screen (setCell writes one). */
  at(x: number, y: number): Cell | null {
    if (x < 0 || x >= COLS || y < 0 || y >= ROWS) return null;
    const i = y * COLS + x;
    return { ch: this.chars[i]!, fg: this.fgs[i]!, bg: this.bgs[i]! };
  }

  /** A copy of every cell, row by row (tests). */
  get cells(): Cell[] {
    return this.chars.map((ch, i) => ({ ch, fg: this.fgs[i]!, bg: this.bgs[i]! }));
  }

  /** Write one cell as it is given, wide characters' halves left to the caller (the ANSI reader). */
  setCell(x: number, y: number, ch: string, fg: number, bg: number): void {
    if (x < 0 || x >= COLS || y < 0 || y >= ROWS) return;
    const i = y * COLS + x;
    this.chars[i] = ch;
    this.fgs[i] = fg;
    this.bgs[i] = bg;
  }

  /** Colour for following writes (like ESC[..m). */
  color(fg: number, bg: number = this.bg): this {
    this.fg = fg;
    this.bg = bg;
    return this;
  }

  /** Write text at (x, y) (or the cursor) in the current colours; the cursor follows. A wide
   *  character (CJK, an emoji) takes two cells, its second holding WIDE_TAIL, as a terminal shows it;
   *  one that would not fit in the last column is a space there. */
  put(x: number, y: number, text: string, fg = this.fg, bg = this.bg): this {
    if (SIMPLE.test(text)) {
      // One code unit, one narrow cell; each character's string made once (see ONE).
      for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        this.set(x + k, y, (ONE[c] ??= text[k]!), fg, bg);
      }
      this.cx = x + text.length;
      this.cy = y;
      return this;
    }
    let i = x;
    for (const ch of graphemes(text)) {
      const w = charWidth(ch);
      if (w === 0) continue;
      if (w === 2 && i === COLS - 1) {
        this.set(i, y, ' ', fg, bg);
        i++;
        continue;
      }
      this.set(i, y, ch, fg, bg);
      if (w === 2) this.set(i + 1, y, WIDE_TAIL, fg, bg);
      i += w;
    }
    this.cx = i;
    this.cy = y;
    return this;
  }

  /** One cell, keeping wide characters whole: a wide character cut in half by this write leaves a space. */
  private set(x: number, y: number, ch: string, fg: number, bg: number) {
    if (x < 0 || x >= COLS || y < 0 || y >= ROWS) return;
    const i = y * COLS + x;
    const was = this.chars[i]!;
    // Over the second half of a wide character: its first half goes.
    if (was === WIDE_TAIL && ch !== WIDE_TAIL && x > 0) this.chars[i - 1] = ' ';
    // Over the first half of a wide character: its second half goes (a new wide character fills it again).
    if (x + 1 < COLS && this.chars[i + 1] === WIDE_TAIL && was !== WIDE_TAIL) this.chars[i + 1] = ' ';
    this.chars[i] = ch;
    this.fgs[i] = fg;
    this.bgs[i] = bg;
  }

  /** Write at the cursor. */
  write(text: string, fg = this.fg, bg = this.bg): this {
    return this.put(this.cx, this.cy, text, fg, bg);
  }

  /** Text centred on row y. */
  centre(y: number, text: string, fg = this.fg, bg = this.bg): this {
    return this.put(Math.floor((COLS - widthOf(text)) / 2), y, text, fg, bg);
  }

  fill(x: number, y: number, w: number, h: number, ch: string, fg = this.fg, bg = this.bg): this {
    for (let j = y; j < y + h; j++) this.repeat(x, j, ch, w, fg, bg);
    return this;
  }

  /** `ch` written `n` times from (x, y), as put(x, y, ch.repeat(n)) without making that string
   *  (boxes and fills are most of a screen's cells, drawn for every key on a board). */
  private repeat(x: number, y: number, ch: string, n: number, fg: number, bg: number): this {
    if (ch.length !== 1 || !SIMPLE.test(ch)) return this.put(x, y, ch.repeat(Math.max(0, n)), fg, bg);
    const one = (ONE[ch.charCodeAt(0)] ??= ch);
    for (let k = 0; k < n; k++) this.set(x + k, y, one, fg, bg);
    this.cx = x + Math.max(0, n);
    this.cy = y;
    return this;
  }

  /** A box of single (┌─┐) or double (╔═╗) lines; the inside is cleared to `bg`. */
  box(x: number, y: number, w: number, h: number, fg: number, bg: number = A.BLACK, double = false): this {
    const [tl, tr, bl, br, hz, vt] = double ? BOX_DOUBLE : BOX_SINGLE;
    this.put(x, y, tl, fg, bg).repeat(x + 1, y, hz, w - 2, fg, bg).put(x + w - 1, y, tr, fg, bg);
    for (let j = y + 1; j < y + h - 1; j++) {
      this.put(x, j, vt, fg, bg);
      this.fill(x + 1, j, w - 2, 1, ' ', fg, bg);
      this.put(x + w - 1, j, vt, fg, bg);
    }
    this.put(x, y + h - 1, bl, fg, bg).repeat(x + 1, y + h - 1, hz, w - 2, fg, bg).put(x + w - 1, y + h - 1, br, fg, bg);
    return this;
  }

  /** The row of text on line y (for tests and automation). */
  line(y: number): string {
    return this.chars.slice(y * COLS, (y + 1) * COLS).join('');
  }

  text(): string {
    const out: string[] = [];
    for (let y = 0; y < ROWS; y++) out.push(this.line(y).trimEnd());
    return out.join('\n');
  }

  /** Top-left pixel of the terminal on a framebuffer: 25 rows centred vertically (PAL's 256
   *  lines leave a black border of 28 lines above and below, as a terminal program's screen). */
  static origin(fb: { width: number; height: number }): { x: number; y: number } {
    return { x: Math.max(0, (fb.width - COLS * CELL) >> 1), y: Math.max(0, (fb.height - ROWS * CELL) >> 1) };
  }

  /** Paint the whole terminal (and the border) on `fb` with `font`. Glyphs are written straight
   *  into the framebuffer's pixels: 2,000 cells a redraw, cheap enough for every key. */
  render(fb: Framebuffer, font: Font) {
    const o = Terminal.origin(fb);
    const black = fb.colours >= 16 ? C.BLACK : 0;
    fb.clear(black);
    const px = fb.pixels;
    const W = fb.width;
    const h = Math.min(CELL, font.height);
    for (let y = 0; y < ROWS; y++)
      for (let x = 0; x < COLS; x++) {
        const cell = y * COLS + x;
        const ch = this.chars[cell]!;
        const [f, b] = mapColours(this.fgs[cell]!, this.bgs[cell]!, fb.colours);
        const blank = ch === ' ' || ch === WIDE_TAIL;
        if (blank && b === black) continue;
        const g = font.glyph(blank ? ' ' : ch);
        const x0 = o.x + x * CELL;
        const y0 = o.y + y * CELL;
        if (x0 + CELL > W || y0 + CELL > fb.height) continue;
        for (let j = 0; j < h; j++) {
          const bits = blank ? 0 : (g[j] ?? 0);
          let at = (y0 + j) * W + x0;
          for (let i = 7; i >= 0; i--) px[at++] = (bits >> i) & 1 ? f : b;
        }
      }
    fb.version++;
  }
}

/**
 * How far from a key's words a tap still presses it, in cell widths (a line counts as two: the
 * 80-column mode's pixels are twice as tall as wide). The nearest key wins, so on a phone, where a
 * line is a few CSS pixels tall, a finger a little off still presses the key it meant.
 */
const REACH = 3;

/** The key listed nearest to text position (cx, cy) (fractional cells), within REACH. */
export function keyNear(t: Terminal, cx: number, cy: number): KeyLabel | null {
  let best: KeyLabel | null = null;
  let bestD = REACH + 1e-9;
  for (const l of t.labels) {
    const dx = Math.max(0, l.x - cx, cx - (l.x + l.w));
    const dy = Math.max(0, l.y - cy, cy - (l.y + 1));
    const d = Math.hypot(dx, 2 * dy);
    if (d < bestD) {
      best = l;
      bestD = d;
    }
  }
  return best;
}
