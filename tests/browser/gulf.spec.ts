/**
 * Gulf with real mouse and keyboard on both machines: removals, refusals, the stock, the "no entry"
 * pointer read from the screen, the card back, the shortcuts, a won round's gamble, resume.
 */
import { test, expect, type Page } from './shared-page';
import { boot, screen, locate, click, state, events, chooseMenu, type Screen, lookAt } from './helpers';
import { findWin, mixedDeal } from '../unit/gulf-ui/wins';
import { canPlay, gulfEngine } from '../../src/games/gulf/engine';
import { cardRect, centre, gulfLayout } from '../../src/games/gulf/layout';
import { PLATFORMS } from '../../platforms';
import { solveGulf } from '../../src/games/gulf/solver';
import { SOLVE_BUDGET } from '../../src/games/gulf/advisor';
import { parseDeal } from '../../src/core/params';
import { matches } from '../../src/games/gulf/rules';
import { CARD, drawCardFace } from '../../src/art/cards';
import { Framebuffer } from '../../src/core/framebuffer';
import { C } from '../../src/core/colours';
import { topazFont } from '../../platforms/amiga/font';
import { sample } from './tier';

const MIXED = mixedDeal();
const first = gulfEngine.newGame(MIXED, {});
const PLAYABLE = [0, 1, 2, 3, 4, 5, 6].find((i) => canPlay(first, i))!;
const BLOCKED = [0, 1, 2, 3, 4, 5, 6].find((i) => !canPlay(first, i))!;

/** Framebuffer pixel of a target, from the layout the game uses (the page adds letterboxing). */
async function toFb(page: Page, target: string, s: Screen) {
  const st = await state(page);
  const p = PLATFORMS[await page.evaluate(() => window.retro.platform)];
  const l = gulfLayout(p, s.width, s.height);
  if (target === 'stock') return centre(l.stock);
  if (target === 'faceup') return centre(l.faceUp);
  const i = Number(target.split(':')[1]);
  const n = st.stacks[i].length;
  return centre(cardRect(l, i, n - 1, n));
}

/** Pixels above and left of the hot spot that the pointer changed: the arrow draws none there, the sign does. */
async function signPixels(page: Page, target: string, elsewhere: string) {
  const p = await locate(page, target);
  await page.mouse.move(p.x, p.y);
  const on = await screen(page);
  const away = await locate(page, elsewhere);
  await page.mouse.move(away.x, away.y);
  const off = await screen(page);
  const f = await toFb(page, target, on);
  const sx = on.width >= 640 ? 2 : 1;
  let n = 0;
  for (let y = f.y - 6; y < f.y; y++)
    for (let x = f.x - 6 * sx; x < f.x; x++) if (on.pixels[y * on.width + x] !== off.pixels[y * on.width + x]) n++;
  return n;
}

async function stockPixels(page: Page) {
  const s = await screen(page);
  const c = await toFb(page, 'stock', s);
  const out: number[] = [];
  for (let y = c.y - 15; y < c.y + 15; y++) for (let x = c.x - 10; x < c.x + 10; x++) out.push(s.pixels[y * s.width + x]!);
  return out.join();
}

for (const [p, tier] of sample(['st', 'amiga'] as const, 1)) {
  test(`gulf on the ${p}: removals, refusals, stock, no-entry pointer, card back, Ctrl+A/N/X`, tier, async ({ page }) => {
    await boot(page, `platform=${p}&game=gulf&deal=${MIXED}`);
    expect(await state(page)).toMatchObject({ game: 'gulf', deal: MIXED, round: 1, score: 0, run: 0 });
    await lookAt(page, `test-results/gulf-board-${p}.png`);

    // the pointer: "no entry" over the blocked card, the arrow over the playable one
    expect(await signPixels(page, `stack:${BLOCKED}`, 'faceup')).toBeGreaterThan(5);
    expect(await signPixels(page, `stack:${PLAYABLE}`, 'faceup')).toBe(0);
    await page.mouse.move((await locate(page, `stack:${BLOCKED}`)).x, (await locate(page, `stack:${BLOCKED}`)).y);
    await lookAt(page, `test-results/gulf-noentry-${p}.png`);

    // an illegal click: refused with a beep
    await events(page);
    const before = await state(page);
    await click(page, `stack:${BLOCKED}`);
    expect(await state(page)).toEqual(before);
    expect((await events(page)).some((e) => e.type === 'beep')).toBe(true);

    // a legal removal
    const card = first.stacks[PLAYABLE]!.at(-1);
    await click(page, `stack:${PLAYABLE}`);
    let s = await state(page);
    expect(s).toMatchObject({ faceUp: card, run: 1, score: 1 });
    expect(await events(page)).toContainEqual({ type: 'sound', name: 'move' });

    // the stock turns a card and resets the run
    const next = s.stock[0];
    await click(page, 'stock');
    s = await state(page);
    expect(s).toMatchObject({ faceUp: next, run: 0 });
    expect(s.stock).toHaveLength(first.stock.length - 1);

    // the card back: right-click on the stock cycles it on both machines (Amiga: RMBTRAP over the stock,
    // so no menu strip), and turns no card
    const back0 = await stockPixels(page);
    await click(page, 'stock', 'right');
    const back1 = await stockPixels(page);
    expect(back1).not.toBe(back0);
    await lookAt(page, `test-results/gulf-back-${p}.png`);
    await click(page, 'stock', 'right');
    expect(await stockPixels(page)).not.toBe(back1);
    expect((await state(page)).stock).toHaveLength(first.stock.length - 1);

    // Ctrl+A: About (with the version and the deal)
    await events(page);
    await page.keyboard.press('Control+a');
    await locate(page, 'button:OK');
    expect((await events(page)).some((e) => e.type === 'message' && /version 1\.0/.test(e.text ?? '') && e.text!.includes(String(MIXED)))).toBe(true);
    await lookAt(page, `test-results/gulf-about-${p}.png`);
    await click(page, 'button:OK');
    // Ctrl+N: the shell asks first (a move was made), then a new game
    await page.keyboard.press('Control+n');
    await click(page, 'button:New game');
    s = await state(page);
    expect(s.deal).not.toBe(MIXED);
    expect(s.score).toBe(0);
    // Ctrl+X on a deal not begun: back to the desktop without a question
    await page.keyboard.press('Control+x');
    expect((await state(page)).game).toBe('desktop');
  });

  test(`gulf on the ${p}: a won round offers the gamble, then the next round${p === 'st' ? '; resume after reload' : '; title from the desktop'}`, async ({ page }) => {
    test.slow(); // 36 clicks, each a new position for the solver's worker
    const w = findWin(187); // deal 187: round 1 cleared in 36 clicks (the shortest in the first 400)
    if (p === 'amiga') {
      // from the desktop: the title screen first
      await boot(page, 'platform=amiga');
      const ic = await locate(page, 'icon:gulf');
      await page.mouse.dblclick(ic.x, ic.y);
      await page.waitForFunction(() => (window.retro.state() as { game?: string } | null)?.game === 'gulf');
      expect(await page.evaluate(() => window.retro.locate('stock'))).toBeNull();
      await lookAt(page, 'test-results/gulf-title-amiga.png');
      await page.keyboard.press('Enter');
      await locate(page, 'stock');
      await page.evaluate((d) => window.retro.launch('gulf', { deal: d }), w.deal);
    } else await boot(page, `platform=${p}&game=gulf&deal=${w.deal}`);
    const at = async (mv: (typeof w.moves)[number]) => click(page, mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    const half = 12;
    for (const mv of w.moves.slice(0, half)) await at(mv);
    if (p === 'st') {
      const mid = await state(page);
      // a reload without the URL's game: the session resumes the saved game
      await boot(page, 'platform=st', { keep: true });
      expect(await state(page)).toEqual(mid);
    }
    await events(page);
    for (const mv of w.moves.slice(half)) await at(mv);
    const s = await state(page);
    expect(s).toMatchObject({ phase: 'gamble', won: true });
    expect(await events(page)).toContainEqual({ type: 'sound', name: 'win' });
    for (const b of ['Higher', 'Lower', 'Take']) await locate(page, `button:${b}`);
    await lookAt(page, `test-results/gulf-gamble-${p}.png`);
    await click(page, 'button:Take');
    await click(page, 'button:Next round');
    const r2 = await state(page);
    expect(r2).toMatchObject({ round: 2, phase: 'play', score: s.score + s.bonus });
  });
}

test('gulf HELP: the solver (in its worker) answers with a move of a known solution; the screen keeps drawing meanwhile', async ({ page }) => {
  // deal 771: won within the app's budget (0.2-1.4 s here, by machine), for HELP below
  const DEAL = 771;
  // deal 14003: the worker searches it to the app's 5,000,000 positions and answers "too hard to
  // tell" (0.7 s on session 21's machine): a search of fixed length in positions, long beside the
  // hitches of a loaded machine, to time the frames against (771 took 317 ms there, and one 233 ms
  // gap under CI's load failed the ratio below)
  const LONG = 14003;
  expect(solveGulf(gulfEngine.newGame(LONG, {}), SOLVE_BUDGET, () => 0)).toMatchObject({ result: 'unknown' });
  const v = solveGulf(gulfEngine.newGame(DEAL, {}), SOLVE_BUDGET, () => 0); // positions only: the same verdict on a loaded machine
  expect(v.result).toBe('won');
  const line = (v as { line: { type: string; stack?: number }[] }).line;
  // a quick deal first, its verdict awaited (so no answer of it can arrive later), then the long one
  const solved = async () => (await events(page)).some((e) => e.type === 'message' && (e.text ?? '').startsWith('Solver:'));
  await boot(page, `platform=st&game=gulf&deal=${MIXED}&aids=on`);
  await expect.poll(solved).toBe(true);
  // launch the long deal and, in the page, time the gaps between animation frames (reading the screen
  // every other frame) until its verdict arrives. A search on the page's own thread would make one gap
  // as long as the search; with the worker the longest gap is a small part of it. Compared with the
  // search's own length, not with a frame rate, so a loaded machine (CI: two browsers and the worker on
  // two cores; once 6 frames in 437 ms) does not fail it.
  const seen = await page.evaluate(async (d) => {
    const r = window.retro;
    await r.launch('gulf', { deal: d });
    const frame = () => new Promise<number>((res) => requestAnimationFrame(res));
    let last = await frame(); // the launch's own first drawing is not a gap of the search's
    const t0 = last;
    let frames = 0;
    let screens = 0;
    let maxGap = 0;
    let solved = false;
    while (!solved && last - t0 < 10_000) {
      const t = await frame();
      maxGap = Math.max(maxGap, t - last);
      last = t;
      frames++;
      if (frames % 2 === 0 && r.screen().width === 320) screens++;
      solved = r.events().some((e) => e.type === 'message' && String(e.text).startsWith('Solver:'));
    }
    return { frames, screens, solved, maxGap: Math.round(maxGap), ms: Math.round(last - t0) };
  }, LONG);
  console.log(`gulf: the worker searched for ${seen.ms} ms: ${seen.frames} frames (longest gap ${seen.maxGap} ms), ${seen.screens} screens read`);
  expect(seen.solved).toBe(true);
  expect(seen.frames).toBeGreaterThanOrEqual(3);
  expect(seen.screens).toBeGreaterThanOrEqual(1);
  expect(seen.maxGap).toBeLessThan(seen.ms * 0.6);
  // then the deal with a known solution, its verdict awaited: HELP (key H) now answers at once
  // with the solution's first move, framed on the board
  await page.evaluate((d) => window.retro.launch('gulf', { deal: d }), DEAL);
  await expect.poll(solved).toBe(true);
  await events(page);
  // "at once": the hint's message is there when the key press returns (HELP never waits for the solver)
  await page.keyboard.press('h');
  const msg = (await events(page)).find((e) => e.type === 'message' && (e.text ?? '').startsWith('Hint'))?.text ?? '';
  expect(msg).toMatch(/^Hint \(solver\): /);
  const mv = line[0]!;
  expect(msg).toContain(mv.type === 'play' ? `(stack ${mv.stack! + 1})` : 'stock');
  // the first aid of the game marks it, and says so once
  await locate(page, 'button:OK');
  await lookAt(page, 'test-results/gulf-help-st.png');
  await click(page, 'button:OK');
  expect((await state(page)).aided).toBe(true);
  // following it: the position the solution leads to
  await click(page, mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
  expect(await state(page)).toMatchObject({ run: mv.type === 'play' ? 1 : 0 });
});

/** The board's rows (menu bar to the top of the status strip), the pointer parked on the face-up card. */
async function boardRows(page: Page) {
  const f = await locate(page, 'faceup');
  await page.mouse.move(f.x, f.y);
  const s = await screen(page);
  const l = gulfLayout(PLATFORMS.st, s.width, s.height);
  return Array.from(s.pixels.subarray(0, (l.solverLine - 4) * s.width)).join();
}

// The sound switch, with the page's AudioContext running as a player's is (shared-page.ts).
test.describe(() => {
  test.use({ audio: true });
  test("issue 23, bug 1: with Gulf's preferences saved, a reload mid-game brings the game back, not the desktop, and the sound as the player left it", async ({ page }) => {
    await boot(page, `platform=st&game=gulf&deal=${MIXED}`);
    // Gulf's preferences saved: the card back of new games changed in Preferences
    await chooseMenu(page, 'Options', 'Preferences...');
    await click(page, 'button:Back');
    await click(page, 'button:OK');
    await click(page, `stack:${PLAYABLE}`);
    // the machine's sound switch on the page bar: off (Gulf must not switch it back on when it starts)
    await page.locator('#snd').click();
    await expect(page.locator('#snd')).toHaveText('Sound: off');
    const mid = await state(page);
    expect(mid).toMatchObject({ run: 1, score: 1 });
    const rows = await boardRows(page);
    await page.reload();
    await page.waitForFunction(() => window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    expect(await state(page)).toEqual(mid);
    expect(await boardRows(page)).toBe(rows);
    await expect(page.locator('#snd')).toHaveText('Sound: off');
    expect((await events(page)).filter((e) => e.type === 'message' && /could not|damaged/.test(e.text ?? ''))).toEqual([]);
  });
});

test('issue 23, bug 3: quit with confirmation, open GULF.PRG again, Escape at "Continue?" continues the saved game', async ({ page }) => {
  test.slow(); // a dozen clicks, each a new position for the solver's worker
  const w = findWin(187);
  await boot(page, `platform=st&game=gulf&deal=${w.deal}`);
  for (const mv of w.moves.slice(0, 6)) await click(page, mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
  const saved = await state(page);
  expect(saved).toMatchObject({ round: 1, phase: 'play' });
  expect(saved.score).toBeGreaterThan(0);
  // Ctrl+X asks; Escape (Cancel) keeps the game
  await page.keyboard.press('Control+x');
  await locate(page, 'button:Quit');
  await page.keyboard.press('Escape');
  expect(await state(page)).toEqual(saved);
  // the menu's Quit asks the same; Quit leaves for the desktop with the game saved
  await chooseMenu(page, 'Game', 'Quit');
  await click(page, 'button:Quit');
  expect((await state(page)).game).toBe('desktop');
  const ic = await locate(page, 'icon:gulf');
  await page.mouse.dblclick(ic.x, ic.y);
  await locate(page, 'button:Continue');
  await locate(page, 'button:New game');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => (window.retro.state() as { game?: string } | null)?.game === 'gulf');
  expect(await state(page)).toEqual(saved);
  expect(await locate(page, 'stock')).toBeTruthy();
});

test("issue 23: Gulf's deal prompt is the shell's (typing replaces the deal shown), and a bad deal is refused in every game's words", async ({ page }) => {
  const bad = '9999999999';
  const words = (parseDeal(bad) as { error: string }).error;
  // a link with a bad deal: refused by the launcher, the desktop stays
  await boot(page, `platform=st&game=gulf&deal=${bad}`);
  await locate(page, 'button:OK');
  expect((await events(page)).some((e) => e.type === 'message' && (e.text ?? '').includes(words))).toBe(true);
  await click(page, 'button:OK');
  expect((await state(page)).game).toBe('desktop');
  await page.evaluate((d) => window.retro.launch('gulf', { deal: d }), MIXED);
  await chooseMenu(page, 'Game', 'New game by number...');
  for (const k of bad) await page.keyboard.press(k);
  await page.keyboard.press('Enter');
  await locate(page, 'button:OK');
  expect((await events(page)).some((e) => e.type === 'message' && (e.text ?? '').includes(words))).toBe(true);
  expect((await state(page)).deal).toBe(MIXED);
  await click(page, 'button:OK');
  // the prompt again, the deal shown selected: typing replaces it
  await page.keyboard.press('7');
  await page.keyboard.press('7');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await state(page)).deal).toBe(77);
});

/** Click greedily (the first playable stack, else the stock) until the round is over or won. */
async function playOut(page: Page) {
  for (let n = 0; n < 200; n++) {
    const s = await state(page);
    if (s.phase !== 'play') return s;
    const i = [0, 1, 2, 3, 4, 5, 6].find((k) => s.stacks[k].length > 0 && matches(s.stacks[k].at(-1), s.faceUp));
    await click(page, i === undefined ? 'stock' : `stack:${i}`);
  }
  return state(page);
}

test('Aids off (the default): a game played to its end creates no solver Worker, shows no verdict, and HELP says it is an aid', async ({ page }) => {
  test.slow();
  await boot(page, 'platform=amiga&video=pal&game=gulf&deal=3');
  expect(await page.evaluate(() => window.retro.aids)).toBe(false);
  await events(page);
  await page.keyboard.press('h');
  expect((await events(page)).some((e) => e.type === 'message' && e.text === 'Hint is one of the Aids: turn Aids on to use it.')).toBe(true);
  const s = await playOut(page);
  expect(s.phase).toBe('over');
  expect(s.aided).toBe(false);
  expect((await events(page)).some((e) => e.type === 'message' && (e.text ?? '').startsWith('Solver'))).toBe(false);
  expect(await page.evaluate(() => window.retro.workers)).toBe(0);
  await lookAt(page, 'test-results/gulf-aids-off-amiga-pal.png');
});

test('Aids off, winnable deals only: Workers start only while a deal is picked, none during play', async ({ page }) => {
  await boot(page, 'platform=st&game=gulf&deal=5');
  await chooseMenu(page, 'Options', 'Winnable deals only');
  await page.keyboard.press('Control+n');
  await expect.poll(async () => (await state(page)).searching, { timeout: 30_000 }).toBe(false);
  const picked = await page.evaluate(() => window.retro.workers);
  expect(picked).toBeGreaterThan(0);
  for (let n = 0; n < 4; n++) await click(page, 'stock');
  expect(await page.evaluate(() => window.retro.workers)).toBe(picked);
});

/** Where each stack's cards end, read from the screen: under the title bar, the felt, the cards, then felt again. */
function stackEnds(s: Screen, xs: readonly number[], cw: number): number[] {
  const felt = (x0: number, y: number) => [...Array(cw - 2).keys()].every((i) => s.pixels[y * s.width + x0 + 1 + i] === C.FELT);
  return xs.map((x0) => {
    let y = 0;
    while (y < s.height && !felt(x0, y)) y++;
    while (y < s.height && felt(x0, y)) y++;
    while (y < s.height && !felt(x0, y)) y++;
    return y;
  });
}

/** Pixels of `card` drawn with its bottom edge on line `end` - 1 at x that differ from the card drawn alone. */
function cardDiff(s: Screen, card: string, x: number, end: number): number {
  const { w, h } = CARD.hires;
  const ref = new Framebuffer(w, h, 'rgb444', 16);
  ref.pixels.fill(255);
  drawCardFace(ref, 0, 0, card, 'hires');
  let bad = 0;
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      const want = ref.pget(i, j);
      if (want !== 255 && s.pixels[(end - h + j) * s.width + x + i] !== want) bad++;
    }
  return bad;
}

/** Lines where `text` is drawn in Topaz (any ink). */
function textLines(s: Screen, text: string): number[] {
  const g = [...text].map((ch) => topazFont.glyph(ch));
  const lines: number[] = [];
  for (let y = 0; y + 8 <= s.height; y++)
    for (let x = 0; x + 8 * g.length <= s.width; x++) {
      const ink = s.pixels[y * s.width + x + [...Array(8).keys()].find((b) => (g[0]![0]! >> (7 - b)) & 1)!];
      const ok = g.every((rows, i) => [...Array(64).keys()].every((k) => ((rows[k >> 3]! >> (7 - (k & 7))) & 1) === (s.pixels[(y + (k >> 3)) * s.width + x + i * 8 + (k & 7)] === ink ? 1 : 0)));
      if (ok) lines.push(y);
    }
  return lines;
}

test('Amiga PAL: the board uses the 256 lines — full stacks reach past 60% of the screen, every card whole on it (issue 24)', async ({ page }) => {
  await boot(page, `platform=amiga&video=pal&game=gulf&deal=${MIXED}`);
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2); // the pointer over nothing measured
  const pal = await screen(page);
  expect([pal.width, pal.height]).toEqual([640, 256]);
  const { stacks } = await state(page);
  const { cw, ch, stackX } = gulfLayout(PLATFORMS.amiga, 640, 256);
  const ends = stackEnds(pal, stackX, cw);
  // the status band (Intuition-style dark felt under a black line) holds the text lines, past line 200
  const band = [...Array(pal.height).keys()].find((y) => pal.pixels[y * pal.width + 2] === C.DARKFELT)!;
  expect(band).toBeGreaterThan(200);
  const score = textLines(pal, 'Score');
  expect(score).toHaveLength(1);
  expect(score[0]!).toBeGreaterThan(band);
  expect(score[0]! + 8).toBeLessThanOrEqual(pal.height);
  // every stack's top card is whole, above the band; the five-card stacks reach past 60% of the 256 lines
  stacks.forEach((col: string[], i: number) => {
    expect(cardDiff(pal, col.at(-1)!, stackX[i]!, ends[i]!), `stack ${i}'s top card`).toBe(0);
    expect(ends[i]!).toBeLessThan(band);
    if (col.length === 5) expect(ends[i]!, `stack ${i}'s end`).toBeGreaterThan(0.6 * 256);
  });
  await lookAt(page, test.info().outputPath('gulf-amiga-pal.png'));
  // the 200-line screen folds the same stacks tighter: PAL's stacks are taller by more than its 56 extra lines
  await page.evaluate(() => window.retro.setVideo('ntsc'));
  const ntsc = await screen(page);
  expect(ntsc.height).toBe(200);
  const short = stackEnds(ntsc, stackX, cw);
  stacks.forEach((col: string[], i: number) => {
    if (col.length === 5) expect(ends[i]! - short[i]!).toBeGreaterThan(56);
    expect(cardDiff(ntsc, col.at(-1)!, stackX[i]!, short[i]!)).toBe(0);
  });
  expect(ch).toBe(CARD.hires.h);
});
