/**
 * The first frame without pixi (issue 35): the main chunk draws it with a 2D canvas over the
 * display's canvas (src/display/first-frame.ts) while the WebGL painter's chunk loads; then the
 * painter takes over and the 2D canvas goes. Here the painter's chunk is held back until the first
 * frame is read, so the first frame is shown without it; it must look as the painter's does:
 * identical at an integer scale, within a rounding step (2 levels) on the sharp-bilinear pass.
 */
import { test, expect, type Page } from '@playwright/test';
import { decodePng, type Rgba } from './png';

/** Holds the WebGL painter's chunk until `release()`. */
async function holdPainter(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route(/\/assets\/gl-painter-[\w-]+\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const shot = async (page: Page): Promise<Rgba> => decodePng(await page.locator('#screen').screenshot({ scale: 'device' }));

/** Device pixels whose colour differs by more than `tol` in some channel, and the largest difference. */
function compare(a: Rgba, b: Rgba, tol: number) {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let over = 0;
  let max = 0;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const p = a.at(x, y);
      const q = b.at(x, y);
      let d = 0;
      for (let sh = 0; sh < 24; sh += 8) d = Math.max(d, Math.abs(((p >> sh) & 255) - ((q >> sh) & 255)));
      max = Math.max(max, d);
      if (d > tol) over++;
    }
  }
  return { over, max, pixels: a.width * a.height };
}

async function firstThenPainter(page: Page, query: string) {
  const hold = await holdPainter(page);
  await page.goto('/?' + query);
  // The first frame is on screen with the painter's chunk still held back.
  await page.waitForFunction(() => performance.getEntriesByName('retro-first-frame').length > 0);
  // The painter's chunk is asked for only after the mark (src/main.ts), so its request may reach
  // the route a moment later: wait for it, then the first frame must still be the 2D canvas's.
  await expect.poll(hold.asked).toBe(1);
  expect(await page.locator('#first-frame').count()).toBe(1);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const first = await shot(page);
  const scaling = await page.locator('#screen').getAttribute('data-scaling');
  hold.release();
  await page.evaluate(() => window.retro.ready);
  // The painter has taken over: the 2D canvas is gone, the picture is the painter's.
  expect(await page.locator('#first-frame').count()).toBe(0);
  const painted = await shot(page);
  return { first, painted, scaling };
}

test('the first frame is drawn before the WebGL painter loads, and is the painter\'s picture (integer scale)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  const { first, painted, scaling } = await firstThenPainter(page, 'platform=st');
  expect(scaling).toBe('integer');
  const c = compare(first, painted, 0);
  expect(c.over, `${c.over} of ${c.pixels} device pixels differ (largest ${c.max})`).toBe(0);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
  test('the first frame of a game link through the sharp-bilinear pass looks as the painter\'s', async ({ page }) => {
    const { first, painted, scaling } = await firstThenPainter(page, 'platform=st&game=spider&deal=5');
    expect(scaling).toBe('sharp-bilinear');
    // The same formula; the GPU rounds its bilinear blend, so a blended edge pixel may be a level
    // off (measured: 741 of 2.6 million device pixels, by 1).
    const c = compare(first, painted, 2);
    expect(c.over, `${c.over} of ${c.pixels} device pixels differ by more than 2 (largest ${c.max})`).toBe(0);
  });
});

test("a game link's first picture is the game's: nothing is drawn while its code loads, not the desktop under it", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let asked = 0;
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto('/?platform=st&game=spider&deal=5');
  await page.waitForFunction(() => 'retro' in window);
  await expect.poll(() => asked).toBeGreaterThan(0);
  // The frame loop has run for a while (the desktop is the running app beneath the link's game).
  await page.evaluate(() => new Promise((r) => { let n = 10; const f = () => (--n ? requestAnimationFrame(f) : r(0)); requestAnimationFrame(f); }));
  const blank = await shot(page);
  const lit = (p: Rgba) => { let n = 0; for (let y = 0; y < p.height; y++) for (let x = 0; x < p.width; x++) if (p.at(x, y) !== 0) n++; return n; };
  expect(lit(blank), 'device pixels drawn before the game').toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByName('retro-first-frame').length)).toBe(0);
  release();
  await page.evaluate(() => window.retro.ready);
  expect(await page.evaluate(() => (window.retro.state() as { game?: string }).game)).toBe('spider');
  expect(lit(await shot(page))).toBeGreaterThan(0);
});
