/**
 * The split between games, shell and platforms (docs/architecture.md), checked on the source itself:
 * a game never reaches into a platform or asks which machine it runs on, the registry loads games
 * without importing them. The imports themselves (no circle, no module reaching back into its app)
 * are dependency-cruiser's to check (.dependency-cruiser.cjs, `npm run deps`, a stage of `npm test`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/games/ids';

const GAMES = join(__dirname, '../../../src/games');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const sources = files(GAMES).map((p) => ({ path: p.slice(GAMES.length + 1), text: readFileSync(p, 'utf8') }));
const games = readdirSync(GAMES).filter((f) => statSync(join(GAMES, f)).isDirectory());

describe('games, shell and platforms', () => {
  it("finds the registry's games, a folder each", () => {
    expect(games.sort()).toEqual([...GAME_IDS].sort());
  });

  it('no game file imports a platform', () => {
    const bad = sources.filter((f) => /from\s+'(\.\.\/)+platforms\//.test(f.text)).map((f) => f.path);
    expect(bad).toEqual([]);
  });

  it('no game file asks which machine it runs on', () => {
    const bad = sources.filter((f) => /(platform|\bp|\bm)\.(name|id)\s*[!=]==?\s*'(st|amiga)'|'(st|amiga)'\s*[!=]==?\s*\w+\.(name|id)\b/.test(f.text)).map((f) => f.path);
    expect(bad).toEqual([]);
  });

  it("the registry loads each game's app lazily and imports none statically", () => {
    const reg = sources.find((f) => f.path === 'registry.ts')!.text;
    expect(reg).not.toMatch(/^import[^;]*\/app'/m);
    for (const g of games) expect(reg).toContain(`import('./${g}/app')`);
  });
});
