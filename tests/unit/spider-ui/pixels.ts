/** Pixel checks of Spider's board: a card, a back, a slot or a fold band where the layout says, as the art draws it. */
import { expect } from 'vitest';
import type { SpiderState } from '../../../src/games/spider/engine';
import { BACK_DESIGN } from '../../../src/games/spider/screen';
import { FOLD_H, colX, columnItems, type Geo } from '../../../src/games/spider/layout';
import { boardToScreen, itemSpan, type Split } from '../../../src/games/spider/view';
import { CARD, drawCardBack, drawCardFace, drawEmptySlot, type CardSize } from '../../../src/art/cards';
import { Framebuffer } from '../../../src/core/framebuffer';
import { C } from '../../../src/core/colours';
import type { Machine } from '../../../src/core/machine';
import { countColour } from './helpers';

/** Marks the pixels a drawing leaves alone (the cut corners). */
const UNTOUCHED = 255;

/** One card (a face, a back when null, an empty slot when 'slot') drawn alone at (0, 0). */
export function alone(m: Machine, card: string | null, size: CardSize): Framebuffer {
  const { w, h } = CARD[size];
  const ref = new Framebuffer(w, h, m.platform.colourSpace, 16);
  ref.pixels.fill(UNTOUCHED);
  if (card === 'slot') drawEmptySlot(ref, 0, 0, size);
  else if (card === null) drawCardBack(ref, 0, 0, size, BACK_DESIGN);
  else drawCardFace(ref, 0, 0, card, size);
  return ref;
}

/**
 * Pixels of the card at screen x and card row j -> screen row `rowAt(j)` (null: not shown) that
 * differ from the card drawn alone; described for the failure message.
 */
export function wrongPixels(m: Machine, ref: Framebuffer, x: number, rowAt: (j: number) => number | null): string[] {
  const out: string[] = [];
  for (let j = 0; j < ref.height; j++) {
    const sy = rowAt(j);
    if (sy === null || sy >= m.fb.height) continue;
    for (let i = 0; i < ref.width; i++) {
      const want = ref.pget(i, j);
      if (want !== UNTOUCHED && m.fb.pget(x + i, sy) !== want) out.push(`(${x + i},${sy}) ${m.fb.pget(x + i, sy)}!=${want}`);
    }
  }
  return out;
}

/**
 * Every item of every column (card, or fold band) shows the rows the layout leaves it, as the card
 * art draws them; through a split, each on the side `itemSide` gives it, and nothing of the
 * others.
 */
export function expectColumns(m: Machine, g: Geo, s: SpiderState, split: Split | null): void {
  for (let col = 0; col < 10; col++) {
    const c = s.columns[col]!;
    const x = colX(g, col);
    if (c.down.length + c.up.length === 0) {
      expect(wrongPixels(m, alone(m, 'slot', g.size), x, (j) => boardToScreen(g, split, j)), `empty column ${col}`).toEqual([]);
      continue;
    }
    for (const it of columnItems(g, c)) {
      const span = itemSpan(g, split, it);
      if (it.kind === 'fold') {
        // the fold: a navy band framed in black, "+n" in yellow
        expect(span, `column ${col} fold`).not.toBeNull();
        const r = { x, y: span![0], w: g.cw, h: FOLD_H };
        const inside = { x: x + 1, y: r.y + 1, w: g.cw - 2, h: FOLD_H - 2 };
        expect(countColour(m, { ...r, h: 1 }, C.BLACK), `column ${col} fold frame`).toBe(g.cw);
        const yellow = countColour(m, inside, C.YELLOW);
        expect(yellow, `column ${col} fold text`).toBeGreaterThan(10);
        expect(yellow + countColour(m, inside, C.NAVY), `column ${col} fold band`).toBe(inside.w * inside.h);
        continue;
      }
      if (!span) continue;
      const card = it.kind === 'down' ? null : c.up[it.k - c.down.length]!;
      const rows = span[1] - span[0];
      const rowAt = (j: number) => (j < rows ? span[0] + j : null);
      expect(wrongPixels(m, alone(m, card, g.size), x, rowAt), `column ${col} card ${it.k} (${card ?? 'back'})`).toEqual([]);
    }
  }
}

