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
  await page.evaluate(() => (window as any).retro.setVideo('ntsc'));
  s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
});

test('the page bar switches platform, and the choice survives a reload', async ({ page }) => {
  await boot(page, '');
  await page.click('#p-amiga');
  expect(await page.evaluate(() => (window as any).retro.platform)).toBe('amiga');
  await page.reload();
  await page.evaluate(() => (window as any).retro.ready);
  expect(await page.evaluate(() => (window as any).retro.platform)).toBe('amiga');
  await page.keyboard.press('F9');
  expect(await page.evaluate(() => (window as any).retro.platform)).toBe('st');
});

test('a bad URL parameter opens a requester naming it, over the desktop', async ({ page }) => {
  await boot(page, 'platform=atari800');
  const ev = await page.evaluate(() => (window as any).retro.events());
  expect(ev.some((e: any) => e.type === 'message' && /platform=atari800/.test(e.text))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
  await locate(page, 'button:OK');
  await boot(page, 'game=spider&deal=12x');
  const ev2 = await page.evaluate(() => (window as any).retro.events());
  expect(ev2.some((e: any) => e.type === 'message' && /deal=12x/.test(e.text))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
});

test('the right button never opens the browser menu over the screen', async ({ page }) => {
  await boot(page, 'platform=amiga');
  let menus = 0;
  await page.exposeFunction('sawMenu', () => menus++);
  await page.evaluate(() => document.addEventListener('contextmenu', (e) => { if (!e.defaultPrevented) (window as any).sawMenu(); }));
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
