import { describe, it, expect } from 'vitest';
import { boot, png, settle, type Plat } from './helpers';
import { mixedDeal } from './wins';
import { canPlay } from '../../../src/games/gulf/engine';

const DISPLAYS: [Plat, 'pal' | 'ntsc', string][] = [
  ['st', 'pal', 'st'],
  ['amiga', 'pal', 'amiga'],
  ['amiga', 'ntsc', 'amiga-ntsc'],
];

describe('gulf screens (PNGs in /tmp for looking)', () => {
  it.each(DISPLAYS)('renders board, title, menus, requesters and the pointer on %s %s', async (p, video, tag) => {
    const b = boot(p, {}, undefined, video);
    png(b.m, `board-${tag}`);
    const t = boot(p, { direct: false, deal: undefined }, undefined, video);
    png(t.m, `title-${tag}`);
    // a menu held open
    const menu = b.at('menu:Game');
    if (p === 'st') b.m.pointerMove(menu);
    else {
      b.m.pointerDown(menu, 'right');
      b.m.pointerMove(menu);
    }
    b.frame();
    png(b.m, `menu-${tag}`);
    if (p === 'st') b.m.pointerMove({ x: 100, y: 150 });
    else b.m.pointerUp({ x: 5, y: 150 }, 'right');
    b.frame();
    // the About box and the preferences
    b.press('a', true);
    png(b.m, `about-${tag}`);
    b.press('Enter');
    await settle();
    b.app.menu('Options', 'prefs');
    b.frame();
    png(b.m, `prefs-${tag}`);
    b.press('Enter');
    await settle();
    // the "no entry" pointer over a blocked card
    const d = mixedDeal();
    const n = boot(p, { deal: d }, undefined, video);
    const blocked = [0, 1, 2, 3, 4, 5, 6].find((i) => !canPlay(n.app.s, i))!;
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
    g.press('Enter');
    await settle();
    for (const k of 'Kurt') g.press(k);
    png(g.m, `name-${tag}`);
    g.press('Enter');
    await settle();
    png(g.m, `scores-${tag}`);
    g.press('Enter');
    png(g.m, `over-${tag}`);
    expect(g.app.s.phase).toBe('over');
  });
});
