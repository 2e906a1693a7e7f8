/**
 * The installed collection's icons, drawn from the desktop's own pixel art (assets/icons.ts) in
 * the ST's palette: the four game icons on the GEM desktop's green, each art pixel an integer
 * square of screen pixels so the edges stay sharp. The favicon is too small for four, so it shows
 * Spider's icon alone. `npm run icons` writes them to public/icons/ (scripts/write-icons.mjs);
 * tests/unit/art-ui/pwa-icons.test.ts checks the committed files still match this drawing.
 */
import { ICONS, type IconName } from '../assets/icons';
import { GAME_IDS } from '../src/games/ids';
import { C } from '../src/core/colours';
import type { Sprite } from '../src/core/framebuffer';
import { st } from '../platforms/st/index';
import { encodeIndexedPng } from './png';

export interface PwaIcon {
  file: string;
  size: number;
  /** 'maskable': the launcher may crop to a circle, so the art stays inside the middle 80 %. */
  purpose: 'any' | 'maskable';
  /** 0xRRGGBB of each pixel, row by row. */
  rgb: Uint32Array;
}

const GAMES: IconName[] = GAME_IDS;
const GAP = 2; // art pixels between the icons of the grid

/** One art layer: `sprite` at art position (x, y). */
type Part = { s: Sprite; x: number; y: number };

function grid(): { parts: Part[]; w: number; h: number } {
  const s = GAMES.map((g) => ICONS.st[g]);
  const cw = s[0]!.w;
  const ch = s[0]!.h;
  return {
    parts: s.map((sp, i) => ({ s: sp, x: (i % 2) * (cw + GAP), y: Math.floor(i / 2) * (ch + GAP) })),
    w: 2 * cw + GAP,
    h: 2 * ch + GAP,
  };
}

/** `size` square: the art scaled by the largest whole `k` for which `fits(k)`, centred on the desktop green. */
function draw(size: number, art: { parts: Part[]; w: number; h: number }, fits: (k: number) => boolean): Uint32Array {
  let k = 1;
  while (fits(k + 1)) k++;
  const ox = Math.floor((size - art.w * k) / 2);
  const oy = Math.floor((size - art.h * k) / 2);
  const pal = st.palette;
  const out = new Uint32Array(size * size).fill(pal[C.FELT]!);
  for (const { s, x, y } of art.parts) {
    for (let py = 0; py < s.h * k; py++) {
      for (let px = 0; px < s.w * k; px++) {
        const c = s.data[Math.floor(py / k) * s.w + Math.floor(px / k)]!;
        if (c !== s.transparent) out[(oy + y * k + py) * size + ox + x * k + px] = pal[c]!;
      }
    }
  }
  return out;
}

export function drawPwaIcons(): PwaIcon[] {
  const g = grid();
  // "any": the grid fills up to 90 % of the width; "maskable": its corners stay inside the safe circle (radius 40 %).
  const any = (size: number) => (k: number) => g.w * k <= size * 0.9 && g.h * k <= size * 0.9;
  const safe = (size: number) => (k: number) => Math.hypot(g.w * k, g.h * k) / 2 <= size * 0.4;
  const spider = ICONS.st.spider;
  const one = { parts: [{ s: spider, x: 0, y: 0 }], w: spider.w, h: spider.h };
  return [
    { file: 'icon-192.png', size: 192, purpose: 'any', rgb: draw(192, g, any(192)) },
    { file: 'icon-512.png', size: 512, purpose: 'any', rgb: draw(512, g, any(512)) },
    { file: 'maskable-512.png', size: 512, purpose: 'maskable', rgb: draw(512, g, safe(512)) },
    { file: 'apple-touch-icon-180.png', size: 180, purpose: 'any', rgb: draw(180, g, any(180)) },
    { file: 'favicon-32.png', size: 32, purpose: 'any', rgb: draw(32, one, (k) => spider.w * k <= 32) },
  ];
}

/** The PNG file of an icon. */
export function pngOf(icon: PwaIcon): Buffer {
  return encodeIndexedPng(icon.size, icon.size, (x, y) => icon.rgb[y * icon.size + x]!);
}
