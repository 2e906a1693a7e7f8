/**
 * The keys and taps of a hand in progress (the door's prompt box: marker keys, Space, F, Enter, D,
 * H; Escape leaves a free hand, L logs off, Q quits, ? asks HELP) and its rows as `locate` knows them.
 * The door's other screens answer keys.ts.
 */
import type { KeyInput, Point } from '../../core/app';
import { byKeys, describe, hint, isOver, keyFor, pressKey, rowOf, BONUSES, type IDMove } from './engine';
import { topCardColumn, PANEL_X, ROW_Y } from './screens';
import { CELL, Terminal } from './terminal';
import { markRow, playHand, type HandSave } from './save';
import { openHelp, type KeysPort } from './keys';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { IDAdvisor as Advisor } from './advisor';
import type { ScreenId } from './screen-state';

/** What hand-input.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export interface HandInputPort extends KeysPort {
  abandonFree(h: HandSave): void;
  readonly advisor: Advisor;
  aidsOffered(h?: HandSave | null): boolean;
  endHand(): void;
  go(v: ScreenId, message?: string): void;
  readonly hand: HandSave | null;
  readonly lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null;
  setLastHint(hint: { move: IDMove; from: 'solver' | 'heuristic' } | null): void;
  leaveHand(): void;
  logOff(): void;
  readonly m: Machine;
  /** The prompt box's line under the hand. */
  readonly message: string;
  setMessage(text: string): void;
  saveHand(): void;
  say(text: string, refuse?: boolean): void;
  readonly shell: GameShell;
  solve(): void;
  readonly view: ScreenId;
}

export function keyHand(app: HandInputPort, k: KeyInput): void {
  const h = app.hand;
  if (!h) return app.go('logon');
  if (app.confirm) return keyHandConfirm(app, k);
  const s = h.state;
  if (isOver(s)) return app.leaveHand();
  // The door's key for leaving a practice hand: it does not count, and is not kept, so one with
  // moves made is asked about first (as L asks).
  if (k.key === 'Escape' && h.mode === 'free') {
    if (s.history.length === 0) return app.abandonFree(h);
    app.setConfirm({ text: 'Leave this free hand? It is not kept.', act: () => app.abandonFree(h) });
    return app.m.invalidate();
  }
  if (k.key === 'q' || k.key === 'Q') return void app.shell.quit();
  if (k.key === 'l' || k.key === 'L') {
    const text = h.mode === 'door' ? 'Save and log off?' : 'Leave this free hand and log off?';
    app.setConfirm({ text, act: () => app.logOff() });
    return app.m.invalidate();
  }
  if (k.key === '?') return help(app, h);
  const ik = keyFor(k.key);
  if (ik === null) return;
  if (ik === 'help') return openHelp(app, 'game');
  if (ik === 'redraw') {
    app.setMessage('');
    return app.m.invalidate();
  }
  const r = pressKey(s, ik);
  app.setMessage('');
  if (r.message) return app.say(r.message);
  const m = r.move;
  if (m) playHand(h, m, r.state);
  else markRow(h, r.state.marker);
  if (m) {
    app.setLastHint(null);
    const removed = h.state.discards.length;
    const bonus = (m.type === 'remove' || m.type === 'free') && BONUSES.some(([c]) => c === removed);
    app.m.play(m.type === 'deal' ? 'deal' : bonus ? 'suit' : 'move');
    if (bonus) app.setMessage(`Bonus! The ${removed}th card is off.`);
    if (m.type === 'free') app.setMessage('Free Card used.');
  }
  if (isOver(h.state)) app.endHand();
  // The marker is not a move, but a reload should find it where the player left it.
  else if (m || h.state.marker !== s.marker) app.saveHand();
  if (m) app.solve();
  app.m.invalidate();
}

/** The hand's Y/N question (L: log off). */
function keyHandConfirm(app: HandInputPort, k: KeyInput): void {
  const c = k.key.toLowerCase();
  const cf = app.confirm!;
  if (c === 'y') {
    app.setConfirm(null);
    return cf.act();
  }
  if (c === 'n' || c === 'escape') {
    app.setConfirm(null);
    app.setMessage('');
    app.m.invalidate();
  }
}

/**
 * HELP (?): the solver's next move when it knows a win from here, else the door's heuristic.
 * The marker goes to the row to play, so Space (or F) then makes the move. The first use marks
 * the hand aided (the player is told once).
 */
function help(app: HandInputPort, h: HandSave): void {
  if (h.mode === 'door') return app.say('No aids in a tournament hand: every caller plays it alone.');
  if (!app.aidsOffered(h)) return app.say('HELP (?) is an aid: turn Aids on to use it.');
  if (!h.aided) {
    h.aided = app.shell.markAided(h.aided);
    app.saveHand();
  }
  const s = h.state;
  const line = app.advisor.line(s);
  let pick: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;
  if (line.length > 0 && byKeys(s, line[0]!)) pick = { move: line[0]!, from: 'solver' };
  else {
    const hh = hint(s);
    if (hh) pick = { move: hh.move, from: 'heuristic' };
  }
  app.setLastHint(pick);
  if (!pick) return app.say('No help: the hand is over.');
  const row = rowOf(pick.move);
  if (row !== null && row !== s.marker) {
    markRow(h, row);
    app.saveHand();
  }
  let text = 'HELP: ' + describe(s, pick.move);
  if (app.advisor.verdict(s) === 'lost') text += '  (No win is left.)';
  app.setMessage(text);
  app.m.message(text);
  app.m.invalidate();
}

/**
 * A click or tap on a row of a hand in play (a terminal program's mouse, a phone's finger), at text
 * cell (cx, cy): the marker goes to the row, saved at once as a key's move is, and the row's card
 * is played (the marker keys, then Space). True when it was a row; the prompt box's keys and the
 * rest are the door's taps (taps.ts).
 */
export function tapRow(app: HandInputPort, cx: number, cy: number): boolean {
  const h = app.hand;
  if (app.view !== 'game' || !h || app.confirm || isOver(h.state)) return false;
  const r = Math.floor((cy - ROW_Y) / 4);
  if (cx < 0 || cx >= PANEL_X || r < 0 || r > 3) return false;
  if (r !== h.state.marker) {
    markRow(h, r);
    app.saveHand();
  }
  keyHand(app, { key: ' ', code: '', ctrl: false, shift: false, alt: false });
  return true;
}

/** Automation's `row:0`..`row:3` on a hand: a row's top card. */
export function rowPoint(app: HandInputPort, target: string): Point | null {
  const h = app.hand;
  const m = /^row:([0-3])$/.exec(target);
  if (app.view !== 'game' || !h || !m) return null;
  const o = Terminal.origin(app.m.fb);
  const r = Number(m[1]);
  const col = topCardColumn(h.state.rows[r]!.length);
  return { x: o.x + (col + 3) * CELL, y: o.y + (ROW_Y + 4 * r + 2) * CELL };
}
