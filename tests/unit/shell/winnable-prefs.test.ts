/**
 * "Winnable deals only" is one shell preference per game and variant (issue 32): every game keeps
 * it in one shape in its preferences record, the shell reads and changes it, and each game's record
 * of before (four field names) carries the player's choice over.
 */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store, type RecordSpec } from '../../../src/core/storage';
import { GAMES, GAME_IDS, type GameId } from '../../../src/games/registry';
import { shellFor } from '../../../src/shell/launcher';
import { EVERY_VARIANT, validWinnable } from '../../../src/shell/winnable-prefs';
import { PLATFORMS } from '../../../platforms';

/** A shell over storage that holds `records` as an older build wrote them (`{ v, data }` under `retro.<key>`). */
function shellWith(id: GameId, records: Record<string, { v: number; data: unknown }> = {}) {
  const kv = new MemoryKV();
  for (const [key, r] of Object.entries(records)) kv.setItem(`retro.${key}`, JSON.stringify(r));
  const store = new Store(kv);
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', store });
  return { shell: shellFor(m, id), store, kv, problems: store.problems };
}

const prefsOf = (id: GameId): RecordSpec<unknown> => GAMES[id].prefs!;

describe('"winnable deals only": one shell preference', () => {
  it("every game declares its preferences record to the shell, and it is one of the game's records", () => {
    for (const id of GAME_IDS) {
      const spec = GAMES[id].prefs;
      expect(spec, id).toBeDefined();
      expect(GAMES[id].records).toContain(spec);
    }
  });

  it("Spider's SPIDER.INF of version 1 (already the shell's shape): each suit count's choice survives", () => {
    const { shell, problems } = shellWith('spider', { 'prefs.spider': { v: 1, data: { winnable: { '1': false, '2': true, '4': false } } } });
    expect(['1', '2', '4'].map((v) => shell.winnableOnly(v))).toEqual([false, true, false]);
    expect(problems).toEqual([]);
  });

  it("King's Korner's KINGS.INF of version 1 (`winnableOnly`): the choice survives", () => {
    for (const on of [true, false]) {
      const { shell, store, problems } = shellWith('kings-korner', { 'kk.prefs': { v: 1, data: { winnableOnly: on } } });
      expect(shell.winnableOnly()).toBe(on);
      expect(store.read(prefsOf('kings-korner'))).toEqual({ winnable: { [EVERY_VARIANT]: on } });
      expect(problems).toEqual([]);
    }
  });

  it("Gulf's GULF.INF of version 1 (`winnable: boolean`, absent when off, an old `sound`): the choice, the back and the name survive", () => {
    const { shell, store, problems } = shellWith('gulf', { 'gulf.prefs': { v: 1, data: { back: 3, name: 'Kurt', winnable: true, sound: false } } });
    expect(shell.winnableOnly()).toBe(true);
    expect(store.read(prefsOf('gulf'))).toEqual({ back: 3, name: 'Kurt', winnable: { [EVERY_VARIANT]: true } });
    const older = shellWith('gulf', { 'gulf.prefs': { v: 1, data: { back: -1, name: '' } } });
    expect(older.shell.winnableOnly()).toBe(false);
    expect(problems.concat(older.problems)).toEqual([]);
  });

  it("Idiot's Delight's IDELIGHT.INF of version 1 (`winnableOnly`): the choice survives", () => {
    const { shell, problems } = shellWith('idiots-delight', { 'id.prefs': { v: 1, data: { winnableOnly: true } } });
    expect(shell.winnableOnly()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("a change touches its variant only, keeps the game's other preferences, and is read back at once", () => {
    const { shell, store } = shellWith('gulf', { 'gulf.prefs': { v: 2, data: { back: 5, name: 'Ann', winnable: { all: false } } } });
    shell.setWinnableOnly(EVERY_VARIANT, true);
    expect(shell.winnableOnly()).toBe(true);
    expect(store.read(prefsOf('gulf'))).toEqual({ back: 5, name: 'Ann', winnable: { all: true } });
    const sp = shellWith('spider');
    sp.shell.setWinnableOnly('2', true);
    expect(['1', '2', '4'].map((v) => sp.shell.winnableOnly(v))).toEqual([false, true, false]);
    sp.shell.setWinnableOnly('4', true);
    expect(sp.store.read(prefsOf('spider'))).toEqual({ winnable: { '1': false, '2': true, '4': true } });
    expect(sp.store.problems).toEqual([]);
  });

  it('the shape: a variant never set is off; anything but booleans is damage', () => {
    expect(validWinnable({ winnable: {} }, ['1', '2'])).toEqual({ '1': false, '2': false });
    expect(validWinnable({ winnable: { all: 'yes' } })).toBeNull();
    expect(validWinnable({ winnableOnly: true })).toBeNull();
    expect(validWinnable(null)).toBeNull();
  });
});
