/**
 * The ANSI writer as it was before it wrote into a byte buffer (string concatenation, a new cell
 * object per changed cell): kept for ansi-bytes.test.ts, which checks the buffered writer sends
 * exactly these bytes for every screen. Plain and slow on purpose: it is the reading of the rules.
 */
import { COLS, ROWS, A, WIDE_TAIL, type Cell, type Terminal } from '../../src/games/idiots-delight/terminal';
import { cp437Byte } from '../../src/games/idiots-delight/ansi/cp437';

type Charset = 'cp437' | 'utf8';

const ESC = '\x1b[';
/** Where the cursor rests after each update: the bottom right, out of the way. Every update ends
 *  with this sequence (the bench reads it as "the screen is complete"). */
const PARK = `${ESC}${ROWS};${COLS}H`;
/** Unchanged cells shorter than this between two changes are rewritten rather than jumped. */
const GAP = 5;

function sgr(fg: number, bg: number): string {
  return `${ESC}0;${fg >= 8 ? '1;' : ''}3${fg & 7};4${bg & 7}m`;
}

const blank = (): Cell[] => Array.from({ length: COLS * ROWS }, () => ({ ch: ' ', fg: A.GREY, bg: A.BLACK }));
const same = (a: Cell, b: Cell) => a.ch === b.ch && a.fg === b.fg && a.bg === b.bg;
/** One byte, one column in either charset (UTF-8 for ASCII): anything else may be wide on the caller's screen. */
const narrow = (ch: string) => ch.length === 1 && ch.charCodeAt(0) < 0x2c00;

export class ReferenceWriter {
  /** What the caller's terminal shows now (null: unknown, the next update is a whole screen). */
  private shown: Cell[] | null = null;

  constructor(public charset: Charset = 'cp437') {}

  /** Forget what the caller sees (a redraw key, a change of charset): the next update is whole. */
  reset(): void {
    this.shown = null;
  }

  /** The bytes that bring the caller's screen to `t`. */
  update(t: Terminal): Buffer {
    let out = '';
    let x0 = -1;
    let y0 = -1;
    let fg = -1;
    let bg = -1;
    if (this.shown === null) {
      out += `${ESC}0m${ESC}2J${ESC}H`;
      this.shown = blank();
      x0 = y0 = 0;
      fg = A.GREY;
      bg = A.BLACK;
    }
    const shown = this.shown;
    const cells = t.cells;
    for (let y = 0; y < ROWS; y++) {
      let x = 0;
      while (x < COLS) {
        const i = y * COLS + x;
        if (same(shown[i]!, cells[i]!)) {
          x++;
          continue;
        }
        // A run: changed cells, and short unchanged gaps between them.
        let end = x + 1;
        for (let j = end, gap = 0; j < COLS && gap < GAP; j++) {
          if (same(shown[y * COLS + j]!, cells[y * COLS + j]!)) gap++;
          else {
            end = j + 1;
            gap = 0;
          }
        }
        for (let j = x; j < end; j++) {
          const c = cells[y * COLS + j]!;
          if (c.ch === WIDE_TAIL) {
            // The second cell of a wide character: in UTF-8 the character itself covered it; a
            // CP437 terminal showed it as one '?', so a space fills the cell.
            shown[y * COLS + j] = { ch: c.ch, fg: c.fg, bg: c.bg };
            if (this.charset === 'utf8') continue;
          }
          if (x0 !== j || y0 !== y) out += `${ESC}${y + 1};${j + 1}H`;
          if (c.fg !== fg || c.bg !== bg) {
            out += sgr(c.fg, c.bg);
            fg = c.fg;
            bg = c.bg;
          }
          const ch = c.ch === WIDE_TAIL ? ' ' : c.ch;
          out += this.charset === 'cp437' ? String.fromCharCode(cp437Byte(ch)) : ch;
          shown[y * COLS + j] = { ch: c.ch, fg: c.fg, bg: c.bg };
          // After a wide character (an emoji, CJK in UTF-8) or the last column, where the cursor is
          // depends on the terminal (its own idea of the width): move it explicitly next time.
          if (j === COLS - 1 || (this.charset === 'utf8' && !narrow(ch))) x0 = y0 = -1;
          else {
            x0 = j + 1;
            y0 = y;
          }
        }
        x = end;
      }
    }
    out += PARK;
    // CP437: every char code above is a byte already; UTF-8: encode the text.
    return this.charset === 'cp437' ? Buffer.from(out, 'latin1') : Buffer.from(out, 'utf8');
  }
}
