/**
 * The installed collection with the network gone: one visit online stores every file (the service
 * worker's precache); then, offline, a reload brings the collection back and each of the four
 * games starts and its solver (a worker) answers. The solver worker's script is fetched from the
 * network once, by the precache; every worker started afterwards is served by the service worker.
 */
import { ownContextTest as test, expect, type Request } from './shared-page';
import { readFileSync } from 'node:fs';
import { boot, chooseMenu, click, events, state } from './helpers';
import { serveDist } from './serve-dist';
import { newGame } from '../../src/games/spider/engine';
import { solveSpider } from '../../src/games/spider/solver';
import { kkEngine } from '../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../src/games/kings-korner/solver';
import { gulfEngine } from '../../src/games/gulf/engine';
import { solveGulf } from '../../src/games/gulf/solver';
import { idEngine, type IDMove } from '../../src/games/idiots-delight/engine';
import { solveIdiotsDelight } from '../../src/games/idiots-delight/solver';
import { byKeys } from '../../src/games/idiots-delight/app';

const stopped = () => 0; // positions only

// The one file whose pages install the service worker (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The files the build's service worker precaches (the list vite-plugin-pwa wrote into dist/sw.js, as JSON). */
function precacheList(): string[] {
  const sw = readFileSync(`${process.env.PW_DIST || 'dist'}/sw.js`, 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * The first deal a solver proves won within a few thousand positions: the app's worker (millions
 * of positions, a few seconds) decides it at once, however loaded the machine.
 */
function quickWin<S>(deal: (d: number) => S, solve: (s: S) => { result: string; line?: unknown[] }, ok: (s: S, first: unknown) => boolean = () => true) {
  for (let d = 1; d < 100; d++) {
    const v = solve(deal(d));
    if (v.result === 'won' && ok(deal(d), v.line![0])) return { deal: d, line: v.line! };
  }
  throw new Error('no quick win');
}
const QUICK = { maxMs: 1e9, maxNodes: 2000 };

test('installed once, the collection plays offline: every game starts and its solver answers', async ({ page, context }) => {
  test.setTimeout(180_000);
  const spider = quickWin((d: number) => newGame(d, { rules: 'st', suits: 1 }), (s) => solveSpider(s, QUICK, stopped));
  const kk = quickWin((d: number) => kkEngine.newGame(d, { freeSpaces: 4 }), (s) => solveKingsKorner(s, QUICK, stopped));
  const gulf = quickWin((d: number) => gulfEngine.newGame(d, {}), (s) => solveGulf(s, QUICK, stopped));
  const id = quickWin((d: number) => idEngine.newGame(d, {}), (s) => solveIdiotsDelight(s, QUICK, stopped), (s, m) => byKeys(s, m as IDMove));

  // Every fetch of the solver worker's script, from the page, its workers or the service worker.
  const workerScript: { sw: boolean; fromCache: boolean | null; failed: boolean }[] = [];
  const isWorker = (r: Request) => /\/assets\/worker-[^/]+\.js$/.test(new URL(r.url()).pathname);
  context.on('requestfinished', async (r) => {
    if (isWorker(r)) workerScript.push({ sw: r.serviceWorker() !== null, fromCache: (await r.response())?.fromServiceWorker() ?? null, failed: false });
  });
  context.on('requestfailed', (r) => {
    if (isWorker(r)) workerScript.push({ sw: r.serviceWorker() !== null, fromCache: null, failed: true });
  });

  await boot(page, 'platform=st&aids=on'); // the solvers answer in play only with Aids on (kept for the reload)
  // Installed: active means its install (the whole precache) succeeded; it controls this page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  const expected = precacheList();
  expect(expected.some((u) => /^assets\/worker-/.test(u))).toBe(true);
  for (const u of expected) expect(stored, u).toContain('/' + u);

  await context.setOffline(true);
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  // The stored page kept its COOP/COEP headers: the page may still share memory with the solver workers.
  expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
  await events(page);
  const launch = (game: string, options: Record<string, unknown>) => page.evaluate(([g, o]) => window.retro.launch(g, o), [game, options] as const);

  // Spider: the verdict, then HELP following the solver's line.
  await launch('spider', { deal: spider.deal, rules: 'st', suits: 1 });
  await expect.poll(async () => (await state(page)).ui.winnable, { timeout: 20_000 }).toBe('won');
  await page.keyboard.press('h');
  expect((await state(page)).ui.helpFrom).toBe('solver');
  await page.keyboard.press('Escape');

  // King's Korner: the verdict, then Hint from the solver.
  await launch('kings-korner', { deal: kk.deal, freeSpaces: 4 });
  await expect.poll(async () => (await state(page)).winnable, { timeout: 20_000 }).toBe('won');
  await events(page);
  await chooseMenu(page, 'PROJECT', 'Hint');
  expect((await events(page)).some((e) => e.type === 'message' && /^Solver: /.test(e.text ?? ''))).toBe(true);
  await click(page, 'button:OK'); // the first aid marks the game and says so

  // Gulf: the verdict, HELP from the solver, and its move played by a click.
  await launch('gulf', { deal: gulf.deal });
  const said = async (re: RegExp) => (await events(page)).some((e) => e.type === 'message' && re.test(e.text ?? ''));
  await expect.poll(() => said(/^Solver:/), { timeout: 20_000 }).toBe(true);
  await page.keyboard.press('h');
  await expect.poll(() => said(/^Hint \(solver\): /)).toBe(true);
  await click(page, 'button:OK'); // the first aid marks the game and says so
  const mv = gulf.line[0] as { type: string; stack?: number };
  await click(page, mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
  expect(await state(page)).toMatchObject({ run: mv.type === 'play' ? 1 : 0 });

  // Idiot's Delight: the CAN WIN verdict, then HELP (?) from the solver.
  await launch('idiots-delight', { deal: id.deal });
  await expect.poll(async () => (await state(page)).winnable, { timeout: 20_000 }).toBe('yes');
  await page.keyboard.press('?');
  expect((await state(page)).hint?.from).toBe('solver');

  // Nothing failed on the way: no requester, no solver failure.
  expect((await events(page)).filter((e) => e.type === 'message' && /could not|failed/i.test(e.text ?? ''))).toEqual([]);
  // The worker script: one network fetch in the whole test (the precache's); every worker start
  // after it was answered by the service worker, online and offline alike. The four games share
  // the page's solver workers, all started offline here.
  const network = workerScript.filter((f) => !f.fromCache && !f.failed);
  console.log(`solver worker script: ${workerScript.length} fetches, ${network.length} from the network (${network.filter((f) => f.sw).length} by the service worker's precache), ${workerScript.filter((f) => f.failed).length} failed`);
  expect(network).toEqual([{ sw: true, fromCache: false, failed: false }]);
  expect(workerScript.filter((f) => f.failed)).toEqual([]);
  const started = await page.evaluate(() => window.retro.workers);
  expect(started).toBeGreaterThanOrEqual(1);
  expect(workerScript.filter((f) => f.fromCache).length).toBe(started);
});

test('a new version waits for the player: the page bar offers Restart, the game goes on until then', async ({ page }) => {
  test.setTimeout(120_000);
  const site = await serveDist();
  try {
    await page.goto(site.url + '?platform=st&game=gulf&deal=5');
    await page.waitForFunction(() => window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const note = page.locator('#sw-note');
    await expect(note).toBeHidden();
    const before = await state(page);
    await page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));

    site.publishNextVersion();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await expect(note).toContainText('New version ready', { timeout: 30_000 });
    // Nothing was swapped under the game: the same page and game, the new worker waiting.
    expect(await page.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
    expect(await state(page)).toEqual(before);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting !== null))).toBe(true);

    // The player agrees: the page restarts with the new version and the game resumes where it was.
    await note.getByRole('button', { name: 'Restart' }).click();
    await page.waitForFunction(() => (window as { sameVisit?: boolean }).sameVisit === undefined && window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.waiting === null && r!.active !== null))).toBe(true);
    await expect(note).toBeHidden();
    expect(await state(page)).toEqual(before);
  } finally {
    await site.close();
  }
});

test("a new version's Restart reloads only its own window, which resumes its own game; the other window's player did nothing and keeps playing", async ({ page }) => {
  test.setTimeout(120_000);
  const site = await serveDist();
  const ready = async (p: typeof page) => {
    await p.waitForFunction(() => window.retro !== undefined);
    await p.evaluate(() => window.retro.ready);
  };
  try {
    // tab 1: Spider, deal 42, two suits, a deal of ten cards
    await page.goto(site.url + '?platform=st&game=spider&deal=42&suits=2');
    await ready(page);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.keyboard.press('d');
    const spider = await state(page);
    // tab 2: the collection, then Gulf deal 5 and four moves
    const tab2 = await page.context().newPage();
    await tab2.goto(site.url);
    await ready(tab2);
    expect((await state(tab2)).game).toBe('desktop');
    await tab2.evaluate(() => window.retro.launch('gulf', { deal: 5 }));
    for (let i = 0; i < 4; i++) await click(tab2, 'stock');
    const gulf = await state(tab2);
    await tab2.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));

    site.publishNextVersion();
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    await expect(page.locator('#sw-note')).toContainText('New version ready', { timeout: 30_000 });
    await expect(tab2.locator('#sw-note')).toContainText('New version ready', { timeout: 30_000 });

    await page.evaluate(() => ((window as { sameVisit?: boolean }).sameVisit = true));
    await page.locator('#sw-note').getByRole('button', { name: 'Restart' }).click();
    await page.waitForFunction(() => (window as { sameVisit?: boolean }).sameVisit === undefined && window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    // tab 1 comes back on its own Spider, not on tab 2's Gulf
    await expect.poll(async () => (await state(page)).columns).toEqual(spider.columns);
    // tab 2 was not reloaded: the same visit, the same game, and its own Restart still offered
    expect(await tab2.evaluate(() => (window as { sameVisit?: boolean }).sameVisit)).toBe(true);
    expect(await state(tab2)).toEqual(gulf);
    await expect(tab2.locator('#sw-note').getByRole('button', { name: 'Restart' })).toBeVisible();
  } finally {
    await site.close();
  }
});

test.describe('without the precache', () => {
  // No service worker, so that the route below sees (and refuses) every fetch of the worker script.
  test.use({ serviceWorkers: 'block' });

  test('a solver whose worker cannot be loaded says so to the player, once', async ({ page }) => {
    await page.route(/\/assets\/worker-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await boot(page, 'platform=st&aids=on'); // with Aids off no solver is asked during play
    await events(page);
    await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
    const said = async () => (await events(page)).filter((e) => e.type === 'message' && /solver could not start/i.test(e.text ?? ''));
    await expect.poll(async () => (await said()).length).toBe(1);
    // The game goes on without verdicts; a new deal asks the solver again, and is not told twice.
    await page.keyboard.press('Enter'); // the requester's OK
    expect(await page.evaluate(() => window.retro.locate('button:OK'))).toBeNull();
    await page.evaluate(() => window.retro.launch('spider', { deal: 2 }));
    await expect.poll(async () => (await state(page)).ui.winnable).toBe('unknown');
    expect(await said()).toEqual([]);
  });
});
