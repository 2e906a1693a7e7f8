/**
 * The Hit Parade keeps one table per rules and suit count (issue 25), shows names as typed, and
 * SPIDER.SCR version 1 (one table per rules, suit counts mixed) is migrated, never lost.
 */
import { describe, it, expect } from 'vitest';
import { boot, confirmQuit, settle } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { clickColumn } from '../../../src/games/spider/engine';
import { HIT_PARADE } from '../../../src/games/spider/records';
import {
  HP_KEY, emptyHitParade, hitParadeLines, loadHitParade, migrateHitParade, saveHitParade, showHitParade, type HpEntry,
} from '../../../src/games/spider/hitparade';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });
const e = (name: string, score: number, suits: 1 | 2 | 4, deal = 7): HpEntry => ({ name, score, suits, deal });

describe('SPIDER.SCR version 1 to 2', () => {
  const v1 = {
    st: [e('Ann', 990, 1), e('Bob', 300, 4), e('Cy', 300, 2), e('Dee', 208, 4), e('Eve', 120, 1)],
    gnome: [e('Fay', 96, 2), e('Gus', 40, 4)],
  };

  it('each entry goes to the table of its rules and suit count, in order', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.' + HP_KEY, JSON.stringify({ v: 1, data: v1 }));
    kv.setItem('retro.' + HP_KEY + '.bak', JSON.stringify({ v: 1, data: v1 }));
    const t = boot('st', { deal: 1 }, kv);
    const hp = loadHitParade(t.m);
    expect(t.store.problems).toEqual([]);
    expect(hp.st[1].map((x) => x.name)).toEqual(['Ann', 'Eve']);
    expect(hp.st[2].map((x) => x.name)).toEqual(['Cy']);
    expect(hp.st[4].map((x) => x.name)).toEqual(['Bob', 'Dee']);
    expect(hp.gnome[2].map((x) => x.name)).toEqual(['Fay']);
    expect(hp.gnome[4].map((x) => x.name)).toEqual(['Gus']);
    expect(hp.gnome[1]).toEqual([]);
    // written back as version 2, main copy and backup
    for (const k of [HP_KEY, HP_KEY + '.bak']) expect(JSON.parse(kv.getItem('retro.' + k)!).v).toBe(HIT_PARADE.version);
  });

  it('an entry without a suit count goes to its rules\' four-suit table; a bare list to ST four suits', () => {
    const m1 = migrateHitParade({ st: [{ name: 'Old', score: 500, deal: 3 }, e('One', 400, 1)], gnome: [{ name: 'G', score: 50, deal: 1 }] }, 1) as ReturnType<typeof emptyHitParade>;
    expect(m1.st[4]).toEqual([e('Old', 500, 4, 3)]);
    expect(m1.st[1]).toEqual([e('One', 400, 1)]);
    expect(m1.gnome[4]).toEqual([e('G', 50, 4, 1)]);
    const m2 = migrateHitParade([{ name: 'L', score: 10, deal: 2 }], 1) as ReturnType<typeof emptyHitParade>;
    expect(m2.st[4]).toEqual([e('L', 10, 4, 2)]);
    expect(migrateHitParade('nonsense', 1)).toBeNull();
  });
});

describe('one table per rules and suit count', () => {
  it('a one-suit score enters its own table: a full four-suit table keeps its 208', async () => {
    const kv = new MemoryKV();
    const t0 = boot('st', { deal: 1 }, kv);
    const hp = emptyHitParade();
    hp.st[4] = Array.from({ length: 10 }, (_, i) => e(`P${i}`, 400 - i * 20 - (i === 9 ? 12 : 0), 4));
    expect(hp.st[4].at(-1)!.score).toBe(208);
    saveHitParade(t0.m, hp);
    t0.app.dispose();
    const t = boot('st', { deal: 1, suits: 1 }, kv);
    t.m.desktopFactory = desk;
    t.click(`column:${[...Array(10).keys()].find((c) => clickColumn(t.app.s, c))}`);
    t.press('d');
    expect(t.app.score).toBeGreaterThan(0);
    expect(t.app.score).toBeLessThan(208);
    t.press('q');
    await confirmQuit(t);
    t.events();
    // refused keys beep, as SPIDER.SCR's docs say (an emoji is one key, two UTF-16 units), and add nothing
    for (const k of ['A', 'd', 'a', '\u{1F600}', 'é', ' ', ' ', 'Shift', 'L']) t.press(k);
    expect(t.events().filter((x) => x.type === 'beep')).toHaveLength(2);
    t.press('Enter');
    await settle();
    const after = loadHitParade(t.m);
    expect(after.st[4]).toEqual(hp.st[4]);
    expect(after.st[1]).toEqual([{ ...e('Ada  L', t.app.score, 1, 1), id: t.app.gameId }]);
    // the table shown is the one-suit table, the name as typed
    const lines = t.m.requesters.at(-1)!.spec.lines;
    expect(lines[0]).toBe('HIT PARADE - 1 SUIT');
    expect(lines[1]).toBe(`> 1. Ada  L       ${String(t.app.score).padStart(4)}`);
  });

  it('the lines show names as typed, spaces (no dots) to the score', () => {
    expect(hitParadeLines([e('Jean-Etienne', 1000, 4), e('Al', 990, 4)], 'T', 1)).toEqual(['T', '  1. Jean-Etienne 1000', '> 2. Al            990']);
  });

  it('the requester shows the asked table, then each other table holding scores with Next', async () => {
    const t = boot('st', { deal: 1 });
    const hp = emptyHitParade();
    hp.st[2] = [e('Two', 300, 2)];
    hp.gnome[4] = [e('Gn', 50, 4)];
    saveHitParade(t.m, hp);
    void showHitParade(t.m, 'st', 4);
    await settle();
    const titles = [t.m.requesters.at(-1)!.spec.lines[0]];
    expect(t.m.requesters.at(-1)!.spec.lines[1]).toBe('No scores yet.');
    t.click('button:Next');
    await settle();
    titles.push(t.m.requesters.at(-1)!.spec.lines[0]);
    t.click('button:Next');
    await settle();
    titles.push(t.m.requesters.at(-1)!.spec.lines[0]);
    expect(t.m.requesters.at(-1)!.spec.buttons).toEqual(['OK']);
    expect(titles).toEqual(['HIT PARADE - 4 SUITS', 'HIT PARADE - 2 SUITS', 'HIT PARADE (GNOME) - 4 SUITS']);
    t.press('Enter');
    await settle();
    expect(t.m.requesters).toHaveLength(0);
  });
});
