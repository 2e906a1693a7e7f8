/**
 * The display read back from a page screenshot (docs/architecture.md, "The display"): the canvas's
 * device pixels against the framebuffer. Sharp: an integer scale gives every source column and
 * line the same number of device pixels; otherwise the sharp-bilinear pass loses no column. CRT:
 * chosen by the page bar or monitor=, kept across a reload, scanlines at the source line rate.
 */
import { test, expect, type Page } from './shared-page';
import { boot, screen, chooseMenu, locate, type Screen } from './helpers';
import { decodePng, type Rgba } from './png';
import { sample } from './tier';

interface Shot {
  img: Rgba;
  s: Screen;
  data: Record<string, string>;
  box: { x: number; y: number; w: number; h: number };
}

/** The canvas as the page shows it, in device pixels, with the screen it shows. */
async function shot(page: Page, park = true): Promise<Shot> {
  if (park) await page.mouse.move(0, 0);
  const s = await screen(page);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const img = decodePng(await page.locator('#screen').screenshot({ scale: 'device' }));
  expect(Buffer.from((await screen(page)).pixels).equals(Buffer.from(s.pixels)), 'the screen did not change while it was read').toBe(true);
  const c = await page.evaluate(() => {
    const el = document.getElementById('screen') as HTMLCanvasElement;
    return { data: { ...el.dataset } as Record<string, string>, w: el.width, h: el.height };
  });
  // The backing store is the canvas's device pixels: the screenshot has exactly its size.
  expect([img.width, img.height]).toEqual([c.w, c.h]);
  const [x, y, w, h] = (c.data.box ?? '').split(',').map(Number) as [number, number, number, number];
  return { img, s, data: c.data, box: { x, y, w, h } };
}

const rgb = (c: number) => [c >> 16, (c >> 8) & 255, c & 255] as const;
const src = (s: Screen, x: number, y: number) =>
  s.palette[s.pixels[Math.min(s.height - 1, Math.max(0, y)) * s.width + Math.min(s.width - 1, Math.max(0, x))]!]!;
const dist = (a: number, b: number) => {
  const p = rgb(a);
  const q = rgb(b);
  return Math.abs(p[0] - q[0]) + Math.abs(p[1] - q[1]) + Math.abs(p[2] - q[2]);
};

/** Integer case: the picture is exactly sx x sy device pixels per source pixel, every one of them. */
function expectInteger({ img, s, box, data }: Shot) {
  expect(data.scaling).toBe('integer');
  const sx = box.w / s.width;
  const sy = box.h / s.height;
  expect(Number.isInteger(sx) && Number.isInteger(sy), `${box.w} x ${box.h} device pixels for ${s.width} x ${s.height}`).toBe(true);
  let wrong = 0;
  let first = '';
  for (let dy = 0; dy < box.h; dy++) {
    for (let dx = 0; dx < box.w; dx++) {
      const want = src(s, Math.floor(dx / sx), Math.floor(dy / sy));
      if (img.at(box.x + dx, box.y + dy) !== want && wrong++ === 0) first = `device ${box.x + dx},${box.y + dy}`;
    }
  }
  expect(wrong, `device pixels that are not their source pixel's colour (first: ${first})`).toBe(0);
  // Just outside the picture, the canvas is black: no column is cut off or repeated past the box.
  for (const [x, y] of [[box.x - 1, box.y + 1], [box.x + box.w, box.y + 1], [box.x + 1, box.y - 1], [box.x + 1, box.y + box.h]] as const) {
    if (x >= 0 && y >= 0 && x < img.width && y < img.height) expect(img.at(x, y)).toBe(0);
  }
  return { sx, sy };
}

/** The sharp-bilinear weights along one axis for device pixel `d` (src/display/sharp-filter.ts). */
function axis(d: number, len: number, n: number): [number, number, number] {
  const s = ((d + 0.5) / len) * n;
  const scale = Math.max(len / n, 1);
  const cell = Math.floor(s);
  const off = s - cell - 0.5;
  const inner = 0.5 - 0.5 / scale;
  const t = cell + 0.5 + (off - Math.min(inner, Math.max(-inner, off))) * scale;
  const q0 = Math.floor(t - 0.5);
  return [q0, q0 + 1, t - 0.5 - q0];
}

/**
 * Sharp-bilinear case: each device pixel is its source pixel, or within a device pixel of an edge a
 * blend weighted by where the edge falls; and no source column or line disappears.
 */
function expectSharpBilinear({ img, s, box, data }: Shot) {
  expect(data.scaling).toBe('sharp-bilinear');
  expect(box.w, 'a device column for each source column').toBeGreaterThanOrEqual(s.width);
  expect(box.h, 'a device line for each source line').toBeGreaterThanOrEqual(s.height);
  let wrong = 0;
  let first = '';
  for (let dy = 0; dy < box.h; dy++) {
    const [y0, y1, wy] = axis(dy, box.h, s.height);
    for (let dx = 0; dx < box.w; dx++) {
      const [x0, x1, wx] = axis(dx, box.w, s.width);
      const got = rgb(img.at(box.x + dx, box.y + dy));
      const c00 = rgb(src(s, x0, y0));
      const c10 = rgb(src(s, x1, y0));
      const c01 = rgb(src(s, x0, y1));
      const c11 = rgb(src(s, x1, y1));
      for (let k = 0; k < 3; k++) {
        const want = (c00[k]! * (1 - wx) + c10[k]! * wx) * (1 - wy) + (c01[k]! * (1 - wx) + c11[k]! * wx) * wy;
        if (Math.abs(got[k]! - want) > 4) {
          if (wrong++ === 0) first = `device ${box.x + dx},${box.y + dy}: ${got.join(',')} for ${want.toFixed(1)} in channel ${k}`;
          break;
        }
      }
    }
  }
  expect(wrong, `device pixels off the sharp-bilinear picture (first: ${first})`).toBe(0);
  // No source column lost: a pixel that differs from both its left and right neighbours (a
  // one-pixel vertical line, a dither column) and whose lines above and below match it shows in
  // its column's span as a device pixel nearer its colour than its neighbours'.
  let lost = 0;
  let checked = 0;
  let firstLost = '';
  for (let y = 1; y < s.height - 1; y++) {
    const dy = Math.min(box.h - 1, Math.floor(((y + 0.5) * box.h) / s.height));
    for (let x = 0; x < s.width; x++) {
      const same = [-1, 0, 1].every((i) => src(s, x + i, y - 1) === src(s, x + i, y) && src(s, x + i, y + 1) === src(s, x + i, y));
      const own = src(s, x, y);
      if (!same || own === src(s, x - 1, y) || own === src(s, x + 1, y)) continue;
      checked++;
      let seen = false;
      for (let dx = Math.floor((x * box.w) / s.width); dx < Math.ceil(((x + 1) * box.w) / s.width) && !seen; dx++) {
        const c = img.at(box.x + dx, box.y + dy);
        seen = dist(c, own) < dist(c, src(s, x - 1, y)) && dist(c, own) < dist(c, src(s, x + 1, y));
      }
      if (!seen && lost++ === 0) firstLost = `source ${x},${y}`;
    }
  }
  expect(checked, 'one-pixel columns to look for').toBeGreaterThan(50);
  expect(lost, `one-pixel columns that show nowhere (first: ${firstLost})`).toBe(0);
}

/** Device rows at source line centres are brighter than those between lines, over a uniform run of lines. */
function expectScanlines({ img, s, box, data }: Shot) {
  expect(data.scaling).toBe('crt');
  // A uniform run of lines at the middle column, where the tube's curvature moves nothing sideways.
  const cx = s.width >> 1;
  let y = s.height >> 1;
  const paper = src(s, cx, y);
  while (y > 0 && src(s, cx, y - 1) === paper) y--;
  const top = y;
  while (y < s.height - 1 && src(s, cx, y + 1) === paper) y++;
  expect(y - top, 'a uniform run of lines to measure').toBeGreaterThanOrEqual(6);
  // Middle column, averaged over a few device columns (the slot mask tints single ones).
  const dx = box.x + Math.floor(box.w / 2);
  const luma = (dy: number) => [-1, 0, 1].reduce((a, o) => a + rgb(img.at(dx + o, dy)).reduce((p, q) => p + q, 0), 0) / 9;
  const centre = (line: number) => box.y + Math.floor(((line + 0.5) * box.h) / s.height);
  let darker = 0;
  for (let line = top + 1; line < y - 1; line++) {
    const c = luma(centre(line));
    // The darkest device row between this line's centre and the next one's.
    let gap = Infinity;
    for (let r = centre(line) + 1; r < centre(line + 1); r++) gap = Math.min(gap, luma(r));
    expect(c - gap, `line ${line}: its centre brighter than the gap below it`).toBeGreaterThanOrEqual(15);
    darker++;
  }
  expect(darker).toBeGreaterThanOrEqual(4);
}

const SIZES = [
  [1280, 860],
  [1024, 700],
  [700, 500],
] as const;

for (const [[w, h], tier] of sample(SIZES, 2)) {
  test(`Sharp at ${w}x${h}: ST low at an integer scale (every source pixel sx x sy device pixels), Amiga PAL and NTSC through sharp-bilinear with no column lost`, tier, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await boot(page, 'platform=st');
    const { sx, sy } = expectInteger(await shot(page));
    expect(sx).toBe(sy); // ST low: 1:1, the integer ratio nearest 0.9
    await boot(page, 'platform=amiga&video=pal');
    expectSharpBilinear(await shot(page));
    await boot(page, 'platform=amiga&video=ntsc');
    expectSharpBilinear(await shot(page));
  });
}

test('Sharp where no integer scale fits the ST well (1200x800): sharp-bilinear, every dither column kept', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await boot(page, 'platform=st');
  expectSharpBilinear(await shot(page));
});

test('Sharp, Amiga PAL where 1:2 fits (700x560): an integer scale', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 560 });
  await boot(page, 'platform=amiga&video=pal');
  expect(expectInteger(await shot(page))).toEqual({ sx: 1, sy: 2 });
});

test.describe('phone, 390x844 at devicePixelRatio 3', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  test('the backing store has the device pixels; ST and Amiga through sharp-bilinear with no column lost', async ({ page }) => {
    await boot(page, 'platform=st');
    const st = await shot(page);
    const css = await page.evaluate(() => document.getElementById('screen')!.getBoundingClientRect().width);
    expect(st.img.width).toBe(css * 3);
    expectSharpBilinear(st);
    await boot(page, 'platform=amiga&video=pal');
    expectSharpBilinear(await shot(page));
  });
});

test('the CRT option: the page bar switches it, scanlines at the line rate, kept across a reload, Sharp comes back', async ({ page }) => {
  await boot(page, 'platform=st');
  await expect(page.locator('#m-sharp')).toHaveAttribute('aria-pressed', 'true');
  await page.click('#m-crt');
  await expect(page.locator('#m-crt')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#screen')).toHaveAttribute('data-model', 'Atari SC1224');
  expectScanlines(await shot(page));
  await boot(page, '', { keep: true });
  await expect(page.locator('#m-crt')).toHaveAttribute('aria-pressed', 'true');
  expectScanlines(await shot(page));
  await page.click('#p-amiga');
  await expect(page.locator('#screen')).toHaveAttribute('data-model', 'Commodore 1084S');
  expectScanlines(await shot(page));
  await page.click('#m-sharp');
  await page.click('#p-st');
  await boot(page, '', { keep: true });
  await expect(page.locator('#m-sharp')).toHaveAttribute('aria-pressed', 'true');
  expectInteger(await shot(page));
});

test('monitor=crt in a link chooses the CRT and it stays chosen; monitor=sharp brings sharp pixels back', async ({ page }) => {
  await boot(page, 'platform=amiga&monitor=crt');
  await expect(page.locator('#screen')).toHaveAttribute('data-monitor', 'crt');
  await boot(page, '', { keep: true });
  await expect(page.locator('#screen')).toHaveAttribute('data-monitor', 'crt');
  expectScanlines(await shot(page));
  await boot(page, 'monitor=sharp', { keep: true });
  await expect(page.locator('#screen')).toHaveAttribute('data-monitor', 'sharp');
  expectSharpBilinear(await shot(page));
});

test('on the CRT the pointer follows the curved picture: menus work at the top corners on both machines', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 500 });
  await boot(page, 'platform=st&monitor=crt');
  await chooseMenu(page, 'Desk', 'About the collection...');
  await locate(page, 'button:OK');
  await boot(page, 'platform=amiga&monitor=crt');
  await chooseMenu(page, 'Workbench', 'About...');
  await locate(page, 'button:OK');
});

test('a change redraws only its part, and the picture matches a whole redraw (integer and sharp-bilinear)', async ({ page }) => {
  for (const q of ['platform=st', 'platform=amiga&video=pal']) {
    await boot(page, q);
    // Move the pointer across the screen, a frame after each step (small redraws), then read
    // back with the pointer on the screen and after it left: the picture is exact both times.
    const r = (await page.locator('#screen').boundingBox())!;
    for (let i = 0; i < 6; i++) {
      await page.mouse.move(r.x + r.width * (0.2 + i * 0.1), r.y + r.height * (0.3 + i * 0.05));
      await page.evaluate(() => new Promise((f) => requestAnimationFrame(() => requestAnimationFrame(f))));
    }
    const on = await shot(page, false);
    if (q === 'platform=st') expectInteger(on);
    else expectSharpBilinear(on);
    const sh = await shot(page);
    if (q === 'platform=st') expectInteger(sh);
    else expectSharpBilinear(sh);
  }
});

test('an idle screen asks for a few frames a second (not 180: three loops asked for every frame), and a key wakes it for the next frame', async ({ page }) => {
  await boot(page, 'platform=amiga&game=spider&deal=3');
  // Count the animation frames the page asks for (the frame loop's, src/core/frame-loop.ts; the
  // launch's own look for a question stops with the launch).
  await page.evaluate(() => {
    const w = window as unknown as { asked: number; pending: number };
    w.asked = 0;
    w.pending = 0;
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (cb) => (w.asked++, w.pending++, raf((t) => (w.pending--, cb(t))));
  });
  const asked = () => page.evaluate(() => (window as unknown as { asked: number }).asked);
  // A second of nothing happening: eight slow frames, not sixty (a loaded machine only asks fewer).
  await page.waitForTimeout(500);
  const before = await asked();
  await page.waitForTimeout(1000);
  expect(await asked() - before).toBeLessThanOrEqual(12);
  // Asleep, a key asks for the next frame at once, before the screen's own listener has seen it.
  // Asleep: between two slow frames, with no frame asked for yet (a slow frame's own request, or
  // the clock's change waking the loop, can be pending at any given moment, the more so on a
  // loaded machine); the key comes in the same task as the check.
  const woke = await page.evaluate(async () => {
    const w = window as unknown as { asked: number; pending: number };
    for (let i = 0; i < 500 && w.pending > 0; i++) await new Promise((r) => setTimeout(r, 5));
    if (w.pending > 0) return -1;
    const n = w.asked;
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    return w.asked - n;
  });
  expect(woke).toBe(1);
});
