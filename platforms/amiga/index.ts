/** The Amiga in hi-res with 4 bitplanes, as Workbench 1.3 presented it. */
import type { Platform, ScreenMode } from '../types';
import { WORKBENCH } from './desktop';
import { PAULA } from './sound';
import { amigaRegister } from '../../src/core/palette';
import { topazFont } from './font';
import { C } from '../../src/core/colours';
import { chromeColours } from '../chrome';
import { POINTERS, POINTER_ROLES } from '../../assets/pointers';
import { drawButtonAmiga, drawDialogAmiga, drawMenuBarAmiga, drawRequesterAmiga, shortcutWidthAmiga, withAboutAmiga } from './chrome';

// Pixel aspect (w:h) of non-interlaced hi-res: about 0.5 on PAL, 0.42 on NTSC (platforms.md).
const NTSC: ScreenMode = { name: 'amiga-hires', width: 640, height: 200, colours: 16, aspect: 0.42 };
const PAL: ScreenMode = { name: 'amiga-hires', width: 640, height: 256, colours: 16, aspect: 0.5 };

/** Our table palette in Amiga registers ($RGB, 0..15); blue, white, black, orange are Workbench 1.3's. */
const REGS = [
  0xfff, // white (WB 1.3)
  0xd22, // red
  0x063, // felt green
  0xed0, // yellow
  0x128, // navy
  0x811, // dark red
  0x6af, // light blue
  0xaaa, // light grey
  0x666, // dark grey
  0xf80, // orange (WB 1.3)
  0x031, // dark felt
  0xfeb, // cream
  0x05a, // blue (WB 1.3 background)
  0xf8c, // pink
  0x0dd, // cyan
  0x002, // black (WB 1.3)
];

export const amiga: Platform = {
  name: 'amiga',
  title: 'Amiga',
  mode: (video) => (video === 'pal' ? PAL : NTSC),
  textMode: (video) => (video === 'pal' ? PAL : NTSC),
  colourSpace: 'rgb444',
  palette: REGS.map(amigaRegister),
  textPalette: [0x000, 0xfff, 0x0dd, 0xed0].map(amigaRegister),
  font: topazFont,
  desktopColour: C.BLUE,
  barHeight: 10,
  xScale: 2,
  cardSize: 'hires',
  // Commodore 1084S: 14", a little softer and flatter, a finer mask.
  crt: { model: 'Commodore 1084S', curve: 0.025, beamDark: 0.22, beamBright: 0.32, edge: 0.3, mask: 0.15, bloom: 0.1, gain: 1.2 },
  soundChip: PAULA,
  desktop: WORKBENCH,
  menuGesture: 'right-hold',
  beep: 'flash',
  backgroundInRegister0: true,
  menuInset: 4,
  requester: { icons: false, buttonPad: 16, buttonH: 12, spread: true },
  // The pointer is a low-res sprite: each of its pixels is two hi-res pixels wide.
  pointers: { arrow: POINTERS.amigaArrow, busy: POINTERS.amigaBusy, roles: POINTER_ROLES.amiga, scale: 2 },
  drawMenuBar: (fb, bar, title) => drawMenuBarAmiga(fb, amiga, bar, title, chromeColours(fb.colours)),
  drawRequester: (fb, r, l) => drawRequesterAmiga(fb, amiga, r, l, chromeColours(fb.colours)),
  drawDialog: drawDialogAmiga,
  drawButton: (fb, r, label, s) => drawButtonAmiga(fb, amiga, r, label, s),
  fileName: (n) => n.long,
  shortcutWidth: shortcutWidthAmiga,
  withAbout: withAboutAmiga,
};
