import { describe, expect, it } from 'vitest';
import { Color } from 'pixi-lib/color/Color';

// Vitest resolves with vite.config.ts's plugins, so pixi's Color here is the one the build ships.
describe("pixi's Color without @pixi/colord (src/display/colord-numbers.ts)", () => {
  it('converts numbers and arrays itself', () => {
    expect(new Color(0x336699).toNumber()).toBe(0x336699);
    expect(new Color(0x336699).alpha).toBe(1);
    expect(new Color(0).toNumber()).toBe(0);
    expect(new Color([1, 0, 0]).toNumber()).toBe(0xff0000);
  });

  it('refuses CSS strings and names, loudly (colord is not shipped)', () => {
    expect(() => new Color('red')).toThrow(/Unable to convert color red/);
    expect(() => new Color('#ff0000')).toThrow(/Unable to convert color/);
  });
});
