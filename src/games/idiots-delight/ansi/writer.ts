/**
 * The door's screen as ANSI-BBS bytes: cursor moves (ESC[row;colH), colours (ESC[0;1;3f;4bm) and
 * the characters, in CP437 (default) or UTF-8. After the first full screen only the cells that
 * changed are sent, as a door redrew a line, so a key costs a few dozen bytes rather than 4 KB.
 *
 * A board draws this for every key of a thousand callers, so an update allocates once: the bytes
 * go into one scratch buffer (an update runs to its end without a pause, so every writer of the
 * process shares it) and are copied out, and what the caller sees is kept in arrays changed in place.
 */
import { COLS, ROWS, A, WIDE_TAIL, type Terminal } from '../terminal';
import { cp437Byte } from './cp437';

export type Charset = 'cp437' | 'utf8';

const ESC = '\x1b[';
/** Where the cursor rests after each update: the bottom right, out of the way. Every update ends
 *  with this sequence (the bench reads it as "the screen is complete"). */
export const PARK = `${ESC}${ROWS};${COLS}H`;
/** Unchanged cells shorter than this between two changes are rewritten rather than jumped. */
const GAP = 5;

export function sgr(fg: number, bg: number): string {
  return `${ESC}0;${fg >= 8 ? '1;' : ''}3${fg & 7};4${bg & 7}m`;
}

/** One byte, one column in either charset (UTF-8 for ASCII): anything else may be wide on the caller's screen. */
const narrow = (ch: string) => ch.length === 1 && ch.charCodeAt(0) < 0x2c00;

/** The update being written: bytes appended at `n`, grown when a screen needs more. */
let scratch = Buffer.allocUnsafe(16 * 1024);
let n = 0;

function room(k: number): void {
  if (n + k <= scratch.length) return;
  const bigger = Buffer.allocUnsafe(Math.max(scratch.length * 2, n + k));
  scratch.copy(bigger, 0, 0, n);
  scratch = bigger;
}

/** ASCII text (escape sequences). */
function ascii(s: string): void {
  room(s.length);
  for (let i = 0; i < s.length; i++) scratch[n++] = s.charCodeAt(i);
}

/** A row or column number, 1..999. */
function num(v: number): void {
  room(3);
  if (v >= 100) scratch[n++] = 0x30 + Math.floor(v / 100);
  if (v >= 10) scratch[n++] = 0x30 + (Math.floor(v / 10) % 10);
  scratch[n++] = 0x30 + (v % 10);
}

/** ESC[row;colH (1-based). */
function move(row: number, col: number): void {
  ascii(ESC);
  num(row);
  room(1);
  scratch[n++] = 0x3b;
  num(col);
  room(1);
  scratch[n++] = 0x48;
}

/** sgr(fg, bg), written as bytes. */
function colour(fg: number, bg: number): void {
  ascii(fg >= 8 ? `${ESC}0;1;3` : `${ESC}0;3`);
  room(5);
  scratch[n++] = 0x30 + (fg & 7);
  scratch[n++] = 0x3b;
  scratch[n++] = 0x34;
  scratch[n++] = 0x30 + (bg & 7);
  scratch[n++] = 0x6d;
}

/** One cell's character in the charset. */
function char(ch: string, charset: Charset): void {
  const c = ch.charCodeAt(0);
  if (ch.length === 1 && c >= 0x20 && c < 0x7f) {
    // Printable ASCII is itself in CP437 and in UTF-8.
    room(1);
    scratch[n++] = c;
  } else if (charset === 'cp437') {
    room(1);
    scratch[n++] = cp437Byte(ch);
  } else {
    room(ch.length * 3);
    n += scratch.write(ch, n, 'utf8');
  }
}

/** What the caller's terminal shows: a cell's character and colours, by index. */
interface Shown {
  ch: string[];
  fg: Int32Array;
  bg: Int32Array;
}

function blank(): Shown {
  const size = COLS * ROWS;
  return { ch: new Array<string>(size).fill(' '), fg: new Int32Array(size).fill(A.GREY), bg: new Int32Array(size).fill(A.BLACK) };
}

export class AnsiWriter {
  /** What the caller's terminal shows now (null: unknown, the next update is a whole screen). */
  private shown: Shown | null = null;

  constructor(public charset: Charset = 'cp437') {}

  /** Forget what the caller sees (a redraw key, a change of charset): the next update is whole. */
  reset(): void {
    this.shown = null;
  }

  /** The bytes that bring the caller's screen to `t`. */
  update(t: Terminal): Buffer {
    n = 0;
    let x0 = -1;
    let y0 = -1;
    let fg = -1;
    let bg = -1;
    if (this.shown === null) {
      ascii(`${ESC}0m${ESC}2J${ESC}H`);
      this.shown = blank();
      x0 = y0 = 0;
      fg = A.GREY;
      bg = A.BLACK;
    }
    const utf8 = this.charset === 'utf8';
    const { ch: sch, fg: sfg, bg: sbg } = this.shown;
    const { chars, fgs, bgs } = t;
    const same = (i: number) => sch[i] === chars[i] && sfg[i] === fgs[i] && sbg[i] === bgs[i];
    for (let y = 0; y < ROWS; y++) {
      const row = y * COLS;
      let x = 0;
      while (x < COLS) {
        if (same(row + x)) {
          x++;
          continue;
        }
        // A run: changed cells, and short unchanged gaps between them.
        let end = x + 1;
        for (let j = end, gap = 0; j < COLS && gap < GAP; j++) {
          if (same(row + j)) gap++;
          else {
            end = j + 1;
            gap = 0;
          }
        }
        for (let j = x; j < end; j++) {
          const i = row + j;
          const cf = fgs[i]!;
          const cb = bgs[i]!;
          sch[i] = chars[i]!;
          sfg[i] = cf;
          sbg[i] = cb;
          // The second cell of a wide character: in UTF-8 the character itself covered it; a
          // CP437 terminal showed it as one '?', so a space fills the cell.
          if (chars[i] === WIDE_TAIL && utf8) continue;
          if (x0 !== j || y0 !== y) move(y + 1, j + 1);
          if (cf !== fg || cb !== bg) {
            colour(cf, cb);
            fg = cf;
            bg = cb;
          }
          const ch = chars[i] === WIDE_TAIL ? ' ' : chars[i]!;
          char(ch, this.charset);
          // After a wide character (an emoji, CJK in UTF-8) or the last column, where the cursor is
          // depends on the terminal (its own idea of the width): move it explicitly next time.
          if (j === COLS - 1 || (utf8 && !narrow(ch))) x0 = y0 = -1;
          else {
            x0 = j + 1;
            y0 = y;
          }
        }
        x = end;
      }
    }
    ascii(PARK);
    const out = Buffer.allocUnsafe(n);
    scratch.copy(out, 0, 0, n);
    return out;
  }
}
