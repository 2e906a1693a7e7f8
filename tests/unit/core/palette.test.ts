import { describe, it, expect } from 'vitest';
import { snap, inSpace, stRegister, amigaRegister } from '../../../src/core/palette';
import { Framebuffer } from '../../../src/core/framebuffer';
import { st } from '../../../platforms/st';
import { amiga } from '../../../platforms/amiga';

const chans = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

describe('palette snapping', () => {
  it('ST channels are v * 255 / 7 (3 bits)', () => {
    const levels = [0, 36, 73, 109, 146, 182, 219, 255];
    for (let v = 0; v < 256; v++) for (const c of chans(snap(v * 0x010101, 'rgb333'))) expect(levels).toContain(c);
    expect(stRegister(0x777)).toBe(0xffffff);
    expect(stRegister(0x700)).toBe(0xff0000);
    expect(stRegister(0x333)).toBe(0x6d6d6d);
  });

  it('Amiga channels are v * 17 (4 bits)', () => {
    for (let v = 0; v < 256; v++) for (const c of chans(snap(v * 0x010101, 'rgb444'))) expect(c % 17).toBe(0);
    expect(amigaRegister(0x05a)).toBe(0x0055aa);
    expect(amigaRegister(0xf80)).toBe(0xff8800);
  });

  it('snaps to the nearest level', () => {
    expect(snap(0x121212, 'rgb333')).toBe(0x000000);
    expect(snap(0x131313, 'rgb333')).toBe(0x242424);
    expect(snap(0x080808, 'rgb444')).toBe(0x000000);
    expect(snap(0x090909, 'rgb444')).toBe(0x111111);
  });

  it('the framebuffer snaps every entry it is given', () => {
    const f = new Framebuffer(4, 4, 'rgb333', 16);
    f.setColour(1, 0x123456);
    expect(inSpace(f.palette[1]!, 'rgb333')).toBe(true);
  });

  it('both platform palettes have 16 entries inside their spaces and the Workbench colours', () => {
    expect(st.palette).toHaveLength(16);
    expect(amiga.palette).toHaveLength(16);
    for (const c of st.palette) expect(inSpace(c, 'rgb333')).toBe(true);
    for (const c of amiga.palette) expect(inSpace(c, 'rgb444')).toBe(true);
    for (const c of st.textPalette) expect(inSpace(c, 'rgb333')).toBe(true);
    expect(st.textPalette).toHaveLength(4);
    for (const wb of [0x0055aa, 0xffffff, 0x000022, 0xff8800]) expect(amiga.palette).toContain(wb);
  });
});
