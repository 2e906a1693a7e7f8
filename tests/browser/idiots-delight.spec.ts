/**
 * Idiot's Delight door with real keys on both platforms. The deals and dates are found with the
 * engine here (tests/unit/idiots-delight-ui/autoplay.ts plays like a hint-following caller).
 */
import { test, expect, pinDate, DOOR_TODAY, type Page } from './shared-page';
import { boot, screen, colourCount, state, events, locate, click, findText, findAllText, lookAt, pressAll } from './helpers';
import { stFont } from '../../platforms/st/font';
import { DOOR } from '../../src/games/idiots-delight/records';
import { idEngine, canRemove, canMove, canDone, firstEmptyRow, keyFor, pressKey } from '../../src/games/idiots-delight/engine';
import { isRed } from '../../src/core/cards';
import { newDoorRecord, tournamentDeal } from '../../src/games/idiots-delight/door';
import { TEST_SECRET } from '../unit/idiots-delight/test-secret';
import { keysFrom, carelessKeys, carelessRemoved, simulate, type ApiHand } from '../unit/idiots-delight-ui/autoplay';
import { solveIdiotsDelight } from '../../src/games/idiots-delight/solver';
import { byKeys } from '../../src/games/idiots-delight/engine';
import { SOLVE_BUDGET } from '../../src/games/idiots-delight/advisor';
import { deepOnly, sample } from './tier';

const KEY: Record<string, string> = { ' ': 'Space' };
async function press(page: Page, ...keys: string[]) {
  for (const k of keys) await page.keyboard.press(KEY[k] ?? k);
}

/** The page's door deals from TEST_SECRET (a browser makes its own at random), so a test can pick its date by the hands. */
async function knownDeals(page: Page) {
  const text = JSON.stringify({ v: DOOR.version, data: newDoorRecord({}, TEST_SECRET) });
  await page.addInitScript(([k, v]) => {
    if (localStorage.getItem(k) === null) {
      localStorage.setItem(k, v);
      localStorage.setItem(k + '.bak', v);
    }
  }, [`retro.${DOOR.key}`, text] as const);
}

/** Answer the password prompt: once to log on, twice when the name (or the sysop) chooses one. */
async function password(page: Page, pw = 'pass') {
  await page.keyboard.type(pw);
  await press(page, 'Enter');
  if ((await state(page)).password?.stage === 'again') {
    await page.keyboard.type(pw);
    await press(page, 'Enter');
  }
}

/** Log on by name (N) with its password, from the log-on screen (a new name chooses it). */
async function logOn(page: Page, name: string, pw = 'pass') {
  await press(page, 'n');
  await page.keyboard.type(name);
  await press(page, 'Enter');
  await password(page, pw);
}

/** Play the hand to its end as a hint-following caller: the keys are worked out with the engine
 *  from the current state and pressed in one go (Space, Enter, 2, f, d; helpers.ts `pressAll`). */
async function playOut(page: Page, opts: { careless?: boolean; free?: boolean } = {}) {
  const api = await state<ApiHand>(page);
  const keys = opts.careless ? carelessKeys(api, { free: opts.free }) : keysFrom(api);
  await pressAll(page, keys);
  expect((await state(page)).over).toBe(true);
}

/** A deal whose first four cards offer a removal and also a card that cannot go. */
function openingDeal(): { deal: number; good: number; bad: number } {
  for (let deal = 1; ; deal++) {
    const s = idEngine.newGame(deal, {});
    const good = [0, 1, 2, 3].find((r) => canRemove(s, r));
    const bad = [0, 1, 2, 3].find((r) => !canRemove(s, r) && s.rows[r]![0]![0] !== 'A');
    if (good !== undefined && bad !== undefined && bad < good) return { deal, good, bad };
  }
}

/** A deal and the hint keys up to a position where Space moves row `from` into empty row `to`. */
function emptyRowDeal(): { deal: number; keys: string[]; from: number; to: number } {
  for (let deal = 1; ; deal++) {
    const { keys } = simulate(deal);
    let s = idEngine.newGame(deal, {});
    for (let i = 0; i < keys.length; i++) {
      const to = firstEmptyRow(s);
      const from = [0, 1, 2, 3].find((r) => to >= 0 && !canRemove(s, r) && canMove(s, r, to));
      if (from !== undefined) return { deal, keys: keys.slice(0, i), from, to };
      s = pressKey(s, keyFor(keys[i]!)!).state;
    }
  }
}

for (const [platform, tier] of sample(['st', 'amiga'] as const, 1)) {
  test(`${platform}: a free hand with the door's keys (Space, F twice, Enter, D, H)`, tier, async ({ page }) => {
    const { deal, good, bad } = openingDeal();
    await boot(page, `game=idiots-delight&deal=${deal}&platform=${platform}`);
    const s0 = await screen(page);
    expect([s0.width, s0.height]).toEqual(platform === 'st' ? [640, 200] : [640, 256]);
    if (platform === 'st') expect(s0.palette.length).toBe(4);
    expect(colourCount(s0)).toBeGreaterThanOrEqual(3);
    let st = await state(page);
    expect(st).toMatchObject({ game: 'idiots-delight', screen: 'game', deal, player: 'Guest', marker: 0 });
    // the marker, and a card that cannot be played
    await press(page, ...Array(bad).fill('2'), ' ');
    st = await state(page);
    expect(st.marker).toBe(bad);
    expect(st.removed).toBe(0);
    expect(st.message).toBe('That card cannot be played.');
    await press(page, '8', ...Array(good - bad + 1).fill('ArrowDown'), ' ');
    expect((await state(page)).removed).toBe(1);
    // Enter deals four; D refused while the pile lasts
    await press(page, 'Enter');
    st = await state(page);
    expect(st.stock.length).toBe(44);
    await press(page, 'd');
    expect((await state(page)).message).toBe('Deal the rest of the pile first.');
    // Free Card: once, then refused
    const row = st.rows.findIndex((r: string[]) => r.length > 0 && r[r.length - 1]![0] !== 'A');
    await press(page, ...Array((row - st.marker + 4) % 4).fill('2'), 'f');
    st = await state(page);
    expect(st.removed).toBe(2);
    expect(st.freeCardUsed).toBe(true);
    await press(page, 'f');
    expect((await state(page)).message).toBe('The Free Card has been used this hand.');
    expect((await events(page)).some((e) => e.type === 'beep')).toBe(true);
    await lookAt(page, `test-results/idiots-delight-${platform}-game.png`);
    // H pages through the help and back
    await press(page, 'h');
    expect((await state(page)).screen).toBe('help');
    await press(page, ' ', ' ');
    expect((await state(page)).helpPage).toBe(2);
    await lookAt(page, `test-results/idiots-delight-${platform}-help.png`);
    await press(page, 'q');
    expect((await state(page)).screen).toBe('game');
    if (platform === 'st') {
      // deal the pile, play what is left; D ends it once allowed
      await playOut(page, { careless: true });
      await lookAt(page, `test-results/idiots-delight-${platform}-over.png`);
    }
  });
}

test('amiga: Space moves a card into an empty row; PAL to NTSC keeps the hand', async ({ page }) => {
  const { deal, keys, from, to } = emptyRowDeal();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=amiga&video=pal`);
  await press(page, ...keys);
  let st = await state(page);
  expect(st.rows[to]).toEqual([]);
  const card = st.rows[from]!.at(-1);
  await press(page, ...Array((from - st.marker + 4) % 4).fill('2'), ' ');
  st = await state(page);
  expect(st.rows[to]).toEqual([card]);
  await page.evaluate(() => window.retro.setVideo('ntsc'));
  const s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 200]);
  expect((await state(page)).rows).toEqual(st.rows);
  await lookAt(page, 'test-results/idiots-delight-amiga-ntsc.png');
});

test("the door plays a fixed day in these tests: a launch without date= is on DOOR_TODAY, and timers and frames still run", async ({ page }) => {
  await knownDeals(page);
  await boot(page, 'game=idiots-delight&platform=st');
  await logOn(page, 'Pat');
  expect(await state(page)).toMatchObject({ screen: 'menu', player: 'Pat', date: DOOR_TODAY });
  await press(page, 'p');
  expect((await state(page)).deal).toBe(tournamentDeal(TEST_SECRET, DOOR_TODAY, 1));
  // Only Date is fixed (shared-page.ts): a timer fires, a frame comes and performance.now moves.
  const t = await page.evaluate(async () => {
    const [d0, p0] = [Date.now(), performance.now()];
    await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => requestAnimationFrame(r));
    const timings = performance.getEntriesByType('resource').length > 0;
    return { dateMoved: Date.now() !== d0, newDate: new Date().getTime() === d0, perfMoved: performance.now() > p0, timings };
  });
  expect(t).toEqual({ dateMoved: false, newDate: true, perfMoved: true, timings: true });
});

test('door: hands per day, an extra hand won, and the Daily Champion dethroned', async ({ page }) => {
  test.slow(); // two whole hands typed key by key
  // a date whose first hand a careless caller (Ann) scores a little on, and a hint-following
  // caller (Bob) removes 45 or more cards: he beats Ann and wins an extra hand
  let date = '';
  for (let d = 1; d <= 28 && !date; d++) {
    const dt = `2024-07-${String(d).padStart(2, '0')}`;
    const deal = tournamentDeal(TEST_SECRET, dt, 1);
    if (carelessRemoved(deal, false) > 0 && simulate(deal).removed >= 45) date = dt;
  }
  expect(date).not.toBe('');
  await knownDeals(page);
  await boot(page, `game=idiots-delight&date=${date}&platform=amiga`);
  expect((await state(page)).screen).toBe('logon');
  // the sysop allows one hand a day, and opens the door to new names (A: they play at once)
  await press(page, 's');
  await password(page, 'sysop');
  await press(page, 'h', '1', 'Enter', 'a', 'q');
  expect((await state(page)).settings.handsPerDay).toBe(1);
  // Ann plays her hand
  await logOn(page, 'Ann');
  await press(page, 'p');
  expect((await state(page)).deal).toBe(tournamentDeal(TEST_SECRET, date, 1));
  await playOut(page, { careless: true });
  await press(page, 'Space');
  let st = await state(page);
  expect(st.screen).toBe('menu');
  expect(st.champions.daily.name).toBe('Ann');
  // one hand a day: the second is refused
  await press(page, 'p');
  st = await state(page);
  expect(st.screen).toBe('menu');
  expect(st.message).toBe('No hands left for that day.');
  // Bob gets the same hand, removes 45+, takes the 5,000 from Ann and wins an extra hand
  await press(page, 'q', 'l');
  await logOn(page, 'Bob');
  await press(page, 'p');
  expect((await state(page)).deal).toBe(tournamentDeal(TEST_SECRET, date, 1));
  await playOut(page);
  st = await state(page);
  expect(st.removed).toBeGreaterThanOrEqual(45);
  expect(st.result).toMatchObject({ dethroned: 'Ann', dailyChampion: true, extraHandsWon: 1 });
  await lookAt(page, 'test-results/idiots-delight-amiga-dethroned.png');
  await press(page, 'Space');
  st = await state(page);
  expect([st.handsPlayed, st.handsAllowed, st.handsLeft]).toEqual([1, 2, 1]);
  // the champions screen, then the extra hand: hand 2 of the day
  await press(page, 'c');
  st = await state(page);
  expect(st.screen).toBe('champions');
  expect(st.champions.daily.name).toBe('Bob');
  await lookAt(page, 'test-results/idiots-delight-amiga-champions.png');
  await press(page, 'Space', 'p');
  st = await state(page);
  expect([st.screen, st.hand, st.deal]).toEqual(['game', 2, tournamentDeal(TEST_SECRET, date, 2)]);
});

// Each browser's door deals from its own secret, made with its first hand (nobody can print another
// browser's hands in advance; tests/unit/idiots-delight-ui/door.test.ts); two browsers are the deep tier's.
test('tournament: two separate browsers deal their own hands for the same date (ST)', deepOnly, async ({ browser }) => {
  const hands: unknown[] = [];
  for (const name of ['Ann', 'Bob']) {
    const ctx = await browser.newContext();
    await pinDate(ctx);
    const page = await ctx.newPage();
    await boot(page, 'game=idiots-delight&date=2024-08-09&platform=st');
    await logOn(page, name);
    await press(page, 'p');
    const st = await state(page);
    expect(st.player).toBe(name);
    hands.push({ deal: st.deal, rows: st.rows, stock: st.stock });
    if (name === 'Bob') await lookAt(page, 'test-results/idiots-delight-st-tournament.png');
    await ctx.close();
  }
  expect(hands[0]).not.toEqual(hands[1]);
});

test("amiga: HELP (?) suggests the solver's move; the screen keeps drawing while the worker searches", async ({ page }) => {
  const now = () => performance.now();
  // a deal with a known solution (the worker searches with the same budget)
  let deal = 1;
  let line = solveIdiotsDelight(idEngine.newGame(deal, {}), SOLVE_BUDGET, now);
  while (line.result !== 'won' || !byKeys(idEngine.newGame(deal, {}), line.line[0]!))
    line = solveIdiotsDelight(idEngine.newGame(++deal, {}), SOLVE_BUDGET, now);
  const first = line.result === 'won' ? line.line[0] : null;
  await boot(page, `game=idiots-delight&deal=${deal}&platform=amiga&aids=on`);
  await expect.poll(async () => (await state(page)).winnable, { timeout: 5000 }).toBe('yes');
  await press(page, '?');
  await click(page, 'button:OK'); // the one notice: this free hand is marked aided
  const st = await state(page);
  expect(st.hint).toEqual({ move: first, from: 'solver' });
  expect(st.message).toMatch(/^HELP: /);
  await lookAt(page, 'test-results/idiots-delight-amiga-hint.png');
  // a deal the solver cannot decide within 300,000 positions (deal 12 today: each worker's part
  // takes 4 s or more alone, past the app's 3 s): the screen draws and answers meanwhile. Chosen by
  // positions, not by a clock: under load a one-second search picked a deal the browser's two
  // workers then decided before the checks below ran.
  // Deal 12 is the first from 2 on that is: one search here confirms it (searching 2..12 in this
  // process took the browser's CPU for many seconds).
  const slow = 12;
  expect(solveIdiotsDelight(idEngine.newGame(slow, {}), { maxMs: 1e9, maxNodes: 300_000 }).result).toBe('unknown');
  await boot(page, `game=idiots-delight&deal=${slow}&platform=amiga&aids=on`);
  expect((await state(page)).winnable).toBe('thinking');
  // Frames keep coming while the worker still searches (a search on the page's thread would give none
  // until it ended); counted, not timed, so a loaded machine only makes it slower.
  const seen = await page.evaluate(async () => {
    const r = window.retro;
    let frames = 0;
    while (frames < 5 && (r.state() as { winnable: string }).winnable === 'thinking') {
      await new Promise((res) => requestAnimationFrame(res));
      frames++;
    }
    return { frames, thinking: (r.state() as { winnable: string }).winnable === 'thinking' };
  });
  expect(seen).toEqual({ frames: 5, thinking: true });
  await press(page, '2');
  const s2 = await state(page);
  expect(s2.marker).toBe(1);
  expect(s2.winnable).toBe('thinking');
  expect((await screen(page)).width).toBe(640);
  await lookAt(page, 'test-results/idiots-delight-amiga-thinking.png');
  await expect.poll(async () => (await state(page)).winnable, { timeout: 8000 }).toMatch(/^(unknown|yes|no)$/);
});

test('st: a hand in progress comes back after a reload, where it was', async ({ page }) => {
  const { deal, good } = openingDeal();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=st`);
  for (let i = 0; i < good; i++) await press(page, '2');
  await press(page, ' ', 'Enter');
  // The screen shows the solver's verdict ("Thinking ..." until it comes): compare settled screens.
  const settled = () => expect.poll(async () => (await state(page)).winnable, { timeout: 10_000 }).not.toBe('thinking');
  await settled();
  const before = await state(page);
  expect([before.removed, before.stock.length]).toEqual([1, 44]);
  const pixels = (await screen(page)).pixels;
  // the page opened again without parameters: the session resumes the saved hand
  await boot(page, '', { keep: true });
  await settled();
  const after = await state(page);
  expect(after).toMatchObject({ game: 'idiots-delight', screen: 'game', deal });
  expect([after.rows, after.stock, after.removed, after.marker, after.freeCardUsed]).toEqual([before.rows, before.stock, before.removed, before.marker, before.freeCardUsed]);
  expect(Buffer.compare(Buffer.from((await screen(page)).pixels), Buffer.from(pixels))).toBe(0);
  await lookAt(page, 'test-results/idiots-delight-st-resumed.png');
});

/** Everything the collection keeps in localStorage but the records named. */
async function recordsBut(page: Page, ...keys: string[]): Promise<Record<string, string>> {
  const all: Record<string, string> = await page.evaluate(() => ({ ...localStorage }));
  for (const k of keys) {
    delete all['retro.' + k];
    delete all['retro.' + k + '.bak'];
  }
  return all;
}

/** Double-click the program's icon on the desktop. */
async function openFromDesktop(page: Page) {
  expect((await state(page)).game).toBe('desktop');
  const icon = await locate(page, 'icon:idiots-delight');
  await page.mouse.dblclick(icon.x, icon.y);
}

test('st: a free hand leaves the unfinished tournament hand where it was (issue 23)', async ({ page }) => {
  test.slow(); // several launches and reloads
  await boot(page, 'game=idiots-delight&platform=st');
  await logOn(page, 'Ann');
  await press(page, 'p');
  expect(await state(page)).toMatchObject({ screen: 'game', mode: 'door', hand: 1 });
  for (let i = 0; i < 6; i++) await press(page, 'Enter');
  const before = await state(page);
  expect(before.stock.length).toBe(24);
  // a reload brings the hand back as it was
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  let st = await state(page);
  expect([st.screen, st.mode, st.rows, st.stock]).toEqual(['game', 'door', before.rows, before.stock]);
  // the player leaves and opens the program again, answers the launcher's "Continue?" with New game,
  // logs on, plays a free hand and leaves it (Escape), then P: the tournament hand is where it was
  await page.keyboard.press('Control+x');
  await click(page, 'button:Quit');
  await openFromDesktop(page);
  await click(page, 'button:New game');
  await expect.poll(async () => (await state(page)).screen).toBe('title');
  await press(page, ' ', '1');
  await password(page);
  await press(page, 'f');
  expect(await state(page)).toMatchObject({ screen: 'game', mode: 'free' });
  await press(page, 'Escape', 'p');
  st = await state(page);
  expect(st.message).toBe(`Your unfinished hand of ${before.date}, hand 1.`);
  expect([st.mode, st.deal, st.rows, st.stock]).toEqual(['door', before.deal, before.rows, before.stock]);
});

test('st: quitting with a hand in progress asks first; the launcher offers it back and Continue restores it', async ({ page }) => {
  test.slow(); // several launches and reloads
  await boot(page, 'game=idiots-delight&platform=st');
  await logOn(page, 'Bea');
  await press(page, 'p', 'Enter', 'Enter');
  const before = await state(page);
  // Ctrl+X asks; Escape (Cancel) keeps the hand
  await page.keyboard.press('Control+x');
  await locate(page, 'button:Quit');
  await press(page, 'Escape');
  expect(await state(page)).toMatchObject({ screen: 'game', stock: before.stock });
  // Q (hang up) asks too; Quit leaves for the desktop with the hand saved
  await press(page, 'q');
  await click(page, 'button:Quit');
  expect((await state(page)).game).toBe('desktop');
  await openFromDesktop(page);
  await locate(page, 'button:New game');
  await press(page, 'Enter'); // Continue is the default
  await expect.poll(async () => (await state(page)).game).toBe('idiots-delight');
  expect(await state(page)).toMatchObject({ screen: 'game', mode: 'door', player: 'Bea', rows: before.rows, stock: before.stock });
  // with no hand on screen, hanging up at the menu (Q, then a key) asks nothing
  await page.keyboard.press('Control+x');
  await click(page, 'button:Quit');
  await openFromDesktop(page);
  await click(page, 'button:New game');
  await expect.poll(async () => (await state(page)).screen).toBe('title');
  await press(page, ' ');
  await logOn(page, 'Cy');
  await press(page, 'q', ' ');
  expect((await state(page)).game).toBe('desktop');
  expect(await page.evaluate(() => window.retro.locate('button:Quit'))).toBeNull();
});

test('st: a damaged IDELIGHT.DAT is named in a requester drawn over the door; the other records are kept', async ({ page }) => {
  test.slow(); // several launches and reloads
  // records made by playing: the collection's preferences (sound off), the door (a player) and the
  // caller's preferences (winnable free hands only)
  await boot(page, 'platform=st');
  await page.click('#snd');
  await boot(page, 'game=idiots-delight&platform=st', { keep: true });
  await logOn(page, 'Ann');
  await press(page, 'w');
  expect((await state(page)).winnableOnly).toBe(true);
  await boot(page, 'platform=st', { keep: true }); // no hand in play: the desktop comes back
  expect((await state(page)).game).toBe('desktop');
  const kept = await recordsBut(page, DOOR.key, 'session');
  expect(Object.keys(kept).length).toBeGreaterThanOrEqual(2);
  // the door's file and its backup damaged
  await page.evaluate((k) => {
    localStorage.setItem('retro.' + k, 'garbage');
    localStorage.setItem('retro.' + k + '.bak', 'garbage');
  }, DOOR.key);
  await boot(page, 'game=idiots-delight&platform=st', { keep: true });
  const s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 200]);
  expect(findText(s, stFont, `${DOOR.file} was damaged.`)).not.toBeNull();
  expect(findText(s, stFont, 'It has been reset; your')).not.toBeNull();
  await lookAt(page, 'test-results/idiots-delight-st-damaged.png');
  expect(await state(page)).toMatchObject({ game: 'idiots-delight', players: [] });
  expect(await recordsBut(page, DOOR.key, 'session')).toEqual(kept);
  // OK: the requester goes and the door's log-on is seen
  await click(page, 'button:OK');
  expect(findText(await screen(page), stFont, `${DOOR.file} was damaged.`)).toBeNull();
  expect((await state(page)).screen).toBe('logon');
});

test('st: with Aids off (the default) no solver Worker is made over a played hand; a tournament hand offers none with Aids on', async ({ page }) => {
  test.slow(); // a whole hand typed key by key
  const { deal } = openingDeal();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=st`);
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  await playOut(page, { careless: true });
  let st = await state(page);
  expect([st.winnable, st.aids, st.aided]).toEqual([null, false, false]);
  await press(page, '?');
  expect(await page.evaluate(() => window.retro.workers)).toBe(0);
  // Aids on, a tournament hand: no CAN WIN, ? refused, still no Worker
  await boot(page, 'game=idiots-delight&platform=st&aids=on&date=2024-08-09');
  await logOn(page, 'Ann');
  await press(page, 'p', 'Enter', '?');
  st = await state(page);
  expect(st).toMatchObject({ mode: 'door', winnable: null, aids: false, message: 'No aids in a tournament hand: every caller plays it alone.' });
  expect(await page.evaluate(() => window.retro.workers)).toBe(0);
  await lookAt(page, 'test-results/idiots-delight-st-noaids.png');
});

test('st: L saves a tournament hand and logs off; the name is password-guarded; a control character is refused with a beep', async ({ page }) => {
  await boot(page, 'game=idiots-delight&platform=st&date=2024-08-09');
  await logOn(page, 'Ann', 'annpw');
  await press(page, 'p', 'Enter', '2');
  const before = await state(page);
  await press(page, 'l');
  expect((await state(page)).confirm).toBe('Save and log off?');
  await press(page, 'y');
  expect((await state(page)).screen).toBe('goodbye');
  // someone else tries Ann's name
  await press(page, 'l', '1');
  await password(page, 'wrong');
  expect(await state(page)).toMatchObject({ screen: 'password', message: 'Wrong password.', player: null });
  await press(page, 'Escape', 'n');
  await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: '\u202e' })));
  expect((await state(page)).input).toBe('');
  expect((await events(page)).some((e) => e.type === 'beep')).toBe(true);
  await press(page, 'Escape', '1');
  await password(page, 'annpw');
  await press(page, 'p');
  // the hand as she left it, marker included, after a reload too
  expect(await state(page)).toMatchObject({ mode: 'door', rows: before.rows, stock: before.stock, marker: 1 });
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect(await state(page)).toMatchObject({ screen: 'game', rows: before.rows, marker: 1 });
});

/** A deal whose first four top cards show both red and black suits (D is never available at the start). */
function mixedSuitsDeal(): number {
  for (let deal = 1; ; deal++) {
    const s = idEngine.newGame(deal, {});
    const tops = s.rows.map((r) => r.at(-1)!);
    if (tops.some(isRed) && !tops.every(isRed) && !canDone(s)) return deal;
  }
}

test('st: the door\'s four colours keep their meaning — red suits red, black suits white, unavailable keys grey (issue 24)', async ({ page }) => {
  const deal = mixedSuitsDeal();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=st`);
  const s = await screen(page);
  expect([s.width, s.height, s.palette.length]).toEqual([640, 200, 4]);
  const rgb = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255] as const;
  const isBlack = (c: number) => c === 0;
  const isWhite = (c: number) => c === 0xffffff;
  const isGrey = (c: number) => rgb(c).every((v) => v === rgb(c)[0]) && rgb(c)[0] > 40 && rgb(c)[0] < 215;
  const isRedInk = (c: number) => rgb(c)[0] > 150 && rgb(c)[1] < 60 && rgb(c)[2] < 60;
  // the screen shows exactly black, white, a grey and a red
  const shown = [...new Set(Array.from(s.pixels, (p) => s.palette[p]!))];
  expect(shown).toHaveLength(4);
  expect([isBlack, isWhite, isGrey, isRedInk].map((f) => shown.filter(f).length)).toEqual([1, 1, 1, 1]);
  // each row's top card shows its suit sign: hearts and diamonds in red, spades and clubs in white
  const tops = (await state(page)).rows.map((r: string[]) => r.at(-1)!);
  for (const [signs, ink, red] of [[['♥', '♦'], isRedInk, true], [['♠', '♣'], isWhite, false]] as const) {
    const found = signs.flatMap((sign) => findAllText(s, stFont, sign));
    expect(found, `${signs.join('')} on the screen`).toHaveLength(tops.filter((c: string) => isRed(c) === red).length);
    for (const f of found) expect(ink(f.ink), `${signs.join('')} at ${f.x},${f.y} drawn in ${f.ink.toString(16)}`).toBe(true);
  }
  // the words under them too
  for (const f of [...findAllText(s, stFont, 'HART'), ...findAllText(s, stFont, 'DIAM')]) expect(isRedInk(f.ink)).toBe(true);
  // the prompt box: D (Done) is not available at the start, drawn whole in grey; R (Redraw) is lit,
  // its key in red and its word in white like the labels: the disabled key looks unlike both
  const ink = (text: string) => {
    const f = findAllText(s, stFont, text);
    expect(f, text).toHaveLength(1);
    return f[0]!.ink;
  };
  const done = ink('[D]one');
  expect(isGrey(done), `[D]one in ${done.toString(16)}`).toBe(true);
  expect(isRedInk(ink('[R]'))).toBe(true);
  expect(isWhite(ink('edraw'))).toBe(true);
  const label = ink('PILE CARD');
  expect(done).not.toBe(label);
  expect(rgb(done)[0]).toBeLessThan(rgb(label)[0]);
  await lookAt(page, test.info().outputPath('idiots-delight-st-colours.png'));
});

test('st: the sysop password is chosen on first use and stored hashed; then ?sysop=1 and S ask for it, a wrong one never opens the sysop screen, and new names wait for its validation', async ({ page }) => {
  await boot(page, 'game=idiots-delight&platform=st&sysop=1');
  expect(await state(page)).toMatchObject({ screen: 'password', password: { who: null, stage: 'new' } });
  await password(page, 'Secret7');
  expect((await state(page)).screen).toBe('sysop');
  const stored = await page.evaluate((k) => localStorage.getItem(k) ?? '', 'retro.' + DOOR.key);
  expect(stored).not.toContain('Secret7');
  expect(stored).toMatch(/"sysop":\{"salt":"[0-9a-f]{32}","hash":"[0-9a-f]{64}"\}/);
  // a link to the sysop screen asks for it now, and a wrong password stays outside
  await boot(page, 'game=idiots-delight&platform=st&sysop=1', { keep: true });
  expect(await state(page)).toMatchObject({ screen: 'password', password: { who: null, stage: 'check' } });
  await page.keyboard.type('secret7');
  await press(page, 'Enter');
  expect(await state(page)).toMatchObject({ screen: 'password', message: 'Wrong password.' });
  await page.keyboard.type('nope');
  await press(page, 'Enter');
  await page.keyboard.type('Secret');
  await press(page, 'Enter');
  expect(await state(page)).toMatchObject({ screen: 'logon', message: 'Three wrong passwords: log on again.' });
  // S from the log-on screen: the same question; the right answer opens the sysop screen
  await press(page, 's');
  expect(await state(page)).toMatchObject({ screen: 'password', password: { who: null, stage: 'check' } });
  await password(page, 'Secret7');
  expect((await state(page)).screen).toBe('sysop');
  // now the door has a sysop, a name it has never seen waits for its validation (the board's rule)
  await press(page, 'q');
  await logOn(page, 'Alias');
  expect(await state(page)).toMatchObject({ screen: 'menu', player: 'Alias', players: ['Alias'] });
  await lookAt(page, 'test-results/idiots-delight-st-new-caller.png');
  await press(page, 'p');
  expect(await state(page)).toMatchObject({ screen: 'menu', message: "Your account waits for the sysop's validation." });
  // the sysop validates it from the applicants' list; then its P opens today's hand
  await press(page, 'q', 'l', 's');
  await password(page, 'Secret7');
  await press(page, 'v');
  expect((await state(page)).screen).toBe('applicants');
  await press(page, 'v', 'q', 'q');
  await press(page, 'n');
  await page.keyboard.type('Alias');
  await press(page, 'Enter');
  await password(page);
  await press(page, 'p');
  expect((await state(page)).screen).toBe('game');
});
