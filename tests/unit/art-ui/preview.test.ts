/**
 * scripts/preview-ui.ts (run here: no TS runner is installed) writes fonts.png, pointers.png and
 * icons.png. Checked: each PNG shows the art it names, read back pixel for pixel at its scale —
 * every character of both fonts, every pointer (with its hot spot) and every icon in its place.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writePreviews, ALL_CHARS } from '../../../scripts/preview-ui';
import { stFont } from '../../../platforms/st/font';
import { topazFont } from '../../../platforms/amiga/font';
import { POINTERS, pointerSprite } from '../../../assets/pointers';
import { ICONS, type IconName } from '../../../assets/icons';
import { GAME_IDS } from '../../../src/games/ids';
import type { Sprite } from '../../../src/core/framebuffer';
import { colourMatch, pngMismatches, readPng, type Rgba } from '../png';

const ICON_ORDER: IconName[] = ['drive', 'disk', 'drawer', 'trash', 'score', ...GAME_IDS];

/** A sprite's index at (u, v), or `under` where it is transparent. */
const spriteAt = (s: Sprite, under: number) => (u: number, v: number) => {
  const i = s.data[v * s.w + u]!;
  return i === s.transparent ? under : i;
};

describe('preview-ui', () => {
  const dir = mkdtempSync(join(tmpdir(), 'preview-ui-'));
  const [fonts, pointers, icons] = writePreviews(dir).map(readPng) as [Rgba, Rgba, Rgba];

  it('fonts.png: every character of the ST font, then of Topaz, on a 9 x 10 grid', () => {
    expect([fonts.width, fonts.height]).toEqual([320 * 4, 150 * 4 + 150 * 4]);
    for (const [font, y0, sx, sy] of [[stFont, 0, 4, 4], [topazFont, 600, 2, 4]] as const) {
      const match = colourMatch();
      ALL_CHARS.forEach((ch, i) => {
        const g = font.glyph(ch);
        const x = (4 + (i % 32) * 9) * sx;
        const y = y0 + (4 + Math.floor(i / 32) * 10) * sy;
        const bit = (u: number, v: number) => ((g[v] ?? 0) >> (7 - u)) & 1;
        expect(pngMismatches(fonts, x, y, sx, sy, 8, font.height, bit, match), `${font.name} '${ch}'`).toEqual([]);
      });
      expect(match.rgbOf.size).toBe(2); // ink and paper
    }
  });

  it('pointers.png: each pointer twice (on grey, then on the desktop colour), hot spot marked', () => {
    const names = Object.keys(POINTERS) as (keyof typeof POINTERS)[];
    expect([pointers.width, pointers.height]).toEqual([(names.length * 22 + 4) * 8, 2 * 44 * 8]);
    const HOT = 100; // stands for the yellow hot-spot pixel
    const GREY = 101;
    const DESK = 102;
    names.forEach((name, i) => {
      ['st', 'amiga'].forEach((platform, k) => {
        const ptr = POINTERS[name];
        const s = pointerSprite(ptr, platform as 'st' | 'amiga');
        for (const [y0, under] of [[3, GREY], [25, DESK]] as const) {
          const at = spriteAt(s, under);
          const idx = (u: number, v: number) => (u === ptr.hotX && v === ptr.hotY ? HOT : at(u, v));
          const where = `${platform} ${name} at y ${y0}`;
          expect(pngMismatches(pointers, (4 + i * 22) * 8, (k * 44 + y0) * 8, 8, 8, s.w, s.h, idx), where).toEqual([]);
        }
      });
    });
  });

  it('icons.png: the nine ST icons on green, then the nine Amiga icons on blue', () => {
    expect([icons.width, icons.height]).toEqual([(9 * 36 + 4) * 4, 32 * 4 + 32 * 4]);
    const UNDER = 100;
    ICON_ORDER.forEach((name, i) => {
      const st = ICONS.st[name];
      expect(pngMismatches(icons, (4 + i * 36) * 4, 4 * 4, 4, 4, st.w, st.h, spriteAt(st, UNDER)), `st ${name}`).toEqual([]);
      const am = ICONS.amiga[name];
      expect(pngMismatches(icons, (6 + i * 70) * 2, 32 * 4 + 4 * 4, 2, 4, am.w, am.h, spriteAt(am, UNDER)), `amiga ${name}`).toEqual([]);
    });
  });
});
