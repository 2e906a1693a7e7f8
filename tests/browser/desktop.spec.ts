import { test, expect } from '@playwright/test';
import { boot, screen, colourCount, inSt, inAmiga, locate, state, chooseMenu, pixel } from './helpers';

test('the ST desktop: 320 x 200, at most 16 colours, all in ST space', async ({ page }) => {
  await boot(page, 'platform=st');
  const s = await screen(page);
  expect([s.width, s.height]).toEqual([320, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
  for (const i of new Set(s.pixels)) expect(inSt(s.palette[i]!)).toBe(true);
  expect(s.palette.length).toBeLessThanOrEqual(16);
  expect((await state(page)).game).toBe('desktop');
  await page.screenshot({ path: 'test-results/desktop-st.png' });
});

test('the Amiga Workbench: 640 x 256 PAL and 640 x 200 NTSC, colours in Amiga space', async ({ page }) => {
  await boot(page, 'platform=amiga&video=pal');
  let s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 256]);
  for (const i of new Set(s.pixels)) expect(inAmiga(s.palette[i]!)).toBe(true);
  // Workbench blue fills the background
  expect(pixel(s, 630, 200)).toBe(0x0055aa);
  await page.screenshot({ path: 'test-results/desktop-amiga.png' });
  await page.evaluate(() => window.retro.setVideo('ntsc'));
  s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
});

test('the page bar switches platform, and the choice survives a reload', async ({ page }) => {
  await boot(page, '');
  await page.click('#p-amiga');
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
  await page.keyboard.press('F9');
  expect(await page.evaluate(() => window.retro.platform)).toBe('st');
});

test('a bad URL parameter opens a requester naming it, over the desktop', async ({ page }) => {
  await boot(page, 'platform=atari800');
  const ev = await page.evaluate(() => window.retro.events());
  expect(ev.some((e) => e.type === 'message' && /platform=atari800/.test(e.text ?? ''))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
  await locate(page, 'button:OK');
  await boot(page, 'game=spider&deal=12x');
  const ev2 = await page.evaluate(() => window.retro.events());
  expect(ev2.some((e) => e.type === 'message' && /deal=12x/.test(e.text ?? ''))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
});

test('the right button never opens the browser menu over the screen', async ({ page }) => {
  await boot(page, 'platform=amiga');
  let menus = 0;
  await page.exposeFunction('sawMenu', () => menus++);
  await page.evaluate(() => document.addEventListener('contextmenu', (e) => { if (!e.defaultPrevented) (window as unknown as { sawMenu(): void }).sawMenu(); }));
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await page.waitForTimeout(50);
  expect(menus).toBe(0);
});

test('the desktop menus work with each platform gesture (About box)', async ({ page }) => {
  await boot(page, 'platform=st');
  await chooseMenu(page, 'Desk', 'About the collection...');
  await locate(page, 'button:OK');
  await boot(page, 'platform=amiga');
  await chooseMenu(page, 'Workbench', 'About...');
  await locate(page, 'button:OK');
});

test('what the canvas shows is the framebuffer, scaled nearest-neighbour with the pixel aspect', async ({ page }) => {
  const { decodePng } = await import('./png');
  for (const platform of ['st', 'amiga'] as const) {
    await boot(page, `platform=${platform}`);
    // Park the pointer off the screen so only the framebuffer is compared.
    await page.mouse.move(0, 0);
    const s = await screen(page);
    const shot = decodePng(await page.screenshot());
    const box = (await page.locator('#screen').boundingBox())!;
    let checked = 0;
    for (let k = 0; k < 60; k++) {
      const x = 3 + ((k * 97) % (s.width - 6));
      const y = 12 + ((k * 53) % (s.height - 14));
      const px = Math.floor(box.x + (box.width - dispW(s, box)) / 2 + ((x + 0.5) / s.width) * dispW(s, box));
      const py = Math.floor(box.y + (box.height - dispH(s, box)) / 2 + ((y + 0.5) / s.height) * dispH(s, box));
      expect(shot.at(px, py), `pixel ${x},${y}`).toBe(s.palette[s.pixels[y * s.width + x]!]);
      checked++;
    }
    expect(checked).toBe(60);
  }
});

/** Displayed size of the screen inside the canvas box: the largest that keeps the pixel aspect. */
const ASPECT: Record<string, number> = { '320x200': 0.9, '640x256': 0.5, '640x200': 0.42 };
function fit(s: { width: number; height: number }, box: { width: number; height: number }) {
  const a = ASPECT[`${s.width}x${s.height}`]!;
  const k = Math.min(box.width / (s.width * a), box.height / s.height);
  return { w: Math.floor(s.width * a * k), h: Math.floor(s.height * k) };
}
const dispW = (s: { width: number; height: number }, box: { width: number; height: number }) => fit(s, box).w;
const dispH = (s: { width: number; height: number }, box: { width: number; height: number }) => fit(s, box).h;
