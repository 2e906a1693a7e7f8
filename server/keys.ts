/**
 * Keys from a caller's terminal: bytes in, key names out, named as the browser names them
 * (KeyInput.key: 'ArrowUp', 'Enter', 'Escape', 'Backspace', or the character typed), so the door's
 * rules read the same keys on a board as in the browser. Cursor keys come as ESC [ A or ESC O A;
 * Enter as CR, CR LF, CR NUL or LF; Backspace as BS or DEL.
 */
import { cp437Char } from '../src/games/idiots-delight/ansi/cp437';
import type { Charset } from '../src/games/idiots-delight/ansi/writer';

export interface Key {
  key: string;
  ctrl: boolean;
}

const CSI_KEYS: Record<string, string> = {
  A: 'ArrowUp',
  B: 'ArrowDown',
  C: 'ArrowRight',
  D: 'ArrowLeft',
  H: 'Home',
  F: 'End',
  '1~': 'Home',
  '2~': 'Insert',
  '3~': 'Delete',
  '4~': 'End',
  '5~': 'PageUp',
  '6~': 'PageDown',
};

/** A sequence longer than this is not a key: it is dropped. */
const SEQ_MAX = 16;

export class KeyDecoder {
  private seq: number[] | null = null;
  private afterCr = false;
  private utf: number[] = [];

  constructor(public charset: Charset = 'cp437') {}

  /** The keys in `bytes`. A lone ESC at the end waits for `flush` (the caller's timer): it may begin a cursor key. */
  feed(bytes: Uint8Array): Key[] {
    const out: Key[] = [];
    for (const b of bytes) this.byte(b, out);
    return out;
  }

  /** A pending ESC with nothing after it is the Escape key. */
  flush(): Key[] {
    if (this.seq === null) return [];
    const lone = this.seq.length === 0;
    this.seq = null;
    return lone ? [{ key: 'Escape', ctrl: false }] : [];
  }

  get waiting(): boolean {
    return this.seq !== null;
  }

  private byte(b: number, out: Key[]): void {
    if (this.seq !== null) return this.escape(b, out);
    const cr = this.afterCr;
    this.afterCr = false;
    if (b === 0x1b) {
      this.seq = [];
      return;
    }
    if (b === 0x0d) {
      this.afterCr = true;
      return void out.push({ key: 'Enter', ctrl: false });
    }
    // The LF or NUL after a CR is part of the same Enter.
    if ((b === 0x0a || b === 0x00) && cr) return;
    if (b === 0x0a) return void out.push({ key: 'Enter', ctrl: false });
    if (b === 0x08 || b === 0x7f) return void out.push({ key: 'Backspace', ctrl: false });
    if (b === 0x09) return void out.push({ key: 'Tab', ctrl: false });
    if (b === 0x00) return;
    if (b < 0x20) return void out.push({ key: String.fromCharCode(b + 0x60), ctrl: true });
    if (b < 0x80) return void out.push({ key: String.fromCharCode(b), ctrl: false });
    if (this.charset === 'cp437') return void out.push({ key: cp437Char(b), ctrl: false });
    this.utf8(b, out);
  }

  private utf8(b: number, out: Key[]) {
    if (b >= 0xc0) this.utf = [b];
    else if (this.utf.length > 0) this.utf.push(b);
    else return; // a stray continuation byte
    const lead = this.utf[0]!;
    const need = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    if (this.utf.length < need) return;
    const ch = Buffer.from(this.utf).toString('utf8');
    this.utf = [];
    if (!ch.includes('\ufffd')) out.push({ key: ch, ctrl: false });
  }

  private escape(b: number, out: Key[]): void {
    const s = this.seq!;
    if (s.length === 0) {
      if (b === 0x5b || b === 0x4f) return void s.push(b); // '[' or 'O'
      // ESC then something else: Escape, then that key.
      this.seq = null;
      out.push({ key: 'Escape', ctrl: false });
      return this.byte(b, out);
    }
    s.push(b);
    // A CSI sequence ends with a byte 0x40..0x7E; SS3 (ESC O x) with its one letter.
    if ((b >= 0x40 && b <= 0x7e) || s[0] === 0x4f) {
      this.seq = null;
      const body = String.fromCharCode(...s.slice(1));
      const name = CSI_KEYS[body.replace(/^1;\d+(?=[A-DHF]$)/, '')];
      if (name) out.push({ key: name, ctrl: false });
      return;
    }
    if (s.length > SEQ_MAX) this.seq = null;
  }
}
