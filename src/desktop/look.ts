/**
 * What a desktop looks like and how it behaves on one machine: the platform hands it out
 * (`Platform.desktop`: GEM's on the ST, platforms/st/desktop.ts; Workbench 1.3's on the Amiga,
 * platforms/amiga/desktop.ts), so the desktop app (desktop.ts) never asks which machine it shows.
 */
import type { Menu } from '../core/ui';
import type { Framebuffer, Sprite } from '../core/framebuffer';
import type { Font } from '../core/font';
import type { Rect } from '../core/menus';
import type { IconName } from '../../assets/icons';

/** Where the icons go (layout.ts). */
export interface DesktopMetrics {
  /** Space between the screen edge and the right-hand column's widest label. */
  edge: number;
  /** Blank pixels at least between two labels side by side, and between window and column. */
  gapX: number;
  /** Grid row pitch. */
  cellH: number;
  /** The window: top-left, widest width, smallest height, where its icons start (below its title/info lines). */
  win: { x: number; y: number; maxW: number; minH: number; top: number; pad: number };
  drive: IconName;
  driveLabel: string;
  trashLabel: string;
}

/** What the desktop's menus show: the selection and the machine's settings. */
export interface DesktopMenuState {
  selected: boolean;
  canDelete: boolean;
  soundOn: boolean;
  led: boolean;
  video: 'pal' | 'ntsc';
}

/** A requester's words and buttons. */
export interface Words {
  lines: string[];
  buttons: string[];
}

export interface DesktopLook {
  /** The screen's title (the Workbench screen's; GEM shows none). */
  readonly title: string;
  readonly icons: Readonly<Record<IconName, Sprite>>;
  readonly metrics: DesktopMetrics;
  /** Label ink and paper. */
  readonly label: { fg: number; bg: number };
  /**
   * GEM drags the outlines of image and label, leaves the icon in place and lights the drop
   * target; Workbench lifts the image itself off its place and lights nothing.
   */
  readonly dragsOutline: boolean;
  /** The menus, with item ids `open`, `delete`, `about`, a machine's name (switch to it), `video`, `sound`, `led`, `reset`. */
  menus(s: DesktopMenuState): Menu[];
  /** The screen behind the window. */
  drawBackground(fb: Framebuffer): void;
  /** The disk's window, holding `items` icons. */
  drawWindow(fb: Framebuffer, font: Font, w: Rect, items: number): void;
  /** An icon selected (or lit as a drop target): its image and label as drawn. */
  drawLit(fb: Framebuffer, image: Rect, label: Rect): void;
  /** The icon on its way: `image` and `label` already moved to where it is dragged. */
  drawDragged(fb: Framebuffer, sprite: Sprite, image: Rect, label: Rect): void;
  /** Asks before a file is deleted: button 0 deletes. */
  confirmDelete(stName: string, amigaName: string): Words;
  /** Said when a program is dropped on the trash. */
  cannotDelete(label: string): string[];
}
