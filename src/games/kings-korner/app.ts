/**
 * King's Korner Solitaire's screen on the machine: the title screen (cleared by a click), the
 * FREE SPACES choice, then the GRID with the DECK and DISCARD piles. Input follows KING.DOC:
 * select the DECK or a GRID space with the mouse, any key selects the DECK; the first card of a
 * pair goes onto the DISCARD pile, and selecting the pile puts it back. Beyond the original:
 * keyboard play with a cursor, deal numbers, resume after reload, statistics, a solver-backed
 * HELP with a "can it still be won" line, and "winnable deals only" (advice.ts).
 */
import type { App, Button, KeyInput, Menu, Point } from '../../core/app';
import type { Framebuffer } from '../../core/framebuffer';
import type { Machine } from '../../core/machine';
import type { Platform } from '../../core/platform';
import type { GameModule, LaunchOptions } from '../registry';
import { C } from '../../core/colours';
import { parseChoice, parseDeal, MAX_DEAL, shown } from '../../core/params';
import {
  type FreeSpaces, type KKMove, type KKState, type KKTarget, COURT_SPACES, SIZE, isCourt, isFreeSpaces, kkEngine, select,
  toApiState, validateKKState,
} from './engine';
import {
  cardName, centre, drawFreeChoice, drawPlay, drawTitle, freeLayout, inside, layout,
} from './view';
import { loadStats, recordGame, statsLines } from './stats';
import { Advisor, solverConfig, type Winnable } from './advice';

export const SAVE_KEY = 'save.kings-korner';
export const SAVE_V = 1;
export const DEFAULT_FREE_SPACES: FreeSpaces = 4;
export const PREFS_KEY = 'kk.prefs';
export const PREFS_V = 1;
export interface KKPrefs {
  /** New games draw deal numbers until the solver proves one winnable. */
  winnableOnly: boolean;
}
export const validatePrefs = (x: unknown): KKPrefs | null =>
  x !== null && typeof x === 'object' && typeof (x as KKPrefs).winnableOnly === 'boolean'
    ? { winnableOnly: (x as KKPrefs).winnableOnly }
    : null;

/** The winnability line of the status area and the About box. */
export function winnableText(w: Winnable): string {
  return w === 'won' ? 'Can still be won.'
    : w === 'lost' ? 'Cannot be won now.'
    : w === 'thinking' ? 'Solver: thinking...'
    : 'Solver: unknown.';
}

type Phase = 'title' | 'free-spaces' | 'play';

/** How often the count of tries in "Looking for a winnable deal..." is redrawn. */
const REDRAW_MS = 200;

const randomDeal = () => (Math.random() * 2 ** 32) >>> 0;

const COURT_NAMES: Record<string, string> = { K: 'King', Q: 'Queen', J: 'Jack' };
const SUIT_NAMES: Record<string, string> = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
const longName = (c: string) => `${COURT_NAMES[c[0]!]} of ${SUIT_NAMES[c[1]!]}`;

/** Keys that never select anything (modifiers, locks, function keys). */
const INERT = /^(Shift|Control|Alt|AltGraph|Meta|CapsLock|NumLock|ScrollLock|Tab|Escape|Dead|Unidentified|Fn|OS|ContextMenu|F\d+|Help|Home|End|PageUp|PageDown|Insert)$/;

export class KingsKornerApp implements App {
  readonly id = 'kings-korner';
  readonly screen = 'graphics' as const;
  readonly title = "King's Korner Solitaire";
  phase: Phase;
  /** The deal the next game (title screen) or the current game uses. */
  deal: number;
  /** FREE SPACES preset: the last count chosen. */
  freeSpaces: FreeSpaces;
  s: KKState | null = null;
  cursor = { row: 1, col: 1 };
  showCursor = false;
  /** A refusal's reason or a hint, shown until the next move. */
  note: string | null = null;
  private pressed = -1;
  /** A saved game in progress found when launched afresh: counted as lost if a new game replaces it. */
  private abandoned: KKState | null = null;
  /** The solver: the verdict on the current position, and the winnable-deal search. */
  readonly advisor: Advisor;
  prefs: KKPrefs;
  /** A "winnable deals only" search in progress: how many deals tried so far. */
  searching: { tries: number } | null = null;
  private searchId = 0;

  constructor(
    private m: Machine,
    opts: LaunchOptions,
  ) {
    this.advisor = new Advisor(() => m.invalidate());
    this.prefs = m.store.get(PREFS_KEY, PREFS_V, validatePrefs) ?? { winnableOnly: false };
    const fs = isFreeSpaces(opts.freeSpaces) ? opts.freeSpaces : DEFAULT_FREE_SPACES;
    this.freeSpaces = fs;
    this.deal = typeof opts.deal === 'number' ? opts.deal >>> 0 : randomDeal();
    this.phase = 'play';
    if (opts.resume) {
      const saved = m.store.get(SAVE_KEY, SAVE_V, validateKKState);
      if (saved) {
        this.s = saved;
        this.deal = saved.deal;
        this.freeSpaces = saved.freeSpaces;
        this.advisor.update(saved);
        return;
      }
      this.start(this.deal, fs);
      return;
    }
    const old = m.store.get(SAVE_KEY, SAVE_V, validateKKState);
    if (old && old.end === null && old.moves.length > 0) this.abandoned = old;
    if (opts.direct) {
      if (typeof opts.deal === 'number') this.start(this.deal, fs);
      else this.newGame(this.deal, fs);
    } else {
      this.phase = 'title';
      m.play('title');
    }
  }

  // ---- games ----
  /** Begin a game: anything left unfinished is counted as lost. */
  start(deal: number, fs: FreeSpaces) {
    for (const g of [this.s, this.abandoned]) {
      if (g && g.end === null && g.moves.length > 0) recordGame(this.m, g.freeSpaces, false);
    }
    this.abandoned = null;
    this.deal = deal;
    this.freeSpaces = fs;
    this.s = kkEngine.newGame(deal, { freeSpaces: fs });
    this.phase = 'play';
    this.note = null;
    this.advisor.update(this.s);
    this.cursor = { row: 1, col: 1 };
    this.save();
    this.m.play('deal');
    this.m.menusChanged();
    this.m.invalidate();
  }

  /**
   * A new game without an explicit deal number: with "winnable deals only", deal numbers from
   * `deal` on (deal, deal + 1, ...) until the solver proves one winnable; after `solverConfig.tries`
   * the last one tried is played, with a message (a failing solver stops the search at once, on the
   * deal it was trying). The busy pointer shows while it searches; each try is one request to the
   * worker, so the screen keeps drawing between them.
   */
  newGame(deal: number, fs: FreeSpaces) {
    if (!this.prefs.winnableOnly) {
      this.start(deal, fs);
      return;
    }
    const id = ++this.searchId;
    const m = this.m;
    this.searching = { tries: 0 };
    this.advisor.reset();
    m.busy = true;
    m.menusChanged();
    m.invalidate();
    const done = () => {
      this.searching = null;
      m.busy = false;
    };
    void (async () => {
      let d = deal >>> 0;
      let shown = -Infinity;
      for (let i = 0; i < solverConfig.tries; i++, d = (d + 1) >>> 0) {
        this.searching = { tries: i + 1 };
        // The count is redrawn a few times a second, not for every try: a redrawn frame can cost
        // more than a try (a slow display), and the tries must not wait for frames.
        if (performance.now() - shown >= REDRAW_MS) {
          shown = performance.now();
          m.invalidate();
        }
        const ok = await this.advisor.provesWinnable(kkEngine.newGame(d, { freeSpaces: fs }));
        if (id !== this.searchId) return; // replaced, or the app was left
        if (ok === null) {
          done();
          return;
        }
        if (ok === 'failed') {
          done();
          this.start(d, fs);
          this.note = `The solver failed: playing deal ${d}.`;
          m.message(this.note);
          m.invalidate();
          return;
        }
        if (ok) {
          done();
          this.start(d, fs);
          return;
        }
      }
      const last = (d - 1) >>> 0;
      done();
      this.start(last, fs);
      this.note = `No deal proved winnable in ${solverConfig.tries} tries: playing deal ${last}.`;
      m.message(this.note);
      m.invalidate();
    })();
  }

  dispose() {
    this.searchId++;
    if (this.searching) this.m.busy = false;
    this.searching = null;
    this.advisor.dispose();
  }

  /** Whether the current position can still be won, as far as the solver knows. */
  winnable(): Winnable {
    return this.s ? this.advisor.winnable(this.s) : 'thinking';
  }

  private save() {
    if (this.s) this.m.store.set(SAVE_KEY, SAVE_V, this.s);
  }

  /** Select the DECK, the DISCARD pile or a GRID space, as a click or a key does. */
  choose(t: KKTarget) {
    const s = this.s;
    if (!s || this.phase !== 'play' || this.searching) return;
    const r = select(s, t);
    if ('refused' in r) {
      this.note = r.refused;
      this.m.beep();
      this.m.message(r.refused);
      this.m.invalidate();
      return;
    }
    this.apply(r.move);
  }

  private apply(mv: KKMove) {
    const before = this.s!;
    const s = kkEngine.apply(before, mv);
    this.s = s;
    this.note = null;
    this.advisor.update(s, mv);
    this.save();
    this.m.invalidate();
    if (s.end === null) {
      this.m.play(mv.type === 'draw' ? 'deal' : mv.type === 'place' ? 'move' : 'click');
      return;
    }
    recordGame(this.m, s.freeSpaces, s.end === 'won');
    this.m.menusChanged();
    const again = (res: { button: number }) => {
      if (res.button === 0) this.newGame(randomDeal(), this.freeSpaces);
    };
    if (s.end === 'won') {
      this.m.play('win');
      void this.m.alert({ lines: ['YOU WIN!!', 'Every card played and', 'every non-court card', 'discarded.'], buttons: ['Again', 'OK'], defaultButton: 0, icon: 'note' }).then(again);
      return;
    }
    this.m.play('lose');
    const lines =
      s.end === 'court-blocked' && s.current
        ? [`The ${longName(s.current)}`, 'was drawn, and its space', 'is occupied.', 'You lose....']
        : ['The GRID is full and no', 'discard is possible.', 'You lose....'];
    void this.m.alert({ lines, buttons: ['Again', 'OK'], defaultButton: 0, icon: 'stop' }).then(again);
  }

  /** What the status text says when there is no note to show. */
  statusText(): string {
    const s = this.s;
    if (!s) return '';
    if (s.end === 'won') return 'YOU WIN!! Choose NEW GAME to play again.';
    if (s.end === 'court-blocked') return `Game over: the ${cardName(s.current ?? '')} has no free space.`;
    if (s.end === 'grid-full') return 'Game over: the GRID is full and no discard is possible.';
    if (s.held) return `Choose a card to make ten with the ${cardName(s.held.card)}, or the DISCARD pile to put it back.`;
    if (s.current) {
      if (isCourt(s.current)) return `Place the ${cardName(s.current)} on its space.`;
      return `Place the ${cardName(s.current)} on the GRID.`;
    }
    if (s.deck.length === 0) return 'Discard the cards left on the GRID.';
    return 'Select the DECK, or a card to discard.';
  }

  // ---- App ----
  menus(): Menu[] {
    const st = this.m.platform.name === 'st';
    const playing = this.phase === 'play' && this.s !== null;
    const canHint = playing && this.s!.end === null;
    const project: Menu = {
      title: 'PROJECT',
      items: [
        ...(st ? [] : [{ id: 'about', label: 'About...' }, '-' as const]),
        { id: 'stats', label: 'Statistics...' },
        { id: 'hint', label: 'Hint', enabled: canHint, key: 'Help' },
        '-',
        { id: 'quit', label: 'Quit' },
      ],
    };
    const newGame: Menu = {
      title: 'NEW GAME',
      items: [
        { id: 'same', label: 'Same FREE SPACES', enabled: this.phase === 'play' },
        { id: 'choose', label: 'Choose FREE SPACES' },
        '-',
        { id: 'deal', label: 'Deal number...' },
        { id: 'winnable', label: 'Winnable deals only', checked: this.prefs.winnableOnly },
      ],
    };
    const desk: Menu = { title: 'Desk', items: [{ id: 'about', label: "About King's Korner..." }] };
    return st ? [desk, project, newGame] : [project, newGame];
  }

  draw(fb: Framebuffer, p: Platform) {
    if (this.searching) {
      this.drawScreen(fb, p);
      const t = [`Looking for a winnable deal... (${this.searching.tries})`, 'Please wait.'];
      const w = Math.max(...t.map((x) => x.length)) * 8 + 16;
      const h = 2 * 10 + 12;
      const x = (fb.width - w) >> 1;
      const y = (fb.height - h) >> 1;
      fb.fillRect(x, y, w, h, C.WHITE);
      fb.rect(x, y, w, h, C.BLACK);
      fb.rect(x + 2, y + 2, w - 4, h - 4, C.BLACK);
      t.forEach((line, i) => fb.text(p.font, line, x + ((w - line.length * 8) >> 1), y + 7 + i * 10, C.BLACK));
      return;
    }
    this.drawScreen(fb, p);
  }

  private drawScreen(fb: Framebuffer, p: Platform) {
    if (this.phase === 'title') return drawTitle(fb, p, this.deal);
    if (this.phase === 'free-spaces') return drawFreeChoice(fb, p, this.freeSpaces, this.pressed, this.deal);
    if (!this.s) return;
    drawPlay(fb, p, {
      s: this.s,
      cursor: this.showCursor ? this.cursor : null,
      status: this.note ?? this.statusText(),
      backDesign: 0,
      solver: winnableText(this.winnable()),
    });
  }

  private layoutNow() {
    return layout(this.m.platform, this.m.fb.width, this.m.fb.height);
  }

  /** What lies under a point in the playing screen. */
  targetAt(pt: Point): KKTarget | null {
    const L = this.layoutNow();
    if (inside(pt, L.deck)) return { kind: 'deck' };
    if (inside(pt, L.discard)) return { kind: 'discard' };
    for (let row = 0; row < SIZE; row++)
      for (let col = 0; col < SIZE; col++) if (inside(pt, L.cells[row]![col]!)) return { kind: 'cell', row, col };
    return null;
  }

  pointerDown(pt: Point, b: Button) {
    if (b !== 'left' || this.searching) return;
    if (this.phase === 'title') {
      this.toFreeChoice();
      return;
    }
    if (this.phase === 'free-spaces') {
      const i = freeLayout(this.m.platform, this.m.fb.width, this.m.fb.height).buttons.findIndex((r) => inside(pt, r));
      if (i >= 0) {
        this.pressed = i;
        this.m.invalidate();
      }
      return;
    }
    const t = this.targetAt(pt);
    if (!t) return;
    this.showCursor = false;
    this.choose(t);
  }

  pointerUp(pt: Point, b: Button) {
    if (b !== 'left' || this.phase !== 'free-spaces' || this.pressed < 0 || this.searching) return;
    const i = freeLayout(this.m.platform, this.m.fb.width, this.m.fb.height).buttons.findIndex((r) => inside(pt, r));
    const was = this.pressed;
    this.pressed = -1;
    this.m.invalidate();
    if (i === was && isFreeSpaces(i)) this.newGame(this.deal, i);
  }

  private toFreeChoice() {
    this.phase = 'free-spaces';
    this.pressed = -1;
    this.m.play('click');
    this.m.menusChanged();
    this.m.invalidate();
  }

  key(k: KeyInput) {
    if (this.searching) return;
    if (k.key === 'Help' && this.phase === 'play') {
      this.giveHint();
      return;
    }
    if (k.ctrl || k.alt || INERT.test(k.key)) return;
    if (this.phase === 'title') {
      this.toFreeChoice();
      return;
    }
    if (this.phase === 'free-spaces') {
      const n = Number(k.key);
      if (k.key.length === 1 && isFreeSpaces(n)) this.newGame(this.deal, n);
      else if (k.key === 'Enter' || k.key === ' ') this.newGame(this.deal, this.freeSpaces);
      else this.m.beep();
      return;
    }
    const move: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const d = move[k.key];
    if (d) {
      if (this.showCursor) {
        this.cursor = {
          row: Math.max(0, Math.min(SIZE - 1, this.cursor.row + d[0])),
          col: Math.max(0, Math.min(SIZE - 1, this.cursor.col + d[1])),
        };
      }
      this.showCursor = true;
      this.m.invalidate();
      return;
    }
    if (k.key === ' ' || k.key === 'Enter') {
      this.showCursor = true;
      this.choose({ kind: 'cell', row: this.cursor.row, col: this.cursor.col });
      return;
    }
    if (k.key === 'Backspace' || k.key === 'Delete' || k.key === 'x' || k.key === 'X') {
      this.choose({ kind: 'discard' });
      return;
    }
    // KING.DOC: "You can also press any key to select the DECK."
    this.choose({ kind: 'deck' });
  }

  menu(_title: string, id: string) {
    const m = this.m;
    if (this.searching && id !== 'quit' && id !== 'about' && id !== 'stats') return;
    switch (id) {
      case 'about':
        void m.alert({
          lines: [
            "King's Korner Solitaire", 'by David F. Downing, 1988.', 'Kings in the corners: pair', 'off cards that make ten.',
            ...(this.phase === 'play' && this.s ? ['', winnableText(this.winnable())] : []),
          ],
          buttons: ['OK'],
          icon: 'note',
        });
        break;
      case 'stats':
        void m.alert({ lines: statsLines(loadStats(m)), buttons: ['OK'] });
        break;
      case 'hint':
        this.giveHint();
        break;
      case 'quit':
        m.quitToDesktop();
        break;
      case 'same':
        this.newGame(randomDeal(), this.freeSpaces);
        break;
      case 'winnable':
        this.prefs = { winnableOnly: !this.prefs.winnableOnly };
        m.store.set(PREFS_KEY, PREFS_V, this.prefs);
        m.menusChanged();
        break;
      case 'choose':
        this.deal = randomDeal();
        this.phase = 'title';
        m.play('title');
        m.menusChanged();
        m.invalidate();
        break;
      case 'deal':
        void m
          .alert({
            lines: ['Deal number', `(0 to ${MAX_DEAL}):`],
            buttons: ['OK', 'Cancel'],
            defaultButton: 0,
            input: { initial: String(this.deal), maxLength: 10, allowed: /^[0-9]$/ },
          })
          .then((r) => {
            if (r.button !== 0) return;
            const d = parseDeal(r.text);
            if ('error' in d) {
              void m.alert({ lines: [d.error], buttons: ['OK'], icon: 'stop' });
              return;
            }
            if (this.phase === 'play') this.start(d.deal, this.freeSpaces);
            else {
              this.deal = d.deal;
              m.invalidate();
            }
          });
        break;
    }
  }

  /** The engine's advice: the cursor goes to the space, and the status line says what to do. */
  giveHint() {
    const s = this.s;
    if (!s || this.phase !== 'play') return;
    const { move: h, solver } = this.advisor.advise(s);
    const by = solver ? 'Solver' : 'Hint';
    if (!h) {
      this.note = 'No move is possible.';
    } else if (h.type === 'draw') {
      this.note = `${by}: select the DECK.`;
    } else if (h.type === 'unhold') {
      this.note = `${by}: select the DISCARD pile.`;
    } else {
      this.cursor = { row: h.row, col: h.col };
      this.showCursor = true;
      const x = s.grid[h.row]![h.col]!;
      const what = h.type === 'place' ? 'place the card here' : `discard the ${typeof x === 'string' && x !== '#' ? cardName(x) : 'card'}`;
      this.note = `${by}: ${what} (the cursor marks it).`;
    }
    this.m.message(this.note);
    this.m.invalidate();
  }

  state() {
    if (this.phase !== 'play' || !this.s) {
      return {
        game: 'kings-korner' as const, phase: this.phase, deal: this.deal, freeSpaces: this.freeSpaces, searching: this.searching !== null,
      };
    }
    return {
      ...toApiState(this.s), phase: this.phase, cursor: this.showCursor ? { ...this.cursor } : null,
      winnable: this.winnable(), searching: this.searching !== null,
    };
  }

  locate(target: string): Point | null {
    const parts = target.split(':');
    if (this.phase === 'title') return parts[0] === 'title' ? { x: this.m.fb.width >> 1, y: this.m.fb.height >> 1 } : null;
    if (this.phase === 'free-spaces') {
      if (parts[0] !== 'free') return null;
      const r = freeLayout(this.m.platform, this.m.fb.width, this.m.fb.height).buttons[Number(parts[1])];
      return r && parts.length === 2 ? centre(r) : null;
    }
    const L = this.layoutNow();
    if (target === 'deck') return centre(L.deck);
    if (target === 'discard') return centre(L.discard);
    if (parts[0] === 'cell' && parts.length === 3 && /^\d$/.test(parts[1]!) && /^\d$/.test(parts[2]!)) {
      const r = L.cells[Number(parts[1])]?.[Number(parts[2])];
      return r ? centre(r) : null;
    }
    return null;
  }
}

/** The labelled space of every court card (re-exported for tests and docs). */
export { COURT_SPACES };

export const gameModule: GameModule = {
  parseOptions(raw) {
    const options: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) {
      if (k === 'freeSpaces') {
        if (v === undefined || v === null || v === '') continue;
        const c = parseChoice('freeSpaces', v, [0, 1, 2, 3, 4] as const);
        if ('error' in c) return { error: c.error };
        options.freeSpaces = c.value;
      } else return { error: `${shown(k)}: King's Korner takes only deal and freeSpaces` };
    }
    return { options };
  },
  create: (m, opts) => new KingsKornerApp(m, opts),
};
