/**
 * The types of a platform (Atari ST or Amiga; platforms/st, platforms/amiga): its screen and text
 * modes, palettes, font, bar height, card size, menu gesture and beep. Layout sizes come from
 * here (card size, `xScale`, bar height), not from the name. The machine and the desktop test
 * `name` for the look they draw (menu bar, requesters, pointers, icons); games test it for the
 * look of their own boxes (a GEM white box, a Workbench-blue panel) and for their menus as each
 * machine laid them out (on the ST, About in the first menu; Exit against Quit).
 */
import type { Font } from '../src/core/font';
import type { CardSize } from '../src/art/cards';

export type PlatformName = 'st' | 'amiga';
export type Video = 'ntsc' | 'pal';
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

export interface Platform {
  readonly name: PlatformName;
  readonly title: string;
  /** The main mode for graphics screens on this platform. */
  mode(video: Video): ScreenMode;
  /** The mode for 80-column text screens (ST: medium resolution; Amiga: hi-res again). */
  textMode(video: Video): ScreenMode;
  /** The 16 colours of the shared layout (src/core/colours.ts) as this machine shows them. */
  readonly palette: readonly number[];
  /** Four colours for ST medium resolution: paper, ink and two accents (indices 0..3). */
  readonly textPalette: readonly number[];
  readonly font: Font;
  /** Screen background of the desktop (colour index). */
  readonly desktopColour: number;
  /** Height of the menu bar / screen title bar in pixels. */
  readonly barHeight: number;
  /** Horizontal pixel multiplier so layouts designed in ST-sized units keep their proportions. */
  readonly xScale: 1 | 2;
  readonly cardSize: CardSize;
  /** 'hover': GEM menus drop when the pointer rests on a title, left click chooses.
   *  'right-hold': Amiga menus show while the right button is held, release chooses. */
  readonly menuGesture: 'hover' | 'right-hold';
  /** The beep: the ST rings its bell; the Amiga flashes colour 0 of the screen (DisplayBeep). */
  readonly beep: 'bell' | 'flash';
}
