import { describe, expect, it } from 'vitest';
import { POINTERS, POINTER_ROLES, pointerSprite, type Pointer } from '../../../assets/pointers';
import { C } from '../../../src/core/colours';

const ALL = Object.entries<Pointer>(POINTERS);
const at = (p: Pointer, x: number, y: number): string => p.rows[y]![x]!;

describe('pointers', () => {
  it('are all the named ones', () => {
    expect(Object.keys(POINTERS).sort()).toEqual(['amigaArrow', 'amigaBusy', 'cross', 'noEntry', 'stArrow', 'stBusy']);
  });

  it.each(ALL)('%s is 16 x 16 of ". 1 2 3" with the hot spot inside', (_n, p) => {
    expect([p.w, p.h]).toEqual([16, 16]);
    expect(p.rows).toHaveLength(16);
    for (const r of p.rows) expect(r).toMatch(/^[.123]{16}$/);
    expect(p.hotX >= 0 && p.hotX < 16 && p.hotY >= 0 && p.hotY < 16).toBe(true);
    expect(p.rows.join('')).toMatch(/[123]/);
  });

  it('arrow tips are the hot spots', () => {
    expect([POINTERS.stArrow.hotX, POINTERS.stArrow.hotY]).toEqual([1, 0]);
    expect(at(POINTERS.stArrow, 1, 0)).toBe('1');
    expect(at(POINTERS.amigaArrow, POINTERS.amigaArrow.hotX, POINTERS.amigaArrow.hotY)).not.toBe('.');
    expect(at(POINTERS.cross, 7, 7)).toBe('1');
  });

  it('ST arrow is black outlined in white; Amiga arrow is red outlined in black with a highlight', () => {
    const roles = (p: Pointer): string => [...new Set(p.rows.join('').replace(/\./g, ''))].sort().join('');
    expect(roles(POINTERS.stArrow)).toBe('12');
    expect(roles(POINTERS.amigaArrow)).toBe('123');
    expect(POINTER_ROLES.st).toEqual([C.BLACK, C.WHITE, C.RED]);
    expect(POINTER_ROLES.amiga).toEqual([C.RED, C.BLACK, C.CREAM]);
    // every body pixel of the ST arrow has no transparent 4-neighbour: the outline is closed
    const p = POINTERS.stArrow;
    for (let y = 0; y < 16; y++)
      for (let x = 0; x < 16; x++) {
        if (at(p, x, y) !== '1') continue;
        for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
          const n = p.rows[y + dy]?.[x + dx];
          if (n !== undefined) expect(n, `${x},${y}`).not.toBe('.');
        }
      }
  });

  it.each(['st', 'amiga'] as const)('resolve to %s sprites with palette indices and a transparent key', (platform) => {
    for (const [name, p] of ALL) {
      const s = pointerSprite(p, platform);
      expect([s.w, s.h, s.data.length]).toEqual([16, 16, 256]);
      expect(s.transparent).toBeDefined();
      const roles = p.roles ?? POINTER_ROLES[platform];
      expect(roles.includes(s.transparent!), name).toBe(false);
      const bad = [...s.data].filter((v, i) => v < 0 || v > 15 || (v === s.transparent) !== (p.rows[i >> 4]![i & 15] === '.'));
      expect(bad, name).toEqual([]);
    }
  });

  it('no-entry sign is a red disc with a white bar on both platforms', () => {
    for (const platform of ['st', 'amiga'] as const) {
      const s = pointerSprite(POINTERS.noEntry, platform);
      expect(s.data[7 * 16 + 7]).toBe(C.WHITE);
      expect(s.data[3 * 16 + 7]).toBe(C.RED);
    }
  });
});
