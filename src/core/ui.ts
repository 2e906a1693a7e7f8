/**
 * The words the machine and its apps talk in (types only): menus, buttons, keys, points and text
 * fields. A leaf, so that the Platform, the menu bar and the requester can name them without
 * importing the App face that names the Platform.
 */
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
