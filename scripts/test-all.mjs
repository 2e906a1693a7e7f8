// `npm test`: typecheck, lint (ESLint), the dependency rules (dependency-cruiser), unit tests (Vitest), production build,
// browser tests (Playwright in Chromium) and the door server's tests (Vitest). Ends with one line `N passed, N failed` over all
// suites together, and how long each stage and the whole run took (the target: 6 minutes on a 2-core machine).
//
// Every stage is bound by the CPU, and the browser tests are the longest: they start as soon as the build is done, and the
// other stages run beside them at a lower priority (`nice`), filling the moments the browser waits. A stage run beside the
// browser keeps its output and prints it whole when the browser's has been printed. The long sweeps, property runs and
// per-machine browser repeats take a sample here; `npm run test:deep` runs them whole (README).
import { spawn } from 'node:child_process';
import { readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const out = 'test-results';
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
/** The names of the tests that failed, printed again beside the summary so a log's tail names them. */
const failures = [];
const started = performance.now();
const times = [];

/** Runs a stage; `live` streams its output, else it is kept and printed whole at the end. Resolves to its exit status. */
/** Output of the stages run beside the browser, printed once the browser's own output has ended. */
const held = [];
let holding = false;
function run(name, cmd, args, { env = {}, live = false, low = false } = {}) {
  const t = performance.now();
  // `low`: the browser tests come first; this stage takes what CPU they leave.
  if (low) [cmd, args] = ['nice', ['-n', '10', cmd, ...args]];
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
        const text = `\n== ${name} (${secs.toFixed(0)} s) ==\n${Buffer.concat(chunks).toString()}`;
        if (holding) held.push(text);
        else process.stdout.write(text);
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
  for (const f of r.testResults ?? []) {
    const name = String(f.name ?? '').replace(process.cwd() + '/', '');
    for (const a of f.assertionResults ?? []) if (a.status === 'failed') failures.push(`${stage}: ${name} › ${a.fullName ?? a.title}`);
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) {
      failed++;
      failures.push(`${stage}: ${name} did not load`);
    }
  }
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
  const walk = (suite, path) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'unexpected') failures.push(`browser: ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`);
    for (const inner of suite.suites ?? []) walk(inner, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
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

// ---- everything at once: the build first among equals, since the browser tests wait for it ----
console.log('\n== build; typecheck, lint, dependencies, unit and server tests beside it (their output comes after the browser tests) ==');
holding = true;
const unitJson = `${out}/unit.json`;
const serverJson = `${out}/server.json`;
rmSync(unitJson, { force: true });
rmSync(serverJson, { force: true });
const beside = {
  typecheck: run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { low: true }),
  lint: run('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { low: true }),
  dependencies: run('dependencies', 'npx', ['depcruise', 'src', 'platforms', 'server', 'assets', '--config', '.dependency-cruiser.cjs'], { low: true }),
  unit: run('unit', 'npx', vitest('tests/unit', unitJson, UNIT_POOL), { low: true }),
  // The door server's tests mostly wait on boards, PostgreSQL and tmux.
  server: run('server', 'npx', vitest('tests/server', serverJson, ['--maxWorkers=1']), { low: true }),
};
const build = await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
check('build', build);

// ---- browser tests ----
if (process.env.SKIP_BROWSER !== '1' && build === 0) {
  console.log('\n== browser tests (playwright) ==');
  const chromium = findChromium();
  const pwJson = `${out}/browser.json`;
  rmSync(pwJson, { force: true });
  await run('browser', 'npx', ['playwright', 'test'], { env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }, live: true });
  countPlaywright(pwJson);
} else if (build !== 0) failures.push('browser: not run, the build failed');

// ---- what ran beside it ----
holding = false;
for (const text of held.splice(0)) process.stdout.write(text);
for (const name of ['typecheck', 'lint', 'dependencies']) check(name, await beside[name]);
await beside.unit;
countVitest('unit', unitJson);
await beside.server;
countVitest('server', serverJson);

const total = (performance.now() - started) / 1000;
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
console.log(`took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s (${times.join(', ')})`);
process.exit(failed === 0 ? 0 : 1);
