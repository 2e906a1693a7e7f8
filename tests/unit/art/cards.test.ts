import { describe, it, expect } from 'vitest';
import { Framebuffer } from '../../../src/core/framebuffer';
import { pack, JOKER } from '../../../src/core/cards';
import {
  CARD,
  BACK_DESIGNS,
  drawCardBack,
  drawCardFace,
  drawEmptySlot,
  type CardSize,
} from '../../../src/art/cards';

const MARK = 10; // any index; the art must leave everything outside the card alone
const PAD = 6;
const SIZES: CardSize[] = ['lores', 'hires'];
/** A framebuffer in the colour space of the machine that shows `size`. */
const SPACE = { lores: 'rgb333', hires: 'rgb444' } as const;
const ALL = [...pack(), JOKER];

/** Draw onto a marker-filled buffer with a margin; return the buffer and the card's pixels. */
function render(size: CardSize, draw: (fb: Framebuffer, x: number, y: number) => void, fill = MARK) {
  const { w, h } = CARD[size];
  const fb = new Framebuffer(w + 2 * PAD, h + 2 * PAD, SPACE[size], 16);
  fb.clear(fill);
  draw(fb, PAD, PAD);
  const inner: number[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) inner.push(fb.pget(PAD + x, PAD + y));
  return { fb, inner };
}

function outsideUntouched(fb: Framebuffer, size: CardSize, fill = MARK): boolean {
  const { w, h } = CARD[size];
  for (let y = 0; y < fb.height; y++)
    for (let x = 0; x < fb.width; x++) {
      const inside = x >= PAD && y >= PAD && x < PAD + w && y < PAD + h;
      if (!inside && fb.pget(x, y) !== fill) return false;
    }
  return true;
}

describe.each(SIZES)('card art (%s)', (size) => {
  const { w, h } = CARD[size];

  it('has the fixed card sizes', () => {
    expect(CARD.lores).toEqual({ w: 30, h: 44 });
    expect(CARD.hires).toEqual({ w: 60, h: 44 });
    expect(BACK_DESIGNS).toBe(20);
  });

  it('draws every face (plain and selected) inside its rectangle, in palette indices only', () => {
    for (const card of ALL)
      for (const selected of [false, true]) {
        const { fb, inner } = render(size, (f, x, y) => drawCardFace(f, x, y, card, size, { selected }));
        expect(outsideUntouched(fb, size), `${card} ${selected}`).toBe(true);
        expect(inner.every((p) => p >= 0 && p < 16)).toBe(true);
      }
  });

  it('leaves the felt showing in the rounded corners', () => {
    const { inner } = render(size, (f, x, y) => drawCardFace(f, x, y, 'AS', size, { selected: true }));
    for (const [x, y] of [[0, 0], [w - 1, 0], [0, h - 1], [w - 1, h - 1]] as const) expect(inner[y * w + x]).toBe(MARK);
  });

  it('gives every face its own picture and its own top strip (rows 0..8)', () => {
    const full = new Set<string>();
    const strips = new Set<string>();
    for (const card of ALL) {
      const { inner } = render(size, (f, x, y) => drawCardFace(f, x, y, card, size));
      full.add(inner.join(','));
      strips.add(inner.slice(0, 9 * w).join(','));
    }
    expect(full.size).toBe(ALL.length);
    expect(strips.size).toBe(ALL.length);
  });

  it('shows the index in rows 1..8 only, colour-coded red or black', () => {
    for (const card of ['AH', 'TD', 'KS', 'QC']) {
      const { inner } = render(size, (f, x, y) => drawCardFace(f, x, y, card, size));
      const strip = inner.slice(w, 9 * w);
      const red = card[1] === 'H' || card[1] === 'D';
      expect(strip.includes(red ? 1 : 15)).toBe(true); // C.RED / C.BLACK ink
      if (red) expect(strip.slice(0, 8 * w).filter((p, i) => i % w > 1 && i % w < w - 2).includes(15)).toBe(false);
    }
  });

  it('highlights a selected card', () => {
    const a = render(size, (f, x, y) => drawCardFace(f, x, y, '7H', size)).inner.join();
    const b = render(size, (f, x, y) => drawCardFace(f, x, y, '7H', size, { selected: true })).inner.join();
    expect(a).not.toBe(b);
  });

  it('draws 20 pairwise distinct backs inside the rectangle, wrapping design numbers', () => {
    const seen = new Set<string>();
    for (let d = 0; d < BACK_DESIGNS; d++) {
      const { fb, inner } = render(size, (f, x, y) => drawCardBack(f, x, y, size, d));
      expect(outsideUntouched(fb, size)).toBe(true);
      expect(inner.every((p) => p >= 0 && p < 16)).toBe(true);
      seen.add(inner.join(','));
    }
    expect(seen.size).toBe(20);
    const wrap = (d: number) => render(size, (f, x, y) => drawCardBack(f, x, y, size, d)).inner.join();
    expect(wrap(23)).toBe(wrap(3));
    expect(wrap(-1)).toBe(wrap(19));
  });

  it('draws empty slots inside the rectangle, with and without a label', () => {
    for (const label of [undefined, 'A', 'K', '10']) {
      const { fb, inner } = render(size, (f, x, y) => drawEmptySlot(f, x, y, size, label), 2);
      expect(outsideUntouched(fb, size, 2)).toBe(true);
      expect(inner.some((p) => p !== 2)).toBe(true);
    }
  });

  it('does not mind being drawn partly off screen (clipping)', () => {
    const fb = new Framebuffer(20, 20, SPACE[size], 16);
    expect(() => {
      drawCardFace(fb, -10, -30, 'KH', size);
      drawCardBack(fb, 5, 5, size, 7);
      drawEmptySlot(fb, -5, 10, size, 'A');
    }).not.toThrow();
  });
});
