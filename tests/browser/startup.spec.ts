/**
 * Start-up (issue 35): a link that names a game asks for that game's code while the page is still
 * parsed (modulepreload, from the inline script vite.config.ts writes into index.html), not only
 * once the main chunk has run; the desktop asks for no game's code. Its timing is measured by
 * `npm run bench -- start` (scripts/bench-start.mjs), never asserted here.
 */
import { test, expect, type Page } from './shared-page';
import { boot, state } from './helpers';

/** The scripts the page fetched, each with when its request started and its last byte came. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: (e as PerformanceResourceTiming).responseEnd }))
      .filter((e) => e.name.endsWith('.js')),
  );
const preloads = (page: Page) => page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => new URL(l.href).pathname));

test("a game's link preloads that game's chunk from the page itself, and the game starts", async ({ page }) => {
  await boot(page, 'platform=st&game=spider&deal=5');
  expect((await state(page)).game).toBe('spider');
  const asked = await preloads(page);
  // Spider's own chunk is the one that holds its screens (and the same file the game then ran).
  const fetched = await scripts(page);
  const games = fetched.filter((e) => /\/app-[\w-]+\.js$/.test(e.name));
  expect(games.length).toBe(1);
  expect(asked).toContain(games[0]!.name);
  // Asked for by the page itself, ahead of the main chunk: its preload sits before the main script in
  // the document (the chunk's own loader, without the preload, appends its links only after it ran).
  // An order, not a time: on loopback the main chunk can arrive before either request is timed.
  const order = await page.evaluate((game) => {
    const nodes = [...document.querySelectorAll('link[rel=modulepreload], script[type=module][src]')];
    const at = (f: (n: Element) => boolean) => nodes.findIndex(f);
    return {
      preload: at((n) => n instanceof HTMLLinkElement && new URL(n.href).pathname === game),
      main: at((n) => n instanceof HTMLScriptElement && /\/index-[\w-]+\.js$/.test(new URL(n.src).pathname)),
    };
  }, games[0]!.name);
  expect(order.preload).toBeGreaterThanOrEqual(0);
  expect(order.preload).toBeLessThan(order.main);
});

test('the desktop preloads no game', async ({ page }) => {
  await boot(page, 'platform=st');
  expect((await preloads(page)).filter((p) => /\/app-[\w-]+\.js$/.test(p))).toEqual([]);
  expect((await scripts(page)).filter((e) => /\/app-[\w-]+\.js$/.test(e.name))).toEqual([]);
});
