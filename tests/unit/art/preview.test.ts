/**
 * scripts/preview-cards.ts (run here: no TS runner is installed) writes the card sheets to /tmp.
 * Checked: each PNG shows its sheet pixel for pixel at its scale, and the sheet holds 52 different
 * faces, the joker and 20 different backs.
 */
import { describe, it, expect } from 'vitest';
import { writePreviews, renderSheet } from '../../../scripts/preview-cards';
import { CARD, BACK_DESIGNS, type CardSize } from '../../../src/art/cards';
import { C } from '../../../src/core/colours';
import type { Framebuffer } from '../../../src/core/framebuffer';
import { pngMismatches, readPng } from '../png';

/** A card-sized patch of the sheet, as a string to compare. */
function patch(fb: Framebuffer, x: number, y: number, size: CardSize): string {
  const { w, h } = CARD[size];
  const rows: string[] = [];
  for (let j = 0; j < h; j++) rows.push(Array.from({ length: w }, (_, i) => fb.pget(x + i, y + j).toString(16)).join(''));
  return rows.join('/');
}

describe('card preview sheets', () => {
  const files = writePreviews();
  const sheets = { lores: renderSheet('lores'), hires: renderSheet('hires') };

  it('each PNG shows its sheet (or close-up) pixel for pixel', () => {
    expect(files).toEqual(['/tmp/cards-st.png', '/tmp/cards-amiga.png', '/tmp/cards-st-zoom.png', '/tmp/cards-amiga-zoom.png']);
    const gy = CARD.lores.h + 3;
    const checks: [string, Framebuffer, number, number, number, number, number, number][] = [
      [files[0]!, sheets.lores, 3, 3, 0, 0, sheets.lores.width, sheets.lores.height],
      [files[1]!, sheets.hires, 2, 4, 0, 0, sheets.hires.width, sheets.hires.height],
      [files[2]!, sheets.lores, 4, 4, 0, 3 * gy, 14 * 33 + 4, gy + 2],
      [files[3]!, sheets.hires, 6, 12, 10 * 66, gy, 3 * 66 + 4, gy + 2],
    ];
    for (const [file, fb, sx, sy, cx, cy, w, h] of checks) {
      const png = readPng(file);
      expect([png.width, png.height], file).toEqual([w * sx, h * sy]);
      expect(pngMismatches(png, 0, 0, sx, sy, w, h, (u, v) => Math.max(0, fb.pget(cx + u, cy + v))), file).toEqual([]);
    }
  });

  it.each(['lores', 'hires'] as const)('the %s sheet: 52 different faces, a joker and 20 different backs on felt', (size) => {
    const fb = sheets[size];
    const { w, h } = CARD[size];
    const gx = w + (size === 'lores' ? 3 : 6);
    const gy = h + 3;
    const faces = new Set(Array.from({ length: 52 }, (_, i) => patch(fb, 2 + (i % 13) * gx, 2 + Math.floor(i / 13) * gy, size)));
    expect(faces.size).toBe(52);
    const joker = patch(fb, 2 + 13 * gx, 2, size);
    expect(faces.has(joker)).toBe(false);
    const backs = new Set(Array.from({ length: BACK_DESIGNS }, (_, d) => patch(fb, 2 + (d % 10) * gx, 2 + 5 * gy + Math.floor(d / 10) * gy, size)));
    expect(BACK_DESIGNS).toBe(20);
    expect(backs.size).toBe(20);
    // the gutters between the face columns are felt all the way down the four suit rows
    let notFelt = 0;
    for (let col = 0; col < 13; col++)
      for (let y = 2; y < 2 + 4 * gy - 3; y++) for (let x = 2 + col * gx + w; x < 2 + (col + 1) * gx; x++) if (fb.pget(x, y) !== C.FELT) notFelt++;
    expect(notFelt).toBe(0);
  });
});
