import { describe, it, expect } from 'vitest';
import { layout, integerScale, warp, unwarp, deviceRect, aspectFit, ASPECT_TOLERANCE, TEXT_STRETCH } from '../../../src/display/layout';
import { damage } from '../../../src/display/damage';

const ST_LOW = { width: 320, height: 200, aspect: 0.9 };
const ST_MED = { width: 640, height: 200, aspect: 0.45 };
const NTSC = { width: 640, height: 200, aspect: 0.42 };
const PAL = { width: 640, height: 256, aspect: 0.5 };

describe('layout', () => {
  it('a text screen on a touch screen fills the width a phone on its side has; upright, or without fillWidth, it keeps its aspect (issue 52)', () => {
    // a phone on its side, 844 x 390 CSS px at 1 and at 3 device pixels per CSS pixel
    for (const k of [1, 3]) {
      for (const m of [ST_MED, PAL, NTSC])
        for (const monitor of ['sharp', 'crt'] as const) {
          const l = layout(m, 844 * k, 390 * k, monitor, true);
          expect(l.box, `${m.width}x${m.height} ${monitor} x${k}`).toEqual({ x: 0, y: 0, w: 844 * k, h: 390 * k });
          expect(l.kind).toBe(monitor === 'crt' ? 'crt' : 'sharp-bilinear');
        }
      // upright the width is the limit already: as before
      expect(layout(ST_MED, 390 * k, 844 * k, 'sharp', true)).toEqual(layout(ST_MED, 390 * k, 844 * k, 'sharp'));
    }
    // no wider than TEXT_STRETCH times the aspect's width
    const f = aspectFit(PAL, 3000, 390);
    expect(layout(PAL, 3000, 390, 'sharp', true).box.w).toBe(Math.floor(f.w * TEXT_STRETCH));
    // an integer picture as wide stays (a desktop's 1280 x 830 with ST medium: 2 x 4)
    expect(layout(ST_MED, 1280, 830, 'sharp', true)).toMatchObject({ kind: 'integer', sx: 2, sy: 4 });
    // without it (a mouse, a picture): the aspect
    expect(layout(PAL, 844, 390, 'sharp').box.w).toBeLessThan(844);
  });

  it('takes the largest integer scale within the aspect tolerance (the canvases of 1280x860, 1024x700, 700x500 pages)', () => {
    expect(layout(ST_LOW, 1280, 830, 'sharp')).toEqual({ kind: 'integer', sx: 4, sy: 4, box: { x: 0, y: 15, w: 1280, h: 800 } });
    expect(layout(ST_LOW, 1024, 670, 'sharp')).toMatchObject({ kind: 'integer', sx: 3, sy: 3, box: { w: 960, h: 600 } });
    expect(layout(ST_LOW, 700, 470, 'sharp')).toMatchObject({ kind: 'integer', sx: 2, sy: 2, box: { w: 640, h: 400 } });
    expect(layout(ST_MED, 1280, 830, 'sharp')).toMatchObject({ kind: 'integer', sx: 2, sy: 4 });
    expect(layout(PAL, 700, 530, 'sharp')).toMatchObject({ kind: 'integer', sx: 1, sy: 2 });
    const i = integerScale(ST_LOW, 1700, 1200)!;
    expect(Math.abs(i.sx / i.sy / 0.9 - 1)).toBeLessThanOrEqual(ASPECT_TOLERANCE);
    expect(integerScale(NTSC, 1280, 1000)).toEqual({ sx: 2, sy: 5 });
  });

  it('falls back to sharp-bilinear where no integer scale keeps the aspect and most of the window', () => {
    expect(layout(NTSC, 1280, 830, 'sharp').kind).toBe('sharp-bilinear');
    expect(layout(PAL, 1280, 830, 'sharp').kind).toBe('sharp-bilinear');
    expect(layout(ST_LOW, 1170, 2532, 'sharp').kind).toBe('sharp-bilinear');
    expect(layout(ST_LOW, 1280, 830, 'crt').kind).toBe('crt');
  });

  it('never gives a source column or line less than one device pixel while the window has enough', () => {
    for (const [W, H] of [[1280, 830], [1024, 670], [700, 470], [641, 257], [1000, 300], [1170, 2532]] as const) {
      for (const mode of [ST_LOW, ST_MED, NTSC, PAL]) {
        for (const mon of ['sharp', 'crt'] as const) {
          const { box } = layout(mode, W, H, mon);
          expect(box.w).toBeGreaterThanOrEqual(Math.min(mode.width, W));
          expect(box.h).toBeGreaterThanOrEqual(Math.min(mode.height, H));
          expect(box.x + box.w).toBeLessThanOrEqual(W);
          expect(box.y + box.h).toBeLessThanOrEqual(H);
        }
      }
    }
  });
});

describe('tube curvature', () => {
  it('unwarp undoes warp, so the pointer lands where the picture is drawn', () => {
    for (const [x, y] of [[0.5, 0.5], [0, 0], [1, 1], [0.1, 0.9], [0.93, 0.02]] as const) {
      const q = warp(unwarp({ x, y }, 0.03), 0.03);
      expect(q.x).toBeCloseTo(x, 9);
      expect(q.y).toBeCloseTo(y, 9);
    }
  });

  it('the device rectangle of a changed source rectangle covers every device pixel that shows it', () => {
    const box = { x: 42, y: 0, w: 1196, h: 830 };
    const m = { width: 320, height: 200 };
    for (const r of [{ x: 0, y: 0, w: 16, h: 16 }, { x: 150, y: 90, w: 20, h: 20 }, { x: 300, y: 180, w: 20, h: 20 }]) {
      const d = deviceRect(r, m, box, 0.03, 1280, 830);
      // Every device pixel whose warped source point falls in the rectangle lies inside d.
      for (let y = 0; y < 830; y += 1) {
        for (let x = 0; x < 1280; x += 1) {
          const p = warp({ x: (x + 0.5 - box.x) / box.w, y: (y + 0.5 - box.y) / box.h }, 0.03);
          const sx = p.x * m.width;
          const sy = p.y * m.height;
          if (sx >= r.x && sx < r.x + r.w && sy >= r.y && sy < r.y + r.h) {
            expect(x >= d.x && x < d.x + d.w && y >= d.y && y < d.y + d.h, `device ${x},${y}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('damage', () => {
  it('finds the changed rectangles, nothing when nothing changed, and brings the shown copy up to date', () => {
    const w = 40;
    const h = 30;
    const prev = new Uint8Array(w * h);
    const next = new Uint8Array(w * h);
    expect(damage(prev, next, w, h)).toEqual([]);
    next[2 * w + 3] = 1;
    next[4 * w + 7] = 2;
    next[25 * w + 30] = 3;
    expect(damage(prev, next, w, h)).toEqual([
      { x: 3, y: 2, w: 5, h: 3 },
      { x: 30, y: 25, w: 1, h: 1 },
    ]);
    expect(Array.from(prev)).toEqual(Array.from(next));
    expect(damage(prev, next, w, h)).toEqual([]);
  });

  it('merges into one bounding box past four rectangles', () => {
    const w = 10;
    const h = 100;
    const prev = new Uint8Array(w * h);
    const next = new Uint8Array(w * h);
    for (let k = 0; k < 6; k++) next[k * 15 * w + k] = 1;
    expect(damage(prev, next, w, h)).toEqual([{ x: 0, y: 0, w: 6, h: 76 }]);
  });
});
