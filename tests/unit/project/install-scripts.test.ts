/**
 * npm 11 warns at every install about dependencies whose install scripts package.json's
 * `allowScripts` has not decided (README, "Quick start"): every package the lock marks
 * `hasInstallScript` is decided there, so a fresh clone installs silently, and no decision is
 * left for a package the lock no longer has.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (f: string): unknown => JSON.parse(readFileSync(root + f, 'utf8'));

interface Lock {
  packages: Record<string, { hasInstallScript?: boolean }>;
}

/** The package's name from its place in the lock ("node_modules/a/node_modules/@b/c" → "@b/c"). */
const nameOf = (path: string): string => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('install scripts', () => {
  const pkg = read('package.json') as { allowScripts?: Record<string, boolean> };
  const lock = read('package-lock.json') as Lock;
  const withScripts = [...new Set(Object.entries(lock.packages).filter(([p, e]) => p !== '' && e.hasInstallScript).map(([p]) => nameOf(p)))].sort();
  const decided = Object.keys(pkg.allowScripts ?? {}).map((k) => k.replace(/(.)@.*$/, '$1'));

  it('every package with an install script is allowed or denied in package.json', () => {
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((n) => !decided.includes(n))).toEqual([]);
  });

  it('no decision is left for a package without one', () => {
    expect(decided.filter((n) => !withScripts.includes(n))).toEqual([]);
  });

  it('esbuild runs its script (it installs its binary); ssh2 and cpu-features do not (optional native speed-ups)', () => {
    expect(pkg.allowScripts).toMatchObject({ esbuild: true, ssh2: false, 'cpu-features': false });
  });
});
