import { describe, it, expect } from 'vitest';
import { savePng } from '../png';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { deflateSync, inflateSync } from 'node:zlib';
import { Machine } from '../../../src/core/machine';
import { Desktop } from '../../../src/desktop/desktop';
import { encodePng } from '../../../scripts/preview-cards';
import { GAME_IDS, type GameId } from '../../../src/games/registry';
import { HP_KEY, emptyHitParade, saveHitParade } from '../../../src/games/spider/hitparade';
import { Store, MemoryKV } from '../../../src/core/storage';
import { C } from '../../../src/core/colours';
import { st } from '../../../platforms/st';
import { PLATFORMS } from '../../../platforms';
import type { Rect } from '../../../src/core/menus';
import { iconParts, layoutDesktop } from '../../../src/desktop/layout';
import { faviconIco, faviconImages } from '../../../platforms/st/favicon';
import { HIT_PARADE } from '../../../src/games/spider/records';

/** Blank pixels at least between any icon or label and the screen's right edge ("DISK A" touched it). */
const EDGE = 4;

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function boot(platform: 'st' | 'amiga') {
  const m = new Machine({ platforms: PLATFORMS, platform });
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
 * over another label or any image, the right-hand column's labels `EDGE` px in from the screen's
 * edge, and each label drawn there whole (only its two colours).
 */
function checkLabels(platform: 'st' | 'amiga', video: 'pal' | 'ntsc', withScoreFile: boolean) {
  const m = new Machine({ platforms: PLATFORMS, platform, video, store: new Store(new MemoryKV()) });
  if (withScoreFile) saveHitParade(m, emptyHitParade());
  const d = new Desktop(m, () => {});
  m.run(d);
  m.frame(1);
  const where = `${platform} ${video}`;
  const parts = d.iconLayout();
  const ids = ['drive', ...GAME_IDS, 'trash', ...(withScoreFile ? [HP_KEY] : [])];
  expect(parts.map((p) => p.id).sort(), where).toEqual(ids.sort());
  const rects = parts.flatMap((p) => [
    { name: `${p.id} image`, r: p.image },
    { name: `${p.id} label`, r: p.label },
  ]);
  for (const a of rects) {
    expect(a.r.w, a.name).toBeGreaterThan(0);
    expect(a.r.x, a.name).toBeGreaterThanOrEqual(0);
    expect(a.r.x + a.r.w, a.name).toBeLessThanOrEqual(m.fb.width - EDGE);
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
  expect(clashes, where).toEqual([]);
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
  savePng(`/tmp/desktop-${platform}-${video}${withScoreFile ? '-scr' : ''}.png`, () => encodePng(m.fb, Array.from(m.fb.palette), sx, 2));
}

describe('the desktop', () => {
  for (const platform of ['st', 'amiga'] as const) {
    it(`${platform}: shows the four programs; a double-click launches one`, () => {
      const { m, launched } = boot(platform);
      for (const g of GAME_IDS) expect(m.locate(`icon:${g}`)).not.toBeNull();
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
    // ST: 'IDELIGHT.TTP' (96 px) and 'SPIDER.SCR' (80 px) once shared 8 px in 80 px columns.
    it(`${platform} ${video}, SPIDER.SCR shown: labels do not overlap and stay on screen`, () => checkLabels(platform, video, true));
  }

  it('the grid takes any 12-character names (8.3) on the ST, and long Workbench names, without a clash', () => {
    for (const platform of ['st', 'amiga'] as const) {
      const m = new Machine({ platforms: PLATFORMS, platform });
      const items = Array.from({ length: 7 }, (_, i) => ({ id: `f${i}`, icon: 'score' as const, label: `FILENAM${i}.EXT` }));
      const { icons } = layoutDesktop(items, m.platform, m.fb.width, m.fb.height);
      const parts = icons.map((ic) => ({ id: ic.id, ...iconParts(ic, m.platform) }));
      for (const [i, a] of parts.entries())
        for (const b of parts.slice(i + 1)) {
          for (const [ra, rb] of [[a.label, b.label], [a.label, b.image], [a.image, b.label]] as const)
            expect(overlaps(ra, rb), `${platform}: ${a.id} / ${b.id}`).toBe(false);
          // a word space at least between labels side by side
          if (a.label.y === b.label.y) expect(Math.abs(a.label.x - b.label.x) - (a.label.x < b.label.x ? a.label.w : b.label.w), `${platform}: ${a.id} / ${b.id}`).toBeGreaterThanOrEqual(8);
        }
      for (const p of parts) expect(p.label.x + p.label.w, p.id).toBeLessThanOrEqual(m.fb.width - EDGE);
    }
  });
});

/** Press on `from`, move to `to` in steps, release there. */
function drag(m: Machine, from: { x: number; y: number }, to: { x: number; y: number }) {
  m.pointerDown(from, 'left', 0);
  for (let k = 1; k <= 4; k++) m.pointerMove({ x: from.x + Math.round(((to.x - from.x) * k) / 4), y: from.y + Math.round(((to.y - from.y) * k) / 4) });
  m.pointerUp(to, 'left');
}

function answer(m: Machine, button: string) {
  const b = m.locate(`button:${button}`);
  expect(b, `button ${button}`).not.toBeNull();
  m.pointerDown(b!, 'left', 10_000);
  m.pointerUp(b!, 'left');
}

describe('dragging to the trash', () => {
  for (const [platform, yes, question] of [['st', 'Delete', /Delete SPIDER\.SCR\?/], ['amiga', 'Discard', /Discard Spider\.scr\?/]] as const) {
    it(`${platform}: SPIDER.SCR dropped on the trash asks first; Cancel keeps it, ${yes} deletes it`, async () => {
      const m = new Machine({ platforms: PLATFORMS, platform, store: new Store(new MemoryKV()) });
      saveHitParade(m, emptyHitParade());
      const d = new Desktop(m, () => {});
      m.run(d);
      m.frame(0);
      m.takeEvents();
      drag(m, m.locate(`icon:${HP_KEY}`)!, m.locate('icon:trash')!);
      expect(m.takeEvents().some((e) => e.type === 'message' && question.test(e.text ?? ''))).toBe(true);
      answer(m, 'Cancel');
      await Promise.resolve();
      expect(m.store.exists(HIT_PARADE)).toBe(true);
      expect((d.state() as { icons: string[] }).icons).toContain(HP_KEY);
      drag(m, m.locate(`icon:${HP_KEY}`)!, m.locate('icon:trash')!);
      answer(m, yes);
      await Promise.resolve();
      expect(m.store.exists(HIT_PARADE)).toBe(false);
      expect((d.state() as { icons: string[] }).icons).not.toContain(HP_KEY);
    });

    it(`${platform}: a program dropped on the trash stays (a stop alert); a file dropped elsewhere goes back`, () => {
      const m = new Machine({ platforms: PLATFORMS, platform, store: new Store(new MemoryKV()) });
      saveHitParade(m, emptyHitParade());
      m.run(new Desktop(m, () => {}));
      m.frame(0);
      m.takeEvents();
      drag(m, m.locate('icon:spider')!, m.locate('icon:trash')!);
      expect(m.locate('button:OK')).not.toBeNull();
      expect(m.locate(`button:${yes}`)).toBeNull();
      answer(m, 'OK');
      const before = m.locate(`icon:${HP_KEY}`)!;
      drag(m, before, { x: 2, y: m.fb.height - 2 });
      expect(m.requesters.length).toBe(0);
      expect(m.locate(`icon:${HP_KEY}`)).toEqual(before);
      expect(m.store.exists(HIT_PARADE)).toBe(true);
    });
  }
});

/** Each image of an .ico of PNGs: its size and its pixels (unfiltered rows, as faviconIco writes them). */
function readIco(b: Buffer): { size: number; rgba: Uint8Array }[] {
  expect(b.readUInt16LE(2), 'an icon').toBe(1);
  return Array.from({ length: b.readUInt16LE(4) }, (_, i) => {
    const e = 6 + 16 * i;
    const png = b.subarray(b.readUInt32LE(e + 12), b.readUInt32LE(e + 12) + b.readUInt32LE(e + 8));
    const idat: Buffer[] = [];
    for (let o = 8; o < png.length; ) {
      const n = png.readUInt32BE(o);
      if (png.toString('ascii', o + 4, o + 8) === 'IDAT') idat.push(png.subarray(o + 8, o + 8 + n));
      o += 12 + n;
    }
    const size = png.readUInt32BE(16);
    expect(b[e], 'entry width').toBe(size);
    const raw = inflateSync(Buffer.concat(idat));
    const rgba = new Uint8Array(size * size * 4);
    for (let y = 0; y < size; y++) {
      expect(raw[y * (size * 4 + 1)], 'row filter').toBe(0);
      rgba.set(raw.subarray(y * (size * 4 + 1) + 1, (y + 1) * (size * 4 + 1)), y * size * 4);
    }
    return { size, rgba };
  });
}

describe('the page icon', () => {
  const file = new URL('../../../public/favicon.ico', import.meta.url);
  it('public/favicon.ico holds what src/desktop/favicon.ts draws (UPDATE_FAVICON=1 rewrites it)', () => {
    if (process.env.UPDATE_FAVICON === '1') writeFileSync(file, faviconIco((b) => deflateSync(b, { level: 9 })));
    expect(existsSync(file), 'public/favicon.ico').toBe(true);
    const stored = readIco(readFileSync(file));
    const drawn = faviconImages();
    expect(stored.map((i) => i.size)).toEqual(drawn.map((i) => i.size));
    stored.forEach((img, i) => expect(Buffer.compare(Buffer.from(img.rgba), Buffer.from(drawn[i]!.rgba)), `${img.size} px image is stale`).toBe(0));
  });

  it('16, 32 and 64 pixels square, opaque only in the ST palette, the spider red on each', () => {
    expect(faviconImages().map((i) => i.size)).toEqual([16, 32, 64]);
    const rgb = new Set(st.palette);
    for (const img of faviconImages()) {
      const n = { red: 0, opaque: 0, stray: 0 };
      for (let o = 0; o < img.rgba.length; o += 4) {
        const a = img.rgba[o + 3]!;
        const c = (img.rgba[o]! << 16) | (img.rgba[o + 1]! << 8) | img.rgba[o + 2]!;
        if (a === 0) continue;
        if (a !== 255 || !rgb.has(c)) n.stray++;
        n.opaque++;
        if (c === st.palette[C.RED]) n.red++;
      }
      expect(n.stray, `${img.size}: pixels neither transparent nor an ST colour`).toBe(0);
      expect(n.red, `${img.size}`).toBeGreaterThan(0);
      expect(n.opaque, `${img.size}`).toBeGreaterThan(img.size * img.size * 0.5);
    }
  });
});

describe("the desktop's menus, the platform's look", () => {
  for (const [from, to, title] of [['st', 'amiga', 'Options'], ['amiga', 'st', 'Special']] as const) {
    it(`${from}: the ${title} menu's presentation item, found by the other machine's name, switches to it`, () => {
      const m = new Machine({ platforms: PLATFORMS, platform: from, store: new Store(new MemoryKV()) });
      m.run(new Desktop(m, () => {}));
      m.frame(0);
      const menu = m.app!.menus()!.find((x) => x.title === title)!;
      expect(menu.items.some((i) => i !== '-' && i.id === to)).toBe(true);
      m.app!.menu!(title, to);
      expect(m.platform.name).toBe(to);
    });
  }
});
