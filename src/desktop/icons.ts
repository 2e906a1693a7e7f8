/** Drawing one desktop icon: at rest, selected (or lit as a drop target), and while it is dragged, in the platform's desktop look. */
import type { Framebuffer } from '../core/framebuffer';
import type { Platform } from '../core/platform';
import { iconParts, type DesktopIcon } from './layout';

/** Label colours: GEM's black on a white box, Workbench's white on its blue. */
export const labelColours = (p: Platform): { fg: number; bg: number } => p.desktop.label;

export function drawIcon(fb: Framebuffer, p: Platform, ic: DesktopIcon, lit: boolean) {
  const s = p.desktop.icons[ic.icon];
  const { image, label } = iconParts(ic, p);
  const { fg, bg } = labelColours(p);
  fb.blit(s, image.x, image.y);
  fb.text(p.font, ic.label, label.x, label.y, fg, bg);
  if (lit) p.desktop.drawLit(fb, image, label);
}

/** The icon on its way, moved by (dx, dy): GEM drags the outlines of image and label, Workbench the image itself. */
export function drawDragged(fb: Framebuffer, p: Platform, ic: DesktopIcon, dx: number, dy: number) {
  const { image, label } = iconParts(ic, p);
  // Kept on the desktop, below the menu bar, as both desktops keep it.
  const left = Math.min(image.x, label.x);
  const right = Math.max(image.x + image.w, label.x + label.w);
  dx = Math.max(-left, Math.min(fb.width - right, dx));
  dy = Math.max(p.barHeight - image.y, Math.min(fb.height - (label.y + label.h), dy));
  p.desktop.drawDragged(fb, p.desktop.icons[ic.icon], { ...image, x: image.x + dx, y: image.y + dy }, { ...label, x: label.x + dx, y: label.y + dy });
}
