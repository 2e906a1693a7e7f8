/**
 * What Spider's board looks like on every platform and video mode: every card of every column
 * drawn where the layout puts it (pixel for pixel against the card art drawn alone), felt between
 * the columns, the VIEW marker, GNOME's top row and the options screen's selected buttons. The
 * screens are also written to /tmp/spider-*.png for looking at.
 */
import { describe, it, expect } from 'vitest';
import { boot, png, playHints, countColour, spiderApp } from './helpers';
import { newGame, type SpiderState } from '../../../src/games/spider/engine';
import { optionRects } from '../../../src/games/spider/options';
import { cardLines, colX, columnItems, geometry, stockRect, type Geo } from '../../../src/games/spider/layout';
import { MARKER_H } from '../../../src/games/spider/view';
import { C } from '../../../src/core/colours';
import type { Machine } from '../../../src/core/machine';
import { alone, expectColumns, wrongPixels } from './pixels';
import { setPosition } from './position';

/** The gaps between columns are felt from the top of the tableau to the bottom of the screen. */
function expectFeltGaps(m: Machine, g: Geo): void {
  for (let col = 0; col < 9; col++) {
    const gap = { x: colX(g, col) + g.cw, y: g.top, w: colX(g, col + 1) - colX(g, col) - g.cw, h: m.fb.height - g.top };
    expect(gap.w).toBeGreaterThan(0);
    expect(countColour(m, gap, C.FELT), `gap after column ${col}`).toBe(gap.w * gap.h);
  }
}

const geo = (m: Machine, s: SpiderState) => geometry(m.platform, m.fb.width, m.fb.height, s.rules);

/** Column 0 holds five backs and `up` faces, every other column one back and one face (for drawing only). */
function oneLong(s: SpiderState, up: number): SpiderState {
  const all = s.columns.flatMap((c) => [...c.down, ...c.up]).concat(s.stock);
  const columns = s.columns.map((_, i) => (i === 0 ? { down: all.slice(0, 5), up: all.slice(5, 5 + up) } : { down: [all[60 + 2 * i]!], up: [all[61 + 2 * i]!] }));
  // the stock holds the cards no column took (a log's starting position has each card once)
  const used = (i: number) => i < 5 + up || (i >= 62 && i < 62 + 2 * s.columns.length);
  return { ...s, columns, stock: all.filter((_, i) => !used(i)).slice(0, s.stock.length) };
}

for (const plat of ['st', 'amiga'] as const) {
  describe(`look (${plat})`, () => {
    it('a fresh deal: five or four backs, one face, at the lines the deal gives; felt between', () => {
      const { m, app } = boot(plat, { deal: 7 });
      m.frame(1e9);
      png(m, `${plat}-fresh`);
      const g = geo(m, app.s);
      // 200 lines (ST): no title bar, backs show 3 rows; PAL (Amiga): the title bar, backs show 4
      const [bar, down] = plat === 'st' ? [0, 3] : [10, 4];
      expect(g.top).toBe(bar + 3);
      // the face lies 5 or 4 backs down: columns 1, 4, 7, 10 hold five
      expect(app.s.columns.map((c) => cardLines(g, c).at(-1))).toEqual([5, 4, 4, 5, 4, 4, 5, 4, 4, 5].map((n) => n * down));
      expectColumns(m, g, app.s, null);
      expectFeltGaps(m, g);
    });

    it('mid-game, and late (compressed steps) on every video mode: columns as the layout says, on screen', () => {
      const mid = boot(plat, { deal: 7 });
      setPosition(mid.app, playHints(newGame(7), 40));
      mid.m.invalidate();
      mid.m.frame(1e9);
      png(mid.m, `${plat}-mid`);
      expectColumns(mid.m, geo(mid.m, mid.app.s), mid.app.s, null);
      for (const video of plat === 'st' ? (['pal'] as const) : (['pal', 'ntsc'] as const)) {
        const late = boot(plat, { deal: 7 }, undefined, video);
        setPosition(late.app, playHints(newGame(7), 70));
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
      // one long column, the others two cards: they end above the band, the long one goes on under it
      setPosition(app, oneLong(newGame(7), 24));
      const split = { a: 60, b: 100 };
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
      // under the band the long column starts with its first card whose top is not hidden: the
      // card cut by the band leaves no strip, felt shows down to that card
      const first = columnItems(g, app.s.columns[0]!).find((it) => it.y >= split.b)!;
      expect(first.y).toBeGreaterThan(split.b);
      const strip = { x: colX(g, 0), y: g.top + split.a + MARKER_H, w: g.cw, h: first.y - split.b };
      expect(countColour(m, strip, C.FELT)).toBe(strip.w * strip.h);
    });

    it('GNOME: the stock (one back per deal left) and eight empty foundations above the columns', () => {
      const { m, app } = boot(plat, { deal: 7, rules: 'gnome', suits: 2 });
      setPosition(app, playHints(app.s, 30));
      m.invalidate();
      m.frame(1e9);
      png(m, `${plat}-gnome`);
      const g = geo(m, app.s);
      expect(g.rowY).toBe(g.bar + 3);
      expect(g.top).toBe(g.rowY + g.ch + 5);
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
      t.m.run(spiderApp(t.m, { direct: false, resume: false, deal: 123, rules: 'gnome', suits: 2 }));
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
