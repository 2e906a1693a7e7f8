/**
 * The beep on every screen: on the Amiga, DisplayBeep complements colour register 0, which holds the
 * screen's background, so the whole background flashes; the ST rings its bell and no colour moves.
 * The refused key goes through the page's own key listener and the screen is read in the same
 * turn, so the read falls inside the quarter-second flash without racing the clock.
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, registers, state, lookAt } from './helpers';
import { C } from '../../src/core/colours';
import { deepOnly } from './tier';
import { canPlay, gulfEngine } from '../../src/games/gulf/engine';

// The ST's bell is a sound: heard through the page's AudioContext (shared-page.ts), as a player has it.
test.use({ audio: true });

/** A stack of Gulf's deal 1 whose last card cannot go once stack 1's has been played. */
const GULF_STUCK = [0, 1, 2, 3, 4, 5, 6].find((i) => !canPlay(gulfEngine.apply(gulfEngine.newGame(1, {}), { type: 'play', stack: 0 }), i))!;

interface Key {
  key: string;
  code: string;
}
type Raw = Awaited<ReturnType<typeof registers>>;

/** Press `k` and read the screen before and at once after it, with the events it caused. */
async function refuse(page: Page, k: Key) {
  const r = await page.evaluate((k) => {
    const before = window.retro.screen();
    window.retro.events();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k.key, code: k.code, bubbles: true, cancelable: true }));
    const during = window.retro.screen();
    return { before, during, events: window.retro.events() };
  }, k);
  const dec = (s: typeof r.before): Raw => ({ ...s, pixels: Uint8Array.from(Buffer.from(s.pixels, 'base64')) });
  return { before: dec(r.before), during: dec(r.during), events: r.events };
}

/** The register most pixels show: the screen's background. */
function commonest(s: Raw): number {
  const n = new Array<number>(16).fill(0);
  for (const p of s.pixels) n[p]!++;
  return n.indexOf(Math.max(...n));
}

interface Screen {
  name: string;
  /** The background pen the screen is drawn on. */
  pen: number;
  /** Brings the screen up and leaves it where `key` is refused. */
  setUp(page: Page, platform: 'st' | 'amiga'): Promise<void>;
  key: Key;
}

const SCREENS: Screen[] = [
  {
    name: 'the desktop (Delete on a program)',
    pen: C.BLUE,
    setUp: async (page) => {
      await click(page, 'icon:gulf');
    },
    key: { key: 'Delete', code: 'Delete' },
  },
  {
    name: 'Spider (UNDO before any move)',
    pen: C.FELT,
    setUp: (page) => page.evaluate(() => window.retro.launch('spider', { deal: 1 })),
    key: { key: 'u', code: 'KeyU' },
  },
  {
    name: "King's Korner (the DECK again while its card waits)",
    pen: C.FELT,
    setUp: async (page) => {
      await page.evaluate(() => window.retro.launch('kings-korner', { deal: 1, freeSpaces: 4 }));
      await page.keyboard.press('a');
    },
    key: { key: 'a', code: 'KeyA' },
  },
  {
    name: 'Gulf (a stack whose card cannot go)',
    pen: C.FELT,
    setUp: async (page) => {
      await page.evaluate(() => window.retro.launch('gulf', { deal: 1 }));
      await page.keyboard.press('1');
      expect((await state(page)).stacks[0]).toHaveLength(4);
    },
    key: { key: String(GULF_STUCK + 1), code: `Digit${GULF_STUCK + 1}` },
  },
  {
    name: "Idiot's Delight's door (D while the pile lasts)",
    pen: C.BLACK,
    setUp: async (page, platform) => {
      await boot(page, `game=idiots-delight&deal=1&platform=${platform}`);
    },
    key: { key: 'd', code: 'KeyD' },
  },
];

// The beep is the platform's (one per machine, whatever asks for it): the quick tier hears each
// program on one machine, in turn, and each machine from more than one program.
for (const [i, sc] of SCREENS.entries()) {
  test(`Amiga: ${sc.name} flashes the whole background, then it comes back`, i % 2 === 0 ? {} : deepOnly, async ({ page }) => {
    await boot(page, 'platform=amiga');
    await sc.setUp(page, 'amiga');
    await page.mouse.move(0, 0);
    const { before, during, events } = await refuse(page, sc.key);
    expect(events.map((e) => e.type)).toContain('flash');
    // the background is register 0, and it is what most of the screen shows
    expect(before.pens[sc.pen]).toBe(0);
    expect(commonest(before)).toBe(0);
    const bg = before.palette[0]!;
    // during the flash register 0 is complemented, every other register is left alone
    expect(during.palette[0]).toBe(bg ^ 0xffffff);
    for (let r = 1; r < during.palette.length; r++) expect(during.palette[r], `register ${r}`).toBe(before.palette[r]);
    expect(commonest(during)).toBe(0);
    await lookAt(page, `test-results/beep-amiga-${sc.pen}-${sc.key.key}.png`);
    // and after it the background is back
    await expect.poll(async () => (await registers(page)).palette[0]).toBe(bg);
  });

  test(`ST: ${sc.name} rings the bell and no colour changes`, i % 2 === 1 ? {} : deepOnly, async ({ page }) => {
    await boot(page, 'platform=st');
    await sc.setUp(page, 'st');
    const { before, during, events } = await refuse(page, sc.key);
    expect(events.filter((e) => e.type === 'beep').map((e) => e.name)).toEqual(['bell']);
    expect(events.map((e) => e.type)).not.toContain('flash');
    expect(during.palette).toEqual(before.palette);
    expect(before.pens).toEqual(before.pens.map((_, i) => i));
  });
}
