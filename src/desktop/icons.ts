/** Drawing one desktop icon: at rest, selected (or lit as a drop target), and while it is dragged. */
import type { Framebuffer } from '../core/framebuffer';
import type { Platform } from '../../platforms/types';
import type { Rect } from '../core/menus';
import { C } from '../core/colours';
import { ICONS } from '../../assets/icons';
import { iconParts, type DesktopIcon } from './layout';

/** Label colours: GEM's black on a white box, Workbench's white on its blue. */
export const labelColours = (p: Platform): { fg: number; bg: number } =>
  p.name === 'st' ? { fg: C.BLACK, bg: C.WHITE } : { fg: C.WHITE, bg: C.BLUE };

export function drawIcon(fb: Framebuffer, p: Platform, ic: DesktopIcon, lit: boolean) {
  const s = ICONS[p.name][ic.icon];
  const { image, label } = iconParts(ic, p);
  const { fg, bg } = labelColours(p);
  fb.blit(s, image.x, image.y);
  fb.text(p.font, ic.label, label.x, label.y, fg, bg);
  if (!lit) return;
  // GEM inverts the icon and its label; Workbench complements the image and darkens the label.
  fb.swapColours(image.x, image.y, image.w, image.h, C.WHITE, C.BLACK);
  if (p.name === 'st') fb.swapColours(label.x, label.y, label.w, label.h, C.WHITE, C.BLACK);
  else {
    fb.swapColours(image.x, image.y, image.w, image.h, C.BLUE, C.ORANGE);
    fb.swapColours(label.x, label.y, label.w, label.h, C.WHITE, C.BLACK);
  }
}

/** GEM's dotted outline, alternate pixels black and white so it shows on the window and on the dither. */
function dottedRect(fb: Framebuffer, r: Rect) {
  const dot = (x: number, y: number) => fb.pset(x, y, (x + y) & 1 ? C.WHITE : C.BLACK);
  for (let x = r.x; x < r.x + r.w; x++) {
    dot(x, r.y);
    dot(x, r.y + r.h - 1);
  }
  for (let y = r.y + 1; y < r.y + r.h - 1; y++) {
    dot(r.x, y);
    dot(r.x + r.w - 1, y);
  }
}

/** The icon on its way, moved by (dx, dy): GEM drags the outlines of image and label, Workbench the image itself. */
export function drawDragged(fb: Framebuffer, p: Platform, ic: DesktopIcon, dx: number, dy: number) {
  const { image, label } = iconParts(ic, p);
  // Kept on the desktop, below the menu bar, as both desktops keep it.
  const left = Math.min(image.x, label.x);
  const right = Math.max(image.x + image.w, label.x + label.w);
  dx = Math.max(-left, Math.min(fb.width - right, dx));
  dy = Math.max(p.barHeight - image.y, Math.min(fb.height - (label.y + label.h), dy));
  if (p.name === 'st') {
    dottedRect(fb, { ...image, x: image.x + dx, y: image.y + dy });
    dottedRect(fb, { ...label, x: label.x + dx, y: label.y + dy });
    return;
  }
  fb.blit(ICONS[p.name][ic.icon], image.x + dx, image.y + dy);
}
