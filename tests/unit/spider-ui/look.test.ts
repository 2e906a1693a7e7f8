/** Renders the screens to /tmp/spider-*.png for looking at, and checks they draw without error. */
import { describe, it, expect } from 'vitest';
import { boot, png, playHints } from './helpers';
import { newGame } from '../../../src/games/spider/engine';
import { SpiderApp } from '../../../src/games/spider/app';

for (const plat of ['st', 'amiga'] as const) {
  describe(`look (${plat})`, () => {
    it('renders the main screens', () => {
      const { m, app, click, press, frame } = boot(plat, { deal: 7 });
      png(m, `${plat}-fresh`);
      app.s = playHints(newGame(7), 40);
      m.invalidate();
      png(m, `${plat}-mid`);
      click({ x: 100, y: 100 }, 'right');
      png(m, `${plat}-panel`);
      click('panel:INFO');
      png(m, `${plat}-info`);
      click({ x: 2, y: 2 });
      press('h');
      png(m, `${plat}-help`);
      press('Escape');
      app.split = { a: 30, b: 70 };
      m.invalidate();
      png(m, `${plat}-split`);
      frame();
      const m2 = boot(plat, { deal: 7, rules: 'gnome', suits: 2 });
      m2.app.s = playHints(m2.app.s, 30);
      m2.m.invalidate();
      png(m2.m, `${plat}-gnome`);
      // late game (long columns, compressed steps) on every video mode
      for (const video of plat === 'st' ? (['pal'] as const) : (['pal', 'ntsc'] as const)) {
        const m4 = boot(plat, { deal: 7 }, undefined, video);
        m4.app.s = playHints(newGame(7), 70);
        m4.m.invalidate();
        png(m4.m, `${plat}-${video}-late`);
      }
      const m3 = boot(plat, { deal: 7 });
      m3.m.run(new SpiderApp(m3.m, { direct: false, resume: false, deal: 123 }));
      png(m3.m, `${plat}-options`);
      expect(true).toBe(true);
    });
  });
}
