/**
 * Gulf's input: the left button plays a stack's last card or turns the stock, the right button over
 * the stock cycles the card back (Intuition's RMBTRAP there, the menu strip elsewhere); keys give the
 * menus' shortcuts and keyboard play (Space turns a stock card, 1..7 take a stack's last card).
 */
import type { Button, KeyInput, Point } from '../../core/app';
import type { PointerKind } from '../../core/platform';
import { canPlay } from './engine';
import { hitTest } from './layout';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { GulfLayout } from './layout';
import type { GulfState } from './rules';

/** The game's two screens: the title, or play. */
export type Mode = 'title' | 'play';

/** What input.ts reads of the game and may set or start (GulfApp implements it). */
export interface InputPort {
  about(): void;
  closeScores(): void;
  /** A click on the high scores: an entry's row watches its game, elsewhere closes them. */
  scoresClick(pt: Point): void;
  /** Watch the game of the high scores' row `row` (0 is the best). */
  watchRow(row: number): void;
  cycleBack(): void;
  drawCard(): void;
  help(): void;
  layout(): GulfLayout;
  leaveTitle(): void;
  readonly m: Machine;
  readonly mode: Mode;
  newGame(deal?: number  ): Promise<void>;
  playStack(stack: number): void;
  readonly s: GulfState;
  readonly searching: boolean;
  readonly shell: GameShell;
  readonly showScores: { highlight: number } | null;
}

const ctrl = (k: KeyInput, ch: string) => k.ctrl && k.key.toLowerCase() === ch;

export function key(app: InputPort, k: KeyInput): void {
  if (ctrl(k, 'a')) return app.about();
  if (ctrl(k, 'n')) return void app.newGame();
  if (ctrl(k, 'x')) return void app.shell.quit();
  if (app.showScores) {
    if (k.key === 'Enter' || k.key === 'Escape' || k.key === ' ') app.closeScores();
    else if (/^[0-9]$/.test(k.key)) app.watchRow((Number(k.key) + 9) % 10);
    return;
  }
  if (app.mode === 'title' && (k.key === 'Enter' || k.key === ' ')) return app.leaveTitle();
  if (app.mode !== 'play' || k.ctrl || k.alt) return;
  if (k.key === 'b' || k.key === 'B') return app.cycleBack();
  if (k.key === 'h' || k.key === 'H' || k.key === 'Help') return app.help();
  if (k.key === ' ') return app.drawCard();
  if (/^[1-7]$/.test(k.key)) return app.playStack(Number(k.key) - 1);
}

const hit = (app: InputPort, pt: Point) => hitTest(app.layout(), app.s.stacks.map((c) => c.length), pt);

export function pointerDown(app: InputPort, pt: Point, b: Button): void {
  if (app.showScores) return app.scoresClick(pt);
  if (app.searching && app.mode === 'play') return;
  if (app.mode === 'title') {
    if (b === 'left') app.leaveTitle();
    return;
  }
  const h = hit(app, pt);
  if (b === 'right') {
    if (h.kind === 'stock') app.cycleBack();
    return;
  }
  if (h.kind === 'stock') return app.drawCard();
  if (h.kind === 'faceUp' || (h.kind === 'card' && !h.last)) return app.m.beep();
  if (h.kind === 'card') return app.playStack(h.stack);
}

export function pointerAt(app: InputPort, pt: Point): PointerKind {
  if (app.mode !== 'play' || app.showScores) return 'arrow';
  const s = app.s;
  const h = hit(app, pt);
  if (h.kind === 'card') return h.last && s.phase === 'play' && canPlay(s, h.stack) ? 'arrow' : 'noEntry';
  if (h.kind === 'faceUp') return 'noEntry';
  if (h.kind === 'stock') return s.phase === 'play' && s.stock.length > 0 ? 'arrow' : 'noEntry';
  return 'arrow';
}

/** Intuition's RMBTRAP, per position: the right button over the stock cycles the card back instead of showing the menu strip. */
export function trapsRightButton(app: InputPort, pt: Point): boolean {
  return app.mode === 'play' && !app.showScores && hit(app, pt).kind === 'stock';
}
