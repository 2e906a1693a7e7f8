/** The Atari ST in low resolution (medium for 80-column text), as GEM presented it. */
import type { Platform, ScreenMode } from '../types';
import { GEM_DESKTOP } from './desktop';
import { YM2149 } from './sound';
import { stRegister } from '../../src/core/palette';
import { stFont } from './font';
import { C } from '../../src/core/colours';
import { chromeColours } from '../chrome';
import { POINTERS, POINTER_ROLES } from '../../assets/pointers';
import { drawButtonST, drawDialogST, drawMenuBarST, drawRequesterST, withAboutST } from './chrome';

// Pixel aspect 0.9 (w:h): the usual estimate for a 50 Hz ST on a period monitor (platforms.md).
const LOW: ScreenMode = { name: 'st-low', width: 320, height: 200, colours: 16, aspect: 0.9 };
const MEDIUM: ScreenMode = { name: 'st-medium', width: 640, height: 200, colours: 4, aspect: 0.45 };

/** Our table palette in ST registers ($RGB, 0..7), in the order of src/core/colours.ts. */
const REGS = [
  0x777, // white
  0x700, // red
  0x041, // felt green
  0x770, // yellow
  0x115, // navy (card backs)
  0x400, // dark red
  0x357, // light blue
  0x555, // light grey
  0x333, // dark grey
  0x742, // orange / skin
  0x020, // dark felt
  0x775, // cream
  0x025, // blue
  0x735, // pink
  0x077, // cyan
  0x000, // black
];

export const st: Platform = {
  name: 'st',
  title: 'Atari ST',
  mode: () => LOW,
  textMode: () => MEDIUM,
  colourSpace: 'rgb333',
  palette: REGS.map(stRegister),
  // ST medium resolution's four colours, chosen for the door (the only text-mode program): black paper,
  // white text, grey for what is dimmed (unavailable keys, box lines; chrome's "dim" is index 2) and red
  // for hearts and diamonds and the accents (chrome's "accent" is index 3). docs/idiots-delight.md.
  textPalette: [0x000, 0x777, 0x444, 0x700].map(stRegister),
  font: stFont,
  desktopColour: C.FELT,
  barHeight: 11,
  xScale: 1,
  cardSize: 'lores',
  // Atari SC1224: 12" colour; ST low's 200 lines leave wide dark gaps.
  crt: { model: 'Atari SC1224', curve: 0.03, beamDark: 0.2, beamBright: 0.3, edge: 0.25, mask: 0.2, bloom: 0.08, gain: 1.25 },
  soundChip: YM2149,
  desktop: GEM_DESKTOP,
  menuGesture: 'hover',
  beep: 'bell',
  backgroundInRegister0: false,
  menuInset: 8,
  requester: { icons: true, buttonPad: 12, buttonH: 14, spread: false },
  pointers: { arrow: POINTERS.stArrow, busy: POINTERS.stBusy, roles: POINTER_ROLES.st, scale: 1 },
  drawMenuBar: (fb, bar, title) => drawMenuBarST(fb, st, bar, title, chromeColours(fb.colours)),
  drawRequester: (fb, r, l) => drawRequesterST(fb, st, r, l, chromeColours(fb.colours)),
  drawDialog: drawDialogST,
  drawButton: (fb, r, label, s) => drawButtonST(fb, st, r, label, s),
  fileName: (n) => n.short,
  // GEM has no glyphs for keys: its menus spell a shortcut out in the item's text (^Q, F9).
  shortcutWidth: (key) => key.length * 8,
  withAbout: withAboutST,
};
