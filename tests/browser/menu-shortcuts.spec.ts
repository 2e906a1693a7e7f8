/**
 * Menu shortcuts the platform's way (issue 24), read back from the screen with a menu dropped by the
 * machine's own gesture: on the Amiga a command key (^N) is the right-Amiga glyph, a gap, then the
 * letter, at the right of its item; GEM spells it out (^N).
 */
import { test, expect, type Page } from './shared-page';
import { boot, screen, locate, type Screen, lookAt } from './helpers';
import { AMIGA_KEY_GAP, AMIGA_KEY_ROWS, AMIGA_KEY_W, topazFont } from '../../platforms/amiga/font';
import { stFont } from '../../platforms/st/font';
import type { Font } from '../../src/core/font';

type Hit = { x: number; y: number; ink: number };

/** A bitmap as '#' (ink) and '.' rows: `text` in `font`, 8 pixels a character. */
function textRows(font: Font, text: string): string[] {
  return [...Array(8).keys()].map((j) => [...text].map((ch) => [...Array(8).keys()].map((i) => ((font.glyph(ch)[j] ?? 0) >> (7 - i)) & 1 ? '#' : '.').join('')).join(''));
}

/**
 * The ink if `rows` is drawn at (x, y) in one ink over anything else, or -1: the ink is the colour
 * under the first '#'; every '#' has it and no '.' has it. One pass that stops at the first pixel
 * out of place (over a plain background, at once), not the ink pixels first.
 */
function drawnAt(s: Screen, rows: readonly string[], x: number, y: number): number {
  const first = rows.findIndex((r) => r.includes('#'));
  if (first < 0) return -1;
  const ink = s.pixels[(y + first) * s.width + x + rows[first]!.indexOf('#')]!;
  for (let j = 0; j < rows.length; j++) {
    const at = (y + j) * s.width + x;
    for (let i = 0; i < rows[j]!.length; i++) if ((s.pixels[at + i] === ink) !== (rows[j]![i] === '#')) return -1;
  }
  return ink;
}

/** Every place `rows` is drawn on the screen. */
function findAll(s: Screen, rows: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  const w = rows[0]!.length;
  for (let y = 0; y + rows.length <= s.height; y++)
    for (let x = 0; x + w <= s.width; x++) {
      const ink = drawnAt(s, rows, x, y);
      if (ink >= 0) hits.push({ x, y, ink });
    }
  return hits;
}

/** Drop a menu as the machine does (ST: hover; Amiga: the right button, held) and read the screen. */
async function dropped(page: Page, title: string): Promise<Screen> {
  const platform = await page.evaluate(() => window.retro.platform);
  const t = await locate(page, `menu:${title}`);
  await page.mouse.move(t.x, t.y);
  if (platform === 'amiga') {
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(t.x, t.y + 1);
  }
  // The menu stays dropped with the pointer off the bar and off the items: park it in the screen's
  // bottom right corner, where it covers nothing of the menu.
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 2 });
  return screen(page);
}

/**
 * On the Amiga: each command key in `keys` (item label -> letter) is the right-Amiga glyph then its
 * letter, on its item's line and right of its label, in the label's ink; no caret is drawn.
 */
function expectAmigaKeys(s: Screen, keys: Record<string, string>) {
  const glyphs = findAll(s, AMIGA_KEY_ROWS);
  expect(glyphs, 'right-Amiga glyphs on the screen').toHaveLength(Object.keys(keys).length);
  for (const [label, letter] of Object.entries(keys)) {
    const at = findAll(s, textRows(topazFont, label));
    const g = glyphs.find((h) => at.some((a) => a.y === h.y && a.ink === h.ink && a.x + label.length * 8 < h.x));
    expect(g, `the glyph on ${label}'s line`).toBeDefined();
    const x = g!.x + AMIGA_KEY_W;
    // the gap, then the letter
    expect(drawnAt(s, textRows(topazFont, letter), x + AMIGA_KEY_GAP, g!.y), `${label}: ${letter} after the glyph`).toBe(g!.ink);
    for (let j = 0; j < 8; j++) for (let i = 0; i < AMIGA_KEY_GAP; i++) expect(s.pixels[(g!.y + j) * s.width + x + i]).not.toBe(g!.ink);
  }
  expect(findAll(s, textRows(topazFont, '^')), 'a caret').toHaveLength(0);
}

test('Amiga: Gulf\'s and King\'s Korner\'s menus show a command key as the right-Amiga glyph before its letter', async ({ page }) => {
  await boot(page, 'platform=amiga&video=pal&game=gulf&deal=5');
  let s = await dropped(page, 'Game');
  expectAmigaKeys(s, { 'About Gulf...': 'A', 'New game': 'N', Quit: 'X' });
  await lookAt(page, test.info().outputPath('menu-amiga-gulf.png'));
  await page.mouse.up({ button: 'right' });
  // a plain key is written as it is: B at the right of Next card back, no glyph
  s = await dropped(page, 'Options');
  expect(findAll(s, AMIGA_KEY_ROWS)).toHaveLength(0);
  const label = findAll(s, textRows(topazFont, 'Next card back'));
  const b = findAll(s, textRows(topazFont, 'B'));
  expect(b.some((k) => label.some((a) => a.y === k.y && a.ink === k.ink && a.x + 14 * 8 < k.x)), 'B on its line').toBe(true);
  await page.mouse.up({ button: 'right' });
  await page.evaluate(() => window.retro.launch('kings-korner', { deal: 5, freeSpaces: 4 }));
  s = await dropped(page, 'NEW GAME');
  expectAmigaKeys(s, { 'Same FREE SPACES': 'N' });
  await page.mouse.up({ button: 'right' });
  s = await dropped(page, 'PROJECT');
  expectAmigaKeys(s, { Quit: 'X' });
  await lookAt(page, test.info().outputPath('menu-amiga-kings-korner.png'));
});

test('ST: GEM spells the shortcut out (^N, ^X) at the right of its item, with no Amiga glyph', async ({ page }) => {
  await boot(page, 'platform=st&game=gulf&deal=5');
  const s = await dropped(page, 'Game');
  for (const [label, key] of [['New game', '^N'], ['Quit', '^X']] as const) {
    const at = findAll(s, textRows(stFont, label));
    const k = findAll(s, textRows(stFont, key));
    expect(k, key).toHaveLength(1);
    expect(at.some((a) => a.y === k[0]!.y && a.ink === k[0]!.ink && a.x + label.length * 8 < k[0]!.x), `${key} on ${label}'s line`).toBe(true);
  }
  expect(findAll(s, AMIGA_KEY_ROWS)).toHaveLength(0);
  await lookAt(page, test.info().outputPath('menu-st-gulf.png'));
});
