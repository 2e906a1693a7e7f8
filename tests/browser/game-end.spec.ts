/**
 * Issue 30: the end of a game is part of the game. A save stays until its score is recorded: a
 * reload or a closed tab at the game-over requester or the name box brings the same offer back,
 * and the Continue question names it. Escape on a practice hand with moves asks first. Storage
 * that drops writes is told to the player. Records are read back through the games' own specs.
 */
import { ownContextTest as test, expect, type Page } from './shared-page';
import { boot, click, events, open, readRecord, state } from './helpers';
import { loadPosition } from './spider-position';
import { PENDING_LINES } from '../../src/shell/prompts';
import { losingKeys } from './gulf-keys';
import { SAVE as GULF_SAVE, SCORES as GULF_SCORES, position as gulfPosition } from '../../src/games/gulf/records';
import { clickColumn, legalMoves, newGame, spiderEngine, spiderScore, status, type SpiderState } from '../../src/games/spider/engine';
import { SAVE as SPIDER_SAVE, HIT_PARADE } from '../../src/games/spider/records';
import { SAVE as ID_SAVE } from '../../src/games/idiots-delight/records';
import { sample } from './tier';

/** Everything the player has been told, gathered over polls (events() hands each message once). */
function listener(page: Page) {
  let all = '';
  return async (words: string) => {
    await expect.poll(async () => (all += (await events(page)).map((e) => e.text ?? '').join('\n') + '\n').includes(words), { message: words }).toBe(true);
    all = '';
  };
}

async function answer(page: Page, label: string) {
  await expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, `button:${label}`), { message: label }).toBe(true);
  await click(page, `button:${label}`);
}

const MACHINES = [
  { platform: 'st', query: 'platform=st' },
  { platform: 'amiga', query: 'platform=amiga&video=pal' },
] as const;

// ---------------------------------------------------------------- Gulf


for (const [mc, tier] of sample(MACHINES, 1))
  test(`Gulf, ${mc.platform}: a reload at "game over" and a closed tab at the name box bring the offer back; GULF.SAV goes once the score is in GULF.SCR`, tier, async ({ page }) => {
    const deal = [271829, 9, 10, 11, 12, 13, 14, 15, 16].find((d) => losingKeys(d).end.phase === 'over' && losingKeys(d).end.score > 0)!;
    const { keys, end } = losingKeys(deal);
    await boot(page, `${mc.query}&game=gulf&deal=${deal}`);
    let heard = listener(page);
    for (const k of keys) await page.keyboard.press(k === ' ' ? 'Space' : k);
    await heard(`Final score ${end.score}`);
    expect(gulfPosition((await readRecord(page, GULF_SAVE))!.game)?.phase).toBe('over');
    // a reload at the requester: the same requester again
    await page.reload();
    await page.waitForFunction(() => window.retro !== undefined);
    heard = listener(page);
    await heard(`Final score ${end.score}`);
    await answer(page, 'OK');
    await heard('A place in the high scores!');
    // the tab closed at the name box; later another link of Gulf: Continue names what waits
    const later = await page.context().newPage();
    await page.close();
    const heardLater = listener(later);
    await open(later, `${mc.query}&game=gulf&deal=5`);
    await heardLater(PENDING_LINES('Gulf').join(' '));
    await answer(later, 'Continue');
    await heardLater(`Final score ${end.score}`);
    await answer(later, 'OK');
    await heardLater('A place in the high scores!');
    await later.keyboard.type('Ada');
    await later.keyboard.press('Enter');
    await expect.poll(async () => (await readRecord(later, GULF_SCORES))?.[0]).toMatchObject({ name: 'Ada', score: end.score, deal });
    // The save goes after the score is in (never before): in a later task, so it is waited for.
    await expect.poll(() => readRecord(later, GULF_SAVE)).toBeNull();
  });

// ---------------------------------------------------------------- Spider

/** A four-suit deal played (deals first, then the first legal move) to its loss; the position before the last move. */
function spiderLoss(): { before: SpiderState; col: number; score: number } {
  for (let deal = 1000; deal < 1200; deal++) {
    let s = newGame(deal, { rules: 'st', suits: 4 });
    for (let i = 0; i < 60 && status(s) === 'playing'; i++) {
      const ms = legalMoves(s);
      const next = spiderEngine.apply(s, ms.find((m) => m.type === 'deal') ?? ms.find((m) => m.type !== 'deal')!);
      if (status(next) === 'lost') {
        // the same loss by one click on a column, as the player makes it
        const col = [...Array(10).keys()].find((c) => {
          const mv = clickColumn(s, c);
          return mv !== null && status(spiderEngine.apply(s, mv)) === 'lost' && spiderScore(spiderEngine.apply(s, mv)) > 0;
        });
        if (col !== undefined) return { before: s, col, score: spiderScore(spiderEngine.apply(s, clickColumn(s, col)!)) };
        break;
      }
      s = next;
    }
  }
  throw new Error('no Spider loss found');
}

for (const [mc, tier] of sample(MACHINES, 0))
  test(`Spider, ${mc.platform}: a lost game whose score would enter the Hit Parade is offered again after the tab is closed, never replaced without asking`, tier, async ({ page }) => {
    const { before, col, score } = spiderLoss();
    await boot(page, mc.query);
    await loadPosition(page, before);
    const heard = listener(page);
    await click(page, `column:${col}`);
    await heard(`Score ${score}.`);
    await answer(page, 'Board');
    // the tab closed; later a link to another deal: Continue names the waiting score
    const later = await page.context().newPage();
    await page.close();
    const heardLater = listener(later);
    await open(later, `${mc.query}&game=spider&deal=31415`);
    await heardLater(PENDING_LINES('Spider').join(' '));
    await answer(later, 'Continue');
    await heardLater(`Score ${score}.`);
    await answer(later, 'Quit');
    await heardLater(`Your score of ${score} enters`);
    await later.keyboard.type('Ada');
    await later.keyboard.press('Enter');
    await answer(later, 'OK'); // the Hit Parade, the new entry marked
    await expect.poll(async () => (await readRecord(later, HIT_PARADE))?.st[4][0]).toMatchObject({ name: 'Ada', score });
    await expect.poll(() => readRecord(later, SPIDER_SAVE)).toBeNull();
  });

// ---------------------------------------------------------------- Idiot's Delight

for (const [mc, tier] of sample(MACHINES, 1))
  test(`Idiot's Delight, ${mc.platform}: Escape on a practice hand with moves asks first; N keeps it, Y lets it go`, tier, async ({ page }) => {
    await boot(page, `${mc.query}&game=idiots-delight&deal=31415`);
    expect((await state(page)).screen).toBe('game');
    await page.keyboard.press('Enter'); // deal four more cards: a move
    const dealt = await state(page);
    await page.keyboard.press('Escape');
    expect((await state(page)).screen).toBe('game');
    expect((await state(page)).confirm).toBe('Leave this free hand? It is not kept.');
    await page.keyboard.press('n');
    expect(await state(page)).toMatchObject({ screen: 'game', deal: dealt.deal });
    expect((await readRecord(page, ID_SAVE))?.game.free).not.toBeNull();
    await page.keyboard.press('Escape');
    await page.keyboard.press('y');
    expect((await state(page)).screen).not.toBe('game');
    expect((await readRecord(page, ID_SAVE))?.game.free ?? null).toBeNull();
  });

// ---------------------------------------------------------------- storage that drops writes

test('storage that accepts writes and keeps nothing is told once; the game goes on in memory', async ({ page }) => {
  // After 20 writes this browser's localStorage returns from setItem and stores nothing.
  await page.addInitScript(() => {
    if (location.hash !== '#dropping') return;
    const real = Object.getOwnPropertyDescriptor(Storage.prototype, 'setItem')!.value as (this: Storage, k: string, v: string) => void;
    let writes = 0;
    Storage.prototype.setItem = function (this: Storage, k: string, v: string) {
      if (this === window.localStorage && k.startsWith('retro.') && ++writes > 20) return;
      real.call(this, k, v);
    };
  });
  await boot(page);
  await page.goto('/?platform=st&game=gulf&deal=31415#dropping');
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  const heard = listener(page);
  for (let i = 0; i < 24; i++) {
    await page.keyboard.press('Space');
    if ((await state(page)).phase !== 'play') break;
  }
  await heard('Storage is not available');
  const told = (await page.evaluate(() => window.retro.events())).filter((e) => e.text?.startsWith('Storage is not available')).length;
  expect(told).toBe(0); // once only
  expect((await state(page)).deal).toBe(31415); // the game goes on
});
