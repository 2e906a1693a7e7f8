/**
 * The terminal program: the IDelight program calling a board over its web socket (server/web.ts).
 * The board's ANSI-BBS stream is applied to the same 80 x 25 Terminal the local door draws on
 * (src/games/idiots-delight/ansi/reader.ts, the parser the board's own tests read it back with), keys go out as a
 * terminal sends them, and taps find the keys and rows in the screen's text, as the local door's
 * taps do (taps.ts). Loaded only when a board is called (a chunk of its own, kept out of the
 * service worker's precache: calling needs the network anyway).
 */
import type { KeyInput, Point } from '../../core/app';
import { AnsiScreen } from './ansi/reader';
import { A, CELL, COLS, ROWS, Terminal, keyNear, keyOf, type KeyLabel } from './terminal';
import { frame, key, PANEL_X, ROW_Y, VERSION_LINE } from './screens';
import { graphemes } from './typing';

/** What the calling program gives the terminal. */
export interface BoardHost {
  fb: { width: number; height: number };
  invalidate(): void;
  message(text: string): void;
  beep(): void;
  /** Leave the board for the local door (the caller chose it). */
  localDoor(): void;
}

/**
 * The message lines of the door's screens (screens.ts): a line of yellow or light red text that
 * starts at column 2 to 4 on rows 18 to 22 (the hand's row 20, the menus' row 22, a prompt's error
 * line, the sysop's row 18). Read from the board's screen so its refusals and bonuses reach the
 * automation's events() as the local door's do.
 */
export function doorMessages(t: Terminal): Map<number, string> {
  const out = new Map<number, string>();
  for (let y = 18; y <= 22; y++) {
    const x0 = [2, 3, 4].find((x) => {
      const c = t.at(x, y)!;
      return c.ch !== ' ' && (c.fg === A.YELLOW || c.fg === A.LRED) && t.at(x - 1, y)!.ch === ' ';
    });
    if (x0 === undefined) continue;
    const fg = t.at(x0, y)!.fg;
    let text = '';
    for (let x = x0; x < COLS && t.at(x, y)!.fg === fg; x++) text += t.at(x, y)!.ch;
    text = text.trim();
    if (text) out.set(y, text);
  }
  return out;
}

/**
 * The board's input field (the door's blue line, screens.ts drawInput) and what it holds: the white
 * cells before its yellow cursor (a password's are its stars). The phone's hidden input mirrors it,
 * so a phone's Backspace has something to take away.
 */
export function fieldOf(t: Terminal): { value: string; kind: 'text' | 'password' } | null {
  // Read from the cells' arrays: t.at() copies a cell, and this looks at most of them every update.
  const { chars, fgs, bgs } = t;
  for (let y = 1; y < ROWS - 1; y++)
    for (let x = 0; x < COLS; x++) {
      if (bgs[y * COLS + x] !== A.BLUE) continue;
      let value = '';
      let cursor = false;
      for (let i = x; i < COLS && bgs[y * COLS + i] === A.BLUE; i++) {
        if (fgs[y * COLS + i] === A.YELLOW) {
          cursor = true;
          break;
        }
        value += chars[y * COLS + i];
      }
      return { value: cursor ? value : value.trimEnd(), kind: /password/i.test(t.text()) ? 'password' : 'text' };
    }
  return null;
}

export type CallStatus = 'calling' | 'connected' | 'dropped' | 'unreachable';

/** Keys a terminal sends as sequences (the board's server/keys.ts reads each of them). */
const SEQ: Record<string, string> = {
  Enter: '\r',
  Backspace: '\x08',
  Escape: '\x1b',
  Tab: '\t',
  Delete: '\x7f',
  ArrowUp: '\x1b[A',
  ArrowDown: '\x1b[B',
  ArrowRight: '\x1b[C',
  ArrowLeft: '\x1b[D',
  Home: '\x1b[H',
  End: '\x1b[F',
  PageUp: '\x1b[5~',
  PageDown: '\x1b[6~',
};

/** The bytes a key sends, or null for one a terminal does not send (F-keys, Shift alone). */
export function keyBytes(k: KeyInput): Uint8Array | null {
  if (k.ctrl) return /^[a-z]$/i.test(k.key) ? Uint8Array.of(k.key.toLowerCase().charCodeAt(0) & 0x1f) : null;
  // One grapheme is a character typed ('a', 'é', an emoji); longer names are keys a terminal does not send (F1, Shift).
  const s = SEQ[k.key] ?? (k.key === 'Space' ? ' ' : graphemes(k.key).length === 1 ? k.key : null);
  return s === null ? null : new TextEncoder().encode(s);
}

/** A web socket address asking for UTF-8 (the collection's font shows the suits either way). */
function utf8Address(address: string): string {
  const u = new URL(address);
  if (!u.searchParams.has('charset')) u.searchParams.set('charset', 'utf8');
  return u.href;
}

/**
 * The keys a board's screen lists, read from its text as the door's screens write them
 * ("[F]ree Card", "[Enter] - Draw Card": the key and its words up to the next key or a wide gap),
 * and where it says "Press any key".
 */
export function readLabels(t: Terminal): void {
  const labels: KeyLabel[] = [];
  t.anyKey = null;
  for (let y = 0; y < ROWS; y++) {
    const line = t.line(y);
    const re = /\[([^\]\s][^\]]{0,7})\]/g;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line)) !== null) {
      const after = line.slice(re.lastIndex).split('[')[0]!.split(/\s{2,}/)[0]!.trimEnd();
      labels.push({ x: m.index, y, w: m[0].length + after.length, key: m[1]! });
    }
    const any = /Press any key|any other key/.exec(line);
    if (any && !t.anyKey) t.anyKey = { x: any.index, y, w: any[0].length };
  }
  t.labels = labels;
}

/** A hand in play on the board's screen: which row the marker is on (its top card drawn in yellow), or null. */
export function markedRow(t: Terminal): number | null {
  if (!/PILE CARD/.test(t.text())) return null;
  for (let r = 0; r < 4; r++)
    for (let x = 0; x < PANEL_X; x++) {
      const c = t.at(x, ROW_Y + 4 * r)!;
      if (c.fg === A.YELLOW && '┌┐'.includes(c.ch)) return r;
    }
  // The marker on an empty row is not drawn differently: the first empty row.
  for (let r = 0; r < 4; r++) if (t.line(ROW_Y + 4 * r + 2).slice(0, PANEL_X).includes('EMPT')) return r;
  return null;
}

/** Text column of row r's top card box on the board's screen (its right edge is the last ┐). */
function topCard(t: Terminal, r: number): number {
  const x = t.line(ROW_Y + 4 * r).slice(0, PANEL_X).lastIndexOf('┐');
  return Math.max(0, x - 5);
}

export class BoardCall {
  status: CallStatus = 'calling';
  /** The board's screen, as its stream left it. */
  readonly screen = new AnsiScreen('utf8');
  /** The terminal program's own screen (calling, NO CARRIER). */
  private readonly own = new Terminal();
  private ws: WebSocket | null = null;
  /** Bytes arrived since the line opened (the board's first screen replaces "CONNECT"). */
  private heard = false;
  private why = '';
  /** The message lines last seen on the board's screen, so each new one is told once. */
  private said = new Map<number, string>();

  constructor(
    readonly address: string,
    private readonly host: BoardHost,
  ) {
    this.dial();
  }

  get connected(): boolean {
    return this.status === 'connected';
  }

  /** What is on screen: the board's, once it has sent something, else the terminal program's. */
  term(): Terminal {
    if (this.status === 'connected' && this.heard) return this.screen.term;
    this.drawOwn();
    return this.own;
  }

  dial() {
    this.ws?.close();
    this.status = 'calling';
    this.heard = false;
    this.why = '';
    this.screen.term.clear();
    this.host.message(`Calling ${this.address} ...`);
    let ws: WebSocket;
    try {
      ws = new WebSocket(utf8Address(this.address));
    } catch {
      return this.lost('unreachable', 'That address cannot be called.');
    }
    ws.binaryType = 'arraybuffer';
    this.ws = ws;
    ws.onopen = () => {
      this.status = 'connected';
      this.host.message('CONNECT 14400');
      this.host.invalidate();
    };
    ws.onmessage = (e: MessageEvent) => {
      if (!(e.data instanceof ArrayBuffer)) {
        // A board speaks bytes; text frames are some other server's.
        // (A page may close with 1000 or 3000-4999 only.)
        ws.close(4000, 'not a board');
        return this.lost('dropped', 'That address is not a board: it sent text, not a terminal screen.');
      }
      const bytes = new Uint8Array(e.data);
      if (bytes.includes(0x07)) this.host.beep();
      this.screen.feed(bytes);
      readLabels(this.screen.term);
      const now = doorMessages(this.screen.term);
      for (const [y, text] of now) if (this.said.get(y) !== text) this.host.message(text);
      this.said = now;
      this.heard = true;
      this.host.invalidate();
    };
    ws.onclose = (e: CloseEvent) => {
      if (this.ws !== ws || this.status === 'dropped' || this.status === 'unreachable') return;
      if (this.status === 'calling') return this.lost('unreachable', `The board at ${this.address} cannot be reached.`);
      const busy = e.code === 1013 ? ' The board is busy: call again later.' : '';
      this.lost('dropped', `The board hung up (the line dropped).${busy}`);
    };
  }

  private lost(status: 'dropped' | 'unreachable', why: string) {
    this.status = status;
    this.why = why;
    this.ws = null;
    this.host.message(`NO CARRIER: ${why}`);
    this.host.invalidate();
  }

  /** Hang up without a word (the program is leaving). */
  hangUp() {
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000, 'hang up');
  }

  private drawOwn() {
    const t = this.own;
    frame(t, 'TERMINAL', VERSION_LINE);
    t.put(2, 3, 'ATDT ', A.GREY).write(this.address.slice(0, COLS - 8), A.LCYAN);
    if (this.status === 'calling') {
      t.put(2, 5, 'Calling the board ...', A.WHITE);
      key(t, 2, 8, '[L] Local door', true);
    } else if (this.status === 'connected') {
      t.put(2, 5, 'CONNECT 14400', A.LGREEN);
    } else {
      t.put(2, 5, 'NO CARRIER', A.LRED);
      t.put(2, 7, this.why.slice(0, COLS - 4), A.WHITE);
      t.put(2, 8, this.status === 'dropped' ? 'Nothing is lost: the board keeps your hand. Call again to go on.' : 'Is the network on? The local door plays without it.', A.GREY);
      key(t, 2, 11, '[C] Call again', true);
      key(t, 2, 12, '[L] Local door', true);
    }
  }

  key(k: KeyInput) {
    if (this.status === 'connected') {
      const b = keyBytes(k);
      if (b && this.ws?.readyState === WebSocket.OPEN) this.ws.send(b);
      return;
    }
    const c = k.key.toLowerCase();
    if (c === 'l' || c === 'escape') {
      this.hangUp();
      return this.host.localDoor();
    }
    if (c === 'c' && this.status !== 'calling') this.dial();
  }

  /** A tap at text position (cx, cy): a hand's row (the marker moved there, then Space), a listed key, or any key. */
  tap(cx: number, cy: number) {
    const t = this.term();
    const marker = t === this.screen.term ? markedRow(t) : null;
    const r = Math.floor((cy - ROW_Y) / 4);
    if (marker !== null && cx >= 0 && cx < PANEL_X && r >= 0 && r <= 3) {
      const step = r < marker ? '8' : '2';
      for (let i = 0; i < Math.abs(r - marker); i++) this.key(keyOf(step));
      return this.key(keyOf('Space'));
    }
    const l = keyNear(t, cx, cy);
    if (l) return this.key(keyOf(l.key));
    if (t.anyKey) this.key(keyOf('Space'));
  }

  /** `key:<key>`, `key:any` and `row:<n>` on the screen shown, in framebuffer pixels. */
  locate(target: string): Point | null {
    const t = this.term();
    const o = Terminal.origin(this.host.fb);
    const row = /^row:([0-3])$/.exec(target);
    if (row) {
      if (t !== this.screen.term || markedRow(t) === null) return null;
      const r = Number(row[1]);
      return { x: o.x + (topCard(t, r) + 3) * CELL, y: o.y + (ROW_Y + 4 * r + 2) * CELL };
    }
    const m = /^key:(.+)$/.exec(target);
    if (!m) return null;
    const name = m[1]!.toLowerCase();
    const l = name === 'any' ? t.anyKey : t.find(name);
    if (!l) return null;
    return { x: o.x + Math.floor((l.x + l.w / 2) * CELL), y: o.y + l.y * CELL + CELL / 2 };
  }

  /** A prompt on the board's screen (the log-on's blue field): the phone's keyboard comes up for it. */
  textField(): { value: string; kind: 'text' | 'password' } | null {
    if (!this.connected || !this.heard) return null;
    return fieldOf(this.screen.term);
  }

  state() {
    return {
      screen: 'board',
      status: this.status,
      board: { address: this.address, connected: this.connected },
      text: this.term().text(),
    };
  }
}
