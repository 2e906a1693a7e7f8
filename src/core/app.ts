/**
 * What runs on the machine: the desktop or a game. An app draws its whole screen on request
 * (the machine asks again whenever something changed) and answers input in framebuffer pixels.
 */
import type { Framebuffer } from './framebuffer';
import type { Platform, PointerKind } from './platform';
import type { ColourIndex } from './colours';

export type { MenuItem, MenuEntry, Menu, Button, KeyInput, Point, TextField } from './ui';
import type { Menu, KeyInput, Point, Button, TextField } from './ui';

export interface App {
  readonly id: string;
  /** 'graphics' uses the platform's main mode; 'text' its 80-column mode (ST medium). */
  readonly screen: 'graphics' | 'text';
  /** Menus of the menu bar (ST) / menu strip (Amiga); null for a full-screen app without menus. */
  menus(): Menu[] | null;
  /** Title shown in the Amiga screen title bar. */
  readonly title: string;
  /** The pen the screen's background is drawn in (default C.WHITE, pen 0). An Amiga screen keeps
   *  its background in colour register 0, which DisplayBeep complements (Machine.pens). */
  readonly background?: ColourIndex;
  /** Draw everything below the menu bar; the machine draws the bar and its menus on top. */
  draw(fb: Framebuffer, p: Platform): void;
  pointerDown?(pt: Point, b: Button): void;
  pointerUp?(pt: Point, b: Button): void;
  pointerMove?(pt: Point): void;
  /** The pointer shape wanted at `pt` (default: the arrow). */
  pointerAt?(pt: Point): PointerKind;
  /** Amiga: true where the app wants the right button itself instead of the menu strip
   *  (Intuition's RMBTRAP), e.g. right-clicking Gulf's stock. */
  trapsRightButton?(pt: Point): boolean;
  key?(k: KeyInput): void;
  /** The app's own text field being typed into, if any (requesters' fields are the machine's). */
  textField?(): TextField | null;
  menu?(menuTitle: string, itemId: string): void;
  /** Called every animation frame with a monotonic ms clock (timers, animations). */
  tick?(now: number): void;
  /** The automation snapshot (documented per game). */
  state(): unknown;
  /** The game on screen as its log (src/core/log.ts), or null when none is being played. */
  log?(): unknown;
  /** Framebuffer coordinates of the centre of a named target, or null. */
  locate(target: string): Point | null;
  /** The screen mode or platform changed: recompute layouts (state is kept). */
  relayout?(): void;
  /** The Aids preference changed (Machine.aids): start or stop asking the solver. */
  aidsChanged?(): void;
  /** The app is being left (quit, or another app launched). */
  dispose?(): void;
}
