/**
 * Issue 52: every game on a phone, upright (390 x 844) and on its side (844 x 390), on both
 * machines, with screenshots to look at (SAVE_PNG=1). The door's 80 x 25 text screen is unreadable
 * upright (about 5 CSS px a character): the page says to turn the phone, outside the emulated
 * screen; on its side the text screen fills the width.
 */
import { test, expect, type Page } from './shared-page';
import { boot, lookAt } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const GAMES = [
  ['desktop', ''],
  ['spider', '&game=spider&deal=5&rules=st&suits=4'],
  ['kings-korner', '&game=kings-korner&deal=5&freeSpaces=4'],
  ['gulf', '&game=gulf&deal=9'],
  ['idiots-delight', '&game=idiots-delight&deal=5'],
] as const;

const box = async (page: Page) => {
  const [x, y, w, h] = ((await page.locator('#host canvas').getAttribute('data-box')) ?? '').split(',').map(Number);
  const W = await page.evaluate(() => (document.querySelector('#host canvas') as HTMLCanvasElement).width);
  const H = await page.evaluate(() => (document.querySelector('#host canvas') as HTMLCanvasElement).height);
  return { x: x!, y: y!, w: w!, h: h!, W, H };
};

for (const platform of ['st', 'amiga'] as const)
  for (const [game, query] of GAMES)
    test(`${platform} ${game}: upright and on its side`, async ({ page }) => {
      await boot(page, `platform=${platform}&video=pal${query}`);
      const door = game === 'idiots-delight';
      const note = page.locator('#turn');
      await lookAt(page, `test-results/phone-${platform}-${game}-portrait.png`);
      const up = await box(page);
      // the whole picture on the canvas, the width used
      expect(up.x).toBeGreaterThanOrEqual(0);
      expect(up.x + up.w).toBe(up.W);
      expect(up.y + up.h).toBeLessThanOrEqual(up.H);
      if (door) {
        // upright: the page says to turn the phone, under the screen and outside its canvas
        await expect(note).toBeVisible();
        await expect(note).toContainText('Turn your phone on its side');
        const n = (await note.boundingBox())!;
        const c = (await page.locator('#host canvas').boundingBox())!;
        expect(n.y).toBeGreaterThanOrEqual(c.y + c.height);
        expect(n.y + n.height).toBeLessThanOrEqual(844);
      } else await expect(note).toBeHidden();
      await page.setViewportSize({ width: 844, height: 390 });
      await expect.poll(async () => (await box(page)).W).toBe(844);
      await lookAt(page, `test-results/phone-${platform}-${game}-landscape.png`);
      await expect(note).toBeHidden();
      const side = await box(page);
      expect(side.H).toBe(390); // the folded page bar takes no line
      expect(side.y).toBe(0);
      expect(side.h).toBe(390);
      // on its side the door's text fills the width; a picture keeps its pixel aspect (black at the sides)
      if (door) expect([side.x, side.w]).toEqual([0, 844]);
      else expect(side.w).toBeLessThan(844);
      // the door's keys are still where a finger taps them
      if (door) {
        const k = await page.evaluate(() => window.retro.locate('key:enter'));
        expect(k!.x).toBeGreaterThan(0);
        expect(k!.x).toBeLessThan(844);
      }
      // back upright: the note again for the door, and the game as it was
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(async () => (await box(page)).W).toBe(390);
      if (door) await expect(note).toBeVisible();
    });

test('the door on its side by finger: a tap on a row plays its card where the stretched screen shows it', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await boot(page, 'platform=st&game=idiots-delight&deal=5');
  expect(((await page.locator('#host canvas').getAttribute('data-box')) ?? '').split(',').map(Number)).toEqual([0, 0, 844, 390]);
  const before = (await page.evaluate(() => window.retro.state())) as { stock: unknown[] };
  const p = (await page.evaluate(() => window.retro.locate('key:enter')))!;
  await page.touchscreen.tap(p.x, p.y);
  await expect.poll(async () => ((await page.evaluate(() => window.retro.state())) as { stock: unknown[] }).stock.length).toBe(before.stock.length - 4);
});
