/**
 * Where the desktop's icons go. Both desktops lay icons on a grid: GEM's directory windows in cells
 * as wide as the longest file name, Workbench's "Clean Up" likewise; so no label can run into its
 * neighbour however long the names are. The drive and the trash stand in a column at the right edge,
 * far enough in for their labels.
 */
import type { Platform } from '../core/platform';
import type { IconName } from '../../assets/icons';
import type { Rect } from '../core/menus';

export interface DesktopItem {
  id: string;
  icon: IconName;
  label: string;
}

export interface DesktopIcon extends DesktopItem {
  /** What a click hits: the image and the label under it. */
  rect: Rect;
}

export interface DesktopLayout {
  window: Rect;
  /** The window's icons, then the drive and the trash. */
  icons: DesktopIcon[];
}

const labelW = (s: string) => s.length * 8;

/** An icon centred on `cx` with its top at `y`: its image width or its label, whichever is wider. */
function place(it: DesktopItem, p: Platform, cx: number, y: number): DesktopIcon {
  const s = p.desktop.icons[it.icon];
  const w = Math.max(s.w, labelW(it.label));
  return { ...it, rect: { x: cx - (w >> 1), y, w, h: s.h + 1 + p.font.height } };
}

export function layoutDesktop(items: readonly DesktopItem[], p: Platform, screenW: number, screenH: number): DesktopLayout {
  const m = p.desktop.metrics;
  const set = p.desktop.icons;
  // The right-hand column: as wide as its widest label or image, `edge` in from the screen's edge.
  const colW = Math.max(set[m.drive].w, set.trash.w, labelW(m.driveLabel), labelW(m.trashLabel));
  const colX = screenW - m.edge - colW;
  const colCx = colX + (colW >> 1);
  // The window stops a gap short of the column; its grid cells are as wide as the longest label.
  const win = { x: m.win.x, y: m.win.y, w: Math.min(m.win.maxW, colX - m.gapX - m.win.x), h: m.win.minH };
  const inner = win.w - 2 * m.win.pad;
  const widest = Math.max(...items.map((it) => Math.max(set[it.icon].w, labelW(it.label))), 0);
  const cols = Math.max(1, Math.floor(inner / (widest + m.gapX)));
  const cellW = Math.floor(inner / cols);
  const rows = Math.ceil(items.length / cols);
  const top = win.y + m.win.top;
  win.h = Math.min(screenH - win.y - 4, Math.max(m.win.minH, m.win.top + rows * m.cellH));
  const icons = items.map((it, i) =>
    place(it, p, win.x + m.win.pad + (i % cols) * cellW + (cellW >> 1), top + Math.floor(i / cols) * m.cellH),
  );
  icons.push(place({ id: 'drive', icon: m.drive, label: m.driveLabel }, p, colCx, p.barHeight + 8));
  const trash = set.trash;
  icons.push(place({ id: 'trash', icon: 'trash', label: m.trashLabel }, p, colCx, screenH - trash.h - 22));
  return { window: win, icons };
}

/** Where an icon's image and its label (text width x font height) are drawn, both centred on its rect. */
export function iconParts(ic: DesktopIcon, p: Platform): { image: Rect; label: Rect } {
  const s = p.desktop.icons[ic.icon];
  const lw = labelW(ic.label);
  const cx = ic.rect.x + (ic.rect.w >> 1);
  const image = { x: cx - (s.w >> 1), y: ic.rect.y, w: s.w, h: s.h };
  return { image, label: { x: cx - (lw >> 1), y: ic.rect.y + s.h + 1, w: lw, h: p.font.height } };
}
