/**
 * Issue 34: the IDelight program calls a board. A test board (`npm run bbs` on free loopback ports,
 * a temporary database, the build under test as its collection) serves the page; the program calls
 * it, signs up, plays a hand by taps and by keys; a telnet caller on the same board then sees that
 * score among the champions, on the same screen text. A link's bbs= calls it from elsewhere; a
 * board that hangs up, one that cannot be reached (offline: the local door is offered and works),
 * a bad bbs= and a server that sends garbage each get a clear message and no page error.
 */
import { ownContextTest as test, expect, type Page } from './shared-page';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { TelnetCaller, logOn, spawnBoard, tempDir } from '../server/callers';
import { click, events, findText, locate, lookAt, screen, state } from './helpers';
import { stFont } from '../../platforms/st/font';

const PREVIEW = `http://127.0.0.1:${Number(process.env.PW_PORT || 4317)}`;
const TODAY = '2026-12-03';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's JSON snapshot
type Snap = any;

async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
}

/** The program's screen text (the board's screen during a call), once `what` is on it. */
async function until(page: Page, what: string | RegExp): Promise<string> {
  await expect.poll(async () => ((await state<Snap>(page)).text as string | undefined) ?? '', { message: `screen shows ${String(what)}`, timeout: 20_000 }).toMatch(what);
  return (await state<Snap>(page)).text as string;
}

/** Wait until the board's screen stops changing (the answer to the last keys is all in). */
async function settle(page: Page): Promise<string> {
  let last = '';
  for (let i = 0; i < 50; i++) {
    const now = (await state<Snap>(page)).text as string;
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(150);
  }
  return last;
}

const said = async (page: Page) => (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test.describe.serial('calling a board', () => {
  const dir = tempDir('browser-board');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  let score = '';
  let stopped = false;
  /** Stop the board once (a stopped one's process is gone: stopping it again would wait for nothing). */
  const stopBoard = async () => {
    if (stopped) return;
    stopped = true;
    await board?.stop();
  };
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    board = await spawnBoard(dir, { IDELIGHT_TODAY: TODAY }, ['--dist', resolve(process.env.PW_DIST || 'dist'), '--origin', PREVIEW]);
  });
  test.afterAll(async () => {
    await stopBoard();
    rmSync(dir, { recursive: true, force: true });
  });

  test('st: served by the board, the icon calls it; sign up, a hand by taps and keys; a telnet caller sees the score, on the same screen', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await open(page, `http://127.0.0.1:${board.http}/?platform=st`);
    const icon = await locate(page, 'icon:idiots-delight');
    await page.mouse.dblclick(icon.x, icon.y);
    await until(page, 'Your name');
    const s0 = await state<Snap>(page);
    expect(s0.board).toEqual({ address: `ws://127.0.0.1:${board.http}/bbs`, connected: true });
    expect(await said(page)).toContain('CONNECT 14400');
    // The log-on's field brings up a phone's keyboard.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('typing');
    // Typed as a phone types (the hidden input), a typo taken back with the phone's Backspace: the
    // input mirrors what the board echoed, so it has a character to take away.
    const typing = () => page.evaluate(() => (document.getElementById('typing') as HTMLInputElement).value);
    await page.keyboard.insertText('Danx');
    await until(page, 'Danx_');
    await expect.poll(typing).toBe('Danx');
    await page.evaluate(() => {
      const t = document.getElementById('typing') as HTMLInputElement;
      t.value = 'Dan';
      t.dispatchEvent(new Event('input'));
    });
    await until(page, 'Dan_');
    await expect.poll(typing).toBe('Dan');
    await page.keyboard.insertText('a');
    await until(page, 'Dana_');
    await page.keyboard.press('Enter');
    await until(page, 'choose a password');
    await page.keyboard.type('diamonds4\n');
    await until(page, 'again');
    await page.keyboard.type('diamonds4\n');
    await until(page, 'Welcome, Dana!');
    // A key by tap: "[P]" on the menu, found in the board's screen text.
    await click(page, 'key:p');
    await until(page, 'PILE CARD  : 48');
    // A row by tap (the marker moves there, then Space) and the Enter line by tap (a deal).
    await click(page, 'row:2');
    await click(page, 'key:enter');
    let text = await until(page, 'PILE CARD  : 44');
    expect(text).toContain('HAND       : 1 of 3');
    // The rest by keys, as a caller who does not think (tests/server/callers.ts playHand).
    for (let i = 0; i < 60 && !text.includes('Press any key'); i++) {
      const pile = Number(/PILE CARD\s*:\s*(\d+)/.exec(text)?.[1] ?? 0);
      await page.keyboard.type('  2  2  2  2' + (pile > 0 ? '\n' : 'd'));
      text = await settle(page);
    }
    expect(text).toContain('Press any key');
    // The board's message lines reach events() as the local door's messages do.
    expect((await said(page)).filter((t) => /cannot be played|Bonus!|Free Card used|Hand over/.test(t)).length).toBeGreaterThan(0);
    score = /SCORE\s*:\s*([\d,]+)/.exec(text)![1]!;
    await page.keyboard.press('Space');
    await until(page, '1 of 3 hands played, 2 left');
    await page.keyboard.press('c');
    const mine = await until(page, 'C H A M P I O N S');

    const eve = new TelnetCaller(board.telnet);
    await logOn(eve, 'Eve', 'spades44', true);
    eve.type('c');
    await eve.waitFor('C H A M P I O N S');
    const champ = eve.text().split('\n').find((l) => l.includes("Today's Champion"))!;
    expect(champ).toContain('Dana');
    expect(champ).toContain(` ${score} `);
    // The same position, the same screen: the browser's terminal reads what telnet's does.
    expect(mine).toBe(eve.text());
    eve.close();
    expect(errors).toEqual([]);
  });

  test('offline: the program says the board cannot be reached and offers the local door, which works', async ({ page, context }) => {
    const errors = watchErrors(page);
    await open(page, `http://127.0.0.1:${board.http}/?platform=st`);
    let icon = await locate(page, 'icon:idiots-delight');
    await page.mouse.dblclick(icon.x, icon.y);
    await until(page, 'Your name');
    // The page learnt that a board served it; now the network goes.
    await page.keyboard.press('Control+x');
    await expect.poll(async () => (await state<Snap>(page)).game).toBe('desktop');
    await context.setOffline(true);
    // Chromium's offline emulation leaves web sockets alone: the board's is cut as well.
    await page.routeWebSocket(/\/bbs/, (ws) => ws.close());
    icon = await locate(page, 'icon:idiots-delight');
    await page.mouse.dblclick(icon.x, icon.y);
    await until(page, 'NO CARRIER');
    expect((await state<Snap>(page)).board.connected).toBe(false);
    expect((await said(page)).join(' ')).toContain('cannot be reached');
    await click(page, 'key:l');
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('logon');
    expect((await state<Snap>(page)).board).toBeNull();
    expect(findText(await screen(page), stFont, "IDIOT'S DELIGHT ─ Local door")).not.toBeNull();
    // The local door as before: a new player signs up and plays.
    await page.keyboard.press('n');
    await page.keyboard.type('Frank\n');
    await expect.poll(async () => (await state<Snap>(page)).password?.stage).toBe('new');
    await page.keyboard.type('pass\n');
    await page.keyboard.type('pass\n');
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('menu');
    await page.keyboard.press('p');
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('game');
    await context.setOffline(false);
    expect(errors).toEqual([]);
  });

  test("st: on the board's page a link to the program calls the board as the icon does; local=1 opens the local door, whose top bar says so", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, `http://127.0.0.1:${board.http}/?platform=st&game=idiots-delight`);
    await until(page, 'Your name');
    expect((await state<Snap>(page)).board).toEqual({ address: `ws://127.0.0.1:${board.http}/bbs`, connected: true });
    expect(findText(await screen(page), stFont, 'Local door')).toBeNull();
    await open(page, `http://127.0.0.1:${board.http}/?platform=st&game=idiots-delight&local=1`);
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('logon');
    expect((await state<Snap>(page)).board).toBeNull();
    expect(findText(await screen(page), stFont, "IDIOT'S DELIGHT ─ Local door")).not.toBeNull();
    await lookAt(page, 'test-results/board-local-door.png');
    // the local door stays put: nothing dials once the page has learnt that a board served it
    await page.evaluate(() => fetch('bbs.json').then((r) => r.json()));
    expect((await state<Snap>(page)).screen).toBe('logon');
    expect(errors).toEqual([]);
  });

  test('amiga: bbs= in a link calls the board; a board that closes mid-hand says so and offers to call again', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const addr = `ws://127.0.0.1:${board.http}/bbs`;
    // bbs= alone names its program.
    await open(page, `${PREVIEW}/?platform=amiga&bbs=${encodeURIComponent(addr)}`);
    await until(page, 'Your name');
    expect((await state<Snap>(page)).board.address).toBe(addr);
    await page.keyboard.type('Gail\n');
    await until(page, 'choose a password');
    await page.keyboard.type('clubs444\n');
    await until(page, 'again');
    await page.keyboard.type('clubs444\n');
    await until(page, 'Welcome, Gail!');
    await page.keyboard.press('p');
    await until(page, 'HAND       : 1 of 3');
    await page.keyboard.press('Enter');
    await until(page, 'PILE CARD  : 44');
    await stopBoard();
    await until(page, 'NO CARRIER');
    expect((await state<Snap>(page)).board).toEqual({ address: addr, connected: false });
    expect((await said(page)).join(' ')).toContain('The board hung up');
    expect(await page.evaluate(() => window.retro.locate('key:c'))).not.toBeNull();
    await click(page, 'key:c');
    await until(page, 'cannot be reached');
    expect(errors).toEqual([]);
  });
});

test('a bad bbs= is named in a requester; the desktop is shown', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, `${PREVIEW}/?game=idiots-delight&bbs=http://example.org/`);
  expect((await said(page)).join(' ')).toMatch(/bbs=.*a board address/);
  expect((await state<Snap>(page)).game).toBe('desktop');
  expect(errors).toEqual([]);
});

test('a server that sends garbage: shown as a terminal shows it, text frames refused with a clear message, no page error', async ({ page }) => {
  const errors = watchErrors(page);
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  wss.on('connection', (ws) => {
    const junk = Buffer.alloc(4096);
    for (let i = 0; i < junk.length; i++) junk[i] = (i * 7919 + 13) & 0xff;
    ws.send(Buffer.concat([Buffer.from('\x1b[999;999H\x1b[38;5;999m\x1b[2J\x1b[\x1b[;;;;HGARBAGE'), junk]));
    setTimeout(() => ws.send('this is text, not a terminal'), 200);
  });
  try {
    const port = (wss.address() as AddressInfo).port;
    // Called from the log-on screen: B, then the address typed (the phone's keyboard is up for it).
    await open(page, `${PREVIEW}/?platform=st&game=idiots-delight`);
    await page.keyboard.press('b');
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('dial');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('typing');
    await page.keyboard.type('http://nowhere\n');
    expect((await said(page)).join(' ')).toContain('That is not a board address');
    for (let i = 0; i < 'http://nowhere'.length; i++) await page.keyboard.press('Backspace');
    await page.keyboard.type(`ws://127.0.0.1:${port}/\n`);
    await until(page, 'not a board');
    expect((await said(page)).join(' ')).toContain('That address is not a board');
    expect((await state<Snap>(page)).board.connected).toBe(false);
    await click(page, 'key:l');
    await expect.poll(async () => (await state<Snap>(page)).screen).toBe('logon');
  } finally {
    wss.close();
  }
  expect(errors).toEqual([]);
});

test("the local door's sysop screen exports the door for a board: a versioned JSON download", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, `${PREVIEW}/?platform=amiga&game=idiots-delight&sysop=1`);
  await expect.poll(async () => (await state<Snap>(page)).password?.stage).toBe('new');
  await page.keyboard.type('sysop\n');
  await page.keyboard.type('sysop\n');
  await expect.poll(async () => (await state<Snap>(page)).screen).toBe('sysop');
  const download = page.waitForEvent('download');
  await click(page, 'key:e');
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^IDELIGHT-\d{4}-\d{2}-\d{2}\.json$/);
  const body = JSON.parse(readFileSync(await file.path(), 'utf8')) as { format: string; version: number; players: unknown[] };
  expect(body).toMatchObject({ format: 'idelight-door-export', version: 1, players: [] });
  expect((await said(page)).join(' ')).toContain('Exported 0 players');
  expect(errors).toEqual([]);
});
