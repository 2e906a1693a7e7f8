/**
 * Watching a game again (issue 47 step 6), in the page, on the ST and the Amiga: a kept log (made by
 * the game's own engine, seeded into its record as the game keeps it; the door's hand played by keys)
 * is opened from the game's menu, its Hit Parade, GULF.SCR or the door's [R], stepped and played; `state().watch.state` is the replayed
 * position after each step; Esc ends it and the game in progress is as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { boot, chooseMenu, click, lookAt, open, pressAll, readRecord, state } from './helpers';
import { LogBook } from '../../src/shell/game-log';
import { Playback } from '../../src/shell/playback';
import type { GameLog } from '../../src/core/log';
import type { GameState } from '../../src/core/engine';
import { gulfLog } from '../../src/games/gulf/log';
import { canPlay, toApiState as gulfApi } from '../../src/games/gulf/engine';
import { WATCH as GULF_WATCH, SCORES as GULF_SCORES } from '../../src/games/gulf/records';
import { spiderLog } from '../../src/games/spider/log';
import { clickColumn, toApiState as spiderApi } from '../../src/games/spider/engine';
import { WATCH as SPIDER_WATCH, HIT_PARADE } from '../../src/games/spider/records';
import { emptyHitParade } from '../../src/games/spider/hptable';
import { kkLog } from '../../src/games/kings-korner/log';
import { legalMoves, toApiState as kkApi } from '../../src/games/kings-korner/engine';
import { WATCH as KK_WATCH } from '../../src/games/kings-korner/records';
import { idLog, toApiState as idApi } from '../../src/games/idiots-delight/engine';
import { WATCH as ID_WATCH } from '../../src/games/idiots-delight/records';
import { keysFrom, type ApiHand } from '../unit/idiots-delight-ui/autoplay';

interface Watched {
  move: number;
  moves: number;
  playing: boolean;
  id: string;
  state: unknown;
}
const watched = async (page: Page) => (await state<{ watch?: Watched }>(page)).watch;
const json = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

/** Records put in the page's storage before the game opens, as the game writes them. */
async function seed(page: Page, platform: string, records: Record<string, unknown>) {
  await boot(page, `platform=${platform}`);
  await page.evaluate((r) => {
    for (const [k, v] of Object.entries(r)) localStorage.setItem(k, JSON.stringify(v));
  }, records);
}

function gulfGame(): GameLog {
  const b = LogBook.begin(gulfLog, 3, {}, '3-00112233aabbccdd');
  for (let guard = 0; b.state.phase === 'play' && guard < 300; guard++) {
    const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(b.state, i));
    b.play(pl.length ? { type: 'play', stack: pl[0]! } : { type: 'draw' });
  }
  return b.log;
}

function spiderGame(): GameLog {
  const b = LogBook.begin(spiderLog, 1, { rules: 'st', suits: 1 }, '1-00112233aabbccdd');
  for (let n = 0; n < 4; n++) {
    const mv = [...Array(10).keys()].map((c) => clickColumn(b.state, c)).find((m) => m !== null);
    if (mv) b.play(mv, n * 1000);
  }
  b.play({ type: 'deal' }, 5000);
  return b.log;
}

function kkGame(): GameLog {
  const b = LogBook.begin(kkLog, 5, { freeSpaces: 4 }, '5-00112233aabbccdd');
  for (let guard = 0; b.state.end === null && guard < 500; guard++) b.play(legalMoves(b.state)[0]!);
  return b.log;
}

/** Step, step back, play to the end at the fastest speed, then Esc: the game in progress is back. */
async function stepAndPlay<S extends GameState>(page: Page, pb: Playback<S>, api: (s: S) => unknown, shot: string) {
  await expect.poll(async () => (await watched(page))?.move).toBe(0);
  expect((await watched(page))!.moves).toBe(pb.moves);
  expect((await watched(page))!.state).toEqual(json(api(pb.positions[0]!)));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await watched(page))?.move).toBe(3);
  expect((await watched(page))!.state).toEqual(json(api(pb.positions[3]!)));
  await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await watched(page))?.move).toBe(2);
  expect((await watched(page))!.state).toEqual(json(api(pb.positions[2]!)));
  await lookAt(page, shot);
  for (let i = 0; i < 4; i++) await page.keyboard.press('+'); // the fastest speed
  await page.keyboard.press('Space');
  await expect.poll(async () => (await watched(page))?.move, { timeout: 30_000 }).toBe(pb.moves);
  await expect.poll(async () => (await watched(page))?.playing).toBe(false);
  expect((await watched(page))!.state).toEqual(json(api(pb.positions[pb.moves]!)));
  await page.keyboard.press('Escape');
  await expect.poll(() => watched(page)).toBeUndefined();
}

for (const platform of ['st', 'amiga'] as const) {
  test(`Gulf on the ${platform}: "Watch last game" and a GULF.SCR entry play back on the board`, async ({ page }) => {
    const log = gulfGame();
    const pb = Playback.of(gulfLog, log) as Playback<ReturnType<typeof gulfLog.engine.newGame>>;
    await seed(page, platform, {
      [`retro.${GULF_WATCH.key}`]: { v: 1, data: { last: log, entries: [log] } },
      [`retro.${GULF_SCORES.key}`]: { v: GULF_SCORES.version, data: [{ name: 'Ada', score: Math.max(1, pb.positions[pb.moves]!.score), round: 1, deal: 3, id: log.id }] },
    });
    await open(page, `platform=${platform}&game=gulf&deal=9`);
    await click(page, 'stock');
    const live = await state(page);
    await chooseMenu(page, 'Game', 'Watch last game');
    await stepAndPlay(page, pb, gulfApi, `test-results/watch-gulf-${platform}.png`);
    expect(await state(page)).toEqual(live);
    // GULF.SCR: a click on the entry watches its game
    await chooseMenu(page, 'Game', 'High scores...');
    await page.keyboard.press('1');
    await expect.poll(async () => (await watched(page))?.id).toBe(log.id);
    await page.keyboard.press('Escape');
    await expect.poll(() => watched(page)).toBeUndefined();
    expect(await state(page)).toEqual(live);
  });

  test(`Spider on the ${platform}: W and the Hit Parade's Watch play back on the board`, async ({ page }) => {
    const log = spiderGame();
    const pb = Playback.of(spiderLog, log) as Playback<ReturnType<typeof spiderLog.engine.newGame>>;
    const hp = emptyHitParade();
    hp.st[1] = [{ name: 'Ada', score: 100, suits: 1, deal: 1, id: log.id }];
    await seed(page, platform, {
      [`retro.${SPIDER_WATCH.key}`]: { v: 1, data: { last: log, entries: [log] } },
      [`retro.${HIT_PARADE.key}`]: { v: HIT_PARADE.version, data: hp },
    });
    await open(page, `platform=${platform}&game=spider&deal=2&rules=st&suits=1`);
    await page.keyboard.press('d');
    const live = await state<{ ui: { time: number } }>(page);
    await page.keyboard.press('w');
    await stepAndPlay(page, pb, spiderApi, `test-results/watch-spider-${platform}.png`);
    // INFO's Hit Parade: Watch, place 1
    await page.keyboard.press('i');
    await click(page, 'panel:HITPARADE');
    await click(page, 'button:Watch');
    await expect.poll(() => page.evaluate(() => window.retro.locate('button:Last game') !== null)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await watched(page))?.id).toBe(log.id);
    await page.keyboard.press('Escape');
    await expect.poll(() => watched(page)).toBeUndefined();
    const after = await state<{ ui: { time: number } }>(page);
    // the same game, its clock aside (it ran while nothing was watched)
    expect({ ...after, ui: { ...after.ui, time: 0, info: false } }).toEqual({ ...live, ui: { ...live.ui, time: 0, info: false } });
  });

  test(`King's Korner on the ${platform}: "Watch last game" plays back on the GRID`, async ({ page }) => {
    const log = kkGame();
    const pb = Playback.of(kkLog, log) as Playback<ReturnType<typeof kkLog.engine.newGame>>;
    await seed(page, platform, { [`retro.${KK_WATCH.key}`]: { v: 1, data: { last: log, entries: [] } } });
    await open(page, `platform=${platform}&game=kings-korner&deal=9&freeSpaces=2`);
    await click(page, 'deck');
    const live = await state(page);
    await chooseMenu(page, 'PROJECT', 'Watch last game');
    await stepAndPlay(page, pb, kkApi, `test-results/watch-kk-${platform}.png`);
    expect(await state(page)).toEqual(live);
  });

  test(`Idiot's Delight on the ${platform}: a free hand played out is kept, and the menu's R plays it back on the hand screen`, async ({ page }) => {
    await open(page, `platform=${platform}&game=idiots-delight`);
    // log on as a new name (its password chosen, typed twice), then a free hand from the menu
    for (const k of ['n', ...'Ada', 'Enter', ...'secret', 'Enter', ...'secret', 'Enter']) await page.keyboard.press(k === ' ' ? 'Space' : k);
    await expect.poll(async () => (await state<{ screen: string }>(page)).screen).toBe('menu');
    expect(await page.evaluate(() => window.retro.locate('key:r'))).toBeNull();
    await page.keyboard.press('f');
    await expect.poll(async () => (await state<{ screen: string }>(page)).screen).toBe('game');
    await pressAll(page, keysFrom(await state<ApiHand>(page)));
    await expect.poll(async () => (await state<{ over: boolean }>(page)).over).toBe(true);
    const log = (await page.evaluate(() => window.retro.log())) as GameLog;
    await page.keyboard.press('Space'); // the hand's result: any key, back to the menu
    await expect.poll(async () => (await readRecord(page, ID_WATCH))?.last?.id).toBe(log.id);
    expect((await readRecord(page, ID_WATCH))!.last).toEqual(log);
    await expect.poll(() => page.evaluate(() => window.retro.locate('key:r'))).not.toBeNull();
    const live = await state(page);
    const pb = Playback.of(idLog, log) as Playback<ReturnType<typeof idLog.engine.newGame>>;
    await click(page, 'key:r');
    await stepAndPlay(page, pb, (s) => idApi(s), `test-results/watch-id-${platform}.png`);
    expect(await state(page)).toEqual(live);
  });
}
