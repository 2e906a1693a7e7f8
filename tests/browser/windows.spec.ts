/**
 * Issue 30: the collection open twice in one browser (an installed app and a tab are two windows
 * of one origin). One window plays a game at a time ("Play here" moves it, the other window says so
 * and stops saving it); records several windows share are changed, never overwritten; each window
 * resumes its own game. Two pages of one browser context are two windows; the records are read
 * back through the games' own record specs.
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, events, locate, open, pressAll, readRecord, state } from './helpers';
import { DOOR } from '../../src/games/idiots-delight/records';
import { PREFS } from '../../src/shell/records';
import { GAMES, type GameId } from '../../src/games/registry';
import { keysFrom, type ApiHand } from '../unit/idiots-delight-ui/autoplay';
import { DEEP, deepOnly, sample } from './tier';

/** A game's state as both windows must agree on it (the clock and the solver's view left out). */
const core = async (page: Page) => JSON.stringify(await state(page), (k, v: unknown) => (['ui', 'time', 'elapsed', 'winnable', 'verdict'].includes(k) ? undefined : v));

const messages = async (page: Page) => (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');
/** Wait until the player of `page` has been told something containing `words`. */
async function told(page: Page, words: string) {
  let all = '';
  await expect.poll(async () => (all += (await messages(page)).join('\n') + '\n').includes(words), { message: words }).toBe(true);
}

/** Press a requester's button once it is up (it may come after a lock or a question). */
async function answer(page: Page, label: string) {
  await expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, `button:${label}`), { message: label }).toBe(true);
  await click(page, `button:${label}`);
}

// ---------------------------------------------------------------- the door

async function press(page: Page, ...keys: string[]) {
  for (const k of keys) await page.keyboard.press(k === ' ' ? 'Space' : k);
}
/** A new caller: N, the name, a password chosen and typed again. */
async function signUp(page: Page, name: string) {
  await press(page, 'n');
  await page.keyboard.type(name);
  await press(page, 'Enter');
  for (let i = 0; i < 2; i++) {
    await page.keyboard.type('secret');
    await press(page, 'Enter');
  }
  await expect.poll(async () => (await state(page)).screen).toBe('menu');
}
/** Today's hand (P), played to its end as a hint-following caller, then back to the menu. */
async function playTodaysHand(page: Page) {
  await press(page, 'p');
  await expect.poll(async () => (await state(page)).screen).toBe('game');
  await pressAll(page, keysFrom(await state<ApiHand>(page)));
  await expect.poll(async () => (await state(page)).result?.score ?? null).not.toBeNull();
  await press(page, ' ');
}

const DATE = '2026-12-03';

test('the door in two windows: the second asks, "Play here" moves it, and IDELIGHT.DAT keeps both callers', async ({ page }) => {
  test.slow(); // two callers signed up, two hands played, a reload
  const a = page;
  await boot(a, `platform=amiga&video=ntsc&game=idiots-delight&date=${DATE}`);
  await signUp(a, 'Alice');
  await playTodaysHand(a);
  const alice = (await readRecord(a, DOOR))!.players.find((p) => p.name === 'Alice')!;
  expect(alice.password).not.toBeNull();
  expect(alice.days).toHaveLength(1);

  // B opens the door while A is on it: asked, and "Play here" moves the door; A says so.
  const b = await a.context().newPage();
  await open(b, `platform=st&game=idiots-delight&date=${DATE}`);
  await told(b, "Idiot's Delight is open in another window");
  await answer(b, 'Play here');
  await expect.poll(async () => (await state(b)).screen).toBe('logon');
  await told(a, "Idiot's Delight moved to another window");
  expect((await state(a)).game).toBe('desktop');
  await signUp(b, 'Bob');
  await playTodaysHand(b);

  // A reloads: its own window's desktop (not B's door); the record holds both callers, each with a password.
  await a.reload();
  await a.waitForFunction(() => window.retro !== undefined);
  await a.evaluate(() => window.retro.ready);
  expect((await state(a)).game).toBe('desktop');
  const door = (await readRecord(a, DOOR))!;
  expect(door.players.map((p) => p.name).sort()).toEqual(['Alice', 'Bob']);
  for (const p of door.players) {
    expect(p.password).not.toBeNull();
    expect(p.days).toHaveLength(1);
  }
  // Alice cannot sign up again: her name asks for her password.
  await open(a, `platform=amiga&video=ntsc&game=idiots-delight&date=${DATE}`);
  await answer(a, 'Play here');
  await expect.poll(async () => (await state(a)).screen).toBe('logon');
  await press(a, 'n');
  await a.keyboard.type('Alice');
  await press(a, 'Enter');
  expect((await state(a)).password).toMatchObject({ stage: 'check' });
  await told(b, "Idiot's Delight moved to another window");
});

// ---------------------------------------------------------------- any game

interface GameCase {
  id: GameId;
  query: string;
  /** One move, as a player makes it. */
  move(page: Page): Promise<void>;
}
const CASES: GameCase[] = [
  {
    id: 'gulf',
    query: 'game=gulf&deal=31415',
    move: async (p) => click(p, 'stock'),
  },
  {
    id: 'spider',
    query: 'game=spider&deal=9137&suits=1',
    move: async (p) => p.keyboard.press('d'),
  },
  {
    id: 'kings-korner',
    query: 'game=kings-korner&deal=271828',
    move: async (p) => {
      await click(p, 'deck');
      const s = await state(p);
      const free = (s.grid as unknown[][]).flat().findIndex((x) => x === null);
      await click(p, `cell:${free >> 2}:${free & 3}`);
    },
  },
];
const MACHINES = [
  { platform: 'st', query: 'platform=st' },
  { platform: 'amiga', query: 'platform=amiga&video=ntsc' },
] as const;

// The window that owns a game is the shell's (src/shell/owner.ts), the same for every game: the quick
// tier runs it for Gulf on the ST, the deep tier for every game on both machines.
for (const [i, g] of CASES.entries())
  for (const [mc, machineTier] of sample(MACHINES, i % 2)) {
    const tier = i === 0 ? machineTier : deepOnly;
    test(`${g.id}, ${mc.platform}: a second window asks before it plays the game; the first stops saving it and says so`, tier, async ({ page }) => {
      const a = page;
      const link = `${mc.query}&${g.query}`;
      await boot(a, link);
      await g.move(a);
      // B at the plain address: its own window, so the desktop, not A's game.
      const b = await a.context().newPage();
      await open(b);
      expect((await state(b)).game).toBe('desktop');
      // B opens the game: asked first; "Leave it" keeps B on the desktop and A's game untouched.
      await open(b, link);
      await told(b, `${GAMES[g.id].name} is open in`);
      await answer(b, 'Leave it');
      await expect.poll(async () => (await state(b)).game).toBe('desktop');
      await g.move(a);
      const fromA = await core(a);
      // B again, "Play here": B continues A's game, A says it moved and stops saving it.
      await open(b, link);
      await told(b, `${GAMES[g.id].name} is open in`);
      await answer(b, 'Play here');
      await answer(b, 'Continue');
      await expect.poll(() => core(b)).toBe(fromA);
      await told(a, `${GAMES[g.id].name} moved to another window`);
      expect((await state(a)).game).toBe('desktop');
      await g.move(b);
      await g.move(b);
      const fromB = await core(b);
      // A reloads: its own desktop; the save is B's game, A's window asked before taking it back.
      await open(a);
      expect((await state(a)).game).toBe('desktop');
      const save = await readRecord(a, GAMES[g.id].save);
      expect(save).not.toBeNull();
      await open(a, link);
      await told(a, `${GAMES[g.id].name} is open in`);
      await answer(a, 'Play here');
      await answer(a, 'Continue');
      await expect.poll(() => core(a)).toBe(fromB);
    });
  }

test('each window resumes its own game after a reload', async ({ page }) => {
  const a = page;
  await boot(a, 'platform=st&game=spider&deal=42&suits=2');
  await a.keyboard.press('d');
  const spider = await core(a);
  const b = await a.context().newPage();
  await open(b, 'platform=amiga&game=gulf&deal=5');
  for (let i = 0; i < 4; i++) await click(b, 'stock');
  const gulf = await core(b);
  await a.reload();
  await a.waitForFunction(() => window.retro !== undefined);
  await a.evaluate(() => window.retro.ready);
  await expect.poll(() => core(a)).toBe(spider);
  await b.reload();
  await b.waitForFunction(() => window.retro !== undefined);
  await b.evaluate(() => window.retro.ready);
  await expect.poll(() => core(b)).toBe(gulf);
});

// ---------------------------------------------------------------- shared records at the same moment

// Each window's localStorage is a cached copy in its own process: the lock alone let a window read
// PREFS.INF from before the other's change (2 of 3 full runs lost one). The change counter in
// IndexedDB (src/core/revisions.ts) makes each lock holder wait for the last change first.
const ROUNDS = DEEP ? 20 : 6;
test(`two windows that change PREFS.INF at the same moment keep both changes, ${ROUNDS} times over`, async ({ page }) => {
  const a = page;
  await boot(a, 'platform=st');
  const b = await a.context().newPage();
  await open(b, 'platform=st');
  let sound = true; // the defaults: nothing stored yet
  let aids = false;
  for (let i = 0; i < ROUNDS; i++) {
    // A switches the sound, B the Aids, in the same moment: each window knows only its own change.
    await Promise.all([a.locator('#snd').click(), b.locator('#aids').click()]);
    sound = !sound;
    aids = !aids;
    await expect.poll(async () => {
      const p = await readRecord(a, PREFS);
      return [p?.sound, p?.aids];
    }).toEqual([sound, aids]);
  }
  await locate(a, 'icon:spider'); // both windows still on their desktops
});
