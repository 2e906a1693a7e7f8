/**
 * King's Korner's mouse and keys, as KING.DOC has them: select the DECK or a GRID space with the
 * mouse, any key selects the DECK. Beyond the original: a keyboard cursor over the GRID (the arrows
 * show it; then Space and Return select its space), 0-4 on the FREE SPACES choice, ^N and ^X for
 * NEW GAME and Quit.
 */
import type { Button, KeyInput, Point } from '../../core/app';
import { SIZE, isFreeSpaces, type KKTarget } from './engine';
import { freeLayout, inside, layout } from './view';
import { onMenu, type MenuPort } from './menus';

/** What input reads of the game (KingsKornerApp implements it): its state, and what a press or key may set or start. */
export interface InputPort extends MenuPort {
  choose(t: KKTarget): void;
  readonly cursor: Readonly<{ row: number; col: number }>;
  /** The FREE SPACES button held down (-1: none). */
  readonly pressed: number;
  /** Hold FREE SPACES button `i` down (-1: let go), and redraw. */
  press(i: number): void;
  readonly showCursor: boolean;
  /** Put the keyboard cursor on a space and show or hide it (no redraw: the caller asks for one). */
  setCursor(cursor: { row: number; col: number }, shown: boolean): void;
  toFreeChoice(): void;
}

/** Keys that never select anything (modifiers, locks, function keys). */
const INERT = /^(Shift|Control|Alt|AltGraph|Meta|CapsLock|NumLock|ScrollLock|Tab|Escape|Dead|Unidentified|Fn|OS|ContextMenu|F\d+|Help|Home|End|PageUp|PageDown|Insert)$/;

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** What lies under a point in the playing screen. */
export function targetAt(app: InputPort, pt: Point): KKTarget | null {
  const L = layout(app.m.platform, app.m.fb.width, app.m.fb.height);
  if (inside(pt, L.deck)) return { kind: 'deck' };
  if (inside(pt, L.discard)) return { kind: 'discard' };
  for (let row = 0; row < SIZE; row++)
    for (let col = 0; col < SIZE; col++) if (inside(pt, L.cells[row]![col]!)) return { kind: 'cell', row, col };
  return null;
}

const freeButtonAt = (app: InputPort, pt: Point) =>
  freeLayout(app.m.platform, app.m.fb.width, app.m.fb.height).buttons.findIndex((r) => inside(pt, r));

export function pointerDown(app: InputPort, pt: Point, b: Button): void {
  if (b !== 'left' || app.searching) return;
  if (app.phase === 'title') return app.toFreeChoice();
  if (app.phase === 'free-spaces') {
    const i = freeButtonAt(app, pt);
    if (i >= 0) app.press(i);
    return;
  }
  const t = targetAt(app, pt);
  if (!t) return;
  app.setCursor(app.cursor, false);
  app.choose(t);
}

export function pointerUp(app: InputPort, pt: Point, b: Button): void {
  if (b !== 'left' || app.phase !== 'free-spaces' || app.pressed < 0 || app.searching) return;
  const i = freeButtonAt(app, pt);
  const was = app.pressed;
  app.press(-1);
  if (i === was && isFreeSpaces(i)) app.newGame(app.deal, i);
}

export function key(app: InputPort, k: KeyInput): void {
  if (k.ctrl && !k.alt) {
    const id = { n: 'same', x: 'quit' }[k.key.toLowerCase()];
    if (id) void onMenu(app, id);
    return;
  }
  if (app.searching) return;
  // H as well as Help: a PC keyboard has no Help key (so H no longer draws the DECK).
  if ((k.key === 'Help' || k.key === 'h' || k.key === 'H') && app.phase === 'play') return app.giveHint();
  if (k.alt || INERT.test(k.key)) return;
  if (app.phase === 'title') return app.toFreeChoice();
  if (app.phase === 'free-spaces') {
    const n = Number(k.key);
    if (k.key.length === 1 && isFreeSpaces(n)) app.newGame(app.deal, n);
    else if (k.key === 'Enter' || k.key === ' ') app.newGame(app.deal, app.freeSpaces);
    else app.m.beep();
    return;
  }
  const d = ARROWS[k.key];
  if (d) {
    const c = app.cursor;
    // The first arrow only shows the cursor where it was; the next ones move it.
    const to = app.showCursor
      ? { row: Math.max(0, Math.min(SIZE - 1, c.row + d[0])), col: Math.max(0, Math.min(SIZE - 1, c.col + d[1])) }
      : c;
    app.setCursor(to, true);
    app.m.invalidate();
    return;
  }
  // Space and Return select the cursor's space once the arrows have shown it (keyboard play);
  // Backspace, Delete and X the DISCARD pile while a card is held there.
  if ((k.key === ' ' || k.key === 'Enter') && app.showCursor) {
    return app.choose({ kind: 'cell', row: app.cursor.row, col: app.cursor.col });
  }
  if (DISCARD_KEYS.has(k.key) && app.s?.held) return app.choose({ kind: 'discard' });
  // KING.DOC: "You can also press any key to select the DECK." Any key that types a character, and
  // Space, Return, Backspace and Delete: a refused draw beeps and says why.
  if ([...k.key].length === 1 || DECK_KEYS.has(k.key)) app.choose({ kind: 'deck' });
}

/** Named keys that select the DECK, as a character key does (KING.DOC's "any key"). */
const DECK_KEYS = new Set(['Enter', 'Backspace', 'Delete']);
/** Keys that put a held card back (select the DISCARD pile). */
const DISCARD_KEYS = new Set(['Backspace', 'Delete', 'x', 'X']);
