/**
 * Spider's screen (issue 24): no card leaves it. A 30-card column, reached by legal play and loaded
 * as the saved game (the save's validator replays it), ends on the screen with its top card drawn
 * whole (read back from retro.screen()) and taking a click, on the ST and on Amiga NTSC under both
 * rule sets; Amiga PAL uses its 256 lines under a title bar; VIEW refuses columns too short to need
 * it and otherwise keeps every top card whole under its band.
 */
import { test, expect, type Page } from './shared-page';
import { boot, screen, locate, click, state, events, type Screen, lookAt } from './helpers';
import { clickCard, spiderEngine, type SpiderRules } from '../../src/games/spider/engine';
import { FOLD_H, cardLines, colX, columnEnd, columnLayout, geometry, type Geo } from '../../src/games/spider/layout';
import { MARKER_H } from '../../src/games/spider/view';
import { findLongColumn, firstSplit } from '../unit/spider-ui/long-column';
import { CARD, drawCardFace } from '../../src/art/cards';
import { Framebuffer } from '../../src/core/framebuffer';
import { PLATFORMS } from '../../platforms';
import { C } from '../../src/core/colours';
import { loadPosition } from './spider-position';
import { sample } from './tier';

/** Pixels of card `card` drawn at (x, y) on the screen that differ from the card drawn alone. */
function cardDiff(sc: Screen, plat: 'st' | 'amiga', g: Geo, card: string, x: number, y: number): number {
  const { w, h } = CARD[g.size];
  const ref = new Framebuffer(w, h, PLATFORMS[plat].colourSpace, 16);
  ref.pixels.fill(255);
  drawCardFace(ref, 0, 0, card, g.size);
  let bad = 0;
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const want = ref.pget(i, j);
      if (want !== 255 && sc.pixels[(y + j) * sc.width + x + i] !== want) bad++;
    }
  return bad;
}

const count = (sc: Screen, r: { x: number; y: number; w: number; h: number }, c: number) => {
  let n = 0;
  for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (sc.pixels[y * sc.width + x] === c) n++;
  return n;
};

async function board(page: Page, plat: 'st' | 'amiga', rules: SpiderRules) {
  await page.mouse.move(0, 0);
  const sc = await screen(page);
  return { sc, g: geometry(PLATFORMS[plat], sc.width, sc.height, rules) };
}

for (const [i, [plat, video]] of ([['st', 'pal'], ['amiga', 'ntsc']] as const).entries()) {
  for (const [rules, tier] of sample(['st', 'gnome'] as const, i)) {
    test(`Spider (${plat} ${video}, ${rules} rules): a 30-card column's top card is whole on the screen and takes a click`, tier, async ({ page }) => {
      await boot(page, `platform=${plat}&video=${video}`);
      const long = findLongColumn(3, rules, 30);
      const col = long.col;
      let s = long.s;
      await loadPosition(page, s);
      const { sc, g } = await board(page, plat, rules);
      const c = s.columns[col]!;
      const k = c.down.length + c.up.length - 1;
      expect(k + 1).toBeGreaterThanOrEqual(30);
      const y = g.top + cardLines(g, c)[k]!;
      expect(y + g.ch).toBeLessThanOrEqual(sc.height);
      expect(cardDiff(sc, plat, g, c.up.at(-1)!, colX(g, col), y)).toBe(0);
      // the column is marked: its folded cards stand under a navy band reading "+n" in yellow
      const fold = columnLayout(g, c).fold!;
      expect(fold.count).toBeGreaterThan(0);
      const band = { x: colX(g, col) + 1, y: g.top + fold.y + 1, w: g.cw - 2, h: FOLD_H - 2 };
      expect(count(sc, band, C.YELLOW)).toBeGreaterThan(10);
      expect(count(sc, band, C.YELLOW) + count(sc, band, C.NAVY)).toBe(band.w * band.h);
      await lookAt(page, `test-results/spider-long-${plat}-${video}-${rules}.png`);
      // every column ends on the screen
      for (const cc of s.columns) expect(g.top + columnEnd(g, cc)).toBeLessThanOrEqual(sc.height);
      // the top card takes a click where it shows
      const p = await locate(page, `card:${col}:${k}`);
      const box = (await page.locator('#screen').boundingBox())!;
      expect(p.y).toBeLessThan(box.y + box.height);
      const mv = clickCard(s, col, k);
      expect(mv).not.toBeNull();
      await click(page, `card:${col}:${k}`);
      s = spiderEngine.apply(s, mv!);
      expect((await state(page)).columns).toEqual(s.columns);
    });
  }
}

for (const [rules, tier] of sample(['st', 'gnome'] as const, 1)) {
  test(`Spider (Amiga PAL, ${rules} rules): the board uses the 256 lines under Intuition's title bar`, tier, async ({ page }) => {
    await boot(page, 'platform=amiga&video=pal');
    const { s, col } = findLongColumn(3, rules, 30);
    await loadPosition(page, s);
    const { sc, g } = await board(page, 'amiga', rules);
    expect(sc.height).toBe(256);
    // the title bar: no felt in it, the board under it
    expect(count(sc, { x: 0, y: 0, w: sc.width, h: g.bar - 1 }, C.FELT)).toBe(0);
    expect(g.bar).toBeGreaterThan(0);
    // the long column reaches the bottom fifth of the screen; its top card is whole there
    const c = s.columns[col]!;
    const y = g.top + cardLines(g, c).at(-1)!;
    expect(y + g.ch).toBeGreaterThan(sc.height * 0.8);
    expect(cardDiff(sc, 'amiga', g, c.up.at(-1)!, colX(g, col), y)).toBe(0);
    // PAL folds fewer cards than the 200-line screens
    const ntsc = geometry(PLATFORMS.amiga, 640, 200, rules);
    expect(columnLayout(g, c).fold?.count ?? 0).toBeLessThan(columnLayout(ntsc, c).fold!.count);
    await lookAt(page, `test-results/spider-long-amiga-pal-${rules}.png`);
  });
}

for (const [plat, tier] of sample(['st', 'amiga'] as const, 0)) {
  test(`Spider (${plat}): VIEW refuses columns too short to need it; a split keeps every top card whole`, tier, async ({ page }) => {
    await boot(page, `platform=${plat}&video=ntsc&game=spider&deal=3&suits=1`);
    // a fresh deal: every column is too short, the second line beeps and VIEW waits
    await page.keyboard.press('v');
    await click(page, 'line:5');
    await events(page);
    await click(page, 'line:40');
    expect((await events(page)).filter((e) => e.type === 'beep').length).toBe(1);
    expect((await state(page)).ui.view).toBe('picking');
    await page.keyboard.press('Escape');
    // a 30-card column: the split from a line the other columns end above
    const long = findLongColumn(3, 'st', 30);
    const col = long.col;
    let s = long.s;
    await loadPosition(page, s);
    let { g } = await board(page, plat, 'st');
    const split = firstSplit(g, s)!;
    await page.keyboard.press('v');
    await click(page, `line:${split.a}`);
    await click(page, `line:${split.b + 15}`);
    expect((await state(page)).ui.split).toEqual(split);
    const r = await board(page, plat, 'st');
    g = r.g;
    // every column's top card is whole, above the band or right under it
    for (let i = 0; i < 10; i++) {
      const c = s.columns[i]!;
      const top = cardLines(g, c).at(-1)!;
      const y = top < split.a ? g.top + top : g.top + split.a + MARKER_H + (top - split.b);
      expect(y + g.ch).toBeLessThanOrEqual(r.sc.height);
      expect(cardDiff(r.sc, plat, g, c.up.at(-1)!, colX(g, i), y), `column ${i}`).toBe(0);
    }
    await lookAt(page, `test-results/spider-view-${plat}.png`);
    const c = s.columns[col]!;
    const k = c.down.length + c.up.length - 1;
    const mv = clickCard(s, col, k);
    expect(mv).not.toBeNull();
    await click(page, `card:${col}:${k}`);
    s = spiderEngine.apply(s, mv!);
    expect((await state(page)).columns).toEqual(s.columns);
  });
}
