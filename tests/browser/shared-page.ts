/**
 * One page per worker, made fresh before each test: the same page left on a small file of the
 * origin (/favicon.ico) with that origin's storage cleared, instead of a new context and page per
 * test. A new context and page cost about a CPU-second here, and a further trip to `about:blank`
 * 0.7 (README, "Tests").
 *
 * A context is made per set of options a file asks for (`test.use`: viewport, a phone's touch). For
 * spec files that add no init script or exposed function (they would outlive the test), take no
 * `context` fixture and keep service workers out; the others keep `@playwright/test`'s own test.
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

// Everything else as @playwright/test has it: a spec file changes only where it imports from.
export * from '@playwright/test';

const ORIGIN_FILE = '/favicon.ico';

/** Everything a test may have left in the page or its origin, put back as a new context has it. */
async function fresh(ctx: BrowserContext, page: Page, viewport: { width: number; height: number } | null): Promise<void> {
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await ctx.setOffline(false);
  await ctx.clearCookies();
  await ctx.clearPermissions();
  if (viewport) await page.setViewportSize(viewport);
  await page.goto(ORIGIN_FILE);
  // A button or key a test left held would turn the next test's click into a chord (Chromium sends
  // no pointerdown for a second button): let them go here, on a page that takes no notice.
  for (const button of ['left', 'right', 'middle'] as const) await page.mouse.up({ button });
  for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) {
      if (!db.name) continue;
      await new Promise<void>((done, fail) => {
        const r = indexedDB.deleteDatabase(db.name!);
        r.onsuccess = () => done();
        r.onerror = () => fail(r.error ?? new Error(`${db.name} could not be deleted`));
        // A connection still open elsewhere would block the deletion: there is none once the app's page is gone.
        r.onblocked = () => fail(new Error(`${db.name} is still open`));
      });
    }
    for (const k of await caches.keys()) await caches.delete(k);
  });
}

/** The options a context takes at birth, as the config and the file's `test.use` set them. */
interface Birth {
  baseURL?: string;
  viewport: { width: number; height: number } | null;
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}

const shared = base.extend<object, { workerContexts: Map<string, BrowserContext> }>({
  // One context per set of options a file asks for (a phone, a desktop), kept for the worker's life.
  workerContexts: [
    async ({ browser }, use) => {
      const all = new Map<string, BrowserContext>();
      await use(all);
      for (const ctx of all.values()) await ctx.close();
      void browser;
    },
    { scope: 'worker' },
  ],
  page: async ({ browser, workerContexts, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, serviceWorkers }, use) => {
    const birth: Birth = { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor };
    if (serviceWorkers !== 'block') {
      // A registered worker would outlive the test: a context of the test's own, as Playwright makes it.
      const own = await browser.newContext({ ...birth, serviceWorkers });
      await use(await own.newPage());
      await own.close();
      return;
    }
    const key = JSON.stringify(birth);
    let ctx = workerContexts.get(key);
    if (!ctx) {
      ctx = await browser.newContext({ ...birth, serviceWorkers: 'block' });
      workerContexts.set(key, ctx);
    }
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await fresh(ctx, page, viewport);
    await use(page);
    // Other windows the test opened go with it.
    for (const p of ctx.pages()) if (p !== page) await p.close();
  },
});

/** PW_NEW_CONTEXTS=1: a context per test as Playwright makes it (to tell a leak between tests from a bug). */
export const test = process.env.PW_NEW_CONTEXTS === '1' ? base : shared;
