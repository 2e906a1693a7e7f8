/**
 * Spider's screen on the ST and the Amiga (SPIDER.DOC's "PROGRAM CONTROL"): left button plays,
 * right button pops up the control panel (HELP, DEAL, UNDO, INFO, VIEW, QUIT); no menu bar on
 * either machine. The app keeps game state only (engine state, clock, VIEW split in board lines)
 * and derives every pixel from the platform and the screen size at draw time. What every game
 * shares (the save, quitting, the deal prompt, random deals) is the shell's; the game's life (its
 * log, the Aids mark, "in progress", the winnable start, the solver's advice) its GameSession's.
 */
import type { App, Button, KeyInput, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import { C } from '../../core/colours';
import type { Platform, PointerKind } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../types';
import type { GameShell } from '../../shell/session';
import type { Verdict } from '../../shell/advice';
import {
  canDeal, canHelp, completedSuits, dealRefusal, hint, spiderScore, status, undoCheats,
  type SpiderMove, type SpiderOptions, type SpiderRules, type SpiderState, type SpiderSuits,
} from './engine';
import { geometry, titleBar, type Geo } from './layout';
import { fitSplit, type Split } from './view';
import { COMMANDS, wrapText, type ButtonLook, type Command } from './panel';
import { drawArrow, drawBoard, drawInfo, drawMessage, drawPanel, drawPickLine, formatTime } from './screen';
import { drawOptions, type OptionsModel } from './options';
import { SOLVER_FAILED, SPIDER_ADVICE, type SpiderAdvisor } from './advice';
import { WINNABLE_TRIES } from '../../shell/advice';
import type { SpiderSave } from './save';
import type { Saved } from '../../shell/envelope';
import { GameSession } from '../../shell/game-session';
import type { DailyMark } from '../../shell/envelope';
import { boardHere, startDaily } from '../../shell/daily/here';
import { spiderLog } from './log';
import { lostFlow, quit, wonFlow } from './ending';
import { key, pointerDown } from './input';
import { apiState, locateIn } from './automation';
import { arrowEnds } from './arrow';
import { SPIDER_OPTIONS } from './params';
import { readOptions } from '../../shell/options';
import { byOneClick } from './hint';
import { clickPath, describeClicks } from './helpclicks';
import type { Watch } from '../../shell/watch';
import { drawWatch, hpWatch, watchLast, watchState } from './watch';
import type { HpWatch } from './hitparade';

export { formatTime } from './screen';

/** SPIDER.DOC: HELP "is disabled if there are empty columns"; said, not just beeped. */
export const HELP_REFUSAL = ['HELP is disabled while', 'a column is empty.'];
/** The clock is written to the save this often while it runs (moves save at once). */
const CLOCK_SAVE_MS = 5000;
/** A frame gap longer than this (a sleeping tab) is not counted as play. */
const MAX_FRAME_MS = 1000;

export class SpiderApp implements App {
  readonly id = 'spider';
  readonly screen = 'graphics' as const;
  readonly title = 'Spider';
  readonly background = C.FELT;
  mode: 'options' | 'board' = 'board';
  options: OptionsModel;
  /** The game's life (its log, the Aids mark, the advice): the position on screen is its log's replay. */
  readonly session: GameSession<SpiderState, SpiderMove, SpiderOptions, SpiderSave>;
  get s(): SpiderState {
    return this.session.state;
  }
  get gameId(): string {
    return this.session.log.id;
  }
  elapsed = 0;
  split: Split | null = null;
  /** VIEW waiting for its lines (the pointer is the cross); `first` = the first line chosen. */
  picking: { first: number | null } | null = null;
  panel = false;
  info = false;
  msg: string[] | null = null;
  arrow: SpiderMove | null = null;
  announced = false;
  hpEntered = false;
  /** A modern aid was used in this game (its log says so): its score stays out of the Hit Parade. */
  get aided(): boolean {
    return this.session.aided;
  }
  over = false;
  /** The game was left by QUIT: nothing more is saved. */
  finished = false;
  /** QUIT is asking or entering the Hit Parade: the board takes no input. */
  quitting = false;
  private disposed = false;
  private lastTick = -1;
  private sinceSave = 0;
  /** The session's Advisor on Spider's positions (asked only while Aids are on). */
  get advisor(): SpiderAdvisor {
    return this.session.advisor;
  }
  /** Where the last HELP answer came from. */
  helpFrom: 'solver' | 'heuristic' | null = null;
  /** "Winnable deals only" is drawing deals (the shell's search): the try being searched (1-based), else 0. */
  get searching(): number {
    return this.session.tries;
  }
  /** A game being watched again (watch.ts): drawn instead of the game in progress, which waits untouched. */
  watch: Watch<SpiderState> | null = null;
  /** The deal number on the options screen was typed by the player: never changed. */
  dealTyped = false;

  constructor(
    readonly m: Machine,
    opts: LaunchOptions,
    readonly shell: GameShell,
  ) {
    // A finished game whose score waits for the Hit Parade is unfinished business too (the session's rule).
    this.session = new GameSession(shell, {
      rules: spiderLog,
      advice: SPIDER_ADVICE,
      changed: () => m.invalidate(),
      failed: () => this.showMessage(SOLVER_FAILED),
      shown: () => this.mode === 'board' && !this.finished,
    });
    const rules: SpiderRules = opts.rules === 'gnome' ? 'gnome' : 'st';
    const suits: SpiderSuits = opts.suits === 1 || opts.suits === 2 ? opts.suits : 4;
    const explicit = typeof opts.deal === 'number';
    const deal = explicit ? (opts.deal as number) : shell.randomDeal();
    this.options = { rules, suits, deal, winnable: this.winnableFor(suits), status: null };
    // A game asked for directly (or one to resume that could not be) skips the options screen.
    this.launch = { direct: opts.direct || opts.resume, explicit };
    // Today's deal is offered once a board is known to have served the page.
    void boardHere().then((b) => {
      if (!b || this.disposed) return;
      this.board = b;
      this.options.daily = true;
      m.invalidate();
    });
  }

  /** The board that served this page (its origin), once known: its daily deals are offered. */
  private board: string | null = null;

  /**
   * Today's deal from the board in the rules and suits chosen: a game in progress is ended only if
   * the player says so; the board signs the player on when needed; the game is marked daily.
   */
  async todaysDeal(): Promise<void> {
    if (!this.board || this.searching) return this.m.beep();
    if (!(await this.shell.confirmNewGame())) return;
    const { rules, suits } = this.options;
    const d = await startDaily(this.m, this.board, 'spider', { rules, suits });
    if (!d || this.disposed) return;
    this.start(d.deal, rules, suits, d.mark);
    this.showMessage([`Today's deal (${d.mark.date}):`, 'your score goes to the board.']);
  }

  private readonly launch: { direct: boolean; explicit: boolean };

  /** A new game as launched (the shell's resume-or-start, shell/resume.ts): the options screen, or a deal. */
  begin() {
    const { rules, suits, deal } = this.options;
    if (!this.launch.direct) this.mode = 'options';
    else if (this.launch.explicit || !this.winnableFor(suits)) this.start(deal, rules, suits);
    else {
      // searching for a winnable deal: the options screen shows the search meanwhile
      this.mode = 'options';
      void this.newDeal(deal, rules, suits, false);
    }
  }

  /** "Winnable deals only" is the shell's, kept per suit count. */
  winnableFor(suits: SpiderSuits): boolean {
    return this.shell.winnableOnly(String(suits));
  }

  setWinnable(suits: SpiderSuits, on: boolean) {
    this.shell.setWinnableOnly(String(suits), on);
    this.options.winnable = on;
  }

  // ---- the solver ----
  /** Whether the current position can still be won, as far as the solver knows. */
  winnability(): Verdict {
    return this.advisor.current(this.s)?.v ?? (this.shell.aids ? 'thinking' : 'unknown');
  }

  /** The solver's winning line from this position (empty when it has none). */
  winningLine(): SpiderMove[] {
    return this.advisor.line(this.s);
  }

  /** The position changed (after `move`, when one was played): with Aids on the solver is asked. */
  private advise(move?: SpiderMove) {
    this.session.ask(move);
  }

  /**
   * A new game: with "winnable deals only" on for this suit count (and a deal the player did not
   * choose), the shell's search draws deals from `deal` on; the options screen and the busy
   * pointer show it meanwhile, and its note (no deal proven, a failed solver) is shown after.
   */
  async newDeal(deal: number, rules: SpiderRules, suits: SpiderSuits, explicit: boolean): Promise<void> {
    if (this.searching) return;
    if (explicit || !this.winnableFor(suits)) return this.start(deal, rules, suits);
    const m = this.m;
    this.mode = 'options';
    this.options = { ...this.options, rules, suits, deal, winnable: true };
    try {
      const r = await this.session.winnableStart(deal, { rules, suits }, (i, d) => {
        this.options.deal = d;
        this.options.status = `Looking for a winnable deal (${i}/${WINNABLE_TRIES})`;
        m.invalidate();
      });
      if (!r || this.disposed) return;
      this.start(r.deal, rules, suits);
      if (r.note) this.showMessage(r.note);
    } finally {
      this.options.status = null;
    }
  }

  // ---- game life ----
  /** Take up the saved game (the shell's resume-or-start, shell/resume.ts). */
  resume(saved: Saved<unknown>): boolean {
    const sv = saved.game as SpiderSave;
    if (!this.session.resume(saved as Saved<SpiderSave>)) return false;
    this.elapsed = sv.elapsed;
    this.split = sv.split;
    this.announced = sv.announced;
    this.hpEntered = sv.hpEntered;
    this.mode = 'board';
    this.over = status(this.s) !== 'playing';
    this.clearOverlays();
    this.advise();
    this.m.invalidate();
    // Left at its end with the Hit Parade entry not made (a reload, a closed tab): the same offer again.
    if (this.entryPending()) void (status(this.s) === 'won' ? wonFlow(this) : lostFlow(this));
    return true;
  }

  start(deal: number, rules: SpiderRules, suits: SpiderSuits, daily: DailyMark | null = null) {
    this.session.begin(deal, { rules, suits }, daily);
    this.options = { rules, suits, deal, winnable: this.winnableFor(suits), status: null, daily: this.board !== null };
    this.dealTyped = false;
    this.mode = 'board';
    this.elapsed = 0;
    this.split = null;
    this.announced = false;
    this.hpEntered = false;
    this.over = status(this.s) !== 'playing';
    this.finished = false;
    this.clearOverlays();
    this.advise();
    this.m.play('deal');
    this.save();
    this.m.invalidate();
  }

  clearOverlays() {
    this.picking = null;
    this.panel = false;
    this.info = false;
    this.msg = null;
    this.arrow = null;
  }

  // ---- what the board's input asks for (input.ts reads the fields, changes them only here) ----
  closeMessage() {
    this.msg = null;
    this.arrow = null;
  }

  closeInfo() {
    this.info = false;
  }

  showPanel(open: boolean) {
    this.panel = open;
  }

  pickLine(line: number) {
    if (this.picking) this.picking = { first: line };
  }

  endPick(split: Split | null) {
    this.picking = null;
    if (!split) return;
    this.split = split;
    this.save();
  }

  /** The game is over and its score would enter the Hit Parade, but has not yet. */
  entryPending(): boolean {
    return this.announced && !this.hpEntered && this.shell.pending({ aided: this.aided, game: { log: this.session.log, elapsed: 0, split: this.split, announced: true, hpEntered: false } satisfies SpiderSave });
  }

  save() {
    if (this.mode !== 'board' || this.finished) return;
    this.session.save({ elapsed: Math.round(this.elapsed), split: this.split, announced: this.announced, hpEntered: this.hpEntered });
    this.sinceSave = 0;
  }

  log() {
    return this.mode === 'board' ? this.session.log : null;
  }

  get score(): number {
    return spiderScore(this.s);
  }

  geo(): Geo {
    return geometry(this.m.platform, this.m.fb.width, this.m.fb.height, this.s.rules);
  }

  /** VIEW's split as this screen shows it: the kept one where it fits this screen's layout. */
  shownSplit(): Split | null {
    return fitSplit(this.geo(), this.s, this.split);
  }

  /** Play a move the player asked for: the sound, the save, and the end of the game. */
  play(mv: SpiderMove) {
    this.session.play(mv, this.elapsed);
    this.arrow = null;
    this.m.play(mv.type === 'deal' ? 'deal' : mv.type === 'move' ? 'move' : 'suit');
    // following the known winning line, the rest of it is the new position's verdict (the Advisor's)
    this.afterChange(mv);
  }

  private afterChange(move?: SpiderMove) {
    // VIEW's split lasts while the new position needs it (docs/spider.md, View splitting)
    this.split = fitSplit(this.geo(), this.s, this.split);
    this.advise(move);
    const st = status(this.s);
    this.over = st !== 'playing';
    if (st === 'playing') this.announced = false;
    const announce = st !== 'playing' && !this.announced;
    if (announce) this.announced = true;
    this.save();
    this.m.invalidate();
    if (!announce) return;
    this.m.play(st === 'won' ? 'win' : 'lose');
    void (st === 'won' ? wonFlow(this) : lostFlow(this));
  }

  showMessage(text: string | string[]) {
    const lines = Array.isArray(text) ? text : wrapText(text, this.m.fb.width >= 640 ? 48 : 32);
    this.msg = lines;
    this.m.message(lines.join(' '));
    this.m.invalidate();
  }

  // ---- the control panel ----
  looks(): ButtonLook[] {
    const s = this.s;
    return COMMANDS.map((c) => {
      if (c === 'HELP') return canHelp(s) ? 'normal' : 'disabled';
      if (c === 'DEAL') return canDeal(s) ? 'normal' : 'disabled';
      if (c === 'UNDO') return s.history.length === 0 ? 'disabled' : undoCheats(s) ? 'light' : 'normal';
      return 'normal';
    });
  }

  /** A panel button (or its key): a disabled one beeps (DEAL also says why). */
  choose(c: Command) {
    if (this.looks()[COMMANDS.indexOf(c)] !== 'disabled') return this.command(c);
    this.panel = false;
    this.m.beep();
    const why = c === 'DEAL' ? dealRefusal(this.s) : c === 'HELP' ? HELP_REFUSAL : null;
    if (why) this.showMessage(why);
    this.m.invalidate();
  }

  command(c: Command) {
    this.clearOverlays();
    this.m.invalidate();
    switch (c) {
      case 'HELP':
        return this.help();
      case 'DEAL': {
        const why = dealRefusal(this.s);
        if (why !== null || this.over) {
          this.m.beep();
          if (why) this.showMessage(why);
          return;
        }
        return this.play({ type: 'deal' });
      }
      case 'UNDO':
        if (this.s.history.length === 0) return this.m.beep();
        this.session.undo(this.elapsed);
        this.m.play('click');
        return this.afterChange();
      case 'INFO':
        this.info = true;
        if (this.shell.aids) this.aidUsed(); // INFO shows the verdict line
        return;
      case 'VIEW':
        if (this.shownSplit()) {
          this.split = null;
          this.save();
        } else this.picking = { first: null };
        return;
      case 'QUIT':
        return void quit(this);
    }
  }

  /**
   * HELP answers at once from what is known: with Aids on, the solver's next move when it holds a
   * winning line for this position (an aid: the game is marked), else the original's heuristic.
   */
  private help() {
    if (!canHelp(this.s)) {
      this.m.beep();
      return this.showMessage(HELP_REFUSAL);
    }
    const next = this.shell.aids ? (this.winningLine()[0] ?? null) : null;
    const solved = next !== null;
    if (solved) this.aidUsed();
    const h = next ?? hint(this.s);
    this.helpFrom = solved ? 'solver' : 'heuristic';
    if (h === null) return this.showMessage(['No move left:', 'the game is over.']);
    if (h.type === 'deal')
      return this.showMessage(solved ? ['The winning line goes on:', 'deal ten new cards.'] : ['Nothing worth moving:', 'deal ten new cards.']);
    if (h.type === 'remove') return this.showMessage([`Column ${h.col + 1} holds a complete suit:`, 'click it to take it off.']);
    this.arrow = h;
    const text = h.type === 'foundation' ? `HELP: column ${h.col + 1} to a foundation` : `HELP: column ${h.from + 1} to column ${h.to + 1}`;
    // a move one click does not make: the message names the clicks that do
    const said = solved ? `${text} (winning line)` : text;
    const path = h.type === 'move' && !byOneClick(this.s, h) ? clickPath(this.s, h) : null;
    if (h.type === 'move' && path && path.length > 1) return this.showMessage(`${said}. ${describeClicks(this.s, path, h.count)}`);
    this.m.message(`${said}.`);
  }

  /** A modern aid was shown in a game whose score still counts: mark it (the shell tells the player once). */
  private aidUsed() {
    if (this.mode !== 'board' || this.hpEntered) return;
    if (this.session.markAided(this.elapsed)) this.save();
  }

  /** Aids switched: on, the solver is asked and INFO shows its verdict; off, the search stops. */
  aidsChanged() {
    if (this.mode !== 'board' || !this.s) return;
    if (this.shell.aids) {
      this.advise();
      if (this.info) this.aidUsed();
    } else this.advisor.stop();
    this.m.invalidate();
  }

  // ---- input ----
  pointerDown(pt: Point, b: Button) {
    if (this.watch) return this.watch.pointerDown(b);
    pointerDown(this, pt, b);
  }

  key(k: KeyInput) {
    if (this.watch) return this.watch.key(k);
    key(this, k);
  }

  pointerAt(): PointerKind {
    return this.mode === 'board' && this.picking && !this.watch ? 'cross' : 'arrow';
  }

  watchLast() {
    void watchLast(this);
  }

  hpWatch(): HpWatch {
    return hpWatch(this, this.board);
  }

  // ---- what ending.ts and title.ts change ----
  finish() {
    this.finished = true;
  }

  markEntered() {
    this.hpEntered = true;
  }

  nameBox() {
    return this.session.nameBox('', () => this.save());
  }

  nameDone() {
    this.session.nameDone();
  }

  setQuitting(on: boolean) {
    this.quitting = on;
  }

  setOptions(choice: Partial<Pick<OptionsModel, 'rules' | 'suits' | 'winnable'>>) {
    Object.assign(this.options, choice);
  }

  setDeal(deal: number, typed: boolean) {
    this.options.deal = deal;
    this.dealTyped = typed;
  }

  tick(now: number) {
    if (this.lastTick < 0) {
      this.lastTick = now;
      return;
    }
    const dt = Math.max(0, Math.min(MAX_FRAME_MS, now - this.lastTick));
    this.lastTick = now;
    // The game waits while another is watched: its clock does not run.
    if (this.watch) return this.watch.tick(now);
    if (this.mode !== 'board' || this.over || this.finished) return;
    const before = Math.floor(this.elapsed / 1000);
    this.elapsed += dt;
    if (this.info && Math.floor(this.elapsed / 1000) !== before) this.m.invalidate();
    this.sinceSave += dt;
    if (this.sinceSave >= CLOCK_SAVE_MS) this.save();
  }

  relayout() {
    this.m.invalidate();
  }

  dispose() {
    this.save();
    this.disposed = true;
    this.session.dispose();
  }

  /** No menus; a tall (PAL) Amiga screen carries Intuition's screen title bar, an empty strip. */
  menus() {
    return titleBar(this.m.platform, this.m.fb.height) ? [] : null;
  }

  /** Amiga: the whole screen is RMBTRAP'd, the right button is the control panel's (no menu strip). */
  trapsRightButton(): boolean {
    return true;
  }

  // ---- drawing ----
  draw(fb: Framebuffer, p: Platform) {
    if (this.mode === 'options') return drawOptions(fb, p, this.options, this.shell.aids);
    if (this.watch) return drawWatch(fb, p, this.watch);
    const g = geometry(p, fb.width, fb.height, this.s.rules);
    const split = fitSplit(g, this.s, this.split);
    drawBoard(fb, p, g, this.s, split, this.score);
    if (this.picking?.first != null) drawPickLine(fb, g.top + this.picking.first);
    const ends = this.arrow && arrowEnds(g, this.s, split, this.arrow);
    if (ends) drawArrow(fb, p, ends[0], ends[1]);
    if (this.panel) drawPanel(fb, p, this.looks());
    if (this.info)
      drawInfo(fb, p, { s: this.s, score: this.score, time: formatTime(this.elapsed), slots: completedSuits(this.s), aided: this.aided, winnable: this.shell.aids ? this.winnability() : undefined });
    if (this.msg) drawMessage(fb, p, this.msg);
  }

  // ---- automation ----
  state() {
    return this.watch ? { ...apiState(this), watch: watchState(this.watch) } : apiState(this);
  }

  locate(target: string): Point | null {
    return locateIn(this, target);
  }
}

export const gameModule: GameModule = {
  parseOptions: (raw) => readOptions('Spider', SPIDER_OPTIONS, raw),
  create: (m, opts, shell) => new SpiderApp(m, opts, shell),
};
