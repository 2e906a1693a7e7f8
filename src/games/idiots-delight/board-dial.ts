/**
 * "Call a board" (B on the log-on screen, or `bbs=` in a link): the address prompt, and the
 * program's side of a call. The terminal itself (board-call.ts) is a chunk of its own, loaded here
 * only when a board is called; while a call is up (the 'board' screen) the program's keys, taps,
 * screen and snapshot are the terminal's: the app holds a BoardLine and asks it first.
 */
import type { KeyInput, Point, TextField } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { LaunchOptions } from '../types';
import { GAME_ID, type InputState, type ScreenId } from './screen-state';
import type { BoardCall } from './board-call';
import { A, CELL, Terminal } from './terminal';
import { drawInput, frame, VERSION_LINE } from './screens';
import { graphemes } from './typing';
import { ADDRESS_MAX, homeBoard, readBoardAddress } from './board-address';

/** What the dialling reads of the program and may set or start (DialPort implements it). */
export interface DialPort {
  readonly input: InputState | null;
  /** Open the typed field (null: close it). */
  setInput(input: InputState | null): void;
  go(v: ScreenId, message?: string): void;
  readonly today: string;
  readonly m: Machine;
  readonly message: string;
  readonly disposed: boolean;
  readonly view: ScreenId;
  readonly shell: GameShell;
}

/** Columns of the address shown in the prompt (a longer one shows its end). */
const SHOWN = 64;

export function openDial(app: Pick<DialPort, 'setInput' | 'go'>) {
  app.setInput({ kind: 'board', value: '', max: ADDRESS_MAX, message: '' });
  app.go('dial');
}

export function drawDial(app: Pick<DialPort, 'input' | 'today'>, t: Terminal) {
  const v = app.input?.value ?? '';
  const tail = graphemes(v).slice(-SHOWN).join('');
  drawInput(
    t,
    'CALL A BOARD',
    ['The board\'s address, as its sysop gives it: wss://host/bbs (or host:port/bbs).', 'Your hands and scores are kept on that board.'],
    tail,
    SHOWN,
    app.input?.message ?? '',
    app.today,
  );
}

function keyDial(line: BoardLine, app: DialPort, k: KeyInput) {
  const inp = app.input;
  if (!inp) return app.go('logon');
  if (k.key === 'Escape') {
    app.setInput(null);
    return app.go('logon');
  }
  if (k.key === 'Backspace') {
    app.setInput({ ...inp, value: graphemes(inp.value).slice(0, -1).join(''), message: '' });
    return app.m.invalidate();
  }
  if (k.key === 'Enter') {
    const addr = readBoardAddress(inp.value);
    if (!addr) {
      const why = 'That is not a board address: ws://host:port/path or wss://host/path.';
      app.setInput({ ...inp, message: why });
      app.m.beep();
      app.m.message(why);
      return app.m.invalidate();
    }
    app.setInput(null);
    return line.dial(addr);
  }
  if (graphemes(k.key).length !== 1 || k.ctrl || k.alt) return;
  if (inp.value.length >= ADDRESS_MAX) return app.m.beep();
  app.setInput({ ...inp, value: inp.value + k.key, message: '' });
  app.m.invalidate();
}

/** A call: the address dialled, and the terminal once its code is loaded. */
interface Call {
  address: string;
  board: BoardCall | null;
}

/** While the terminal's code loads: the call's first words. */
const loading = new Terminal();

/**
 * The program's line to boards: the call up (if any). The app asks it first for each key, tap,
 * draw, target, field and snapshot; it answers on the 'board' screen (the address prompt's keys
 * too) and says "not mine" (false, undefined) elsewhere, where the local door answers.
 */
export class BoardLine {
  private call: Call | null = null;

  constructor(private readonly app: DialPort) {}

  private get onBoard(): boolean {
    return this.app.view === 'board';
  }

  private get board(): BoardCall | null {
    return this.call?.board ?? null;
  }

  /**
   * At launch: a link's `bbs=` calls at once; otherwise a page served by a board calls it, whether
   * the program came from the icon, a link or automation (issue 52: a link opened the local door
   * silently), but for `local=1`, a resumed game and a link straight into the door's own screens
   * (a hand, a password: see callHome).
   */
  open(opts: LaunchOptions) {
    if (typeof opts['bbs'] === 'string') this.dial(opts['bbs']);
    else if (!opts.resume && opts['local'] !== true) this.callHome();
  }

  /** Call `address`: the terminal's code is loaded (once), then it dials; the local door is one key away. */
  dial(address: string) {
    const app = this.app;
    const call: Call = { address, board: null };
    this.call = call;
    app.go('board');
    import('./board-call')
      .then(({ BoardCall }) => {
        if (app.disposed || this.call !== call || app.view !== 'board') return;
        call.board = new BoardCall(address, {
          fb: app.m.fb,
          invalidate: () => app.m.invalidate(),
          message: (text) => app.m.message(text),
          beep: () => app.m.beep(),
          localDoor: () => this.leave(),
        });
        app.m.invalidate();
      })
      .catch(() => {
        // The chunk itself could not be fetched: offline on a first visit, or the page is stale.
        this.call = null;
        app.go('logon', 'The terminal program cannot be loaded (no network?). This is the local door.');
        app.m.message(app.message);
      });
  }

  /** Back to the local door (the call is hung up first). */
  private leave() {
    this.hangUp();
    this.app.go('logon');
  }

  /** Served by a board, the program calls it at once; a page of any other server opens on the local door as before. */
  private callHome() {
    void homeBoard().then((addr) => {
      const app = this.app;
      if (addr && !app.disposed && !this.call && (app.view === 'title' || app.view === 'logon')) this.dial(addr);
    });
  }

  /** Hang up (the program is closed, or goes back to its door). */
  hangUp() {
    this.board?.hangUp();
    this.call = null;
  }

  /** A key the line takes: the address prompt's (but Ctrl keys), and every key of a call but Ctrl+X. */
  key(k: KeyInput): boolean {
    const app = this.app;
    if (app.view === 'dial' && !k.ctrl) {
      keyDial(this, app, k);
      return true;
    }
    if (!this.onBoard) return false;
    if (k.ctrl && k.key.toLowerCase() === 'x') void app.shell.quit();
    else this.board?.key(k);
    return true;
  }

  pointerDown(pt: Point, b: 'left' | 'right'): boolean {
    if (!this.onBoard) return false;
    const o = Terminal.origin(this.app.m.fb);
    if (b === 'left') this.board?.tap((pt.x - o.x) / CELL, (pt.y - o.y) / CELL);
    return true;
  }

  /** The screen of a call: the board's (or the terminal program's own); null off a call. */
  term(): Terminal | null {
    if (!this.onBoard) return null;
    if (this.board) return this.board.term();
    frame(loading, 'TERMINAL', VERSION_LINE);
    loading.put(2, 3, 'ATDT ', A.GREY).write((this.call?.address ?? '').slice(0, 72), A.LCYAN);
    return loading;
  }

  draw(fb: Framebuffer, p: Platform): boolean {
    const t = this.term();
    t?.render(fb, p.font);
    return t !== null;
  }

  /** The automation snapshot during a call: `board: { address, connected }` and the screen's text; null off a call. */
  state(): unknown {
    if (!this.onBoard) return null;
    const s = this.board?.state() ?? { screen: 'board', status: 'calling', board: { address: this.call?.address ?? null, connected: false }, text: this.term()!.text() };
    return { game: GAME_ID, ...s };
  }

  /** A target on a call's screen (null: none there); undefined off a call. */
  locate(target: string): Point | null | undefined {
    return this.onBoard ? (this.board?.locate(target) ?? null) : undefined;
  }

  /** The field a phone's keyboard mirrors: a call's, or the address prompt's; undefined elsewhere. */
  textField(): TextField | null | undefined {
    if (this.onBoard) return this.board?.textField() ?? null;
    if (this.app.view === 'dial') return { value: this.app.input?.value ?? '', kind: 'text' };
    return undefined;
  }
}
