import { describe, it, expect } from 'vitest';
import { Framebuffer } from '../../../src/core/framebuffer';
import { makeFont } from '../../../src/core/font';

const fb = () => new Framebuffer(32, 16, 'rgb333', 16);

describe('framebuffer', () => {
  it('fills clipped rectangles and never writes outside', () => {
    const f = fb();
    f.fillRect(-5, -5, 10, 10, 3);
    expect(f.pget(0, 0)).toBe(3);
    expect(f.pget(4, 4)).toBe(3);
    expect(f.pget(5, 5)).toBe(0);
    f.fillRect(30, 14, 10, 10, 7);
    expect(f.pget(31, 15)).toBe(7);
    expect(f.pixels.length).toBe(32 * 16);
  });

  it('respects a clip rectangle and an offset', () => {
    const f = fb();
    f.clip({ x: 4, y: 4, w: 4, h: 4 });
    f.fillRect(0, 0, 32, 16, 9);
    f.clip(null);
    expect(f.pget(3, 4)).toBe(0);
    expect(f.pget(4, 4)).toBe(9);
    expect(f.pget(8, 4)).toBe(0);
    f.ox = 10;
    f.pset(0, 0, 5);
    expect(f.pget(10, 0)).toBe(5);
  });

  it('draws lines with both ends', () => {
    const f = fb();
    f.line(0, 0, 7, 3, 2);
    expect(f.pget(0, 0)).toBe(2);
    expect(f.pget(7, 3)).toBe(2);
  });

  it('blits with a transparent index, a colour map and horizontal scaling', () => {
    const f = fb();
    f.clear(1);
    f.blit({ w: 2, h: 1, data: new Uint8Array([0, 5]), transparent: 0 }, 2, 2, [0, 0, 0, 0, 0, 12], 2);
    expect(f.pget(2, 2)).toBe(1);
    expect(f.pget(3, 2)).toBe(1);
    expect(f.pget(4, 2)).toBe(12);
    expect(f.pget(5, 2)).toBe(12);
    // clipped at the right edge without throwing
    f.blit({ w: 4, h: 4, data: new Uint8Array(16).fill(6) }, 30, 14);
    expect(f.pget(31, 15)).toBe(6);
  });

  it('inverts a region as XOR did (i -> 15 - i), twice restores', () => {
    const f = fb();
    f.fillRect(0, 0, 4, 4, 3);
    const before = f.pixels.slice();
    f.invert(0, 0, 8, 8);
    expect(f.pget(0, 0)).toBe(12);
    expect(f.pget(6, 6)).toBe(15);
    f.invert(0, 0, 8, 8);
    expect(f.pixels).toEqual(before);
  });

  it('draws text from a font and returns the next x', () => {
    const f = fb();
    const font = makeFont('t', new Map([['A', [0x80, 0, 0, 0, 0, 0, 0, 0x01]]]));
    const x = f.text(font, 'AA', 0, 0, 4, 2);
    expect(x).toBe(16);
    expect(f.pget(0, 0)).toBe(4);
    expect(f.pget(1, 0)).toBe(2);
    expect(f.pget(7, 7)).toBe(4);
    expect(f.pget(8, 0)).toBe(4);
  });

  it('bumps its version on every change (the display converts only changed frames)', () => {
    const f = fb();
    const v = f.version;
    f.pset(1, 1, 1);
    expect(f.version).toBeGreaterThan(v);
    const v2 = f.version;
    f.setColour(3, 0x123456);
    expect(f.version).toBeGreaterThan(v2);
  });

  it('refuses more than 16 palette entries', () => {
    expect(() => new Framebuffer(8, 8, 'rgb333', 17)).toThrow();
  });
});
