import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { Machine } from '../../../src/core/machine';
import { Desktop } from '../../../src/desktop/desktop';
import { encodePng } from '../../../scripts/preview-cards';
import type { GameId } from '../../../src/games/registry';
import { registerFiles } from '../../../src/games/files';
import { HP_KEY, saveHitParade } from '../../../src/games/spider/hitparade';
import { Store, MemoryKV } from '../../../src/core/storage';
import { C } from '../../../src/core/colours';
import type { Rect } from '../../../src/core/menus';

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

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

/**
 * Every icon's image and label (text width x font height) on screen, under the menu bar, no label
 * over another label or any image (but `knownClashes`), and each label drawn there whole (only its
 * two colours; a clash leaves the label drawn last whole).
 */
function checkLabels(platform: 'st' | 'amiga', video: 'pal' | 'ntsc', withScoreFile: boolean, knownClashes: string[] = []) {
  registerFiles();
  const m = new Machine({ platform, video, store: new Store(new MemoryKV()) });
  if (withScoreFile) saveHitParade(m, { st: [], gnome: [] });
  const d = new Desktop(m, () => {});
  m.run(d);
  m.frame(1);
  const where = `${platform} ${video}`;
  const parts = d.iconLayout();
  const ids = ['drive', 'gulf', 'idiots-delight', 'kings-korner', 'spider', 'trash', ...(withScoreFile ? [HP_KEY] : [])];
  expect(parts.map((p) => p.id).sort(), where).toEqual(ids.sort());
  const rects = parts.flatMap((p) => [
    { name: `${p.id} image`, r: p.image },
    { name: `${p.id} label`, r: p.label },
  ]);
  for (const a of rects) {
    expect(a.r.w, a.name).toBeGreaterThan(0);
    expect(a.r.x, a.name).toBeGreaterThanOrEqual(0);
    expect(a.r.x + a.r.w, a.name).toBeLessThanOrEqual(m.fb.width);
    expect(a.r.y, a.name).toBeGreaterThanOrEqual(m.platform.barHeight);
    expect(a.r.y + a.r.h, a.name).toBeLessThanOrEqual(m.fb.height);
  }
  for (const p of parts) expect(p.label.h, p.id).toBe(m.platform.font.height);
  const clashes: string[] = [];
  rects.forEach((a, i) => {
    for (const b of rects.slice(i + 1)) {
      const aLabel = a.name.endsWith('label');
      if ((aLabel || b.name.endsWith('label')) && overlaps(a.r, b.r)) clashes.push(`${a.name} / ${b.name}`);
    }
  });
  expect(clashes, where).toEqual(knownClashes);
  const [fg, bg] = platform === 'st' ? [C.BLACK, C.WHITE] : [C.WHITE, C.BLUE];
  for (const p of parts) {
    const n = { fg: 0, bg: 0, other: 0 };
    for (let y = p.label.y; y < p.label.y + p.label.h; y++)
      for (let x = p.label.x; x < p.label.x + p.label.w; x++) {
        const c = m.fb.pget(x, y);
        if (c === fg) n.fg++;
        else if (c === bg) n.bg++;
        else n.other++;
      }
    expect(n.other, `${where}: ${p.id} label`).toBe(0);
    expect(n.fg, `${where}: ${p.id} label`).toBeGreaterThan(p.label.w);
    expect(n.bg, `${where}: ${p.id} label`).toBeGreaterThan(p.label.w);
  }
  // The screen drawn, PNG for a person to look at.
  const sx = platform === 'st' ? 2 : 1;
  writeFileSync(`/tmp/desktop-${platform}-${video}${withScoreFile ? '-scr' : ''}.png`, encodePng(m.fb, Array.from(m.fb.palette), sx, 2));
}

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

    it(`${platform}: a single click selects, a click elsewhere deselects`, () => {
      const { m, d } = boot(platform);
      m.pointerDown(m.locate('icon:spider')!, 'left');
      expect(d.selected).toBe('spider');
      m.pointerDown({ x: 2, y: m.fb.height - 2 }, 'left');
      expect(d.selected).toBeNull();
    });
  }
});

describe('desktop icon labels', () => {
  for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
    it(`${platform} ${video}: labels do not overlap and stay on screen`, () => checkLabels(platform, video, false));
    // ST with SPIDER.SCR: 'IDELIGHT.TTP' (96 px) and 'SPIDER.SCR' (80 px), centred 80 px apart,
    // share 8 px: a known fault of the ST desktop's layout (three columns of 80 px), left to the
    // layout's owner. When it is fixed this fails: drop the clash from the list.
    const clashes = platform === 'st' ? ['idiots-delight label / spider.scr label'] : [];
    it(`${platform} ${video}, SPIDER.SCR shown: labels on screen; clashes: ${clashes.length || 'none'}`, () => checkLabels(platform, video, true, clashes));
  }
});
