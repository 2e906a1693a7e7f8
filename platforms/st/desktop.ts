/** GEM's desktop in ST low resolution: a green dither, drive A's window, file names 8.3. */
import type { DesktopLook } from '../../src/desktop/look';
import type { Framebuffer } from '../../src/core/framebuffer';
import type { Rect } from '../../src/core/menus';
import { C } from '../../src/core/colours';
import { ICONS } from '../../assets/icons';

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

export const GEM_DESKTOP: DesktopLook = {
  title: 'Workbench release 1.3',
  icons: ICONS.st,
  metrics: { edge: 8, gapX: 8, cellH: 36, win: { x: 4, y: 18, maxW: 256, minH: 128, top: 26, pad: 4 }, drive: 'drive', driveLabel: 'DISK A', trashLabel: 'TRASH' },
  label: { fg: C.BLACK, bg: C.WHITE },
  dragsOutline: true,
  menus: (s) => [
    { title: 'Desk', items: [{ id: 'about', label: 'About the collection...' }] },
    {
      title: 'File',
      items: [
        { id: 'open', label: 'Open', enabled: s.selected },
        { id: 'delete', label: 'Delete...', enabled: s.canDelete },
      ],
    },
    {
      title: 'Options',
      items: [
        { id: 'amiga', label: 'Amiga presentation', key: 'F9' },
        { id: 'sound', label: 'Sound', checked: s.soundOn, key: 'F8' },
        '-',
        { id: 'reset', label: 'Reset' },
      ],
    },
  ],
  drawBackground: (fb) => fb.fillPattern(0, 0, fb.width, fb.height, [0xaaaa, 0x5555], C.FELT, C.DARKFELT),
  drawWindow(fb, font, w, n) {
    fb.fillRect(w.x, w.y, w.w, w.h, C.WHITE);
    fb.rect(w.x, w.y, w.w, w.h, C.BLACK);
    // Title bar: close box, dotted fill, centred title, full box.
    fb.fillPattern(w.x + 1, w.y + 1, w.w - 2, 10, [0xaaaa, 0x5555], C.BLACK, C.WHITE);
    fb.hline(w.x, w.y + 11, w.w, C.BLACK);
    fb.fillRect(w.x + 1, w.y + 1, 11, 10, C.WHITE);
    fb.rect(w.x, w.y, 12, 12, C.BLACK);
    fb.line(w.x + 3, w.y + 3, w.x + 8, w.y + 8, C.BLACK);
    fb.line(w.x + 8, w.y + 3, w.x + 3, w.y + 8, C.BLACK);
    fb.fillRect(w.x + w.w - 12, w.y + 1, 11, 10, C.WHITE);
    fb.rect(w.x + w.w - 12, w.y, 12, 12, C.BLACK);
    fb.rect(w.x + w.w - 9, w.y + 3, 6, 6, C.BLACK);
    const t = ' A:\\ ';
    fb.text(font, t, w.x + ((w.w - t.length * 8) >> 1), w.y + 2, C.BLACK, C.WHITE);
    fb.text(font, `${n * 23} KB used in ${n} items.`, w.x + 4, w.y + 13, C.BLACK);
    fb.hline(w.x, w.y + 22, w.w, C.BLACK);
  },
  // GEM inverts the icon and its label.
  drawLit(fb, image, label) {
    fb.swapColours(image.x, image.y, image.w, image.h, C.WHITE, C.BLACK);
    fb.swapColours(label.x, label.y, label.w, label.h, C.WHITE, C.BLACK);
  },
  drawDragged(fb, _sprite, image, label) {
    dottedRect(fb, image);
    dottedRect(fb, label);
  },
  confirmDelete: (stName) => ({ lines: [`Delete ${stName}?`, 'It cannot be brought back.'], buttons: ['Delete', 'Cancel'] }),
  cannotDelete: (label) => [`${label} belongs to`, 'the collection and', 'cannot be deleted.'],
};
