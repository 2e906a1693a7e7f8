/**
 * One lifecycle for every game on both machines, through the shell: start, a move, a reload (same
 * state, same screen), quit (asked first; Escape keeps the game), relaunch from the desktop
 * ("Continue?" offered; Continue restores exactly), and a damaged save (named in a requester the
 * player sees; every other record kept).
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, state, events, locate, chooseMenu, screen, lookAt } from './helpers';
import { GAMES, type GameId } from '../../src/games/registry';
import { deepOnly, sample } from './tier';

interface Adapter {
  id: GameId;
  /** URL parameters that start a game directly. */
  query: string;
  /** One move by real input. */
  move(page: Page): Promise<void>;
  /** The game's own way to quit (a key or its menu). */
  quit(page: Page): Promise<void>;
  /** Quit ends the game (Spider's QUIT, as SPIDER.DOC has it) instead of leaving it saved. */
  quitEnds?: boolean;
}

const ADAPTERS: Adapter[] = [
  {
    id: 'spider',
    query: 'game=spider&deal=5&rules=st&suits=4',
    move: (page) => page.keyboard.press('d'), // DEAL: ten cards, one on each column
    quit: (page) => page.keyboard.press('q'),
    quitEnds: true,
  },
  {
    id: 'kings-korner',
    query: 'game=kings-korner&deal=5&freeSpaces=4',
    async move(page) {
      await click(page, 'deck');
      const s = await state(page);
      const free = (s.grid as unknown[][]).flat().findIndex((x) => x === null);
      await click(page, `cell:${free >> 2}:${free & 3}`);
    },
    quit: (page) => chooseMenu(page, 'PROJECT', 'Quit'),
  },
  {
    id: 'gulf',
    query: 'game=gulf&deal=9',
    move: (page) => click(page, 'stock'),
    quit: (page) => page.keyboard.press('Control+x'),
  },
  {
    id: 'idiots-delight',
    query: 'game=idiots-delight&deal=11',
    move: (page) => page.keyboard.press('Enter'), // deal a card to each row
    quit: (page) => page.keyboard.press('Control+x'),
  },
];

/** The state once no solver verdict is pending (a reload asks the solver again). */
async function settled(page: Page): Promise<unknown> {
  let last = '';
  await expect
    .poll(async () => {
      last = JSON.stringify(await state(page));
      return /thinking/i.test(last);
    }, { timeout: 20_000 })
    .toBe(false);
  // Spider's clock runs while the game is on screen, and its solver may find another line after a
  // reload: the position is what must come back.
  return JSON.parse(last, (k, v: unknown) => (k === 'time' || k === 'solverLine' ? undefined : v)) as unknown;
}

const pixels = async (page: Page) => Buffer.from((await screen(page)).pixels).toString('base64');

/** Where two screens differ, as "x0,y0-x1,y1" (or "same"): a failure names the region, not a hash. */
function diffBox(a: string, b: string, width: number): string {
  const pa = Buffer.from(a, 'base64');
  const pb = Buffer.from(b, 'base64');
  if (pa.length !== pb.length) return `size ${pa.length} vs ${pb.length}`;
  let x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let i = 0; i < pa.length; i++) {
    if (pa[i] === pb[i]) continue;
    const x = i % width, y = Math.floor(i / width);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  return x1 < 0 ? 'same' : `${x0},${y0}-${x1},${y1}`;
}

for (const [i, g] of ADAPTERS.entries()) {
  for (const [platform, machineTier] of sample(['st', 'amiga'] as const, i % 2)) {
    // Resume is the shell's (src/shell/resume.ts): the quick tier takes Spider on the ST and the door on
    // the Amiga here; King's Korner's and Gulf's own specs resume theirs after a quit and a reload.
    const tier = g.id === 'spider' || g.id === 'idiots-delight' ? machineTier : deepOnly;
    test(`${g.id} on ${platform}: start, move, reload, quit asked, Continue restores`, tier, async ({ page }) => {
      await boot(page, `platform=${platform}&${g.query}`);
      await g.move(page);
      const before = await settled(page);
      await page.mouse.move(0, 0); // the pointer off the screen: screens compare without it
      const shown = await pixels(page);

      // a reload resumes the same game on the same screen
      await boot(page, '', { keep: true });
      expect(await settled(page)).toEqual(before);
      await page.mouse.move(0, 0);
      const width = (await screen(page)).width;
      await expect.poll(async () => diffBox(await pixels(page), shown, width), { timeout: 10_000 }).toBe('same');

      // quit asks first; Escape keeps the game
      await events(page);
      await g.quit(page);
      await locate(page, 'button:Cancel');
      await page.keyboard.press('Escape');
      expect(await settled(page)).toEqual(before);
      if (g.quitEnds) {
        // The game's Quit ends it: leave it saved another way (another program started) to reach the desktop.
        await page.evaluate(() => window.retro.launch('kings-korner', { deal: 5, freeSpaces: 4 }));
        await chooseMenu(page, 'PROJECT', 'Quit');
      } else {
        await g.quit(page);
        await click(page, 'button:Quit');
      }
      await expect.poll(async () => (await state(page)).game).toBe('desktop');

      // the desktop offers the saved game; Continue restores it exactly
      const icon = await locate(page, `icon:${g.id}`);
      await page.mouse.dblclick(icon.x, icon.y);
      await locate(page, 'button:Continue');
      await lookAt(page, `test-results/lifecycle-${g.id}-${platform}-continue.png`);
      await click(page, 'button:Continue');
      await expect.poll(async () => (await state(page)).game).toBe(g.id);
      expect(await settled(page)).toEqual(before);
    });
  }
}

// The shell reads every save through one envelope (src/shell/envelope.ts): the quick tier has it for
// King's Korner in records.spec.ts; here every game, in the deep tier.
for (const g of ADAPTERS) {
  test(`${g.id}: a damaged save is named in a requester the player sees; other records are kept`, deepOnly, async ({ page }) => {
    await boot(page, `platform=st&${g.query}`);
    await g.move(page);
    await settled(page);
    const key = 'retro.' + GAMES[g.id].save.key;
    const others = await page.evaluate((k) => {
      const out: Record<string, string> = {};
      for (let i = 0; i < localStorage.length; i++) {
        const n = localStorage.key(i)!;
        if (n !== k && n !== 'retro.session') out[n] = localStorage.getItem(n)!;
      }
      return out;
    }, key);
    await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"data":{"torn'), key);
    await boot(page, '', { keep: true });
    const ev = await events(page);
    expect(ev.some((e) => e.type === 'message' && e.text?.includes(`${GAMES[g.id].save.file} was damaged.`))).toBe(true);
    await locate(page, 'button:OK');
    for (const [k, v] of Object.entries(others)) expect(await page.evaluate((n) => localStorage.getItem(n), k)).toBe(v);
  });
}

test('a link to a game whose saved game is in progress asks first, and the answer is heard', async ({ page }) => {
  await boot(page, 'platform=st&game=gulf&deal=9');
  await click(page, 'stock');
  const before = await settled(page);
  await boot(page, 'platform=st&game=gulf&deal=12', { keep: true });
  await locate(page, 'button:Continue');
  await page.keyboard.press('Escape'); // Escape continues
  await expect.poll(async () => (await state(page)).game).toBe('gulf');
  expect(await settled(page)).toEqual(before);
});
