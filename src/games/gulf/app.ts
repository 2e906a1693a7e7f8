/**
 * Gulf's screen on the ST and the Amiga: the title, the board and its input, HELP, the bonus gamble
 * in requesters, preferences and the high scores. What every game shares (the save, confirmations,
 * quitting, the deal prompt, random and winnable deals, the Aids preference) goes through the shell,
 * and the game's life (its log, the mark an aided game carries, "in progress", the winnable start,
 * the solver's advice) through its GameSession. The original had no HELP and no solver: both are Aids,
 * off unless the player turns them on; with them off no solver runs during play.
 */
import type { App, Button, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import type { Platform, PointerKind } from '../../core/platform';
import type { RequesterSpec } from '../../core/requester';
import type { GameModule, LaunchOptions } from '../types';
import type { GameShell } from '../../shell/session';
import { verdictText } from '../../shell/advice';
import { C } from '../../core/colours';
import { BACK_DESIGNS } from '../../art/cards';
import { VERSION } from '../../version';
import { canPlay, hint, positionKey, type GulfMove, type GulfState } from './engine';
import { gulfLayout, type GulfLayout } from './layout';
import { DEFAULT_PREFS, backForDeal, type GulfPrefs } from './prefs';
import type { ScoreEntry } from './scores';
import { PREFS, SCORES } from './records';
import type { GulfSave } from './validate';
import type { Saved } from '../../shell/envelope';
import { GameSession } from '../../shell/game-session';
import { gulfLog } from './log';
import { GULF_ADVICE, type GulfAdvisor } from './advisor';
import { readOptions } from '../../shell/options';
import { gulfMenus } from './menus';
import { drawBoard } from './board';
import { drawScores } from './scores-box';
import { drawTitle } from './title';
import { moveText } from './words';
import { runGamble } from './gamble-box';
import { recordEnd } from './end';
import { editPrefs } from './prefs-box';
import { EVERY_VARIANT } from '../../shell/winnable-prefs';
import { key, pointerAt, pointerDown, trapsRightButton, type Mode } from './input';
import { apiState, locateIn } from './automation';
import { grouped } from '../../core/grouped';
import type { Watch } from '../../shell/watch';
import { keepLost, watchEntry, watchLast, watchLog, watchState, watchable } from './watch';
import { NAME_MAX } from './prefs';
import { DailyOffer } from '../../shell/daily/here';
import type { DailyMark } from '../../shell/envelope';
import { scoreRowAt } from './scores-box';

export { SOLVE_BUDGET } from './advisor';
export { cardName, shortName } from './words';


export class GulfApp implements App {
  readonly id = 'gulf';
  readonly screen = 'graphics' as const;
  readonly title = 'Gulf';
  readonly background = C.FELT;
  /** The game's life (its log, the Aids mark, the advice): the position on screen is its log's replay. */
  readonly session: GameSession<GulfState, GulfMove, Record<string, never>, GulfSave>;
  /** The board's daily deals, offered in the Game menu once a board is known to have served the page. */
  private readonly daily: DailyOffer;
  get s(): GulfState {
    return this.session.state;
  }
  back: number;
  prefs: GulfPrefs;
  mode: Mode;
  /** The high-score table drawn over the board (from the menu or after a lost game). */
  showScores: { highlight: number } | null = null;
  /** A requester of ours is up (gamble, end of game, preferences...). */
  asking = false;
  /** The gamble requester's text, to place the gamble cards above it. */
  private gambleSpec: RequesterSpec | null = null;
  get advisor(): GulfAdvisor {
    return this.session.advisor;
  }
  /** An aid was used in this game (its log says so): its score stays out of the high scores. */
  get aided(): boolean {
    return this.session.aided;
  }
  /** The last HELP answer, highlighted on the board while its position lasts. */
  hintMark: { key: string; move: GulfMove; solver: boolean } | null = null;
  /** A game being watched again (watch.ts): drawn instead of the game in progress, which waits untouched. */
  watch: Watch<GulfState> | null = null;
  /** "Winnable deals only" is drawing deals (the shell's search): input waits, the busy pointer shows. */
  get searching(): boolean {
    return this.session.searching;
  }

  constructor(
    readonly m: Machine,
    opts: LaunchOptions,
    readonly shell: GameShell,
  ) {
    this.daily = new DailyOffer(m, () => m.menusChanged());
    this.session = new GameSession(shell, {
      rules: gulfLog,
      advice: GULF_ADVICE,
      changed: () => {
        this.m.message(this.solverLine());
        this.m.invalidate();
      },
      failed: () => m.message('The solver could not run.'),
      shown: () => this.mode === 'play',
    });
    // Sound is the machine's switch: Gulf leaves it as the player set it.
    this.prefs = m.store.read(PREFS) ?? { ...DEFAULT_PREFS };
    const deal = opts.deal ?? shell.randomDeal();
    this.session.begin(deal, {});
    this.back = backForDeal(deal, this.prefs.back);
    this.mode = opts.direct ? 'play' : 'title';
    this.dealGiven = opts.deal !== undefined;
  }

  /** The deal was named (a link, automation): never searched from. */
  private readonly dealGiven: boolean;

  /** Take up the saved game (the shell's resume-or-start, shell/resume.ts). */
  resume(saved: Saved<unknown>): boolean {
    const g = saved.game as GulfSave;
    if (!this.session.resume(saved as Saved<GulfSave>)) return false;
    this.back = g.back;
    this.mode = 'play';
    // A game left at its end (a reload, a closed tab at the requester or the name box): the same offer again.
    if (this.s.phase === 'over') void this.gameLost();
    return true;
  }

  /** The new game the constructor dealt: the title screen, or play at once. */
  begin() {
    if (this.mode === 'title') this.m.play('title');
    else {
      this.save();
      this.m.play('deal');
    }
    if (!this.dealGiven && this.shell.winnableOnly()) void this.findWinnable(this.s.deal);
  }

  dispose() {
    this.session.dispose();
  }

  // ---------------------------------------------------------------- menus and keys
  menus(): Menu[] {
    if (this.watch) return this.m.platform.withAbout(this.watch.menus(), { id: 'about', label: 'About Gulf...', key: '^A' });
    return gulfMenus(this.m.platform, { playing: this.mode === 'play', sound: this.m.soundOn, winnable: this.shell.winnableOnly(), aids: this.m.aids, daily: this.daily.board !== null });
  }

  /** Today's deal from the board that served the page: marked daily in the save, its log sent when it ends. */
  private async todaysDeal() {
    const d = await this.daily.start(this.shell, 'gulf', {});
    if (!d || this.m.app !== this) return;
    this.stopSearch();
    this.startGame(d.deal, d.mark);
    this.m.message(`Today's deal (${d.mark.date}): your score goes to the board.`);
  }

  menu(_title: string, id: string) {
    if (this.watch?.menu(id)) return;
    switch (id) {
      case 'watch':
        return void watchLast(this);
      case 'about':
        return this.about();
      case 'new':
        return void this.newGame();
      case 'number':
        return void this.askNumber();
      case 'scores':
        return this.openScores(-1);
      case 'daily':
        return void this.todaysDeal();
      case 'board':
        return void this.daily.table('gulf', {}, 'GULF.SCR - BOARD TODAY', NAME_MAX, (log, what) => watchLog(this, log, what));
      case 'quit':
        return void this.shell.quit();
      case 'prefs':
        return void this.openPrefs();
      case 'sound':
        return this.m.setSound(!this.m.soundOn);
      case 'back':
        return this.cycleBack();
      case 'hint':
        return this.help();
      case 'winnable':
        return this.setWinnable(!this.shell.winnableOnly());
      case 'aids':
        return this.shell.setAids(!this.m.aids);
    }
  }

  key(k: KeyInput) {
    if (this.watch) return this.watch.key(k);
    key(this, k);
  }

  // ---------------------------------------------------------------- game actions
  /** A game that is over stays saved until its score is recorded (gameLost clears it then). */
  private save() {
    this.session.save({ back: this.back });
  }

  private apply(mv: GulfMove) {
    this.session.play(mv);
    this.save();
    this.m.invalidate();
  }

  /** A new game (after the shell's confirmation): the deal given, else a random one (searched from, with "winnable deals only"). */
  async newGame(deal?: number) {
    if (!(await this.shell.confirmNewGame())) return;
    this.stopSearch();
    const d = deal ?? this.shell.randomDeal();
    this.startGame(d);
    if (deal === undefined && this.shell.winnableOnly()) void this.findWinnable(d);
  }

  private startGame(d: number, daily: DailyMark | null = null) {
    this.session.begin(d, {}, daily);
    this.back = backForDeal(d, this.prefs.back);
    this.mode = 'play';
    this.showScores = null;
    this.save();
    this.m.play('deal');
    this.m.menusChanged();
    this.m.invalidate();
  }

  leaveTitle() {
    this.mode = 'play';
    this.save();
    this.m.play('deal');
    this.m.menusChanged();
    this.m.invalidate();
  }

  /** A click on the board's card `stack` (only its last card can go). */
  playStack(stack: number) {
    if (this.searching || this.s.phase !== 'play' || !canPlay(this.s, stack)) return this.m.beep();
    this.markIfAided();
    this.apply({ type: 'play', stack });
    this.m.play('move');
    this.afterMove();
  }

  drawCard() {
    if (this.searching || this.s.phase !== 'play' || this.s.stock.length === 0) return this.m.beep();
    this.markIfAided();
    this.apply({ type: 'draw' });
    this.m.play('click');
    this.afterMove();
  }

  private afterMove() {
    if (this.s.phase === 'gamble') {
      this.m.play('win');
      this.m.message(`Round ${this.s.round} cleared.`);
    } else if (this.s.phase === 'over') void this.gameLost();
  }

  cycleBack() {
    this.back = (this.back + 1) % BACK_DESIGNS;
    this.save();
    this.m.play('click');
    this.m.invalidate();
  }

  // ---------------------------------------------------------------- Aids: the solver and HELP
  /** Whether this round can still be cleared, as far as the solver knows (the shell's words); the verdict only with Aids on. */
  solverLine(): string {
    if (this.searching) return 'Looking for a winnable deal...';
    if (this.s.phase === 'gamble') return 'Round cleared.';
    if (this.s.phase === 'over') return 'No round left to clear.';
    return this.m.aids ? verdictText(this.advisor.current(this.s)?.v ?? 'thinking') : '';
  }

  /** A move or HELP with Aids on uses them (the verdict line shows): the game is marked, the player told once. */
  private markIfAided() {
    if (!this.m.aids || this.mode !== 'play' || this.s.phase === 'over') return;
    if (this.session.markAided()) this.save();
  }

  /** The Aids preference changed: a game under way is marked; with Aids off the solver stops and HELP's frame goes. */
  aidsChanged() {
    if (this.m.aids) {
      if (this.session.inProgress() && !this.searching) this.markIfAided();
      this.advisor.forget();
    } else {
      this.advisor.stop();
      this.hintMark = null;
    }
    this.m.menusChanged();
    this.m.invalidate();
  }

  /**
   * HELP: the solver's next move when it has a winning line, else the heuristic hint; at once.
   * An Aid (Gulf 1996 had no HELP): with Aids off it is refused, saying why.
   */
  help() {
    if (this.mode !== 'play' || this.searching || this.s.phase !== 'play') return this.m.beep();
    if (!this.m.aids) {
      this.m.message('Hint is one of the Aids: turn Aids on to use it.');
      return this.m.beep();
    }
    this.markIfAided();
    const a = this.advisor.current(this.s);
    const solver = a?.v === 'won' && a.line.length > 0;
    const mv = solver ? a.line[0]! : hint(this.s);
    if (!mv) return this.m.beep();
    this.hintMark = { key: positionKey(this.s), move: mv, solver };
    const lost = a?.v === 'lost' ? ' (the round cannot be cleared)' : '';
    this.m.message(`Hint${solver ? ' (solver)' : ''}: ${moveText(this.s, mv)}${lost}`);
    this.m.play('click');
    this.m.invalidate();
  }

  private setWinnable(on: boolean) {
    this.shell.setWinnableOnly(EVERY_VARIANT, on);
    this.m.menusChanged();
  }

  private stopSearch() {
    this.session.cancelSearch();
  }

  /**
   * "Winnable deals only": the shell's search from deal `start` on, round 1 proven by the solver.
   * The board and the pointer keep drawing meanwhile (busy pointer); input waits.
   */
  async findWinnable(start: number) {
    this.m.message('Looking for a winnable deal...');
    const r = await this.session.winnableStart(start, {});
    if (!r) return;
    if (r.deal !== this.s.deal) {
      this.session.begin(r.deal, {});
      this.back = backForDeal(r.deal, this.prefs.back);
      if (this.mode === 'play') {
        this.save();
        this.m.play('deal');
      }
    }
    this.advisor.forget();
    this.m.message(r.note ?? `Deal ${r.deal}: round 1 can be cleared.`);
    this.m.invalidate();
  }

  // ---------------------------------------------------------------- the gamble and the end
  private async gamble() {
    this.asking = true;
    try {
      await runGamble(this.m, {
        state: () => this.s,
        apply: (mv) => this.apply(mv),
        show: (spec) => {
          this.gambleSpec = spec;
          this.m.invalidate();
        },
      });
    } finally {
      this.asking = false;
    }
  }

  private async gameLost() {
    this.m.play('lose');
    this.asking = true;
    try {
      // A daily deal's log goes to the board first: its score and place are said before GULF.SCR's.
      if (this.session.daily) await this.session.ended();
      const place = await recordEnd(this.m, this.s, this.prefs, this.aided, this.session.log.id, (last) => this.session.nameBox(last, () => this.save()));
      this.session.nameDone();
      // Kept to be watched again (after the score: a log that cannot be kept costs no score).
      await keepLost(this.m, this.session.log);
      if (this.m.app !== this) return;
      this.shell.clear();
      this.prefs = this.m.store.read(PREFS) ?? this.prefs;
      if (place >= 0) this.openScores(place);
    } finally {
      this.asking = false;
      this.m.invalidate();
    }
  }

  private scores(): ScoreEntry[] {
    return this.m.store.read(SCORES) ?? [];
  }

  private openScores(highlight: number) {
    this.showScores = { highlight };
    const t = this.scores();
    this.m.message(t.length ? 'Gulf high scores: ' + t.map((e, i) => `${i + 1}. ${e.name} ${grouped(e.score)}`).join(', ') + '.' : 'Gulf high scores: none yet.');
    this.m.invalidate();
  }

  scoresClick(pt: Point) {
    const row = scoreRowAt(this.m.fb.width, this.m.platform.barHeight, this.layout().status[0] - 4, pt);
    if (row >= 0 && row < this.scores().length) this.watchRow(row);
    else this.closeScores();
  }

  watchRow(row: number) {
    void watchEntry(this, row);
  }

  closeScores() {
    this.showScores = null;
    this.m.invalidate();
  }

  // ---------------------------------------------------------------- requesters from the menus
  about() {
    void this.m.alert({
      lines: [`Gulf  version ${VERSION}`, 'after Kurt Lundqvist (1996)', `Deal ${this.s.deal}, round ${this.s.round}`, this.solverLine()],
      buttons: ['OK'],
      icon: 'note',
    });
  }

  /** New game by number: the shell's deal prompt (the shown number is selected), then its confirmation. */
  private async askNumber() {
    const d = await this.shell.askDeal(this.s.deal);
    if (d !== null) await this.newGame(d);
  }

  private async openPrefs() {
    this.asking = true;
    try {
      await editPrefs(this.m, this.shell, this.prefs, (p) => (this.prefs = p));
    } finally {
      this.asking = false;
      this.m.menusChanged();
    }
  }

  // ---------------------------------------------------------------- input
  layout(): GulfLayout {
    return gulfLayout(this.m.platform, this.m.fb.width, this.m.fb.height);
  }

  pointerDown(pt: Point, b: Button) {
    if (this.watch) return this.watch.pointerDown(b);
    pointerDown(this, pt, b);
  }

  pointerAt(pt: Point): PointerKind {
    return this.watch ? 'arrow' : pointerAt(this, pt);
  }

  trapsRightButton(pt: Point): boolean {
    return !this.watch && trapsRightButton(this, pt);
  }

  tick(now: number) {
    if (this.watch) return this.watch.tick(now);
    // The solver runs in play only with Aids on ("winnable deals only" asks it through `prove`).
    if (!this.searching && this.m.aids) this.advisor.ask(this.s);
    // A gamble left open (resumed after a reload, or a round just won) gets its requester.
    if (this.mode === 'play' && !this.asking && this.s.phase === 'gamble') void this.gamble();
  }

  relayout() {
    this.m.menusChanged();
  }

  // ---------------------------------------------------------------- automation
  log() {
    return this.mode === 'play' ? this.session.log : null;
  }

  state() {
    // daily: the board's daily deal this game is (its board, day and variant), only when it is one.
    const st = { ...apiState(this), ...(this.session.daily ? { daily: this.session.daily } : {}) };
    return this.watch ? { ...st, watch: watchState(this.watch) } : st;
  }

  locate(target: string): Point | null {
    return locateIn(this, target);
  }

  // ---------------------------------------------------------------- drawing
  draw(fb: Framebuffer, p: Platform) {
    fb.clear(C.FELT);
    if (this.mode === 'title') return drawTitle(fb, p);
    const l = this.layout();
    const w = this.watch;
    if (w) return drawBoard(fb, p, l, { s: w.state, back: backForDeal(w.state.deal, this.prefs.back), hint: null, line: w.line(), lineInk: C.LIGHTGREY, gamble: null });
    const h = this.hintMark;
    const a = this.advisor.current(this.s);
    const lineInk = this.searching || !a || this.s.phase !== 'play' ? C.LIGHTGREY : a.v === 'won' ? C.LIGHTBLUE : a.v === 'lost' ? C.ORANGE : C.LIGHTGREY;
    drawBoard(fb, p, l, {
      s: this.s,
      back: this.back,
      hint: h && h.key === positionKey(this.s) ? h.move : null,
      line: this.solverLine(),
      lineInk,
      gamble: this.gambleSpec,
    });
    if (this.showScores) drawScores(fb, p, this.scores(), this.showScores.highlight, p.barHeight, l.status[0] - 4, watchable(this.m));
  }
}

export const gameModule: GameModule = {
  parseOptions: (raw) => readOptions('Gulf', {}, raw),
  create: (m, opts: LaunchOptions, shell) => new GulfApp(m, opts, shell),
};
