/**
 * One page per worker, made fresh before each test: the same page navigated back to a blank
 * document with its origin's storage cleared, instead of a new context and page per test. A new
 * renderer process costs about a CPU-second here; the suite makes ~150 of them (README, "Tests").
 *
 * For spec files whose tests need nothing a context fixes at birth: no `test.use` options, no init
 * script, no exposed function, no `context` fixture. Those files keep `@playwright/test`'s own test.
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
  await page.goto('about:blank');
}

const shared = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, use, info) => {
      const u = info.project.use;
      const ctx = await browser.newContext({ baseURL: u.baseURL, viewport: u.viewport, serviceWorkers: u.serviceWorkers });
      await use(ctx);
      await ctx.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ workerContext }, use, info) => {
    const open = workerContext.pages();
    const page = open[0] ?? (await workerContext.newPage());
    await fresh(workerContext, page, info.project.use.viewport ?? null);
    await use(page);
    // Other windows the test opened go with it.
    for (const p of workerContext.pages()) if (p !== page) await p.close();
  },
});

/** PW_NEW_CONTEXTS=1: a context per test as Playwright makes it (to tell a leak between tests from a bug). */
export const test = process.env.PW_NEW_CONTEXTS === '1' ? base : shared;
