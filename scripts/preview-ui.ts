/**
 * Writes /tmp/fonts.png, /tmp/pointers.png and /tmp/icons.png to look at the UI art. There is no TS
 * runner installed, so tests/unit/art-ui/preview.test.ts calls writePreviews(). Amiga art is drawn
 * with pixels 1 wide x 2 tall, as the hi-res monitor shows them. PNGs are made with node's zlib.
 */
import { writeFileSync } from 'node:fs';
import { C } from '../src/core/colours';
import { Framebuffer } from '../src/core/framebuffer';
import type { Font } from '../src/core/font';
import { stFont } from '../platforms/st/font';
import { topazFont } from '../platforms/amiga/font';
import { POINTERS, pointerSprite, type PointerPlatform } from '../assets/pointers';
import { encodeRgbPng } from './png';

/** Each machine's colour space (the preview draws as the platforms do). */
const SPACE = { st: 'rgb333', amiga: 'rgb444' } as const;

/** The RGB writer under the name earlier tests import. */
export { encodeRgbPng as encodePng } from './png';
import { ICONS, type IconName } from '../assets/icons';
import { GAME_IDS } from '../src/games/ids';

/** Stand-in RGB for the 16 roles (the platform modules own the real ones). */
const PREVIEW_RGB: Record<PointerPlatform, number[]> = {
  st: [0xffffff, 0xdb0000, 0x00924a, 0xffdb00, 0x000092, 0x920000, 0x6db6ff, 0xb6b6b6,
    0x494949, 0xff9200, 0x006d24, 0xffffb6, 0x0049b6, 0xff92b6, 0x00dbdb, 0x000000],
  amiga: [0xffffff, 0xee2200, 0x008844, 0xffdd00, 0x000088, 0x990000, 0x66bbff, 0xbbbbbb,
    0x555555, 0xff8800, 0x006622, 0xffffbb, 0x0055aa, 0xff99bb, 0x00dddd, 0x000022],
};

/** Several framebuffers stacked vertically, each scaled by its own (sx, sy). */
function stack(parts: { fb: Framebuffer; sx: number; sy: number }[]): Buffer {
  const w = Math.max(...parts.map((p) => p.fb.width * p.sx));
  const h = parts.reduce((a, p) => a + p.fb.height * p.sy, 0);
  return encodeRgbPng(w, h, (x, y) => {
    for (const p of parts) {
      const ph = p.fb.height * p.sy;
      if (y < ph) {
        const fx = Math.floor(x / p.sx);
        if (fx >= p.fb.width) return 0x202020;
        return p.fb.palette[p.fb.pixels[Math.floor(y / p.sy) * p.fb.width + fx]!]!;
      }
      y -= ph;
    }
    return 0;
  });
}

const EXTRA = '♠♥♦♣©▲▼►◄·✓─│┌┐└┘├┤┬┴┼═║╔╗╚╝╠╣╦╩╬╒╕╘╛╓╖╙╜█▓▒░▀▄▌▐';
export const ALL_CHARS: string[] = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...EXTRA,
];

function fontSheet(font: Font, platform: PointerPlatform, width: number): Framebuffer {
  const fb = new Framebuffer(width, 150, SPACE[platform], 16);
  fb.setPalette(PREVIEW_RGB[platform]);
  fb.clear(platform === 'st' ? C.WHITE : C.BLUE);
  const [ink, alt] = platform === 'st' ? [C.BLACK, C.RED] : [C.WHITE, C.ORANGE];
  ALL_CHARS.forEach((ch, i) => fb.text(font, ch, 4 + (i % 32) * 9, 4 + Math.floor(i / 32) * 10, ink));
  let y = 60;
  for (const line of [
    'The quick brown fox jumps over a dog.',
    'SPIDER KING\'S KORNER GULF IDIOT\'S',
    'Score: 1,234 A23456789TJQK ♠♥♦♣ ©1989',
    '╔══════════╗ ┌────┬────┐ ╒══╕ ╓──╖ ░▒▓',
    '║  SPIDER  ║ │ ♠  │ ♥  │ ╘══╛ ╙──╜ █▀▄',
    '╠══════╦═══╣ ├────┼────┤ ▲ ▼ ► ◄ ✓ ▌▐',
    '║ Gulf ║ 7 ║ │ ·· │ ✓✓ │ ██▓▓▒▒░░ ▀▄',
    '╚══════╩═══╝ └────┴────┘ [Enter] {q}~_',
  ]) {
    fb.text(font, line, 4, y, line.startsWith('SPIDER') ? alt : ink);
    y += 8;
  }
  fb.text(font, ' Inverted: OK  Cancel ', 4, y + 4, platform === 'st' ? C.WHITE : C.BLUE, ink);
  return fb;
}

export function fontsPng(): Buffer {
  return stack([
    { fb: fontSheet(stFont, 'st', 320), sx: 4, sy: 4 },
    { fb: fontSheet(topazFont, 'amiga', 640), sx: 2, sy: 4 },
  ]);
}

export function pointersPng(): Buffer {
  const sheets: { fb: Framebuffer; sx: number; sy: number }[] = [];
  for (const platform of ['st', 'amiga'] as const) {
    const fb = new Framebuffer(6 * 22 + 4, 44, SPACE[platform], 16);
    fb.setPalette(PREVIEW_RGB[platform]);
    fb.clear(C.LIGHTGREY);
    fb.fillRect(0, 22, fb.width, 22, platform === 'st' ? C.FELT : C.BLUE);
    Object.values(POINTERS).forEach((p, i) => {
      for (const y0 of [3, 25]) {
        fb.blit(pointerSprite(p, platform), 4 + i * 22, y0);
        fb.pset(4 + i * 22 + p.hotX, y0 + p.hotY, C.YELLOW); // hot spot
      }
    });
    sheets.push({ fb, sx: 8, sy: 8 });
  }
  return stack(sheets);
}

const ICON_ORDER: IconName[] = ['drive', 'disk', 'drawer', 'trash', 'score', ...GAME_IDS];

export function iconsPng(): Buffer {
  const st = new Framebuffer(ICON_ORDER.length * 36 + 4, 32, 'rgb333', 16);
  st.setPalette(PREVIEW_RGB.st);
  st.clear(C.FELT);
  ICON_ORDER.forEach((n, i) => st.blit(ICONS.st[n], 4 + i * 36, 4));
  const am = new Framebuffer(ICON_ORDER.length * 70 + 6, 32, 'rgb444', 16);
  am.setPalette(PREVIEW_RGB.amiga);
  am.clear(C.BLUE);
  ICON_ORDER.forEach((n, i) => am.blit(ICONS.amiga[n], 6 + i * 70, 4));
  return stack([
    { fb: st, sx: 4, sy: 4 },
    { fb: am, sx: 2, sy: 4 },
  ]);
}

export function writePreviews(dir = '/tmp'): string[] {
  const files: [string, Buffer][] = [
    [`${dir}/fonts.png`, fontsPng()],
    [`${dir}/pointers.png`, pointersPng()],
    [`${dir}/icons.png`, iconsPng()],
  ];
  for (const [f, b] of files) writeFileSync(f, b);
  return files.map(([f]) => f);
}
