import { it } from 'vitest';
import { boot, click, key, chooseMenu, findScenario, targetName, targetOf, png, tick } from './helpers';
const sc = findScenario()!;
const vids = [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const;
it('tour', async () => {
  for (const [p, v] of vids) {
    const tag = `${p}-${v}`;
    const { m } = boot(p, { direct: false, deal: 123456789 }, undefined, v);
    png(m, `/tmp/kkpng/${tag}-1title.png`);
    click(m, 'title');
    png(m, `/tmp/kkpng/${tag}-2free.png`);
    click(m, 'free:2');
    png(m, `/tmp/kkpng/${tag}-3start.png`);
    const g = boot(p, { deal: sc.deal, freeSpaces: 4 }, undefined, v).m;
    for (const mv of sc.moves) click(g, targetName(targetOf(mv)));
    png(g, `/tmp/kkpng/${tag}-4mid.png`);
    const h = sc.hold as { row: number; col: number };
    click(g, `cell:${h.row}:${h.col}`);
    png(g, `/tmp/kkpng/${tag}-5held.png`);
    click(g, 'cell:0:0');
    key(g, 'ArrowUp');
    png(g, `/tmp/kkpng/${tag}-6refused-cursor.png`);
    chooseMenu(g, 'PROJECT', 'Statistics...');
    png(g, `/tmp/kkpng/${tag}-7stats.png`);
    click(g, 'button:OK');
    const t = g.locate('menu:NEW GAME')!;
    if (p === 'st') { g.pointerMove(t); } else { g.pointerMove(t); g.pointerDown(t, 'right'); }
    tick(g);
    png(g, `/tmp/kkpng/${tag}-8menu.png`);
    if (p === 'amiga') g.pointerUp({ x: 600, y: 150 }, 'right');
    tick(g);
  }
});
