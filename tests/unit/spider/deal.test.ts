import { describe, expect, it } from 'vitest';
import { newGame, spiderDeck, spiderEngine } from '../../../src/games/spider/engine';
import { allCards } from './helpers';

describe('spider deal', () => {
  it('lays out 44 face down, 10 face up and 50 in the stock', () => {
    const s = newGame(12345);
    expect(s.columns.map((c) => c.down.length)).toEqual([5, 4, 4, 5, 4, 4, 5, 4, 4, 5]);
    expect(s.columns.every((c) => c.up.length === 1)).toBe(true);
    expect(s.stock).toHaveLength(50);
    expect(s.deals).toBe(0);
    expect(s.removed).toEqual([]);
    expect(s.cheated).toBe(false);
    expect(s.rules).toBe('st');
    expect(s.suits).toBe(4);
  });

  it.each([1, 2, 4] as const)('uses the right 104 cards for %i suit(s)', (suits) => {
    const s = newGame(7, { suits });
    expect(allCards(s)).toEqual(spiderDeck(suits).sort());
    const suitsSeen = new Set(allCards(s).map((c) => c[1]));
    expect(suitsSeen.size).toBe(suits);
    for (const c of new Set(allCards(s))) expect(allCards(s).filter((x) => x === c)).toHaveLength(8 / suits);
  });

  it('gives the same layout for the same deal, and different ones for different deals', () => {
    expect(newGame(99, { rules: 'gnome' })).toEqual(newGame(99, { rules: 'gnome' }));
    const seen = new Set<string>();
    for (let d = 0; d < 300; d++) seen.add(JSON.stringify([newGame(d).columns, newGame(d).stock]));
    seen.add(JSON.stringify([newGame(0xffffffff).columns, newGame(0xffffffff).stock]));
    expect(seen.size).toBe(301);
  });

  it('rules do not change the layout; GNOME also deals five down on piles 1, 4, 7, 10', () => {
    const st = newGame(5);
    const gn = newGame(5, { rules: 'gnome' });
    expect(gn.columns).toEqual(st.columns);
    expect(gn.rules).toBe('gnome');
  });

  it('is plain JSON and refuses bad deal numbers and options', () => {
    const s = newGame(3, { suits: 2 });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(structuredClone(s)).toEqual(s);
    expect(() => spiderEngine.newGame(-1, {})).toThrow(RangeError);
    expect(() => spiderEngine.newGame(1.5, {})).toThrow(RangeError);
    expect(() => spiderEngine.newGame(1, { suits: 3 as 4 })).toThrow(RangeError);
    expect(() => spiderEngine.newGame(1, { rules: 'pc' as 'st' })).toThrow(RangeError);
  });
});
