/**
 * Issue 51, the browser's half: a test board (free loopback ports, a temporary database, the build
 * under test as its collection) serves the page; two players (accounts made by the test, by telnet)
 * each open Spider in their own browser (ST and Amiga), choose Today on its options screen, sign on,
 * play the board's deal by real clicks (a bot picking legal column clicks from the engine, bounded)
 * and QUIT, which sends the log (`quit: true`). Alice's page is reloaded mid-game: the daily game and
 * the board's session are kept (no sign-on asked again). Bob finishes offline: his game waits in
 * DAILY.OUT and is sent once when the window is online again. Both Hit Parades show the board's table
 * of today in order, a line of it is watched from the board's log, and a telnet caller sees them on D.
 */
import { ownContextTest as test, expect, type Page, type BrowserContext } from './shared-page';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { TelnetCaller, logOn, spawnBoard, tempDir } from '../server/callers';
import { chooseMenu, click, events, locate, lookAt, state } from './helpers';
import { spiderEngine } from '../../src/games/spider/engine';
import { clickColumn } from '../../src/games/spider/clicks';
import type { SpiderState } from '../../src/games/spider/types';

const PREVIEW = `http://127.0.0.1:${Number(process.env.PW_PORT || 4317)}`;
const TODAY = '2026-12-07';
const PLAYERS = [
  { name: 'Alice', password: 'hearts44', platform: 'st' },
  { name: 'Bob', password: 'spades44', platform: 'amiga' },
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's JSON snapshot
type Snap = any;

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
}

/** Everything each page has said so far (events() hands each event out once). */
const heard = new Map<Page, string[]>();
async function said(page: Page): Promise<string[]> {
  const all = heard.get(page) ?? [];
  all.push(...(await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? ''));
  heard.set(page, all);
  return all;
}

/** The text of the first requester said after `from` messages that matches `re`. */
async function saidAfter(page: Page, from: number, re: RegExp): Promise<string> {
  let found = '';
  let all: string[] = [];
  await expect
    .poll(async () => {
      all = (await said(page)).slice(from);
      return (found = all.find((t) => re.test(t)) ?? '');
    }, { message: `said ${String(re)}`, timeout: 20_000 })
    .not.toBe('')
    .catch((e: unknown) => {
      throw new Error(`${String(e)}\nSaid instead: ${JSON.stringify(all)}`);
    });
  return found;
}

/** Type into the requester's field and press its default button. */
async function answer(page: Page, text: string, button = 'OK') {
  await locate(page, `button:${button}`);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * Play up to `steps` legal column clicks of the game on screen, the page following the engine (the
 * bot's own copy, from the same deal): the first column (from the left, or `backwards`) whose click is a move.
 */
async function playSome(page: Page, s: SpiderState, steps: number, backwards = false): Promise<SpiderState> {
  const order = backwards ? [...Array(10).keys()].reverse() : [...Array(10).keys()];
  for (let i = 0; i < steps; i++) {
    const col = order.find((c) => clickColumn(s, c) !== null);
    if (col === undefined) break;
    await click(page, `column:${col}`);
    s = spiderEngine.apply(s, clickColumn(s, col)!);
    await expect.poll(async () => (await state<Snap>(page)).columns).toEqual(s.columns);
  }
  return s;
}

test.describe.serial("today's deal of Spider, scored by the board", () => {
  const dir = tempDir('browser-daily');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    board = await spawnBoard(dir, { IDELIGHT_TODAY: TODAY }, ['--dist', resolve(process.env.PW_DIST || 'dist'), '--origin', PREVIEW]);
    for (const p of [...PLAYERS, { name: 'Carol', password: 'clubs444' }]) {
      const t = new TelnetCaller(board.telnet);
      await logOn(t, p.name, p.password, true);
      t.close();
    }
  });
  test.afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('two players play the same daily deal by clicks; reload keeps it; offline waits and is sent once; both tables and telnet show both', async ({ browser }) => {
    test.setTimeout(240_000);
    const base = `http://127.0.0.1:${board.http}`;
    const contexts: BrowserContext[] = [];
    const pages: Page[] = [];
    const errors: string[] = [];
    const deals: number[] = [];
    const scores: number[] = [];
    try {
      for (const p of PLAYERS) {
        const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 860 } });
        contexts.push(ctx);
        const page = await ctx.newPage();
        page.on('pageerror', (e) => errors.push(e.message));
        pages.push(page);
        await open(page, `${base}/?platform=${p.platform}`);
        const icon = await locate(page, 'icon:spider');
        await page.mouse.dblclick(icon.x, icon.y);
        // Served by the board, Spider's options screen offers Today (a page of any other server does not: spider.spec).
        await expect.poll(async () => (await state<Snap>(page)).ui?.today, { timeout: 20_000 }).toBe(true);
        await click(page, 'option:st');
        await click(page, 'option:4');
        await lookAt(page, `test-results/daily-options-${p.platform}.png`);
        const n = (await said(page)).length;
        await click(page, 'option:today');
        await saidAfter(page, n, /The board's name/);
        await answer(page, p.name);
        await saidAfter(page, n, /Your password/);
        await answer(page, p.password);
        await expect.poll(async () => (await state<Snap>(page)).daily, { timeout: 20_000 }).toEqual({ board: base, date: TODAY, variant: 'rules=st,suits=4' });
        const st = await state<Snap>(page);
        deals.push(st.deal as number);
        // The password is nowhere in the browser's records; the board's session is.
        const records = await page.evaluate(() => JSON.stringify({ ...localStorage }));
        expect(records).not.toContain(p.password);
        expect(await page.evaluate(() => localStorage.getItem('retro.daily.sessions'))).toContain(`"name":"${p.name}"`);
      }
      // One deal for everyone.
      expect(deals[1]).toBe(deals[0]);
      const [alice, bob] = pages as [Page, Page];
      for (const page of pages) await page.keyboard.press('Escape'); // the message saying it is today's deal

      // Alice plays some, reloads: the daily game resumes as one, and no sign-on is asked.
      let sA = await playSome(alice, spiderEngine.newGame(deals[0]!, { rules: 'st', suits: 4 }), 6);
      await alice.reload();
      await alice.waitForFunction(() => window.retro !== undefined);
      await alice.evaluate(() => window.retro.ready);
      await expect.poll(async () => (await state<Snap>(alice)).daily?.date).toBe(TODAY);
      expect((await state<Snap>(alice)).columns).toEqual(sA.columns);
      sA = await playSome(alice, sA, 8);
      // QUIT: the log goes to the board (quit: true), which says its score and place.
      let n = (await said(alice)).length;
      await alice.keyboard.press('q');
      await click(alice, 'button:Quit');
      const aSaid = await saidAfter(alice, n, /The board scored your daily game/);
      expect(aSaid).not.toMatch(/sign on|name/i);
      const aScore = Number(/game (\d+)/.exec(aSaid)![1]);
      expect(aSaid).toMatch(/place 1 today/);
      scores.push(aScore);
      await alice.keyboard.press('Enter');
      // Its Hit Parade entry, as for any game.
      await saidAfter(alice, n, /enters\s+the Hit Parade/);
      await alice.keyboard.press('Enter');
      await saidAfter(alice, n, /HIT PARADE/);
      await alice.keyboard.press('Enter');

      // Bob plays, and finishes offline: the game waits in DAILY.OUT, nothing is said of the board.
      const sB = await playSome(bob, spiderEngine.newGame(deals[1]!, { rules: 'st', suits: 4 }), 4, true);
      expect(sB.columns).not.toEqual(sA.columns);
      await contexts[1]!.setOffline(true);
      n = (await said(bob)).length;
      await bob.keyboard.press('q');
      await click(bob, 'button:Quit');
      await saidAfter(bob, n, /enters\s+the Hit Parade/);
      const outbox = await bob.evaluate(() => localStorage.getItem('retro.daily.outbox'));
      expect((JSON.parse(outbox!) as { data: { items: { game: string; quit?: boolean }[] } }).data.items).toMatchObject([{ game: 'spider', quit: true }]);
      await bob.keyboard.press('Enter');
      await saidAfter(bob, n, /HIT PARADE/);
      await bob.keyboard.press('Enter');
      expect((await said(bob)).slice(n).some((t) => /board/i.test(t))).toBe(false);
      // Online again: sent, once.
      await contexts[1]!.setOffline(false);
      const bSaid = await saidAfter(bob, n, /The board scored your daily game/);
      const bScore = Number(/game (\d+)/.exec(bSaid)![1]);
      scores.push(bScore);
      await bob.keyboard.press('Enter');
      await expect.poll(() => bob.evaluate(() => JSON.parse(localStorage.getItem('retro.daily.outbox') ?? '{"data":{"items":[]}}').data.items.length)).toBe(0);
      await bob.reload();
      await bob.waitForFunction(() => window.retro !== undefined);
      await bob.evaluate(() => window.retro.ready);
      await expect.poll(() => board.stdout().split('\n').filter((l) => l.includes('game-posted') && l.includes('Bob')).length).toBe(1);
      expect(board.stdout().split('\n').filter((l) => l.includes('game-refused')).length).toBe(0);

      // Both tables, in order: the board's table of today beside each one's Hit Parade (INFO, then its Hit Parade spot, then Board).
      const order = aScore >= bScore ? ['Alice', 'Bob'] : ['Bob', 'Alice'];
      const table = (await (await fetch(`${base}/api/tables/spider?period=day&variant=${encodeURIComponent('rules=st,suits=4')}`)).json()) as { plain: { name: string; score: number; id: string }[] };
      expect(table.plain.map((l) => [l.name, l.score])).toEqual(order.map((name) => [name, name === 'Alice' ? aScore : bScore]));
      const idOf = (name: string) => table.plain.find((l) => l.name === name)!.id;
      for (const [i, page] of pages.entries()) {
        await page.evaluate(() => window.retro.launch('spider', { deal: 5, rules: 'st', suits: 4 }));
        await expect.poll(async () => (await state<Snap>(page)).ui?.screen).toBe('board');
        await page.keyboard.press('i');
        n = (await said(page)).length;
        await click(page, 'panel:HITPARADE');
        await click(page, 'button:Board');
        const t = await saidAfter(page, n, /BOARD TODAY - 4 SUITS/);
        const at = order.map((name) => t.indexOf(name));
        expect(at.every((x) => x > 0)).toBe(true);
        expect(at[0]!).toBeLessThan(at[1]!);
        expect(t).toContain(String(Math.max(aScore, bScore)));
        await lookAt(page, `test-results/daily-board-table-${PLAYERS[i]!.platform}.png`);
        // A line's game, watched from the board's log: the other player's.
        await click(page, 'button:Watch');
        await answer(page, String(order.indexOf(PLAYERS[1 - i]!.name) + 1), 'Watch');
        await expect.poll(async () => (await state<Snap>(page)).watch?.id, { timeout: 20_000 }).toBe(idOf(PLAYERS[1 - i]!.name));
        await lookAt(page, `test-results/daily-watch-${PLAYERS[i]!.platform}.png`);
        await page.keyboard.press('Escape');
      }

      // A telnet caller sees them on D.
      const tc = new TelnetCaller(board.telnet);
      await logOn(tc, 'Carol', 'clubs444', false);
      await tc.waitFor("[D] Today's daily deals");
      tc.type('d');
      await tc.waitFor('T O D A Y');
      const row = tc.text().split('\n').find((l) => l.includes('Spider (4 suits, ST)'));
      // Today's champion, and two players on the table.
      expect(row).toMatch(new RegExp(`Spider \\(4 suits, ST\\)\\s+${order[0]}\\s+[\\d.,]+\\s+2`));
      tc.close();
      expect(errors).toEqual([]);
    } catch (e) {
      console.log("the board's log:", board.stdout().slice(-3000), board.stderr().slice(-2000));
      throw e;
    } finally {
      for (const c of contexts) await c.close();
    }
  });

  test("Gulf and King's Korner offer today's deal in their menus (Gulf standard, King's Korner's FREE SPACES); marked daily, kept by a reload; their Board today tables", async ({ browser }) => {
    test.setTimeout(120_000);
    const base = `http://127.0.0.1:${board.http}`;
    const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 860 } });
    try {
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await open(page, `${base}/?platform=amiga`);
      await page.evaluate(() => window.retro.launch('gulf', { deal: 1 }));
      // The menu item comes once the page knows its board (its note read and remembered).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('idelight.home-board'))).toBe(`ws://127.0.0.1:${board.http}/bbs`);
      await chooseMenu(page, 'Game', "Today's deal");
      await saidAfter(page, 0, /The board's name/);
      await answer(page, 'Carol');
      await saidAfter(page, 0, /Your password/);
      await answer(page, 'clubs444');
      await expect.poll(async () => (await state<Snap>(page)).daily, { timeout: 20_000 }).toEqual({ board: base, date: TODAY, variant: 'standard' });
      const deal = (await state<Snap>(page)).deal as number;
      await page.reload();
      await page.waitForFunction(() => window.retro !== undefined);
      await page.evaluate(() => window.retro.ready);
      await expect.poll(async () => (await state<Snap>(page)).daily?.variant).toBe('standard');
      expect((await state<Snap>(page)).deal).toBe(deal);
      const n = (await said(page)).length;
      await chooseMenu(page, 'Game', 'Board today...');
      expect(await saidAfter(page, n, /GULF\.SCR - BOARD TODAY/)).toContain('No scores yet today.');
      await lookAt(page, 'test-results/daily-gulf-board-amiga.png');
      await page.keyboard.press('Enter');

      // King's Korner, signed on already (the board's session is kept): today's deal in FREE SPACES 2.
      await page.evaluate(() => window.retro.launch('kings-korner', { deal: 1, freeSpaces: 2 }));
      await expect.poll(async () => (await state<Snap>(page)).game).toBe('kings-korner');
      const k = (await said(page)).length;
      await chooseMenu(page, 'NEW GAME', "Today's deal");
      await expect.poll(async () => (await state<Snap>(page)).daily, { timeout: 20_000 }).toEqual({ board: base, date: TODAY, variant: 'freeSpaces=2' });
      expect((await said(page)).slice(k).some((t) => /The board's name/.test(t))).toBe(false);
      await chooseMenu(page, 'PROJECT', 'Board today...');
      await saidAfter(page, k, /BOARD TODAY - 2 FREE/);
      await lookAt(page, 'test-results/daily-kk-board-amiga.png');
      await page.keyboard.press('Enter');
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
  test('a collection served by another site, linked with bbs=, plays the board\'s daily deal: the board answers the site it allows (CORS), and refuses others', async ({ browser }) => {
    test.setTimeout(120_000);
    const base = `http://127.0.0.1:${board.http}`;
    // A site the board does not allow gets no answer it may read, not even to a preflight.
    const refused = await fetch(`${base}/api/daily/start`, { method: 'OPTIONS', headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const ctx = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 860 } });
    try {
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // The page comes from the test's own server (another origin than the board's), the board from the link.
      await open(page, `${PREVIEW}/?platform=st&game=spider&bbs=${encodeURIComponent(`ws://127.0.0.1:${board.http}/bbs`)}`);
      // The link deals a game at once; its options screen (QUIT, then Spider again) offers the board's Today.
      await expect.poll(async () => (await state<Snap>(page)).game).toBe('spider');
      await page.keyboard.press('q');
      await click(page, 'button:Quit');
      await expect.poll(async () => (await state<Snap>(page)).game).toBe('desktop');
      // The ended game's save goes once QUIT has finished (its Hit Parade offer comes first).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('retro.save.spider'))).toBeNull();
      const icon = await locate(page, 'icon:spider');
      await page.mouse.dblclick(icon.x, icon.y);
      await expect.poll(async () => (await state<Snap>(page)).ui?.today, { timeout: 20_000 }).toBe(true);
      await click(page, 'option:gnome');
      await click(page, 'option:1');
      await click(page, 'option:today');
      await saidAfter(page, 0, /The board's name/);
      await answer(page, 'Carol');
      await saidAfter(page, 0, /Your password/);
      await answer(page, 'clubs444');
      await expect.poll(async () => (await state<Snap>(page)).daily, { timeout: 20_000 }).toEqual({ board: base, date: TODAY, variant: 'rules=gnome,suits=1' });
      await page.keyboard.press('Escape');
      const deal = (await state<Snap>(page)).deal as number;
      await playSome(page, spiderEngine.newGame(deal, { rules: 'gnome', suits: 1 }), 3);
      const n = (await said(page)).length;
      await page.keyboard.press('q');
      await click(page, 'button:Quit');
      expect(await saidAfter(page, n, /The board scored your daily game/)).toMatch(/place 1 today/);
      await expect.poll(() => board.stdout().split('\n').filter((l) => l.includes('game-posted') && l.includes('Carol')).length).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
