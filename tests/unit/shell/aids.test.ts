import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { DEFAULT_PREFS, PREFS } from '../../../src/shell/records';
import { AIDED_LINES, GameShell } from '../../../src/shell/session';
import { GAMES } from '../../../src/games/registry';
import { PLATFORMS } from '../../../platforms';

describe('the Aids preference', () => {
  it('is off by default', () => {
    expect(DEFAULT_PREFS.aids).toBe(false);
    expect(new Machine({ platforms: PLATFORMS }).aids).toBe(false);
  });

  it('a version-1 PREFS.INF (before Aids and Monitor) migrates with aids off and sharp pixels, keeping the rest', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.prefs', JSON.stringify({ v: 1, data: { platform: 'amiga', video: 'ntsc', sound: false, volume: 0.5, led: true } }));
    const p = new Store(kv).read(PREFS);
    expect(p).toEqual({ platform: 'amiga', video: 'ntsc', sound: false, volume: 0.5, led: true, aids: false, monitor: 'sharp' });
    expect(JSON.parse(kv.getItem('retro.prefs')!)).toMatchObject({ v: 2 });
  });

  it('changing it tells the app on screen and the page (PREFS), once per change', () => {
    const m = new Machine({ platforms: PLATFORMS });
    let told = 0;
    let saved = 0;
    m.run({ id: 't', screen: 'graphics', title: 't', menus: () => null, draw: () => {}, state: () => null, locate: () => null, aidsChanged: () => told++ });
    m.onPrefsChange = (p) => {
      saved++;
      expect(p.aids).toBe(m.aids);
    };
    m.setAids(true);
    m.setAids(true);
    m.setAids(false);
    expect([told, saved]).toEqual([2, 2]);
  });
});

describe('fair play: the first aid of a game marks it and tells the player once', () => {
  it('markAided alerts only when the game was not marked yet', () => {
    const m = new Machine({ platforms: PLATFORMS, store: new Store(new MemoryKV()) });
    const seen: string[][] = [];
    m.alert = (spec) => {
      seen.push(spec.lines);
      return Promise.resolve({ button: 0, text: '' });
    };
    const shell = new GameShell(m, GAMES.gulf);
    let aided = false;
    aided = shell.markAided(aided);
    aided = shell.markAided(aided);
    expect(aided).toBe(true);
    expect(seen).toEqual([AIDED_LINES]);
  });
});
