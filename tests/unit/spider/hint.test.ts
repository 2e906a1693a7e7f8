import { describe, expect, it } from 'vitest';
import { canHelp, hint, newGame, rateColumn, spiderEngine as E } from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

const STOCK = ['AS', 'AS', 'AS', 'AS', 'AS', 'AS', 'AS', 'AS', 'AS', 'AS'];

describe('spider hint (Sun valuation)', () => {
  const s = mk({
    cols: ['2C | 9H', '3C | 5D', 'KS QS | 4H', 'AH', '4S | 8C 7C', 'TS', '6D', 'QD', 'JD', 'KC'],
    stock: STOCK,
  });

  it('values rank + 100, +400 emptying, +200 turning up, +800 onto the same suit', () => {
    expect(rateColumn(s, 0)).toEqual({ move: { type: 'move', from: 0, to: 5, count: 1 }, value: 309 });
    expect(rateColumn(s, 1)).toEqual({ move: { type: 'move', from: 1, to: 6, count: 1 }, value: 1105 });
    expect(rateColumn(s, 2)).toEqual({ move: { type: 'move', from: 2, to: 1, count: 1 }, value: 304 });
    expect(rateColumn(s, 4)).toEqual({ move: { type: 'move', from: 4, to: 0, count: 2 }, value: 308 });
    expect(rateColumn(s, 6)).toEqual({ move: { type: 'move', from: 6, to: 4, count: 1 }, value: 506 });
    expect(rateColumn(s, 8)).toEqual({ move: { type: 'move', from: 8, to: 7, count: 1 }, value: 1311 });
    expect(rateColumn(s, 3)).toBeNull();
    expect(rateColumn(s, 9)).toBeNull();
  });

  it('suggests the best valued move', () => {
    expect(hint(s)).toEqual({ type: 'move', from: 8, to: 7, count: 1 });
    expect(canHelp(s)).toBe(true);
  });

  it('prefers a same-suit destination over the first one to the right', () => {
    const t = mk({ cols: ['| 6H', '7S', '7H', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD'] });
    expect(rateColumn(t, 0)!.move.to).toBe(2);
  });

  it('finds nothing in a card already lying on one a rank higher (no shuttling)', () => {
    const t = mk({ cols: ['| 8C 7H', '8H', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD'], stock: STOCK });
    expect(rateColumn(t, 0)).toBeNull();
    expect(hint(t)).toEqual({ type: 'deal' });
  });

  it('halves moves into an empty column and never hops a whole column into one', () => {
    const t = mk({ cols: ['2C | 9H', '', 'KH', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD'], stock: STOCK });
    expect(rateColumn(t, 0)).toEqual({ move: { type: 'move', from: 0, to: 1, count: 1 }, value: 154 });
    expect(rateColumn(t, 2)).toBeNull();
    expect(canHelp(t)).toBe(false);
  });

  it('suggests taking off a complete run first', () => {
    const t = mk({ cols: ['| 6D', '7D', '', `3C | ${run('H')}`], stock: STOCK });
    expect(hint(t)).toEqual({ type: 'remove', col: 3 });
    expect(hint({ ...t, rules: 'gnome' })).toEqual({ type: 'foundation', col: 3 });
  });

  it('suggests a deal when nothing is worth moving, and null when the game is over', () => {
    const stuck = mk({ cols: ['2S', '4S', '6S', '8S', 'TS', 'QS', '2H', '4H', '6H', '8H'] });
    expect(hint({ ...stuck, stock: STOCK, deals: 4 })).toEqual({ type: 'deal' });
    expect(hint(stuck)).toBeNull();
    expect(hint(mk({ cols: [], removed: ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'] }))).toBeNull();
  });

  it('only ever suggests legal moves', () => {
    for (let d = 0; d < 40; d++) {
      let g = newGame(d, { suits: ([1, 2, 4] as const)[d % 3] });
      for (let i = 0; i < 60; i++) {
        const m = hint(g);
        if (m === null) break;
        g = E.apply(g, m);
      }
    }
  });
});
