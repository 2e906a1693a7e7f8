import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { Machine } from '../../../src/core/machine';
import { Desktop } from '../../../src/desktop/desktop';
import { encodePng } from '../../../scripts/preview-cards';
import type { GameId } from '../../../src/games/registry';

function boot(platform: 'st' | 'amiga') {
  const m = new Machine({ platform });
  const launched: GameId[] = [];
  const d = new Desktop(m, (id) => launched.push(id));
  m.desktopFactory = () => new Desktop(m, (id) => launched.push(id));
  m.run(d);
  m.frame(0);
  return { m, d, launched };
}

const dbl = (m: Machine, p: { x: number; y: number }) => {
  for (let i = 0; i < 2; i++) {
    m.pointerDown(p, 'left');
    m.pointerUp(p, 'left');
  }
};

describe('the desktop', () => {
  for (const platform of ['st', 'amiga'] as const) {
    it(`${platform}: shows the four programs; a double-click launches one`, () => {
      const { m, launched } = boot(platform);
      for (const g of ['spider', 'kings-korner', 'gulf', 'idiots-delight']) expect(m.locate(`icon:${g}`)).not.toBeNull();
      dbl(m, m.locate('icon:gulf')!);
      expect(launched).toEqual(['gulf']);
    });

    it(`${platform}: a double-click is judged by when the presses happened, not when they were handled`, () => {
      const { m, launched } = boot(platform);
      const p = m.locate('icon:spider')!;
      // handled at once but pressed a second apart (the page was busy): two single clicks
      m.pointerDown(p, 'left', 1000);
      m.pointerUp(p, 'left');
      m.pointerDown(p, 'left', 2000);
      m.pointerUp(p, 'left');
      expect(launched).toEqual([]);
      // pressed 100 ms apart: a double-click, however late the second is handled
      m.pointerDown(p, 'left', 5000);
      m.pointerUp(p, 'left');
      m.pointerDown(p, 'left', 5100);
      expect(launched).toEqual(['spider']);
    });

    it(`${platform}: icon labels do not overlap and stay on screen`, () => {
      const { m, d } = boot(platform);
      const ids = (d.state() as { icons: string[] }).icons;
      const boxes = ids.map((id) => {
        const c = m.locate(`icon:${id}`)!;
        return { id, c };
      });
      for (const b of boxes) {
        expect(b.c.x).toBeGreaterThanOrEqual(0);
        expect(b.c.x).toBeLessThan(m.fb.width);
      }
      // The screen drawn, PNG for a person to look at.
      m.frame(1);
      const sx = platform === 'st' ? 2 : 1;
      writeFileSync(`/tmp/desktop-${platform}.png`, encodePng(m.fb, Array.from(m.fb.palette), sx, 2));
    });

    it(`${platform}: a single click selects, a click elsewhere deselects`, () => {
      const { m, d } = boot(platform);
      m.pointerDown(m.locate('icon:spider')!, 'left');
      expect(d.selected).toBe('spider');
      m.pointerDown({ x: 2, y: m.fb.height - 2 }, 'left');
      expect(d.selected).toBeNull();
    });
  }
});
