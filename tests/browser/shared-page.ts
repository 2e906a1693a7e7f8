/**
 * One page per worker, made fresh before each test: the same page left on a small file of the
 * origin (/favicon.ico) with that origin's storage cleared, instead of a new context and page per
 * test. A new context and page cost about a CPU-second here, and a further trip to `about:blank`
 * 0.7 (README, "Tests").
 *
 * A context is made per set of options a file asks for (`test.use`: viewport, a phone's touch). For
 * spec files that add no init script or exposed function (they would outlive the test), take no
 * `context` fixture and keep service workers out; the others take `ownContextTest`, Playwright's
 * own context per test.
 *
 * Sound: a page has no AudioContext unless its test asks for one (`test.use({ audio: true })`, the
 * tests of sound), the run is the deep tier or PW_AUDIO=1 is set. The game is the same without it
 * (the sound player still reports every play as an event, src/sound/player.ts), but a running
 * context costs the page, the browser and Chromium's audio process about 0.05 CPU-s a second and
 * each sound a few milliseconds more (README, "Tests").
 *
 * The date: every page's `Date` says DOOR_TODAY (Playwright's clock, `setFixedTime`), so a door
 * launched without `date=` plays the same tournament day whenever the test runs, and a failure
 * replays tomorrow. Only Date is fixed: timers, animation frames and performance.now run as ever.
 */
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEEP } from './tier';

// Everything else as @playwright/test has it: a spec file changes only where it imports from.
export * from '@playwright/test';

const ORIGIN_FILE = '/favicon.ico';

/** The day the browser tests' pages live on (noon UTC: the same date in every time zone from -11 to +11). */
export const DOOR_TODAY = '2026-12-03';

/** In the page: `Date` (its `now()` and `new Date()`) says `iso`; everything else as it was. */
function fixDate(iso: string): void {
  const Real = Date;
  const at = new Real(iso).getTime();
  class Fixed extends Real {
    constructor(...a: unknown[]) {
      if (a.length === 0) super(at);
      else super(...(a as [number]));
    }
    static override now() {
      return at;
    }
  }
  (globalThis as { Date: DateConstructor }).Date = Fixed as DateConstructor;
}

/**
 * Fix `Date` in every page of `ctx` (timers keep running): for a context a test makes itself. Our own
 * init script rather than Playwright's `clock.setFixedTime`, which fakes `performance` too: its
 * `getEntriesByType` answers nothing, and startup.spec reads the resource timings.
 */
export async function pinDate(ctx: BrowserContext): Promise<void> {
  await ctx.addInitScript(fixDate, `${DOOR_TODAY}T12:00:00Z`);
}

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

/** Hides the AudioContext from the page, as a browser without Web Audio has none. */
function noAudio(): void {
  const w = window as unknown as Record<string, unknown>;
  delete w['AudioContext'];
  delete w['webkitAudioContext'];
}

/** `audio`: whether the page may make an AudioContext (the sound tests; every test in the deep tier or with PW_AUDIO=1). */
const withAudio = base.extend<{ audio: boolean }>({
  audio: [DEEP || process.env.PW_AUDIO === '1', { option: true }],
  context: async ({ context, audio }, use) => {
    await pinDate(context);
    if (!audio) await context.addInitScript(noAudio);
    await use(context);
  },
});

/** Playwright's own context per test, for spec files that add init scripts or service workers; `audio` as above. */
export const ownContextTest = withAudio;

/** The options a context takes at birth, as the config and the file's `test.use` set them. */
interface Birth {
  baseURL?: string;
  viewport: { width: number; height: number } | null;
  isMobile?: boolean;
  hasTouch?: boolean;
  deviceScaleFactor?: number;
}

/** A new context with the test's options and its sound (above). */
async function newContext(browser: Browser, birth: Birth, serviceWorkers: 'allow' | 'block', audio: boolean): Promise<BrowserContext> {
  const ctx = await browser.newContext({ ...birth, serviceWorkers });
  await pinDate(ctx);
  if (!audio) await ctx.addInitScript(noAudio);
  return ctx;
}

const shared = withAudio.extend<object, { workerContexts: Map<string, BrowserContext> }>({
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
  page: async ({ browser, workerContexts, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, serviceWorkers, audio }, use) => {
    const birth: Birth = { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor };
    if (serviceWorkers !== 'block') {
      // A registered worker would outlive the test: a context of the test's own, as Playwright makes it.
      const own = await newContext(browser, birth, serviceWorkers, audio);
      await use(await own.newPage());
      await own.close();
      return;
    }
    const key = JSON.stringify({ ...birth, audio });
    let ctx = workerContexts.get(key);
    if (!ctx) {
      ctx = await newContext(browser, birth, 'block', audio);
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
export const test = process.env.PW_NEW_CONTEXTS === '1' ? withAudio : shared;
