/**
 * The log is the game (issue 47), in the page: each game played by real clicks and keys keeps its
 * log (`retro.log()`), which `retro.verify` accepts with the game's score and status; a reload
 * resumes the same log and the same screen; a log changed by hand is refused at the changed entry.
 */
import { expect, test, type Page } from '@playwright/test';
import { boot, click, screen, state } from './helpers';

interface Log {
  game: string;
  deal: number;
  id: string;
  moves: { type: string; key: string }[];
}

const log = (page: Page) => page.evaluate(() => window.retro.log()) as Promise<Log | null>;
const verify = (page: Page, l: unknown) => page.evaluate((x) => window.retro.verify(x), l);

/** Move the pointer off the screen, so it is not drawn in what `screen` returns. */
async function pointerAway(page: Page) {
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.move(box.x + box.width + 20, box.y + box.height + 20);
}

async function reloadSame(page: Page, before: Log) {
  await pointerAway(page);
  const shown = (await screen(page)).pixels;
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  await pointerAway(page);
  await expect.poll(() => log(page)).toEqual(before);
  expect((await screen(page)).pixels).toEqual(shown);
}

async function checkLog(page: Page, game: string, deal: number): Promise<Log> {
  const l = (await log(page))!;
  expect(l).toMatchObject({ game, deal });
  expect(l.id).toMatch(new RegExp(`^${deal}-[0-9a-f]{16}$`));
  expect(l.moves.length).toBeGreaterThan(1);
  const s = await state<{ score: number }>(page);
  expect(await verify(page, l)).toMatchObject({ ok: true, status: 'playing', ...(game === 'kings-korner' ? {} : { score: s.score }) });
  // one entry changed by hand is refused there, in words
  const i = l.moves.length - 1;
  const bad = { ...l, moves: l.moves.map((m, k) => (k === i ? { ...m, key: '00000000' } : m)) };
  const v = await verify(page, bad);
  expect(v).toMatchObject({ ok: false, move: i });
  expect((v as { reason: string }).reason).toMatch(/^Move \d+ /);
  return l;
}

test('Spider: moves and UNDO by keys are the log; a reload resumes the same log and screen', async ({ page }) => {
  await boot(page, 'platform=st&game=spider&deal=5&rules=st&suits=1');
  expect(await log(page)).toMatchObject({ game: 'spider', deal: 5, options: { rules: 'st', suits: 1 }, moves: [] });
  for (const k of ['1', '2', '3', '4', '5', 'u', '6']) await page.keyboard.press(k);
  const l = await checkLog(page, 'spider', 5);
  expect(l.moves.map((m) => m.type)).toContain('undo');
  await reloadSame(page, l);
});

test("King's Korner: the DECK and the GRID by clicks are the log; a reload resumes the same log and screen", async ({ page }) => {
  await boot(page, 'platform=amiga&game=kings-korner&deal=5&freeSpaces=4');
  for (let n = 0; n < 4; n++) {
    await click(page, 'deck');
    for (let c = 0; c < 16 && (await state<{ current: string | null }>(page)).current !== null; c++) await click(page, `cell:${c >> 2}:${c & 3}`);
  }
  const l = await checkLog(page, 'kings-korner', 5);
  await reloadSame(page, l);
});

test('Gulf: the stock and the stacks by clicks are the log; a reload resumes the same log and screen', async ({ page }) => {
  await boot(page, 'platform=st&game=gulf&deal=77123');
  for (let n = 0; n < 3; n++) {
    await click(page, 'stock');
    for (let i = 0; i < 7; i++) await click(page, `stack:${i}`);
  }
  const l = await checkLog(page, 'gulf', 77123);
  await reloadSame(page, l);
});

test("Idiot's Delight: the marker's moves, Space and Enter are the log; a reload resumes the same log and screen", async ({ page }) => {
  await boot(page, 'platform=st&game=idiots-delight&deal=9');
  // ending on a key that leaves no message (a message is the moment's, not the game's)
  for (const k of ['2', '2', 'Space', '8', 'Enter']) await page.keyboard.press(k);
  const l = await checkLog(page, 'idiots-delight', 9);
  expect(l.moves.map((m) => m.type)).toEqual(expect.arrayContaining(['marker', 'deal']));
  await reloadSame(page, l);
});

test('the desktop has no log; verify answers any log, in words', async ({ page }) => {
  await boot(page, 'platform=st');
  expect(await log(page)).toBeNull();
  expect(await verify(page, { game: 'chess' })).toEqual({ ok: false, move: -1, reason: 'No game here is called "chess".' });
  expect(await verify(page, { game: 'gulf', version: 1, deal: 3, options: {}, id: '3-x', moves: [] })).toEqual({ ok: true, score: 0, status: 'playing', aided: false });
});
