/**
 * Issue 47: one finished Gulf game entered GULF.SCR twice, when Enter on the name in one window
 * and "Play here" in the other came in the same moment. Two pages of one browser context are two
 * windows; the race is run a few times, each with its own deal, and the table keeps one row per
 * game (its id).
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, events, open, readRecord } from './helpers';
import { losingKeys } from './gulf-keys';
import { SCORES } from '../../src/games/gulf/records';

const up = (page: Page, target: string) => page.evaluate((t) => window.retro.locate(t) !== null, target);
/** A requester is on the page's screen (its OK, Continue or Play here). */
const asking = async (page: Page) => (await up(page, 'button:OK')) || (await up(page, 'button:Continue'));
const nextFrame = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));

test('Gulf: Enter on the name in one window and "Play here" in the other at once leave one row in GULF.SCR', async ({ page }) => {
  test.slow(); // three races, two windows
  const a = page;
  await boot(a, 'platform=st');
  const b = await a.context().newPage();
  const deals = [271829, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18].filter((d) => losingKeys(d).end.score > 0).slice(0, 3);
  for (const [n, deal] of deals.entries()) {
    // B on its desktop (it holds no game); A plays the game to its end and has the name box up
    await open(b, 'platform=st');
    await open(a, `platform=st&game=gulf&deal=${deal}`);
    for (const k of losingKeys(deal).keys) await a.keyboard.press(k === ' ' ? 'Space' : k);
    try {
      await expect.poll(() => up(a, 'button:OK')).toBe(true);
    } catch (e) {
      // Failed once in CI under load (2026-12-07, not reproduced in 22 runs since): what both windows showed, and A's moves.
      await test.info().attach('window A', { body: await a.screenshot(), contentType: 'image/png' });
      await test.info().attach('window B', { body: await b.screenshot(), contentType: 'image/png' });
      await test.info().attach("A's log and the keys", { body: JSON.stringify({ round: n, deal, log: await a.evaluate(() => window.retro.log()), keys: losingKeys(deal).keys }), contentType: 'application/json' });
      throw e;
    }
    await a.keyboard.press('Enter'); // "No more moves": OK
    await expect.poll(() => up(a, 'button:OK')).toBe(true); // the name box
    await a.keyboard.type(`A${n}`);
    // B opens Gulf: asked "Play it here?"
    await open(b, 'platform=st&game=gulf');
    await expect.poll(() => up(b, 'button:Play here')).toBe(true);
    const here = (await b.evaluate(() => window.retro.locate('button:Play here')))!;
    // the same moment: Enter on A's name, "Play here" in B
    await Promise.all([a.keyboard.press('Enter'), b.mouse.click(here.x, here.y)]);
    // B answers what it is asked (Continue the finished game, its end, its name) until nothing is left
    for (let i = 0; i < 40; i++) {
      if (await asking(b)) await b.keyboard.press('Enter');
      else await nextFrame(b);
      const rows = ((await readRecord(b, SCORES)) ?? []).filter((e) => e.deal === deal);
      if (rows.length > 0 && !(await asking(b)) && !(await asking(a))) break;
    }
    const table = (await readRecord(b, SCORES)) ?? [];
    expect(table.filter((e) => e.deal === deal)).toHaveLength(1);
    expect(new Set(table.map((e) => e.id)).size).toBe(table.length);
    expect(table).toHaveLength(n + 1);
  }
});

test('Gulf: the name being typed in one window goes with the game when the other window takes it ("Play here")', async ({ page }) => {
  const a = page;
  await boot(a, 'platform=st');
  const b = await a.context().newPage();
  const deal = [9, 10, 11, 12, 13, 14, 15, 16].find((d) => losingKeys(d).end.score > 0)!;
  await open(b, 'platform=st');
  await open(a, `platform=st&game=gulf&deal=${deal}`);
  for (const k of losingKeys(deal).keys) await a.keyboard.press(k === ' ' ? 'Space' : k);
  await expect.poll(() => up(a, 'button:OK')).toBe(true);
  await a.keyboard.press('Enter'); // "No more moves": OK
  await expect.poll(() => up(a, 'button:OK')).toBe(true); // the name box
  await a.keyboard.type('Ada');
  await events(a);
  await open(b, 'platform=st&game=gulf');
  await expect.poll(() => up(b, 'button:Play here')).toBe(true);
  await click(b, 'button:Play here');
  // A is told the game moved, and that the name goes with it
  let said = '';
  await expect.poll(async () => (said += (await events(a)).map((e) => e.text ?? '').join('\n')).includes('The name you typed goes too.')).toBe(true);
  // B answers with Enter only (Continue, "No more moves", the name box as it opens): the name entered is A's
  for (let i = 0; i < 40 && ((await readRecord(b, SCORES)) ?? []).length === 0; i++) {
    if (await asking(b)) await b.keyboard.press('Enter');
    else await nextFrame(b);
  }
  const table = (await readRecord(b, SCORES)) ?? [];
  expect(table.map((e) => [e.name, e.deal])).toEqual([['Ada', deal]]);
});
