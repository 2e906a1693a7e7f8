/**
 * Spider played with the real mouse and keyboard on both machines. Positions come from playing a
 * fixed deal with engine-computed moves (HELP's suggestions), loaded as the saved game.
 */
import { test, expect, type Page } from './shared-page';
import { boot, screen, locate, click, state, events, lookAt } from './helpers';
import {
  newGame, hint, spiderEngine, clickColumn, clickCard, hasCompleteRun, type SpiderState,
} from '../../src/games/spider/engine';
import { panelLayout } from '../../src/games/spider/panel';
import { PLATFORMS } from '../../platforms';
import { C } from '../../src/core/colours';
import { solveSpider } from '../../src/games/spider/solver';
import { loadPosition } from './spider-position';
import { sample } from './tier';

type Plat = 'st' | 'amiga';

/** Play HELP's suggestions while `more(s)` holds. */
function playUntil(s: SpiderState, stop: (s: SpiderState) => boolean, max = 400): SpiderState {
  for (let i = 0; i < max && !stop(s); i++) {
    const h = hint(s);
    if (!h) break;
    s = spiderEngine.apply(s, h);
  }
  return s;
}

async function openPanel(page: Page) {
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + box.height - 4, { button: 'right' });
  await locate(page, 'panel:HELP');
}

/** Pixels of colour index `c` inside a panel button (inside its frame). */
async function buttonInk(page: Page, plat: Plat, i: number, c: number) {
  const s = await screen(page);
  const r = panelLayout(PLATFORMS[plat], s.width, s.height).buttons[i]!;
  let n = 0;
  for (let y = r.y + 2; y < r.y + r.h - 2; y++) for (let x = r.x + 2; x < r.x + r.w - 2; x++) if (s.pixels[y * s.width + x] === c) n++;
  return n;
}

const sounds = (ev: { type: string; name?: string }[]) => ev.filter((e) => e.type === 'sound').map((e) => e.name);

for (const [plat, tier] of sample(['st', 'amiga'] as const, 1)) {
  test(`Spider (${plat}): automatic move, sub-group, DEAL, UNDO lightened, INFO`, tier, async ({ page }) => {
    await boot(page, `platform=${plat}`);
    await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
    let s = newGame(1);
    expect((await state(page)).columns).toEqual(s.columns);
    await events(page);
    // a click under a column: the engine's documented destination
    const col = [...Array(10).keys()].find((c) => clickColumn(s, c))!;
    const mv = clickColumn(s, col)!;
    await click(page, `column:${col}`);
    s = spiderEngine.apply(s, mv);
    expect((await state(page)).columns).toEqual(s.columns);
    expect(sounds(await events(page))).toContain('move');
    // deal through the panel, then play until a sub-group click exists
    await openPanel(page);
    await click(page, 'panel:DEAL');
    s = spiderEngine.apply(s, { type: 'deal' });
    expect(sounds(await events(page))).toContain('deal');
    expect((await state(page)).deals).toBe(1);
    // UNDO would take back a deal: the button is drawn lightened
    await page.mouse.move(0, 0);
    await openPanel(page);
    await page.mouse.move(0, 0);
    expect(await buttonInk(page, plat, 2, C.LIGHTGREY)).toBeGreaterThan(20);
    expect(await buttonInk(page, plat, 2, C.BLACK)).toBe(0);
    expect(await buttonInk(page, plat, 3, C.BLACK)).toBeGreaterThan(20);
    await lookAt(page, `test-results/spider-${plat}-panel.png`);
    await click(page, 'panel:UNDO');
    expect((await state(page)).cheated).toBe(true);
    expect((await state(page)).deals).toBe(0);
    s = spiderEngine.undo(s);
    // a sub-group: the top card of a column whose group has two or more cards
    s = playUntil(s, (x) => x.columns.some((c, i) => c.up.length >= 2 && clickCard(x, i, c.down.length + c.up.length - 1)?.type === 'move' && (clickCard(x, i, c.down.length + c.up.length - 1) as { count: number }).count < c.up.length));
    await loadPosition(page, s);
    const i = s.columns.findIndex((c, k) => c.up.length >= 2 && clickCard(s, k, c.down.length + c.up.length - 1)?.type === 'move' && (clickCard(s, k, c.down.length + c.up.length - 1) as { count: number }).count < c.up.length);
    expect(i).toBeGreaterThanOrEqual(0);
    const k = s.columns[i]!.down.length + s.columns[i]!.up.length - 1;
    const sub = clickCard(s, i, k)!;
    await click(page, `card:${i}:${k}`);
    s = spiderEngine.apply(s, sub);
    expect((await state(page)).columns).toEqual(s.columns);
    await page.mouse.move(0, 0);
    await lookAt(page, `test-results/spider-${plat}-midgame.png`);
    // INFO shows the score
    await page.keyboard.press('i');
    const st = await state(page);
    expect(st.ui.info).toBe(true);
    expect(st.score).toBe(spiderEngine.score(s));
    await lookAt(page, `test-results/spider-${plat}-info.png`);
    await page.keyboard.press('Escape');
  });

  test(`Spider (${plat}): a complete suit goes off on a click; DEAL refused with an empty column`, tier, async ({ page }) => {
    await boot(page, `platform=${plat}`);
    // deal 22 with one suit: HELP's moves lead to a move that completes King..Ace
    let s = playUntil(newGame(22, { suits: 1 }), (x) => {
      const h = hint(x);
      return !!h && h.type === 'move' && spiderEngine.apply(x, h).columns.some(hasCompleteRun);
    });
    await loadPosition(page, s);
    const h = hint(s)!;
    const target = [...Array(10).keys()].find((c) => JSON.stringify(clickColumn(s, c)) === JSON.stringify(h));
    expect(target).toBeDefined();
    await events(page);
    await click(page, `column:${target}`);
    s = spiderEngine.apply(s, h);
    const full = s.columns.findIndex(hasCompleteRun);
    await click(page, `column:${full}`);
    expect(sounds(await events(page))).toContain('suit');
    expect((await state(page)).removed).toEqual(['S']);
    // an empty column: DEAL is dim and refuses with the message
    s = playUntil(newGame(22, { suits: 1 }), (x) => x.columns.some((c) => c.up.length === 0) && x.stock.length > 0);
    expect(s.columns.some((c) => c.up.length === 0)).toBe(true);
    await loadPosition(page, s);
    await page.mouse.move(0, 0);
    await openPanel(page);
    await page.mouse.move(0, 0);
    expect(await buttonInk(page, plat, 1, C.BLACK)).toBe(0);
    expect(await buttonInk(page, plat, 1, C.DARKGREY)).toBeGreaterThan(20);
    await events(page);
    await click(page, 'panel:DEAL');
    const ev = await events(page);
    expect(ev.some((e) => e.type === 'beep')).toBe(true);
    expect(ev.some((e) => e.type === 'message' && e.text === 'Please fill in empty pile first')).toBe(true);
    expect((await state(page)).deals).toBe(s.deals);
  });
}

test('Spider: a qualifying score enters the Hit Parade, survives a reload, and deleting SPIDER.SCR clears it', async ({ page }) => {
  await boot(page, 'platform=st');
  await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
  const s = newGame(1);
  const col = [...Array(10).keys()].find((c) => clickColumn(s, c))!;
  await click(page, `column:${col}`);
  await page.keyboard.press('d');
  expect((await state(page)).score).toBeGreaterThan(0);
  await openPanel(page);
  await click(page, 'panel:QUIT');
  await click(page, 'button:Quit'); // the game is in progress: the shell asks first
  await locate(page, 'button:OK');
  await events(page);
  await page.keyboard.type('Ada!');
  expect((await events(page)).filter((e) => e.type === 'beep').length).toBe(1);
  await lookAt(page, 'test-results/spider-st-name.png');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await events(page)).some((e) => e.type === 'message' && /1\. Ada {2,}\d/.test(e.text ?? ''))).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).game).toBe('desktop');
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect((await state(page)).icons).toContain('spider.scr');
  await page.evaluate(() => window.retro.setPlatform('amiga'));
  const icon = await locate(page, 'icon:spider.scr');
  await page.mouse.dblclick(icon.x, icon.y);
  await expect.poll(async () => (await events(page)).some((e) => e.type === 'message' && /Ada/.test(e.text ?? ''))).toBe(true);
  await page.keyboard.press('Enter');
  await page.mouse.click(icon.x, icon.y);
  await page.keyboard.press('Delete');
  await click(page, 'button:Discard');
  await expect.poll(async () => (await state(page)).icons.includes('spider.scr')).toBe(false);
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect((await state(page)).icons).not.toContain('spider.scr');
});

test('Spider (st): HELP follows the solver (in its Worker) and the screen keeps drawing while it searches', async ({ page }) => {
  // deal 1, four suits: the solver proves it winnable quickly; its first move is HELP's
  const v = solveSpider(newGame(1), { maxMs: 1e9, maxNodes: 2_000_000 });
  expect(v.result).toBe('won');
  const first = (v as { line: unknown[] }).line[0];
  await boot(page, 'platform=st&aids=on');
  await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
  await expect.poll(async () => (await state(page)).ui.winnable, { timeout: 10_000 }).toBe('won');
  await page.keyboard.press('h');
  await okAided(page);
  const st = await state(page);
  expect(st.ui.arrow).toEqual(first);
  expect(st.ui.helpFrom).toBe('solver');
  expect((await events(page)).some((e) => e.type === 'message' && /\(winning line\)/.test(e.text ?? ''))).toBe(true);
  await page.mouse.move(0, 0);
  await lookAt(page, 'test-results/spider-st-solver-help.png');
  await page.keyboard.press('Escape');

  // a four-suit deal the solver does not decide within 300,000 positions (seconds in the worker); meanwhile
  // animation frames keep coming (a search on the main thread would stall them for seconds), HELP answers
  // (heuristic) and INFO's clock ticks. Found here rather than fixed, so a stronger solver keeps the test honest.
  let slow = 4;
  while (solveSpider(newGame(slow), { maxMs: 1e9, maxNodes: 300_000 }).result !== 'unknown') slow++;
  const gap = await page.evaluate(async (deal) => {
    const retro = window.retro;
    await retro.launch('spider', { deal });
    return new Promise<{ thinking: boolean; deal: number }>((res) => {
      let n = 0;
      const f = () => {
        if (++n < 20) requestAnimationFrame(f);
        else res({ thinking: (retro.state() as { ui: { winnable: string } }).ui.winnable === 'thinking', deal: (retro.state() as { deal: number }).deal });
      };
      requestAnimationFrame(f);
    });
  }, slow);
  expect(gap.deal).toBe(slow);
  expect(gap.thinking).toBe(true); // 20 frames came while the worker searched: no timing asserted
  await page.keyboard.press('h');
  // HELP answers while the search goes on: read in one snapshot, not against a clock (a loaded
  // machine once took more than the 1 s this waited).
  await expect.poll(async () => {
    const ui = (await state(page)).ui;
    return ui.helpFrom === 'heuristic' ? `answered while ${ui.winnable}` : 'no answer yet';
  }).toBe('answered while thinking');
  expect((await state(page)).ui.arrow).not.toBeNull();
  await page.keyboard.press('Escape');
  await page.keyboard.press('i');
  await okAided(page);
  const a = await screen(page);
  const ta = (await state(page)).ui.time;
  await expect.poll(async () => (await state(page)).ui.time, { timeout: 3000 }).toBeGreaterThan(ta);
  const b = await screen(page);
  expect(Buffer.compare(Buffer.from(a.pixels), Buffer.from(b.pixels))).not.toBe(0); // the clock moved
  await lookAt(page, 'test-results/spider-st-solver-info.png');
  await expect.poll(async () => (await state(page)).ui.winnable, { timeout: 10_000 }).not.toBe('thinking');

  // "winnable deals only" for four suits: a launch without a deal searches in the worker, then plays
  // the deal it proved. The deal drawn is fixed (Math.random -> deal 1, proven in under 50,000
  // positions of the 1,500,000 a try has), so there is one right outcome; giving up after ten tries
  // is the unit tests' (tests/unit/spider-ui/solver.test.ts).
  await page.evaluate(() => localStorage.setItem('retro.prefs.spider', JSON.stringify({ v: 1, data: { winnable: { '1': false, '2': false, '4': true } } })));
  await page.evaluate(() => {
    Math.random = () => 2 ** -32;
    return window.retro.launch('spider', {});
  });
  await expect.poll(async () => (await state(page)).ui.screen, { timeout: 30_000 }).toBe('board');
  const w = await state(page);
  expect([w.deal, w.suits, w.ui.message, w.ui.winnable]).toEqual([1, 4, null, 'won']);
});

/** Answer the shell's note that the first aid of a game marks it (asked once per game). */
async function okAided(page: Page) {
  await expect.poll(() => page.evaluate(() => window.retro.locate('button:OK'))).not.toBeNull();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.retro.locate('button:OK'))).toBeNull();
}

/** The state without what moves by itself: the clock and the background solver's progress. */
async function steadyState(page: Page) {
  const st = await state(page);
  for (const k of ['time', 'winnable', 'solverLine']) delete st.ui[k];
  return st;
}

/** Move the pointer off the screen, so it is not drawn in what `screen` returns. */
async function pointerAway(page: Page) {
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.move(box.x + box.width + 20, box.y + box.height + 20);
}

async function afterReload(page: Page) {
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
}

/** Play the first column click deal `deal` offers; returns the column. */
async function playAColumn(page: Page, deal: number) {
  const s = newGame(deal);
  const col = [...Array(10).keys()].find((c) => clickColumn(s, c))!;
  await click(page, `column:${col}`);
  expect((await state(page)).columns).toEqual(spiderEngine.apply(s, clickColumn(s, col)!).columns);
}

test('Spider (issue 23, bug 8): a reload after a deal link resumes the game, it does not deal the link again', async ({ page }) => {
  await boot(page, 'game=spider&deal=99&platform=st');
  await expect.poll(async () => (await state(page)).deal).toBe(99);
  await playAColumn(page, 99);
  await pointerAway(page);
  const before = await steadyState(page);
  const shown = await screen(page);
  expect(before.ui.screen).toBe('board');
  await afterReload(page);
  await expect.poll(async () => (await state(page)).game).toBe('spider');
  expect(await steadyState(page)).toEqual(before);
  const again = await screen(page);
  expect(Buffer.compare(Buffer.from(again.pixels), Buffer.from(shown.pixels))).toBe(0);
  expect(new URL(page.url()).search).toBe(''); // the link's parameters were consumed
});

for (const [plat, tier] of sample(['st', 'amiga'] as const, 0)) {
  test(`Spider (${plat}, issue 23, bug 4): Q asks before it ends the game; Escape and Cancel keep the game and its save`, tier, async ({ page }) => {
    await boot(page, `platform=${plat}`);
    await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
    await playAColumn(page, 1);
    const playing = await steadyState(page);
    // Q: a requester, not the end of the game; Escape keeps it
    await page.keyboard.press('q');
    await locate(page, 'button:Cancel');
    expect((await events(page)).some((e) => e.type === 'message' && /Quit Spider\?/.test(e.text ?? ''))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await steadyState(page)).toEqual(playing);
    // QUIT on the panel: Cancel keeps it too, and the save is still there after a reload
    await openPanel(page);
    await click(page, 'panel:QUIT');
    await click(page, 'button:Cancel');
    expect(await steadyState(page)).toEqual(playing);
    await afterReload(page);
    await expect.poll(async () => (await state(page)).game).toBe('spider');
    expect(await steadyState(page)).toEqual(playing);
    // Quit ends it (SPIDER.DOC): the Hit Parade when the score is high enough, then the desktop, no save
    await page.keyboard.press('q');
    await events(page);
    await click(page, 'button:Quit');
    await expect.poll(() => page.evaluate(() => window.retro.locate('button:OK'))).not.toBeNull();
    expect((await state(page)).game).toBe('desktop');
    await page.keyboard.press('Enter'); // no name typed: Anonymous
    await expect.poll(async () => (await events(page)).some((e) => e.type === 'message' && /HIT PARADE.*Anonymous/.test(e.text ?? ''))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('retro.save.spider'))).toBeNull();
    await afterReload(page);
    expect((await state(page)).game).toBe('desktop');
  });
}

/** Play `steps` of a game as a player would, with HELP each time (H, then Escape), clicks and D; the page must follow the engine. */
async function playWithHelp(page: Page, s: SpiderState, steps: number): Promise<SpiderState> {
  for (let i = 0; i < steps; i++) {
    await page.keyboard.press('h');
    const h = hint(s);
    expect((await state(page)).ui.helpFrom).toBe('heuristic');
    await page.keyboard.press('Escape');
    if (h === null) break;
    if (h.type === 'deal') {
      await page.keyboard.press('d');
      s = spiderEngine.apply(s, h);
    } else {
      const from = h.type === 'move' ? h.from : h.col;
      const col = clickColumn(s, from) ? from : [...Array(10).keys()].find((c) => clickColumn(s, c));
      if (col === undefined) break;
      await click(page, `column:${col}`);
      s = spiderEngine.apply(s, clickColumn(s, col)!);
    }
    expect((await state(page)).columns).toEqual(s.columns);
  }
  return s;
}

test('Spider (st, issue 25): with Aids off a played game starts no Worker; the Aids button starts the verdicts and stops them', async ({ page }) => {
  test.setTimeout(180_000);
  await boot(page, 'platform=st');
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  await page.evaluate(() => window.retro.launch('spider', { deal: 1847228813 }));
  let s = await playWithHelp(page, newGame(1847228813), 12);
  await page.keyboard.press('d');
  s = spiderEngine.apply(s, { type: 'deal' });
  s = await playWithHelp(page, s, 4);
  await page.keyboard.press('u');
  s = spiderEngine.undo(s);
  expect((await state(page)).columns).toEqual(s.columns);
  await page.keyboard.press('i');
  await pointerAway(page);
  await lookAt(page, 'test-results/spider-st-aids-off-info.png');
  let st = await state(page);
  expect([st.ui.info, st.ui.winnable, st.ui.aided, st.ui.message]).toEqual([true, 'unknown', false, null]);
  expect(await page.evaluate(() => window.retro.workers)).toBe(0);

  // Aids on (the page bar's button): the solver is asked about this position; INFO, open, now shows a verdict: marked once
  await page.locator('#aids').click();
  expect(await page.evaluate(() => window.retro.aids)).toBe(true);
  // asked at once: thinking (a search that ran out would say 'unknown' only after its 3 s), or already decided
  expect(['thinking', 'won', 'lost']).toContain((await state(page)).ui.winnable);
  await okAided(page);
  await expect.poll(() => page.evaluate(() => window.retro.workers)).toBeGreaterThan(0);
  st = await state(page);
  expect([st.ui.info, st.ui.aided]).toEqual([true, true]);
  await pointerAway(page);
  await lookAt(page, 'test-results/spider-st-aids-on-info.png');
  await page.keyboard.press('Escape');

  // Aids off again: moves ask nothing, no Worker is started
  await page.locator('#aids').click();
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  const workers = await page.evaluate(() => window.retro.workers);
  await playWithHelp(page, s, 5);
  expect((await state(page)).ui.winnable).toBe('unknown');
  expect(await page.evaluate(() => window.retro.workers)).toBe(workers);
});

test('Spider (st, issue 25): HELP disabled by an empty column says why in a message panel', async ({ page }) => {
  await boot(page, 'platform=st');
  await page.evaluate(() => window.retro.launch('spider', { deal: 1 }));
  const s = playUntil(newGame(1, { suits: 1 }), (x) => x.columns.some((c) => c.up.length === 0 && c.down.length === 0));
  expect(s.columns.some((c) => c.up.length === 0)).toBe(true);
  await loadPosition(page, s);
  await events(page);
  await openPanel(page);
  await click(page, 'panel:HELP');
  const st = await state(page);
  expect(st.ui.message).toBe('HELP is disabled while a column is empty.');
  expect((await events(page)).some((e) => e.type === 'beep')).toBe(true);
  expect(await locate(page, 'message')).not.toBeNull();
  await pointerAway(page);
  await lookAt(page, 'test-results/spider-st-help-disabled.png');
});
