/**
 * The save is the log: a game saved by the version before logs (real records, written by that
 * code: tests/unit/fixtures/saves) is read by this one as its log, and that log replays to exactly
 * the position the old save showed. The fixture files say which version they are.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { GAMES, type GameId } from '../../../src/games/registry';
import { verify } from '../../../src/core/log';
import { LOG_RULES } from '../../../src/games/logs';

const DIR = join(__dirname, '..', 'fixtures', 'saves');
interface Fixture {
  key: string;
  value: string;
  position: Record<string, unknown>;
  cheated: boolean | null;
}

const gameOf = (file: string): GameId => (Object.keys(GAMES) as GameId[]).find((g) => file.startsWith(`${g}-v`))!;

describe.each(readdirSync(DIR).filter((f) => f.endsWith('.json')))('the old save %s', (file) => {
  const fx = JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Fixture;
  const id = gameOf(file);
  const entry = GAMES[id];

  it('is read as its log, which replays to the position it showed', () => {
    const kv = new MemoryKV();
    kv.setItem(fx.key, fx.value);
    const store = new Store(kv, null);
    const saved = store.read(entry.save);
    expect(store.problems).toEqual([]);
    expect(saved).not.toBeNull();
    const s = entry.position(saved!.game);
    expect(s).not.toBeNull();
    expect(entry.engine.toApiState(s!)).toEqual(fx.position);
    if (fx.cheated !== null) expect((s as unknown as { cheated: boolean }).cheated).toBe(fx.cheated);
    const old = JSON.parse(fx.value) as { data: { aided: boolean } };
    expect(saved!.aided).toBe(old.data.aided);
    // written back in this version's shape, and read again the same
    store.write(entry.save, saved!);
    expect(JSON.parse(kv.getItem(fx.key)!)).toMatchObject({ v: entry.save.version });
    expect(new Store(kv, null).read(entry.save)).toEqual(saved);
  });

  it('holds logs that verify, with the id the same at every reading', () => {
    const read = () => {
      const kv = new MemoryKV();
      kv.setItem(fx.key, fx.value);
      return new Store(kv, null).read(entry.save)!;
    };
    const logs = logsOf(read().game);
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) expect(verify(log, LOG_RULES)).toMatchObject({ ok: true });
    expect(logsOf(read().game).map((l) => (l as { id: string }).id)).toEqual(logs.map((l) => (l as { id: string }).id));
  });
});

/** Every log a save's data holds (Idiot's Delight keeps one per hand). */
function logsOf(game: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (x: unknown) => {
    if (typeof x !== 'object' || x === null) return;
    if (!Array.isArray(x) && 'moves' in x && 'game' in x && 'deal' in x) out.push(x);
    else for (const v of Object.values(x)) walk(v);
  };
  walk(game);
  return out;
}
