// `npm run bench`: builds, then prints (and writes into docs/performance.md):
// - the gzipped size of what a first visit downloads, of the precache the service worker then
//   stores for offline play, and of the whole collection;
// - the median time to convert one full frame in each mode (headless Chromium);
// - each monitor's frame cost on each screen mode (Sharp at an integer scale and through the
//   sharp-bilinear pass, CRT): an idle frame, a frame where the pointer moved, a frame where every
//   pixel changed, each timed until SwiftShader has drawn it;
// - the JS heap before and after 10,000 frames;
// - frame gaps while Spider's solver works, beside the idle ones (scripts/bench-gaps.mjs).
// BENCH_PORT and BENCH_DIST let several checkouts bench side by side.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { build, runnerImport } from 'vite';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { gapLines, measureGaps, serving } from './bench-gaps.mjs';
import { measureStart, precacheSizes, sizeLines, startLines, writeStartDoc } from './bench-start.mjs';

const dist = process.env.BENCH_DIST || 'dist';
// Named parts, run alone: `npm run bench -- spider` (the 1,000-deal Spider runs of issue 35, both
// rules), `npm run bench -- start` (start-up and size: builds, measures, writes their tables).
const part = process.argv[2];
if (part === 'spider') {
  execSync('node scripts/bench-solve.mjs spider-4-st-1000 spider-4-gnome-1000', { stdio: 'inherit' });
  process.exit(0);
}
execSync(`npx vite build --outDir ${dist} --logLevel warn`, { stdio: 'inherit' });
if (part === 'start') {
  execSync(`node scripts/bench-start.mjs ${dist} --write`, { stdio: 'inherit', env: { ...process.env, BENCH_PORT: String(Number(process.env.BENCH_PORT || 4391) + 1) } });
  process.exit(0);
}
const gz = (f) => gzipSync(readFileSync(f), { level: 9 }).length;
const all = [];
const walk = (d) => {
  for (const f of readdirSync(d)) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else all.push(p);
  }
};
walk(dist);
const total = all.reduce((a, f) => a + gz(f), 0);

// The precache: every file the service worker's list names (dist/sw.js), plus the worker itself.
const precacheAll = precacheSizes(dist);
const precache = { files: precacheAll.files.length - 1, bytes: precacheAll.total };

// What the first visit downloads: index.html plus every script and style it pulls in before the desktop shows.
const port = Number(process.env.BENCH_PORT || 4391);
const server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' });
await serving(`http://127.0.0.1:${port}/`);
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = { firstVisit: 0, files: [] };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  const fetched = new Set();
  page.on('requestfinished', (r) => fetched.add(new URL(r.url()).pathname));
  await page.goto(`http://127.0.0.1:${port}/?bench=1`);
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  await page.waitForFunction(() => window.__bench !== undefined);
  // The page's own part of installing (its service-worker registration code) is in the first visit.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (const p of fetched) {
    if (p.includes('bench')) continue;
    const f = join(dist, p === '/' ? 'index.html' : p);
    if (existsSync(f) && statSync(f).isFile()) {
      results.firstVisit += gz(f);
      results.files.push(p);
    }
  }
  const modes = [
    ['ST low 320x200', 'st', 'pal', false],
    ['ST medium 640x200', 'st', 'pal', true],
    ['Amiga NTSC 640x200', 'amiga', 'ntsc', false],
    ['Amiga PAL 640x256', 'amiga', 'pal', false],
  ];
  results.frames = [];
  for (const [name, pl, v, text] of modes) {
    const run = (n, how) => page.evaluate(([pl, v, text, n, how]) => window.__bench.frames(pl, v, text, n, how), [pl, v, text, n, how]);
    await run(200, 'convert'); // warm the JIT
    results.frames.push({ name, convert: await run(2000, 'convert') });
  }
  // Each monitor on each mode, in a window where the mode shows the way the row names (the row
  // prints the layout the display chose): idle, pointer moved, every pixel changed.
  const monitorCases = [
    ['ST low 320x200', 'st', 'pal', false, 'sharp', [1280, 860]],
    ['ST low 320x200', 'st', 'pal', false, 'sharp', [1200, 800]],
    ['ST low 320x200', 'st', 'pal', false, 'crt', [1280, 860]],
    ['ST medium 640x200', 'st', 'pal', true, 'sharp', [1280, 860]],
    ['ST medium 640x200', 'st', 'pal', true, 'sharp', [1200, 800]],
    ['ST medium 640x200', 'st', 'pal', true, 'crt', [1280, 860]],
    ['Amiga NTSC 640x200', 'amiga', 'ntsc', false, 'sharp', [1300, 1040]],
    ['Amiga NTSC 640x200', 'amiga', 'ntsc', false, 'sharp', [1280, 860]],
    ['Amiga NTSC 640x200', 'amiga', 'ntsc', false, 'crt', [1280, 860]],
    ['Amiga PAL 640x256', 'amiga', 'pal', false, 'sharp', [700, 560]],
    ['Amiga PAL 640x256', 'amiga', 'pal', false, 'sharp', [1280, 860]],
    ['Amiga PAL 640x256', 'amiga', 'pal', false, 'crt', [1280, 860]],
  ];
  results.monitors = [];
  for (const [name, pl, v, text, monitor, [w, h]] of monitorCases) {
    await page.setViewportSize({ width: w, height: h });
    const run = (n, how) =>
      page.evaluate(([pl, v, text, n, how, monitor]) => window.__bench.frames(pl, v, text, n, how, monitor), [pl, v, text, n, how, monitor]);
    const row = { name, monitor, window: `${w}x${h}` };
    for (const [how, n] of [['idle', 200], ['pointer', 60], ['screen', 12]]) {
      await run(3, how);
      row[how] = await run(n, how);
    }
    results.monitors.push(row);
    console.log(name, monitor, row.window, row.idle.scaling, ['idle', 'pointer', 'screen'].map((k) => row[k].median.toFixed(2)).join(' / '));
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  // The heap soak: 10,000 frames as the loop presents them, in a small window so the software
  // rasteriser's cost of scaling each frame up does not dominate the run.
  await page.setViewportSize({ width: 240, height: 180 });
  await page.evaluate(() => window.__bench.frames('amiga', 'pal', false, 500, 'plain'));
  results.heapBefore = await heap();
  await page.evaluate(() => window.__bench.frames('amiga', 'pal', false, 10000, 'plain'));
  results.heapAfter = await heap();
  results.gaps = await measureGaps(`http://127.0.0.1:${port}`, browser);
  results.start = await measureStart(`http://127.0.0.1:${port}/`, browser);
} finally {
  await browser.close();
  server.kill();
}

// Sound: time to render every tune and effect on both voices (48 kHz), and the synthesis code's gzipped size.
const root = fileURLToPath(new URL('..', import.meta.url));
const { module: render } = await runnerImport('/src/sound/render.ts', { root, logLevel: 'error', configFile: false });
const { SOUND_NAMES } = (await runnerImport('/src/sound/types.ts', { root, logLevel: 'error', configFile: false })).module;
const soundTimes = {};
for (const [voice, chip] of [['st', render.YM2149], ['amiga', render.PAULA]]) {
  for (const name of SOUND_NAMES) render.renderSound(name, chip, 48000); // warm the JIT
  const t0 = performance.now();
  for (const name of SOUND_NAMES) render.renderSound(name, chip, 48000);
  soundTimes[voice] = performance.now() - t0;
}
const lib = await build({
  root,
  configFile: false,
  logLevel: 'error',
  build: { write: false, minify: true, lib: { entry: 'src/sound/player.ts', formats: ['es'] }, rollupOptions: { external: ['@pixi/sound'] } },
});
const soundGz = [lib].flat().flatMap((o) => o.output).filter((c) => c.type === 'chunk').reduce((a, c) => a + gzipSync(c.code, { level: 9 }).length, 0);

const kb = (n) => (n / 1024).toFixed(1) + ' KB';
const cpu = cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} x ${cpu}, Node ${process.version}, headless Chromium (SwiftShader WebGL), load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end.`,
  '',
  '| what | figure | budget |',
  '| --- | --- | --- |',
  `| first visit, gzipped (${results.files.length} files) | ${kb(results.firstVisit)} | < 200 KB |`,
  `| precache for offline play, fetched after the first screen, gzipped (${precache.files} files, + the service worker) | ${kb(precache.bytes)} | |`,
  `| whole collection, gzipped (${all.length} files) | ${kb(total)} | reported |`,
  ...results.frames.map((f) => `| ${f.name}: convert a full frame (pointer + palette → RGBA), median (p95) | ${f.convert.median.toFixed(2)} ms (${f.convert.p95.toFixed(2)} ms) | < 1 ms |`),
  `| JS heap before / after 10,000 frames | ${kb(results.heapBefore)} / ${kb(results.heapAfter)} | flat |`,
  `| render every tune and effect, 48 kHz (${SOUND_NAMES.length} sounds): ST / Amiga | ${soundTimes.st.toFixed(0)} ms / ${soundTimes.amiga.toFixed(0)} ms | once, cached |`,
  `| sound synthesis + tunes, gzipped (share of the whole collection) | ${kb(soundGz)} (${((100 * soundGz) / total).toFixed(1)} %) | |`,
];
// The monitors' table: ms per frame until drawn, median (p95), best of the run in brackets after.
const ms = (r) => `${r.median.toFixed(2)} (${r.p95.toFixed(1)}; ${r.min.toFixed(2)})`;
const how = { integer: 'Sharp, integer scale', 'sharp-bilinear': 'Sharp, sharp-bilinear', crt: 'CRT' };
lines.push(
  '',
  'Frame cost per monitor and screen mode, ms until SwiftShader has drawn the frame: median (p95; best). Idle: nothing changed;',
  'pointer: the pointer moved a few pixels (two small rectangles redrawn); screen: every pixel changed (the whole picture redrawn).',
  '',
  '| screen mode | monitor | window (device px of the picture) | idle | pointer | screen |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.monitors.map((r) => `| ${r.name} | ${how[r.idle.scaling]}${r.idle.scaling === 'integer' ? ` ${r.idle.box.w / r.idle.width}x${r.idle.box.h / r.idle.height}` : ''} | ${r.window} (${r.idle.box.w} x ${r.idle.box.h}) | ${ms(r.idle)} | ${ms(r.pointer)} | ${ms(r.screen)} |`),
);
const gaps = gapLines(results.gaps);
console.log(lines.join('\n'));
console.log(gaps.join('\n'));
const doc = 'docs/performance.md';
const begin = '<!-- bench:begin -->';
const end = '<!-- bench:end -->';
let text = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Performance\n';
const block = `${begin}\n${lines.join('\n')}\n${end}`;
if (text.includes(begin)) text = text.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), block);
else text = text.replace(/^# Performance\n/, `# Performance\n\n## Size and frame cost (\`npm run bench\`)\n\n${block}\n`);
const gapsBegin = '<!-- bench:gaps begin -->';
const gapsEnd = '<!-- bench:gaps end -->';
if (text.includes(gapsBegin)) text = text.replace(new RegExp(`${gapsBegin}[\\s\\S]*?${gapsEnd}`), `${gapsBegin}\n${gaps.join('\n')}\n${gapsEnd}`);
writeFileSync(doc, text);
const sizes = sizeLines(precacheSizes(dist, results.start), results.start);
console.log(startLines(results.start).join('\n'));
console.log(sizes.join('\n'));
writeStartDoc(startLines(results.start), sizes);

// The callers row (issues 33, 50): 1,000 simulated callers on the door server (telnet, SSH, web socket, RLogin), SQLite and PostgreSQL.
// Its own script (it starts boards and a database cluster); it writes its table into the same page.
if (process.env.BENCH_SKIP_CALLERS !== '1') {
  const { spawnSync } = await import('node:child_process');
  spawnSync('npx', ['tsx', 'scripts/bench-callers.ts'], { stdio: 'inherit' });
}
