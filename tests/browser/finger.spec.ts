/**
 * Every game by finger (issue 31), in touch contexts: phones upright and on their side, a tablet, on
 * both machines. A whole door day from the desktop by taps and the phone's keyboard alone; Spider's
 * and Gulf's high-score names and a deal by number typed into the page's hidden input; menus that
 * want a second tap; a swipe that is not a click; a page bar a finger can hit and a pinch cannot zoom;
 * the ☰ button's sign of a new version, found by the page itself.
 */
import { test, expect, type Page, type CDPSession } from './shared-page';
import { boot, locate, state, events } from './helpers';
import { serveDist } from './serve-dist';
import { nextKey, type ApiHand } from '../unit/idiots-delight-ui/autoplay';
import { clickColumn, newGame } from '../../src/games/spider/engine';
import { matches } from '../../src/games/gulf/rules';
import { sample } from './tier';

const DEVICES = {
  phone: { width: 390, height: 844 },
  'phone on its side': { width: 844, height: 390 },
  tablet: { width: 1024, height: 1366 },
  'tablet on its side': { width: 1366, height: 1024 },
} as const;

test.use({ hasTouch: true, isMobile: true });

const tap = async (page: Page, target: string) => {
  const p = await locate(page, target);
  await page.touchscreen.tap(p.x, p.y);
};

/** Where typing goes: the page's hidden input, with what it is shaped for. */
const typingField = (page: Page) =>
  page.evaluate(() => {
    const f = document.activeElement as HTMLInputElement | null;
    if (f?.id !== 'typing') return null;
    return { type: f.type, inputMode: f.inputMode, autocapitalize: f.getAttribute('autocapitalize'), autocorrect: f.getAttribute('autocorrect'), value: f.value };
  });

/** A phone keyboard's typing: text put into the focused input, no key events. */
const phoneTypes = (page: Page, text: string) => page.keyboard.insertText(text);

/** Choose a menu item by finger: GEM's tap on the title, a tap that lights the item, a tap that chooses it; Intuition's press, hold, slide, lift. */
async function menuByFinger(page: Page, cdp: CDPSession, title: string, item: string) {
  const t = await locate(page, `menu:${title}`);
  if ((await page.evaluate(() => window.retro.platform)) === 'st') {
    await page.touchscreen.tap(t.x, t.y);
    const i = await locate(page, `menu:${title}:${item}`);
    await page.touchscreen.tap(i.x, i.y);
    await page.touchscreen.tap(i.x, i.y);
    return;
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: t.x, y: t.y }] });
  await page.waitForTimeout(700); // the long press (500 ms) must run out: real time by design
  await expect.poll(() => page.evaluate((w) => window.retro.locate(w), `menu:${title}:${item}`)).not.toBeNull();
  const i = await locate(page, `menu:${title}:${item}`);
  for (let k = 1; k <= 4; k++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: t.x + ((i.x - t.x) * k) / 4, y: t.y + ((i.y - t.y) * k) / 4 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function longPress(page: Page, cdp: CDPSession, at: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y }] });
  await page.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two taps 150 ms apart by the events' own clock (the desktop reads a double-click from the events'
 * times), so a busy machine that delivers them later cannot split them.
 */
async function doubleTap(cdp: CDPSession, p: { x: number; y: number }) {
  const t0 = Date.now() / 1000;
  const at = [{ x: p.x, y: p.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at, timestamp: t0 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + 0.05 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at, timestamp: t0 + 0.15 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: t0 + 0.2 });
}

const HAND_KEYS: Record<string, string> = { '2': 'key:2', ' ': 'key:space', Enter: 'key:enter', f: 'key:f', d: 'key:d', D: 'key:d' };

for (const [[device, viewport], tier] of sample(Object.entries(DEVICES), 0)) {
  test.describe(device, tier, () => {
    test.use({ viewport });

    for (const [platform, day] of sample(['st', 'amiga'] as const, 1)) {
      test(`${platform}: a door day from the desktop by touch alone — a new player, name and password typed on the phone's keyboard, a hand to its end, log off`, day, async ({ page }) => {
        test.slow();
        await boot(page, `platform=${platform}&video=pal`);
        // the desktop: a double tap opens the door
        await doubleTap(await page.context().newCDPSession(page), await locate(page, 'icon:idiots-delight'));
        await expect.poll(async () => (await state(page)).screen, { timeout: 20_000 }).toBe('title');
        await tap(page, 'key:any');
        expect((await state(page)).screen).toBe('logon');
        await tap(page, 'key:n');
        expect((await state(page)).screen).toBe('name');
        // the hidden input holds the focus, shaped for a name
        expect(await typingField(page)).toMatchObject({ type: 'text', autocapitalize: 'off', autocorrect: 'off', value: '' });
        await phoneTypes(page, 'Zoë');
        expect((await state(page)).input).toBe('Zoë');
        await tap(page, 'key:enter');
        expect((await state(page)).screen).toBe('password');
        expect(await typingField(page)).toMatchObject({ type: 'password', autocapitalize: 'off' });
        for (let i = 0; i < 2; i++) {
          await phoneTypes(page, 'tiger');
          await tap(page, 'key:enter');
        }
        expect(await state(page)).toMatchObject({ screen: 'menu', player: 'Zoë' });
        expect(await typingField(page)).toBeNull(); // no field: the screen has the focus again
        await tap(page, 'key:p');
        let s = await state(page);
        expect(s).toMatchObject({ screen: 'game', mode: 'door', hand: 1 });
        // the hand, by the prompt box's keys (a hint-following player), to its end
        for (let n = 0; n < 400 && !s.over; n++) {
          const k = nextKey(s as ApiHand);
          if (k === null) break;
          await tap(page, HAND_KEYS[k]!);
          s = await state(page);
        }
        expect(s.over).toBe(true);
        expect(s.result).not.toBeNull();
        await page.screenshot({ path: `test-results/finger-door-${platform}-${viewport.width}.png` });
        await tap(page, 'key:any');
        expect((await state(page)).screen).toBe('menu');
        await tap(page, 'key:q');
        expect((await state(page)).screen).toBe('goodbye');
        await tap(page, 'key:any'); // any other key: hang up
        await expect.poll(async () => (await state(page)).game).toBe('desktop');
      });
    }

    test('the page bar: every control at least 44 x 44 CSS px, and a pinch on it leaves the page unzoomed', async ({ page }) => {
      await boot(page, 'platform=st&game=gulf&deal=9');
      const cdp = await page.context().newCDPSession(page);
      const fold = page.locator('#fold');
      if (await fold.isVisible()) {
        const b = (await fold.boundingBox())!;
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
        await fold.tap();
      }
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#bar button, #bar input')]
          .filter((e) => e.offsetParent !== null)
          .map((e) => ({ id: e.id, w: e.getBoundingClientRect().width, h: e.getBoundingClientRect().height })),
      );
      expect(sizes.length).toBeGreaterThanOrEqual(9);
      for (const c of sizes) expect(Math.min(c.w, c.h), c.id).toBeGreaterThanOrEqual(44);
      const bar = (await page.locator('#p-st').boundingBox())!;
      // two fingers on the bar, spreading apart (the page zoomed to 5x before issue 31)
      const x = bar.x + bar.width / 2;
      const y = bar.y + bar.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x - 10, y, id: 0 }, { x: x + 10, y, id: 1 }] });
      for (let k = 1; k <= 10; k++) {
        const d = 10 + 15 * k;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: Math.max(2, x - d), y: y + 2 * k, id: 0 }, { x: x + d, y: y + 2 * k, id: 1 }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(500); // a zoom, had there been one, settles
      expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);
      expect(await page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: DEVICES.phone });

  test("Spider's Hit Parade name is typed on the phone's keyboard", async ({ page }) => {
    await boot(page, 'platform=st&game=spider&deal=1&rules=st&suits=4');
    const cdp = await page.context().newCDPSession(page);
    const s = newGame(1, { rules: 'st', suits: 4 });
    const col = [...Array(10).keys()].find((c) => clickColumn(s, c))!;
    await tap(page, `column:${col}`);
    expect((await state(page)).score).toBeGreaterThan(0);
    await longPress(page, cdp, await locate(page, 'column:4'));
    await expect.poll(async () => (await state(page)).ui.panel).toBe(true);
    await tap(page, 'panel:QUIT');
    await tap(page, 'button:Quit');
    await expect.poll(() => page.evaluate(() => window.retro.locate('button:OK'))).not.toBeNull();
    // The hidden input follows the field on the next frame (input.ts syncs it each frame).
    await expect.poll(() => typingField(page)).not.toBeNull();
    expect(await typingField(page)).toMatchObject({ type: 'text', autocapitalize: 'off', autocorrect: 'off' });
    await events(page);
    await phoneTypes(page, 'Ada!'); // '!' is not a name's character: refused with a beep, as a key is
    expect((await events(page)).filter((e) => e.type === 'beep').length).toBe(1);
    await tap(page, 'button:OK');
    await expect.poll(async () => (await events(page)).some((e) => e.type === 'message' && /1\. Ada {2,}\d/.test(e.text ?? ''))).toBe(true);
  });

  test("Gulf's high-score name is typed on the phone's keyboard (Amiga)", async ({ page }) => {
    test.slow();
    await boot(page, 'platform=amiga&video=pal&game=gulf&deal=3');
    for (let n = 0; n < 200; n++) {
      const s = await state(page);
      if (s.phase !== 'play') break;
      const i = [0, 1, 2, 3, 4, 5, 6].find((k) => s.stacks[k].length > 0 && matches(s.stacks[k].at(-1), s.faceUp));
      await tap(page, i === undefined ? 'stock' : `stack:${i}`);
    }
    await tap(page, 'button:OK'); // no more moves
    await expect.poll(() => typingField(page)).not.toBeNull();
    expect(await typingField(page)).toMatchObject({ type: 'text', autocapitalize: 'off' });
    await phoneTypes(page, 'Grace');
    await tap(page, 'button:OK');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('retro.gulf.scores') ?? '')).toContain('Grace');
  });

  for (const [platform, tier] of sample(['st', 'amiga'] as const, 0)) {
    test(`${platform}: a deal by number in King's Korner and Gulf, chosen from the menu by finger and typed on a numeric keyboard`, tier, async ({ page }) => {
      await boot(page, `platform=${platform}&video=pal&game=kings-korner&deal=5&freeSpaces=4`);
      const cdp = await page.context().newCDPSession(page);
      await menuByFinger(page, cdp, 'NEW GAME', 'Deal number...');
      await expect.poll(() => typingField(page)).not.toBeNull();
      expect(await typingField(page)).toMatchObject({ inputMode: 'numeric', value: '5' });
      await phoneTypes(page, '77'); // the number shown is selected: typing replaces it
      await tap(page, 'button:OK');
      await expect.poll(async () => (await state(page)).deal).toBe(77);

      await page.evaluate(() => window.retro.launch('gulf', { deal: 9 }));
      await menuByFinger(page, cdp, 'Game', 'New game by number...');
      await expect.poll(() => typingField(page)).not.toBeNull();
      expect((await typingField(page))?.inputMode).toBe('numeric');
      await phoneTypes(page, '1234');
      await tap(page, 'button:OK');
      await expect.poll(async () => (await state(page)).deal).toBe(1234);
    });
  }

  test('st: a slip of the finger in a menu chooses nothing: the first tap only lights the item', async ({ page }) => {
    await boot(page, 'platform=st&game=gulf&deal=9');
    const t = await locate(page, 'menu:Game');
    await page.touchscreen.tap(t.x, t.y);
    const i = await locate(page, 'menu:Game:New game by number...');
    await page.touchscreen.tap(i.x, i.y);
    expect(await page.evaluate(() => window.retro.locate('button:OK'))).toBeNull();
    const other = await locate(page, 'menu:Game:High scores...');
    await page.touchscreen.tap(other.x, other.y);
    expect(await page.evaluate(() => window.retro.locate('button:OK'))).toBeNull();
  });

  test('amiga: a long press lifted on the title bar leaves the strip up; a tap lights an item, a second chooses it', async ({ page }) => {
    await boot(page, 'platform=amiga&video=pal&game=gulf&deal=9');
    const cdp = await page.context().newCDPSession(page);
    await longPress(page, cdp, await locate(page, 'menu:Game'));
    const i = await locate(page, 'menu:Game:New game by number...');
    await page.touchscreen.tap(i.x, i.y);
    expect(await page.evaluate(() => window.retro.locate('button:OK'))).toBeNull();
    await page.touchscreen.tap(i.x, i.y);
    await expect.poll(() => typingField(page)).not.toBeNull();
    await phoneTypes(page, '42');
    await tap(page, 'button:OK');
    await expect.poll(async () => (await state(page)).deal).toBe(42);
  });

  test('a swipe is not a click: a vertical swipe on a Spider column moves nothing', async ({ page }) => {
    await boot(page, 'platform=st&game=spider&deal=5&rules=st&suits=4');
    const cdp = await page.context().newCDPSession(page);
    const s = newGame(5, { rules: 'st', suits: 4 });
    const col = [...Array(10).keys()].find((c) => clickColumn(s, c) !== null)!;
    const before = (await state(page)).columns;
    const p = await locate(page, `column:${col}`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
    for (let k = 1; k <= 5; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: p.x, y: p.y + 12 * k }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await state(page)).columns).toEqual(before);
    // and a tap there still plays
    await page.touchscreen.tap(p.x, p.y);
    await expect.poll(async () => (await state(page)).columns).not.toEqual(before);
  });

  test.describe('with the service worker', () => {
    // The suite blocks service workers (playwright.config.ts); a new version needs one.
    test.use({ serviceWorkers: 'allow' });
    test("a new version: the page finds it itself when it comes back into view, and the ☰ button shows it", async ({ page }) => {
      test.setTimeout(120_000);
      const site = await serveDist();
      try {
        await page.goto(site.url + '?platform=st&game=gulf&deal=5');
        await page.waitForFunction(() => window.retro !== undefined);
        await page.evaluate(() => window.retro.ready);
        await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
        await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
        const fold = page.locator('#fold');
        await expect(fold).toBeVisible();
        await expect(fold).not.toHaveClass(/badge/);
        site.publishNextVersion();
        // the page comes back into view (the player returns to it): it asks for a new version itself
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await expect(fold).toHaveClass(/badge/, { timeout: 30_000 });
        await page.screenshot({ path: 'test-results/finger-update-badge.png' });
        await fold.tap();
        await expect(page.locator('#sw-note')).toContainText('New version ready');
        // The bar unfolds on the tap: its Restart button is laid out a frame after the note's text.
        await expect(page.locator('#sw-note button')).toBeVisible();
        const restart = (await page.locator('#sw-note button').boundingBox())!;
        expect(Math.min(restart.width, restart.height)).toBeGreaterThanOrEqual(44);
      } finally {
        await site.close();
      }
    });
  });
});
