/**
 * "Call a board" (B on the log-on screen, or `bbs=` in a link): the address prompt, and the
 * program's side of a call. The terminal itself (board-call.ts) is a chunk of its own, loaded here
 * only when a board is called; while a call is up (the 'board' screen) the program's keys, taps,
 * screen and snapshot are the terminal's (withBoard), so app.ts only names the two screens.
 */
import type { App, KeyInput, Point } from '../../core/app';
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
  input: InputState | null;
  go(v: ScreenId, message?: string): void;
  readonly today: string;
  readonly m: Machine;
  readonly message: string;
  readonly disposed: boolean;
  readonly view: ScreenId;
  readonly shell: GameShell;
}
/** The program whose keys, taps, screen and snapshot a call takes over (withBoard). */
type DialApp = DialPort & App & Required<Pick<App, 'key' | 'pointerDown' | 'textField' | 'dispose'>> & { screenText(): string };

/** Columns of the address shown in the prompt (a longer one shows its end). */
const SHOWN = 64;

export function openDial(app: Pick<DialPort, 'input' | 'go'>) {
  app.input = { kind: 'board', value: '', max: ADDRESS_MAX, message: '' };
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

export function keyDial(app: DialPort, k: KeyInput) {
  const inp = app.input;
  if (!inp) return app.go('logon');
  if (k.key === 'Escape') {
    app.input = null;
    return app.go('logon');
  }
  if (k.key === 'Backspace') {
    inp.value = graphemes(inp.value).slice(0, -1).join('');
    inp.message = '';
    return app.m.invalidate();
  }
  if (k.key === 'Enter') {
    const addr = readBoardAddress(inp.value);
    if (!addr) {
      inp.message = 'That is not a board address: ws://host:port/path or wss://host/path.';
      app.m.beep();
      app.m.message(inp.message);
      return app.m.invalidate();
    }
    app.input = null;
    return callBoard(app, addr);
  }
  if (graphemes(k.key).length !== 1 || k.ctrl || k.alt) return;
  if (inp.value.length >= ADDRESS_MAX) return app.m.beep();
  inp.value += k.key;
  inp.message = '';
  app.m.invalidate();
}

/** A program's call: the address dialled, and the terminal once its code is loaded. */
interface Call {
  address: string;
  board: BoardCall | null;
}
const calls = new WeakMap<DialPort, Call>();

/** Call `address`: the terminal's code is loaded (once), then it dials; the local door is one key away. */
function callBoard(app: DialPort, address: string) {
  const call: Call = { address, board: null };
  calls.set(app, call);
  app.go('board');
  import('./board-call')
    .then(({ BoardCall }) => {
      if (app.disposed || calls.get(app) !== call || app.view !== 'board') return;
      call.board = new BoardCall(address, {
        fb: app.m.fb,
        invalidate: () => app.m.invalidate(),
        message: (text) => app.m.message(text),
        beep: () => app.m.beep(),
        localDoor: () => leaveBoard(app),
      });
      app.m.invalidate();
    })
    .catch(() => {
      // The chunk itself could not be fetched: offline on a first visit, or the page is stale.
      calls.delete(app);
      app.go('logon', 'The terminal program cannot be loaded (no network?). This is the local door.');
      app.m.message(app.message);
    });
}

/** Back to the local door (the call is hung up first). */
function leaveBoard(app: DialPort) {
  calls.get(app)?.board?.hangUp();
  calls.delete(app);
  app.go('logon');
}

/**
 * Served by a board, the program calls it at once (the local door is one key away); a page of any
 * other server opens on the local door as before.
 */
function callHome(app: DialPort) {
  void homeBoard().then((addr) => {
    if (addr && !app.disposed && !calls.has(app) && (app.view === 'title' || app.view === 'logon')) callBoard(app, addr);
  });
}

/** While the terminal's code loads: the call's first words. */
const loading = new Terminal();

/** The screen of a call: the board's (or the terminal program's own). */
function boardTerm(app: DialPort): Terminal {
  const call = calls.get(app);
  if (call?.board) return call.board.term();
  frame(loading, 'TERMINAL', VERSION_LINE);
  loading.put(2, 3, 'ATDT ', A.GREY).write((call?.address ?? '').slice(0, 72), A.LCYAN);
  return loading;
}

/** The automation snapshot during a call: `board: { address, connected }` and the screen's text. */
function boardState(app: DialPort): unknown {
  const call = calls.get(app);
  const s = call?.board?.state() ?? { screen: 'board', status: 'calling', board: { address: call?.address ?? null, connected: false }, text: boardTerm(app).text() };
  return { game: GAME_ID, ...s };
}

/**
 * The program with its calls: on the 'board' screen every key (but Ctrl+X, back to the desktop),
 * tap, target, field and the snapshot are the terminal's; the address prompt's keys are keyDial's;
 * the local door's snapshot says `board: null`. A link's `bbs=` calls at once; from the desktop,
 * a page served by a board calls it.
 */
export function withBoard<T extends DialApp>(app: T, opts: LaunchOptions): T {
  const door = {
    key: app.key.bind(app),
    draw: app.draw.bind(app),
    screenText: app.screenText.bind(app),
    state: app.state.bind(app),
    pointerDown: app.pointerDown.bind(app),
    locate: app.locate.bind(app),
    textField: app.textField.bind(app),
    dispose: app.dispose.bind(app),
  };
  const onBoard = () => app.view === 'board';
  const board = () => calls.get(app)?.board ?? null;
  app.key = (k: KeyInput) => {
    if (app.view === 'dial' && !k.ctrl) return keyDial(app, k);
    if (!onBoard()) return door.key(k);
    if (k.ctrl && k.key.toLowerCase() === 'x') return void app.shell.quit();
    board()?.key(k);
  };
  app.draw = (fb, p) => (onBoard() ? boardTerm(app).render(fb, p.font) : door.draw(fb, p));
  app.screenText = () => (onBoard() ? boardTerm(app).text() : door.screenText());
  app.state = () => (onBoard() ? boardState(app) : { ...(door.state() as object), board: null });
  app.pointerDown = (pt: Point, b) => {
    if (!onBoard()) return door.pointerDown(pt, b);
    const o = Terminal.origin(app.m.fb);
    if (b === 'left') board()?.tap((pt.x - o.x) / CELL, (pt.y - o.y) / CELL);
  };
  app.locate = (target: string) => (onBoard() ? (board()?.locate(target) ?? null) : door.locate(target));
  app.textField = () => {
    if (onBoard()) return board()?.textField() ?? null;
    if (app.view === 'dial') return { value: app.input?.value ?? '', kind: 'text' };
    return door.textField();
  };
  app.dispose = () => {
    board()?.hangUp();
    door.dispose();
  };
  if (typeof opts['bbs'] === 'string') callBoard(app, opts['bbs']);
  else if (!opts.direct && !opts.resume) callHome(app);
  return app;
}
