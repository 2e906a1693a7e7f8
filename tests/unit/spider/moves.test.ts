import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import {
  type SpiderMove, canDeal, dealRefusal, groupLength, legalMoves, newGame, spiderEngine as E, status, whyIllegal,
} from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

const FILL = ['KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD', 'KD'];

describe('spider group moves', () => {
  const s = mk({ cols: ['4C | 9S 8H 7H 6H', '2C | 7D', '3C | 9C', '| 2D'], stock: FILL });

  it('finds the movable group: same suit, descending, on top', () => {
    expect(groupLength(s.columns[0]!)).toBe(3);
    expect(groupLength(s.columns[1]!)).toBe(1);
    expect(groupLength(s.columns[4]!)).toBe(0);
  });

  it('moves a group onto a card one rank higher of any suit', () => {
    const t = E.apply(s, { type: 'move', from: 0, to: 2, count: 3 });
    expect(t.columns[2]!.up).toEqual(['9C', '8H', '7H', '6H']);
    expect(t.columns[0]!.up).toEqual(['9S']);
    expect(s.columns[0]!.up).toEqual(['9S', '8H', '7H', '6H']); // input untouched
  });

  it('moves any top part of the group on its own', () => {
    const t = E.apply(s, { type: 'move', from: 0, to: 1, count: 1 });
    expect(t.columns[1]!.up).toEqual(['7D', '6H']);
    expect(t.columns[0]!.up).toEqual(['9S', '8H', '7H']);
    const u = E.apply(s, { type: 'move', from: 0, to: 4, count: 2 });
    expect(u.columns[4]!.up).toEqual(['7H', '6H']);
  });

  it('refuses broken groups, wrong ranks, same column, bad columns', () => {
    const bad: SpiderMove[] = [
      { type: 'move', from: 0, to: 4, count: 4 }, // 9S does not belong to the hearts run
      { type: 'move', from: 0, to: 1, count: 3 }, // 8H on 7D
      { type: 'move', from: 1, to: 0, count: 1 }, // 7D on 6H
      { type: 'move', from: 0, to: 0, count: 1 },
      { type: 'move', from: 0, to: 10, count: 1 },
      { type: 'move', from: 4, to: 0, count: 1 }, // nothing in column 4
      { type: 'move', from: 0, to: 4, count: 0 },
      { type: 'remove', col: 0 },
      { type: 'foundation', col: 0 },
    ];
    for (const m of bad) {
      expect(whyIllegal(s, m)).not.toBeNull();
      expect(() => E.apply(s, m)).toThrow(IllegalMove);
    }
  });

  it('turns up the face-down card a move uncovers', () => {
    const t = E.apply(s, { type: 'move', from: 3, to: 4, count: 1 });
    expect(t.columns[3]).toEqual({ down: [], up: [] });
    const u = E.apply(s, { type: 'move', from: 1, to: 5, count: 1 });
    expect(u.columns[1]).toEqual({ down: [], up: ['2C'] });
    expect(u.history[0]!.flip).toBe(true);
  });

  it('lists every count and destination, then removals and the deal', () => {
    const moves = legalMoves(s);
    const moveCount = moves.filter((m) => m.type === 'move').length;
    // column 0: 6H->7D, 6H->empties(6), 7H->empties, 8H->9C, 8H->empties; columns 1, 2, 3: ->empties
    expect(moveCount).toBe(1 + 6 + 6 + 1 + 6 + 6 + 6 + 6);
    expect(moves.some((m) => m.type === 'deal')).toBe(false); // empty columns
    for (const m of moves) expect(whyIllegal(s, m)).toBeNull();
  });
});

describe('spider removal of complete runs', () => {
  const st = mk({ cols: [`5C | ${run('S')}`, `| 3H ${run('H')}`, `| ${run('D', 13, 2)}`, '| AD'] });

  it('ST: removes a complete K..A run on top, turning up the card below', () => {
    const t = E.apply(st, { type: 'remove', col: 0 });
    expect(t.columns[0]).toEqual({ down: [], up: ['5C'] });
    expect(t.removed).toEqual(['S']);
    expect(t.history[0]).toEqual({ type: 'remove', col: 0, flip: true });
    const u = E.apply(t, { type: 'remove', col: 1 });
    expect(u.columns[1]!.up).toEqual(['3H']);
    expect(u.removed).toEqual(['S', 'H']);
  });

  it('ST: a run may also stay, and its parts still move', () => {
    expect(legalMoves(st)).toContainEqual({ type: 'move', from: 3, to: 2, count: 1 });
    expect(legalMoves(st)).toContainEqual({ type: 'move', from: 0, to: 4, count: 13 });
    expect(legalMoves(st)).toContainEqual({ type: 'move', from: 0, to: 4, count: 2 });
    expect(() => E.apply(st, { type: 'remove', col: 2 })).toThrow(IllegalMove);
    expect(() => E.apply(st, { type: 'foundation', col: 0 })).toThrow(IllegalMove);
  });

  it('GNOME: sends the run to a foundation instead', () => {
    const g = { ...st, rules: 'gnome' as const };
    expect(legalMoves(g)).toContainEqual({ type: 'foundation', col: 0 });
    expect(legalMoves(g).some((m) => m.type === 'remove')).toBe(false);
    const t = E.apply(g, { type: 'foundation', col: 0 });
    expect(t.removed).toEqual(['S']);
    expect(() => E.apply(g, { type: 'remove', col: 1 })).toThrow(IllegalMove);
  });
});

describe('spider deals', () => {
  it('puts one face-up card on each column, column 0 first', () => {
    const s = newGame(42);
    const t = E.apply(s, { type: 'deal' });
    expect(t.columns.map((c) => c.up[c.up.length - 1])).toEqual(s.stock.slice(0, 10));
    expect(t.stock).toEqual(s.stock.slice(10));
    expect(t.deals).toBe(1);
    expect(t.columns.map((c) => c.down.length)).toEqual(s.columns.map((c) => c.down.length));
  });

  it('is refused with an empty column or an empty stock', () => {
    const s = mk({ cols: ['KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS'], stock: FILL });
    expect(canDeal(s)).toBe(false);
    expect(dealRefusal(s)).toBe('Please fill in empty pile first');
    expect(() => E.apply(s, { type: 'deal' })).toThrow('Please fill in empty pile first');
    const g = { ...s, rules: 'gnome' as const };
    expect(dealRefusal(g)).toBe('Please fill in empty pile first');
    const full = mk({ cols: Array(10).fill('QS') as string[] });
    expect(dealRefusal(full)).toBe('No more cards');
    expect(canDeal(full)).toBe(false);
    expect(dealRefusal(newGame(1))).toBeNull();
  });

  it('allows exactly five deals', () => {
    let s = newGame(8);
    for (let i = 0; i < 5; i++) s = E.apply(s, { type: 'deal' });
    expect(s.stock).toEqual([]);
    expect(s.deals).toBe(5);
    expect(s.columns.every((c) => c.up.length === 6)).toBe(true);
    expect(canDeal(s)).toBe(false);
  });
});

describe('spider status', () => {
  it('is won when all eight suits are removed or alone in a column', () => {
    const removedAll = mk({ cols: [], removed: ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'] });
    expect(status(removedAll)).toBe('won');
    expect(legalMoves(removedAll)).toEqual([]);
    const mixed = mk({ cols: [run('S'), '', run('H'), run('D')], removed: ['S', 'H', 'D', 'C', 'C'] });
    expect(status(mixed)).toBe('won');
    expect(E.status({ ...mixed, rules: 'gnome' })).toBe('won');
    expect(() => E.apply(mixed, { type: 'remove', col: 0 })).toThrow(IllegalMove);
  });

  it('is not won while a run lies under a dealt card or on another run', () => {
    const stacked = mk({ cols: [`${run('S')} ${run('H')}`, run('D')], removed: ['S', 'H', 'D', 'C', 'C'] });
    expect(status(stacked)).toBe('playing');
    expect(legalMoves(stacked)).toContainEqual({ type: 'remove', col: 0 });
  });

  it('is lost when nothing can move and no deal is possible', () => {
    const stuck = mk({ cols: ['2S', '4S', '6S', '8S', 'TS', 'QS', '2H', '4H', '6H', '8H'] });
    expect(legalMoves(stuck)).toEqual([]);
    expect(status(stuck)).toBe('lost');
    const withStock = { ...stuck, stock: FILL, deals: 4 };
    expect(status(withStock)).toBe('playing');
  });
});
