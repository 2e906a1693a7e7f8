// Start-up (part of `npm run bench`; alone: `node scripts/bench-start.mjs [dist]` on a build
// already made, printing without writing the doc): the time from navigation to the first frame
// (marked 'retro-first-frame' in src/main.ts) and to `window.retro.ready` (marked 'retro-ready', the
// WebGL painter drawing), and the bytes fetched until each, for
// the desktop and each game opened by a link, median of RUNS runs, on two profiles:
// - phone: a 412 x 915 touch screen, CPU slowed 4x (Emulation.setCPUThrottlingRate), 1.6 Mbit/s
//   down, 750 kbit/s up, 150 ms round trip (Network.emulateNetworkConditions), cache off, the
//   service worker blocked: a first visit on a mobile network;
// - desktop: 1280 x 860, nothing throttled, cache off, service worker blocked.
// Each run is a fresh browser context (nothing cached, no storage).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { serving } from './bench-gaps.mjs';

export const RUNS = Number(process.env.BENCH_RUNS || 5);
const ALL_TARGETS = [
  ['desktop', '?platform=st'],
  ['Spider', '?platform=st&game=spider&deal=5'],
  ["King's Korner", '?platform=st&game=kings-korner&deal=5'],
  ['Gulf', '?platform=st&game=gulf&deal=5'],
  ["Idiot's Delight", '?platform=st&game=idiots-delight&deal=5'],
];
// BENCH_ONLY=Spider,desktop measures only those rows (a quick comparison).
export const TARGETS = ALL_TARGETS.filter(([name]) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(name));
const PROFILES = {
  phone: { context: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }, cpu: 4, net: { latency: 150, down: 1.6e6 / 8, up: 750e3 / 8 } },
  desktop: { context: { viewport: { width: 1280, height: 860 } }, cpu: 1, net: null },
};

async function once(browser, base, query, profile) {
  const context = await browser.newContext({ ...profile.context, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.net) {
      const { latency, down, up } = profile.net;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: down, uploadThroughput: up });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
    let bytes = 0;
    let counting = true;
    const files = new Map();
    const urls = new Map();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      if (!counting) return;
      bytes += e.encodedDataLength;
      const u = urls.get(e.requestId);
      if (u) files.set(new URL(u).pathname, e.encodedDataLength);
    });
    await page.goto(base + query);
    // The first frame: 'retro-first-frame' (src/main.ts: the first app on screen, drawn by the 2D
    // stand-in before pixi's painter has loaded); `retro.ready` once the painter has taken over. A
    // build without the first mark (older) counts its ready as its first frame. Read through CDP
    // with a plain expression: Playwright's waitForFunction would first inject its own helper
    // script, whose compiling took ~130 ms of the page's thread at 4x, often before the mark.
    const read = `new Promise((done) => {
      const wait = () => (window.retro ? window.retro.ready.then(done) : setTimeout(wait, 20));
      wait();
    }).then(() => {
      const at = (n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN;
      const ready = at('retro-ready');
      const first = performance.getEntriesByName('retro-first-frame').length ? at('retro-first-frame') : ready;
      const nav = performance.getEntriesByType('navigation')[0];
      const before = performance.getEntriesByType('resource').filter((e) => e.responseEnd <= first);
      return { ready, first, firstBytes: (nav?.transferSize ?? 0) + before.reduce((a, e) => a + e.transferSize, 0), firstFiles: ['/', ...before.map((e) => new URL(e.name).pathname)] };
    })`;
    const r = await cdp.send('Runtime.evaluate', { expression: read, awaitPromise: true, returnByValue: true, timeout: 60000 });
    if (r.exceptionDetails) throw new Error(`${query}: ${r.exceptionDetails.text}`);
    const t = r.result.value;
    counting = false;
    return { ms: t.first, readyMs: t.ready, bytes, firstBytes: t.firstBytes, files: t.firstFiles, allFiles: [...files.keys()] };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureStart(base, browser) {
  const rows = [];
  for (const [name, query] of TARGETS) {
    const row = { name, query };
    for (const [p, profile] of Object.entries(PROFILES)) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(browser, base, query, profile));
      const med = (k) => median(runs.map((r) => r[k]));
      row[p] = { ms: med('ms'), all: runs.map((r) => r.ms), readyMs: med('readyMs'), bytes: med('bytes'), firstBytes: med('firstBytes'), files: runs[0].files };
    }
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(
      `${name}: phone first frame ${row.phone.ms.toFixed(0)} ms (${row.phone.all.map((x) => x.toFixed(0)).join(' ')}), ${kb(row.phone.firstBytes)} KB; ready ${row.phone.readyMs.toFixed(0)} ms, ${kb(row.phone.bytes)} KB; ` +
        `desktop first frame ${row.desktop.ms.toFixed(0)} ms, ready ${row.desktop.readyMs.toFixed(0)} ms, ${kb(row.desktop.bytes)} KB`,
    );
    rows.push(row);
  }
  return { rows, load: loadavg() };
}

export function startLines({ rows, load }) {
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  return [
    `Measured ${new Date().toISOString().slice(0, 10)}, median of ${RUNS} runs each, load average ${load.map((x) => x.toFixed(1)).join(' ')} (1, 5, 15 min) at the end.`,
    '',
    'First frame: the first app on screen (drawn by the 2D stand-in); ready: `retro.ready`, once the WebGL painter has taken over. Fetched: the bytes transferred until each.',
    '',
    '| opened | phone: first frame (fetched) | phone: ready (fetched) | desktop: first frame | desktop: ready | target (phone, first frame) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} (\`${r.query}\`) | ${r.phone.ms.toFixed(0)} ms (${kb(r.phone.firstBytes)}) | ${r.phone.readyMs.toFixed(0)} ms (${kb(r.phone.bytes)}) | ${r.desktop.ms.toFixed(0)} ms | ${r.desktop.readyMs.toFixed(0)} ms | ≤ 1,500 ms |`,
    ),
  ];
}

/**
 * Every file the service worker precaches (the list vite-plugin-pwa wrote into dist/sw.js, as JSON:
 * `"url":"..."`) and the worker itself, gzipped at level 9, and which first frames fetched it (the
 * phone runs).
 */
export function precacheSizes(dist, start) {
  const gz = (f) => gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const listed = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]))];
  const files = [...listed, 'sw.js'].map((f) => ({ f, bytes: gz(f), needs: [] })).sort((a, b) => b.bytes - a.bytes);
  for (const row of start?.rows ?? []) {
    for (const x of files) if (row.phone.files.some((p) => p === '/' + x.f || (p === '/' && x.f === 'index.html'))) x.needs.push(row.name);
  }
  return { files, total: files.reduce((a, x) => a + x.bytes, 0) };
}

export function sizeLines({ files, total }, start) {
  const kb = (n) => (n / 1024).toFixed(1) + ' KB';
  const names = (start?.rows ?? []).map((r) => r.name);
  const firstFrame = (name) => files.filter((x) => x.needs.includes(name)).reduce((a, x) => a + x.bytes, 0);
  return [
    `The whole collection as the service worker stores it (every precached file and the worker), gzip -9: **${kb(total)}** in ${files.length} files (budget 200 KB).`,
    '',
    names.length ? `What each first frame fetched of it (phone profile): ${names.map((n) => `${n} ${kb(firstFrame(n))}`).join(', ')}.` : '',
    '',
    `| file | gzipped | first frame of |`,
    '| --- | --- | --- |',
    ...files.map((x) => `| ${x.f} | ${kb(x.bytes)} | ${x.needs.length === names.length && names.length ? 'every one' : x.needs.join(', ')} |`),
  ];
}

/** Writes the start-up and size tables into docs/performance.md (between their markers). */
export function writeStartDoc(startText, sizeText) {
  const doc = 'docs/performance.md';
  let text = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
  for (const [tag, body] of [['start', startText], ['size', sizeText]]) {
    const b = `<!-- bench:${tag} begin -->`;
    const e = `<!-- bench:${tag} end -->`;
    if (text.includes(b)) text = text.replace(new RegExp(`${b}[\\s\\S]*?${e}`), `${b}\n${body.join('\n')}\n${e}`);
    else console.log(`docs/performance.md has no ${b} marker: the ${tag} table was printed only`);
  }
  writeFileSync(doc, text);
}

// Alone: serve a build, print, and with --write put the tables into docs/performance.md.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) || process.env.BENCH_DIST || 'dist';
  const port = Number(process.env.BENCH_PORT || 4392);
  const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
  try {
    await serving(`http://127.0.0.1:${port}/`);
    const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
    try {
      const r = await measureStart(`http://127.0.0.1:${port}/`, browser);
      const sizes = sizeLines(precacheSizes(dist, r), r);
      console.log(startLines(r).join('\n'));
      console.log(sizes.join('\n'));
      if (process.argv.includes('--write')) writeStartDoc(startLines(r), sizes);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
}
