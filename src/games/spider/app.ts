/**
 * Spider's screen on the ST and the Amiga (SPIDER.DOC's "PROGRAM CONTROL"): left button plays,
 * right button pops up the control panel (HELP, DEAL, UNDO, INFO, VIEW, QUIT); no menu bar on
 * either machine. The app keeps game state only (engine state, clock, VIEW split in board lines)
 * and derives every pixel from the platform and the screen size at draw time.
 */
import type { App, Button, KeyInput, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import type { Platform, PointerKind } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../registry';
import { inRect } from '../../core/menus';
import { parseChoice, parseDeal, shown, MAX_DEAL } from '../../core/params';
import {
  spiderEngine, canDeal, canHelp, clickCard, clickColumn, completedSuits, dealRefusal, hint, newGame, spiderScore,
  status, toApiState, undoCheats, validateSpiderState,
  type SpiderMove, type SpiderRules, type SpiderState, type SpiderSuits,
} from './engine';
import {
  MARKER_H, boardToScreen, cardCentre, colX, geometry, hitTest, stockRect, underColumn, type Geo, type Split,
} from './layout';
import { COMMANDS, infoLayout, messageLayout, panelLayout, wrapText, type ButtonLook, type Command } from './panel';
import { drawArrow, drawBoard, drawInfo, drawMessage, drawPanel, drawPickLine } from './screen';
import { drawOptions, optionAt, optionRects, type OptionId, type OptionsModel } from './options';
import { SolveCancelled, SolverClient, splitThreads } from '../../solver/client';
import type { SolveBudget, Verdict } from '../../solver/types';
import {
  NAME_CHARS, NAME_MAX, cleanName, insertEntry, loadHitParade, qualifies, saveHitParade, showHitParade,
} from './hitparade';

export const SAVE_KEY = 'save.spider';
export const SAVE_VERSION = 1;
/** The clock is written to the save this often while it runs (moves save at once). */
const CLOCK_SAVE_MS = 5000;
/** A frame gap longer than this (a sleeping tab) is not counted as play. */
const MAX_FRAME_MS = 1000;

export interface SpiderSave {
  state: SpiderState;
  /** Time spent, ms. */
  elapsed: number;
  split: Split | null;
  /** The end of the game (won / lost) was announced. */
  announced: boolean;
  /** This game's score is already in the Hit Parade. */
  hpEntered: boolean;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function validateSave(x: unknown): SpiderSave | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const state = validateSpiderState(o.state);
  if (!state) return null;
  if (typeof o.elapsed !== 'number' || !Number.isFinite(o.elapsed) || o.elapsed < 0) return null;
  let split: Split | null = null;
  if (o.split !== null) {
    const sp = o.split as Record<string, unknown> | undefined;
    if (!sp || !isInt(sp.a) || !isInt(sp.b) || sp.a < 0 || sp.b <= sp.a || sp.b > 10000) return null;
    split = { a: sp.a, b: sp.b };
  }
  if (typeof o.announced !== 'boolean' || typeof o.hpEntered !== 'boolean') return null;
  return { state, elapsed: o.elapsed, split, announced: o.announced, hpEntered: o.hpEntered };
}

export const randomDeal = (): number => (Math.random() * 2 ** 32) >>> 0;

/** "mm:ss" (minutes keep counting past 99). */
export function formatTime(ms: number): string {
  const sec = Math.floor(ms / 1000);
  return `${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')}`;
}

/** The search started after every change of position (in the Worker in the browser). */
export const SOLVE_BUDGET: SolveBudget = { maxMs: 3000, maxNodes: 2_000_000 };
/** "Winnable deals only": each deal drawn gets this budget, and the search gives up after WINNABLE_TRIES deals. */
export const WINNABLE_BUDGET: SolveBudget = { maxMs: 2000, maxNodes: 1_500_000 };
export const WINNABLE_TRIES = 10;

export const PREFS_KEY = 'prefs.spider';
export const PREFS_VERSION = 1;
/** "Winnable deals only", one flag per suit count. */
export interface SpiderPrefs {
  winnable: Record<'1' | '2' | '4', boolean>;
}
export function validatePrefs(x: unknown): SpiderPrefs | null {
  if (!x || typeof x !== 'object') return null;
  const w = (x as Record<string, unknown>).winnable as Record<string, unknown> | undefined;
  if (!w || typeof w !== 'object') return null;
  const out = { '1': false, '2': false, '4': false };
  for (const k of ['1', '2', '4'] as const) {
    if (typeof w[k] !== 'boolean') return null;
    out[k] = w[k];
  }
  return { winnable: out };
}

/** What the screen knows about the current position's fate. */
export type Winnability = 'won' | 'lost' | 'unknown' | 'thinking';

/** Test seams: the solver client (null = no solver), its budgets. */
export interface SpiderDeps {
  solver?: SolverClient | null;
  budget?: SolveBudget;
  winnableBudget?: SolveBudget;
}

const sameMove = (a: SpiderMove, b: SpiderMove): boolean => JSON.stringify(a) === JSON.stringify(b);

const KEY_COMMANDS: Record<string, Command> = { h: 'HELP', d: 'DEAL', u: 'UNDO', i: 'INFO', v: 'VIEW', q: 'QUIT' };

export class SpiderApp implements App {
  readonly id = 'spider';
  readonly screen = 'graphics' as const;
  readonly title = 'Spider';
  mode: 'options' | 'board' = 'board';
  options: OptionsModel;
  s!: SpiderState;
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
  private over = false;
  private lastTick = -1;
  private sinceSave = 0;
  /** The game was left by QUIT: nothing more is saved. */
  private finished = false;
  private quitting = false;
  private disposed = false;
  /** The solver (a Worker in the browser); null = none (Node unless a test gives one). */
  readonly solver: SolverClient | null;
  private budget: SolveBudget;
  private winnableBudget: SolveBudget;
  /** Bumped on every change of position: a verdict for an older key is stale. */
  private posKey = 0;
  /** The solver's verdict on the current position (null while it thinks or without a solver). */
  verdict: Verdict<SpiderMove> | null = null;
  private thinking = false;
  /** Where the last HELP answer came from. */
  helpFrom: 'solver' | 'heuristic' | null = null;
  prefs: SpiderPrefs;
  /** "Winnable deals only" is drawing deals: the try being searched (1-based), else 0. */
  searching = 0;
  /** The deal number on the options screen was typed by the player: never changed. */
  private dealTyped = false;

  constructor(
    private m: Machine,
    opts: LaunchOptions,
    deps: SpiderDeps = {},
  ) {
    this.solver = deps.solver !== undefined ? deps.solver : typeof Worker === 'undefined' ? null : new SolverClient();
    this.budget = deps.budget ?? SOLVE_BUDGET;
    this.winnableBudget = deps.winnableBudget ?? WINNABLE_BUDGET;
    this.prefs = m.store.get(PREFS_KEY, PREFS_VERSION, validatePrefs) ?? { winnable: { '1': false, '2': false, '4': false } };
    const rules: SpiderRules = opts.rules === 'gnome' ? 'gnome' : 'st';
    const suits: SpiderSuits = opts.suits === 1 || opts.suits === 2 ? opts.suits : 4;
    const explicit = typeof opts.deal === 'number';
    const deal = explicit ? (opts.deal as number) : randomDeal();
    this.options = { rules, suits, deal, canContinue: false, winnable: this.winnableFor(suits), status: null };
    if (opts.resume && this.resume()) return;
    if (opts.direct || opts.resume) {
      if (explicit || !this.winnableFor(suits)) this.start(deal, rules, suits);
      else {
        // searching for a winnable deal: the options screen shows the search meanwhile
        this.mode = 'options';
        void this.newDeal(deal, rules, suits, false);
      }
    } else {
      this.mode = 'options';
      this.options.canContinue = m.store.has(SAVE_KEY);
    }
  }

  winnableFor(suits: SpiderSuits): boolean {
    return this.prefs.winnable[String(suits) as '1' | '2' | '4'];
  }

  private setWinnable(suits: SpiderSuits, on: boolean) {
    this.prefs.winnable[String(suits) as '1' | '2' | '4'] = on;
    this.m.store.set(PREFS_KEY, PREFS_VERSION, this.prefs);
    this.options.winnable = on;
  }

  // ---- the solver ----
  /** The position changed: take `seed` as its verdict, or ask the solver. */
  private positionChanged(seed: Verdict<SpiderMove> | null = null) {
    const key = ++this.posKey;
    this.verdict = seed;
    this.thinking = false;
    if (seed || !this.solver || this.disposed) return;
    this.thinking = true;
    this.solver.request('spider', this.s, this.budget, splitThreads()).then(
      (v) => {
        if (key !== this.posKey || this.disposed) return;
        this.verdict = v;
        this.thinking = false;
        this.m.invalidate();
      },
      (e: unknown) => {
        if (e instanceof SolveCancelled || key !== this.posKey) return;
        this.thinking = false;
        this.m.invalidate();
      },
    );
  }

  /** Whether the current position can still be won, as far as the solver knows. */
  winnability(): Winnability {
    if (this.verdict) return this.verdict.result;
    return this.thinking ? 'thinking' : 'unknown';
  }

  /**
   * A new game: with "winnable deals only" on for this suit count (and a deal the player did not
   * choose), deals from `deal` on (deal, deal+1, ...) until the solver proves one winnable;
   * after WINNABLE_TRIES it plays the last one and says so. The busy pointer shows meanwhile.
   */
  async newDeal(deal: number, rules: SpiderRules, suits: SpiderSuits, explicit: boolean): Promise<void> {
    if (this.searching) return;
    if (explicit || !this.solver || !this.winnableFor(suits)) return this.start(deal, rules, suits);
    const m = this.m;
    this.mode = 'options';
    this.options = { ...this.options, rules, suits, deal, winnable: true };
    m.busy = true;
    let d = deal;
    let found: Verdict<SpiderMove> | null = null;
    try {
      for (let i = 0; i < WINNABLE_TRIES; i++) {
        d = (deal + i) >>> 0;
        this.searching = i + 1;
        this.options.deal = d;
        this.options.status = `Looking for a winnable deal (${i + 1}/${WINNABLE_TRIES})`;
        m.invalidate();
        const v = await this.solver.request('spider', newGame(d, { rules, suits }), this.winnableBudget, splitThreads());
        if (this.disposed) return;
        if (v.result === 'won') {
          found = v;
          break;
        }
      }
    } catch (e) {
      if (e instanceof SolveCancelled || this.disposed) return;
      found = null; // a failing solver: play the deal reached
    } finally {
      this.searching = 0;
      this.options.status = null;
      m.busy = false;
    }
    this.start(d, rules, suits, found);
    if (!found) this.showMessage(['No winnable deal proven', `in ${WINNABLE_TRIES} tries: playing deal ${d}.`]);
  }

  // ---- game life ----
  private resume(): boolean {
    const sv = this.m.store.get(SAVE_KEY, SAVE_VERSION, validateSave);
    if (!sv) return false;
    this.s = sv.state;
    this.elapsed = sv.elapsed;
    this.split = sv.split;
    this.announced = sv.announced;
    this.hpEntered = sv.hpEntered;
    this.mode = 'board';
    this.over = status(this.s) !== 'playing';
    this.clearOverlays();
    this.positionChanged();
    this.m.invalidate();
    return true;
  }

  start(deal: number, rules: SpiderRules, suits: SpiderSuits, seed: Verdict<SpiderMove> | null = null) {
    this.s = newGame(deal, { rules, suits });
    this.options = { rules, suits, deal, canContinue: false, winnable: this.winnableFor(suits), status: null };
    this.dealTyped = false;
    this.mode = 'board';
    this.elapsed = 0;
    this.split = null;
    this.announced = false;
    this.hpEntered = false;
    this.over = status(this.s) !== 'playing';
    this.finished = false;
    this.clearOverlays();
    this.positionChanged(seed);
    this.m.play('deal');
    this.save();
    this.m.invalidate();
  }

  private clearOverlays() {
    this.picking = null;
    this.panel = false;
    this.info = false;
    this.msg = null;
    this.arrow = null;
  }

  save() {
    if (this.mode !== 'board' || this.finished) return;
    const data: SpiderSave = { state: this.s, elapsed: Math.round(this.elapsed), split: this.split, announced: this.announced, hpEntered: this.hpEntered };
    this.m.store.set(SAVE_KEY, SAVE_VERSION, data);
    this.sinceSave = 0;
  }

  get score(): number {
    return spiderScore(this.s);
  }

  private geo(): Geo {
    return geometry(this.m.platform, this.m.fb.width, this.m.fb.height, this.s.rules);
  }

  /** Play a move the player asked for: the sound, the save, and the end of the game. */
  play(mv: SpiderMove) {
    const v = this.verdict;
    // following the known winning line: the rest of it is the new position's verdict
    const seed = v?.result === 'won' && v.line.length > 0 && sameMove(v.line[0]!, mv) ? { result: 'won' as const, line: v.line.slice(1) } : null;
    this.s = spiderEngine.apply(this.s, mv);
    this.arrow = null;
    this.m.play(mv.type === 'deal' ? 'deal' : mv.type === 'move' ? 'move' : 'suit');
    this.afterChange(seed);
  }

  private afterChange(seed: Verdict<SpiderMove> | null = null) {
    this.positionChanged(seed);
    const st = status(this.s);
    this.over = st !== 'playing';
    if (st === 'playing') this.announced = false;
    const announce = st !== 'playing' && !this.announced;
    if (announce) this.announced = true;
    this.save();
    this.m.invalidate();
    if (!announce) return;
    if (st === 'won') {
      this.m.play('win');
      void this.wonFlow();
    } else {
      this.m.play('lose');
      void this.lostFlow();
    }
  }

  private async wonFlow() {
    await this.offerEntry();
    const r = await this.m.alert({
      lines: ['Congratulations!', 'All eight suits are done.', `Score ${this.score}, time ${formatTime(this.elapsed)}.`],
      buttons: ['New game', 'Quit'],
      defaultButton: 0,
      icon: 'note',
    });
    if (this.m.app !== this) return;
    if (r.button === 0) await this.newDeal(randomDeal(), this.s.rules, this.s.suits, false);
    else await this.quit();
  }

  private async lostFlow() {
    const r = await this.m.alert({
      lines: ['No more moves:', 'this game is lost.', `Score ${this.score}.`],
      buttons: ['Quit', 'Board'],
      defaultButton: 1,
      icon: 'stop',
    });
    if (this.m.app === this && r.button === 0) await this.quit();
  }

  /**
   * SPIDER.DOC: the Hit Parade takes a score above the tenth (or any while fewer than ten),
   * never a cheater's. The name is the one thing typed. Resolves with the rank, or -1.
   */
  async offerEntry(): Promise<number> {
    const rules = this.s.rules;
    const score = this.score;
    if (this.s.cheated || this.hpEntered || !qualifies(loadHitParade(this.m)[rules], score)) return -1;
    const r = await this.m.alert({
      lines: [`Your score of ${score} enters`, 'the Hit Parade! Your name:', `(up to ${NAME_MAX} letters, digits,`, "spaces and . ' -)"],
      buttons: ['OK'],
      input: { initial: '', maxLength: NAME_MAX, allowed: NAME_CHARS },
      icon: 'note',
    });
    const hp = loadHitParade(this.m);
    const { table, rank } = insertEntry(hp[rules], { name: cleanName(r.text), score, suits: this.s.suits, deal: this.s.deal });
    hp[rules] = table;
    saveHitParade(this.m, hp);
    this.hpEntered = true;
    this.save();
    await showHitParade(this.m, rules, rank);
    return rank;
  }

  /** QUIT: the Hit Parade first when the score qualifies, then the desktop. The game ends. */
  async quit() {
    if (this.quitting) return;
    this.quitting = true;
    this.clearOverlays();
    this.m.invalidate();
    try {
      await this.offerEntry();
    } finally {
      this.finished = true;
      this.m.store.remove(SAVE_KEY, false);
      if (this.m.app === this) this.m.quitToDesktop();
    }
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

  command(c: Command) {
    this.panel = false;
    this.info = false;
    this.msg = null;
    this.arrow = null;
    this.picking = null;
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
        this.s = spiderEngine.undo(this.s);
        this.m.play('click');
        return this.afterChange();
      case 'INFO':
        this.info = true;
        return;
      case 'VIEW':
        if (this.split) {
          this.split = null;
          this.save();
        } else this.picking = { first: null };
        return;
      case 'QUIT':
        void this.quit();
        return;
    }
  }

  /**
   * HELP answers at once from what is known: the solver's next move when it holds a winning line
   * for this position, else the original's heuristic hint.
   */
  private help() {
    if (!canHelp(this.s)) return this.m.beep();
    const v = this.verdict;
    const solved = v?.result === 'won' && v.line.length > 0;
    const h = solved ? v.line[0]! : hint(this.s);
    this.helpFrom = solved ? 'solver' : 'heuristic';
    if (h === null) return this.showMessage(['No move left:', 'the game is over.']);
    if (h.type === 'deal')
      return this.showMessage(solved ? ['The winning line goes on:', 'deal ten new cards.'] : ['Nothing worth moving:', 'deal ten new cards.']);
    if (h.type === 'remove') return this.showMessage([`Column ${h.col + 1} holds a complete suit:`, 'click it to take it off.']);
    this.arrow = h;
    const text = h.type === 'foundation' ? `HELP: column ${h.col + 1} to a foundation` : `HELP: column ${h.from + 1} to column ${h.to + 1}`;
    this.m.message(solved ? `${text} (winning line)` : text);
  }

  // ---- input ----
  pointerDown(pt: Point, b: Button) {
    const m = this.m;
    if (this.mode === 'options') {
      if (b === 'left' && !this.searching) this.optionClick(pt);
      return;
    }
    if (this.quitting) return;
    // SPIDER.DOC: a message panel or the HELP arrow goes away on a click of either button
    if (this.msg || this.arrow) {
      this.msg = null;
      this.arrow = null;
      m.invalidate();
      return;
    }
    if (this.info) {
      const l = infoLayout(m.platform, m.fb.width, m.fb.height);
      if (b === 'left' && inRect(pt, l.hitParade)) void showHitParade(m, this.s.rules);
      else this.info = false;
      m.invalidate();
      return;
    }
    if (this.picking) return this.pick(pt, b);
    if (this.panel) {
      if (b === 'right') this.panel = false;
      else {
        const l = panelLayout(m.platform, m.fb.width, m.fb.height);
        const i = l.buttons.findIndex((r) => inRect(pt, r));
        if (i >= 0) this.choose(COMMANDS[i]!);
      }
      m.invalidate();
      return;
    }
    if (b === 'right') {
      this.panel = true;
      m.invalidate();
      return;
    }
    this.boardClick(pt);
  }

  /** A panel button (or its key): a disabled one beeps (DEAL also says why). */
  private choose(c: Command) {
    const look = this.looks()[COMMANDS.indexOf(c)];
    if (look === 'disabled') {
      this.panel = false;
      this.m.beep();
      const why = c === 'DEAL' ? dealRefusal(this.s) : null;
      if (why) this.showMessage(why);
      this.m.invalidate();
      return;
    }
    this.command(c);
  }

  private boardClick(pt: Point) {
    const g = this.geo();
    const hit = hitTest(g, this.s, this.split, pt);
    if (!hit || hit.kind === 'marker') return;
    if (hit.kind === 'stock') return this.choose('DEAL');
    let mv: SpiderMove | null = null;
    if (hit.kind === 'card') mv = clickCard(this.s, hit.col, hit.index);
    else if (hit.kind === 'column') mv = clickColumn(this.s, hit.col);
    if (mv === null || this.over) return this.m.beep();
    this.play(mv);
  }

  /** VIEW: two left clicks choose the lines; right aborts. */
  private pick(pt: Point, b: Button) {
    const pk = this.picking!;
    this.m.invalidate();
    if (b === 'right') {
      this.picking = null;
      return;
    }
    const g = this.geo();
    const line = Math.max(0, Math.min(g.height - g.top - 1, pt.y - g.top));
    if (pk.first === null) {
      pk.first = line;
      return;
    }
    const a = Math.min(pk.first, line);
    const bb = Math.max(pk.first, line);
    // the marker takes MARKER_H lines itself: hiding fewer would hide nothing
    if (bb - a <= MARKER_H) return this.m.beep();
    this.split = { a, b: bb };
    this.picking = null;
    this.save();
  }

  private optionClick(pt: Point) {
    const m = this.m;
    const id = optionAt(m.platform, m.fb.width, m.fb.height, this.options, pt);
    if (id) this.option(id);
  }

  option(id: OptionId) {
    const o = this.options;
    const m = this.m;
    m.invalidate();
    switch (id) {
      case 'st':
      case 'gnome':
        o.rules = id;
        return m.play('click');
      case '1':
      case '2':
      case '4':
        o.suits = Number(id) as SpiderSuits;
        o.winnable = this.winnableFor(o.suits);
        return m.play('click');
      case 'all':
      case 'winnable':
        this.setWinnable(o.suits, id === 'winnable');
        return m.play('click');
      case 'new':
        o.deal = randomDeal();
        this.dealTyped = false;
        return m.play('click');
      case 'deal':
        return void this.editDeal();
      case 'start':
        return void this.newDeal(o.deal, o.rules, o.suits, this.dealTyped);
      case 'continue':
        if (!this.resume()) {
          o.canContinue = false;
          m.beep();
        }
        return;
      case 'desktop':
        return m.quitToDesktop();
    }
  }

  private async editDeal() {
    const m = this.m;
    const r = await m.alert({
      lines: ['Deal number', `(0 to ${MAX_DEAL}):`],
      buttons: ['OK', 'Cancel'],
      defaultButton: 0,
      input: { initial: String(this.options.deal), maxLength: 10, allowed: /^[0-9]$/ },
    });
    if (r.button !== 0) return;
    const d = parseDeal(r.text);
    if ('error' in d) {
      await m.alert({
        lines: ['Sorry, a deal number is a', `whole number from 0 to`, `${MAX_DEAL}.`, `"${shown(r.text)}" is not one.`],
        buttons: ['OK'],
        icon: 'note',
      });
      return;
    }
    this.options.deal = d.deal;
    this.dealTyped = true;
    m.invalidate();
  }

  key(k: KeyInput) {
    const m = this.m;
    const key = k.key.length === 1 ? k.key.toLowerCase() : k.key;
    if (this.mode === 'options') {
      if (this.searching) return;
      if (key === 'Enter') this.option('start');
      else if (key === 'Escape') this.option('desktop');
      else if (key === 'n') this.option('new');
      return;
    }
    if (this.quitting) return;
    if (key === 'Escape') {
      this.clearOverlays();
      m.invalidate();
      return;
    }
    if (this.picking) return;
    // a message, the HELP arrow or INFO goes away on any key; Enter and Space do only that, and I
    // closes INFO rather than opening it again; other keys then do their own work
    const wasInfo = this.info;
    if (this.msg || this.arrow || this.info) {
      this.msg = null;
      this.arrow = null;
      this.info = false;
      m.invalidate();
      if (key === 'Enter' || key === ' ' || (wasInfo && key === 'i')) return;
    }
    const c = k.ctrl ? (key === 'z' ? 'UNDO' : undefined) : KEY_COMMANDS[key];
    if (c) {
      this.panel = false;
      this.choose(c);
      return;
    }
    // keyboard play: 1..9, 0 = a left click under column 1..10 (the column's whole group)
    if (!k.ctrl && !k.alt && /^[0-9]$/.test(key) && !this.panel) this.columnKey(key === '0' ? 9 : Number(key) - 1);
  }

  private columnKey(col: number) {
    const mv = clickColumn(this.s, col);
    if (mv === null || this.over) return this.m.beep();
    this.play(mv);
  }

  pointerAt(): PointerKind {
    return this.mode === 'board' && this.picking ? 'cross' : 'arrow';
  }

  tick(now: number) {
    if (this.lastTick < 0) {
      this.lastTick = now;
      return;
    }
    const dt = Math.max(0, Math.min(MAX_FRAME_MS, now - this.lastTick));
    this.lastTick = now;
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
    if (this.searching) this.m.busy = false;
    this.solver?.dispose();
  }

  menus() {
    return null;
  }

  /** Amiga: the whole screen is RMBTRAP'd, the right button is the control panel's (no menu strip). */
  trapsRightButton(): boolean {
    return true;
  }

  // ---- drawing ----
  draw(fb: Framebuffer, p: Platform) {
    if (this.mode === 'options') return drawOptions(fb, p, this.options);
    const g = geometry(p, fb.width, fb.height, this.s.rules);
    drawBoard(fb, p, g, this.s, this.split, this.score);
    if (this.picking?.first != null) drawPickLine(fb, g.top + this.picking.first);
    if (this.arrow) {
      const ends = this.arrowEnds(g);
      if (ends) drawArrow(fb, p, ends[0], ends[1]);
    }
    if (this.panel) drawPanel(fb, p, this.looks());
    if (this.info)
      drawInfo(fb, p, { s: this.s, score: this.score, time: formatTime(this.elapsed), slots: completedSuits(this.s), winnable: this.winnability() });
    if (this.msg) drawMessage(fb, p, this.msg);
  }

  /** A card's centre, or where the marker crosses its column when the split hides it. */
  private cardPoint(g: Geo, col: number, k: number): Point {
    const c = cardCentre(g, this.s, this.split, col, k);
    if (c) return c;
    const y = this.split ? g.top + this.split.a + (MARKER_H >> 1) : g.top;
    return { x: colX(g, col) + (g.cw >> 1), y };
  }

  private arrowEnds(g: Geo): [Point, Point] | null {
    const mv = this.arrow!;
    const s = this.s;
    if (mv.type === 'move') {
      const from = s.columns[mv.from]!;
      const first = from.down.length + from.up.length - mv.count;
      const a = this.cardPoint(g, mv.from, first);
      const to = s.columns[mv.to]!;
      const n = to.down.length + to.up.length;
      const b = n ? this.cardPoint(g, mv.to, n - 1) : { x: colX(g, mv.to) + (g.cw >> 1), y: g.top + (g.ch >> 1) };
      return [a, b];
    }
    if (mv.type === 'foundation') {
      const c = s.columns[mv.col]!;
      const a = this.cardPoint(g, mv.col, c.down.length + c.up.length - 13);
      const i = Math.min(7, s.removed.length);
      return [a, { x: colX(g, i + 2) + (g.cw >> 1), y: g.rowY + (g.ch >> 1) }];
    }
    return null;
  }

  // ---- automation ----
  state() {
    if (this.mode === 'options') {
      const { rules, suits, deal, canContinue, winnable } = this.options;
      return { game: 'spider', ui: { screen: 'options', rules, suits, deal, canContinue, winnableOnly: winnable, searching: this.searching } };
    }
    return {
      ...toApiState(this.s),
      ui: {
        screen: 'board',
        panel: this.panel,
        info: this.info,
        message: this.msg ? this.msg.join(' ') : null,
        arrow: this.arrow,
        view: this.picking ? 'picking' : this.split ? 'split' : 'normal',
        split: this.split,
        hidden: this.split ? this.split.b - this.split.a : 0,
        time: Math.floor(this.elapsed / 1000),
        undoCheats: undoCheats(this.s),
        canHelp: canHelp(this.s),
        canDeal: canDeal(this.s),
        hpEntered: this.hpEntered,
        winnable: this.winnability(),
        solverLine: this.verdict?.result === 'won' ? this.verdict.line.length : null,
        helpFrom: this.helpFrom,
      },
    };
  }

  locate(target: string): Point | null {
    const m = this.m;
    const p = m.platform;
    const [kind, a, b] = target.split(':');
    if (this.mode === 'options') {
      if (kind !== 'option') return null;
      const r = optionRects(p, m.fb.width, m.fb.height, this.options)[a as OptionId];
      return r ? { x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) } : null;
    }
    const g = this.geo();
    const centre = (r: { x: number; y: number; w: number; h: number }) => ({ x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) });
    switch (kind) {
      case 'column':
        return underColumn(g, this.s, this.split, Number(a));
      case 'card':
        return cardCentre(g, this.s, this.split, Number(a), Number(b));
      case 'stock': {
        // the top back of the pile (the empty place when the stock is used up); null under ST rules
        const r = stockRect(g, this.s);
        return r ? { x: r.top + (g.cw >> 1), y: r.y + (r.h >> 1) } : null;
      }
      case 'foundation': {
        const i = Number(a);
        if (g.rowY < 0 || !Number.isInteger(i) || i < 0 || i > 7) return null;
        return { x: colX(g, i + 2) + (g.cw >> 1), y: g.rowY + (g.ch >> 1) };
      }
      case 'panel': {
        if (this.info && a === 'HITPARADE') return centre(infoLayout(p, m.fb.width, m.fb.height).hitParade);
        if (!this.panel) return null;
        const i = COMMANDS.indexOf(a as Command);
        return i < 0 ? null : centre(panelLayout(p, m.fb.width, m.fb.height).buttons[i]!);
      }
      case 'message':
        return this.msg ? centre(messageLayout(p, m.fb.width, m.fb.height, this.msg).box) : null;
      case 'line': {
        // a point on board line n (VIEW's picks), at the middle of the screen
        const y = boardToScreen(g, this.split, Number(a));
        return y === null ? null : { x: m.fb.width >> 1, y };
      }
      default:
        return null;
    }
  }
}

function parseSpiderOptions(raw: Record<string, unknown>): { options: Record<string, unknown> } | { error: string } {
  const options: Record<string, unknown> = {};
  const errors: string[] = [];
  if (raw.rules !== undefined && raw.rules !== null) {
    const r = parseChoice('rules', raw.rules, ['st', 'gnome'] as const);
    if ('error' in r) errors.push(`rules=${shown(raw.rules)}: use st or gnome`);
    else options.rules = r.value;
  }
  if (raw.suits !== undefined && raw.suits !== null) {
    const r = parseChoice('suits', raw.suits, [1, 2, 4] as const);
    if ('error' in r) errors.push(`suits=${shown(raw.suits)}: use 1, 2 or 4`);
    else options.suits = r.value;
  }
  return errors.length ? { error: errors.join('; ') } : { options };
}

export const gameModule: GameModule = {
  parseOptions: parseSpiderOptions,
  create: (m, opts) => new SpiderApp(m, opts),
};
