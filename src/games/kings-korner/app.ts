/**
 * King's Korner Solitaire's screen on the machine: the title screen (cleared by a click), the
 * FREE SPACES choice, then the GRID with the DECK and DISCARD piles. Input (input.ts) follows
 * KING.DOC; the menus are in menus.ts. Beyond the original: keyboard play with a cursor, deal
 * numbers, statistics, "winnable deals only" (advice.ts) and, as Aids (off unless the player turns
 * them on), a solver-backed Hint and a "can it still be won" line. What every game shares (the
 * save, resuming, the questions before a game is ended, the deal prompt, the winnable-deal policy,
 * the Aids preference) is the shell's; the game's life (its log, the mark an aided game carries,
 * "in progress", the winnable start, the solver's advice) is its GameSession's.
 */
import type { App, Button, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import { C } from '../../core/colours';
import type { Platform } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../types';
import type { GameShell } from '../../shell/session';
import { readOptions } from '../../shell/options';
import { verdictText, type Verdict } from '../../shell/advice';
import { type FreeSpaces, type KKMove, type KKState, type KKOptions, type KKTarget, isFreeSpaces, select, toApiState } from './engine';
import { centre, drawFreeChoice, drawPlay, drawSearching, drawTitle, freeLayout, layout } from './view';
import { recordGame } from './stats';
import { Advisor, KK_ADVICE } from './advice';
import { inProgress, position } from './records';
import type { KKSave } from './validate';
import { GameSession } from '../../shell/game-session';
import { kkLog } from './log';
import type { DailyMark, Saved } from '../../shell/envelope';
import { DailyOffer } from '../../shell/daily/here';
import { watchIn } from '../../shell/watch';
import { NAME_MAX } from '../../shell/scores';
import { DEFAULT_FREE_SPACES } from './prefs';
import { adviceText, lostLines, statusText, WON_LINES } from './status';
import { kkMenus, onMenu, type Phase } from './menus';
import * as input from './input';
import type { Watch } from '../../shell/watch';
import { keepFinished, watchLast, watchState } from './watch';


export class KingsKornerApp implements App {
  readonly id = 'kings-korner';
  readonly screen = 'graphics' as const;
  readonly title = "King's Korner Solitaire";
  readonly background = C.FELT;
  phase: Phase;
  /** The deal the next game (title screen) or the current game uses. */
  deal: number;
  /** FREE SPACES preset: the last count chosen. */
  freeSpaces: FreeSpaces;
  /** The game's life (its log, the Aids mark, the advice): the position on screen is its log's replay. */
  readonly session: GameSession<KKState, KKMove, KKOptions, KKSave>;
  get s(): KKState | null {
    return this.session.position;
  }
  /** An aid was used in this game: it keeps its mark in the log and never raises the best streak. */
  get aided(): boolean {
    return this.session.aided;
  }
  cursor = { row: 1, col: 1 };
  showCursor = false;
  /** A refusal's reason or a hint, shown until the next move. */
  note: string | null = null;
  /** A game being watched again (watch.ts): drawn instead of the game in progress, which waits untouched. */
  watch: Watch<KKState> | null = null;
  /** The FREE SPACES button held down. */
  pressed = -1;
  /**
   * The saved game in progress when the player chose a new game at the launcher's "Continue?"
   * (or automation asked for a fresh one): it counts as lost once a new deal replaces it.
   */
  private abandoned: Saved<KKSave> | null = null;
  /** How the game was launched: what `begin` starts. */
  private readonly launch: { direct: boolean; resume: boolean; explicit: boolean };
  /** The solver: the verdict on the current position, and the winnable-deal search. */
  readonly advisor: Advisor;
  /** A "winnable deals only" search in progress: how many deals tried so far. */
  get searching(): { tries: number } | null {
    return this.session.searching ? { tries: this.session.tries } : null;
  }

  /** The board's daily deals, offered in the menus once a board is known to have served the page. */
  private readonly daily: DailyOffer;

  constructor(
    readonly m: Machine,
    opts: LaunchOptions,
    readonly shell: GameShell,
  ) {
    this.daily = new DailyOffer(m, () => m.menusChanged());
    this.session = new GameSession(shell, {
      rules: kkLog,
      advice: KK_ADVICE,
      changed: () => m.invalidate(),
      failed: () => this.say('The solver could not run: whether this game can be won is unknown.'),
    });
    this.advisor = new Advisor(this.session.advisor, () => m.invalidate());
    const fs = isFreeSpaces(opts.freeSpaces) ? opts.freeSpaces : DEFAULT_FREE_SPACES;
    this.freeSpaces = fs;
    this.deal = typeof opts.deal === 'number' ? opts.deal >>> 0 : shell.randomDeal();
    this.phase = 'play';
    this.launch = { direct: opts.direct, resume: opts.resume, explicit: typeof opts.deal === 'number' };
  }

  /** Take up the saved game (the shell's resume-or-start, shell/resume.ts). */
  resume(saved: Saved<unknown>): boolean {
    if (!this.session.resume(saved as Saved<KKSave>)) return false;
    const s = this.session.state;
    this.deal = s.deal;
    this.freeSpaces = s.freeSpaces;
    this.think();
    return true;
  }

  /** A new game as launched: the title screen, or a deal. A saved game in progress it replaces counts as lost when the new one begins. */
  begin(saved: Saved<unknown> | null) {
    if (saved && this.shell.playing(saved)) this.abandoned = saved as Saved<KKSave>;
    const { direct, resume, explicit } = this.launch;
    if (resume || (direct && explicit)) this.start(this.deal, this.freeSpaces);
    else if (direct) this.newGame(this.deal, this.freeSpaces);
    else {
      this.phase = 'title';
      this.m.play('title');
    }
  }

  // ---- games ----
  /** Begin a game: one left unfinished is counted as lost (the player agreed to end it). */
  start(deal: number, fs: FreeSpaces, daily: DailyMark | null = null) {
    if (this.s && inProgress(this.s)) void recordGame(this.shell, this.s.freeSpaces, false, this.aided, this.session.log.id);
    const left = this.abandoned && position(this.abandoned.game);
    if (this.abandoned && left) void recordGame(this.shell, left.freeSpaces, false, this.abandoned.aided, this.abandoned.game.log.id);
    this.abandoned = null;
    this.deal = deal;
    this.freeSpaces = fs;
    this.session.begin(deal, { freeSpaces: fs }, daily);
    this.phase = 'play';
    this.note = null;
    this.think();
    this.cursor = { row: 1, col: 1 };
    this.save();
    this.m.play('deal');
    this.m.menusChanged();
    this.m.invalidate();
  }

  /**
   * A new game without an explicit deal number: with "winnable deals only", the shell's search
   * (findWinnableDeal) from `deal` on. The busy pointer shows while it searches; each try is one
   * request to the worker, so the screen keeps drawing between them.
   */
  newGame(deal: number, fs: FreeSpaces) {
    if (!this.shell.winnableOnly()) return this.start(deal, fs);
    const search = this.session.winnableStart(deal, { freeSpaces: fs });
    this.m.menusChanged();
    void search.then((r) => {
      if (r === null) return; // replaced, or the game was left
      this.start(r.deal, fs);
      if (r.note) this.say(r.note);
    });
  }

  dispose() {
    this.session.dispose();
  }

  /** Whether the current position can still be won, as far as the solver knows. */
  winnable(): Verdict {
    return this.s ? this.advisor.winnable(this.s) : 'thinking';
  }

  /** The saved game: the state and its Aids mark. */
  private save() {
    this.session.save({});
  }

  /** Ask the solver about the position (after `mv`), only while Aids are on: with them off no solver runs in play. */
  private think(mv?: KKMove) {
    if (this.s && this.m.aids) this.advisor.update(this.s, mv);
  }

  /**
   * An aid is in use in the game on screen (a Hint, or a move made while the verdict line shows):
   * the game is marked, and the player told once. A game over is past marking.
   */
  private markAided() {
    if (!this.s || this.s.end !== null) return;
    if (this.session.markAided()) this.save();
  }

  /** The Aids preference changed: the verdict line and Hint appear (a game under way is marked) or go, and the solver stops. */
  aidsChanged() {
    if (this.m.aids) {
      if (this.s && inProgress(this.s) && this.phase === 'play' && !this.searching) this.markAided();
      if (!this.searching) this.think();
    } else {
      this.advisor.stop();
      if (this.note?.startsWith('Solver')) this.note = null;
    }
    this.m.menusChanged();
    this.m.invalidate();
  }

  /** A note for the status line, and for `events()`. */
  say(note: string) {
    this.note = note;
    this.m.message(note);
    this.m.invalidate();
  }

  /** Select the DECK, the DISCARD pile or a GRID space, as a click or a key does. */
  choose(t: KKTarget) {
    const s = this.s;
    if (!s || this.phase !== 'play' || this.searching) return;
    const r = select(s, t);
    if ('refused' in r) {
      this.m.beep();
      this.say(r.refused);
      return;
    }
    this.apply(r.move);
  }

  private apply(mv: KKMove) {
    // A move made with the verdict line showing uses it: the game is marked before it can end.
    if (this.m.aids) this.session.markAided();
    const s = this.session.play(mv);
    this.note = null;
    this.think(mv);
    this.save();
    this.m.invalidate();
    if (s.end === null) {
      this.m.play(mv.type === 'draw' ? 'deal' : mv.type === 'place' ? 'move' : 'click');
      return;
    }
    this.showCursor = false; // the game is over: no space to point at
    void recordGame(this.shell, s.freeSpaces, s.end === 'won', this.aided, this.session.log.id);
    void keepFinished(this.m, this.session.log);
    this.m.menusChanged();
    const won = s.end === 'won';
    this.m.play(won ? 'win' : 'lose');
    const end = () =>
      this.m
        .alert({ lines: won ? WON_LINES : lostLines(s), buttons: ['Again', 'OK'], defaultButton: 0, icon: won ? 'note' : 'stop' })
        .then((res) => {
          // The game is over: Again needs no confirmation.
          if (res.button === 0) this.newGame(this.shell.randomDeal(), this.freeSpaces);
        });
    // A daily deal's log goes to the board first: its score and place are said, then the end.
    if (this.session.daily) void this.session.ended().then(end);
    else void end();
  }

  press(i: number) {
    this.pressed = i;
    this.m.invalidate();
  }

  setCursor(cursor: { row: number; col: number }, shown: boolean) {
    this.cursor = { ...cursor };
    this.showCursor = shown;
  }

  setDeal(deal: number) {
    this.deal = deal;
    this.m.invalidate();
  }

  toFreeChoice() {
    this.phase = 'free-spaces';
    this.pressed = -1;
    this.m.play('click');
    this.m.menusChanged();
    this.m.invalidate();
  }

  /** Back to the title screen with `deal` shown (the game left there is replaced only when one starts). */
  toTitle(deal: number) {
    this.deal = deal;
    this.phase = 'title';
    this.m.play('title');
    this.m.menusChanged();
    this.m.invalidate();
  }

  /**
   * The solver's advice (or the simple hint): the cursor goes to the space, and the status line
   * says what to do. An aid (KING.DOC has no hint): with Aids off it is refused, saying why.
   */
  giveHint() {
    const s = this.s;
    if (!s || this.phase !== 'play' || this.searching) return;
    if (!this.m.aids) {
      this.m.beep();
      this.say('Hint is one of the Aids: turn Aids on to use it.');
      return;
    }
    if (s.end !== null) return this.m.beep();
    this.markAided();
    const { move, solver } = this.advisor.advise(s);
    if (move && 'row' in move) {
      this.cursor = { row: move.row, col: move.col };
      this.showCursor = true;
    }
    this.say(adviceText(s, move, solver));
  }

  watchLast() {
    void watchLast(this);
  }

  // ---- the board's daily deals ----
  get dailyOffered(): boolean {
    return this.daily.board !== null;
  }

  /** Today's deal from the board in the FREE SPACES chosen: marked daily in the save, its log sent when it ends. */
  async todaysDeal(): Promise<void> {
    const d = await this.daily.start(this.shell, 'kings-korner', { freeSpaces: this.freeSpaces });
    if (!d || this.m.app !== this) return;
    this.start(d.deal, this.freeSpaces, d.mark);
    this.say(`Today's deal (${d.mark.date}): your score goes to the board.`);
  }

  /** The board's table of today for the FREE SPACES chosen, beside the statistics; a line's game is watched here. */
  boardToday(): Promise<void> {
    return this.daily.table('kings-korner', { freeSpaces: this.freeSpaces }, `BOARD TODAY - ${this.freeSpaces} FREE`, NAME_MAX, (log, what) => watchIn(this, kkLog, log, what));
  }

  // ---- App ----
  menus(): Menu[] {
    if (this.watch) return this.m.platform.withAbout(this.watch.menus(), { id: 'about', label: "About King's Korner..." });
    return kkMenus(this);
  }

  menu(_title: string, id: string) {
    if (this.watch?.menu(id)) return;
    void onMenu(this, id);
  }

  pointerDown(pt: Point, b: Button) {
    if (this.watch) return this.watch.pointerDown(b);
    input.pointerDown(this, pt, b);
  }

  pointerUp(pt: Point, b: Button) {
    if (this.watch) return;
    input.pointerUp(this, pt, b);
  }

  key(k: KeyInput) {
    if (this.watch) return this.watch.key(k);
    input.key(this, k);
  }

  tick(now: number) {
    this.watch?.tick(now);
  }

  draw(fb: Framebuffer, p: Platform) {
    const w = this.watch;
    if (w) return drawPlay(fb, p, { s: w.state, cursor: null, status: w.line(), backDesign: 0 });
    if (this.phase === 'title') drawTitle(fb, p, this.deal);
    else if (this.phase === 'free-spaces') drawFreeChoice(fb, p, this.freeSpaces, this.pressed, this.deal);
    else if (this.s) {
      drawPlay(fb, p, {
        s: this.s,
        cursor: this.showCursor && this.s.end === null ? this.cursor : null,
        status: this.note ?? statusText(this.s),
        backDesign: 0,
        // An aid, and only while the game is on: a finished game has no "can still be won".
        solver: this.m.aids && this.s.end === null ? verdictText(this.winnable()) : undefined,
      });
    }
    if (this.searching) drawSearching(fb, p, this.searching.tries);
  }

  log() {
    return this.phase === 'play' && this.session.started ? this.session.log : null;
  }

  state() {
    return this.watch ? { ...this.gameState(), watch: watchState(this.watch) } : this.gameState();
  }

  private gameState() {
    if (this.phase !== 'play' || !this.s) {
      return {
        game: 'kings-korner' as const, phase: this.phase, deal: this.deal, freeSpaces: this.freeSpaces, searching: this.searching !== null,
      };
    }
    return {
      ...toApiState(this.s), phase: this.phase, cursor: this.showCursor && this.s.end === null ? { ...this.cursor } : null,
      winnable: this.m.aids ? this.winnable() : null, aided: this.aided, searching: this.searching !== null,
      // The board's daily deal this game is (its board, day and variant), only when it is one.
      ...(this.session.daily ? { daily: this.session.daily } : {}),
    };
  }

  locate(target: string): Point | null {
    const parts = target.split(':');
    const { width, height } = this.m.fb;
    if (this.phase === 'title') return parts[0] === 'title' ? { x: width >> 1, y: height >> 1 } : null;
    if (this.phase === 'free-spaces') {
      if (parts[0] !== 'free') return null;
      const r = freeLayout(this.m.platform, width, height).buttons[Number(parts[1])];
      return r && parts.length === 2 ? centre(r) : null;
    }
    const L = layout(this.m.platform, width, height);
    if (target === 'deck') return centre(L.deck);
    if (target === 'discard') return centre(L.discard);
    if (parts[0] === 'cell' && parts.length === 3 && /^\d$/.test(parts[1]!) && /^\d$/.test(parts[2]!)) {
      const r = L.cells[Number(parts[1])]?.[Number(parts[2])];
      return r ? centre(r) : null;
    }
    return null;
  }
}

export const gameModule: GameModule = {
  parseOptions: (raw) => readOptions("King's Korner", { freeSpaces: { kind: 'choice', values: [0, 1, 2, 3, 4] } }, raw),
  create: (m, opts, shell) => new KingsKornerApp(m, opts, shell),
};
