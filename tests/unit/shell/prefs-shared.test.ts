/** PREFS.INF is shared by every window: each writes only the fields it changed (issue 30). */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { DEFAULT_PREFS, PREFS, prefsChanger } from '../../../src/shell/records';

describe('PREFS.INF changed by two windows', () => {
  it("one window's sound and another's Aids are both kept, whichever writes last", () => {
    const kv = new MemoryKV();
    const a = new Store(kv, null);
    const b = new Store(kv, null);
    const shown = { ...DEFAULT_PREFS };
    const changeA = prefsChanger(a, shown);
    const changeB = prefsChanger(b, shown);
    changeA({ ...shown, sound: false });
    changeB({ ...shown, aids: true }); // B never saw A's change
    expect(new Store(kv, null).read(PREFS)).toMatchObject({ sound: false, aids: true });
    changeA({ ...shown, sound: false, platform: 'amiga' });
    expect(new Store(kv, null).read(PREFS)).toMatchObject({ sound: false, aids: true, platform: 'amiga' });
  });

  it('nothing changed writes nothing', () => {
    const kv = new MemoryKV();
    prefsChanger(new Store(kv, null), DEFAULT_PREFS)({ ...DEFAULT_PREFS });
    expect(kv.length).toBe(0);
  });
});
