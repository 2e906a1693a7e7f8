// Frame gaps while Spider's solver works (part of `npm run bench`; alone:
// `node scripts/bench-gaps.mjs [dist]` on a build already made, printing without writing the doc).
// Headless Chromium, Spider with Aids on (ST rules, four suits, deal GAP_DEAL): the gaps between
// requestAnimationFrame callbacks while the screen sits idle (its first verdict settled), then
// during ten moves, each a click under a column a player would make, 400 ms apart. Each move asks
// the solver again. Also the time from a click to the first frame drawn after it.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

export const GAP_DEAL = 1847228813;
const MOVES = 10;
const PACE_MS = 400;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { n: s.length, median: q(0.5), p95: q(0.95), max: s[s.length - 1] ?? 0 };
};

/** Wait until `url` answers (a preview server starting on a busy machine can take seconds). */
export async function serving(url, ms = 60000) {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
  }
  throw new Error(`${url} did not answer`);
}

/** In the page: record rAF gaps until `stop()`; returns them. */
function recorder() {
  const gaps = [];
  let last = performance.now();
  let on = true;
  const tick = (t) => {
    gaps.push(t - last);
    last = t;
    if (on) requestAnimationFrame(tick);
  };
  requestAnimationFrame((t) => {
    last = t;
    requestAnimationFrame(tick);
  });
  window.__gaps = { stop: () => ((on = false), gaps) };
}

/** Measure on `baseUrl` (a served build). Returns { idle, moves, clicks, workers, moved }. */
export async function measureGaps(baseUrl, browser, aids = 'on') {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  try {
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/?aids=${aids}&platform=st`);
    await page.waitForFunction(() => window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    await page.evaluate((deal) => window.retro.launch('spider', { deal, rules: 'st', suits: 4 }), GAP_DEAL);
    const settled = () => page.waitForFunction(() => window.retro.state().ui.winnable !== 'thinking', null, { timeout: 20000 });
    await settled();
    await page.waitForTimeout(500);
    await page.evaluate(recorder);
    await page.waitForTimeout(3000);
    const idle = await page.evaluate(() => window.__gaps.stop());

    const clicks = [];
    let moved = 0;
    await page.evaluate(recorder);
    let misses = 0;
    for (let tries = 0; moved < MOVES && tries < 80; tries++) {
      if (misses >= 10) {
        // no column click moves: DEAL from the panel (right click), which also asks the solver
        misses = 0;
        const box = await page.locator('#screen').boundingBox();
        await page.mouse.click(box.x + 4, box.y + box.height - 4, { button: 'right' });
        const d = await page.evaluate(() => window.retro.locate('panel:DEAL'));
        if (!d) break;
        await page.mouse.click(d.x, d.y);
        moved++;
        await page.waitForTimeout(PACE_MS);
        continue;
      }
      const before = JSON.stringify((await page.evaluate(() => window.retro.state())).columns);
      const col = (moved * 3 + tries) % 10;
      const p = await page.evaluate((c) => window.retro.locate(`column:${c}`), col);
      if (!p) continue;
      // the click's time, then the first frame drawn after it
      await page.evaluate(() => {
        window.__click = { at: 0, shown: 0 };
        addEventListener('pointerup', () => {
          window.__click.at = performance.now();
          requestAnimationFrame(() => (window.__click.shown = performance.now()));
        }, { once: true, capture: true });
      });
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(60);
      const after = JSON.stringify((await page.evaluate(() => window.retro.state())).columns);
      if (after === before) {
        misses++; // nothing moves from that column: try the next
        continue;
      }
      misses = 0;
      moved++;
      await page.waitForTimeout(PACE_MS - 60);
      const c = await page.evaluate(() => window.__click);
      if (c.shown > 0) clicks.push(c.shown - c.at);
    }
    await page.waitForTimeout(600);
    const moves = await page.evaluate(() => window.__gaps.stop());
    const workers = await page.evaluate(() => window.retro.workers);
    return { idle: stats(idle), moves: stats(moves), clicks: stats(clicks), workers, moved, load: loadavg() };
  } finally {
    await page.close();
  }
}

export function gapLines(r) {
  const f = (x) => `${x.toFixed(1)} ms`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}: Spider, Aids on, ST rules, four suits, deal ${GAP_DEAL}; ${r.moved} moves ${PACE_MS} ms apart; ` +
      `${cpus().length} cores, load average ${r.load.map((x) => x.toFixed(1)).join(' ')} (1, 5, 15 min) at the end; ${r.workers} solver worker(s) created in the visit.`,
    '',
    '| frame gap (rAF to rAF) | median | 95th pct | max | target |',
    '| --- | --- | --- | --- | --- |',
    `| idle, 3 s | ${f(r.idle.median)} | ${f(r.idle.p95)} | ${f(r.idle.max)} | |`,
    `| during the moves (${r.moves.n} frames) | ${f(r.moves.median)} | ${f(r.moves.p95)} | ${f(r.moves.max)} | p95 ≤ 34 ms, max ≤ 100 ms |`,
    `| click to the next frame | ${f(r.clicks.median)} | ${f(r.clicks.p95)} | ${f(r.clicks.max)} | |`,
  ];
}

// Alone: serve an existing build and print.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const port = Number(process.env.GAP_PORT ?? 4392);
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
  await serving(`http://127.0.0.1:${port}/`);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const r = await measureGaps(`http://127.0.0.1:${port}`, browser, process.env.GAP_AIDS ?? 'on');
    console.log(gapLines(r).join('\n'));
  } finally {
    await browser.close();
    server.kill();
  }
}
