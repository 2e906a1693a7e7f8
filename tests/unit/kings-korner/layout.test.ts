import { describe, expect, it } from 'vitest';
import {
  COURT_SPACES, FREE_SPACE_ORDER, blockedCells, kkEngine, labelAt,
} from '../../../src/games/kings-korner/engine';

describe('court-card spaces', () => {
  it('labels twelve distinct edge spaces, one per court card', () => {
    const keys = Object.keys(COURT_SPACES).sort();
    expect(keys).toEqual(['JC', 'JD', 'JH', 'JS', 'KC', 'KD', 'KH', 'KS', 'QC', 'QD', 'QH', 'QS']);
    const cells = new Set(Object.values(COURT_SPACES).map((c) => `${c.row},${c.col}`));
    expect(cells.size).toBe(12);
  });
  it('puts Kings on the corners, Queens on top/bottom middles, Jacks on side middles', () => {
    for (const [card, { row, col }] of Object.entries(COURT_SPACES)) {
      const edgeRow = row === 0 || row === 3;
      const edgeCol = col === 0 || col === 3;
      if (card[0] === 'K') expect(edgeRow && edgeCol).toBe(true);
      if (card[0] === 'Q') expect(edgeRow && !edgeCol).toBe(true);
      if (card[0] === 'J') expect(edgeCol && !edgeRow).toBe(true);
    }
  });
  it('keeps each suit around its own corner', () => {
    expect(COURT_SPACES.KS).toEqual({ row: 0, col: 0 });
    expect(COURT_SPACES.KH).toEqual({ row: 0, col: 3 });
    expect(COURT_SPACES.KD).toEqual({ row: 3, col: 0 });
    expect(COURT_SPACES.KC).toEqual({ row: 3, col: 3 });
  });
  it('labelAt is the inverse of the table, null on the centre', () => {
    for (const [card, { row, col }] of Object.entries(COURT_SPACES)) expect(labelAt(row, col)).toBe(card);
    for (const { row, col } of FREE_SPACE_ORDER) expect(labelAt(row, col)).toBeNull();
  });
});

describe('FREE SPACES', () => {
  it('the four centre spaces, each once', () => {
    const cells = FREE_SPACE_ORDER.map((c) => `${c.row},${c.col}`).sort();
    expect(cells).toEqual(['1,1', '1,2', '2,1', '2,2']);
  });
  for (const n of [0, 1, 2, 3, 4] as const) {
    it(`${n} open: ${4 - n} centre spaces blocked, nothing else`, () => {
      const s = kkEngine.newGame(7, { freeSpaces: n });
      const blocked: string[] = [];
      s.grid.forEach((r, row) => r.forEach((x, col) => { if (x === '#') blocked.push(`${row},${col}`); }));
      expect(blocked.sort()).toEqual(blockedCells(n).map((c) => `${c.row},${c.col}`).sort());
      expect(blocked.length).toBe(4 - n);
      expect(s.grid.flat().filter((x) => x === null).length).toBe(12 + n);
    });
  }
  it('a higher count keeps the lower count\'s spaces open', () => {
    expect(blockedCells(1)).toEqual([{ row: 2, col: 2 }, { row: 1, col: 2 }, { row: 2, col: 1 }]);
    expect(blockedCells(2)).toEqual([{ row: 1, col: 2 }, { row: 2, col: 1 }]);
    expect(blockedCells(3)).toEqual([{ row: 2, col: 1 }]);
    expect(blockedCells(4)).toEqual([]);
  });
});
