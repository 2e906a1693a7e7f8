import { test, expect, type Page } from './shared-page';
import { boot, screen, colourCount, inSt, inAmiga, locate, state, chooseMenu, pixel, click, events, type Screen, lookAt } from './helpers';
import { stFont } from '../../platforms/st/font';
import { topazFont } from '../../platforms/amiga/font';
import type { Font } from '../../src/core/font';
import { C } from '../../src/core/colours';
import { deepOnly, sample } from './tier';

test('the ST desktop: 320 x 200, at most 16 colours, all in ST space', async ({ page }) => {
  await boot(page, 'platform=st');
  const s = await screen(page);
  expect([s.width, s.height]).toEqual([320, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
  for (const i of new Set(s.pixels)) expect(inSt(s.palette[i]!)).toBe(true);
  expect(s.palette.length).toBeLessThanOrEqual(16);
  expect((await state(page)).game).toBe('desktop');
  await lookAt(page, 'test-results/desktop-st.png');
});

test('the Amiga Workbench: 640 x 256 PAL and 640 x 200 NTSC, colours in Amiga space', async ({ page }) => {
  await boot(page, 'platform=amiga&video=pal');
  let s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 256]);
  for (const i of new Set(s.pixels)) expect(inAmiga(s.palette[i]!)).toBe(true);
  // Workbench blue fills the background
  expect(pixel(s, 630, 200)).toBe(0x0055aa);
  await lookAt(page, 'test-results/desktop-amiga.png');
  await page.evaluate(() => window.retro.setVideo('ntsc'));
  s = await screen(page);
  expect([s.width, s.height]).toEqual([640, 200]);
  expect(colourCount(s)).toBeLessThanOrEqual(16);
});

test('the page bar switches platform, and the choice survives a reload', async ({ page }) => {
  await boot(page, '');
  await page.click('#p-amiga');
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  expect(await page.evaluate(() => window.retro.platform)).toBe('amiga');
  await page.keyboard.press('F9');
  expect(await page.evaluate(() => window.retro.platform)).toBe('st');
});

test('a bad URL parameter opens a requester naming it, over the desktop', async ({ page }) => {
  await boot(page, 'platform=atari800');
  const ev = await page.evaluate(() => window.retro.events());
  expect(ev.some((e) => e.type === 'message' && /platform=atari800/.test(e.text ?? ''))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
  await locate(page, 'button:OK');
  await boot(page, 'game=spider&deal=12x');
  const ev2 = await page.evaluate(() => window.retro.events());
  expect(ev2.some((e) => e.type === 'message' && /deal=12x/.test(e.text ?? ''))).toBe(true);
  expect((await state(page)).game).toBe('desktop');
});

test('a link with several bad parameters names every one in one requester, on the screen; good ones read alike with spaces and zeros', async ({ page }) => {
  await boot(page, 'platform=atari800&game=idiots-delight&date=2024-02-30&player=&sysop=please&colour=blue&aids=maybe');
  const said = (await page.evaluate(() => window.retro.events())).filter((e) => e.type === 'message').map((e) => e.text ?? '').join(' ');
  for (const p of ['platform=atari800', 'date=2024-02-30', 'player= has no value', 'sysop=please', 'colour:', 'aids=maybe']) expect(said).toContain(p);
  expect((await state(page)).game).toBe('desktop');
  await locate(page, 'button:OK');
  expect(await page.evaluate(() => window.retro.screen().pixels)).toBeTruthy();
  await lookAt(page, 'test-results/desktop-bad-url.png');
  // a bad game alongside another bad parameter: both named
  await boot(page, 'game=chess&video=secam');
  const said2 = (await page.evaluate(() => window.retro.events())).filter((e) => e.type === 'message').map((e) => e.text ?? '').join(' ');
  expect(said2).toContain('game=chess');
  expect(said2).toContain('video=secam');
  // spaces, case and leading zeros: the same game
  await boot(page, 'game=%20Spider&deal=0005&suits=%2004&rules=ST&platform=%20amiga');
  const s = await state(page);
  expect([s.game, s.deal, s.suits, await page.evaluate(() => window.retro.platform)]).toEqual(['spider', 5, 4, 'amiga']);
});

test('the right button never opens the browser menu over the screen', async ({ page }) => {
  await boot(page, 'platform=amiga');
  await page.evaluate(() => {
    (window as unknown as { menus: number }).menus = 0;
    document.addEventListener('contextmenu', (e) => { if (!e.defaultPrevented) (window as unknown as { menus: number }).menus++; });
  });
  const box = (await page.locator('#screen').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await page.waitForTimeout(50);
  expect(await page.evaluate(() => (window as unknown as { menus: number }).menus)).toBe(0);
});

test('the desktop menus work with each platform gesture (About box)', async ({ page }) => {
  await boot(page, 'platform=st');
  await chooseMenu(page, 'Desk', 'About the collection...');
  await locate(page, 'button:OK');
  await boot(page, 'platform=amiga');
  await chooseMenu(page, 'Workbench', 'About...');
  await locate(page, 'button:OK');
});

test('ST: a flick over the menu bar that reaches the page as one move still drops the menu it crossed', async ({ page }) => {
  // A busy page (a slow phone, or CI) is sent one pointermove a frame, carrying the moves it
  // merged: here the title's, then the item's. Without them the menu never drops, and the press
  // on the item falls on the desktop under it.
  await boot(page, 'platform=st');
  const t = await locate(page, 'menu:Desk');
  const i = await locate(page, 'menu:Desk:About the collection...');
  await page.evaluate(([t, i]) => {
    const canvas = document.elementFromPoint(i.x, i.y)!;
    const at = (p: { x: number; y: number }) => ({ clientX: p.x, clientY: p.y, pointerType: 'mouse', pointerId: 1, bubbles: true });
    canvas.dispatchEvent(new PointerEvent('pointermove', { ...at(i), coalescedEvents: [new PointerEvent('pointermove', at(t)), new PointerEvent('pointermove', at(i))] }));
  }, [t, i] as const);
  await page.mouse.move(i.x, i.y);
  await page.mouse.down();
  await page.mouse.up();
  await locate(page, 'button:OK');
});

// What the canvas shows against the framebuffer (integer scales, sharp-bilinear, CRT): display.spec.ts.

// ---- the desktops' icons (issue 24) ----

/** SPIDER.SCR on the disk: an empty Hit Parade, main copy and backup as the store writes them. */
async function withScoreFile(page: Page, query: string) {
  await boot(page, query);
  await page.evaluate(() => {
    const rec = JSON.stringify({ v: 1, data: { st: [], gnome: [] } });
    localStorage.setItem('retro.spider.scr', rec);
    localStorage.setItem('retro.spider.scr.bak', rec);
  });
  await boot(page, query, { keep: true });
  // The pointer off the canvas, so screen() is the framebuffer alone.
  await page.mouse.move(0, 0);
}

/** Every place where `text` is drawn whole, in exactly its two colours (palette indices). */
function findText(s: Screen, font: Font, text: string, fg: number, bg: number): { x: number; y: number }[] {
  const w = text.length * 8;
  const want = new Uint8Array(w * font.height);
  [...text].forEach((ch, i) => {
    const g = font.glyph(ch);
    for (let y = 0; y < font.height; y++) for (let x = 0; x < 8; x++) want[y * w + i * 8 + x] = ((g[y] ?? 0) >> (7 - x)) & 1 ? fg : bg;
  });
  const found: { x: number; y: number }[] = [];
  for (let y = 0; y + font.height <= s.height; y++)
    for (let x = 0; x + w <= s.width; x++) {
      let ok = true;
      for (let j = 0; ok && j < font.height; j++)
        for (let i = 0; i < w; i++)
          if (s.pixels[(y + j) * s.width + x + i] !== want[j * w + i]) {
            ok = false;
            break;
          }
      if (ok) found.push({ x, y });
    }
  return found;
}

const LOOKS = {
  st: { font: stFont, fg: C.BLACK, bg: C.WHITE, selected: [C.WHITE, C.BLACK], files: ['SPIDER.PRG', 'KINGS.PRG', 'GULF.PRG', 'IDELIGHT.TTP', 'SPIDER.SCR'], drive: 'DISK A', trash: 'TRASH', yes: 'Delete', file: 'SPIDER.SCR' },
  amiga: { font: topazFont, fg: C.WHITE, bg: C.BLUE, selected: [C.BLACK, C.BLUE], files: ['Spider', 'KingsKorner', 'Gulf', 'IDelight', 'Spider.scr'], drive: 'Solitaire', trash: 'Trashcan', yes: 'Discard', file: 'Spider.scr' },
} as const;

// The Amiga's PAL screen is NTSC's with 56 more lines below: the quick tier keeps the shorter one.
for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
  test(`${platform} ${video} desktop: every label is on the screen whole, none runs into another, the right-hand ones clear of the edge`, platform === 'amiga' && video === 'pal' ? deepOnly : {}, async ({ page }) => {
    const look = LOOKS[platform];
    await withScoreFile(page, `platform=${platform}&video=${video}`);
    const s = await screen(page);
    const labels = [...look.files, look.drive, look.trash];
    const found = new Map(labels.map((l) => [l, findText(s, look.font, l, look.fg, look.bg)]));
    // "Spider" is found again at the start of "Spider.scr": a match inside a longer label's is not its own.
    const inside = (l: string, p: { x: number; y: number }) =>
      labels.some((o) => o.length > l.length && found.get(o)!.some((q) => q.y === p.y && p.x >= q.x && p.x + l.length * 8 <= q.x + o.length * 8));
    for (const label of labels) {
      const at = found.get(label)!.filter((p) => !inside(label, p));
      expect(at.length, `"${label}" drawn whole once`).toBe(1);
      const { x, y } = at[0]!;
      // Nothing in the label's colour touches it left or right (on the ST, "IDELIGHT.TTSPIDER.SCR").
      for (let j = 0; j < look.font.height; j++)
        for (const cx of [x - 1, x + label.length * 8]) if (cx >= 0 && cx < s.width) expect(s.pixels[(y + j) * s.width + cx], `beside "${label}"`).not.toBe(look.fg);
      // A few pixels of desktop between every label and the screen's right edge ("DISK A" touched it).
      expect(x + label.length * 8, `"${label}" right edge`).toBeLessThanOrEqual(s.width - 4);
    }
    // The viewport is 1280 x 860 (playwright.config.ts): the screenshot a person looks at.
    if (video === 'pal') await lookAt(page, test.info().outputPath(`desktop-${platform}-1280x860.png`));
  });
}

for (const [platform, tier] of sample(['st', 'amiga'] as const, 1)) {
  test(`${platform}: a file dragged onto the trash is deleted after the platform's confirmation; Cancel keeps it`, tier, async ({ page }) => {
    const look = LOOKS[platform];
    await withScoreFile(page, `platform=${platform}`);
    const layout = async () => (await state(page)).layout as { id: string; image: { x: number; y: number; w: number; h: number } }[];
    const trashImage = (await layout()).find((l) => l.id === 'trash')!.image;
    const before = await screen(page);
    const drag = async (shot?: string) => {
      const from = await locate(page, 'icon:spider.scr');
      const to = await locate(page, 'icon:trash');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      if (shot) {
        // On its way: GEM lights the trash under the pointer; Workbench carries the image there.
        const s = await screen(page);
        let changed = 0;
        for (let y = trashImage.y; y < trashImage.y + trashImage.h; y++)
          for (let x = trashImage.x; x < trashImage.x + trashImage.w; x++) if (s.pixels[y * s.width + x] !== before.pixels[y * s.width + x]) changed++;
        expect(changed, 'the trash looks different with a file over it').toBeGreaterThan(trashImage.w * trashImage.h * 0.2);
        await lookAt(page, test.info().outputPath(shot));
      }
      await page.mouse.up();
    };
    await events(page);
    await drag(`desktop-${platform}-dragging.png`);
    expect((await events(page)).some((e) => e.type === 'message' && e.text?.startsWith(`${look.yes} ${look.file}?`))).toBe(true);
    await lookAt(page, test.info().outputPath(`desktop-${platform}-trash-alert.png`));
    await click(page, 'button:Cancel');
    await page.mouse.move(0, 0);
    expect((await state(page)).icons).toContain('spider.scr');
    // still there, drawn selected (the press selected it)
    expect(findText(await screen(page), look.font, look.file, look.selected[0], look.selected[1]).length, 'kept: still on screen').toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('retro.spider.scr'))).not.toBeNull();

    await drag();
    await click(page, `button:${look.yes}`);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await state(page)).icons.includes('spider.scr')).toBe(false);
    const after = await screen(page);
    for (const [fg, bg] of [[look.fg, look.bg], look.selected]) expect(findText(after, look.font, look.file, fg, bg).length, 'gone from the screen').toBe(0);
    expect(await page.evaluate(() => [localStorage.getItem('retro.spider.scr'), localStorage.getItem('retro.spider.scr.bak')])).toEqual([null, null]);
    await page.reload();
    await page.waitForFunction(() => window.retro !== undefined);
    await page.evaluate(() => window.retro.ready);
    expect((await state(page)).icons).not.toContain('spider.scr');
  });
}

test('the page has an icon: /favicon.ico is served, linked from the page, 16, 32 and 64 pixels', async ({ page, request }) => {
  await boot(page, '');
  const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? null);
  expect(href, 'link rel=icon').not.toBeNull();
  for (const url of [href!, '/favicon.ico']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const b = await res.body();
    expect([b.readUInt16LE(0), b.readUInt16LE(2)], `${url} is an .ico`).toEqual([0, 1]);
    const sizes = Array.from({ length: b.readUInt16LE(4) }, (_, i) => b[6 + 16 * i]);
    expect(sizes).toEqual([16, 32, 64]);
  }
});
