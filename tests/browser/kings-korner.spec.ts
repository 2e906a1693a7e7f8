/**
 * King's Korner with real mouse and keyboard on both machines, on a deal chosen from the engine:
 * place, pair-discard, ten-discard, cancel a pair with the DISCARD pile, a refused click beeps,
 * the menus answer each platform's gesture, a reload resumes the game, and a game left with Quit is
 * offered again ("Continue?") when the program is opened from the desktop.
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, state, events, chooseMenu, locate, screen, lookAt } from './helpers';
import { COURT_SPACES, kkEngine, legalMoves, type KKMove, type KKState } from '../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../src/games/kings-korner/solver';
import { deepOnly, sample } from './tier';

/** The game state without the solver's verdict (which a reload asks for again). */
const game = ({ winnable, ...rest }: Record<string, unknown>) => rest;

/** Draw and place until a TEN and a pair are on the GRID with nothing face up. */
function scenario() {
  for (let deal = 1; deal < 2000; deal++) {
    let s: KKState = kkEngine.newGame(deal, { freeSpaces: 4 });
    const moves: KKMove[] = [];
    while (s.end === null) {
      const ms = legalMoves(s);
      const ten = ms.find((m) => m.type === 'discardTen');
      const hold = ms.find((m) => m.type === 'hold');
      if (ten && hold && moves.length >= 4) {
        const pair = legalMoves(kkEngine.apply(s, hold)).find((m) => m.type === 'pair')!;
        return { deal, moves, state: s, ten, hold, pair };
      }
      const mv = ms.find((m) => m.type === 'draw') ?? ms.find((m) => m.type === 'place');
      if (!mv) break;
      moves.push(mv);
      s = kkEngine.apply(s, mv);
    }
  }
  throw new Error('no scenario deal');
}
const sc = scenario();
const at = (m: KKMove) => (m.type === 'draw' ? 'deck' : m.type === 'unhold' ? 'discard' : `cell:${m.row}:${m.col}`);
const cell = (m: KKMove) => m as { row: number; col: number };

async function playScenario(page: Page, platform: 'st' | 'amiga') {
  const beep = platform === 'st' ? 'beep' : 'flash';
  await events(page);
  // a refused action: nothing is face up and the space is empty
  const empty = [...Array(16).keys()].map((i) => [i >> 2, i & 3] as const).find(([r, c]) => sc.state.grid[r]![c] === null)!;
  await click(page, `cell:${empty[0]}:${empty[1]}`);
  let ev = await events(page);
  expect(ev.filter((e) => e.type === beep)).toHaveLength(1);
  // places (and draws) with the mouse
  for (const m of sc.moves) await click(page, at(m));
  let s = await state(page);
  expect(s.grid).toEqual(sc.state.grid);
  expect(s.deck).toHaveLength(sc.state.deck.length);
  // the first card of a pair goes onto the DISCARD pile; selecting the pile puts it back
  const h = cell(sc.hold);
  const card = sc.state.grid[h.row]![h.col];
  await click(page, at(sc.hold));
  s = await state(page);
  expect(s.held).toEqual({ card, row: h.row, col: h.col });
  await lookAt(page, `test-results/kings-korner-${platform}-held.png`);
  await click(page, 'discard');
  s = await state(page);
  expect(s.held).toBeNull();
  expect(s.grid[h.row][h.col]).toBe(card);
  // the pair
  await click(page, at(sc.hold));
  await click(page, at(sc.pair));
  s = await state(page);
  expect(s.discard).toEqual([card, sc.state.grid[cell(sc.pair).row]![cell(sc.pair).col]]);
  // the TEN alone
  await click(page, at(sc.ten));
  s = await state(page);
  expect(s.discard).toHaveLength(3);
  expect(s.discard[2][0]).toBe('T');
  ev = await events(page);
  expect(ev.filter((e) => e.type === beep)).toHaveLength(0);
  expect(ev.some((e) => e.type === 'sound')).toBe(true);
  await lookAt(page, `test-results/kings-korner-${platform}.png`);
  return s;
}

test('ST: place, pair, cancel, ten and a bell by mouse; GEM menus; a reload resumes', async ({ page }) => {
  await boot(page, `platform=st&game=kings-korner&deal=${sc.deal}&freeSpaces=4`);
  await playScenario(page, 'st');
  const before = await state(page);
  const snapshot = game(await state(page));
  await boot(page, 'platform=st', { keep: true });
  expect(game(await state(page))).toEqual(snapshot);
  expect(before.deal).toBe(sc.deal);
  await chooseMenu(page, 'PROJECT', 'Statistics...');
  await locate(page, 'button:OK');
  await page.keyboard.press('Enter');
  await chooseMenu(page, 'NEW GAME', 'Same FREE SPACES');
  await click(page, 'button:New game'); // the game in progress is given up only when the player agrees
  await expect.poll(async () => (await state(page)).deck.length).toBe(52);
  const fresh = await state(page);
  expect(fresh.deck).toHaveLength(52);
  expect(fresh.freeSpaces).toBe(4);
  // KING.DOC: any key selects the DECK
  await page.keyboard.press('d');
  expect((await state(page)).current).not.toBeNull();
  await chooseMenu(page, 'PROJECT', 'Quit');
  await click(page, 'button:Quit');
  await expect.poll(async () => (await state(page)).game).toBe('desktop');
});

// The same scenario on the other machine: its menus and DisplayBeep are the platform's, heard in the
// quick tier by desktop.spec, menu-shortcuts.spec and beep.spec.
test('Amiga: the same by mouse with DisplayBeep; menus on the right button; a reload resumes', deepOnly, async ({ page }) => {
  await boot(page, `platform=amiga&video=pal`);
  await page.evaluate((d) => window.retro.launch('kings-korner', { deal: d, freeSpaces: 4 }), sc.deal);
  await playScenario(page, 'amiga');
  const snapshot = game(await state(page));
  await boot(page, 'platform=amiga', { keep: true });
  expect(game(await state(page))).toEqual(snapshot);
  await chooseMenu(page, 'NEW GAME', 'Choose FREE SPACES');
  await click(page, 'button:New game');
  await expect.poll(async () => (await state(page)).phase).toBe('title');
  await click(page, 'title');
  await lookAt(page, 'test-results/kings-korner-amiga-free.png');
  await click(page, 'free:0');
  const s = await state(page);
  expect(s.freeSpaces).toBe(0);
  expect(s.grid.flat().filter((x: unknown) => x === '#')).toHaveLength(4);
  await page.evaluate(() => window.retro.setVideo('ntsc'));
  await click(page, 'deck');
  expect((await state(page)).current).not.toBeNull();
  await lookAt(page, 'test-results/kings-korner-amiga-ntsc.png');
});

test('from the desktop: title screen, FREE SPACES buttons, the deal shown is the deal played', async ({ page }) => {
  await boot(page, 'platform=st');
  const icon = await locate(page, 'icon:kings-korner');
  await page.mouse.dblclick(icon.x, icon.y);
  await expect.poll(async () => (await state(page)).phase).toBe('title');
  const { deal } = await state(page);
  await lookAt(page, 'test-results/kings-korner-st-title.png');
  await click(page, 'title');
  await lookAt(page, 'test-results/kings-korner-st-free.png');
  await click(page, 'free:2');
  const s = await state(page);
  expect(s.phase).toBe('play');
  expect(s.deal).toBe(deal);
  expect(s.deck).toEqual(kkEngine.newGame(deal, { freeSpaces: 2 }).deck);
});

/** The first deal with four FREE SPACES the solver proves winnable, and its line (the worker runs the same solver). */
function solvedDeal() {
  for (let deal = 1; deal < 200; deal++) {
    const v = solveKingsKorner(kkEngine.newGame(deal, { freeSpaces: 4 }), { maxMs: 1e9, maxNodes: 100_000 });
    if (v.result === 'won') return { deal, line: v.line };
  }
  throw new Error('no solved deal');
}

/** With 0 FREE SPACES, deal 362875 is lost (the solver proves it at once). */
const LOST = 362875;
/** With 0 FREE SPACES, deals 6778..7956 are all lost and 7957 is won: a search from 7957 - 19 takes the shell's 20 tries. */
const WON_AFTER_RUN = 7957;

test('HELP suggests a move of the solution; the verdict line; winnable deals only asks the worker', async ({ page }) => {
  test.setTimeout(120_000); // many steps: slow beside a parallel browser test
  const sol = solvedDeal();
  await boot(page, `platform=amiga&video=pal&game=kings-korner&deal=${sol.deal}&freeSpaces=4&aids=on`);
  await expect.poll(async () => (await state(page)).winnable).toBe('won');
  // a deal with a known solution: follow it by clicks, then ask for HELP
  let k = 0;
  await click(page, at(sol.line[k++]!));
  // the first move with Aids on marks the game, and says so once
  await shown(page, 'button:OK');
  await click(page, 'button:OK');
  expect((await state(page)).aided).toBe(true);
  while (sol.line[k]!.type === 'draw' || k < 3) await click(page, at(sol.line[k++]!));
  expect((await state(page)).winnable).toBe('won'); // the rest of the line: no new search
  const next = cell(sol.line[k]!);
  await events(page);
  await chooseMenu(page, 'PROJECT', 'Hint');
  expect((await state(page)).cursor).toEqual({ row: next.row, col: next.col });
  const said = (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');
  expect(said.some((t) => /^Solver: (place the card here|discard the .+) \(the cursor marks it\)\.$/.test(t))).toBe(true);
  await lookAt(page, 'test-results/kings-korner-amiga-solver.png');

  // a deal proven lost: the verdict line says so, and HELP falls back to the heuristic hint
  await page.evaluate((d) => window.retro.launch('kings-korner', { deal: d, freeSpaces: 0 }), LOST);
  await expect.poll(async () => (await state(page)).winnable).toBe('lost');
  await chooseMenu(page, 'PROJECT', 'Hint');
  await shown(page, 'button:OK'); // a new game: its first aid marks it
  await click(page, 'button:OK');
  expect((await events(page)).some((e) => e.type === 'message' && /^Hint: /.test(e.text ?? ''))).toBe(true);
  await lookAt(page, 'test-results/kings-korner-amiga-lost.png');

  // "winnable deals only" from the title screen, 19 deals before a winnable one with 0 FREE SPACES
  await chooseMenu(page, 'NEW GAME', 'Winnable deals only');
  await chooseMenu(page, 'NEW GAME', 'Choose FREE SPACES');
  await expect.poll(async () => (await state(page)).phase).toBe('title');
  await chooseMenu(page, 'NEW GAME', 'Deal number...');
  await locate(page, 'button:OK');
  await page.keyboard.type(String(WON_AFTER_RUN - 19)); // the number shown is selected: typing replaces it
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).deal).toBe(WON_AFTER_RUN - 19);
  await click(page, 'title');
  await expect.poll(async () => (await state(page)).phase).toBe('free-spaces');
  await page.keyboard.press('0');
  await expect.poll(async () => (await state(page)).searching, { timeout: 30_000 }).toBe(false);
  expect(await state(page)).toMatchObject({ phase: 'play', deal: WON_AFTER_RUN, freeSpaces: 0, searching: false });
  await expect.poll(async () => (await state(page)).winnable).toBe('won');
  await lookAt(page, 'test-results/kings-korner-amiga-winnable-0.png');
});

/** Wait for a target to be on the screen (a requester opened by the last input). */
const shown = (page: Page, target: string) =>
  expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, target)).toBe(true);

/** The labelled spaces of the court cards: a plain card placed on one ends the game when its court card is drawn. */
const COURT_HOMES = new Set(Object.values(COURT_SPACES).map((c) => `${c.row}:${c.col}`));

/**
 * Draw and place twice, the court cards on their own spaces and the others on spaces no court card
 * needs: a game in progress. (A plain card on the first free space, the K♠'s corner, lost the game
 * at once when the K♠ came next, 284 of deals 1..20,000, one in 70: Quit then asked nothing.)
 */
async function placeTwo(page: Page) {
  for (let i = 0; i < 2; i++) {
    await click(page, 'deck');
    const s = await state(page);
    const home = COURT_SPACES[s.current as string];
    const free = [...Array(16).keys()].map((j) => [j >> 2, j & 3] as const).find(([r, c]) => s.grid[r][c] === null && !COURT_HOMES.has(`${r}:${c}`))!;
    await click(page, home ? `cell:${home.row}:${home.col}` : `cell:${free[0]}:${free[1]}`);
  }
}

for (const [platform, tier] of sample(['st', 'amiga'] as const, 0)) {
  test(`${platform}: Quit, then the icon again: Continue (or Escape) resumes the same game, and nothing counts it lost`, tier, async ({ page }) => {
    test.setTimeout(120_000); // many steps through the desktop: slow beside parallel browser tests
    await boot(page, `platform=${platform}`);
    const open = async () => {
      const icon = await locate(page, 'icon:kings-korner');
      await page.mouse.dblclick(icon.x, icon.y);
    };
    await open();
    await expect.poll(async () => (await state(page)).phase).toBe('title');
    await click(page, 'title');
    await click(page, 'free:3');
    await placeTwo(page);
    const before = game(await state(page));
    expect(before.phase).toBe('play');
    for (const answer of ['Continue', 'Escape']) {
      await chooseMenu(page, 'PROJECT', 'Quit');
      await shown(page, 'button:Quit');
      await click(page, 'button:Quit'); // the confirmation: the game stays saved
      await expect.poll(async () => (await state(page)).game).toBe('desktop');
      await open();
      await shown(page, 'button:Continue');
      await lookAt(page, `test-results/kings-korner-${platform}-continue.png`);
      if (answer === 'Escape') await page.keyboard.press('Escape');
      else await click(page, 'button:Continue');
      await expect.poll(async () => game(await state(page))).toEqual(before);
    }
    // the game was never given up: the statistics count nothing
    await events(page);
    await chooseMenu(page, 'PROJECT', 'Statistics...');
    await locate(page, 'button:OK');
    const text = (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '').join('\n');
    expect(text).toMatch(/ 3 +0 +0 +0 /);
  });
}

test('Aids off (the default): a game played by keys and mouse creates no solver Worker and shows no verdict; Hint says it is an aid', async ({ page }) => {
  test.setTimeout(60_000);
  await boot(page, `platform=st&game=kings-korner&deal=${sc.deal}&freeSpaces=4`);
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  // KING.DOC's "any key selects the DECK": Space, Return and a letter draw
  for (const [i, k] of [' ', 'Enter', 'q'].entries()) {
    if (i > 0) {
      const s = await state(page);
      const home = COURT_SPACES[s.current as string];
      const free = [...Array(16).keys()].map((j) => [j >> 2, j & 3] as const).find(([r, c]) => s.grid[r][c] === null)!;
      await click(page, home ? `cell:${home.row}:${home.col}` : `cell:${free[0]}:${free[1]}`);
    }
    await page.keyboard.press(k === ' ' ? 'Space' : k);
    expect((await state(page)).deck).toHaveLength(51 - i);
  }
  // play on by clicks to the end of the game
  for (let n = 0; n < 200; n++) {
    const s = await state(page);
    if (s.over) break;
    const api = { ...kkEngine.newGame(s.deal, { freeSpaces: 4 }), ...s, end: null, history: [] } as KKState;
    const ms = legalMoves(api);
    const mv = ms.find((m) => m.type === 'discardTen') ?? ms.find((m) => m.type === 'hold') ?? ms.find((m) => m.type === 'pair')
      ?? ms.find((m) => m.type === 'place') ?? ms.find((m) => m.type === 'draw') ?? ms[0];
    if (!mv) break;
    await click(page, at(mv));
  }
  const s = await state(page);
  expect(s.over).toBe(true);
  expect(s.winnable).toBeNull();
  expect(s.aided).toBe(false);
  expect(await page.evaluate(() => window.retro.workers)).toBe(0);
  await lookAt(page, 'test-results/kings-korner-st-aids-off.png');
});

test('Aids off, winnable deals only: Workers start only while a deal is picked, none during play', async ({ page }) => {
  test.setTimeout(60_000);
  await boot(page, `platform=amiga&video=pal&game=kings-korner&deal=${sc.deal}&freeSpaces=4`);
  await chooseMenu(page, 'NEW GAME', 'Winnable deals only');
  await chooseMenu(page, 'NEW GAME', 'Same FREE SPACES');
  await expect.poll(async () => (await state(page)).searching, { timeout: 30_000 }).toBe(false);
  const picked = await page.evaluate(() => window.retro.workers);
  expect(picked).toBeGreaterThan(0);
  await placeTwo(page);
  await chooseMenu(page, 'PROJECT', 'Hint'); // disabled with Aids off: nothing happens
  expect(await page.evaluate(() => window.retro.workers)).toBe(picked);
  expect((await state(page)).winnable).toBeNull();
});

/** The Help key, which a PC keyboard (and Playwright's key table) lacks: a trusted key event through the browser. */
async function pressHelp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  for (const type of ['keyDown', 'keyUp'] as const) await cdp.send('Input.dispatchKeyEvent', { type, key: 'Help', code: 'Help', windowsVirtualKeyCode: 47 });
  await cdp.detach();
}

test("Hint answers H, a key a PC keyboard has, as it answers Help: the same hint with Aids on, the same refusal with Aids off (issue 24)", async ({ page }) => {
  test.setTimeout(90_000); // four fresh games, two with the solver's verdict
  const sol = solvedDeal();
  /** A fresh game, the key pressed: what the player sees and is told. */
  const hintBy = async (press: () => Promise<void>, aids: boolean) => {
    await boot(page, `platform=${aids ? 'amiga&video=pal' : 'st'}&game=kings-korner&deal=${sol.deal}&freeSpaces=4${aids ? '&aids=on' : ''}`);
    if (aids) await expect.poll(async () => (await state(page)).winnable).toBe('won');
    // a card drawn: the hint is where to place it
    await click(page, 'deck');
    if (aids) {
      await shown(page, 'button:OK'); // a move made while the verdict shows marks the game, and says so once
      await click(page, 'button:OK');
    }
    expect((await state(page)).deck).toHaveLength(51);
    const before = await screen(page);
    await events(page);
    await press();
    const s = await state(page);
    const said = (await events(page)).filter((e) => e.type === 'message' || e.type === 'beep');
    const after = await screen(page);
    expect(s.deck, 'no card drawn from the DECK').toHaveLength(51);
    expect(Buffer.compare(Buffer.from(after.pixels), Buffer.from(before.pixels)), 'the screen answers').not.toBe(0);
    return { cursor: s.cursor, aided: s.aided, said: said.map((e) => `${e.type}: ${e.text ?? ''}`), pixels: Buffer.from(after.pixels) };
  };
  for (const aids of [true, false]) {
    const byH = await hintBy(() => page.keyboard.press('h'), aids);
    if (aids) await lookAt(page, test.info().outputPath('kings-korner-hint-by-h.png'));
    const byHelp = await hintBy(() => pressHelp(page), aids);
    if (aids) {
      expect(byHelp.aided).toBe(true);
      expect(byHelp.said.some((t) => /^message: Solver: place the card here \(the cursor marks it\)\.$/.test(t)), byHelp.said.join('\n')).toBe(true);
    } else expect(byHelp.said).toEqual(['beep: ', 'message: Hint is one of the Aids: turn Aids on to use it.']);
    // H: the same words, the same cursor, the same screen
    expect(byH.said).toEqual(byHelp.said);
    expect([byH.cursor, byH.aided]).toEqual([byHelp.cursor, byHelp.aided]);
    expect(Buffer.compare(byH.pixels, byHelp.pixels), 'the screen after H and after Help').toBe(0);
  }
});
