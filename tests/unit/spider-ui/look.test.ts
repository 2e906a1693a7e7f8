/**
 * What Spider's board looks like on every platform and video mode: every card of every column
 * drawn where the layout puts it (pixel for pixel against the card art drawn alone), felt between
 * the columns, the VIEW marker, GNOME's top row and the options screen's selected buttons. The
 * screens are also written to /tmp/spider-*.png for looking at.
 */
import { describe, it, expect } from 'vitest';
import { boot, png, playHints, countColour } from './helpers';
import { newGame, type SpiderState } from '../../../src/games/spider/engine';
import { SpiderApp } from '../../../src/games/spider/app';
import { shellFor } from '../../../src/shell/launcher';
import { BACK_DESIGN } from '../../../src/games/spider/screen';
import { optionRects } from '../../../src/games/spider/options';
import {
  MARKER_H, boardToScreen, cardLines, colX, geometry, stockRect, type Geo, type Split,
} from '../../../src/games/spider/layout';
import { CARD, drawCardBack, drawCardFace, drawEmptySlot, type CardSize } from '../../../src/art/cards';
import { Framebuffer } from '../../../src/core/framebuffer';
import { C } from '../../../src/core/colours';
import type { Machine } from '../../../src/core/machine';

/** Marks the pixels a drawing leaves alone (the cut corners). */
const UNTOUCHED = 255;

/** One card (a face, a back when null, an empty slot when 'slot') drawn alone at (0, 0). */
function alone(m: Machine, card: string | null, size: CardSize): Framebuffer {
  const { w, h } = CARD[size];
  const ref = new Framebuffer(w, h, m.platform.name, 16);
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
function wrongPixels(m: Machine, ref: Framebuffer, x: number, rowAt: (j: number) => number | null): string[] {
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

/** Every card of every column shows the rows the layout leaves it, as the card art draws them. */
function expectColumns(m: Machine, g: Geo, s: SpiderState, split: Split | null): void {
  for (let col = 0; col < 10; col++) {
    const c = s.columns[col]!;
    const cards: (string | null)[] = [...c.down.map(() => null), ...c.up];
    const ys = cardLines(g, c);
    const x = colX(g, col);
    if (cards.length === 0) {
      expect(wrongPixels(m, alone(m, 'slot', g.size), x, (j) => boardToScreen(g, split, j)), `empty column ${col}`).toEqual([]);
      continue;
    }
    cards.forEach((card, k) => {
      const shown = k + 1 < ys.length ? ys[k + 1]! - ys[k]! : g.ch;
      const rowAt = (j: number) => (j < shown ? boardToScreen(g, split, ys[k]! + j) : null);
      expect(wrongPixels(m, alone(m, card, g.size), x, rowAt), `column ${col} card ${k} (${card ?? 'back'})`).toEqual([]);
    });
  }
}

/** The gaps between columns are felt from the top of the tableau to the bottom of the screen. */
function expectFeltGaps(m: Machine, g: Geo): void {
  for (let col = 0; col < 9; col++) {
    const gap = { x: colX(g, col) + g.cw, y: g.top, w: colX(g, col + 1) - colX(g, col) - g.cw, h: m.fb.height - g.top };
    expect(gap.w).toBeGreaterThan(0);
    expect(countColour(m, gap, C.FELT), `gap after column ${col}`).toBe(gap.w * gap.h);
  }
}

const geo = (m: Machine, s: SpiderState) => geometry(m.platform, m.fb.width, m.fb.height, s.rules);

for (const plat of ['st', 'amiga'] as const) {
  describe(`look (${plat})`, () => {
    it('a fresh deal: five or four backs, one face, at the lines the deal gives; felt between', () => {
      const { m, app } = boot(plat, { deal: 7 });
      m.frame(1e9);
      png(m, `${plat}-fresh`);
      const g = geo(m, app.s);
      expect(g.top).toBe(3);
      // face-down cards show 3 rows each: the face lies 15 lines down on columns 1, 4, 7, 10, else 12
      expect(app.s.columns.map((c) => cardLines(g, c).at(-1))).toEqual([15, 12, 12, 15, 12, 12, 15, 12, 12, 15]);
      expectColumns(m, g, app.s, null);
      expectFeltGaps(m, g);
    });

    it('mid-game, and late (compressed steps) on every video mode: columns as the layout says, on screen', () => {
      const mid = boot(plat, { deal: 7 });
      mid.app.s = playHints(newGame(7), 40);
      mid.m.invalidate();
      mid.m.frame(1e9);
      png(mid.m, `${plat}-mid`);
      expectColumns(mid.m, geo(mid.m, mid.app.s), mid.app.s, null);
      for (const video of plat === 'st' ? (['pal'] as const) : (['pal', 'ntsc'] as const)) {
        const late = boot(plat, { deal: 7 }, undefined, video);
        late.app.s = playHints(newGame(7), 70);
        late.m.invalidate();
        late.m.frame(1e9);
        png(late.m, `${plat}-${video}-late`);
        const g = geo(late.m, late.app.s);
        expectColumns(late.m, g, late.app.s, null);
        expectFeltGaps(late.m, g);
        // the longest column is squeezed, but its last card still ends on the screen
        const longest = Math.max(...late.app.s.columns.map((c) => c.down.length + c.up.length));
        expect(longest).toBeGreaterThan(12);
        for (const c of late.app.s.columns) expect(g.top + (cardLines(g, c).at(-1) ?? 0) + g.ch).toBeLessThanOrEqual(late.m.fb.height);
      }
    });

    it('VIEW split: the marker band says how many lines are hidden; cards above and below it in place', () => {
      const { m, app } = boot(plat, { deal: 7 });
      app.s = playHints(newGame(7), 40);
      const split = { a: 30, b: 70 };
      app.split = split;
      m.invalidate();
      m.frame(1e9);
      png(m, `${plat}-split`);
      const g = geo(m, app.s);
      const band = { x: 0, y: g.top + split.a, w: m.fb.width, h: MARKER_H };
      expect(countColour(m, { ...band, h: 1 }, C.BLACK)).toBe(m.fb.width);
      expect(countColour(m, { ...band, y: band.y + MARKER_H - 1, h: 1 }, C.BLACK)).toBe(m.fb.width);
      // '- 40 lines hidden -' in yellow on navy, nothing else in the band
      const inside = { ...band, y: band.y + 1, h: MARKER_H - 2 };
      const yellow = countColour(m, inside, C.YELLOW);
      expect(yellow).toBeGreaterThan(40);
      expect(yellow + countColour(m, inside, C.NAVY)).toBe(inside.w * inside.h);
      expectColumns(m, g, app.s, split);
    });

    it('GNOME: the stock (one back per deal left) and eight empty foundations above the columns', () => {
      const { m, app } = boot(plat, { deal: 7, rules: 'gnome', suits: 2 });
      app.s = playHints(app.s, 30);
      m.invalidate();
      m.frame(1e9);
      png(m, `${plat}-gnome`);
      const g = geo(m, app.s);
      expect(g.rowY).toBe(3);
      expect(g.top).toBe(3 + g.ch + 5);
      const st = stockRect(g, app.s)!;
      const top = app.s.stock.length / 10 - 1;
      expect(top).toBeGreaterThanOrEqual(0);
      const back = alone(m, null, g.size);
      expect(wrongPixels(m, back, st.top, (j) => g.rowY + j), 'top back of the stock').toEqual([]);
      const slot = alone(m, 'slot', g.size);
      for (let i = 0; i < 8; i++) {
        const want = app.s.removed[i] ? alone(m, `K${app.s.removed[i]}`, g.size) : slot;
        expect(wrongPixels(m, want, colX(g, i + 2), (j) => g.rowY + j), `foundation ${i}`).toEqual([]);
      }
      expectColumns(m, g, app.s, null);
    });

    it('the options screen: the chosen rules and suits are drawn selected (black), the others not', () => {
      const t = boot(plat, { deal: 7 });
      t.m.run(new SpiderApp(t.m, { direct: false, resume: false, deal: 123, rules: 'gnome', suits: 2 }, shellFor(t.m, 'spider')));
      t.m.frame(1e9);
      png(t.m, `${plat}-options`);
      const r = optionRects(t.m.platform, t.m.fb.width, t.m.fb.height);
      const ink = (id: keyof typeof r) => {
        const b = r[id];
        const inner = { x: b.x + 2 * t.m.platform.xScale, y: b.y + 2, w: b.w - 4 * t.m.platform.xScale, h: b.h - 4 };
        return { black: countColour(t.m, inner, C.BLACK), white: countColour(t.m, inner, C.WHITE) };
      };
      for (const id of ['gnome', '2', 'all'] as const) expect(ink(id).black, id).toBeGreaterThan(ink(id).white * 3);
      for (const id of ['st', '1', '4', 'winnable'] as const) expect(ink(id).white, id).toBeGreaterThan(ink(id).black * 3);
    });
  });
}
