/**
 * By finger, on a phone-sized screen: a long press is the right button (Spider's control panel, the
 * Amiga's press-hold-slide-release menus), a tap the left one; the period pointer hides while the
 * last input was touch; the page bar folds into one button; the whole screen is visible.
 */
import { test, expect, type Page, type CDPSession } from './shared-page';
import { boot, click, state, locate, screen, lookAt, events } from './helpers';
import { clickCard, clickColumn, newGame, spiderEngine, type SpiderMove } from '../../src/games/spider/engine';
import { BACK_DESIGNS } from '../../src/art/cards';
import { idEngine, canRemove } from '../../src/games/idiots-delight/engine';
import { sample } from './tier';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** A finger held still past the long-press time, optionally slid to `to` before it lifts. */
async function longPress(page: Page, cdp: CDPSession, at: { x: number; y: number }, to?: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  await page.waitForTimeout(700); // the app's long-press timer (500 ms) must run out: real time by design
  if (to) {
    for (let i = 1; i <= 4; i++) {
      const p = { x: at.x + ((to.x - at.x) * i) / 4, y: at.y + ((to.y - at.y) * i) / 4 };
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const tap = async (page: Page, target: string) => {
  const p = await locate(page, target);
  await page.touchscreen.tap(p.x, p.y);
};

test('Spider by finger: a long press opens the control panel, a tap chooses INFO; taps play', async ({ page }) => {
  await boot(page, 'platform=st&game=spider&deal=5&rules=st&suits=4');
  const cdp = await page.context().newCDPSession(page);
  await longPress(page, cdp, await locate(page, 'column:4'));
  await expect.poll(async () => (await state(page)).ui.panel).toBe(true);
  await tap(page, 'panel:INFO');
  await expect.poll(async () => (await state(page)).ui.info).toBe(true);
  await lookAt(page, 'test-results/touch-spider-info.png');
  // the period pointer is not drawn while the last input was touch
  const s = await screen(page);
  await page.mouse.move(5, 300);
  await page.mouse.move(200, 300);
  const withMouse = await screen(page);
  expect(Buffer.from(withMouse.pixels).equals(Buffer.from(s.pixels))).toBe(false);
  // taps play: the first tap only closes INFO; then taps under columns and on a card move the
  // cards as the left button does (the engine's clickColumn / clickCard)
  await tap(page, 'column:0');
  await expect.poll(async () => (await state(page)).ui.info).toBe(false);
  let game = newGame(5, { rules: 'st', suits: 4 });
  expect((await state(page)).columns).toEqual(game.columns);
  const moved: SpiderMove[] = [];
  for (let i = 0; i < 3; i++) {
    const col = [...Array(10).keys()].find((c) => clickColumn(game, c) !== null);
    if (col === undefined) break;
    const mv = clickColumn(game, col)!;
    await tap(page, `column:${col}`);
    game = spiderEngine.apply(game, mv);
    moved.push(mv);
    await expect.poll(async () => (await state(page)).columns).toEqual(game.columns);
  }
  expect(moved.length).toBeGreaterThanOrEqual(2);
  const cards = game.columns.flatMap((c, col) => c.up.map((_, j) => [col, c.down.length + j] as const));
  const [col, k] = cards.find(([col, k]) => clickCard(game, col, k) !== null)!;
  const mv = clickCard(game, col, k)!;
  await tap(page, `card:${col}:${k}`);
  game = spiderEngine.apply(game, mv);
  await expect.poll(async () => (await state(page)).columns).toEqual(game.columns);
});

test('Amiga menus by finger: press and hold, slide to an item, lift', async ({ page }) => {
  await boot(page, 'platform=amiga&video=pal');
  const cdp = await page.context().newCDPSession(page);
  const title = await locate(page, 'menu:Special');
  // the item's place is known once the strip is down: find it with a mouse press first
  await page.mouse.move(title.x, title.y);
  await page.mouse.down({ button: 'right' });
  const item = await locate(page, 'menu:Special:st');
  await page.mouse.up({ button: 'right' });
  await page.mouse.move(item.x, item.y + 200);
  await longPress(page, cdp, title, item);
  await expect.poll(() => page.evaluate(() => window.retro.platform)).toBe('st');
});

test("King's Korner and Gulf by taps; the page bar folds into one button and the screen is whole", async ({ page }) => {
  await boot(page, 'platform=st&game=kings-korner&deal=5&freeSpaces=4');
  await expect(page.locator('#p-st')).toBeHidden();
  await page.locator('#fold').tap();
  await expect(page.locator('#p-st')).toBeVisible();
  await page.locator('#fold').tap();
  const box = (await page.locator('#host canvas').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.y + box.height).toBeLessThanOrEqual(844);
  await tap(page, 'deck');
  expect((await state(page)).current).not.toBeNull();
  const s = await state(page);
  const free = (s.grid as unknown[][]).flat().findIndex((x) => x === null);
  await tap(page, `cell:${free >> 2}:${free & 3}`);
  expect((await state(page)).current).toBeNull();

  await page.evaluate(() => window.retro.launch('gulf', { deal: 9 }));
  const before = (await state(page)).stock.length as number;
  await tap(page, 'stock');
  expect((await state(page)).stock.length).toBe(before - 1);
  await lookAt(page, 'test-results/touch-gulf.png');
});

for (const [platform, tier] of sample(['amiga', 'st'] as const, 0)) {
  test(`Gulf by finger on the ${platform}: a long press on the stock cycles the card back (the right button), a tap draws`, tier, async ({ page }) => {
    await boot(page, `platform=${platform}&video=pal&game=gulf&deal=9`);
    const cdp = await page.context().newCDPSession(page);
    const before = await state(page);
    await longPress(page, cdp, await locate(page, 'stock'));
    await expect.poll(async () => (await state(page)).back).toBe((before.back + 1) % BACK_DESIGNS);
    const after = await state(page);
    expect(after.stock).toHaveLength(before.stock.length); // the press was the right button only: no card drawn
    await longPress(page, cdp, await locate(page, 'stock'));
    await expect.poll(async () => (await state(page)).back).toBe((before.back + 2) % BACK_DESIGNS);
    await tap(page, 'stock');
    await expect.poll(async () => (await state(page)).stock.length).toBe(before.stock.length - 1);
    expect((await state(page)).back).toBe((before.back + 2) % BACK_DESIGNS);
    await lookAt(page, `test-results/touch-gulf-back-${platform}.png`);
  });
}

test('landscape phone: the whole screen is visible', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await boot(page, 'platform=amiga&video=pal&game=gulf&deal=9');
  const box = (await page.locator('#host canvas').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(390);
  expect(box.x + box.width).toBeLessThanOrEqual(844);
  await click(page, 'stock');
  await lookAt(page, 'test-results/touch-landscape.png');
});

test("Idiot's Delight by taps: a tap on a row plays its card, a tap on the prompt box's Enter line deals", async ({ page }) => {
  // a deal whose first four cards offer a removal
  let deal = 1;
  for (;; deal++) {
    const s = idEngine.newGame(deal, {});
    if ([0, 1, 2, 3].some((r) => canRemove(s, r))) break;
  }
  const s0 = idEngine.newGame(deal, {});
  const row = [0, 1, 2, 3].find((r) => canRemove(s0, r))!;
  await boot(page, `platform=st&game=idiots-delight&deal=${deal}`);
  await tap(page, `row:${row}`);
  let st = await state(page);
  expect([st.marker, st.removed]).toEqual([row, 1]);
  await tap(page, 'key:enter');
  st = await state(page);
  expect(st.stock.length).toBe(44);
  const next = (st.rows as string[][]).findIndex((r, i) => i !== row && r.length > 0);
  await tap(page, `row:${next}`);
  expect((await state(page)).marker).toBe(next);
  await lookAt(page, 'test-results/touch-idiots-delight.png');
});

test('Spider: a two-finger tap opens the control panel and does nothing else (no deal, no deal sound)', async ({ page }) => {
  await boot(page, 'platform=st&game=spider&deal=5&rules=st&suits=4');
  const before = await state(page);
  const cdp = await page.context().newCDPSession(page);
  const at = await locate(page, 'column:4');
  // where the panel's DEAL button lies once the panel is up (the second finger lands there)
  await click(page, 'column:4', 'right');
  const deal = await locate(page, 'panel:DEAL');
  await click(page, 'column:4', 'right');
  await expect.poll(async () => (await state(page)).ui.panel).toBe(false);
  const fingers = [
    { x: at.x, y: at.y, id: 0 },
    { x: deal.x, y: deal.y, id: 1 },
  ];
  for (const rest of [0, 700]) {
    await events(page); // what came before
    // the first finger, then (at once, or after it has rested past the long-press time) a second one; both lift
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [fingers[0]!] });
    if (rest) await page.waitForTimeout(rest); // the long-press timer must run out: real time by design
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [fingers[0]!] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(async () => (await state(page)).ui.panel, `the panel, the first finger resting ${rest} ms`).toBe(true);
    const after = await state(page);
    expect(after.columns, `the columns, the first finger resting ${rest} ms`).toEqual(before.columns);
    expect(after.stock).toEqual(before.stock);
    expect((await events(page)).filter((e) => e.type === 'sound')).toEqual([]);
    await lookAt(page, `test-results/touch-spider-two-fingers-${rest}.png`);
    await click(page, 'column:4', 'right');
    await expect.poll(async () => (await state(page)).ui.panel).toBe(false);
  }
});
