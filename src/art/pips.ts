/**
 * Index glyphs and suit pips. Small sizes are hand-drawn (a rasteriser cannot make a 5x5 club
 * read as a club); the ace's big pip is rasterised from the same shape definitions so both
 * machines get one at their own pixel aspect. Amiga hi-res pixels are half as wide, so its
 * art is twice as many pixels across for the same physical size.
 */
import type { Sprite } from '../core/framebuffer';
import type { Suit } from '../core/cards';
import { mask, CLEAR } from './bitmap';

/**
 * A card art set, named for its pixel grid: `lores`, square pixels (320 x 200), and `hires`, pixels
 * half as wide as they are tall (640 across). The platform names the one it shows (`Platform.cardSize`).
 */
export type Size = 'lores' | 'hires';

/** Screen pixels across one pixel of the physical card: ST low-res pixels are square, hi-res ones half as wide. */
export const PIXEL_W: Record<Size, 1 | 2> = { lores: 1, hires: 2 };

// ---- rank glyphs: bold, 7 rows, so an index fits the 8-row strip an overlapped card shows ----
const LORES_GLYPHS: Record<string, readonly string[]> = {
  A: ['.####.', '##..##', '##..##', '######', '##..##', '##..##', '##..##'],
  '2': ['.####.', '##..##', '....##', '..###.', '.##...', '##....', '######'],
  '3': ['#####.', '....##', '....##', '.####.', '....##', '....##', '#####.'],
  '4': ['...###', '..####', '.##.##', '##..##', '######', '....##', '....##'],
  '5': ['######', '##....', '#####.', '....##', '....##', '##..##', '.####.'],
  '6': ['..###.', '.##...', '##....', '#####.', '##..##', '##..##', '.####.'],
  '7': ['######', '....##', '...##.', '..##..', '.##...', '.##...', '.##...'],
  '8': ['.####.', '##..##', '##..##', '.####.', '##..##', '##..##', '.####.'],
  '9': ['.####.', '##..##', '##..##', '.#####', '....##', '...##.', '.###..'],
  '0': ['.####.', '##..##', '##..##', '##..##', '##..##', '##..##', '.####.'],
  '1': ['.##.', '###.', '.##.', '.##.', '.##.', '.##.', '####'],
  J: ['..####', '....##', '....##', '....##', '....##', '##..##', '.####.'],
  Q: ['.####.', '##..##', '##..##', '##..##', '##.###', '.####.', '....##'],
  K: ['##..##', '##.##.', '####..', '###...', '####..', '##.##.', '##..##'],
};

const HIRES_GLYPHS: Record<string, readonly string[]> = {
  A: ['...####...', '.###..###.', '###....###', '##########', '###....###', '###....###', '###....###'],
  '2': ['..######..', '###....###', '.......###', '....####..', '..###.....', '###.......', '##########'],
  '3': ['#########.', '.......###', '.......###', '..#######.', '.......###', '.......###', '#########.'],
  '4': ['.....#####', '...###.###', '.###...###', '###....###', '##########', '.......###', '.......###'],
  '5': ['##########', '###.......', '#########.', '.......###', '.......###', '###....###', '.########.'],
  '6': ['...#####..', '.###......', '###.......', '#########.', '###....###', '###....###', '.########.'],
  '7': ['##########', '.......###', '......###.', '....###...', '...###....', '..###.....', '..###.....'],
  '8': ['.########.', '###....###', '###....###', '.########.', '###....###', '###....###', '.########.'],
  '9': ['.########.', '###....###', '###....###', '.#########', '.......###', '......###.', '..#####...'],
  '0': ['.########.', '###....###', '###....###', '###....###', '###....###', '###....###', '.########.'],
  '1': ['..###..', '#####..', '..###..', '..###..', '..###..', '..###..', '#######'],
  J: ['...#######', '.......###', '.......###', '.......###', '.......###', '###....###', '.########.'],
  Q: ['.########.', '###....###', '###....###', '###....###', '###..#####', '.########.', '.......###'],
  K: ['###....###', '###...###.', '###.###...', '######....', '###.###...', '###...###.', '###....###'],
};

const GLYPHS: Record<Size, Record<string, readonly string[]>> = { lores: LORES_GLYPHS, hires: HIRES_GLYPHS };

const glyphCache: Record<Size, Map<string, Sprite>> = { lores: new Map(), hires: new Map() };

/** One index glyph (rank letters and digits); undefined for characters we have no art for. */
export function glyph(ch: string, size: Size): Sprite | undefined {
  const cache = glyphCache[size];
  let s = cache.get(ch);
  if (!s) {
    const rows = GLYPHS[size][ch];
    if (!rows) return undefined;
    s = mask(rows);
    cache.set(ch, s);
  }
  return s;
}

/** The text printed in the corner for a rank character: 'T' is written "10". */
export function rankLabel(rankChar: string): string {
  return rankChar === 'T' ? '10' : rankChar;
}

/** Gap between glyphs of "10". */
export function glyphGap(size: Size): number {
  return PIXEL_W[size];
}

export function labelWidth(label: string, size: Size): number {
  let w = 0;
  for (const ch of label) w += (glyph(ch, size)?.w ?? 0) + glyphGap(size);
  return Math.max(0, w - glyphGap(size));
}

// ---- pips ----
export type PipSize = 'corner' | 'centre' | 'ace';

const HAND: Record<Size, Partial<Record<PipSize, Record<Suit, readonly string[]>>>> = {
  lores: {
    corner: {
      H: ['.##.##.', '#######', '#######', '#######', '.#####.', '..###..', '...#...'],
      D: ['...#...', '..###..', '.#####.', '#######', '.#####.', '..###..', '...#...'],
      S: ['...#...', '..###..', '.#####.', '#######', '#######', '...#...', '..###..'],
      C: ['..###..', '..###..', '##.#.##', '#######', '##.#.##', '...#...', '..###..'],
    },
    centre: {
      H: ['##.##', '#####', '#####', '.###.', '..#..'],
      D: ['..#..', '.###.', '#####', '.###.', '..#..'],
      S: ['..#..', '.###.', '#####', '#####', '.#.#.'],
      C: ['.###.', '.###.', '#####', '#####', '..#..'],
    },
  },
  hires: {
    centre: {
      H: ['.###.###.', '#########', '.#######.', '...###...', '....#....'],
      D: ['....#....', '..#####..', '#########', '..#####..', '....#....'],
      S: ['....#....', '..#####..', '#########', '#########', '.###.###.'],
      C: ['...###...', '.#.###.#.', '#########', '.#.###.#.', '....#....'],
    },
  },
};

/** Shape tests in a unit box, u across -1..1, v down -1..1. */
function inside(suit: Suit, u: number, v: number): boolean {
  const circ = (cx: number, cy: number, r: number) => (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
  switch (suit) {
    case 'D':
      return Math.abs(u) * 1.05 + Math.abs(v) <= 1;
    case 'H':
      return circ(-0.48, -0.42, 0.52) || circ(0.48, -0.42, 0.52) || (v >= -0.45 && Math.abs(u) <= ((1 - v) / 1.45) * 0.98);
    case 'S': {
      // an upside-down heart on a flared foot
      const body =
        circ(-0.46, 0.2, 0.48) || circ(0.46, 0.2, 0.48) || (v <= 0.22 && Math.abs(u) <= ((v + 1) / 1.25) * 0.95);
      const foot = v >= 0.3 && Math.abs(u) <= Math.max(0.09, (v - 0.3) * 0.7 + 0.06) && v <= 1;
      return (body && v <= 0.68) || foot;
    }
    case 'C': {
      const r = 0.37;
      const leaves = circ(0, -0.56, r) || circ(-0.55, 0.08, r) || circ(0.55, 0.08, r) || circ(0, -0.05, 0.25);
      const foot = v >= 0 && Math.abs(u) <= Math.max(0.09, (v - 0.35) * 0.65 + 0.06) && v <= 1;
      return leaves || foot;
    }
  }
}

/** Rasterise a pip with 4x4 supersampling; half coverage or more is ink. */
export function rasterPip(suit: Suit, w: number, h: number): Sprite {
  const data = new Uint8Array(w * h).fill(CLEAR);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let n = 0;
      for (let j = 0; j < 4; j++)
        for (let i = 0; i < 4; i++) {
          const u = ((x + (i + 0.5) / 4) / w) * 2 - 1;
          const v = ((y + (j + 0.5) / 4) / h) * 2 - 1;
          if (inside(suit, u, v)) n++;
        }
      if (n >= 8) data[y * w + x] = 1;
    }
  return { w, h, data, transparent: CLEAR };
}

const PIP_DIMS: Record<Size, Record<PipSize, [number, number]>> = {
  lores: { corner: [7, 7], centre: [5, 5], ace: [15, 15] },
  hires: { corner: [13, 7], centre: [9, 5], ace: [29, 15] },
};

const pipCache = new Map<string, Sprite>();

/** A one-colour pip mask (value 1 = ink); blit it with a map to colour it. */
export function pip(suit: Suit, which: PipSize, size: Size): Sprite {
  const key = `${size}${which}${suit}`;
  let s = pipCache.get(key);
  if (!s) {
    const rows = HAND[size][which]?.[suit];
    const [w, h] = PIP_DIMS[size][which];
    s = rows ? mask(rows) : rasterPip(suit, w, h);
    pipCache.set(key, s);
  }
  return s;
}

export function pipDims(which: PipSize, size: Size): [number, number] {
  return PIP_DIMS[size][which];
}
