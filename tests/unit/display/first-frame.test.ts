import { describe, expect, it } from 'vitest';
import { axis, band, resample } from '../../../src/display/first-frame';

describe('the 2D first frame (src/display/first-frame.ts)', () => {
  it('at an integer scale, every source pixel is exactly k device pixels, unblended', () => {
    const a = axis(12, 4, 3);
    expect([...a.i0]).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect([...a.w].every((w) => w === 0)).toBe(true);
  });

  it('sharp-bilinear at 1:1 is the source itself', () => {
    const a = axis(5, 5, null);
    expect([...a.i0]).toEqual([0, 1, 2, 3, 4]);
    expect([...a.w].every((w) => w === 0)).toBe(true);
  });

  it('sharp-bilinear at a fractional scale loses no column and blends only at edges, one device pixel wide', () => {
    const src = 320;
    const size = 1081;
    const a = axis(size, src, null);
    const shown = new Set<number>();
    let blended = 0;
    for (let x = 0; x < size; x++) {
      // A weight between a pixel and itself (clamped at the picture's edge) blends nothing.
      if (a.w[x]! === 0 || a.i0[x] === a.i1[x]) shown.add(a.i0[x]!);
      else {
        blended++;
        // A blend is between neighbours.
        expect(a.i1[x]! - a.i0[x]!).toBe(1);
      }
    }
    expect(shown.size).toBe(src);
    // At most one blended device pixel per source edge.
    expect(blended).toBeLessThanOrEqual(src - 1);
  });

  it('resamples RGBA words, black and white blending to grey only at the edge', () => {
    const rgba = new Uint32Array([0xff000000, 0xffffffff]);
    const out = resample(rgba, 2, 1, { kind: 'sharp-bilinear', box: { x: 0, y: 0, w: 5, h: 1 } });
    expect(out[0]).toBe(0xff000000);
    expect(out[4]).toBe(0xffffffff);
    const mid = out[2]! & 255;
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(255);
    expect(out[2]! >>> 24).toBe(255);
  });

  it('the canvas covers the box\'s rows from and to whole CSS pixels that are whole device pixels', () => {
    // A phone at 2.625: every 8 CSS pixels is 21 device pixels.
    expect(band({ y: 825, h: 751 }, 2402, 2.625)).toEqual({ y: 819, h: 777 });
    expect(band({ y: 15, h: 800 }, 830, 1)).toEqual({ y: 15, h: 800 });
    // 1.5: every 2 CSS pixels is 3 device pixels.
    expect(band({ y: 100, h: 300 }, 600, 1.5)).toEqual({ y: 99, h: 303 });
    // Past the host's end, or a ratio with no such pixel near: the whole host.
    expect(band({ y: 2380, h: 20 }, 2402, 2.625)).toEqual({ y: 0, h: 2402 });
    expect(band({ y: 10, h: 20 }, 600, 1.3333333730697632)).toEqual({ y: 0, h: 600 });
    // 1.1: every 10 CSS pixels is 11 device pixels.
    expect(band({ y: 10, h: 20 }, 600, 1.1)).toEqual({ y: 0, h: 33 });
  });
});
