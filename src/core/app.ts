/**
 * What runs on the machine: the desktop or a game. An app draws its whole screen on request
 * (the machine asks again whenever something changed) and answers input in framebuffer pixels.
 */
import type { Framebuffer } from './framebuffer';
import type { Platform, PointerKind } from '../../platforms/types';
import type { ColourIndex } from './colours';

export interface MenuItem {
  id: string;
  label: string;
  enabled?: boolean;
  checked?: boolean;
  /** Shortcut shown at the right: '^N' is a command key (Control on the ST and a PC, drawn as
   *  GEM's ^N; the right-Amiga key on the Amiga, drawn as its glyph and N); anything else ('H',
   *  'F9', 'Help') is shown as written. */
  key?: string;
}
/** `'-'` draws a separator. */
export type MenuEntry = MenuItem | '-';
export interface Menu {
  title: string;
  items: MenuEntry[];
}

export type Button = 'left' | 'right';

export interface KeyInput {
  key: string;
  code: string;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * A text field being typed into (a requester's, or an app's own such as the door's name prompt):
 * what it holds and which keyboard a phone should offer for it. The page keeps a hidden real input
 * focused while one is up, so a phone shows its keyboard; what is typed still arrives as keys.
 */
export interface TextField {
  value: string;
  kind: 'text' | 'numeric' | 'password';
}

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
  /** Framebuffer coordinates of the centre of a named target, or null. */
  locate(target: string): Point | null;
  /** The screen mode or platform changed: recompute layouts (state is kept). */
  relayout?(): void;
  /** The Aids preference changed (Machine.aids): start or stop asking the solver. */
  aidsChanged?(): void;
  /** The app is being left (quit, or another app launched). */
  dispose?(): void;
}
