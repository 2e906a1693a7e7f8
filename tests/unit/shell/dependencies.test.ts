/**
 * The layering rules (.dependency-cruiser.cjs, `npm run deps`) catch what they are for: on a small
 * tree written here, a circle through a type-only import, a game or core module importing a
 * machine, and a game module importing its app are each reported; the registry's lazy load is not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';

const config = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs') as IConfiguration;
const dir = mkdtempSync(join(tmpdir(), 'deps-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TREE: Record<string, string> = {
  'platforms/st.ts': 'export const st = 1;\n',
  'src/core/m.ts': "import { st } from '../../platforms/st';\nexport const m = st;\n",
  'src/games/g/app.ts': "import { x } from './input';\nexport const app = x;\n",
  'src/games/g/input.ts':
    "import type { app } from './app';\nimport { st } from '../../../platforms/st';\nexport const x = 1 as unknown as typeof app | typeof st;\n",
  'src/games/registry.ts': "export const load = () => import('./g/app');\n",
};

async function violations(): Promise<string[]> {
  for (const [path, text] of Object.entries(TREE)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const r = await cruise(['src', 'platforms'], { ruleSet: { forbidden: config.forbidden ?? [] }, validate: true, tsPreCompilationDeps: true, baseDir: dir });
  const out = r.output as ICruiseResult;
  return out.summary.violations.map((v) => `${v.rule.name} ${v.from} -> ${v.to}`).sort();
}

describe('the dependency rules', () => {
  it('report a circle, a machine imported by a game or by core, and an app imported by its module', async () => {
    expect(await violations()).toEqual([
      'app-only-from-registry src/games/g/input.ts -> src/games/g/app.ts',
      'core-not-platforms src/core/m.ts -> platforms/st.ts',
      'games-not-platforms src/games/g/input.ts -> platforms/st.ts',
      'no-circle src/games/g/app.ts -> src/games/g/input.ts',
    ]);
  }, 60_000);
});
