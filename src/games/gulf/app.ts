/**
 * Gulf's screen on the ST and the Amiga: seven cascaded stacks, the stock and face-up holders at
 * their left (as in the original), a status line, the bonus gamble in a requester with the gamble
 * cards shown above it, a title screen, preferences, and a high-score table.
 */
import type { App, Button, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import type { Platform, PointerKind } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../registry';
import { Requester, type RequesterSpec } from '../../core/requester';
import { C } from '../../core/colours';
import { BACK_DESIGNS, CARD, drawCardBack, drawCardFace, drawEmptySlot } from '../../art/cards';
import { JOKER, RANKS, type Card } from '../../core/cards';
import { parseDeal } from '../../core/params';
import { VERSION } from '../../version';
import { SolverClient, SolveCancelled } from '../../solver/client';
import type { SolveBudget, Verdict } from '../../solver/types';
import {
  bonusPerCard,
  canPlay,
  faceUp,
  gambleView,
  gulfEngine,
  hint,
  toApiState,
  validateGulfState,
  type GulfMove,
  type GulfState,
} from './engine';
import { cardRect, centre, gulfLayout, hitTest, type GulfLayout } from './layout';
import { DEFAULT_PREFS, NAME_CHARS, NAME_MAX, backForDeal, isBack, loadPrefs, savePrefs, type GulfPrefs } from './prefs';
import { insertScore, loadScores, placeFor, saveScores, type ScoreEntry } from './scores';

export const SAVE_KEY = 'save.gulf';
export const SAVE_VERSION = 1;

export interface GulfSave {
  state: GulfState;
  /** The card back of this game (right-clicking the stock cycles it). */
  back: number;
}

export function validSave(x: unknown): GulfSave | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (!isBack(o.back)) return null;
  const state = validateGulfState(o.state);
  if (!state || state.phase === 'over') return null;
  return { state, back: o.back };
}

const RANK_NAMES = ['', 'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];
const SUIT_NAMES: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** "the 7 of spades" style names for requester text. */
export function cardName(c: Card): string {
  if (c === JOKER) return 'the Joker';
  return `the ${RANK_NAMES[RANKS.indexOf(c[0]!) + 1]} of ${SUIT_NAMES[c[1]!]}`;
}

/** "7", "10", "Queen": the rank as the gamble asks about it. */
export function shortName(c: Card): string {
  if (c === JOKER) return 'the Joker';
  const r = RANKS.indexOf(c[0]!) + 1;
  if (r === 1) return 'an Ace';
  if (r > 10) return `a ${RANK_NAMES[r]}`;
  return r === 8 ? 'an 8' : `a ${r}`;
}

type Mode = 'title' | 'play';

/** The search started for every new position (in the browser in a Worker, so the screen never waits). */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 5_000_000 };
/** "Winnable deals only": deals tried (the random one, then +1, +2, ...) before playing the last one anyway. */
export const WINNABLE_TRIES = 20;

/** Identifies a position within a game: the stacks' heights, the stock left and the face-up card. */
export function positionKey(s: GulfState): string {
  return `${s.deal}/${s.round}/${s.phase}/${s.stacks.map((c) => c.length).join('')}/${s.stock.length}/${s.pile[s.pile.length - 1]}`;
}

const key = (k: KeyInput, ch: string) => k.ctrl && k.key.toLowerCase() === ch;

export class GulfApp implements App {
  readonly id = 'gulf';
  readonly screen = 'graphics' as const;
  readonly title = 'Gulf';
  s: GulfState;
  back: number;
  prefs: GulfPrefs;
  mode: Mode;
  /** The high-score table drawn over the board (from the menu or after a lost game). */
  showScores: { highlight: number } | null = null;
  /** A requester of ours is up (gamble, end of game, preferences...). */
  asking = false;
  /** The gamble requester's text, to place the gamble cards above it. */
  private gambleSpec: RequesterSpec | null = null;
  private saved: GulfSave | null = null;
  /** One solver per app: a newer request cancels the older one. */
  private solver = new SolverClient();
  /** The position whose verdict was last asked for. */
  private asked: string | null = null;
  /** The solver's latest verdict and the position it is about (stale ones are never used). */
  verdict: { key: string; v: Verdict<GulfMove> } | null = null;
  /** The last HELP answer, highlighted on the board while its position lasts. */
  hintMark: { key: string; move: GulfMove; solver: boolean } | null = null;
  /** "Winnable deals only" is drawing deals: input waits, the busy pointer shows. */
  searching = false;
  private searchGen = 0;

  constructor(
    private m: Machine,
    opts: LaunchOptions,
  ) {
    const prefs = loadPrefs(m.store);
    // The machine's sound switch (also on the page bar) wins until Gulf's own preference was set.
    if (prefs) m.setSound(prefs.sound);
    this.prefs = prefs ?? { ...DEFAULT_PREFS, sound: m.soundOn };
    const resume = opts.resume ? m.store.get(SAVE_KEY, SAVE_VERSION, validSave) : null;
    const deal = opts.deal ?? (Math.random() * 2 ** 32) >>> 0;
    if (resume) {
      this.s = resume.state;
      this.back = resume.back;
    } else {
      this.s = gulfEngine.newGame(deal, {});
      this.back = backForDeal(deal, this.prefs.back);
    }
    this.mode = opts.direct || resume ? 'play' : 'title';
    if (this.mode === 'title') {
      // A game saved earlier is offered when the player leaves the title screen.
      this.saved = opts.deal === undefined ? m.store.get(SAVE_KEY, SAVE_VERSION, validSave) : null;
      m.play('title');
    } else if (!resume) {
      this.save();
      m.play('deal');
    }
    if (!resume && opts.deal === undefined && this.prefs.winnable && !this.saved) void this.findWinnable(deal);
  }

  dispose() {
    this.stopSearch();
    this.solver.dispose();
  }

  // ---------------------------------------------------------------- menus
  menus(): Menu[] {
    const st = this.m.platform.name === 'st';
    const playing = this.mode === 'play';
    const game = [
      { id: 'new', label: 'New game', key: '^N' },
      { id: 'number', label: 'New game by number...' },
      { id: 'hint', label: 'Hint', key: 'H', enabled: playing },
      '-' as const,
      { id: 'scores', label: 'High scores...' },
      '-' as const,
      { id: 'exit', label: st ? 'Exit' : 'Quit', key: '^X' },
    ];
    const options = [
      { id: 'prefs', label: 'Preferences...' },
      { id: 'sound', label: 'Sound', checked: this.m.soundOn },
      { id: 'back', label: 'Next card back', key: 'B', enabled: playing },
      { id: 'winnable', label: 'Winnable deals only', checked: this.prefs.winnable },
    ];
    if (st)
      return [
        { title: 'Gulf', items: [{ id: 'about', label: 'About Gulf...', key: '^A' }] },
        { title: 'Game', items: game },
        { title: 'Options', items: options },
      ];
    return [
      { title: 'Project', items: [...game.slice(0, 6), { id: 'about', label: 'About...', key: '^A' }, '-', game[6]!] },
      { title: 'Options', items: options },
    ];
  }

  menu(_title: string, id: string) {
    switch (id) {
      case 'about':
        return this.about();
      case 'new':
        return this.newGame();
      case 'number':
        return this.askNumber();
      case 'scores':
        return this.openScores(-1);
      case 'exit':
        return this.m.quitToDesktop();
      case 'prefs':
        return void this.openPrefs();
      case 'sound':
        return this.setSound(!this.m.soundOn);
      case 'back':
        return this.cycleBack();
      case 'hint':
        return this.help();
      case 'winnable':
        return this.setWinnable(!this.prefs.winnable);
    }
  }

  key(k: KeyInput) {
    if (key(k, 'a')) return this.about();
    if (key(k, 'n')) return this.newGame();
    if (key(k, 'x')) return this.m.quitToDesktop();
    if (this.showScores) {
      if (k.key === 'Enter' || k.key === 'Escape' || k.key === ' ') this.closeScores();
      return;
    }
    if (this.mode === 'title' && (k.key === 'Enter' || k.key === ' ')) return this.leaveTitle();
    if (this.mode === 'play' && (k.key === 'b' || k.key === 'B') && !k.ctrl && !k.alt) return this.cycleBack();
    if (this.mode !== 'play' || k.ctrl || k.alt) return;
    if (k.key === 'h' || k.key === 'H' || k.key === 'Help') return this.help();
    // Keyboard play: Space turns a stock card, 1..7 take the last card of a stack.
    if (k.key === ' ') return this.drawCard();
    if (/^[1-7]$/.test(k.key)) return this.playStack(Number(k.key) - 1);
  }

  // ---------------------------------------------------------------- game actions
  private save() {
    if (this.s.phase === 'over') this.m.store.remove(SAVE_KEY);
    else this.m.store.set(SAVE_KEY, SAVE_VERSION, { state: this.s, back: this.back } satisfies GulfSave);
  }

  private apply(mv: GulfMove) {
    this.s = gulfEngine.apply(this.s, mv);
    this.save();
    this.m.invalidate();
  }

  /** A new game: the deal given, else a random one (with "winnable deals only", searched from there). */
  newGame(deal?: number) {
    this.stopSearch();
    const d = deal ?? (Math.random() * 2 ** 32) >>> 0;
    this.startGame(d);
    if (deal === undefined && this.prefs.winnable) void this.findWinnable(d);
  }

  private startGame(d: number) {
    this.s = gulfEngine.newGame(d, {});
    this.back = backForDeal(d, this.prefs.back);
    this.mode = 'play';
    this.showScores = null;
    this.saved = null;
    this.save();
    this.m.play('deal');
    this.m.menusChanged();
    this.m.invalidate();
  }

  private leaveTitle() {
    this.mode = 'play';
    this.m.menusChanged();
    this.m.invalidate();
    const saved = this.saved;
    this.saved = null;
    if (!saved) {
      this.save();
      this.m.play('deal');
      return;
    }
    this.asking = true;
    void this.m
      .alert({ lines: ['A game of Gulf was saved', `(round ${saved.state.round}, score ${saved.state.score}).`, 'Continue it?'], buttons: ['Continue', 'New game'], icon: 'question' })
      .then((r) => {
        this.asking = false;
        if (r.button === 0) {
          this.stopSearch();
          this.s = saved.state;
          this.back = saved.back;
        } else this.save();
        this.m.play('deal');
        this.m.invalidate();
      });
  }

  /** A click on the board's card `stack` (only its last card can go). */
  playStack(stack: number) {
    if (this.searching || this.s.phase !== 'play' || !canPlay(this.s, stack)) {
      this.m.beep();
      return;
    }
    this.apply({ type: 'play', stack });
    this.m.play('move');
    this.afterMove();
  }

  drawCard() {
    if (this.searching || this.s.phase !== 'play' || this.s.stock.length === 0) {
      this.m.beep();
      return;
    }
    this.apply({ type: 'draw' });
    this.m.play('click');
    this.afterMove();
  }

  private afterMove() {
    if (this.s.phase === 'gamble') {
      this.m.play('win');
      this.m.message(`Round ${this.s.round} cleared`);
    } else if (this.s.phase === 'over') this.gameLost();
  }

  // ---------------------------------------------------------------- the solver and HELP
  /** Ask the solver about the position on the board, once per position (called every frame). */
  private think() {
    if (this.searching) return;
    const k = positionKey(this.s);
    if (this.asked === k) return;
    this.asked = k;
    if (this.s.phase !== 'play') {
      this.verdict = { key: k, v: this.s.phase === 'gamble' ? { result: 'won', line: [] } : { result: 'lost' } };
      return;
    }
    const done = (v: Verdict<GulfMove>) => {
      if (positionKey(this.s) !== k || this.searching) return; // stale: the board moved on
      this.verdict = { key: k, v };
      this.m.message(this.solverLine());
      this.m.invalidate();
    };
    this.solver.request('gulf', this.s, SOLVE_BUDGET).then(done, (e: unknown) => {
      if (e instanceof SolveCancelled) return;
      done({ result: 'unknown', reason: 'time' });
    });
  }

  /** The verdict for the position on the board, if the solver has answered for it. */
  currentVerdict(): Verdict<GulfMove> | null {
    return this.verdict && this.verdict.key === positionKey(this.s) ? this.verdict.v : null;
  }

  /** Whether this round can still be cleared, as far as the solver knows. */
  solverLine(): string {
    if (this.searching) return 'Looking for a winnable deal...';
    if (this.s.phase === 'gamble') return 'Round cleared';
    if (this.s.phase === 'over') return 'No round left to clear';
    const v = this.currentVerdict();
    if (!v) return 'Solver: thinking...';
    if (v.result === 'won') return 'Solver: this round can be cleared';
    if (v.result === 'lost') return 'Solver: this round cannot be cleared';
    return 'Solver: too hard to tell';
  }

  /** HELP: the solver's next move when it has a winning line, else the heuristic hint; at once. */
  help() {
    if (this.mode !== 'play' || this.searching || this.s.phase !== 'play') return this.m.beep();
    const v = this.currentVerdict();
    const solver = v?.result === 'won' && v.line.length > 0;
    const mv = solver ? (v as { line: GulfMove[] }).line[0]! : hint(this.s);
    if (!mv) return this.m.beep();
    this.hintMark = { key: positionKey(this.s), move: mv, solver };
    let text: string;
    if (mv.type === 'draw') text = 'turn a card from the stock';
    else if (mv.type === 'play') text = `play ${cardName(this.s.stacks[mv.stack]!.at(-1)!)} (stack ${mv.stack + 1})`;
    else text = mv.type;
    const lost = v?.result === 'lost' ? ' (the round cannot be cleared)' : '';
    this.m.message(`Hint${solver ? ' (solver)' : ''}: ${text}${lost}`);
    this.m.play('click');
    this.m.invalidate();
  }

  private setWinnable(on: boolean) {
    this.prefs = { ...this.prefs, winnable: on };
    savePrefs(this.m.store, this.prefs);
    this.m.menusChanged();
  }

  private stopSearch() {
    this.searchGen++;
    if (this.searching) {
      this.searching = false;
      this.m.busy = false;
      this.m.invalidate();
    }
  }

  /**
   * "Winnable deals only": from deal `start` on (+1 each try) until the solver proves round 1 can
   * be cleared; after WINNABLE_TRIES the last deal is played anyway. The board and the pointer keep
   * drawing meanwhile (busy pointer); input waits.
   */
  async findWinnable(start: number) {
    const gen = ++this.searchGen;
    this.searching = true;
    this.m.busy = true;
    this.m.message('Looking for a winnable deal...');
    this.m.invalidate();
    let d = start;
    let found = false;
    try {
      for (let i = 0; i < WINNABLE_TRIES; i++) {
        let v: Verdict<GulfMove> | null = null;
        try {
          v = await this.solver.request('gulf', gulfEngine.newGame(d, {}), SOLVE_BUDGET);
        } catch (e) {
          if (e instanceof SolveCancelled) return;
        }
        if (gen !== this.searchGen) return;
        if (v?.result === 'won') {
          found = true;
          break;
        }
        if (i < WINNABLE_TRIES - 1) d = (d + 1) >>> 0;
      }
    } finally {
      if (gen === this.searchGen) {
        this.searching = false;
        this.m.busy = false;
      }
    }
    if (gen !== this.searchGen) return;
    if (d !== this.s.deal) {
      this.s = gulfEngine.newGame(d, {});
      this.back = backForDeal(d, this.prefs.back);
      this.save();
      this.m.play('deal');
    }
    this.asked = null;
    this.m.message(found ? `Deal ${d}: round 1 can be cleared` : `No winnable deal in ${WINNABLE_TRIES} tries: playing deal ${d}`);
    this.m.invalidate();
  }

  cycleBack() {
    this.back = (this.back + 1) % BACK_DESIGNS;
    this.save();
    this.m.play('click');
    this.m.invalidate();
  }

  private setSound(on: boolean) {
    this.m.setSound(on);
    this.prefs = { ...this.prefs, sound: on };
    savePrefs(this.m.store, this.prefs);
    this.m.menusChanged();
  }

  // ---------------------------------------------------------------- the gamble
  private gambleLines(): string[] {
    const v = gambleView(this.s)!;
    const s = this.s;
    const last = v.last;
    const head = last
      ? last.result === 'win'
        ? `Right! Bonus doubled: ${v.bonus}.`
        : `Same rank: bonus ${v.bonus} stands.`
      : `Round ${s.round} cleared! Bonus ${v.bonus}.`;
    return [head, `Your score: ${s.score}.`, `Higher or lower than ${shortName(v.card)}?`];
  }

  private settledLines(): string[] {
    const v = gambleView(this.s)!;
    const s = this.s;
    switch (v.outcome) {
      case 'taken':
        return [`You take the bonus: ${v.bonus}.`, `Score: ${s.score}.`];
      case 'lost':
        return ['Wrong! The bonus is lost.', `Score: ${s.score}.`];
      case 'limit':
        return [`Bonus ${v.bonus} banked: the next`, 'gamble would be for more', `than your ${s.score - v.bonus} points.`];
      default:
        return [`Round ${s.round} cleared with an`, 'empty stock: no bonus.', `Score: ${s.score}.`];
    }
  }

  /** Runs the gamble requesters until the bonus is settled, then deals the next round. */
  private async runGamble() {
    this.asking = true;
    try {
      while (this.s.phase === 'gamble' && gambleView(this.s)!.open) {
        const spec: RequesterSpec = { lines: this.gambleLines(), buttons: ['Higher', 'Lower', 'Take'], defaultButton: 2, escapeButton: 2 };
        this.gambleSpec = spec;
        this.m.invalidate();
        const r = await this.m.alert(spec);
        if (this.s.phase !== 'gamble') return;
        const mv: GulfMove = r.button === 0 ? { type: 'gamble', choice: 'higher' } : r.button === 1 ? { type: 'gamble', choice: 'lower' } : { type: 'take' };
        this.apply(mv);
        const last = gambleView(this.s)?.last;
        if (mv.type === 'gamble' && last) this.m.play(last.result === 'win' ? 'suit' : last.result === 'lose' ? 'error' : 'click');
      }
      if (this.s.phase !== 'gamble') return;
      const spec: RequesterSpec = { lines: this.settledLines(), buttons: ['Next round'] };
      this.gambleSpec = spec;
      this.m.invalidate();
      await this.m.alert(spec);
      if (this.s.phase !== 'gamble') return;
      this.apply({ type: 'nextRound' });
      this.m.play('deal');
    } finally {
      this.gambleSpec = null;
      this.asking = false;
      this.m.invalidate();
    }
  }

  // ---------------------------------------------------------------- the end
  private gameLost() {
    this.m.play('lose');
    const s = this.s;
    const table = loadScores(this.m.store);
    const place = placeFor(table, s.score);
    this.asking = true;
    void this.m
      .alert({
        lines: ['No more moves: the game', `is over. Final score ${s.score}`, `in round ${s.round}.`],
        buttons: [place >= 0 ? 'OK' : 'OK'],
        icon: 'stop',
      })
      .then(async () => {
        if (place < 0) return;
        const r = await this.m.alert({
          lines: [`A place in the high scores!`, `Score ${s.score}: your name?`],
          buttons: ['OK'],
          input: { initial: this.prefs.name, maxLength: NAME_MAX, allowed: NAME_CHARS },
        });
        const name = r.text.trim() || 'Anonymous';
        this.prefs = { ...this.prefs, name: r.text.trim() };
        savePrefs(this.m.store, this.prefs);
        const res = insertScore(loadScores(this.m.store), { name: name.slice(0, NAME_MAX), score: s.score, round: s.round, deal: s.deal });
        saveScores(this.m.store, res.table);
        this.openScores(res.place);
      })
      .finally(() => {
        this.asking = false;
        this.m.invalidate();
      });
  }

  private openScores(highlight: number) {
    this.showScores = { highlight };
    const t = loadScores(this.m.store);
    this.m.message(t.length ? 'Gulf high scores: ' + t.map((e, i) => `${i + 1}. ${e.name} ${e.score}`).join(', ') : 'Gulf high scores: none yet');
    this.m.invalidate();
  }

  private closeScores() {
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

  private askNumber() {
    void this.m
      .alert({
        lines: ['New game by number:', 'a deal 0..4294967295'],
        buttons: ['Deal', 'Cancel'],
        input: { initial: '', maxLength: 10, allowed: /^[0-9]$/ },
      })
      .then((r) => {
        if (r.button !== 0) return;
        const d = parseDeal(r.text);
        if ('error' in d) {
          this.m.beep();
          void this.m.alert({ lines: ['Not a deal number:', d.error.slice(0, 30)], buttons: ['OK'], icon: 'stop' });
          return;
        }
        this.newGame(d.deal);
      });
  }

  private prefsLines(): string[] {
    const b = this.prefs.back;
    return [
      'Preferences',
      `Sound: ${this.m.soundOn ? 'on' : 'off'}`,
      `Back of new games: ${b < 0 ? 'random' : `${b + 1} of ${BACK_DESIGNS}`}`,
      `Winnable deals only: ${this.prefs.winnable ? 'on' : 'off'}`,
    ];
  }

  private async openPrefs() {
    this.asking = true;
    try {
      for (;;) {
        const r = await this.m.alert({ lines: this.prefsLines(), buttons: ['Sound', 'Back', 'Deals', 'OK'], defaultButton: 3, escapeButton: 3 });
        if (r.button === 0) this.setSound(!this.m.soundOn);
        else if (r.button === 2) this.setWinnable(!this.prefs.winnable);
        else if (r.button === 1) {
          this.prefs = { ...this.prefs, back: this.prefs.back + 1 >= BACK_DESIGNS ? -1 : this.prefs.back + 1 };
          savePrefs(this.m.store, this.prefs);
        } else break;
      }
    } finally {
      this.asking = false;
      this.m.invalidate();
    }
  }

  // ---------------------------------------------------------------- input
  private layout(): GulfLayout {
    return gulfLayout(this.m.platform, this.m.fb.width, this.m.fb.height);
  }

  private heights() {
    return this.s.stacks.map((c) => c.length);
  }

  pointerDown(pt: Point, b: Button) {
    if (this.showScores) return this.closeScores();
    if (this.searching && this.mode === 'play') return;
    if (this.mode === 'title') {
      if (b === 'left') this.leaveTitle();
      return;
    }
    const h = hitTest(this.layout(), this.heights(), pt);
    if (b === 'right') {
      if (h.kind === 'stock') this.cycleBack();
      return;
    }
    switch (h.kind) {
      case 'stock':
        return this.drawCard();
      case 'card':
        if (!h.last) return this.m.beep();
        return this.playStack(h.stack);
      case 'faceUp':
        return this.m.beep();
    }
  }

  pointerAt(pt: Point): PointerKind {
    if (this.mode !== 'play' || this.showScores) return 'arrow';
    const h = hitTest(this.layout(), this.heights(), pt);
    if (h.kind === 'card') return h.last && this.s.phase === 'play' && canPlay(this.s, h.stack) ? 'arrow' : 'noEntry';
    if (h.kind === 'faceUp') return 'noEntry';
    if (h.kind === 'stock') return this.s.phase === 'play' && this.s.stock.length > 0 ? 'arrow' : 'noEntry';
    return 'arrow';
  }

  /**
   * Intuition's RMBTRAP, per position: the right button over the stock cycles the card back instead
   * of showing the menu strip. Needs the machine to ask (see the report); harmless until it does.
   */
  trapsRightButton(pt: Point): boolean {
    return this.mode === 'play' && !this.showScores && hitTest(this.layout(), this.heights(), pt).kind === 'stock';
  }

  tick() {
    this.think();
    // A gamble left open (resumed after a reload, or a round just won) gets its requester.
    if (this.mode === 'play' && !this.asking && this.s.phase === 'gamble') void this.runGamble();
  }

  relayout() {
    this.m.menusChanged();
  }

  // ---------------------------------------------------------------- automation
  state() {
    return toApiState(this.s);
  }

  locate(target: string): Point | null {
    if (this.mode !== 'play') return target === 'title' ? { x: this.m.fb.width >> 1, y: this.m.fb.height >> 1 } : null;
    const l = this.layout();
    if (target === 'stock') return centre(l.stock);
    if (target === 'faceup') return centre(l.faceUp);
    const m = /^stack:([0-6])$/.exec(target);
    if (m) {
      const i = Number(m[1]);
      const n = this.s.stacks[i]!.length;
      if (n === 0) return null;
      return centre(cardRect(l, i, n - 1, n));
    }
    const c = /^card:([0-6]):([0-4])$/.exec(target);
    if (c) {
      const i = Number(c[1]);
      const j = Number(c[2]);
      const n = this.s.stacks[i]!.length;
      if (j >= n) return null;
      return centre(cardRect(l, i, j, n));
    }
    return null;
  }

  // ---------------------------------------------------------------- drawing
  draw(fb: Framebuffer, p: Platform) {
    fb.clear(C.FELT);
    if (this.mode === 'title') return this.drawTitle(fb, p);
    const l = this.layout();
    const size = p.cardSize;
    const s = this.s;
    // holders
    if (s.stock.length > 0) drawCardBack(fb, l.stock.x, l.stock.y, size, this.back);
    else drawEmptySlot(fb, l.stock.x, l.stock.y, size);
    const n = String(s.stock.length);
    fb.text(p.font, n, l.stock.x + ((l.cw - n.length * 8) >> 1), l.stock.y + l.ch + 3, C.WHITE);
    drawCardFace(fb, l.faceUp.x, l.faceUp.y, faceUp(s), size);
    // the board
    for (let i = 0; i < s.stacks.length; i++) {
      const col = s.stacks[i]!;
      if (col.length === 0) drawEmptySlot(fb, l.stackX[i]!, l.top, size);
      col.forEach((c, j) => drawCardFace(fb, l.stackX[i]!, l.top + j * l.cascade, c, size));
    }
    this.drawHint(fb, p, l);
    this.drawStatus(fb, p, l);
    if (this.gambleSpec && s.phase === 'gamble') this.drawGamble(fb, p);
    if (this.showScores) this.drawScores(fb, p);
  }

  private drawStatus(fb: Framebuffer, p: Platform, l: GulfLayout) {
    const s = this.s;
    const w = fb.width;
    const line1 = `Score ${s.score}  Run ${s.run}  Round ${s.round}  Jokers ${s.jokers}`;
    const line2 =
      s.phase === 'over'
        ? `Game over  Deal ${s.deal}  ^N new game`
        : s.phase === 'gamble'
          ? `Bonus ${s.bonus}  Deal ${s.deal}`
          : `Next +${s.run + 1}  Bonus/card ${bonusPerCard(s.jokers)}  Deal ${s.deal}`;
    fb.fillRect(0, l.solverLine - 3, w, fb.height - l.solverLine + 3, C.DARKFELT);
    fb.hline(0, l.solverLine - 4, w, C.BLACK);
    const line0 = this.solverLine();
    const v = this.currentVerdict();
    const ink = this.searching || !v || s.phase !== 'play' ? C.LIGHTGREY : v.result === 'won' ? C.LIGHTBLUE : v.result === 'lost' ? C.ORANGE : C.LIGHTGREY;
    fb.text(p.font, line0, (w - line0.length * 8) >> 1, l.solverLine, ink);
    fb.text(p.font, line1, (w - line1.length * 8) >> 1, l.status[0], C.WHITE);
    fb.text(p.font, line2, (w - line2.length * 8) >> 1, l.status[1], C.YELLOW);
  }

  /** HELP's answer: a double yellow frame round the card to play, or round the stock to draw. */
  private drawHint(fb: Framebuffer, p: Platform, l: GulfLayout) {
    const h = this.hintMark;
    if (!h || h.key !== positionKey(this.s) || this.s.phase !== 'play') return;
    let r: { x: number; y: number; w: number; h: number } | null = null;
    if (h.move.type === 'draw') r = l.stock;
    else if (h.move.type === 'play') {
      const n = this.s.stacks[h.move.stack]!.length;
      if (n > 0) r = { ...cardRect(l, h.move.stack, n - 1, n), h: l.ch };
    }
    if (!r) return;
    const xs = p.xScale;
    for (let i = 1; i <= 2; i++) fb.rect(r.x - i * xs, r.y - i, r.w + 2 * i * xs, r.h + 2 * i, C.YELLOW);
  }

  /** The gamble card (and the one it replaced) above the gamble requester. */
  private drawGamble(fb: Framebuffer, p: Platform) {
    const v = gambleView(this.s)!;
    const req = new Requester(this.gambleSpec!, () => undefined).layout(p, fb.width, fb.height);
    const { w, h } = CARD[p.cardSize];
    const y = Math.max(p.barHeight + 2, req.box.y - h - 4);
    const gap = 8 * p.xScale;
    const cx = fb.width >> 1;
    if (v.last) {
      drawCardFace(fb, cx - w - gap, y, v.last.from, p.cardSize);
      drawCardFace(fb, cx + gap, y, v.card, p.cardSize);
      const arrow = '>';
      fb.text(p.font, arrow, cx - 4, y + (h >> 1) - 4, C.YELLOW);
    } else drawCardFace(fb, cx - (w >> 1), y, v.card, p.cardSize);
  }

  /** The high-score table: a GEM-style white box on the ST, a Workbench-blue panel with a bevel on the Amiga. */
  private drawScores(fb: Framebuffer, p: Platform) {
    const t: ScoreEntry[] = loadScores(this.m.store);
    const amiga = p.name === 'amiga';
    const paper = amiga ? C.BLUE : C.WHITE;
    const ink = amiga ? C.WHITE : C.BLACK;
    const rows = 10;
    const bw = 30 * 8 + 16;
    const bh = (rows + 4) * 10 + 14;
    const x = (fb.width - bw) >> 1;
    // centred between the menu bar and the status strip
    const room = this.layout().status[0] - 4 - p.barHeight;
    const y = p.barHeight + Math.max(2, (room - bh) >> 1);
    fb.fillRect(x, y, bw, bh, paper);
    if (amiga) {
      fb.hline(x, y, bw, C.WHITE);
      fb.vline(x, y, bh, C.WHITE);
      fb.vline(x + 1, y, bh, C.WHITE);
      fb.hline(x, y + bh - 1, bw, C.BLACK);
      fb.vline(x + bw - 1, y, bh, C.BLACK);
      fb.vline(x + bw - 2, y, bh, C.BLACK);
    } else {
      fb.rect(x, y, bw, bh, C.BLACK);
      fb.rect(x + 2, y + 2, bw - 4, bh - 4, C.BLACK);
    }
    const title = 'Gulf high scores';
    fb.text(p.font, title, x + ((bw - title.length * 8) >> 1), y + 6, ink);
    const head = `    ${'Name'.padEnd(NAME_MAX)} ${'Score'.padStart(6)} Rnd`;
    fb.text(p.font, head, x + 8, y + 20, amiga ? C.ORANGE : C.DARKGREY);
    fb.hline(x + 6, y + 29, bw - 12, amiga ? C.BLACK : C.DARKGREY);
    for (let i = 0; i < rows; i++) {
      const e = t[i];
      const ln = e
        ? `${String(i + 1).padStart(2)}. ${e.name.padEnd(NAME_MAX)} ${String(e.score).padStart(6)} ${String(e.round).padStart(3)}`
        : `${String(i + 1).padStart(2)}.`;
      const ly = y + 32 + i * 10;
      const hi = this.showScores?.highlight === i;
      if (hi) fb.fillRect(x + 6, ly - 1, bw - 12, 10, amiga ? C.ORANGE : C.BLACK);
      fb.text(p.font, ln, x + 8, ly, hi ? (amiga ? C.BLACK : C.WHITE) : ink);
    }
    const foot = 'Click to continue';
    fb.text(p.font, foot, x + ((bw - foot.length * 8) >> 1), y + bh - 13, amiga ? C.LIGHTGREY : C.DARKGREY);
  }

  private drawTitle(fb: Framebuffer, p: Platform) {
    const w = fb.width;
    const h = fb.height;
    const xs = p.xScale;
    const size = p.cardSize;
    const { w: cw, h: ch } = CARD[size];
    // GULF in big letters: each font pixel a block.
    const word = 'GULF';
    const bx = 6 * xs;
    const by = 6;
    const tw = word.length * 8 * bx;
    const ty = p.barHeight + (h >= 240 ? 30 : 16);
    let x = (w - tw) >> 1;
    for (const chr of word) {
      const g = p.font.glyph(chr);
      for (let j = 0; j < 8; j++)
        for (let i = 0; i < 8; i++)
          if (((g[j] ?? 0) >> (7 - i)) & 1) {
            fb.fillRect(x + i * bx + xs, ty + j * by + 1, bx, by, C.DARKFELT);
            fb.fillRect(x + i * bx, ty + j * by, bx, by, C.YELLOW);
          }
      x += 8 * bx;
    }
    // A fan of cards: the cards that matter in Gulf.
    const fan: Card[] = ['AS', '2H', JOKER, 'QD', 'KC'];
    const fy = ty + 8 * by + 10;
    const pitch = cw + 6 * xs;
    const fx = (w - (fan.length - 1) * pitch - cw) >> 1;
    fan.forEach((c, i) => drawCardFace(fb, fx + i * pitch, fy + (i === 2 ? -4 : 0), c, size));
    const lines = ['A solitaire by Kurt Lundqvist, 1996', `${p.title} version ${VERSION}`, 'Click or press Return to play'];
    let ly = fy + ch + 10;
    lines.forEach((t, i) => {
      fb.text(p.font, t, (w - t.length * 8) >> 1, ly, i === 2 ? C.YELLOW : C.WHITE);
      ly += i === 1 ? 16 : 11;
    });
  }
}

export const gameModule: GameModule = {
  parseOptions(raw) {
    const keys = Object.keys(raw).filter((k) => raw[k] !== undefined);
    if (keys.length) return { error: `Gulf has no option ${keys[0]}` };
    return { options: {} };
  },
  create: (m, opts) => new GulfApp(m, opts),
};
