/**
 * One registry (issue 32): the desktop's files and the solver dispatch come from `GAMES`
 * (src/games/registry.ts), not from lists of their own that a game must remember to extend.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_FILES, GAMES, GAME_IDS } from '../../../src/games/registry';
import { SOLVERS, SOLVER_GAMES, isSolverGame } from '../../../src/solver/dispatch';
import { LOG_RULES } from '../../../src/games/logs';
import { DESK_ICONS, ICONS, ICON_ROWS } from '../../../assets/icons';

describe('one registry', () => {
  it('lists each game once: its key, its id, its log rules and its icon agree, in the order of GAME_IDS', () => {
    expect(Object.keys(GAMES)).toEqual(GAME_IDS);
    for (const g of GAME_IDS) {
      expect(GAMES[g].id).toBe(g);
      expect(GAMES[g].log.game).toBe(g);
      expect(LOG_RULES[g]).toBe(GAMES[g].log);
      expect(ICONS.st[g], `${g}'s ST icon`).toBeDefined();
      expect(ICONS.amiga[g], `${g}'s Amiga icon`).toBeDefined();
    }
    expect(Object.keys(ICON_ROWS.st).sort()).toEqual([...DESK_ICONS, ...GAME_IDS].sort());
  });

  it("the desktop's files are the registry entries' files, each one of its game's records", () => {
    expect(DESKTOP_FILES).toEqual(GAME_IDS.flatMap((g) => GAMES[g].files ?? []));
    expect(DESKTOP_FILES.map((f) => f.id)).toEqual(['spider.scr']);
    for (const g of GAME_IDS)
      for (const f of GAMES[g].files ?? []) {
        const rec = GAMES[g].records.find((r) => r.key === f.id);
        expect(rec, `${f.id} is one of ${g}'s records`).toBeDefined();
        expect(f.stName).toBe(rec!.file);
      }
  });

  it('the solver dispatch answers for exactly the registry\'s games', () => {
    expect(SOLVER_GAMES).toEqual(GAME_IDS);
    expect(Object.keys(SOLVERS).sort()).toEqual([...GAME_IDS].sort());
    for (const g of GAME_IDS) expect(isSolverGame(g)).toBe(true);
    expect(isSolverGame('klondike')).toBe(false);
  });

  it("the solver worker's code reaches neither the registry nor a game's records (they would ship in its bundle)", () => {
    // Walk the worker's value imports (type-only imports are erased) through the source files.
    const seen = new Set<string>();
    const walk = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
        const base = resolve(dirname(file), m[1]!);
        walk([base + '.ts', join(base, 'index.ts'), base].find((f) => { try { return readFileSync(f) !== null; } catch { return false; } })!);
      }
    };
    walk(join(__dirname, '../../../src/solver/worker.ts'));
    const rel = [...seen].map((f) => f.slice(f.indexOf('/src/') + 1));
    expect(rel).toContain('src/games/spider/solver.ts');
    expect(rel.filter((f) => f === 'src/games/registry.ts' || f.endsWith('/records.ts'))).toEqual([]);
  });

  it('nothing outside the registry adds to the desktop files', () => {
    const desktop = readFileSync(join(__dirname, '../../../src/desktop/desktop.ts'), 'utf8');
    expect(desktop).not.toMatch(/DESKTOP_FILES\s*:\s*DesktopFile\[\]\s*=\s*\[\]/);
    expect(desktop).not.toMatch(/DESKTOP_FILES\.push/);
  });
});
