import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { STATS } from '../../../src/games/kings-korner/records';
import { GAMES } from '../../../src/games/registry';
import { statsLines } from '../../../src/games/kings-korner/stats';
import { boot, click, findDeal, targetName, targetOf } from './helpers';

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
    expect(JSON.parse(kv.getItem('retro.kk.stats')!)).toMatchObject({ v: 3 });
  });

  it('a version-2 KINGS.STA (no game ids) keeps its figures as they are', () => {
    const kv = new MemoryKV();
    const v2 = { '4': { played: 7, won: 2, streak: 1, best: 2 } };
    kv.setItem('retro.kk.stats', JSON.stringify({ v: 2, data: v2 }));
    expect(new Store(kv).read(STATS)).toEqual(v2);
    expect(JSON.parse(kv.getItem('retro.kk.stats')!)).toEqual({ v: 3, data: v2 });
  });

  it('two windows ending the same game (one took it up before the other made the last move) count it once', () => {
    const win = findDeal('won');
    const kv = new MemoryKV();
    const a = boot('st', { deal: win.deal }, kv);
    const last = win.moves.length - 1;
    for (const mv of win.moves.slice(0, last)) click(a.m, targetName(targetOf(mv)));
    // B takes up the saved game one move from its end; A makes that move, then B does
    const b = boot('st', { resume: true }, kv);
    click(a.m, targetName(targetOf(win.moves[last]!)));
    click(b.m, targetName(targetOf(win.moves[last]!)));
    expect(a.m.state()).toMatchObject({ over: true, won: true });
    expect(b.m.state()).toMatchObject({ over: true, won: true });
    const t = new Store(kv).read(STATS)!;
    expect(t['4']).toMatchObject({ played: 1, won: 1, streak: 1, best: 1 });
    expect(t['4']!.ids).toHaveLength(1);
  });

  it('a game left unfinished in one window and abandoned in another counts once', () => {
    const win = findDeal('won');
    const kv = new MemoryKV();
    const a = boot('st', { deal: win.deal }, kv);
    click(a.m, targetName(targetOf(win.moves[0]!)));
    // B is launched for a new deal while A's game is saved in progress: A's game counts as lost
    boot('st', { deal: win.deal + 1 }, kv);
    // A, not yet told, begins a new game too: its game in progress would count as lost again
    a.app.start(win.deal + 2, 4);
    expect(new Store(kv).read(STATS)!['4']).toMatchObject({ played: 1, won: 0 });
  });
});
