// `npm test`: typecheck, lint (ESLint), the dependency rules (dependency-cruiser), unit tests (Vitest), production build, browser tests
// (Playwright in Chromium). Ends with one line `N passed, N failed` over all suites together, and
// how long each stage and the whole run took (the target: 6 minutes on a 2-core machine). The long
// sweeps and property runs take a sample here; `npm run test:deep` runs them whole (README).
import { spawnSync } from 'node:child_process';
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
const run = (cmd, args, env = {}) => {
  const t = performance.now();
  const status = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  times.push(`${args[0]} ${((performance.now() - t) / 1000).toFixed(0)} s`);
  return status;
};

console.log('\n== typecheck (tsc --strict) ==');
if (run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']) === 0) passed++;
else {
  failed++;
  failures.push('typecheck');
}

console.log('\n== lint (eslint) ==');
if (run('npx', ['eslint', '.', '--max-warnings', '0']) === 0) passed++;
else {
  failed++;
  failures.push('lint');
}

console.log('\n== dependencies (dependency-cruiser: no circle, no forbidden import) ==');
if (run('npx', ['depcruise', 'src', 'platforms', 'server', 'assets', '--config', '.dependency-cruiser.cjs']) === 0) passed++;
else failed++;

console.log('\n== unit tests (vitest) ==');
const unitJson = `${out}/unit.json`;
rmSync(unitJson, { force: true });
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`]);
if (existsSync(unitJson)) {
  const r = JSON.parse(readFileSync(unitJson, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrors ?? 0);
  for (const f of r.testResults ?? []) {
    const file = String(f.name ?? '').replace(process.cwd() + '/', '');
    for (const a of f.assertionResults ?? []) if (a.status === 'failed') failures.push(`unit: ${file} › ${a.fullName ?? a.title}`);
    // A suite that failed to load has no tests counted: count it as a failure.
    if (f.status === 'failed' && (f.assertionResults ?? []).length === 0) {
      failed++;
      failures.push(`unit: ${file} did not load`);
    }
  }
} else failed++;

console.log('\n== build ==');
if (run('npx', ['vite', 'build', '--logLevel', 'warn']) === 0) passed++;
else {
  failed++;
  failures.push('build');
}

if (process.env.SKIP_BROWSER !== '1') {
  console.log('\n== browser tests (playwright) ==');
  const chromium = findChromium();
  const pwJson = `${out}/browser.json`;
  rmSync(pwJson, { force: true });
  run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, 'utf8'));
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
    if ((s.expected ?? 0) + (s.unexpected ?? 0) === 0) failed++;
  } else failed++;
}

const total = (performance.now() - started) / 1000;
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
console.log(`took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s (${times.join(', ')})`);
process.exit(failed === 0 ? 0 : 1);
