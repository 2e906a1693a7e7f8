/**
 * No card leaves the screen (issue 24): a 30-card column, reached by legal play, on the ST, Amiga
 * NTSC and Amiga PAL under both rule sets. It squeezes (backs first, then faces, never under the
 * corner index), folds its deepest faces under a "+n" band when even that is too long, ends on the
 * screen with its top card drawn whole, and that card takes clicks. PAL uses its 256 lines.
 */
import { describe, it, expect } from 'vitest';
import { boot, png, countColour } from './helpers';
import { findLongColumn } from './long-column';
import { alone, expectColumns, wrongPixels } from './pixels';
import { clickCard, spiderEngine } from '../../../src/games/spider/engine';
import { BOTTOM_ROOM, INDEX_H, colX, columnEnd, columnItems, columnLayout, geometry } from '../../../src/games/spider/layout';
import { C } from '../../../src/core/colours';
import { glyph, pip, rankLabel } from '../../../src/art/pips';
import { setPosition } from './position';

describe('the squeeze minimum', () => {
  it('INDEX_H rows hold the whole corner index on both machines (rank glyphs and corner pips start on row 2)', () => {
    for (const size of ['lores', 'hires'] as const) {
      for (const ch of 'A23456789TJQK') for (const g of rankLabel(ch)) expect(2 + glyph(g, size)!.h, `${size} ${ch}`).toBeLessThanOrEqual(INDEX_H);
      for (const suit of ['S', 'H', 'D', 'C'] as const) expect(2 + pip(suit, 'corner', size).h, `${size} ${suit}`).toBeLessThanOrEqual(INDEX_H);
    }
  });
});

const SCREENS = [['st', 'pal'], ['amiga', 'ntsc'], ['amiga', 'pal']] as const;

for (const rules of ['st', 'gnome'] as const) {
  const { s, col } = findLongColumn(3, rules, 30);
  for (const [plat, video] of SCREENS) {
    describe(`a 30-card column (${plat} ${video}, ${rules} rules)`, () => {
      const setup = () => {
        const t = boot(plat, { deal: 3, rules, suits: 1 }, undefined, video);
        setPosition(t.app, s);
        t.m.invalidate();
        t.frame();
        const g = geometry(t.m.platform, t.m.fb.width, t.m.fb.height, rules);
        return { ...t, g };
      };

      it('every column ends on the screen; faces show their whole corner index; the long one is folded and marked', () => {
        const t = setup();
        png(t.m, `long-${plat}-${video}-${rules}`);
        const { g } = t;
        const c = s.columns[col]!;
        expect(c.down.length + c.up.length).toBeGreaterThanOrEqual(30);
        for (const cc of s.columns) expect(g.top + columnEnd(g, cc)).toBeLessThanOrEqual(t.m.fb.height - BOTTOM_ROOM);
        for (const cc of s.columns) {
          const l = columnLayout(g, cc);
          if (cc.up.length > 1) expect(l.up).toBeGreaterThanOrEqual(INDEX_H);
        }
        const l = columnLayout(g, c);
        expect(l.fold).not.toBeNull();
        // squeezed to the minimum before folding: backs 2 rows, faces the index's 9
        expect([l.down, l.up]).toEqual([2, INDEX_H]);
        expectColumns(t.m, g, s, null);
        expect(t.m.locate(`fold:${col}`)).not.toBeNull();
      });

      it('its top card is drawn whole and takes a click; a click on the fold beeps and moves nothing', () => {
        const t = setup();
        const { g } = t;
        const c = s.columns[col]!;
        const k = c.down.length + c.up.length - 1;
        const y = g.top + columnLayout(g, c).ys[k]!;
        expect(y + g.ch).toBeLessThanOrEqual(t.m.fb.height);
        expect(wrongPixels(t.m, alone(t.m, c.up.at(-1)!, g.size), colX(g, col), (j) => y + j)).toEqual([]);
        t.click(`fold:${col}`);
        expect(t.app.s).toEqual(s);
        const mv = clickCard(s, col, k);
        expect(mv).not.toBeNull();
        t.click(`card:${col}:${k}`);
        expect(t.app.s).toEqual(spiderEngine.apply(s, mv!));
      });
    });
  }

  it(`PAL uses its 256 lines (${rules} rules): taller steps, a title bar, the long column reaching the lower part`, () => {
    const t = boot('amiga', { deal: 3, rules, suits: 1 }, undefined, 'pal');
    setPosition(t.app, s);
    t.m.invalidate();
    t.frame();
    const g = geometry(t.m.platform, t.m.fb.width, t.m.fb.height, rules);
    expect(g.steps).toEqual({ down: 4, up: 15 });
    // Intuition's screen title bar: white with the title, over the board
    expect(t.app.menus()).toEqual([]);
    expect(g.bar).toBe(t.m.platform.barHeight);
    expect(countColour(t.m, { x: 0, y: 0, w: 640, h: g.bar - 1 }, C.FELT)).toBe(0);
    expect(countColour(t.m, { x: 0, y: g.bar, w: 640, h: 3 }, C.FELT)).toBe(640 * 3);
    // the long column's last card ends in the bottom fifth of the screen
    expect(g.top + columnEnd(g, s.columns[col]!)).toBeGreaterThan(256 * 0.8);
    // the same position on NTSC folds more cards than PAL
    const n = boot('amiga', { deal: 3, rules, suits: 1 }, undefined, 'ntsc');
    const gn = geometry(n.m.platform, n.m.fb.width, n.m.fb.height, rules);
    expect(n.app.menus()).toBeNull();
    expect(gn.bar).toBe(0);
    expect(columnLayout(gn, s.columns[col]!).fold!.count).toBeGreaterThan(columnLayout(g, s.columns[col]!).fold!.count);
    expect(columnItems(g, s.columns[col]!).length).toBeGreaterThan(columnItems(gn, s.columns[col]!).length);
  });
}
