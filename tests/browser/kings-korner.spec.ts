/**
 * King's Korner with real mouse and keyboard on both machines, on a deal chosen from the engine:
 * place, pair-discard, ten-discard, cancel a pair with the DISCARD pile, a refused click beeps,
 * the menus answer each platform's gesture, and a reload resumes the game.
 */
import { test, expect, type Page } from '@playwright/test';
import { boot, click, state, events, chooseMenu, locate, screen } from './helpers';
import { kkEngine, legalMoves, type KKMove, type KKState } from '../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../src/games/kings-korner/solver';

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
  await page.screenshot({ path: `test-results/kings-korner-${platform}-held.png` });
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
  await page.screenshot({ path: `test-results/kings-korner-${platform}.png` });
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
  const fresh = await state(page);
  expect(fresh.deck).toHaveLength(52);
  expect(fresh.freeSpaces).toBe(4);
  // KING.DOC: any key selects the DECK
  await page.keyboard.press('d');
  expect((await state(page)).current).not.toBeNull();
  await chooseMenu(page, 'PROJECT', 'Quit');
  expect((await state(page)).game).toBe('desktop');
});

test('Amiga: the same by mouse with DisplayBeep; menus on the right button; a reload resumes', async ({ page }) => {
  await boot(page, `platform=amiga&video=pal`);
  await page.evaluate((d) => (window as any).retro.launch('kings-korner', { deal: d, freeSpaces: 4 }), sc.deal);
  await playScenario(page, 'amiga');
  const snapshot = game(await state(page));
  await boot(page, 'platform=amiga', { keep: true });
  expect(game(await state(page))).toEqual(snapshot);
  await chooseMenu(page, 'NEW GAME', 'Choose FREE SPACES');
  expect((await state(page)).phase).toBe('title');
  await click(page, 'title');
  await page.screenshot({ path: 'test-results/kings-korner-amiga-free.png' });
  await click(page, 'free:0');
  const s = await state(page);
  expect(s.freeSpaces).toBe(0);
  expect(s.grid.flat().filter((x: unknown) => x === '#')).toHaveLength(4);
  await page.evaluate(() => (window as any).retro.setVideo('ntsc'));
  await click(page, 'deck');
  expect((await state(page)).current).not.toBeNull();
  await page.screenshot({ path: 'test-results/kings-korner-amiga-ntsc.png' });
});

test('from the desktop: title screen, FREE SPACES buttons, the deal shown is the deal played', async ({ page }) => {
  await boot(page, 'platform=st');
  const icon = await locate(page, 'icon:kings-korner');
  await page.mouse.dblclick(icon.x, icon.y);
  await expect.poll(async () => (await state(page)).phase).toBe('title');
  const { deal } = await state(page);
  await page.screenshot({ path: 'test-results/kings-korner-st-title.png' });
  await click(page, 'title');
  await page.screenshot({ path: 'test-results/kings-korner-st-free.png' });
  await click(page, 'free:2');
  const s = await state(page);
  expect(s.phase).toBe('play');
  expect(s.deal).toBe(deal);
  expect(s.deck).toEqual(kkEngine.newGame(deal, { freeSpaces: 2 }).deck);
});

/** The first deal with four FREE SPACES the solver proves winnable quickly, and its line. */
function solvedDeal() {
  for (let deal = 1; deal < 200; deal++) {
    const v = solveKingsKorner(kkEngine.newGame(deal, { freeSpaces: 4 }), { maxMs: 300, maxNodes: 200_000 }, () => performance.now());
    if (v.result === 'won') return { deal, line: v.line };
  }
  throw new Error('no solved deal');
}

test('HELP suggests a move of the solution; the screen keeps drawing while the worker searches', async ({ page }) => {
  // a position the solver cannot decide quickly: the worker searches for its whole budget (3 s)
  await boot(page, 'platform=amiga&video=pal&game=kings-korner&deal=1&freeSpaces=2');
  expect((await state(page)).winnable).toBe('thinking');
  const frames = await page.evaluate(
    () => new Promise<number>((r) => {
      const t0 = performance.now();
      let n = 0;
      const f = () => (++n < 20 ? requestAnimationFrame(f) : r(performance.now() - t0));
      requestAnimationFrame(f);
    }),
  );
  expect(frames).toBeLessThan(1500);
  await page.keyboard.press('ArrowRight');
  const a = await screen(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Buffer.from((await screen(page)).pixels).equals(Buffer.from(a.pixels))).toBe(false);
  expect((await state(page)).winnable).toBe('thinking'); // still searching all along
  await page.screenshot({ path: 'test-results/kings-korner-amiga-thinking.png' });

  // a deal with a known solution: follow it by clicks, then ask for HELP
  const sol = solvedDeal();
  await page.evaluate((d) => (window as any).retro.launch('kings-korner', { deal: d, freeSpaces: 4 }), sol.deal);
  await expect.poll(async () => (await state(page)).winnable, { timeout: 10_000 }).toBe('won');
  let k = 0;
  while (sol.line[k]!.type === 'draw' || k < 3) await click(page, at(sol.line[k++]!));
  const next = cell(sol.line[k]!);
  await chooseMenu(page, 'PROJECT', 'Hint');
  const s = await state(page);
  expect(s.cursor).toEqual({ row: next.row, col: next.col });
  expect((await events(page)).some((e) => e.type === 'message' && /^Solver: /.test(e.text ?? ''))).toBe(true);
  await page.screenshot({ path: 'test-results/kings-korner-amiga-solver.png' });
});
