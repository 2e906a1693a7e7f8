import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { drawPwaIcons } from '../../../scripts/pwa-icons';
import { ICONS } from '../../../assets/icons';
import { st } from '../../../platforms/st/index';
import { C } from '../../../src/core/colours';

/** Pixels of one of our icon PNGs (scripts/png.ts: 8-bit indexed, rows filtered None or Up). */
function readPng(file: string): { w: number; h: number; rgb: number[] } {
  const b = readFileSync(file);
  const w = b.readUInt32BE(16);
  const h = b.readUInt32BE(20);
  expect([b[24], b[25]], 'bit depth, colour type').toEqual([8, 3]);
  let at = 8;
  const idat: Buffer[] = [];
  let plte = Buffer.alloc(0);
  while (at < b.length) {
    const len = b.readUInt32BE(at);
    const type = b.toString('ascii', at + 4, at + 8);
    if (type === 'IDAT') idat.push(b.subarray(at + 8, at + 8 + len));
    if (type === 'PLTE') plte = b.subarray(at + 8, at + 8 + len);
    at += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const rgb: number[] = [];
  let above = new Uint8Array(w);
  for (let y = 0; y < h; y++) {
    const o = y * (w + 1);
    const filter = raw[o]!;
    expect([0, 2], 'filter').toContain(filter);
    const row = new Uint8Array(w);
    for (let x = 0; x < w; x++) row[x] = (raw[o + 1 + x]! + (filter === 2 ? above[x]! : 0)) & 255;
    for (const i of row) rgb.push((plte[i * 3]! << 16) | (plte[i * 3 + 1]! << 8) | plte[i * 3 + 2]!);
    above = row;
  }
  return { w, h, rgb };
}

describe('installed icons', () => {
  const icons = drawPwaIcons();

  it('the committed PNGs are what scripts/pwa-icons.ts draws (run `npm run icons` after changing the art)', () => {
    for (const icon of icons) {
      const png = readPng(`public/icons/${icon.file}`);
      expect([png.w, png.h], icon.file).toEqual([icon.size, icon.size]);
      expect(png.rgb.every((c, i) => c === icon.rgb[i]), icon.file).toBe(true);
    }
  });

  it('the sizes browsers ask for are there, one maskable', () => {
    const any = icons.filter((i) => i.purpose === 'any').map((i) => i.size);
    expect(any).toEqual(expect.arrayContaining([192, 512, 180, 32]));
    expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.size)).toEqual([512]);
  });

  it('draws only the ST palette, on the desktop green, with the art at whole-pixel scale', () => {
    const pal = new Set(st.palette);
    for (const icon of icons) {
      expect([...new Set(icon.rgb)].every((c) => pal.has(c)), icon.file).toBe(true);
      expect(icon.rgb[0], icon.file).toBe(st.palette[C.FELT]);
    }
    // The 192 icon shows Spider's icon at 2 x 2 screen pixels per art pixel: its first row's black
    // run is twice the art's.
    const art = ICONS.st.spider;
    const icon = icons.find((i) => i.file === 'icon-192.png')!;
    const black = st.palette[C.BLACK]!;
    const artRun = [...art.data.subarray(0, art.w)].filter((c) => c === C.BLACK).length;
    const rows: number[] = [];
    for (let y = 0; y < icon.size; y++) {
      const run = [...icon.rgb.subarray(y * icon.size, y * icon.size + icon.size / 2)].filter((c) => c === black).length;
      if (run > 0) rows.push(run);
    }
    expect(rows[0]).toBe(2 * artRun);
  });

  it('the maskable icon keeps its art inside the safe circle', () => {
    const icon = icons.find((i) => i.purpose === 'maskable')!;
    const green = st.palette[C.FELT]!;
    const r = icon.size / 2;
    let far = 0;
    let art = 0;
    for (let y = 0; y < icon.size; y++) {
      for (let x = 0; x < icon.size; x++) {
        if (icon.rgb[y * icon.size + x] === green) continue;
        art++;
        far = Math.max(far, Math.hypot(x + 0.5 - r, y + 0.5 - r));
      }
    }
    expect(art).toBeGreaterThan(0);
    expect(far).toBeLessThanOrEqual(0.4 * icon.size);
  });
});
