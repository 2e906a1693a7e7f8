/**
 * Mouse pointers, drawn by us as 16 x 16 role maps: '.' transparent, '1' '2' '3' colour roles that
 * POINTER_ROLES turns into palette indices per platform (so the cross-hair follows the platform's
 * look). A pointer with its own `roles` (the no-entry sign must be red and white everywhere) keeps them.
 */
import { C } from '../src/core/colours';
import type { Sprite } from '../src/core/framebuffer';

export interface Pointer {
  w: number;
  h: number;
  hotX: number;
  hotY: number;
  rows: string[] /* '.' transparent, '1' '2' '3' colour roles */;
  /** Fixed palette indices for roles 1..3, overriding the platform's POINTER_ROLES. */
  roles?: readonly [number, number, number];
}

export type PointerPlatform = 'st' | 'amiga';

/** Roles 1..3 -> palette indices: ST black / white / red, Amiga (Workbench) red / black / cream. */
export const POINTER_ROLES: Record<PointerPlatform, [number, number, number]> = {
  st: [C.BLACK, C.WHITE, C.RED],
  amiga: [C.RED, C.BLACK, C.CREAM],
};

const p = (hotX: number, hotY: number, rows: string[], roles?: readonly [number, number, number]): Pointer =>
  roles ? { w: 16, h: 16, hotX, hotY, rows, roles } : { w: 16, h: 16, hotX, hotY, rows };

export const POINTERS = {
  /** GEM arrow: black, white outline, tip at (1, 0). */
  stArrow: p(1, 0, [
    '212.............',
    '2112............',
    '21112...........',
    '211112..........',
    '2111112.........',
    '21111112........',
    '211111112.......',
    '2111111112......',
    '21111122222.....',
    '2112112.........',
    '212.2112........',
    '22..2112........',
    '.....2112.......',
    '.....2112.......',
    '......22........',
    '................',
  ]),
  /** GEM busy bee: striped body, white wings, black head. */
  stBusy: p(8, 8, [
    '................',
    '......111.111...',
    '.....122212221..',
    '.....122212221..',
    '......1221221.1.',
    '...111111111..1.',
    '..1221122112111.',
    '..1221122112121.',
    '1112211221121111',
    '..1221122112111.',
    '...111111111....',
    '....1..1..1.....',
    '...1..1..1......',
    '................',
    '................',
    '................',
  ]),
  /** Workbench-style arrow: red, black outline, cream highlight on the leading edge, tip (0, 0). */
  amigaArrow: p(0, 0, [
    '22..............',
    '2312............',
    '.23112..........',
    '.2311112........',
    '..231111112.....',
    '..23111111112...',
    '...2311112222...',
    '...2311112......',
    '....2312112.....',
    '....232.2112....',
    '.....2...2112...',
    '..........2112..',
    '...........2112.',
    '............22..',
    '................',
    '................',
  ]),
  /** Workbench-style busy pointer: a "zZ" over a cream clock face. Same hot spot as the arrow. */
  amigaBusy: p(0, 0, [
    '.........111111.',
    '............11..',
    '....1111...11...',
    '......1...11....',
    '.....1...11.....',
    '....1111.111111.',
    '................',
    '...2222.........',
    '.22333322.......',
    '.23323332.......',
    '2333233332......',
    '2333222232......',
    '2333333332......',
    '.23333332.......',
    '.22333322.......',
    '...2222.........',
  ]),
  /** Cross-hair, centre (7, 7): role-1 lines in a role-2 outline. */
  cross: p(7, 7, [
    '......222.......',
    '......212.......',
    '......212.......',
    '......212.......',
    '......212.......',
    '......222.......',
    '222222...222222.',
    '211112.1.211112.',
    '222222...222222.',
    '......222.......',
    '......212.......',
    '......212.......',
    '......212.......',
    '......212.......',
    '......222.......',
    '................',
  ]),
  /** "No entry": red disc, white bar, black rim, on every platform. */
  noEntry: p(
    7,
    7,
    [
      '.....33333......',
      '...331111133....',
      '..31111111113...',
      '.3111111111113..',
      '.3111111111113..',
      '311111111111113.',
      '312222222222213.',
      '312222222222213.',
      '312222222222213.',
      '311111111111113.',
      '.3111111111113..',
      '.3111111111113..',
      '..31111111113...',
      '...331111133....',
      '.....33333......',
      '................',
    ],
    [C.RED, C.WHITE, C.BLACK],
  ),
} satisfies Record<string, Pointer>;

export type PointerName = keyof typeof POINTERS;

/** The pointer as an indexed Sprite for `platform`; transparent is an index none of its roles use. */
export function pointerSprite(ptr: Pointer, platform: PointerPlatform): Sprite {
  const roles = ptr.roles ?? POINTER_ROLES[platform];
  let key = 0;
  while (roles.includes(key)) key++;
  const data = new Uint8Array(ptr.w * ptr.h).fill(key);
  ptr.rows.forEach((row, y) => {
    for (let x = 0; x < ptr.w; x++) {
      const r = row.charCodeAt(x) - 49; // '1' -> 0
      if (r >= 0 && r < 3) data[y * ptr.w + x] = roles[r]!;
    }
  });
  return { w: ptr.w, h: ptr.h, data, transparent: key };
}
