import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countGame, validStats, statsRecord, type StatsTable } from '../../../src/shell/stats';
import { MemoryKV, Store } from '../../../src/core/storage';

describe('statistics per variant', () => {
  it('counts played, won, the streak and the best streak, per variant', () => {
    let t: StatsTable = {};
    for (const won of [true, true, false, true]) t = countGame(t, '4', won, false);
    t = countGame(t, '0', false, false);
    expect(t).toEqual({ '4': { played: 4, won: 3, streak: 1, best: 2 }, '0': { played: 1, won: 0, streak: 0, best: 0 } });
  });

  it('an aided win counts as played and won but breaks the streak and never raises the best', () => {
    let t: StatsTable = {};
    t = countGame(t, 'x', true, false);
    t = countGame(t, 'x', true, true);
    t = countGame(t, 'x', true, true);
    expect(t.x).toEqual({ played: 3, won: 3, streak: 0, best: 1 });
  });

  it('any sequence of games leaves a table the validator accepts (what is written can be read)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.boolean(), fc.boolean()), { maxLength: 60 }), (games) => {
        let t: StatsTable = {};
        for (const [v, won, aided] of games) t = countGame(t, v, won, aided);
        expect(validStats(JSON.parse(JSON.stringify(t)))).toEqual(t);
      }),
    );
  });

  it('damaged figures are refused (won above played, a streak above the best)', () => {
    expect(validStats({ a: { played: 1, won: 2, streak: 0, best: 0 } })).toBeNull();
    expect(validStats({ a: { played: 3, won: 3, streak: 3, best: 2 } })).toBeNull();
    expect(validStats([])).toBeNull();
  });

  it('the record is precious: a damaged main copy comes back from its backup', () => {
    const spec = statsRecord('t.stats', 'T.STA');
    const kv = new MemoryKV();
    const store = new Store(kv);
    store.write(spec, countGame({}, '1', true, false));
    kv.setItem('retro.t.stats', '{"v":1,"data":{"1":{"pla');
    expect(store.read(spec)).toEqual({ '1': { played: 1, won: 1, streak: 1, best: 1 } });
  });
});
