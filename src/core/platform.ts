/**
 * What a platform supplies: screen modes, palette, font, pointers, its mouse-button conventions,
 * and behaviour: it draws its own menu bar, requesters, dialog boxes and buttons, names files its
 * way and places the About item where its users look for it. Games ask the platform for these and
 * never test its name; only the platform layer, the machine's chrome and the desktop know which
 * machine they show. The interface lives in core (platforms/ implement it and depend on core,
 * never the reverse); the menu bar and the requester declare the part of it they read.
 */
import type { Font } from './font';
import type { CardSize } from '../art/cards';
import type { Framebuffer } from './framebuffer';
import type { MenuBar, MenuLook, Rect } from './menus';
import type { Requester, RequesterLayout, RequesterLook } from './requester';
import type { Menu, MenuItem } from './ui';
import type { Pointer } from '../../assets/pointers';
import type { ColourIndex } from './colours';
import type { CrtLook } from '../display/crt-filter';
import type { SoundChip } from '../sound/types';
import type { ColourSpace } from './palette';
import type { DesktopLook } from '../desktop/look';
import type { Video } from './video';
export type { Video } from './video';

export type PlatformName = 'st' | 'amiga';
export const PLATFORM_NAMES: readonly PlatformName[] = ['st', 'amiga'];
export const isPlatformName = (x: unknown): x is PlatformName => typeof x === 'string' && (PLATFORM_NAMES as readonly string[]).includes(x);
export type ModeName = 'st-low' | 'st-medium' | 'amiga-hires';

export interface ScreenMode {
  name: ModeName;
  width: number;
  height: number;
  colours: number;
  /** Pixel aspect, width : height (1 = square; 0.5 = twice as tall as wide). */
  aspect: number;
}

export type PointerKind = 'arrow' | 'busy' | 'cross' | 'noEntry';

export interface Platform extends MenuLook, RequesterLook {
  readonly name: PlatformName;
  readonly title: string;
  /** The main mode for graphics screens on this platform. */
  mode(video: Video): ScreenMode;
  /** The mode for 80-column text screens (ST: medium resolution; Amiga: hi-res again). */
  textMode(video: Video): ScreenMode;
  /** The colours its registers can hold (3 bits a channel on the ST, 4 on the Amiga): the framebuffer snaps to them. */
  readonly colourSpace: ColourSpace;
  /** The 16 colours of the shared layout (src/core/colours.ts) as this machine shows them. */
  readonly palette: readonly number[];
  /** Four colours for ST medium resolution: paper, ink and two accents (indices 0..3). */
  readonly textPalette: readonly number[];
  readonly font: Font;
  /** Screen background of the desktop (colour index). */
  readonly desktopColour: ColourIndex;
  /** Height of the menu bar / screen title bar in pixels. */
  readonly barHeight: number;
  /** Horizontal pixel multiplier so layouts designed in ST-sized units keep their proportions. */
  readonly xScale: 1 | 2;
  /** The card art drawn for this machine's pixel grid (src/art/cards.ts). */
  readonly cardSize: CardSize;
  /** The sound chip tunes and effects are rendered on (src/sound/render.ts). */
  readonly soundChip: SoundChip;
  /** The desktop the collection opens on: GEM's or Workbench's (src/desktop/look.ts). */
  readonly desktop: DesktopLook;
  /** The period monitor the CRT look imitates (src/display/crt-filter.ts). */
  readonly crt: CrtLook;
  /** 'hover': GEM menus drop when the pointer rests on a title, left click chooses.
   *  'right-hold': Amiga menus show while the right button is held, release chooses. */
  readonly menuGesture: 'hover' | 'right-hold';
  /** The beep: the ST rings its bell; the Amiga flashes colour 0 of the screen (DisplayBeep). */
  readonly beep: 'bell' | 'flash';
  /** Intuition screens hold their background in colour register 0 (the one DisplayBeep
   *  complements): the machine presents the app's background pen there. */
  readonly backgroundInRegister0: boolean;
  /** Where the first menu title starts. */
  readonly menuInset: number;
  /** Requester conventions: GEM alerts carry an icon and centre their buttons; Intuition spreads its gadgets. */
  readonly requester: { readonly icons: boolean; readonly buttonPad: number; readonly buttonH: number; readonly spread: boolean };
  /** The arrow and busy pointers, their colour roles, and how many screen pixels a pointer pixel is wide. */
  readonly pointers: { readonly arrow: Pointer; readonly busy: Pointer; readonly roles: readonly [number, number, number]; readonly scale: 1 | 2 };
  drawMenuBar(fb: Framebuffer, bar: MenuBar, title: string): void;
  drawRequester(fb: Framebuffer, r: Requester, l: RequesterLayout): void;
  /** A game's own dialog (GEM's double-bordered box / Intuition's bevelled panel); returns the colours to write in. */
  drawDialog(fb: Framebuffer, r: Rect): DialogInk;
  /** A push button (GEM) or gadget (Intuition); `preset` is the default choice, `pressed` held down. */
  drawButton(fb: Framebuffer, r: Rect, label: string, s?: { preset?: boolean; pressed?: boolean }): void;
  /**
   * A name the machine's way, chosen from what the names are: `short`, an 8.3 file name (GEMDOS:
   * the ST's), or `long`, an icon's free name (Workbench: the Amiga's).
   */
  fileName(n: { short: string; long: string }): string;
  /** Width in pixels of a menu item's shortcut as this machine shows it (see drawMenuBar). */
  shortcutWidth(key: string): number;
  /** The app's menus with its About item where this machine's users look: GEM's Desk menu, or first in the first menu. */
  withAbout(menus: Menu[], about: MenuItem): Menu[];
}

/** Colours to write inside a dialog box. */
export interface DialogInk {
  paper: number;
  ink: number;
  /** Secondary text (hints, deal numbers). */
  dim: number;
  /** A highlighted row or chosen item: its background and its text. */
  mark: number;
  markInk: number;
  /** Rules and separators. */
  rule: number;
}
