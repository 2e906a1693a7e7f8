/**
 * The browser's part in a hand (controller/port.ts `HandSide`, issue 49): the door's controller
 * plays the hand by the engine's rules and says what happened; here the browser keeps what only it
 * has — the sounds, the Aids (HELP ?, CAN WIN) and the solver, the hand played in the shell's
 * GameSession (its log, its aid mark) and kept in the saved hands (IDELIGHT.SAV, save.ts), Q for
 * the desktop and Escape's question on a free hand — and where a tournament hand's position is kept
 * for the next call (`HandKeeper`: with its log). Taps on a hand's rows and automation's `row:n`
 * are here too.
 */
import type { Point } from '../../core/app';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { GameSession } from '../../shell/game-session';
import { byKeys, describe, hint, isOver, isWon, markerEntry, rowOf, BONUSES, idEngine, type IDMove, type IDOptions, type IDState } from './engine';
import { doorHandOf, dropHand, keepHand, type HandPlace, type HandSave, type SavedHands } from './save';
import { n, plural, resultLines, topCardColumn, PANEL_X, ROW_Y } from './screens';
import { CELL, Terminal } from './terminal';
import { keepLast } from './watch';
import type { IDAdvisor } from './advisor';
import type { DoorController } from './controller/door-controller';
import type { DoorHand, DoorKey, HandSide } from './controller/port';
import type { HandKeeper } from './controller/local-records';
import type { HandResult } from './door';
import type { Winnable } from './view';

/** What the hand's side reads of the program and may set (IdiotsDelightApp implements it). */
export interface HandHost {
  readonly m: Machine;
  readonly shell: GameShell;
  readonly advisor: IDAdvisor;
  /** The door's controller of the moment (null on the log-on's screens). */
  readonly ctl: DoorController | null;
  /** The hand on screen is played here: its log, its aid mark, "in progress". */
  readonly session: GameSession<IDState, IDMove, IDOptions>;
  /** Where the session's hand belongs in the saved hands (null: none is on screen). */
  place: HandPlace | null;
  /** The session's hand in its place (null: none). */
  held(): HandSave | null;
  /** Every hand being played (the save record). */
  saved: SavedHands;
  lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null;
  /** The winnable search's note for the free hand it found (said when it is dealt). */
  freeNote: string;
  persist(): void;
  /** The hand on screen kept in the saved hands (after its aid mark goes into its log). */
  saveHand(): void;
  aidsOffered(h?: HandSave | null): boolean;
  solve(): void;
  winnable(): Winnable | null;
}

export function browserHands(app: HandHost): HandSide {
  // Said on the hand's message line (and so to automation's events(), as the program draws it).
  const say = (text: string, refuse: boolean) => {
    const ctl = app.ctl;
    if (ctl) ctl.message = text;
    if (refuse) app.m.beep();
  };
  return {
    key: (h: DoorHand, k: DoorKey) => {
      const ctl = app.ctl!;
      // The key row's [Q] Quit: back to the desktop, the hand kept where it is.
      if (k.key === 'q' || k.key === 'Q') return void app.shell.quit(), true;
      // A practice hand with moves made is not thrown away unasked (as L asks).
      if (k.key === 'Escape' && h.mode === 'free' && h.state.history.length > 0) {
        ctl.ask('Leave this free hand? It is not kept.', () => ctl.leaveFree());
        return true;
      }
      if (k.key === '?' && h.mode === 'free') return help(app, say), true;
      return false;
    },
    dealt: (h, resumed) => {
      const ctl = app.ctl!;
      const player = ctl.player.name;
      // A resumed hand as it was left (its own slot of the save: a free hand never writes over it),
      // else a new one (the Free Card on, as the door deals), with a fresh id.
      const save = resumed ? doorHandOf(app.saved, player) : null;
      const kept = save && save.date === h.date && save.hand === h.hand && save.state.deal === h.state.deal;
      if (!kept || !app.session.resume({ aided: false, game: { log: save.log } })) app.session.begin(h.state.deal, { freeCard: true });
      h.state = app.session.state;
      app.place = { mode: h.mode, player, date: h.date, hand: h.hand };
      app.lastHint = null;
      app.saveHand();
      if (h.mode === 'free' && app.freeNote) ctl.message = app.freeNote;
      app.freeNote = '';
      app.m.play('deal');
      app.solve();
    },
    moved: (h, move, before) => {
      if (!app.held()) return;
      // The marker is no move of the rules, but the player's: an entry of the log too.
      if (move) app.session.play(move);
      else if (h.state.marker !== app.session.state.marker) app.session.own(markerEntry(h.state.marker));
      h.state = app.session.state;
      if (move) {
        app.lastHint = null;
        const removed = h.state.discards.length;
        const bonus = (move.type === 'remove' || move.type === 'free') && BONUSES.some(([c]) => c === removed);
        app.m.play(move.type === 'deal' ? 'deal' : bonus ? 'suit' : 'move');
      }
      // The marker is not a move, but a reload should find it where the player left it. An ended
      // hand stays saved until the door has recorded it (over).
      if (!isOver(h.state) && (move || h.state.marker !== before.marker)) app.saveHand();
      if (move) app.solve();
    },
    over: (h, result) => over(app, h, result),
    left: (_h, kept) => {
      const save = app.held();
      if (save) app.saved = kept ? { ...keepHand(app.saved, save), current: null } : dropHand(app.saved, save);
      app.persist();
      app.advisor.stop();
      app.place = null;
    },
    view: () => {
      const save = app.held();
      return { winnable: app.winnable(), hintKey: app.aidsOffered(save), aided: save?.aided ?? false };
    },
  };
}

function over(app: HandHost, h: DoorHand, result: HandResult | null) {
  const save = app.held();
  if (!save) return;
  const s = h.state;
  if (result?.dailyChampion) app.m.message(resultLines(result, s.discards.length, isWon(s), false).join(' '));
  app.saved = dropHand(app.saved, save);
  app.persist();
  // Watch hook: kept to be watched again, after its score (a log that cannot be kept costs no score).
  void keepLast(app.m, save.log);
  app.m.play(isWon(s) || (result?.extraHandsWon ?? 0) > 0 ? 'win' : 'lose');
  app.m.message(`Hand over: ${plural(s.discards.length, 'card')} removed, ${n(idEngine.score(s))} points.`);
}

/**
 * HELP (?) on a free hand: the solver's next move when it knows a win from here, else the door's
 * heuristic. The marker goes to the row to play, so Space (or F) then makes the move. The first use
 * marks the hand aided (the player is told once). A tournament hand's ? is the controller's refusal.
 */
function help(app: HandHost, say: (text: string, refuse: boolean) => void): void {
  const h = app.held();
  const d = app.ctl?.hand;
  if (!h || !d) return;
  if (!app.aidsOffered(h)) return say('HELP (?) is an aid: turn Aids on to use it.', true);
  // The first aid: an `aid` entry in the hand's log, the player told once.
  if (app.session.markAided()) app.saveHand();
  const s = app.session.state;
  const line = app.advisor.line(s);
  let pick: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;
  if (line.length > 0 && byKeys(s, line[0]!)) pick = { move: line[0]!, from: 'solver' };
  else {
    const hh = hint(s);
    if (hh) pick = { move: hh.move, from: 'heuristic' };
  }
  app.lastHint = pick;
  if (!pick) return say('No help: the hand is over.', true);
  const row = rowOf(pick.move);
  if (row !== null && row !== s.marker) {
    d.state = app.session.own(markerEntry(row));
    app.saveHand();
  }
  let text = 'HELP: ' + describe(s, pick.move);
  if (app.advisor.verdict(s) === 'lost') text += '  (No win is left.)';
  say(text, false);
}

/**
 * Where the browser keeps an unfinished tournament hand's position for the door's records
 * (local-records.ts): in the saved hands, with its log. Each key's position is written there as the
 * hand's side hears of it (moved), so a kept position is the one the log replays to.
 */
export function savedHandKeeper(app: Pick<HandHost, 'saved' | 'persist'>): HandKeeper {
  return {
    get: (player) => doorHandOf(app.saved, player)?.state ?? null,
    set: () => undefined,
    drop: (player) => {
      app.saved = dropHand(app.saved, { mode: 'door', player });
      app.persist();
    },
    clear: () => {
      const c = app.saved.current;
      app.saved = { ...app.saved, door: [], current: c?.mode === 'door' ? null : c };
      app.persist();
    },
  };
}

/**
 * A click or tap on a row of a hand in play (a terminal program's mouse, a phone's finger), at text
 * cell (cx, cy): the marker goes to the row, kept at once as a key's move is, and the row's card is
 * played (Space). True when it was a row; the prompt box's keys and the rest are the door's taps.
 */
export function tapRow(ctl: DoorController | null, cx: number, cy: number): boolean {
  const h = ctl?.hand;
  if (!ctl || ctl.view !== 'game' || !h || ctl.confirm || isOver(h.state)) return false;
  const r = Math.floor((cy - ROW_Y) / 4);
  if (cx < 0 || cx >= PANEL_X || r < 0 || r > 3) return false;
  ctl.act(() => ctl.markRow(r));
  ctl.keys([{ key: ' ' }]);
  return true;
}

/** Automation's `row:0`..`row:3` on a hand: a row's top card. */
export function rowPoint(m: Machine, ctl: DoorController | null, target: string): Point | null {
  const h = ctl?.hand;
  const t = /^row:([0-3])$/.exec(target);
  if (!ctl || ctl.view !== 'game' || !h || !t) return null;
  const o = Terminal.origin(m.fb);
  const r = Number(t[1]);
  const s: IDState = h.state;
  const col = topCardColumn(s.rows[r]!.length);
  return { x: o.x + (col + 3) * CELL, y: o.y + (ROW_Y + 4 * r + 2) * CELL };
}
