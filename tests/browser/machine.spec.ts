import { test, expect } from './shared-page';
import { boot, screen, state, locate, events, colourCount, inSt, inAmiga } from './helpers';

test('switching platform in the middle of a game keeps its state exactly', async ({ page }) => {
  await boot(page, 'platform=st');
  await page.evaluate(() => window.retro.launch('gulf', { deal: 4242 }));
  // Draw from the stock: a real click changes the state.
  const st0 = await state(page);
  const p = await locate(page, 'stock');
  await page.mouse.click(p.x, p.y);
  const st1 = await state(page);
  expect(st1.stock.length).toBe(st0.stock.length - 1);
  await page.click('#p-amiga');
  expect(await state(page)).toEqual(st1);
  let s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 256]);
  for (const i of new Set(s.pixels)) expect(inAmiga(s.palette[i]!)).toBe(true);
  await page.keyboard.press('F9');
  expect(await state(page)).toEqual(st1);
  s = await screen(page);
  expect([s.width, s.height]).toEqual([320, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
  for (const i of new Set(s.pixels)) expect(inSt(s.palette[i]!)).toBe(true);
});

test('a double-click on a desktop icon launches the game', async ({ page }) => {
  await boot(page, 'platform=amiga');
  const p = await locate(page, 'icon:gulf');
  await page.mouse.dblclick(p.x, p.y);
  await expect.poll(async () => (await state(page)).game).toBe('gulf');
});

// The one test that needs the page's AudioContext running (shared-page.ts: the others go without).
test.describe(() => {
  test.use({ audio: true });
  test('sound: after a gesture the audio context runs, a play reports its tune, an illegal click beeps', async ({ page }) => {
    await boot(page, 'platform=st');
    await page.evaluate(() => window.retro.launch('gulf', { deal: 4242 }));
    const stock = await locate(page, 'stock');
    await page.mouse.click(stock.x, stock.y);
    await expect.poll(() => page.evaluate(() => window.retro.audio)).toBe('running');
    await events(page);
    // Find a playable and an unplayable stack from the state, with the engine's own rule.
    const s = await state(page);
    const rank = (c: string) => (c === 'JK' ? 0 : 'A23456789TJQK'.indexOf(c[0]!) + 1);
    const fits = (c: string) => c === 'JK' || s.faceUp === 'JK' || Math.abs(rank(c) - rank(s.faceUp)) === 1;
    const bad = s.stacks.findIndex((st: string[]) => st.length && !fits(st[st.length - 1]!));
    if (bad >= 0) {
      const b = await locate(page, `stack:${bad}`);
      await page.mouse.click(b.x, b.y);
      expect((await events(page)).some((e) => e.type === 'beep')).toBe(true);
    }
    const good = s.stacks.findIndex((st: string[]) => st.length && fits(st[st.length - 1]!));
    if (good >= 0) {
      const g = await locate(page, `stack:${good}`);
      await page.mouse.click(g.x, g.y);
      expect((await events(page)).some((e) => e.type === 'sound' && e.name === 'move')).toBe(true);
    }
    expect(bad >= 0 || good >= 0).toBe(true);
  });
});
