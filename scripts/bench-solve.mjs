// `npm run bench:solve`: every solver on a fixed set of deals per game (scripts/bench-solve-games.mjs),
// on all cores. Node cannot run the TypeScript directly, so the solvers and the modules that deal the
// positions are bundled first with Vite's build API (SSR build to a temp dir), then imported by
// worker threads. Writes the "## Solvers" section of docs/performance.md.
//   node scripts/bench-solve.mjs [row-id ...]     (default: every row)
//   BENCH_MS / BENCH_DEALS scale the budgets and deal counts for a quick run; BENCH_NO_DOC=1 skips the doc.
//   BENCH_FIRST=n runs deals n, n+1, ... instead of 1, 2, ... (never written to the doc: its rows are deals 1..N).
import { build } from 'vite';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { cpus, tmpdir } from 'node:os';
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

async function bundle(modules) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-solve-'));
  const input = { dispatch: join(root, 'src/solver/dispatch.ts') };
  modules.forEach((m, i) => (input[`m${i}`] = join(root, m)));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      target: 'node20',
      rollupOptions: { input, output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  });
  const files = { dispatch: join(outDir, 'dispatch.mjs') };
  modules.forEach((m, i) => (files[m] = join(outDir, `m${i}.mjs`)));
  return { outDir, files };
}

async function main() {
  const { games } = await import('./bench-solve-games.mjs');
  const want = process.argv.slice(2);
  const rows = want.length > 0 ? games.filter((g) => want.includes(g.id)) : games;
  const modules = [...new Set(rows.map((g) => g.make.module))];
  const { outDir, files } = await bundle(modules);
  const threads = Math.max(1, cpus().length);
  const results = [];
  try {
    for (const g of rows) {
      const r = await runRow(g, files, threads);
      results.push(r);
      console.log(formatRow(r));
      if (r.unknown.length > 0) console.log(`  unknown: ${r.unknown.join(', ')}`);
      console.log(`  slowest ten (deal: ms): ${r.slowest.map(([d, t]) => `${d}: ${fmtMs(t)}`).join(', ')}`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_NO_DOC !== '1' && process.env.BENCH_FIRST === undefined) writeDoc(results, threads, games);
}

function runRow(g, files, threads) {
  return new Promise((done, fail) => {
    const queue = g.deals.slice();
    const times = [];
    const byDeal = []; // [deal, ms], for the slowest ten
    const count = { won: 0, lost: 0, unknown: 0 };
    const unknown = []; // deal numbers, printed after the row (the hard cases to look at next)
    const base = process.memoryUsage.rss();
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
    let live = 0;
    const t0 = performance.now();
    const finish = () => {
      clearInterval(sampler);
      times.sort((a, b) => a - b);
      const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
      unknown.sort((a, b) => a - b);
      const slowest = byDeal.sort((a, b) => b[1] - a[1]).slice(0, 10);
      done({ g, count, unknown, slowest, n: times.length, median: q(0.5), p95: q(0.95), max: q(1), peakMB: peak / 2 ** 20, baseMB: base / 2 ** 20, wall: (performance.now() - t0) / 1000 });
    };
    // A row with `split` k solves each deal on a group of k workers, each doing its share of the
    // runs (SolveBudget.share), as the game's screen does: the deal's time is the first "won" or
    // "lost", when the group's other workers are told to stop (a shared flag their clock reads).
    // A "lost" for a part only (`part`: Idiot's Delight) decides once every part says so.
    const split = g.split ?? 1;
    const decides = (r) => r.result === 'won' || (r.result === 'lost' && !r.part);
    const groups = Math.max(1, Math.min(Math.floor(threads / split), queue.length));
    for (let gi = 0; gi < groups; gi++) {
      const stop = new Int32Array(new SharedArrayBuffer(4));
      const members = [];
      let ready = 0;
      let replies = [];
      const post = () => {
        const deal = queue.length > 0 ? queue.shift() : null;
        Atomics.store(stop, 0, 0);
        replies = [];
        members.forEach((w, index) => w.postMessage(deal === null ? null : { deal, share: split > 1 ? { index, of: split } : undefined }));
      };
      for (let k = 0; k < split; k++) {
        live++;
        const w = new Worker(fileURLToPath(import.meta.url), { workerData: { files, make: g.make, solver: g.solver, budget: g.budget, stop } });
        members.push(w);
        w.on('message', (m) => {
          if (m.ready) return ++ready === split && post();
          replies.push(m); // m.ms: the solve's own time, taken in its worker, as for a row of one worker a deal
          if (decides(m)) Atomics.store(stop, 0, 1);
          if (replies.length < split) return;
          const decisive = replies.find(decides);
          const allParts = replies.every((r) => r.result === 'lost');
          times.push(decisive ? decisive.ms : Math.max(...replies.map((r) => r.ms)));
          byDeal.push([m.deal, times[times.length - 1]]);
          const verdict = decisive ? decisive.result : allParts ? 'lost' : 'unknown';
          count[verdict]++;
          if (verdict === 'unknown') unknown.push(m.deal);
          peak = Math.max(peak, process.memoryUsage.rss());
          post();
        });
        w.on('error', fail);
        w.on('exit', () => --live === 0 && finish());
      }
    }
  });
}

async function work() {
  const { files, make, solver, budget, stop } = workerData;
  const { solveFor } = await import(pathToFileURL(files.dispatch).href);
  const mod = await import(pathToFileURL(files[make.module]).href);
  const newState = make.args
    ? (deal) => mod[make.export](deal, ...make.args)
    : (deal) => mod[make.export].newGame(deal, make.options ?? {});
  // The group's stop flag turns the clock to infinity: the solver stops as if out of time.
  const now = () => (Atomics.load(stop, 0) !== 0 ? Infinity : performance.now());
  parentPort.on('message', (job) => {
    if (job === null) return parentPort.close();
    const { deal, share } = job;
    const s = newState(deal);
    const t = performance.now();
    const v = solveFor(solver, s, share ? { ...budget, share } : budget, now);
    parentPort.postMessage({ deal, result: v.result, part: v.result === 'lost' && v.part === true, ms: performance.now() - t });
  });
  parentPort.postMessage({ ready: true });
}

const pct = (k, n) => `${((100 * k) / n).toFixed(1)} %`;
const fmtMs = (x) => (x < 10 ? x.toFixed(2) : x < 100 ? x.toFixed(1) : x.toFixed(0));

function formatRow(r) {
  const { g, count, n } = r;
  return (
    `| ${g.label} | ${n} | ${count.won} (${pct(count.won, n)}) | ${count.lost} (${pct(count.lost, n)}) | ` +
    `${count.unknown} (${pct(count.unknown, n)}) | ${fmtMs(r.median)} | ${fmtMs(r.p95)} | ${r.peakMB.toFixed(0)} (${r.baseMB.toFixed(0)}) | ` +
    `${g.budget.maxMs.toLocaleString('en')} ms / ${g.budget.maxNodes.toLocaleString('en')} |`
  );
}

function machine(threads) {
  const cpu = (readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) ?? [])[1] ?? 'unknown CPU';
  let load = '';
  try {
    load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {}
  return `${new Date().toISOString().slice(0, 10)}; ${cpu}; nproc ${execSync('nproc').toString().trim()}; ` +
    `${threads} worker threads; Node ${process.version}; load average at the end ${load}`;
}

const BEGIN = '<!-- bench:solve begin -->';
const END = '<!-- bench:solve end -->';

/** Rows already in the doc's table, by label, so a run of some rows keeps the others (in the games' order). */
function keptRows(doc) {
  if (!doc.includes(BEGIN) || !doc.includes(END)) return new Map();
  const old = doc.slice(doc.indexOf(BEGIN), doc.indexOf(END));
  const rows = new Map();
  for (const line of old.split('\n')) {
    const label = line.startsWith('| ') ? line.slice(2, line.indexOf(' |', 2)) : '';
    if (label !== '' && label !== 'game' && !line.startsWith('| ---')) rows.set(label, line);
  }
  return rows;
}

function writeDoc(results, threads, all) {
  const path = join(root, 'docs/performance.md');
  const doc = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  const rows = keptRows(doc);
  for (const r of results) rows.set(r.g.label, formatRow(r));
  const when = results.length === all.length ? `on ${machine(threads)}` : `(last rows: ${results.map((r) => r.g.id).join(', ')}) on ${machine(threads)}`;
  const table = [
    BEGIN,
    `Measured by \`npm run bench:solve\` ${when}.`,
    '',
    '| game | deals | won | proven lost | unknown | median ms | 95th pct ms | peak RSS MB (at the row\'s start) | budget per deal |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...all.map((g) => rows.get(g.label)).filter((line) => line !== undefined),
    END,
  ].join('\n');
  let out;
  if (doc.includes(BEGIN) && doc.includes(END)) {
    out = doc.slice(0, doc.indexOf(BEGIN)) + table + doc.slice(doc.indexOf(END) + END.length);
  } else if (doc.includes('## Solvers')) {
    const at = doc.indexOf('\n', doc.indexOf('## Solvers')) + 1;
    out = doc.slice(0, at) + '\n' + table + '\n' + doc.slice(at);
  } else {
    out = doc.trimEnd() + '\n\n## Solvers\n\n' + table + '\n';
  }
  writeFileSync(path, out);
  console.log(`wrote ${path}`);
}

// Last, so every constant above is initialised before the top-level await runs.
if (isMainThread) await main();
else await work();
