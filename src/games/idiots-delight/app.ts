/**
 * Idiot's Delight as a caller met the JNS Software door from an ST or Amiga terminal program: an
 * 80 x 25 ANSI text screen (ST medium resolution, Amiga hi-res), keyboard only, no menus. This is
 * the browser's side of the door (issue 49): its own log-on (the player list, keys.ts) and, once a
 * caller is in, the door's one controller (controller/door-controller.ts, the board's too) over
 * this program's port — the screen drawn into the framebuffer, the machine's beep and clock, the
 * records in IDELIGHT.DAT (local-records.ts over door-store.ts), the shell's free deals, and a
 * hand's side (hand-side.ts: sounds, Aids, the saved hand) and the browser's own keys
 * (browser-keys.ts: W, A, the sysop's E, the key row). Taps are taps.ts. The hand on screen is
 * played in the shell's GameSession (its log, its aid mark, "in progress", the advisor), which
 * writes it into the saved hands (IDELIGHT.SAV holds every player's pending hand beside the free one).
 */
import type { App, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import { C } from '../../core/colours';
import type { Platform } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../types';
import type { GameShell } from '../../shell/session';
import { Terminal } from './terminal';
import { idLog, isOver, type IDMove, type IDOptions } from './engine';
import { findPlayer, isDateString, normalizeName, type DoorRecord } from './door';
import { changeDoor, loadDoor, readDoor, storeBox } from './door-store';
import { dropHand, fromStored, keepHand, onScreen, toStored, NO_HANDS, type HandPlace, type HandSave, type SavedHands, type StoredHands } from './save';
import type { Saved } from '../../shell/envelope';
import { adviceSpec, IDAdvisor, SOLVER_FAILED } from './advisor';
import { GameSession } from '../../shell/game-session';
import { ID_OPTIONS } from './options';
import { readOptions } from '../../shell/options';
import { apiState, compose, textField, winnable, GAME_ID, GUEST } from './view';
import { askPassword, keyGoodbye, keyInput, keyLogon } from './keys';
import { browserHands, savedHandKeeper } from './hand-side';
import { locateDoor, tapDoor } from './taps';
import { BoardLine } from './board-dial';
import type { Watch } from '../../shell/watch';
import type { IDState } from './engine';
import { drawWatch, drawWatchKey, isWatchKey, watchKey, watchLast, watchPointer, watchState } from './watch';
import { DoorController } from './controller/door-controller';
import { ZONE } from './records';
import { dateInZone } from './calendar';
import { LocalRecords } from './controller/local-records';
import type { DoorPort, HandSide } from './controller/port';
import { drawExportKey, keyRow, menuKey, sysopKey } from './browser-keys';

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

/** Where a local door's applicant applied from, on the sysop's list. */
const LOCAL_FROM = 'this computer';

export class IdiotsDelightApp implements App {
  readonly id = GAME_ID;
  readonly screen = 'text' as const;
  readonly title = "Idiot's Delight";
  readonly background = C.BLACK; // the door's black paper (pen 0 of ST medium's four colours already)
  /** The door as loaded (repaired if need be); every screen reads it again as stored now (`door`). */
  private loaded: DoorRecord;
  /** The log-on's screen (the controller's once a caller is in: `view`). */
  private own: ScreenId = 'logon';
  private ownMessage = '';
  private ownInput: InputState | null = null;
  player: string | null = null;
  /** The door's one controller, once a caller is in (null on the log-on's screens). */
  ctl: DoorController | null = null;
  /** The controller's first screen being read in (its records answer later). */
  private starting: Promise<void> = Promise.resolve();
  /** The hand on screen: its log, its aid mark and "in progress" (hand-side.ts plays it there). */
  readonly session: GameSession<IDState, IDMove, IDOptions>;
  /** Where the hand on screen belongs in the saved hands (null: none is on screen). */
  place: HandPlace | null = null;
  /** Every hand being played (the save record). */
  saved: SavedHands = NO_HANDS;
  /** The winnable search's note for the free hand it found. */
  freeNote = '';
  /** The line to boards: on the 'board' and 'dial' screens it answers keys, taps, the screen and the snapshot first. */
  readonly line = new BoardLine(this);
  /** The last terminal drawn (tests read its text). */
  readonly term = new Terminal();
  readonly advisor: IDAdvisor;
  /** The door's records (IDELIGHT.DAT in the machine's store) as the controller reads them. */
  readonly records: LocalRecords;
  private readonly side: HandSide;
  /** A winnable free hand is being looked for (the shell's search; keys wait). */
  get picking(): boolean {
    return this.shell.winnable.searching;
  }
  disposed = false;
  /** What the last HELP (?) suggested: 'solver' or 'heuristic' (tests, automation). */
  lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null = null;
  /** Watch hook (watch.ts): the last hand played back over the menu, which waits untouched. */
  watch: Watch<IDState> | null = null;
  /** A launch's fixed date (tests, links); else the door's calendar. */
  private readonly fixedDate: string | null;

  constructor(
    readonly m: Machine,
    opts: LaunchOptions,
    readonly shell: GameShell,
  ) {
    this.session = new GameSession(shell, {
      rules: idLog,
      advice: adviceSpec(),
      changed: () => m.invalidate(),
      failed: () => this.say(SOLVER_FAILED, false),
      shown: () => this.hand !== null,
      // IDELIGHT.SAV holds every hand being played: the one on screen goes into its slot.
      record: (log, aided) => toStored(keepHand(this.saved, { ...this.place!, log, state: this.session.state, aided })),
    });
    this.advisor = new IDAdvisor(this.session.advisor, () => this.hand?.state ?? null);
    this.fixedDate = typeof opts['date'] === 'string' && isDateString(opts['date']) ? opts['date'] : null;
    this.loaded = loadDoor(m);
    this.records = new LocalRecords(storeBox(m.store), () => crypto.getRandomValues(new Uint8Array(32)), LOCAL_FROM, savedHandKeeper(this), (tz) =>
      m.store.write(ZONE, tz),
    );
    // The sysop's zone, else this computer's own.
    this.records.timeZone = m.store.read(ZONE) ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
    this.side = browserHands(this);
    const player = typeof opts['player'] === 'string' ? normalizeName(opts['player']) : null;
    this.launch = { deal: opts.deal, sysop: opts['sysop'] === true, direct: opts.direct, player };
    this.dialAtLaunch = () => this.line.open(opts);
  }

  /** Today: a launch's date, else today in the door's time zone. */
  get today(): string {
    return this.fixedDate ?? dateInZone(this.records.timeZone) ?? localDate();
  }

  /** IDELIGHT.DAT as stored now: what another window changed is shown and used. */
  get door(): DoorRecord {
    return readDoor(this.m) ?? this.loaded;
  }

  // ------------------------------------------------ the screen of the moment (the controller's once in)
  get view(): ScreenId {
    return this.ctl ? this.ctl.view : this.own;
  }
  get message(): string {
    return this.ctl ? this.ctl.message : this.ownMessage;
  }
  get input(): InputState | null {
    return this.ctl ? this.ctl.input : this.ownInput;
  }
  get confirm(): { text: string } | null {
    return this.ctl?.confirm ?? null;
  }
  get helpPage(): number {
    return this.ctl?.helpPage ?? 0;
  }
  get pick(): number {
    return this.ctl?.pick ?? 0;
  }
  get result() {
    return this.ctl?.result ?? null;
  }
  /** The hand on screen, as its session plays it (none on the door's other screens). */
  get hand(): HandSave | null {
    return this.ctl?.hand ? this.held() : null;
  }

  /** The hand in the session, in its place: also while the controller lets it go (hand-side's `left`). */
  held(): HandSave | null {
    const p = this.place;
    if (!p || !this.session.started) return null;
    return { ...p, log: this.session.log, state: this.session.state, aided: this.session.aided };
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
    // The free hand's mark may be the envelope's (a save from before its log's aid entry).
    if (!this.session.resume({ aided: resumed.aided, game: { log: resumed.log } })) return false;
    this.player = resumed.mode === 'door' ? resumed.player : null;
    // A resumed free hand ends back at the log-on (nobody logged on); a tournament hand at its player's menu.
    const ctl = this.open(resumed.player, false, resumed.mode === 'free' ? 'side' : 'menu');
    const { mode, player, date, hand } = resumed;
    this.place = { mode, player, date, hand };
    ctl.hand = { mode, date, hand, state: this.session.state };
    ctl.view = 'game';
    this.persist();
    this.solve();
    this.starting = ctl.start();
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
      this.player = player;
      const ctl = this.open(player ?? GUEST, false, 'side');
      ctl.playFree(deal);
      this.starting = ctl.start();
    } else if (sysop) {
      askPassword(this, null, 'sysop');
    } else if (direct && player !== null) {
      // The player's password first: a link must not let anyone play under another's name.
      askPassword(this, player, 'play');
    } else this.own = direct ? 'logon' : 'title';
    if (this.view === 'title') this.m.play('title');
    this.dialAtLaunch();
  }

  // ---------------------------------------------------------------- the caller is in

  /** The door's controller for `name` (the sysop: `sysop`), over this program's port. */
  private open(name: string, sysop: boolean, home: 'menu' | 'side', greeting = ''): DoorController {
    const ctl = new DoorController(this.port(), { name, sysop }, greeting, home);
    // What the first screen needs, known here at once (the records' answers come after: start).
    const door = this.door;
    ctl.today = this.today;
    ctl.record = door;
    ctl.settings = { ...door.settings, timeZone: this.records.timeZone, accounts: door.accounts };
    this.ctl = ctl;
    return ctl;
  }

  /** The log-on's password passed (keys.ts): the controller takes the caller from here. */
  enter(name: string | null, then: 'menu' | 'play' | 'sysop', message: string, sysop = false) {
    if (name === null) {
      const ctl = this.open('Sysop', true, 'side', message);
      ctl.view = 'sysop';
      this.starting = ctl.start();
      return this.m.invalidate();
    }
    const pname = findPlayer(this.door, name)?.name ?? name;
    this.player = pname;
    const ctl = this.open(pname, sysop, 'menu', message);
    this.starting = ctl.start().then(() => {
      if (then === 'play') ctl.keys([{ key: 'p' }]);
    });
    this.m.invalidate();
  }

  /** Back at the log-on (goodbye's L, the end of the sysop's visit or of a link's free hand). */
  private back() {
    this.ctl = null;
    this.place = null;
    this.player = null;
    this.go('logon');
  }

  /** This program's side of the door's one controller. */
  private port(): DoorPort {
    return {
      records: this.records,
      draw: () => {
        this.tell();
        this.m.invalidate();
      },
      beep: () => this.m.beep(),
      hangUp: () => void this.shell.quit(),
      today: () => this.today,
      now: () => Date.now(),
      freeDeal: () => this.freeDeal(),
      hand: this.side,
      menuExtras: (t) => drawWatchKey(this.m, t),
      menuFlags: () => ({ winnableOnly: this.shell.winnableOnly(), aids: this.shell.aids }),
      menuKey: (k) => menuKey(this, k),
      sysopExtras: (t, on) => drawExportKey(t, on),
      sysopKey: (k) => sysopKey(this, k),
      back: () => this.back(),
      keyRow,
      // Bad input gets a clear answer on the screen; what went wrong behind it goes to the console.
      log: (line) => console.error(line),
    };
  }

  /** The line the door said last, told once to automation's events() (what the player perceived). */
  private told = '';
  private tell() {
    const ctl = this.ctl;
    const text = ctl ? ctl.input?.message || ctl.message : '';
    if (text && text !== this.told) this.m.message(text);
    this.told = text;
  }

  /**
   * A free hand's deal: a random one, or with "winnable free hands only" the shell's winnable-deal
   * search from a random start (null: given up). Tournament hands never come through here.
   */
  private async freeDeal(): Promise<number | null> {
    const first = this.shell.randomDeal();
    if (!this.shell.winnableOnly()) return first;
    if (this.ctl) this.ctl.message = 'Shuffling for a hand that can be won ...';
    this.m.invalidate();
    const search = this.shell.winnable.run(first, (d) => this.advisor.prove(d));
    this.searchBegun();
    const found = await search;
    if (!found || this.disposed) return null;
    this.freeNote = found.note ?? '';
    return found.deal;
  }

  // ---------------------------------------------------------------- records
  /**
   * Change the door record (door-store.ts: as stored now, under its lock, so another window's
   * player, hand or password is kept). `after` runs once written; a DoorError is said instead.
   */
  changeDoor(change: (rec: DoorRecord) => DoorRecord, after?: () => void) {
    changeDoor(this.m, change, (rec, failed) => {
      this.loaded = rec;
      if (this.disposed) return;
      if (failed !== null) this.say(failed);
      else after?.();
      this.m.invalidate();
    });
  }

  /** The saved tournament hands that are still their players' pending hands (the sysop may have reset the players). */
  private pendingOnly(s: SavedHands): SavedHands {
    let out = s;
    const door = this.door;
    for (const h of s.door) {
      const pd = findPlayer(door, h.player)?.pending;
      if (!pd || pd.date !== h.date || pd.hand !== h.hand || pd.deal !== h.state.deal) out = dropHand(out, h);
    }
    return out;
  }

  persist() {
    const s = this.saved;
    if (s.door.length === 0 && !s.free) this.shell.clear();
    else {
      const { game, aided } = toStored(s);
      this.shell.save(game, aided);
    }
  }

  /** The hand on screen kept in its slot of the saved hands, and written by its session. */
  saveHand() {
    const h = this.hand;
    if (!h) return;
    this.saved = keepHand(this.saved, h);
    this.session.save({});
  }

  // ---------------------------------------------------------------- what keys.ts sets
  setInput(input: InputState | null) {
    this.ownInput = input;
  }

  setPlayer(name: string | null) {
    this.player = name;
  }

  // ---------------------------------------------------------------- flow
  /** One of the program's own screens (the log-on's, a call's): a caller in the door leaves it, a
   *  tournament hand kept where it was (a link's bbs= calls over a resumed hand, say). */
  go(v: ScreenId, message = '') {
    const ctl = this.ctl;
    if (ctl) {
      this.ctl = null;
      this.place = null;
      this.advisor.stop();
      void ctl.hangUp();
    }
    this.own = v;
    this.ownMessage = message;
    this.m.invalidate();
  }

  say(text: string, refuse = true) {
    if (this.ctl) this.ctl.message = text;
    else this.ownMessage = text;
    this.told = text;
    if (refuse) this.m.beep();
    this.m.message(text);
    this.m.invalidate();
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

  // ---------------------------------------------------------------- keys

  /**
   * Resolves once every key and tap given so far has been answered (tests, automation): a key's
   * answer may wait on the door's records, so the screen is read after this, not straight after
   * the key.
   */
  async idle(): Promise<void> {
    await this.starting;
    const ctl = this.ctl;
    if (!ctl || this.picking) return;
    // A winnable deal being looked for is no key's answer: keys wait meanwhile (`picking`).
    const begun = new Promise<void>((r) => (this.searchBegun = r));
    await Promise.race([ctl.answered(), begun]);
  }

  /** Told when a winnable deal's search begins (idle). */
  private searchBegun: () => void = () => undefined;

  key(k: KeyInput) {
    // Watch hooks: its keys while watching; the menu's R opens it.
    if (this.watch) return watchKey(this.watch, k);
    if (this.view === 'menu' && isWatchKey(this.m, k)) return void watchLast(this);
    if (this.line.key(k)) return;
    if (this.picking) return;
    if (k.ctrl) return this.ctrlKey(k);
    if (k.alt) return;
    if (this.ctl) return this.ctl.keys([{ key: k.key }]);
    switch (this.own) {
      case 'title':
        return this.go('logon');
      case 'logon':
        return keyLogon(this, k);
      case 'name':
      case 'password':
        return keyInput(this, k);
      case 'champions':
        return this.go('logon');
      case 'goodbye':
        return keyGoodbye(this, k);
    }
  }

  /** Ctrl+X leaves for the desktop; Ctrl+N deals a free hand (asking first if one is being played). */
  private ctrlKey(k: KeyInput) {
    const c = k.key.toLowerCase();
    if (c === 'x') return void this.shell.quit();
    const ctl = this.ctl;
    if (c !== 'n' || !ctl || (ctl.view !== 'menu' && ctl.view !== 'game')) return;
    if (this.hand?.mode === 'door' && !isOver(this.hand.state)) return this.say('Finish this tournament hand first.');
    void this.shell.confirmNewGame().then((ok) => {
      if (!ok || this.disposed || this.ctl !== ctl) return;
      ctl.act(async () => {
        const deal = await this.freeDeal();
        if (deal !== null) ctl.playFree(deal);
      });
    });
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
