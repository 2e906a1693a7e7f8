import { describe, expect, it } from 'vitest';
import { clickCard, clickColumn, spiderEngine as E } from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

describe('spider clickColumn', () => {
  // Column 5 holds the group 6H 5H on a face-down card; 7s lie in columns 2 and 7; column 6 is empty.
  const s = mk({ cols: ['KC', 'QC', 'AD | 7C', 'AS', 'JC', 'KD | 6H 5H', '', '7S', 'AC | 6S', 'AH | 9D'] });

  it('moves the whole top group to the first good column on the right, skipping empty ones', () => {
    expect(clickColumn(s, 5)).toEqual({ type: 'move', from: 5, to: 7, count: 2 });
  });

  it('wraps round past the last column', () => {
    expect(clickColumn(s, 8)).toEqual({ type: 'move', from: 8, to: 2, count: 1 });
  });

  it('goes into the first empty column (rightwards, wrapping) only when no other column takes it', () => {
    expect(clickColumn(s, 9)).toEqual({ type: 'move', from: 9, to: 6, count: 1 });
    const t = mk({ cols: ['', 'KC', 'QC', '', 'AS', 'JC', 'KD | 6H 5H', '', '', '2D | 9D'] });
    expect(clickColumn(t, 9)).toEqual({ type: 'move', from: 9, to: 0, count: 1 });
  });

  it('returns null when nothing can move or the column is empty', () => {
    const t = mk({ cols: ['KC', 'QC', 'AD | 7C', 'TC', 'JC', 'KD | 6H 5H', '9C', '7S', 'AC | 6S', 'AH | 9D'] });
    expect(clickColumn(t, 0)).toBeNull();
    expect(clickColumn(s, 6)).toBeNull();
    expect(clickColumn(s, 10)).toBeNull();
  });

  it('removes a complete run (ST) or sends it to a foundation (GNOME)', () => {
    const t = mk({ cols: [`3D | ${run('S')}`, ''] });
    expect(clickColumn(t, 0)).toEqual({ type: 'remove', col: 0 });
    expect(clickColumn({ ...t, rules: 'gnome' }, 0)).toEqual({ type: 'foundation', col: 0 });
  });

  it('gives moves the engine accepts, for every column but the empty one', () => {
    const moving = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((c) => clickColumn(s, c) !== null);
    expect(moving).toEqual([0, 1, 2, 3, 4, 5, 7, 8, 9]);
    for (const c of moving) {
      const m = clickColumn(s, c)!;
      expect(m.type).toBe('move');
      if (m.type !== 'move') continue;
      // the clicked column's top cards land, in order, on the column the move names
      const size = (st: typeof s, i: number) => st.columns[i]!.down.length + st.columns[i]!.up.length;
      const moved = s.columns[c]!.up.slice(-m.count);
      const after = E.apply(s, m);
      expect(after.columns[m.to]!.up.slice(-m.count)).toEqual(moved);
      expect(size(after, c)).toBe(size(s, c) - m.count);
    }
  });
});

describe('spider clickCard', () => {
  // Column 1: two face-down cards, then 9S 8H 7H 6H (group 8H 7H 6H = indices 3, 4, 5).
  const s = mk({ cols: ['KC', '2C 3C | 9S 8H 7H 6H', '8D', '', '9C', '7S', 'QD', 'QS', 'JS', 'TS'] });

  it('moves the clicked card and those on it, to the first good column on the right', () => {
    expect(clickCard(s, 1, 5)).toEqual({ type: 'move', from: 1, to: 5, count: 1 });
    expect(clickCard(s, 1, 4)).toEqual({ type: 'move', from: 1, to: 2, count: 2 });
  });

  it('sends a part of the group into an empty column only when no card takes it', () => {
    const t = mk({ cols: ['KC', '2C 3C | 9S 8H 7H 6H', '9D', '', '9C', '5S', 'QD', 'QS', 'JS', 'TS'] });
    expect(clickCard(t, 1, 4)).toEqual({ type: 'move', from: 1, to: 3, count: 2 });
  });

  it('clicking the first card of the group sends it into an empty column even when a card could take it', () => {
    expect(clickColumn(s, 1)).toEqual({ type: 'move', from: 1, to: 4, count: 3 });
    expect(clickCard(s, 1, 3)).toEqual({ type: 'move', from: 1, to: 3, count: 3 });
  });

  it('... unless the group is the whole column, or there is no empty column', () => {
    const t = mk({ cols: ['KC', '8H 7H 6H', '8D', '', '9C', '7S', 'QD', 'QS', 'JS', 'TS'] });
    expect(clickCard(t, 1, 0)).toEqual({ type: 'move', from: 1, to: 4, count: 3 });
    const u = mk({ cols: ['KC', '2C 3C | 9S 8H 7H 6H', '8D', 'KH', '9C', '7S', 'QD', 'QS', 'JS', 'TS'] });
    expect(clickCard(u, 1, 3)).toEqual({ type: 'move', from: 1, to: 4, count: 3 });
  });

  it('returns null outside the movable group or when nothing can take the part', () => {
    expect(clickCard(s, 1, 2)).toBeNull(); // 9S is not in the group
    expect(clickCard(s, 1, 0)).toBeNull(); // face down
    expect(clickCard(s, 1, 6)).toBeNull();
    expect(clickCard(s, 3, 0)).toBeNull();
    expect(clickCard(s, 1, -1)).toBeNull();
    const t = mk({ cols: ['KC', '2C 3C | 9S 8H 7H 6H', 'KD', 'KH', 'KS', 'QD', 'QD', 'QS', 'JS', 'TS'] });
    expect(clickCard(t, 1, 5)).toBeNull();
  });

  it('clicking the King of a complete run takes it off; a lower card only moves part of it', () => {
    const t = mk({ cols: [`4D | 5C ${run('H')}`, '3S', '', 'KD'] });
    expect(clickCard(t, 0, 2)).toEqual({ type: 'remove', col: 0 });
    expect(clickCard({ ...t, rules: 'gnome' }, 0, 2)).toEqual({ type: 'foundation', col: 0 });
    expect(clickCard(t, 0, 13)).toEqual({ type: 'move', from: 0, to: 1, count: 2 });
    expect(clickCard(t, 0, 1)).toBeNull();
  });

  it('does nothing once the game is won', () => {
    const won = mk({ cols: [run('S')], removed: ['S', 'H', 'H', 'D', 'D', 'C', 'C'] });
    expect(clickColumn(won, 0)).toBeNull();
    expect(clickCard(won, 0, 0)).toBeNull();
  });
});
