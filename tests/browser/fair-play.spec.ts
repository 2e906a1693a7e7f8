/**
 * Issue 25's fair play, in the page: a game in which an aid was used (its save carries the mark)
 * keeps its score out of Spider's Hit Parade, Gulf's high scores and King's Korner's best streak;
 * the player is told once, at the first aid of a game. And King's Korner's win screen shows no
 * verdict line and no cursor. Positions are written as each game's own save record (its records.ts
 * spec), then resumed by a reload, as spider-position.ts does.
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, locate, state, events, chooseMenu, screen, lookAt } from './helpers';
import { loadPosition } from './spider-position';
import type { RecordSpec } from '../../src/core/storage';
import { SESSION } from '../../src/shell/records';
import { AIDED_LINES } from '../../src/shell/session';
import type { StatsTable } from '../../src/shell/stats';
import type { GameId } from '../../src/games/registry';
import { hint, newGame, spiderEngine, spiderScore, type SpiderState } from '../../src/games/spider/engine';
import { HIT_PARADE } from '../../src/games/spider/records';
import type { HitParade } from '../../src/games/spider/hptable';
import { canPlay, gulfEngine, type GulfState } from '../../src/games/gulf/engine';
import { SAVE as GULF_SAVE, SCORES as GULF_SCORES } from '../../src/games/gulf/records';
import type { ScoreEntry } from '../../src/games/gulf/scores';
import { kkEngine, type KKMove, type KKState } from '../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../src/games/kings-korner/solver';
import { SAVE as KK_SAVE, STATS as KK_STATS } from '../../src/games/kings-korner/records';
import { statsLines } from '../../src/games/kings-korner/stats';

/** The store keeps every record under this prefix (src/core/storage.ts). */
const stored = (key: string) => 'retro.' + key;

/** A record to write: its spec and data, typed together. */
interface Put {
  key: string;
  version: number;
  precious?: boolean;
  data: unknown;
}
const put = <T>(spec: RecordSpec<T>, data: T): Put => ({ key: spec.key, version: spec.version, precious: spec.precious, data });
/** A save as the version before logs wrote it (a position): the page reads it as its log. */
const putOld = (spec: RecordSpec<unknown>, version: number, data: unknown): Put => ({ key: spec.key, version, data });

/** Write records as the store does (`{ v, data }`, a precious one with its backup), and the session that resumes `game`. */
async function putRecords(page: Page, game: GameId, records: Put[]) {
  const items: [string, string][] = [];
  for (const r of [...records, put(SESSION, { game })]) {
    const text = JSON.stringify({ v: r.version, data: r.data });
    items.push([stored(r.key), text]);
    if (r.precious) items.push([stored(r.key) + '.bak', text]);
  }
  await page.evaluate((all) => all.forEach(([k, v]) => localStorage.setItem(k, v)), items);
}

/** A record's data as stored in the page (null when there is none), checked to be today's version. */
async function readRecord<T>(page: Page, spec: RecordSpec<T>): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), stored(spec.key));
  if (raw === null) return null;
  const rec = JSON.parse(raw) as { v: number; data: T };
  expect(rec.v).toBe(spec.version);
  return rec.data;
}

/** Clean storage, the records written, then the page opened with `query` (no game named: the session resumes). */
async function openWith(page: Page, game: GameId, records: Put[], query = 'platform=st') {
  await boot(page);
  await putRecords(page, game, records);
  await boot(page, query, { keep: true });
  await expect.poll(async () => (await state(page)).game).toBe(game);
}

const messages = async (page: Page) => (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');
const AIDED_TEXT = AIDED_LINES.join(' ');
/** A requester is open (its OK button can be found). */
const okShown = (page: Page) => page.evaluate(() => window.retro.locate('button:OK') !== null);

/** One animation frame in the page: promises chained on a requester's answer have run. */
const frame = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

// ---------------------------------------------------------------- Spider

/** Deal 1 (ST rules, four suits) played by HELP's suggestions until its score is worth a place. */
function spiderScoring(): SpiderState {
  let s = newGame(1);
  for (let i = 0; i < 200 && spiderScore(s) < 20; i++) {
    const h = hint(s);
    if (!h) break;
    s = spiderEngine.apply(s, h);
  }
  expect(spiderScore(s)).toBeGreaterThanOrEqual(20);
  return s;
}

async function openPanel(page: Page) {
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + box.height - 4, { button: 'right' });
  await locate(page, 'panel:HELP');
}

/** QUIT through the panel, agreeing to end the game in progress. */
async function spiderQuit(page: Page) {
  await openPanel(page);
  await click(page, 'panel:QUIT');
  await click(page, 'button:Quit');
}

test('Spider: a qualifying score enters the Hit Parade; the same game aided (its save marked) does not', async ({ page }) => {
  const s = spiderScoring();
  const score = spiderScore(s);
  // unaided: QUIT asks for a name, and SPIDER.SCR holds it
  await boot(page, 'platform=st');
  await loadPosition(page, s);
  expect((await state(page)).ui.aided).toBe(false);
  await events(page);
  await spiderQuit(page);
  await expect.poll(async () => (await messages(page)).some((t) => t.startsWith(`Your score of ${score} enters`))).toBe(true);
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await expect.poll(() => okShown(page)).toBe(true); // the Hit Parade, the new entry marked
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).game).toBe('desktop');
  const hp = await readRecord<HitParade>(page, HIT_PARADE);
  expect(hp?.st[4]).toEqual([expect.objectContaining({ name: 'Ada', score, deal: 1 })]);

  // aided: the same position, its save marked; QUIT says why the score stays out, asks no name, SPIDER.SCR unwritten
  await boot(page, 'platform=st');
  await loadPosition(page, s, { aided: true });
  expect((await state(page)).ui.aided).toBe(true);
  expect((await state(page)).score).toBe(score);
  await events(page);
  await spiderQuit(page);
  await expect.poll(async () => (await messages(page)).some((t) => t === `Your score of ${score} would enter the Hit Parade, but Aids were used in this game: it stays out.`)).toBe(true);
  await lookAt(page, 'test-results/fair-play-spider-aided-quit.png');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).game).toBe('desktop');
  await frame(page);
  expect(await okShown(page)).toBe(false);
  expect((await messages(page)).some((t) => /enters|HIT PARADE/.test(t))).toBe(false);
  expect(await readRecord(page, HIT_PARADE)).toBeNull();
  expect((await state(page)).icons).not.toContain('spider.scr');
});

test('Spider with Aids on: INFO (its verdict line) marks the game, said once; the marked score stays out of the Hit Parade', async ({ page }) => {
  const s = spiderScoring();
  await boot(page, 'platform=st&aids=on');
  await loadPosition(page, s);
  expect(await page.evaluate(() => window.retro.aids)).toBe(true);
  expect((await state(page)).ui.aided).toBe(false);
  await events(page);
  await page.keyboard.press('i');
  await expect.poll(() => okShown(page)).toBe(true);
  expect((await messages(page)).filter((t) => t === AIDED_TEXT)).toHaveLength(1);
  await page.mouse.move(0, 0);
  await lookAt(page, 'test-results/fair-play-spider-aided.png');
  await page.keyboard.press('Enter');
  await expect.poll(() => okShown(page)).toBe(false);
  expect((await state(page)).ui.aided).toBe(true);
  // INFO again, in the same game: no second notice
  await page.keyboard.press('Escape');
  await page.keyboard.press('i');
  await frame(page);
  expect(await okShown(page)).toBe(false);
  expect((await messages(page)).filter((t) => t === AIDED_TEXT)).toHaveLength(0);
  await page.keyboard.press('Escape');
  await spiderQuit(page);
  await expect.poll(async () => (await messages(page)).some((t) => t.includes('Aids were used in this game: it stays out.'))).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).game).toBe('desktop');
  await frame(page);
  expect(await okShown(page)).toBe(false);
  expect(await readRecord(page, HIT_PARADE)).toBeNull();
});

// ---------------------------------------------------------------- Gulf

/** A move of play: a stack's last card, or a draw from the stock. */
type GulfStep = { type: 'play'; stack: number } | { type: 'draw' };

/** A Gulf game played greedily to one move before its end in round 1, with a score above zero. */
function gulfLastMove(): { before: GulfState; last: GulfStep } {
  for (let deal = 1; deal < 500; deal++) {
    let s = gulfEngine.newGame(deal, {});
    for (let n = 0; n < 200 && s.phase === 'play'; n++) {
      const i = [0, 1, 2, 3, 4, 5, 6].find((k) => canPlay(s, k));
      const mv: GulfStep = i === undefined ? { type: 'draw' } : { type: 'play', stack: i };
      const next = gulfEngine.apply(s, mv);
      if (next.phase === 'over') {
        if (next.score > 0) return { before: s, last: mv };
        break;
      }
      s = next;
    }
  }
  throw new Error('no Gulf game ends in round 1 with a score');
}

/** The last move clicked; the "game over" requester answered (after a screenshot to `shot`). Resolves what it said. */
async function gulfEnd(page: Page, last: GulfStep, shot?: string): Promise<string> {
  await events(page);
  await click(page, last.type === 'draw' ? 'stock' : `stack:${last.stack}`);
  await expect.poll(async () => (await state(page)).phase).toBe('over');
  await expect.poll(() => okShown(page)).toBe(true);
  const said = (await messages(page)).find((t) => t.startsWith('No more moves')) ?? '';
  if (shot) await lookAt(page, shot);
  await page.keyboard.press('Enter');
  await frame(page);
  return said;
}

test('Gulf: a game that ends with a qualifying score is offered the high scores; the same game aided is told why and is not', async ({ page }) => {
  const { before, last } = gulfLastMove();
  const score = gulfEngine.apply(before, last).score;
  // unaided: the name is asked, and GULF.SCR holds the entry
  await openWith(page, 'gulf', [putOld(GULF_SAVE, 5, { aided: false, game: { state: before, back: 0 } })]);
  expect(await state(page)).toMatchObject({ deal: before.deal, aided: false, phase: 'play' });
  expect(await gulfEnd(page, last)).not.toMatch(/Aids/);
  await expect.poll(() => okShown(page)).toBe(true);
  expect(await messages(page)).toContain(`A place in the high scores! Score ${score}: your name?`);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await expect.poll(() => readRecord<ScoreEntry[]>(page, GULF_SCORES)).toEqual([{ name: 'Ada', score, round: 1, deal: before.deal, id: expect.stringMatching(new RegExp(`^${before.deal}-m`)) as unknown as string }]);

  // aided: the end says why the score stays out; no name is asked, GULF.SCR is not written
  await openWith(page, 'gulf', [putOld(GULF_SAVE, 5, { aided: true, game: { state: before, back: 0 } })]);
  expect(await state(page)).toMatchObject({ deal: before.deal, aided: true, phase: 'play' });
  expect(await gulfEnd(page, last, 'test-results/fair-play-gulf-aided-end.png')).toMatch(/Aids were used: the score stays out of the high scores\./);
  expect(await okShown(page)).toBe(false);
  expect((await messages(page)).some((t) => t.startsWith('A place in the high scores'))).toBe(false);
  expect(await readRecord(page, GULF_SCORES)).toBeNull();
});

test('Gulf with Aids on: the first HELP of a game tells the player the game is marked, the second does not; a new game is told again', async ({ page }) => {
  await boot(page, 'platform=st&game=gulf&deal=3&aids=on');
  expect((await state(page)).aided).toBe(false);
  await events(page);
  await page.keyboard.press('h');
  await expect.poll(() => okShown(page)).toBe(true);
  expect((await messages(page)).filter((t) => t === AIDED_TEXT)).toHaveLength(1);
  await page.mouse.move(0, 0);
  await lookAt(page, 'test-results/fair-play-gulf-told.png');
  await page.keyboard.press('Enter');
  await expect.poll(() => okShown(page)).toBe(false);
  expect((await state(page)).aided).toBe(true);
  // the second HELP of the same game: the hint, and no notice
  await page.keyboard.press('h');
  await frame(page);
  const second = await messages(page);
  expect(second.some((t) => t.startsWith('Hint'))).toBe(true);
  expect(second).not.toContain(AIDED_TEXT);
  expect(await okShown(page)).toBe(false);
  // a new game (nothing played: no question) starts unmarked, and its first aid is told again
  await page.keyboard.press('Control+n');
  await expect.poll(async () => (await state(page)).aided).toBe(false);
  await events(page);
  await page.keyboard.press('h');
  await expect.poll(() => okShown(page)).toBe(true);
  expect((await messages(page)).filter((t) => t === AIDED_TEXT)).toHaveLength(1);
});

// ---------------------------------------------------------------- King's Korner

/** A deal with 4 FREE SPACES the solver wins, and its winning line. */
function kkSolved(): { deal: number; line: KKMove[] } {
  for (let deal = 1; deal < 200; deal++) {
    const v = solveKingsKorner(kkEngine.newGame(deal, { freeSpaces: 4 }), { maxMs: 1e9, maxNodes: 100_000 });
    if (v.result === 'won') return { deal, line: v.line };
  }
  throw new Error('no solved deal');
}
const play = (s: KKState, moves: KKMove[]) => moves.reduce((x, m) => kkEngine.apply(x, m), s);
const kkAt = (m: KKMove) => (m.type === 'draw' ? 'deck' : m.type === 'unhold' ? 'discard' : `cell:${m.row}:${m.col}`);

test("King's Korner: an aided win counts as played and won, but breaks the streak and never raises the best; an unaided one raises both", async ({ page }) => {
  const sol = kkSolved();
  const before = play(kkEngine.newGame(sol.deal, { freeSpaces: 4 }), sol.line.slice(0, -1));
  const last = sol.line.at(-1)!;
  expect(kkEngine.apply(before, last).end).toBe('won');
  const earlier: StatsTable = { '4': { played: 2, won: 2, streak: 2, best: 2 } };
  for (const aided of [true, false]) {
    await openWith(page, 'kings-korner', [
putOld(KK_SAVE, 4, { aided, game: before }), put(KK_STATS, earlier)]);
    expect(await state(page)).toMatchObject({ deal: sol.deal, aided, over: false });
    await click(page, kkAt(last));
    await expect.poll(async () => (await state(page)).won).toBe(true);
    const expected: StatsTable = { '4': aided ? { played: 3, won: 3, streak: 0, best: 2 } : { played: 3, won: 3, streak: 3, best: 3 } };
    // Shared records are changed under their lock after the win (src/core/storage.ts update).
    // (each setting also keeps the ids of the games it counted, so a game counts once: not compared here)
    const figures = (t: StatsTable | null) => t && Object.fromEntries(Object.entries(t).map(([k, { ids: _ids, ...v }]) => [k, v]));
    await expect.poll(async () => figures(await readRecord(page, KK_STATS))).toEqual(expected);
    // the statistics screen shows the same figures
    await click(page, 'button:OK'); // the win requester (its default, Again, would deal a new game)
    await events(page);
    await chooseMenu(page, 'PROJECT', 'Statistics...');
    await expect.poll(async () => (await messages(page)).includes(statsLines(expected).join(' '))).toBe(true);
    await page.keyboard.press('Enter');
  }
});

/** Move the pointer off the screen, so it is not drawn in what `screen` returns. */
async function pointerAway(page: Page) {
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.move(box.x + box.width + 20, box.y + box.height + 20);
}
const pixels = async (page: Page) => Buffer.from((await screen(page)).pixels);

test("King's Korner: a won game loaded with Aids on shows no verdict line and draws no cursor", async ({ page }) => {
  const sol = kkSolved();
  const won = play(kkEngine.newGame(sol.deal, { freeSpaces: 4 }), sol.line);
  expect(won.end).toBe('won');
  await openWith(page, 'kings-korner', [putOld(KK_SAVE, 4, { aided: true, game: won })], 'platform=st&aids=on');
  expect(await page.evaluate(() => window.retro.aids)).toBe(true);
  expect(await state(page)).toMatchObject({ won: true, cursor: null });
  await pointerAway(page);
  const aidsOn = await pixels(page);
  await lookAt(page, 'test-results/fair-play-kk-won.png');
  // an arrow key shows the keyboard cursor during a game: on a won game it draws nothing
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await pointerAway(page);
  expect((await state(page)).cursor).toBeNull();
  expect((await pixels(page)).equals(aidsOn)).toBe(true);
  // Aids off (the page bar): nothing on the screen changes, so with them on no verdict line was drawn
  await page.click('#aids');
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  await pointerAway(page);
  expect((await pixels(page)).equals(aidsOn)).toBe(true);
});
