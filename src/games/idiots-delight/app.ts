/**
 * Idiot's Delight as a caller met the JNS Software door from an ST or Amiga terminal program: an
 * 80 x 25 ANSI text screen (ST medium resolution, Amiga hi-res), keyboard only, no menus. The
 * door around the hands (players, days, champions, sysop) is door.ts, one hand engine.ts; the
 * door's screens are drawn by screens.ts from view.ts and answer keys.ts; a hand's keys are
 * hand-input.ts, taps on every screen taps.ts. This file holds the flow: records, starting, playing and ending hands, and
 * the shell's questions.
 */
import type { App, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import { C } from '../../core/colours';
import type { Platform } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../types';
import type { GameShell } from '../../shell/session';
import { Terminal } from './terminal';
import { idEngine, isOver, isWon, type IDMove } from './engine';
import { dayStatus, findPlayer, finishHand, isDateString, normalizeName, startHand, withDealSecret, type DoorRecord, type HandResult } from './door';
import { n, plural, resultLines } from './screens';
import { EVERY_VARIANT } from '../../shell/winnable-prefs';
import { changeDoor, loadDoor, readDoor } from './door-store';
import {
  dealHand, doorHandOf, dropHand, fromStored, keepHand, logAid, onScreen, toStored, NO_HANDS, type HandSave, type SavedHands, type StoredHands,
} from './save';
import type { Saved } from '../../shell/envelope';
import { IDAdvisor } from './advisor';
import { ID_OPTIONS } from './options';
import { readOptions } from '../../shell/options';
import { apiState, compose, textField, winnable, GAME_ID, GUEST } from './view';
import { askPassword, type Confirm, keyApplicants, keyConfirm, keyGoodbye, keyHelp, keyInput, keyLogon, keyMenu, keySysop } from './keys';
import { keyHand } from './hand-input';
import { locateDoor, tapDoor } from './taps';
import { BoardLine } from './board-dial';
import type { Watch } from '../../shell/watch';
import type { IDState } from './engine';
import { drawWatch, drawWatchKey, isWatchKey, keepLast, watchKey, watchLast, watchPointer, watchState } from './watch';

export { positionKey, byKeys } from './engine';
export { budgets, SOLVE_BUDGET, PICK_BUDGET } from './advisor';
export { GAME_ID, GUEST, type Winnable } from './view';

export type { ScreenId, InputState, PasswordStep } from './screen-state';
import type { ScreenId, InputState } from './screen-state';

/** Today as the player's computer sees it: local YYYY-MM-DD. */
export function localDate(d = new Date()): string {
  const p = (v: number) => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}


export class IdiotsDelightApp implements App {
  readonly id = GAME_ID;
  readonly screen = 'text' as const;
  readonly title = "Idiot's Delight";
  readonly background = C.BLACK; // the door's black paper (pen 0 of ST medium's four colours already)
  door: DoorRecord;
  readonly today: string;
  view: ScreenId = 'logon';
  player: string | null = null;
  /** The hand on screen. */
  hand: HandSave | null = null;
  /** Every hand being played (the save record). */
  private saved: SavedHands = NO_HANDS;
  result: HandResult | null = null;
  message = '';
  helpPage = 0;
  helpReturn: ScreenId = 'game';
  input: InputState | null = null;
  confirm: Confirm | null = null;
  /** The applicant chosen on the sysop's list. */
  pick = 0;
  /** The line to boards: on the 'board' and 'dial' screens it answers keys, taps, the screen and the snapshot first. */
  readonly line = new BoardLine(this);
  /** The last terminal drawn (tests read its text). */
  readonly term = new Terminal();
  readonly advisor: IDAdvisor;
  /** A winnable free hand is being looked for (the shell's search; keys wait). */
  get picking(): boolean {
    return this.shell.winnable.searching;
  }
  disposed = false;
  /** Where a free hand returns: the log-on (a direct launch) or the player's menu. */
  private freeReturn: ScreenId = 'logon';
  /** What the last HELP (?) suggested: 'solver' or 'heuristic' (tests, automation). */
  lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;
  /** Watch hook (watch.ts): the last hand played back over the menu, which waits untouched. */
  watch: Watch<IDState> | null = null;
  /** Watch hook: the menu's [R] when a last hand is kept (view.ts compose, as the controller's port's menuExtras). */
  readonly menuExtras = (t: Terminal) => drawWatchKey(this.m, t);

  constructor(
    readonly m: Machine,
    opts: LaunchOptions,
    readonly shell: GameShell,
  ) {
    this.advisor = new IDAdvisor(shell, () => this.hand?.state ?? null, () => m.invalidate(), (text) => this.say(text, false));
    this.today = typeof opts['date'] === 'string' && isDateString(opts['date']) ? opts['date'] : localDate();
    this.door = loadDoor(m);
    shell.inProgress = () => this.hand !== null && !isOver(this.hand.state);
    const player = typeof opts['player'] === 'string' ? normalizeName(opts['player']) : null;
    this.launch = { deal: opts.deal, sysop: opts['sysop'] === true, direct: opts.direct, player };
    this.dialAtLaunch = () => this.line.open(opts);
  }

  /**
   * A link's bbs= (or a page served by a board) calls once the program has resumed or begun, so
   * the call's 'board' screen is not replaced by the screen begin() opens.
   */
  private readonly dialAtLaunch: () => void;

  /** How the program was started: what `begin` opens. */
  private readonly launch: { deal: number | undefined; sysop: boolean; direct: boolean; player: string | null };

  /** Take up the hand that was on screen (the shell's resume-or-start, shell/resume.ts). */
  resume(saved: Saved<unknown>): boolean {
    this.saved = this.pendingOnly(fromStored(saved as Saved<StoredHands>));
    const resumed = onScreen(this.saved);
    if (!resumed || isOver(resumed.state)) return false;
    this.hand = resumed;
    this.player = resumed.player;
    this.view = 'game';
    this.persist();
    this.solve();
    this.dialAtLaunch();
    return true;
  }

  /**
   * Not resuming (the player chose "New game", or a fresh start was asked for): a free hand is
   * given up; a tournament hand stays its player's pending hand, as the door's rules say.
   */
  begin(saved: Saved<unknown> | null) {
    this.saved = this.pendingOnly(saved ? fromStored(saved as Saved<StoredHands>) : NO_HANDS);
    const free = this.saved.free;
    if (free) this.saved = dropHand(this.saved, free);
    this.saved = { ...this.saved, current: null };
    this.persist();
    const { deal, sysop, direct, player } = this.launch;
    if (deal !== undefined) {
      this.startFree(player ?? GUEST, deal);
    } else if (sysop) {
      askPassword(this, null, 'sysop');
    } else if (direct && player !== null) {
      // The player's password first: a link must not let anyone play under another's name.
      askPassword(this, player, 'play');
    } else this.view = direct ? 'logon' : 'title';
    if (this.view === 'title') this.m.play('title');
    this.dialAtLaunch();
  }

  // ---------------------------------------------------------------- records
  /**
   * Change the door record (door-store.ts: as stored now, under its lock, so another window's
   * player, hand or password is kept). `after` runs once written; a DoorError is said instead.
   */
  changeDoor(change: (rec: DoorRecord) => DoorRecord, after?: () => void) {
    changeDoor(this.m, change, (rec, failed) => {
      this.door = rec;
      this.dropStaleHands();
      if (this.disposed) return;
      if (failed !== null) this.say(failed);
      else after?.();
      this.m.invalidate();
    });
  }

  /** The door as stored now: read again before each key, so what another window changed is shown and used. */
  refreshDoor() {
    this.door = readDoor(this.m) ?? this.door;
  }
  private dropStaleHands() {
    const kept = this.pendingOnly(this.saved);
    if (kept.door.length !== this.saved.door.length) {
      this.saved = kept;
      this.persist();
    }
  }

  /** The saved tournament hands that are still their players' pending hands (the sysop may have reset the players). */
  private pendingOnly(s: SavedHands): SavedHands {
    let out = s;
    for (const h of s.door) {
      const pd = findPlayer(this.door, h.player)?.pending;
      if (!pd || pd.date !== h.date || pd.hand !== h.hand || pd.deal !== h.state.deal) out = dropHand(out, h);
    }
    return out;
  }

  private persist() {
    const s = this.saved;
    if (s.door.length === 0 && !s.free) this.shell.clear();
    else {
      const { game, aided } = toStored(s);
      this.shell.save(game, aided);
    }
  }

  saveHand() {
    if (!this.hand) return;
    // a hand just marked (HELP's first use) says so in its log
    logAid(this.hand);
    this.saved = keepHand(this.saved, this.hand);
    this.persist();
  }

  // ---------------------------------------------------------------- what keys.ts and hand-input.ts set
  setInput(input: InputState | null) {
    this.input = input;
  }

  setPlayer(name: string | null) {
    this.player = name;
  }

  setConfirm(c: Confirm | null) {
    this.confirm = c;
  }

  setMessage(text: string) {
    this.message = text;
  }

  setLastHint(hint: { move: IDMove; from: 'solver' | 'heuristic' } | null) {
    this.lastHint = hint;
  }

  setPick(i: number) {
    this.pick = i;
  }

  setHelp(page: number, back?: ScreenId) {
    this.helpPage = page;
    if (back !== undefined) this.helpReturn = back;
  }

  // ---------------------------------------------------------------- flow
  go(v: ScreenId, message = '') {
    this.view = v;
    this.message = message;
    this.m.invalidate();
  }

  say(text: string, refuse = true) {
    this.message = text;
    if (refuse) this.m.beep();
    this.m.message(text);
    this.m.invalidate();
  }

  private startFree(player: string, deal: number, back: ScreenId = 'logon', message = '') {
    this.player = player;
    this.result = null;
    this.freeReturn = back;
    this.hand = { mode: 'free', player, date: null, hand: 0, ...dealHand(deal), aided: false };
    this.saveHand();
    this.go('game', message);
    this.m.play('deal');
    this.solve();
  }

  /**
   * A free (practice) hand from the menu: a random deal, or with "winnable free hands only" the
   * shell's winnable-deal search from a random start. Tournament hands never come through here.
   */
  async freeHand(): Promise<void> {
    const player = this.player ?? GUEST;
    const first = this.shell.randomDeal();
    if (!this.shell.winnableOnly()) return this.startFree(player, first, 'menu');
    this.message = 'Shuffling for a hand that can be won ...';
    const found = await this.shell.winnable.run(first, (d) => this.advisor.prove(d));
    if (!found || this.disposed) return;
    this.startFree(player, found.deal, 'menu', found.note ?? '');
    if (found.note) this.m.message(found.note);
  }

  setWinnableOnly(on: boolean) {
    this.shell.setWinnableOnly(EVERY_VARIANT, on);
    this.go('menu', on ? 'Free hands: only ones that can be won.' : 'Free hands: any shuffle.');
  }

  // ---------------------------------------------------------------- aids

  /**
   * Whether the hand on screen offers the modern aids (CAN WIN, HELP ?): only with the collection's
   * Aids on, and never on a tournament hand, whose score is compared with every other caller's.
   */
  aidsOffered(h: HandSave | null = this.hand): boolean {
    return h !== null && h.mode === 'free' && this.shell.aids;
  }

  /** Ask the solver about the position on screen, only when aids are offered (none runs otherwise). */
  solve() {
    if (this.aidsOffered()) this.advisor.solve();
    else this.advisor.stop();
  }

  /** The page bar's (or a URL's) Aids switch: start or stop the search, show or hide CAN WIN. */
  aidsChanged() {
    this.solve();
    this.m.invalidate();
  }

  dispose() {
    this.line.hangUp();
    this.disposed = true;
    this.shell.winnable.cancel();
    this.advisor.dispose();
    this.m.busy = false;
  }

  /** Start (or resume) a hand of tournament day `date` for the logged-on player. */
  playDay(date: string) {
    const name = this.player;
    if (!name) return;
    const st = dayStatus(this.door, name, date, this.today);
    if (!st.playable) return this.say(st.reason ?? 'That day cannot be played.');
    let started!: ReturnType<typeof startHand>;
    this.changeDoor(
      // The browser's own deal secret is made with its first hand (crypto.getRandomValues, as the
      // passwords' salts are): the door stays pure, and this browser's deals are its own.
      (rec) => (started = startHand(withDealSecret(rec, () => crypto.getRandomValues(new Uint8Array(32))), name, date, this.today)).record,
      () => this.dealDay(name, started),
    );
  }

  /** The hand the door has just given `name` (new, or the pending one resumed). */
  private dealDay(name: string, started: ReturnType<typeof startHand>) {
    const pname = findPlayer(this.door, name)!.name;
    this.player = pname;
    this.result = null;
    let game = dealHand(started.deal);
    let msg = '';
    if (started.resumed) {
      // The hand as it was left (its own slot of the save: a free hand never writes over it).
      const save = doorHandOf(this.saved, pname);
      if (save && save.date === started.date && save.hand === started.hand && save.state.deal === started.deal) game = { log: save.log, state: save.state };
      msg = `Your unfinished hand of ${started.date}, hand ${started.hand}.`;
    }
    this.hand = { mode: 'door', player: pname, date: started.date, hand: started.hand, ...game, aided: false };
    this.saveHand();
    this.go('game', msg);
    this.m.play('deal');
    this.solve();
  }

  endHand() {
    const h = this.hand;
    if (!h) return;
    const s = h.state;
    if (h.mode === 'door') {
      // The hand stays saved until the door has recorded it: a reload meanwhile finds it again.
      let r!: ReturnType<typeof finishHand>;
      return this.changeDoor(
        (rec) => (r = finishHand(rec, h.player, s)).record,
        () => {
          this.result = r.result;
          if (r.result.dailyChampion) this.m.message(resultLines(r.result, s.discards.length, isWon(s), false).join(' '));
          this.handOver(h);
        },
      );
    }
    this.handOver(h);
  }

  private handOver(h: HandSave) {
    const s = h.state;
    this.saved = dropHand(this.saved, h);
    this.persist();
    // Watch hook: kept to be watched again, after its score (a log that cannot be kept costs no score).
    void keepLast(this.m, h.log);
    this.m.play(isWon(s) || (this.result?.extraHandsWon ?? 0) > 0 ? 'win' : 'lose');
    this.m.message(`Hand over: ${plural(s.discards.length, 'card')} removed, ${n(idEngine.score(s))} points.`);
  }

  /** Escape on a free hand: it does not count and is not kept. */
  abandonFree(h: HandSave) {
    this.saved = dropHand(this.saved, h);
    this.persist();
    this.leaveHand();
  }

  /** After the result: back to the door's main menu (or the log-on after a free hand). */
  leaveHand() {
    const free = this.hand?.mode === 'free';
    this.hand = null;
    this.result = null;
    this.go(free ? (this.player && this.freeReturn === 'menu' ? 'menu' : 'logon') : 'menu');
  }

  // ---------------------------------------------------------------- keys

  /**
   * Resolves once every key and tap given so far has been answered (tests, automation): a key's
   * answer may wait on the door's records, so the screen is read after this, not straight after
   * the key.
   */
  idle(): Promise<void> {
    return Promise.resolve();
  }

  key(k: KeyInput) {
    // Watch hooks: its keys while watching; the menu's R opens it.
    if (this.watch) return watchKey(this.watch, k);
    if (this.view === 'menu' && isWatchKey(this.m, k)) return void watchLast(this);
    if (this.line.key(k)) return;
    if (this.picking) return;
    this.refreshDoor();
    if (k.ctrl) return this.ctrlKey(k);
    if (k.alt) return;
    switch (this.view) {
      case 'title':
        return this.go('logon');
      case 'logon':
        return keyLogon(this, k);
      case 'name':
      case 'password':
      case 'makeup':
        return keyInput(this, k);
      case 'menu':
        return keyMenu(this, k);
      case 'game':
        return keyHand(this, k);
      case 'help':
        return keyHelp(this, k);
      case 'champions':
        return this.go(this.player ? 'menu' : 'logon');
      case 'sysop':
        return this.confirm ? keyConfirm(this, k) : this.input ? keyInput(this, k) : keySysop(this, k);
      case 'applicants':
        return keyApplicants(this, k);
      case 'goodbye':
        return keyGoodbye(this, k);
    }
  }

  /** Ctrl+X leaves for the desktop; Ctrl+N deals a free hand (asking first if one is being played). */
  private ctrlKey(k: KeyInput) {
    const c = k.key.toLowerCase();
    if (c === 'x') return void this.shell.quit();
    if (c !== 'n' || (this.view !== 'menu' && this.view !== 'game')) return;
    if (this.hand?.mode === 'door' && !isOver(this.hand.state)) return this.say('Finish this tournament hand first.');
    void this.shell.confirmNewGame().then((ok) => {
      if (ok && !this.disposed) return this.freeHand();
    });
  }

  /**
   * L, then Y: the caller logs off in the middle of a hand. A tournament hand stays the player's
   * pending hand, saved where it was (P resumes it at the next log-on); a free hand is let go.
   */
  logOff() {
    const h = this.hand;
    if (!h) return;
    this.saved = h.mode === 'door' ? { ...keepHand(this.saved, h), current: null } : dropHand(this.saved, h);
    this.persist();
    this.advisor.stop();
    this.hand = null;
    this.result = null;
    this.go('goodbye', h.mode === 'door' ? `Hand ${h.hand} of ${h.date} is saved for your next call.` : '');
  }

  // ---------------------------------------------------------------- screen

  menus(): Menu[] | null {
    return null;
  }

  draw(fb: Framebuffer, p: Platform) {
    if (this.watch) return drawWatch(this.watch, this.term), this.term.render(fb, p.font); // Watch hook
    if (this.line.draw(fb, p)) return;
    compose(this, this.term);
    this.term.render(fb, p.font);
  }

  /** The terminal's text, as the player reads it (tests). */
  screenText(): string {
    if (this.watch) return drawWatch(this.watch, this.term), this.term.text(); // Watch hook
    const call = this.line.term();
    if (call) return call.text();
    compose(this, this.term);
    return this.term.text();
  }

  /** The CAN WIN line's word (automation, tests). */
  winnable() {
    return winnable(this);
  }

  /** The hand on screen as its log (none while the board's terminal is up, or on the door's other screens). */
  log() {
    return this.view === 'game' && this.hand ? this.hand.log : null;
  }

  state(): unknown {
    const call = this.line.state();
    if (call) return call;
    this.refreshDoor();
    // Watch hook: the door's screen as it waits, and the playback.
    if (this.watch) return { ...(apiState(this) as object), board: null, watch: watchState(this.watch) };
    return { ...(apiState(this) as object), board: null };
  }

  /** Watch hook: play moves on at its speed (the door itself has no clock). */
  tick(now: number) {
    this.watch?.tick(now);
  }

  pointerDown(pt: Point, b: 'left' | 'right') {
    if (this.watch) return watchPointer(this.watch, this.m, pt, b); // Watch hook
    if (this.line.pointerDown(pt, b)) return;
    this.refreshDoor();
    tapDoor(this, pt, b);
  }

  locate(target: string): Point | null {
    const onCall = this.line.locate(target);
    return onCall !== undefined ? onCall : locateDoor(this, target);
  }

  textField() {
    const onCall = this.line.textField();
    return onCall !== undefined ? onCall : textField(this);
  }
}

export const gameModule: GameModule = {
  parseOptions: (raw) => readOptions("Idiot's Delight", ID_OPTIONS, raw),
  create: (m, opts, shell) => new IdiotsDelightApp(m, opts, shell),
};
