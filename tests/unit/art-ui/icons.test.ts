import { describe, expect, it } from 'vitest';
import { DESK_ICONS, ICONS, ICON_KEY, ICON_ROWS, decodeIcon, type IconName } from '../../../assets/icons';
import { GAME_IDS } from '../../../src/games/ids';
import { C } from '../../../src/core/colours';

const NAMES: IconName[] = [...DESK_ICONS, ...GAME_IDS];
const SETS = [
  ['st', 32, 24, [C.BLACK, C.WHITE, C.RED]],
  ['amiga', 64, 24, [C.BLUE, C.WHITE, C.BLACK, C.ORANGE]],
] as const;

describe.each(SETS)('%s icons', (platform, w, h, colours) => {
  const set = ICONS[platform];

  it('hold exactly the named icons', () => {
    expect(Object.keys(set).sort()).toEqual([...NAMES].sort());
  });

  it.each(NAMES)('%s has the declared size, palette indices only, and transparency', (name) => {
    const s = set[name];
    expect([s.w, s.h]).toEqual([w, h]);
    expect(s.data).toHaveLength(w * h);
    expect(ICON_ROWS[platform][name]).toHaveLength(h);
    expect(s.transparent).toBe(ICON_KEY);
    const values = [...s.data];
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v <= 15)).toBe(true);
    const drawnColours = new Set(values.filter((v) => v !== s.transparent));
    for (const c of drawnColours) expect(colours as readonly number[]).toContain(c);
    const drawn = values.filter((v) => v !== s.transparent).length;
    expect(drawn).toBeLessThan(w * h); // some of the desktop shows through
    expect(drawn).toBeGreaterThan(w * h * 0.25);
  });

  it('are all different pictures', () => {
    const seen = new Set(NAMES.map((n) => set[n].data.join(',')));
    expect(seen.size).toBe(NAMES.length);
  });
});

describe('icon decoder', () => {
  it('keeps the transparency key out of the drawing colours', () => {
    for (const c of [C.BLACK, C.WHITE, C.RED, C.BLUE, C.ORANGE]) expect(c).not.toBe(ICON_KEY);
  });

  it('decodes letters to palette indices', () => {
    const s = decodeIcon(['.WK', 'OBR']);
    expect([...s.data]).toEqual([ICON_KEY, C.WHITE, C.BLACK, C.ORANGE, C.BLUE, C.RED]);
  });

  it('rejects ragged rows and unknown letters', () => {
    expect(() => decodeIcon(['..', '.'])).toThrow();
    expect(() => decodeIcon(['.Z'])).toThrow();
  });
});

describe('icons are decoded when first drawn', () => {
  it('each is a getter that decodes once: the same sprite every time', () => {
    for (const set of [ICONS.st, ICONS.amiga])
      for (const name of NAMES) {
        expect(typeof Object.getOwnPropertyDescriptor(set, name)?.get, name).toBe('function');
        expect(set[name]).toBe(set[name]);
      }
  });
});
