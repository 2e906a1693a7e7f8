/* eslint-disable no-control-regex -- escape sequences and control bytes are what it reads */
/**
 * The other end of writer.ts: an ANSI-BBS byte stream applied to an 80 x 25 Terminal, as a
 * caller's terminal program shows it. Tests, the bench and the scripted callers read screens with it.
 */
import { A, COLS, ROWS, Terminal, WIDE_TAIL, cellsOf } from '../terminal';
import { charWidth } from '../../../core/columns';
import { cp437Char } from './cp437';
import type { Charset } from './writer';

/** Bytes a terminal acts on rather than shows (0x01..0x06 are the suits' glyphs in CP437). */
const CONTROL = new Set([0x00, 0x07, 0x08, 0x0a, 0x0d, 0x1b]);

export class AnsiScreen {
  readonly term = new Terminal();
  private x = 0;
  private y = 0;
  private fg: number = A.GREY;
  private bg: number = A.BLACK;
  private bold = false;
  private base = 7;
  private pending = '';
  private utf8 = new TextDecoder('utf-8');

  constructor(public charset: Charset = 'cp437') {}

  feed(bytes: Uint8Array): void {
    const text = this.charset === 'cp437' ? Array.from(bytes, (b) => (CONTROL.has(b) ? String.fromCharCode(b) : cp437Char(b))).join('') : this.utf8.decode(bytes, { stream: true });
    const s = this.pending + text;
    this.pending = '';
    const TOKEN = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[^[]|\x1b\[?[0-9;?]*$|[\r\n\x07\x00]|[^\x1b\r\n\x07\x00]+/gy;
    let m: RegExpExecArray | null;
    while ((m = TOKEN.exec(s)) !== null && m[0] !== '') {
      const tok = m[0];
      if (tok.startsWith('\x1b')) {
        const csi = /^\x1b\[([0-9;?]*)([A-Za-z])$/.exec(tok);
        if (csi) this.csi(csi[1]!, csi[2]!);
        else if (TOKEN.lastIndex === s.length && tok.length < 32 && !/^\x1b[^[]/.test(tok)) this.pending = tok;
      } else if (tok === '\r') this.x = 0;
      else if (tok === '\n') this.y = Math.min(ROWS - 1, this.y + 1);
      else if (tok !== '\x07' && tok !== '\x00') {
        // One character a cell; in UTF-8 a grapheme (an emoji with its joiners) is one cell, as the writer sent it.
        // A wide character (CJK, an emoji) covers two cells, as a terminal of today shows it.
        for (const ch of this.charset === 'utf8' ? cellsOf(tok) : [...tok]) {
          const w = this.charset === 'utf8' ? charWidth(ch) : 1;
          if (w === 0) continue;
          this.term.setCell(this.x, this.y, ch, this.fg, this.bg);
          if (w === 2) this.term.setCell(this.x + 1, this.y, WIDE_TAIL, this.fg, this.bg);
          this.x = Math.min(COLS - 1, this.x + w);
        }
      }
      if (TOKEN.lastIndex >= s.length) break;
    }
  }

  private csi(params: string, cmd: string) {
    const p = params.split(';').map((v) => (v === '' ? 0 : Number(v)));
    if (cmd === 'H' || cmd === 'f') {
      this.y = Math.min(ROWS - 1, Math.max(1, p[0] || 1) - 1);
      this.x = Math.min(COLS - 1, Math.max(1, p[1] || 1) - 1);
    } else if (cmd === 'J' && p[0] === 2) this.term.clear();
    else if (cmd === 'K') for (let x = this.x; x < COLS; x++) this.term.setCell(x, this.y, ' ', this.fg, this.bg);
    else if (cmd === 'm') {
      for (const v of p) {
        if (v === 0) {
          this.bold = false;
          this.base = 7;
          this.bg = 0;
        } else if (v === 1) this.bold = true;
        else if (v === 22) this.bold = false;
        else if (v >= 30 && v <= 37) this.base = v - 30;
        else if (v >= 40 && v <= 47) this.bg = v - 40;
        else if (v === 39) this.base = 7;
        else if (v === 49) this.bg = 0;
      }
      this.fg = this.base + (this.bold ? 8 : 0);
    }
  }

  text(): string {
    return this.term.text();
  }
}
