import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import { type SpiderState, newGame, spiderEngine as E, undoCheats } from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

const STOCK = Array(10).fill('AS') as string[];
const noCheat = (s: SpiderState) => ({ ...s, cheated: false });

describe('spider undo', () => {
  const s = mk({ cols: ['4C | 9S 8H 7H 6H', '2C | 7D', '3C | 9C', '| 2D', `5S | ${run('C')}`, `| ${run('D')}`, 'QD', 'QD', 'QD', 'QD'], stock: STOCK });

  it('takes back a plain move exactly, without cheating', () => {
    const t = E.apply(s, { type: 'move', from: 0, to: 1, count: 1 });
    expect(E.canUndo(t)).toBe(true);
    expect(undoCheats(t)).toBe(false);
    expect(E.undo(t)).toEqual(s);
  });

  it('flags undoing a move that turned a card up as cheating', () => {
    const turned = E.apply(mk({ cols: ['4C | 9S', '3C | 8H'] }), { type: 'move', from: 1, to: 0, count: 1 });
    expect(turned.columns[1]!.up).toEqual(['3C']);
    expect(undoCheats(turned)).toBe(true);
    const back = E.undo(turned);
    expect(back.cheated).toBe(true);
    expect(back).toEqual({ ...mk({ cols: ['4C | 9S', '3C | 8H'] }), cheated: true });
  });

  it('flags undoing a deal as cheating and puts the cards back on the stock', () => {
    const g = newGame(77);
    const t = E.apply(g, { type: 'deal' });
    expect(undoCheats(t)).toBe(true);
    const back = E.undo(t);
    expect(noCheat(back)).toEqual(g);
    expect(back.cheated).toBe(true);
  });

  it('takes back removals, flagging only the one that turned a card up', () => {
    const a = E.apply(s, { type: 'remove', col: 5 });
    expect(undoCheats(a)).toBe(false);
    expect(E.undo(a)).toEqual(s);
    const b = E.apply(s, { type: 'remove', col: 4 });
    expect(b.columns[4]!.up).toEqual(['5S']);
    expect(undoCheats(b)).toBe(true);
    expect(noCheat(E.undo(b))).toEqual(s);
    const g = { ...s, rules: 'gnome' as const };
    expect(noCheat(E.undo(E.apply(g, { type: 'foundation', col: 4 })))).toEqual(g);
  });

  it('keeps the cheater flag through later undos and moves', () => {
    const g = newGame(3);
    const dealt = E.apply(g, { type: 'deal' });
    let t = E.undo(dealt);
    expect(t.cheated).toBe(true);
    t = E.apply(t, { type: 'deal' });
    t = E.apply(t, E.legalMoves(t).find((m) => m.type === 'move')!);
    t = E.undo(t);
    expect(t.cheated).toBe(true);
  });

  it('cannot undo past the start, and never mutates its input', () => {
    const g = newGame(5);
    expect(E.canUndo(g)).toBe(false);
    expect(() => E.undo(g)).toThrow(IllegalMove);
    const t = E.apply(g, { type: 'deal' });
    const copy = structuredClone(t);
    E.undo(t);
    expect(t).toEqual(copy);
  });

  it('stores only small records, never snapshots', () => {
    const t = E.apply(E.apply(s, { type: 'move', from: 0, to: 1, count: 1 }), { type: 'deal' });
    expect(t.history).toEqual([
      { type: 'move', from: 0, to: 1, count: 1, flip: false },
      { type: 'deal', flip: false },
    ]);
  });
});
