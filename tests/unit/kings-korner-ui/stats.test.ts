import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { STATS } from '../../../src/games/kings-korner/records';
import { GAMES } from '../../../src/games/registry';
import { statsLines } from '../../../src/games/kings-korner/stats';

describe("King's Korner statistics are the shell's", () => {
  it('the registry names KINGS.STA as the game\'s statistics record', () => {
    expect(GAMES['kings-korner'].stats).toBe(STATS);
  });

  it('a version-1 KINGS.STA (an array by FREE SPACES) migrates entry by entry, nothing lost', () => {
    const v1 = [0, 1, 2, 3, 4].map((i) => ({ played: 10 + i, won: 5, streak: i % 2, best: 3 }));
    const kv = new MemoryKV();
    kv.setItem('retro.kk.stats', JSON.stringify({ v: 1, data: v1 }));
    const t = new Store(kv).read(STATS)!;
    expect(Object.keys(t)).toEqual(['0', '1', '2', '3', '4']);
    expect(t['3']).toEqual({ played: 13, won: 5, streak: 1, best: 3 });
    expect(statsLines(t)[4]).toMatch(/^\s+3\s+13\s+5\s+3$/);
    expect(JSON.parse(kv.getItem('retro.kk.stats')!)).toMatchObject({ v: 2 });
  });
});
