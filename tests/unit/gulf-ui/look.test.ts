/**
 * Gulf's screens on each display, one after another as a player meets them, each checked for what
 * it must show: the board, the title, a menu held open, the About box, the preferences, the "no
 * entry" pointer, a lost game's requester, the name being typed, the high scores and the dead
 * board. With SAVE_PNG=1 each is also written to /tmp for looking at (tests/unit/png.ts).
 */
import { describe, it, expect } from 'vitest';
import { boot, png, settle, type Plat } from './helpers';
import { mixedDeal } from './wins';
import { canPlay } from '../../../src/games/gulf/engine';
import { SCORES } from '../../../src/games/gulf/records';
import type { Machine } from '../../../src/core/machine';

const DISPLAYS: [Plat, 'pal' | 'ntsc', string][] = [
  ['st', 'pal', 'st'],
  ['amiga', 'pal', 'amiga'],
  ['amiga', 'ntsc', 'amiga-ntsc'],
];

/** The requester on screen (exactly one): its lines and its field's text. */
function requester(m: Machine): { lines: string; text: string } {
  expect(m.requesters).toHaveLength(1);
  const r = m.requesters[0]!;
  return { lines: r.spec.lines.join(' '), text: r.text };
}

/** How many pixels of the screen (pointer included) differ between two composites. */
const changed = (a: Uint8Array, b: Uint8Array) => a.reduce((n, v, i) => n + (v !== b[i] ? 1 : 0), 0);

describe('gulf screens', () => {
  it.each(DISPLAYS)('board, title, menus, requesters and the pointer on %s %s', async (p, video, tag) => {
    const b = boot(p, {}, undefined, video);
    png(b.m, `board-${tag}`);
    expect(b.m.fb.height).toBe(video === 'ntsc' ? 200 : p === 'st' ? 200 : 256);
    expect(b.m.requesters).toHaveLength(0);
    for (let i = 0; i < 7; i++) expect(b.m.locate(`stack:${i}`), `stack ${i}`).not.toBeNull();
    const board = b.m.composite().slice();

    const t = boot(p, { direct: false, deal: undefined }, undefined, video);
    png(t.m, `title-${tag}`);
    expect(t.m.locate('title')).not.toBeNull();
    expect(t.m.locate('stack:0')).toBeNull();
    expect(changed(t.m.composite(), board)).toBeGreaterThan(1000);

    // a menu held open, over the board: the board is kept, the drop-down covers part of it
    const menu = b.at('menu:Game');
    if (p === 'st') b.m.pointerMove(menu);
    else {
      b.m.pointerDown(menu, 'right');
      b.m.pointerMove(menu);
    }
    b.frame();
    png(b.m, `menu-${tag}`);
    expect(b.m.menu.active).toBeTruthy();
    expect(changed(b.m.composite(), board)).toBeGreaterThan(100);
    if (p === 'st') b.m.pointerMove({ x: 100, y: 150 });
    else b.m.pointerUp({ x: 5, y: 150 }, 'right');
    b.frame();

    // the About box and the preferences
    b.press('a', true);
    png(b.m, `about-${tag}`);
    expect(requester(b.m).lines).toMatch(/Gulf/);
    b.press('Enter');
    await settle();
    expect(b.m.requesters).toHaveLength(0);
    b.app.menu('Options', 'prefs');
    b.frame();
    png(b.m, `prefs-${tag}`);
    expect(b.m.requesters[0]!.spec.buttons).toEqual(['Sound', 'Back', 'Deals', 'OK']);
    b.press('Enter');
    await settle();
    expect(b.m.requesters).toHaveLength(0);

    // the "no entry" pointer over a blocked card, the arrow over a playable one
    const d = mixedDeal();
    const n = boot(p, { deal: d }, undefined, video);
    const blocked = [0, 1, 2, 3, 4, 5, 6].find((i) => !canPlay(n.app.s, i))!;
    const open = [0, 1, 2, 3, 4, 5, 6].find((i) => canPlay(n.app.s, i))!;
    n.m.pointerMove(n.at(`stack:${open}`));
    n.frame();
    expect(n.m.pointerKind()).toBe('arrow');
    n.m.pointerMove(n.at(`stack:${blocked}`));
    png(n.m, `noentry-${tag}`);
    expect(n.m.pointerKind()).toBe('noEntry');

    // a lost game: the end requester, the name, the table, then the dead board
    const g = boot(p, { deal: 3 }, undefined, video);
    while (g.app.s.phase === 'play') {
      const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(g.app.s, i));
      if (pl.length && g.app.s.stock.length === 0) g.press(String(pl[0]! + 1));
      else g.press(' ');
    }
    png(g.m, `lost-${tag}`);
    expect(g.app.s.phase).toBe('over');
    expect(g.m.requesters).toHaveLength(1);
    g.press('Enter');
    await settle();
    for (const k of 'Kurt') g.press(k);
    png(g.m, `name-${tag}`);
    expect(requester(g.m).text).toBe('Kurt');
    const naming = g.m.composite().slice();
    g.press('Enter');
    await settle();
    png(g.m, `scores-${tag}`);
    expect(g.store.read(SCORES)?.map((e) => e.name)).toContain('Kurt');
    expect(changed(g.m.composite(), naming)).toBeGreaterThan(100);
    g.press('Enter');
    png(g.m, `over-${tag}`);
    expect(g.app.s.phase).toBe('over');
  });
});
