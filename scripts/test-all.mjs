// `npm test`: typecheck, lint (ESLint), the dependency rules (dependency-cruiser), unit tests (Vitest), production build,
// browser tests (Playwright in Chromium) and the door server's tests (Vitest). Ends with one line `N passed, N failed` over all
// suites together, and how long each stage and the whole run took (the target: 6 minutes on a 2-core machine).
//
// The stages overlap where the machine would otherwise wait: the four checks of the source run side by side (the unit tests
// start as lint, the longest, goes on alone), and the server's
// tests (which mostly wait on boards, PostgreSQL and tmux) run beside the browser tests. A stage run beside others keeps its
// output and prints it whole when it ends. The long sweeps, property runs and per-machine browser repeats take a sample
// here; `npm run test:deep` runs them whole (README).
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { loadavg } from 'node:os';

const out = 'test-results';
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
/** The names of the tests that failed, printed again beside the summary so a log's tail names them. */
const failures = [];
const started = performance.now();
// The machine's load beside the time: the same commit took 5 to 7 minutes here as other work came and went.
const loadAtStart = loadavg()[0].toFixed(1);
const times = [];

/** Runs a stage; `live` streams its output, else it is kept and printed whole at the end. Resolves to its exit status. */
function run(name, cmd, args, { env = {}, live = false } = {}) {
  const t = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    const done = (status) => {
      const secs = (performance.now() - t) / 1000;
      times.push(`${name} ${secs.toFixed(0)} s`);
      if (!live) {
        console.log(`\n== ${name} (${secs.toFixed(0)} s) ==`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve(status);
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(String(e) + '\n'));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

/** Under CI (.ci/run sets CI=true) every suite must run: a skipped test is counted as a failure, by name. */
const CI = process.env.CI === 'true';
const skippedInCi = (stage, names) => {
  if (!CI || names.length === 0) return;
  failed += names.length;
  for (const n of names) failures.push(`${stage}: skipped under CI: ${n}`);
};

/** A stage counted as one test: passed when it exits 0. */
const check = (name, status) => {
  if (status === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
};

/** Counts a Vitest JSON report: every test, and a file that failed to load as one failure. */
function countVitest(stage, file) {
  if (!existsSync(file)) {
    failed++;
    failures.push(`${stage}: no report`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrors ?? 0);
  const skipped = [];
  for (const f of r.testResults ?? []) {
    const name = String(f.name ?? '').replace(process.cwd() + '/', '');
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed') failures.push(`${stage}: ${name} › ${a.fullName ?? a.title}`);
      if (a.status === 'pending' || a.status === 'skipped' || a.status === 'todo') skipped.push(`${name} › ${a.fullName ?? a.title}`);
    }
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) {
      failed++;
      failures.push(`${stage}: ${name} did not load`);
    }
  }
  skippedInCi(stage, skipped);
}

/** Counts Playwright's JSON report. */
function countPlaywright(file) {
  if (!existsSync(file)) {
    failed++;
    failures.push('browser: no report');
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  const skipped = [];
  const walk = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const title = `${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`;
        if (t.status === 'unexpected') failures.push(`browser: ${title}`);
        if (t.status === 'skipped') skipped.push(title);
      }
    for (const inner of suite.suites ?? []) walk(inner, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  skippedInCi('browser', skipped);
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  if ((s.expected ?? 0) + (s.unexpected ?? 0) === 0) {
    failed++;
    failures.push('browser: no test ran');
  }
}

// The unit tests share worker threads and their module graph (no isolation per file): a file's
// import of the engines and pixi is paid once per worker, not 120 times (65 s became 30 s here).
// Spies, mocks and stubbed globals are put back after every test (vite.config.ts), and no module
// keeps a setting a test could change: a test's stand-ins go through the ports it is handed.
const UNIT_POOL = ['--pool=threads', '--no-isolate'];
const vitest = (dir, json, extra = []) => ['vitest', 'run', dir, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`, ...extra];

// ---- the source: typecheck, lint, dependency rules and the production build, side by side ----
console.log('\n== typecheck, lint, dependencies, build (side by side) ==');
// Lint (one thread) outlasts the others by about ten seconds: the unit tests start beside it
// rather than leave a core idle.
const linting = run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { env: { LINT_TIER: 'quick' } });
const [tsc, deps, build] = await Promise.all([
  run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  run('dependencies', 'npx', ['depcruise', 'src', 'platforms', 'server', 'assets', '--config', '.dependency-cruiser.cjs']),
  run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']),
]);
check('typecheck', tsc);
check('dependencies', deps);
check('build', build);

// ---- unit tests ----
console.log('\n== unit tests (vitest) ==');
const unitJson = `${out}/unit.json`;
rmSync(unitJson, { force: true });
await run('unit', 'npx', vitest('tests/unit', unitJson, UNIT_POOL), { live: true });
countVitest('unit', unitJson);
check('lint', await linting);

// ---- browser tests, and beside them the door server's tests ----
const serverJson = `${out}/server.json`;
rmSync(serverJson, { force: true });
// At a lower priority (`nice`): the browser tests are the longest stage, and every stage is bound by the CPU.
const server = run('server', 'nice', ['-n', '10', 'npx', ...vitest('tests/server', serverJson, ['--maxWorkers=1'])]);
if (process.env.SKIP_BROWSER !== '1' && build === 0) {
  console.log('\n== browser tests (playwright), the server tests beside them ==');
  const chromium = findChromium();
  const pwJson = `${out}/browser.json`;
  rmSync(pwJson, { force: true });
  await run('browser', 'npx', ['playwright', 'test'], { env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }, live: true });
  countPlaywright(pwJson);
} else if (build !== 0) failures.push('browser: not run, the build failed');
await server;
countVitest('server', serverJson);

const total = (performance.now() - started) / 1000;
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
console.log(`took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s (${times.join(', ')}); load average ${loadAtStart} at the start, ${loadavg()[0].toFixed(1)} at the end`);
process.exit(failed === 0 ? 0 : 1);
