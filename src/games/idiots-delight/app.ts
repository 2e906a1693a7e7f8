/**
 * Idiot's Delight as a caller met the JNS Software door from an ST or Amiga terminal program: an
 * 80 x 25 ANSI text screen (ST medium resolution, Amiga hi-res), keyboard only, no menus. The
 * door around the hands (players, days, champions, sysop) is door.ts; one hand is engine.ts.
 */
import type { App, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import type { Platform } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../registry';
import { CELL, Terminal } from './terminal';
import { SolveCancelled, SolverClient, splitThreads } from '../../solver/client';
import type { SolveBudget, Verdict } from '../../solver/types';
import {
  idEngine,
  isOver,
  isWon,
  keyFor,
  hint,
  describe,
  canRemove,
  canFree,
  firstEmptyRow,
  pressKey,
  toApiState,
  validateIDState,
  BONUSES,
  type IDMove,
  type IDState,
} from './engine';
import {
  checkDoorRecord,
  championsView,
  dayStatus,
  findPlayer,
  finishHand,
  isDateString,
  monthOf,
  monthlyTotal,
  allTimeTotal,
  dayScore,
  newDoorRecord,
  normalizeName,
  resetChampions,
  resetPlayers,
  setSettings,
  startHand,
  DoorError,
  NAME_MAX,
  type DoorRecord,
  type HandResult,
} from './door';
import {
  drawChampions,
  drawGame,
  drawGoodbye,
  drawHelp,
  drawInput,
  drawLogon,
  drawMenu,
  drawSysop,
  drawTitle,
  resultLines,
  topCardColumn,
  LOGON_MAX,
  ROW_Y,
} from './screens';
import { HELP_PAGES } from './help';

export const GAME_ID = 'idiots-delight';
export const DOOR_KEY = 'id.door';
export const DOOR_V = 1;
export const SAVE_KEY = 'save.idiots-delight';
export const SAVE_V = 1;
export const GUEST = 'Guest';
export const PREFS_KEY = 'id.prefs';
export const PREFS_V = 1;

/** The search started (in the solver's Web Worker) whenever the position changes. */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 2_000_000 };
/** Per deal tried when "winnable free hands only" draws a deal. */
export const PICK_BUDGET: SolveBudget = { maxMs: 1000, maxNodes: 200_000 };
/** Without a Worker (Node, tests) the search runs in this thread: small budgets, so no key waits. */
export const INLINE_SOLVE_BUDGET: SolveBudget = { maxMs: 50, maxNodes: 10_000 };
export const INLINE_PICK_BUDGET: SolveBudget = { maxMs: 200, maxNodes: 20_000 };
export function budgets(): { solve: SolveBudget; pick: SolveBudget } {
  return typeof Worker === 'undefined'
    ? { solve: INLINE_SOLVE_BUDGET, pick: INLINE_PICK_BUDGET }
    : { solve: SOLVE_BUDGET, pick: PICK_BUDGET };
}
/** Keys settle this long before a search starts (browser only). */
export const SOLVE_DELAY_MS = 120;
/** Deals tried (the random start, then +1, +2 ...) before playing the last one anyway. */
export const PICK_TRIES = 50;

/** The caller's own preferences (not the sysop's door settings). */
export interface IDPrefs {
  /** Free hands drawn at random are only ones the solver proves winnable. */
  winnableOnly: boolean;
}

export function validatePrefs(x: unknown): IDPrefs | null {
  if (typeof x !== 'object' || x === null) return null;
  const w = (x as Record<string, unknown>)['winnableOnly'];
  return typeof w === 'boolean' ? { winnableOnly: w } : null;
}

/** What the solver says about the current position, as the screen shows it. */
export type Winnable = 'yes' | 'no' | 'unknown' | 'thinking' | 'won';

/** A position within a hand: the deal, the options and the number of moves made (no undo). */
export function positionKey(s: IDState): string {
  return `${s.deal}/${s.freeCard ? 1 : 0}/${s.history.length}`;
}

/** Can the door's keys make `mv` here? Space removes if it can, else moves into the FIRST empty row. */
export function byKeys(s: IDState, mv: IDMove): boolean {
  switch (mv.kind) {
    case 'remove':
      return canRemove(s, mv.row);
    case 'free':
      return canFree(s, mv.row);
    case 'move':
      return !canRemove(s, mv.from) && firstEmptyRow(s) === mv.to;
    case 'deal':
      return s.stock.length > 0;
    case 'done':
      return true;
  }
}

/** The row the marker goes to so that Space / F makes `mv`, or null (Enter, D). */
function rowOf(mv: IDMove): number | null {
  return mv.kind === 'remove' || mv.kind === 'free' ? mv.row : mv.kind === 'move' ? mv.from : null;
}

export type ScreenId = 'title' | 'logon' | 'name' | 'menu' | 'makeup' | 'game' | 'help' | 'champions' | 'sysop' | 'goodbye';

/** The hand being played, as saved after every move. */
export interface HandSave {
  mode: 'door' | 'free';
  player: string;
  /** Tournament date (door hands), or null. */
  date: string | null;
  hand: number;
  state: IDState;
}

export function validateSave(x: unknown): HandSave | null {
  if (typeof x !== 'object' || x === null) return null;
  const o = x as Record<string, unknown>;
  const player = normalizeName(o['player']);
  const state = validateIDState(o['state']);
  if (player === null || state === null) return null;
  if (o['mode'] === 'free') return { mode: 'free', player, date: null, hand: 0, state };
  if (o['mode'] !== 'door' || !isDateString(o['date'])) return null;
  const hand = o['hand'];
  if (typeof hand !== 'number' || !Number.isInteger(hand) || hand < 1 || hand > 10) return null;
  return { mode: 'door', player, date: o['date'], hand, state };
}

/** Today as the player's computer sees it: local YYYY-MM-DD. */
export function localDate(d = new Date()): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function weekday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}
function daysInMonth(date: string): number {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

interface InputState {
  kind: 'name' | 'makeup' | 'hands' | 'makeupDays';
  value: string;
  max: number;
  message: string;
}

export class IdiotsDelightApp implements App {
  readonly id = GAME_ID;
  readonly screen = 'text' as const;
  readonly title = "Idiot's Delight";
  door: DoorRecord;
  readonly today: string;
  view: ScreenId = 'logon';
  player: string | null = null;
  hand: HandSave | null = null;
  result: HandResult | null = null;
  message = '';
  helpPage = 0;
  private helpReturn: ScreenId = 'game';
  input: InputState | null = null;
  confirm: { text: string; act: () => void } | null = null;
  /** The last terminal drawn (tests read its text). */
  readonly term = new Terminal();
  prefs: IDPrefs;
  /** One solver per app: the current position's search, or a winnable deal being looked for. */
  private solver = new SolverClient();
  /** The latest verdict, for the position of `key`. */
  solved: { key: string; verdict: Verdict<IDMove> } | null = null;
  private solving: string | null = null;
  private solveTimer: ReturnType<typeof setTimeout> | null = null;
  /** A winnable free hand is being looked for (keys wait). */
  picking = false;
  private disposed = false;
  /** Where a free hand returns: the log-on (a direct launch) or the player's menu. */
  private freeReturn: ScreenId = 'logon';
  /** What the last HELP (?) suggested: 'solver' or 'heuristic' (tests, automation). */
  lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;

  constructor(
    private m: Machine,
    opts: LaunchOptions,
  ) {
    this.today = typeof opts['date'] === 'string' && isDateString(opts['date']) ? opts['date'] : localDate();
    this.door = this.loadDoor();
    this.prefs = m.store.get(PREFS_KEY, PREFS_V, validatePrefs) ?? { winnableOnly: false };
    const player = typeof opts['player'] === 'string' ? normalizeName(opts['player']) : null;
    if (opts.resume) {
      // A damaged save is reported by the store; a sound one that is no longer the player's
      // pending hand (the sysop reset the players) is simply dropped.
      const raw = m.store.get(SAVE_KEY, SAVE_V, validateSave);
      const save = this.checkResume(raw);
      if (raw && !save) m.store.remove(SAVE_KEY);
      if (save) {
        this.hand = save;
        this.player = save.player;
        this.view = 'game';
        this.solve();
        return;
      }
    }
    if (opts.deal !== undefined) {
      this.startFree(player ?? GUEST, opts.deal);
    } else if (opts['sysop'] === true) {
      this.view = 'sysop';
    } else if (opts.direct && player !== null) {
      this.player = player;
      this.view = 'menu';
      this.playDay(this.today);
    } else this.view = opts.direct ? 'logon' : 'title';
    if (this.view === 'title') m.play('title');
  }

  // ---------------------------------------------------------------- records

  private loadDoor(): DoorRecord {
    let problems: string[] = [];
    const rec = this.m.store.get(
      DOOR_KEY,
      DOOR_V,
      (x) => {
        const r = checkDoorRecord(x);
        problems = r.problems;
        return r.record;
      },
      true,
    );
    if (problems.length > 0) {
      this.message = 'The door file was damaged; what could be saved was kept.';
      this.m.message(`IDELIGHT door record repaired: ${problems.join('; ')}`);
      this.saveDoor(rec ?? newDoorRecord());
    }
    return rec ?? newDoorRecord();
  }

  private saveDoor(rec: DoorRecord) {
    this.door = rec;
    this.m.store.set(DOOR_KEY, DOOR_V, rec, true);
  }

  /** A saved door hand must still be its player's pending hand. */
  private checkResume(s: HandSave | null): HandSave | null {
    if (!s || s.mode === 'free') return s;
    const p = findPlayer(this.door, s.player);
    const pd = p?.pending;
    if (!pd || pd.date !== s.date || pd.hand !== s.hand || pd.deal !== s.state.deal) return null;
    return s;
  }

  private saveHand() {
    if (this.hand) this.m.store.set(SAVE_KEY, SAVE_V, this.hand);
  }

  // ---------------------------------------------------------------- flow

  private go(v: ScreenId, message = '') {
    this.view = v;
    this.message = message;
    this.m.invalidate();
  }

  private say(text: string, refuse = true) {
    this.message = text;
    if (refuse) this.m.beep();
    this.m.message(text);
    this.m.invalidate();
  }

  private startFree(player: string, deal: number, back: ScreenId = 'logon', message = '') {
    this.player = player;
    this.result = null;
    this.freeReturn = back;
    this.hand = { mode: 'free', player, date: null, hand: 0, state: idEngine.newGame(deal, {}) };
    this.saveHand();
    this.go('game', message);
    this.m.play('deal');
    this.solve();
  }

  /**
   * A free (practice) hand from the menu: a random deal, or with "winnable free hands only" the
   * first of random, random+1, ... that the solver proves winnable (PICK_TRIES at most; then the
   * last one tried is played, with a message). Tournament hands never come through here.
   */
  async freeHand(): Promise<void> {
    const player = this.player ?? GUEST;
    let deal = (Math.random() * 2 ** 32) >>> 0;
    if (!this.prefs.winnableOnly) return this.startFree(player, deal, 'menu');
    this.picking = true;
    this.m.busy = true;
    this.message = 'Shuffling for a hand that can be won ...';
    this.m.invalidate();
    let found = false;
    try {
      for (let i = 0; i < PICK_TRIES; i++) {
        if (i > 0) deal = (deal + 1) >>> 0;
        let v: Verdict<IDMove> | null = null;
        try {
          v = await this.solver.request(GAME_ID, idEngine.newGame(deal, {}), budgets().pick, splitThreads());
        } catch (e) {
          if (e instanceof SolveCancelled) return;
        }
        if (this.disposed) return;
        if (v?.result === 'won') {
          found = true;
          break;
        }
      }
    } finally {
      this.picking = false;
      this.m.busy = false;
    }
    this.startFree(player, deal, 'menu', found ? '' : `No winnable hand found in ${PICK_TRIES} tries: here is deal ${deal}.`);
    if (!found) this.m.message(this.message);
  }

  private setWinnableOnly(on: boolean) {
    this.prefs = { ...this.prefs, winnableOnly: on };
    this.m.store.set(PREFS_KEY, PREFS_V, this.prefs);
    this.go('menu', on ? 'Free hands: only ones that can be won.' : 'Free hands: any shuffle.');
  }

  // ---------------------------------------------------------------- solver

  /**
   * Start a search for the current position unless one is known or running. With a Worker the
   * request waits SOLVE_DELAY_MS for the keys to settle: each request replaces the worker still
   * searching, and a fast typist (or a test typing a whole hand) should not restart it per key.
   */
  private solve() {
    if (this.solveTimer !== null) clearTimeout(this.solveTimer);
    this.solveTimer = null;
    if (typeof Worker === 'undefined') return this.solveNow();
    this.solveTimer = setTimeout(() => {
      this.solveTimer = null;
      this.solveNow();
    }, SOLVE_DELAY_MS);
  }

  private solveNow() {
    const h = this.hand;
    if (!h || isOver(h.state) || this.disposed) return;
    const k = positionKey(h.state);
    if (this.solved?.key === k || this.solving === k) return;
    this.solving = k;
    this.solver.request(GAME_ID, h.state, budgets().solve, splitThreads()).then(
      (verdict) => {
        if (this.solving === k) this.solving = null;
        if (this.disposed || !this.hand || positionKey(this.hand.state) !== k) return; // stale
        this.solved = { key: k, verdict };
        this.m.invalidate();
      },
      (e: unknown) => {
        if (this.solving === k) this.solving = null;
        if (e instanceof SolveCancelled || this.disposed) return;
        if (this.hand && positionKey(this.hand.state) === k) {
          this.solved = { key: k, verdict: { result: 'unknown', reason: 'memory' } };
          this.m.invalidate();
        }
      },
    );
  }

  /** The verdict for the current position, if the solver has given it. */
  verdict(): Verdict<IDMove> | null {
    const h = this.hand;
    return h && this.solved?.key === positionKey(h.state) ? this.solved.verdict : null;
  }

  winnable(): Winnable | null {
    const h = this.hand;
    if (!h) return null;
    if (isWon(h.state)) return 'won';
    if (isOver(h.state)) return 'no';
    const v = this.verdict();
    if (!v) return 'thinking';
    return v.result === 'won' ? 'yes' : v.result === 'lost' ? 'no' : 'unknown';
  }

  /** HELP (?): the solver's next move when it knows a win from here, else the door's heuristic.
   *  The marker goes to the row to play, so Space (or F) then makes the move. */
  private help(h: HandSave) {
    const s = h.state;
    const v = this.verdict();
    let pick: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;
    if (v?.result === 'won' && v.line.length > 0 && byKeys(s, v.line[0]!)) pick = { move: v.line[0]!, from: 'solver' };
    else {
      const hh = hint(s);
      if (hh) pick = { move: hh.move, from: 'heuristic' };
    }
    this.lastHint = pick;
    if (!pick) return this.say('No help: the hand is over.');
    const row = rowOf(pick.move);
    if (row !== null && row !== s.marker) {
      h.state = { ...s, marker: row };
      this.saveHand();
    }
    let text = 'HELP: ' + describe(s, pick.move);
    if (v?.result === 'lost') text += '  (No win is left.)';
    this.message = text;
    this.m.message(text);
    this.m.invalidate();
  }

  dispose() {
    this.disposed = true;
    if (this.solveTimer !== null) clearTimeout(this.solveTimer);
    this.solver.dispose();
    this.m.busy = false;
  }

  /** Start (or resume) a hand of tournament day `date` for the logged-on player. */
  playDay(date: string) {
    const name = this.player;
    if (!name) return;
    const st = dayStatus(this.door, name, date, this.today);
    if (!st.playable) {
      this.say(st.reason ?? 'That day cannot be played.');
      return;
    }
    let started;
    try {
      started = startHand(this.door, name, date, this.today);
    } catch (e) {
      this.say(e instanceof DoorError ? e.message : String(e));
      return;
    }
    this.saveDoor(started.record);
    const pname = findPlayer(this.door, name)!.name;
    this.player = pname;
    this.result = null;
    let state = idEngine.newGame(started.deal, {});
    let msg = '';
    if (started.resumed) {
      // The hand as it was left, if its save is still there; else dealt again from the start.
      const save = this.m.store.get(SAVE_KEY, SAVE_V, validateSave);
      const same = save && save.mode === 'door' && save.player.toLowerCase() === pname.toLowerCase();
      if (same && save.date === started.date && save.hand === started.hand && save.state.deal === started.deal) state = save.state;
      msg = `Your unfinished hand of ${started.date}, hand ${started.hand}.`;
    }
    this.hand = { mode: 'door', player: pname, date: started.date, hand: started.hand, state };
    this.saveHand();
    this.go('game', msg);
    this.m.play('deal');
    this.solve();
  }

  private handsLeftNow(): number {
    if (!this.hand || this.hand.mode === 'free' || !this.hand.date) return 0;
    return dayStatus(this.door, this.hand.player, this.hand.date, this.today).handsLeft;
  }

  private endHand() {
    const h = this.hand;
    if (!h) return;
    const s = h.state;
    if (h.mode === 'door') {
      try {
        const r = finishHand(this.door, h.player, s);
        this.saveDoor(r.record);
        this.result = r.result;
        if (r.result.dailyChampion) this.m.message(resultLines(r.result, s.discards.length, isWon(s), false).join(' '));
      } catch (e) {
        this.say(e instanceof DoorError ? e.message : String(e));
      }
    }
    this.m.store.remove(SAVE_KEY);
    const won = isWon(s);
    this.m.play(won || (this.result?.extraHandsWon ?? 0) > 0 ? 'win' : 'lose');
    this.m.message(`Hand over: ${s.discards.length} cards removed, ${idEngine.score(s)} points.`);
  }

  /** After the result: back to the door's main menu (or the log-on after a free hand). */
  private leaveHand() {
    const free = this.hand?.mode === 'free';
    this.hand = null;
    this.result = null;
    this.go(free ? (this.player && this.freeReturn === 'menu' ? 'menu' : 'logon') : 'menu');
  }

  // ---------------------------------------------------------------- keys

  key(k: KeyInput) {
    if (k.ctrl || k.alt || this.picking) return;
    switch (this.view) {
      case 'title':
        return this.go('logon');
      case 'logon':
        return this.keyLogon(k);
      case 'name':
      case 'makeup':
        return this.keyInput(k);
      case 'menu':
        return this.keyMenu(k);
      case 'game':
        return this.keyGame(k);
      case 'help':
        return this.keyHelp(k);
      case 'champions':
        return this.go(this.player ? 'menu' : 'logon');
      case 'sysop':
        return this.confirm ? this.keyConfirm(k) : this.input ? this.keyInput(k) : this.keySysop(k);
      case 'goodbye':
        if (k.key === 'l' || k.key === 'L') return this.go('logon');
        return this.m.quitToDesktop();
    }
  }

  private keyLogon(k: KeyInput) {
    const c = k.key.toLowerCase();
    const players = this.door.players.slice(0, LOGON_MAX);
    if (/^[1-9]$/.test(c)) {
      const p = players[Number(c) - 1];
      if (!p) return this.say('No such player.');
      this.player = p.name;
      return this.go('menu');
    }
    if (c === 'n' || c === 'enter') {
      this.input = { kind: 'name', value: '', max: NAME_MAX, message: '' };
      return this.go('name');
    }
    if (c === 'c') return this.go('champions');
    if (c === 's') return this.go('sysop');
    if (c === 'q' || c === 'escape') {
      this.player = null;
      return this.go('goodbye');
    }
  }

  private keyMenu(k: KeyInput) {
    const c = k.key.toLowerCase();
    if (c === 'p' || c === 'enter') {
      const pd = this.player ? findPlayer(this.door, this.player)?.pending : null;
      return this.playDay(pd ? pd.date : this.today);
    }
    if (c === 'm') {
      this.input = { kind: 'makeup', value: '', max: 2, message: '' };
      return this.go('makeup');
    }
    if (c === 'c') return this.go('champions');
    if (c === 'f') return void this.freeHand();
    if (c === 'w') return this.setWinnableOnly(!this.prefs.winnableOnly);
    if (c === 'h') {
      this.helpReturn = 'menu';
      this.helpPage = 0;
      return this.go('help');
    }
    if (c === 'q' || c === 'escape') return this.go('goodbye');
  }

  private keyInput(k: KeyInput) {
    const inp = this.input;
    if (!inp) return;
    const back: ScreenId = inp.kind === 'name' ? 'logon' : inp.kind === 'makeup' ? 'menu' : 'sysop';
    if (k.key === 'Escape') {
      this.input = null;
      return this.go(back);
    }
    if (k.key === 'Backspace') {
      inp.value = [...inp.value].slice(0, -1).join('');
      inp.message = '';
      return this.m.invalidate();
    }
    if (k.key === 'Enter') return this.acceptInput(inp, back);
    const numeric = inp.kind !== 'name';
    if ([...k.key].length !== 1 || (numeric && !/^\d$/.test(k.key))) return;
    if ([...inp.value].length >= inp.max) return this.m.beep();
    inp.value += k.key;
    inp.message = '';
    this.m.invalidate();
  }

  private acceptInput(inp: InputState, back: ScreenId) {
    const fail = (why: string) => {
      inp.message = why;
      this.m.beep();
      this.m.message(why);
      this.m.invalidate();
    };
    if (inp.kind === 'name') {
      const name = normalizeName(inp.value);
      if (name === null) return fail(`A name is 1 to ${NAME_MAX} characters.`);
      this.player = findPlayer(this.door, name)?.name ?? name;
      this.input = null;
      return this.go('menu', findPlayer(this.door, name) ? '' : `Welcome to Idiot's Delight, ${name}!`);
    }
    const v = Number(inp.value);
    if (inp.kind === 'makeup') {
      const dim = daysInMonth(this.today);
      if (!(v >= 1 && v <= dim)) return fail(`Choose a day from 1 to ${dim}.`);
      const date = `${monthOf(this.today)}-${String(v).padStart(2, '0')}`;
      this.input = null;
      this.go('menu');
      return this.playDay(date);
    }
    try {
      const rec = setSettings(this.door, inp.kind === 'hands' ? { handsPerDay: v } : { makeUpDaysPerDay: v });
      if (inp.value === '') throw new RangeError('empty');
      this.saveDoor(rec);
    } catch {
      return fail(inp.kind === 'hands' ? 'Hands per day must be 1 to 10.' : 'Make-up days per day must be 0 to 31.');
    }
    this.input = null;
    this.go(back, 'Saved.');
  }

  private keySysop(k: KeyInput) {
    const c = k.key.toLowerCase();
    if (c === 'h') {
      this.input = { kind: 'hands', value: '', max: 2, message: '' };
      return this.m.invalidate();
    }
    if (c === 'm') {
      this.input = { kind: 'makeupDays', value: '', max: 2, message: '' };
      return this.m.invalidate();
    }
    if (c === 'c') {
      this.confirm = { text: 'Reset the champions? Players and points stay.', act: () => this.saveDoor(resetChampions(this.door)) };
      return this.m.invalidate();
    }
    if (c === 'p') {
      this.confirm = { text: 'Reset the players? The champions stay.', act: () => this.saveDoor(resetPlayers(this.door)) };
      return this.m.invalidate();
    }
    if (c === 'q' || c === 'escape') return this.go('logon');
  }

  private keyConfirm(k: KeyInput) {
    const c = k.key.toLowerCase();
    const cf = this.confirm!;
    if (c === 'y') {
      cf.act();
      this.confirm = null;
      if (this.player && !findPlayer(this.door, this.player)) this.player = null;
      return this.go('sysop', 'Done.');
    }
    if (c === 'n' || c === 'escape') {
      this.confirm = null;
      return this.go('sysop', 'Nothing changed.');
    }
  }

  private keyHelp(k: KeyInput) {
    const c = k.key.toLowerCase();
    const last = HELP_PAGES.length - 1;
    if (c === 'q' || c === 'escape') return this.go(this.helpReturn);
    if (c === 'p' || c === 'arrowup' || c === 'pageup' || c === 'backspace' || c === '8') {
      if (this.helpPage === 0) return this.m.beep();
      this.helpPage--;
      return this.m.invalidate();
    }
    if (c === ' ' || c === 'enter' || c === 'n' || c === 'arrowdown' || c === 'pagedown' || c === '2' || c === 'h') {
      if (this.helpPage >= last) return this.go(this.helpReturn);
      this.helpPage++;
      return this.m.invalidate();
    }
  }

  private keyGame(k: KeyInput) {
    const h = this.hand;
    if (!h) return this.go('logon');
    const s = h.state;
    if (isOver(s)) return this.leaveHand();
    if (k.key === 'Escape' && h.mode === 'free') {
      this.m.store.remove(SAVE_KEY);
      return this.leaveHand();
    }
    if (k.key === '?') return this.help(h);
    const ik = keyFor(k.key);
    if (ik === null) return;
    if (ik === 'help') {
      this.helpReturn = 'game';
      this.helpPage = 0;
      return this.go('help');
    }
    if (ik === 'redraw') {
      this.message = '';
      return this.m.invalidate();
    }
    const r = pressKey(s, ik);
    this.message = '';
    if (r.message) {
      this.say(r.message);
      return;
    }
    h.state = r.state;
    const m = r.move;
    if (m) {
      this.lastHint = null;
      const removed = h.state.discards.length;
      const bonus = (m.kind === 'remove' || m.kind === 'free') && BONUSES.some(([c]) => c === removed);
      this.m.play(m.kind === 'deal' ? 'deal' : bonus ? 'suit' : 'move');
      if (bonus) this.message = `Bonus! The ${removed}th card is off.`;
      if (m.kind === 'free') this.message = 'Free Card used.';
    }
    if (isOver(h.state)) this.endHand();
    else if (m) this.saveHand();
    if (m) this.solve();
    this.m.invalidate();
  }

  // ---------------------------------------------------------------- screen

  menus(): Menu[] | null {
    return null;
  }

  compose(t: Terminal) {
    const date = this.today;
    switch (this.view) {
      case 'title':
        return drawTitle(t, date);
      case 'logon':
        return drawLogon(t, {
          date,
          message: this.message,
          players: this.door.players.map((p) => ({
            name: p.name,
            pending: p.pending !== null,
            handsLeft: dayStatus(this.door, p.name, date, date).handsLeft,
          })),
        });
      case 'name':
        return drawInput(
          t,
          'LOG ON',
          ['Enter your name as you want it on the champions list (1-30 characters).', 'Returning players: type the name you used before.'],
          this.input?.value ?? '',
          NAME_MAX,
          this.input?.message ?? '',
          date,
        );
      case 'makeup':
        return drawInput(
          t,
          'MAKE-UP / PLAY-AHEAD DAY',
          [`Which day of ${monthOf(date)} do you want to play? (1-${daysInMonth(date)})`, 'An earlier day is a make-up day, a later one a play-ahead day.'],
          this.input?.value ?? '',
          2,
          this.input?.message ?? '',
          date,
        );
      case 'menu':
        return drawMenu(t, this.menuView());
      case 'game':
        return this.composeGame(t);
      case 'help':
        return drawHelp(t, this.helpPage);
      case 'champions':
        return drawChampions(t, championsView(this.door, date), date);
      case 'sysop': {
        drawSysop(t, this.door.settings, this.door.players.length, this.message, this.confirm?.text ?? null, date);
        if (this.input) {
          const label = this.input.kind === 'hands' ? 'Hands per day (1-10):' : 'Make-up days per day (0-31):';
          t.put(4, 16, label + ' ', 11).write(this.input.value + '_', 15, 4);
          if (this.input.message) t.put(4, 18, this.input.message.padEnd(60), 9);
        }
        return;
      }
      case 'goodbye':
        return drawGoodbye(t, this.player, date);
    }
  }

  private menuView() {
    const name = this.player ?? GUEST;
    const p = findPlayer(this.door, name);
    const today = dayStatus(this.door, name, this.today, this.today);
    const month = monthOf(this.today);
    const day = p?.days.find((d) => d.date === this.today);
    return {
      player: name,
      date: this.today,
      weekday: weekday(this.today),
      today,
      todayScore: day ? dayScore(day) : 0,
      monthTotal: p ? monthlyTotal(p, month) : 0,
      allTimeTotal: p ? allTimeTotal(p) : 0,
      days: (p?.days ?? [])
        .filter((d) => monthOf(d.date) === month)
        .sort((a, b) => (a.date < b.date ? -1 : 1))
        .map((d) => ({ date: d.date, playedOn: d.playedOn, hands: d.hands.length, score: dayScore(d), bonus: d.bonus })),
      message: this.message,
      winnableOnly: this.prefs.winnableOnly,
    };
  }

  private composeGame(t: Terminal) {
    const h = this.hand;
    if (!h) return drawLogon(t, { date: this.today, players: [], message: '' });
    const s = h.state;
    const over = isOver(s);
    const free = h.mode === 'free';
    let label = 'Free hand';
    if (!free && h.date) label = `${h.hand} of ${dayStatus(this.door, h.player, h.date, this.today).handsAllowed}`;
    drawGame(t, {
      s,
      player: h.player,
      date: h.date ?? this.today,
      handLabel: label,
      handsLeft: this.handsLeftNow(),
      message: this.message,
      winnable: this.winnable(),
      resultLines: over ? resultLines(this.result, s.discards.length, isWon(s), free) : [],
    });
  }

  draw(fb: Framebuffer, p: Platform) {
    this.compose(this.term);
    this.term.render(fb, p.font);
  }

  /** The terminal's text, as the player reads it (tests). */
  screenText(): string {
    this.compose(this.term);
    return this.term.text();
  }

  // ---------------------------------------------------------------- automation

  state(): unknown {
    const h = this.hand;
    if (h && (this.view === 'game' || this.view === 'help')) {
      return {
        ...toApiState(h.state, { player: h.player, handsLeft: this.handsLeftNow() }),
        screen: this.view,
        mode: h.mode,
        date: h.date,
        hand: h.hand,
        message: this.message,
        result: isOver(h.state) ? { ...(this.result ?? {}), removed: h.state.discards.length } : null,
        helpPage: this.view === 'help' ? this.helpPage : null,
        winnable: this.winnable(),
        hint: this.lastHint,
      };
    }
    const name = this.player;
    const st = name ? dayStatus(this.door, name, this.today, this.today) : null;
    return {
      game: GAME_ID,
      screen: this.view,
      player: name,
      date: this.today,
      handsLeft: st?.handsLeft ?? 0,
      handsAllowed: st?.handsAllowed ?? this.door.settings.handsPerDay,
      handsPlayed: st?.handsPlayed ?? 0,
      pending: name ? (findPlayer(this.door, name)?.pending ?? null) : null,
      settings: { ...this.door.settings },
      players: this.door.players.map((p) => p.name),
      champions: championsView(this.door, this.today),
      message: this.input?.message || this.message,
      input: this.input ? this.input.value : null,
      helpPage: this.view === 'help' ? this.helpPage : null,
      winnableOnly: this.prefs.winnableOnly,
      picking: this.picking,
    };
  }

  locate(target: string): Point | null {
    const m = /^row:([0-3])$/.exec(target);
    if (!m || this.view !== 'game' || !this.hand) return null;
    const r = Number(m[1]);
    const fb = this.m.fb;
    const o = Terminal.origin(fb);
    const col = topCardColumn(this.hand.state.rows[r]!.length);
    return { x: o.x + (col + 3) * CELL, y: o.y + (ROW_Y + 4 * r + 2) * CELL };
  }
}

export const gameModule: GameModule = {
  parseOptions(raw) {
    const options: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (v === undefined || v === null) continue;
      if (k === 'date') {
        if (!isDateString(v)) return { error: `date must be a real date YYYY-MM-DD` };
        options['date'] = v;
      } else if (k === 'sysop') {
        // the sysop's own entry to the door: straight to the configuration screen
        if (v === true || v === 1 || v === '1' || v === 'true' || v === '') options['sysop'] = true;
        else if (!(v === false || v === 0 || v === '0' || v === 'false')) return { error: 'sysop must be 1 or 0' };
      } else if (k === 'player') {
        const n = normalizeName(v);
        if (n === null) return { error: `player must be a name of 1-${NAME_MAX} characters` };
        options['player'] = n;
      }
    }
    return { options };
  },
  create: (m, opts) => new IdiotsDelightApp(m, opts),
};
