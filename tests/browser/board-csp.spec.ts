/**
 * Issue 53: the collection as the board serves it (`npm run bbs --dist`), under the board's
 * Content-Security-Policy and cross-origin isolation, in Chromium. Nothing the build does may be
 * refused: the page's inline script and style (allowed by hash), WebGL, the solver workers, the
 * service worker and its precache, the web socket to the board. Every game starts, a solver
 * answers, IDelight calls the board; no policy violation is reported and no page error thrown.
 */
import { ownContextTest as test, expect } from './shared-page';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { spawnBoard, tempDir } from '../server/callers';
import { events, locate, state } from './helpers';

// The service worker is part of what the policy must allow (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('served by the board under its CSP: every game, a solver, the service worker and a call to the board, with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const dir = tempDir('browser-csp');
  const board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03' }, ['--dist', resolve(process.env.PW_DIST || 'dist')]);
  try {
    // What a policy's refusal looks like on the console: Chromium's own line, or the display saying
    // its WebGL painter could not load (pixi refuses to start where eval is refused).
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|Refused to|unsafe-eval|^display:/i.test(m.text())) refused.push(m.text());
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] };
      w.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const answer = await page.goto(`http://127.0.0.1:${board.http}/?platform=st&aids=on`);
    expect(answer!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForFunction(() => window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    // The service worker installs (its whole precache fetched) and controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
    expect(refused).toEqual([]);

    // IDelight from the desktop calls the board that served it, over the web socket.
    const icon = await locate(page, 'icon:idiots-delight');
    await page.mouse.dblclick(icon.x, icon.y);
    await expect.poll(async () => ((await state(page)).text as string | undefined) ?? '', { timeout: 20_000 }).toContain('Your name');
    expect((await state(page)).board).toMatchObject({ connected: true });

    const launch = (game: string, options: Record<string, unknown>) => page.evaluate(([g, o]) => window.retro.launch(g, o), [game, options] as const);
    await launch('spider', { deal: 1, rules: 'st', suits: 1 });
    await launch('kings-korner', { deal: 1, freeSpaces: 4 });
    await events(page);
    // Gulf with Aids on: its solver (a worker, from the same origin) gives a verdict.
    await launch('gulf', { deal: 5 });
    await expect.poll(async () => (await events(page)).some((e) => e.type === 'message' && /^Solver:/.test(e.text ?? '')), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => window.retro.workers)).toBeGreaterThanOrEqual(1);
    await launch('idiots-delight', { deal: 1 });

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await board.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
