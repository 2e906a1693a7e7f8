/** Workbench 1.3's screen: blue, the Solitaire disk's window, icon names. */
import type { DesktopLook } from '../../src/desktop/look';
import { C } from '../../src/core/colours';
import { ICONS } from '../../assets/icons';

export const WORKBENCH: DesktopLook = {
  title: 'Workbench release 1.3',
  icons: ICONS.amiga,
  metrics: { edge: 16, gapX: 8, cellH: 44, win: { x: 24, y: 24, maxW: 500, minH: 130, top: 16, pad: 8 }, drive: 'disk', driveLabel: 'Solitaire', trashLabel: 'Trashcan' },
  label: { fg: C.WHITE, bg: C.BLUE },
  dragsOutline: false,
  menus: (s) => [
    {
      title: 'Workbench',
      items: [
        { id: 'open', label: 'Open', enabled: s.selected },
        { id: 'delete', label: 'Discard', enabled: s.canDelete },
        '-',
        { id: 'about', label: 'About...' },
      ],
    },
    {
      title: 'Special',
      items: [
        { id: 'st', label: 'Atari ST presentation', key: 'F9' },
        { id: 'video', label: s.video === 'pal' ? 'NTSC screen' : 'PAL screen', key: 'F10' },
        { id: 'sound', label: 'Sound', checked: s.soundOn, key: 'F8' },
        { id: 'led', label: 'Audio filter (LED)', checked: s.led },
        '-',
        { id: 'reset', label: 'Reset' },
      ],
    },
  ],
  drawBackground: (fb) => fb.clear(C.BLUE),
  // Workbench 1.3 window: white border, title bar with close gadget and depth gadgets.
  drawWindow(fb, font, w) {
    fb.fillRect(w.x, w.y, w.w, w.h, C.BLUE);
    fb.rect(w.x, w.y, w.w, w.h, C.WHITE);
    fb.rect(w.x + 1, w.y, w.w - 2, w.h, C.WHITE);
    fb.fillRect(w.x, w.y, w.w, 10, C.WHITE);
    fb.fillRect(w.x + 2, w.y + 2, 20, 6, C.BLUE);
    fb.fillRect(w.x + 8, w.y + 3, 8, 4, C.WHITE);
    fb.text(font, 'Solitaire', w.x + 30, w.y + 1, C.BLUE);
    for (const gx of [w.x + w.w - 48, w.x + w.w - 24]) {
      fb.rect(gx + 2, w.y + 1, 12, 5, C.BLUE);
      fb.fillRect(gx + 8, w.y + 4, 12, 5, C.BLUE);
    }
  },
  // Workbench complements the image and darkens the label.
  drawLit(fb, image, label) {
    fb.swapColours(image.x, image.y, image.w, image.h, C.WHITE, C.BLACK);
    fb.swapColours(image.x, image.y, image.w, image.h, C.BLUE, C.ORANGE);
    fb.swapColours(label.x, label.y, label.w, label.h, C.WHITE, C.BLACK);
  },
  drawDragged: (fb, sprite, image) => fb.blit(sprite, image.x, image.y),
  confirmDelete: (_stName, amigaName) => ({ lines: [`Discard ${amigaName}?`, 'What is discarded cannot', 'be brought back.'], buttons: ['Discard', 'Cancel'] }),
  cannotDelete: (label) => [`${label} belongs to`, 'the collection and', 'cannot be discarded.'],
};
