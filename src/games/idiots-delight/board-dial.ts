/**
 * "Call a board" (B on the log-on screen, or `bbs=` in a link): the address prompt, and the
 * program's side of a call. The terminal itself (board-call.ts) is a chunk of its own, loaded here
 * only when a board is called; while a call is up the app hands keys, taps and its screen to it.
 */
import type { KeyInput } from '../../core/app';
import type { IdiotsDelightApp } from './app';
import { A, Terminal } from './terminal';
import { drawInput, frame, VERSION_LINE } from './screens';
import { GAME_ID } from './view';
import { graphemes } from './typing';
import { ADDRESS_MAX, homeBoard, readBoardAddress } from './board-address';

/** Columns of the address shown in the prompt (a longer one shows its end). */
const SHOWN = 64;

export function openDial(app: IdiotsDelightApp) {
  app.input = { kind: 'board', value: '', max: ADDRESS_MAX, message: '' };
  app.go('dial');
}

export function drawDial(app: IdiotsDelightApp, t: Terminal) {
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

export function keyDial(app: IdiotsDelightApp, k: KeyInput) {
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

/** Call `address`: the terminal's code is loaded (once), then it dials; the local door is one key away. */
export function callBoard(app: IdiotsDelightApp, address: string) {
  app.boardAddress = address;
  app.go('board');
  import('./board-call')
    .then(({ BoardCall }) => {
      if (app.disposed || app.boardAddress !== address || app.view !== 'board') return;
      app.board = new BoardCall(address, {
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
      app.boardAddress = null;
      app.go('logon', 'The terminal program cannot be loaded (no network?). This is the local door.');
      app.m.message(app.message);
    });
}

/** Back to the local door (the call is hung up first). */
export function leaveBoard(app: IdiotsDelightApp) {
  app.board?.hangUp();
  app.board = null;
  app.boardAddress = null;
  app.go('logon');
}

/**
 * Served by a board, the program calls it at once (the local door is one key away); a page of any
 * other server opens on the local door as before.
 */
export function callHome(app: IdiotsDelightApp) {
  void homeBoard().then((addr) => {
    if (addr && !app.disposed && !app.board && app.boardAddress === null && (app.view === 'title' || app.view === 'logon')) callBoard(app, addr);
  });
}

/** While the terminal's code loads: the call's first words. */
const loading = new Terminal();

/** The screen of a call: the board's (or the terminal program's own). */
export function boardTerm(app: IdiotsDelightApp): Terminal {
  if (app.board) return app.board.term();
  frame(loading, 'TERMINAL', VERSION_LINE);
  loading.put(2, 3, 'ATDT ', A.GREY).write((app.boardAddress ?? '').slice(0, 72), A.LCYAN);
  return loading;
}

/** The automation snapshot during a call: `board: { address, connected }` and the screen's text. */
export function boardState(app: IdiotsDelightApp): unknown {
  const s = app.board?.state() ?? { screen: 'board', status: 'calling', board: { address: app.boardAddress, connected: false }, text: boardTerm(app).text() };
  return { game: GAME_ID, ...s };
}
