import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countGame, counted, validStats, statsRecord, KEPT_IDS, type StatsTable } from '../../../src/shell/stats';
import { MemoryKV, Store } from '../../../src/core/storage';

/** Games counted one after another, each with its own id; the figures without the ids. */
const play = (t: StatsTable, games: [string, boolean, boolean][], from = 0): StatsTable => {
  games.forEach(([v, won, aided], i) => (t = countGame(t, v, won, aided, `g${from + i}`) ?? t));
  return t;
};
const figures = (t: StatsTable) => Object.fromEntries(Object.entries(t).map(([k, { ids: _ids, ...s }]) => [k, s]));

describe('statistics per variant', () => {
  it('counts played, won, the streak and the best streak, per variant', () => {
    const t = play({}, [['4', true, false], ['4', true, false], ['4', false, false], ['4', true, false], ['0', false, false]]);
    expect(figures(t)).toEqual({ '4': { played: 4, won: 3, streak: 1, best: 2 }, '0': { played: 1, won: 0, streak: 0, best: 0 } });
  });

  it('an aided win counts as played and won but breaks the streak and never raises the best', () => {
    const t = play({}, [['x', true, false], ['x', true, true], ['x', true, true]]);
    expect(figures(t).x).toEqual({ played: 3, won: 3, streak: 0, best: 1 });
  });

  it('a game counts once by its id: counting it again (another window, a reload) changes nothing', () => {
    const t = countGame({}, '2', true, false, 'game-a')!;
    expect(counted(t, 'game-a')).toBe(true);
    expect(countGame(structuredClone(t), '2', true, false, 'game-a')).toBeNull();
    // abandoned in one window, won in another: still the one game, under any variant
    expect(countGame(structuredClone(t), '3', false, false, 'game-a')).toBeNull();
    expect(figures(countGame(structuredClone(t), '2', true, false, 'game-b')!)['2']).toEqual({ played: 2, won: 2, streak: 2, best: 2 });
  });

  it('a variant remembers its last KEPT_IDS games, the oldest forgotten first', () => {
    const t = play({}, Array.from({ length: KEPT_IDS + 5 }, () => ['1', false, false] as [string, boolean, boolean]));
    expect(t['1']!.ids).toHaveLength(KEPT_IDS);
    expect(t['1']!.played).toBe(KEPT_IDS + 5);
    expect(counted(t, 'g4')).toBe(false);
    expect(counted(t, 'g5')).toBe(true);
    expect(validStats(JSON.parse(JSON.stringify(t)))).toEqual(t);
  });

  it('any sequence of games leaves a table the validator accepts (what is written can be read)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.boolean(), fc.boolean()), { maxLength: 60 }), (games) => {
        const t = play({}, games);
        expect(validStats(JSON.parse(JSON.stringify(t)))).toEqual(t);
      }),
    );
  });

  it('damaged figures are refused (won above played, a streak above the best, bad ids)', () => {
    expect(validStats({ a: { played: 1, won: 2, streak: 0, best: 0 } })).toBeNull();
    expect(validStats({ a: { played: 3, won: 3, streak: 3, best: 2 } })).toBeNull();
    expect(validStats({ a: { played: 1, won: 0, streak: 0, best: 0, ids: [''] } })).toBeNull();
    expect(validStats({ a: { played: 1, won: 0, streak: 0, best: 0, ids: 'g1' } })).toBeNull();
    expect(validStats({ a: { played: 1, won: 0, streak: 0, best: 0, ids: Array(KEPT_IDS + 1).fill('g') } })).toBeNull();
    expect(validStats([])).toBeNull();
  });

  it('tables from before ids are read as they are', () => {
    expect(validStats({ a: { played: 2, won: 1, streak: 1, best: 1 } })).toEqual({ a: { played: 2, won: 1, streak: 1, best: 1 } });
  });

  it('the record is precious: a damaged main copy comes back from its backup', () => {
    const spec = statsRecord('t.stats', 'T.STA');
    const kv = new MemoryKV();
    const store = new Store(kv);
    store.write(spec, countGame({}, '1', true, false, 'g1')!);
    kv.setItem('retro.t.stats', '{"v":1,"data":{"1":{"pla');
    expect(store.read(spec)).toEqual({ '1': { played: 1, won: 1, streak: 1, best: 1, ids: ['g1'] } });
  });
});
