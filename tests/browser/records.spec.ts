/**
 * The player's records survive what the browser does to them: storage that cannot be read is never
 * written over (some privacy modes throw on reads and accept writes), the player is told, and a
 * damaged record is named in a requester while every other record is kept.
 */
import { ownContextTest as test, expect, type Page } from './shared-page';
import { boot, click, state, events, locate, lookAt } from './helpers';
import { GAMES } from '../../src/games/registry';
import { position as kkPosition } from '../../src/games/kings-korner/records';
import type { GameLog } from '../../src/core/log';

/** Every record of the collection, as stored. */
const stored = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      out[k] = localStorage.getItem(k)!;
    }
    return out;
  });

/** Draw from the DECK and place the card on the first empty space of the GRID, `n` times. */
async function playKK(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    await click(page, 'deck');
    const s = await state(page);
    const free = s.grid.flat().findIndex((x: unknown) => x === null);
    await click(page, `cell:${free >> 2}:${free & 3}`);
  }
}

const seen = async (page: Page, words: string) => (await events(page)).some((e) => e.type === 'message' && e.text?.includes(words));

test('storage whose reads throw is never written: the stored game and preferences survive, and the player is told', async ({ page }) => {
  // Reads throw only on pages opened with #broken (the writes still work), as in some privacy modes.
  await page.addInitScript(() => {
    if (location.hash !== '#broken') return;
    const real = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem')!.value as (this: Storage, k: string) => string | null;
    Storage.prototype.getItem = function (this: Storage, k: string) {
      if (this === window.localStorage) throw new DOMException('denied', 'SecurityError');
      return real.call(this, k);
    };
  });
  await boot(page, 'platform=amiga&game=kings-korner&deal=5&freeSpaces=4');
  await playKK(page, 2);
  const before = await stored(page);
  expect(Object.keys(before)).toContain('retro.' + GAMES['kings-korner'].save.key);

  await page.goto('/?platform=st#broken');
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect(await seen(page, 'Storage is not available')).toBe(true);
  await locate(page, 'button:OK'); // on screen, not only in the event log
  await lookAt(page, 'test-results/records-unreadable.png');
  await page.keyboard.press('Enter');
  await page.evaluate(() => window.retro.launch('kings-korner', { deal: 99, freeSpaces: 2 }));
  await playKK(page, 3);
  await page.keyboard.press('F9');

  await page.goto('/');
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  const after = await stored(page);
  expect(after).toEqual(before);
  const s = await state(page);
  expect(s.game).toBe('kings-korner');
  expect(s.deal).toBe(5);
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
});

test('a damaged save is named in a requester the player sees; the other records are kept', async ({ page }) => {
  await boot(page, 'platform=amiga&game=kings-korner&deal=5&freeSpaces=4');
  await playKK(page, 2);
  const spec = GAMES['kings-korner'].save;
  const before = await stored(page);
  await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"data":{"grid":"torn'), 'retro.' + spec.key);
  await boot(page, '', { keep: true });
  expect(await seen(page, `${spec.file} was damaged.`)).toBe(true);
  await locate(page, 'button:OK');
  await lookAt(page, 'test-results/records-damaged.png');
  await page.keyboard.press('Enter');
  expect((await state(page)).game).toBe('desktop');
  const after = await stored(page);
  expect(after['retro.' + spec.key]).toBeUndefined();
  for (const [k, v] of Object.entries(before)) if (k !== 'retro.' + spec.key && k !== 'retro.session') expect(after[k]).toBe(v);
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
});

test('records written by an older version are migrated in the page, never erased: a version-1 game and PREFS.INF', async ({ page }) => {
  await boot(page, 'platform=st&game=kings-korner&deal=5&freeSpaces=4');
  await playKK(page, 2);
  const spec = GAMES['kings-korner'].save;
  const key = 'retro.' + spec.key;
  const now = await state(page);
  // The game's own save (its log), put back into the shape version 1 wrote: the position, its move log called `moves`.
  const { data } = JSON.parse((await stored(page))[key]!) as { data: { aided: boolean; game: { log: GameLog } } };
  const { history, ...rest } = kkPosition(data.game)!;
  const v1 = JSON.stringify({ v: 1, data: { ...rest, moves: history } });
  const prefsV1 = JSON.stringify({ v: 1, data: { platform: 'amiga', video: 'ntsc', sound: false, volume: 0.5, led: false } });
  await page.evaluate(([k, a, b]) => {
    localStorage.setItem(k!, a!);
    localStorage.setItem('retro.prefs', b!);
  }, [key, v1, prefsV1]);

  await boot(page, '', { keep: true });
  // The game on screen comes back as it was, on the machine the old preferences chose.
  const s = await state(page);
  expect(s.game).toBe('kings-korner');
  expect(s.grid).toEqual(now.grid);
  expect(await page.evaluate(() => [window.retro.platform, window.retro.video, window.retro.aids])).toEqual(['amiga', 'ntsc', false]);
  expect((await events(page)).some((e) => e.type === 'message' && /damaged|newer/i.test(e.text ?? ''))).toBe(false);
  // Both records are written back in today's shape.
  const after = await stored(page);
  expect((JSON.parse(after[key]!) as { v: number }).v).toBe(spec.version);
  expect(JSON.parse(after['retro.prefs']!)).toMatchObject({ v: 2, data: { platform: 'amiga', video: 'ntsc', sound: false, volume: 0.5, aids: false, monitor: 'sharp' } });
});
