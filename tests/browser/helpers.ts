/** Shared helpers for the browser tests: boot, read the emulated screen, click where `locate` says. */
import { expect, type Page } from '@playwright/test';
import type { Font } from '../../src/core/font';
import type { RecordSpec } from '../../src/core/storage';

export interface Screen {
  width: number;
  height: number;
  palette: number[];
  pixels: Uint8Array;
}

/**
 * Open the collection with a clean storage (unless `keep`), wait for the first frame. A test's
 * page starts cleared: blank in a context of its own, or on /favicon.ico as shared-page.ts leaves
 * it. Only a page that has shown the collection since needs clearing, done on that small file of
 * the same origin (not the collection itself, which would boot once more for nothing).
 */
export async function boot(page: Page, query = '', opts: { keep?: boolean } = {}) {
  if (!opts.keep && page.url() !== 'about:blank' && !page.url().endsWith('/favicon.ico')) {
    await page.goto('/favicon.ico');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto('/' + (query ? '?' + query : ''));
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
}

/**
 * Keys pressed one after another in one go: each a keydown and a keyup dispatched in the page at
 * the focused element, the events a keyboard's key brings, reaching the same listeners
 * (src/input.ts). For tests that play a whole hand to reach its end, where the end is what is
 * tested: a 147-key hand typed through Playwright's keyboard cost 1.3-2.1 CPU-s, this 0.1
 * (docs/notes/test-time-2026-12-04.md). Keys: characters, and 'Enter'.
 */
export async function pressAll(page: Page, keys: readonly string[]): Promise<void> {
  await page.evaluate((ks) => {
    const code = (k: string) => (k === ' ' ? 'Space' : k === 'Enter' ? 'Enter' : /^[0-9]$/.test(k) ? `Digit${k}` : `Key${k.toUpperCase()}`);
    const at = document.activeElement ?? document.body;
    for (const k of ks) for (const type of ['keydown', 'keyup']) at.dispatchEvent(new KeyboardEvent(type, { key: k, code: code(k), bubbles: true, cancelable: true }));
  }, keys);
}

/** A screenshot for a person to look at: taken only when asked (SAVE_PNG=1, README), as nothing checks it. */
export async function lookAt(page: Page, path: string): Promise<void> {
  if (process.env.SAVE_PNG === '1') await page.screenshot({ path });
}

/**
 * The screen by pen (src/core/colours.ts), whatever colour register the machine shows each pen in
 * (an Amiga screen keeps its background in register 0): pixels are pens, `palette[pen]` its colour.
 */
export async function screen(page: Page): Promise<Screen> {
  const s = await registers(page);
  const penOf = new Uint8Array(16);
  s.pens.forEach((reg, pen) => (penOf[reg] = pen));
  return { width: s.width, height: s.height, palette: s.pens.map((reg) => s.palette[reg]!), pixels: s.pixels.map((r) => penOf[r]!) };
}

/** The screen as `retro.screen()` reports it: pixels are colour registers, `pens[pen]` the register of a pen. */
export async function registers(page: Page): Promise<Screen & { pens: number[] }> {
  const s = await page.evaluate(() => window.retro.screen());
  return { ...s, pixels: Uint8Array.from(Buffer.from(s.pixels, 'base64')) };
}

export const colourCount = (s: Screen) => new Set(s.pixels).size;

export function pixel(s: Screen, x: number, y: number): number {
  return s.palette[s.pixels[y * s.width + x]!]!;
}

/** Where `text` is drawn on the screen in `font` (any ink, any paper), read from the framebuffer. */
export function findText(s: Screen, font: Font, text: string): { x: number; y: number } | null {
  const f = findAllText(s, font, text)[0];
  return f ? { x: f.x, y: f.y } : null;
}

/** Every place `text` is drawn in one ink (any paper), top to bottom, with the ink's colour (0xRRGGBB). */
export function findAllText(s: Screen, font: Font, text: string): { x: number; y: number; ink: number }[] {
  const glyphs = [...text].map((ch) => font.glyph(ch));
  const w = glyphs.length * 8;
  const at = (x: number, y: number) => {
    let ink = -1;
    for (let i = 0; i < glyphs.length; i++)
      for (let j = 0; j < 8; j++)
        for (let b = 0; b < 8; b++) {
          const px = s.pixels[(y + j) * s.width + x + i * 8 + b]!;
          if ((glyphs[i]![j]! >> (7 - b)) & 1) {
            if (ink < 0) ink = px;
            else if (px !== ink) return -1;
          } else if (px === ink) return -1;
        }
    // paper drawn before the first ink pixel was seen is checked again
    for (let j = 0; j < 8; j++)
      for (let b = 0; b < 8; b++) if (!((glyphs[0]![j]! >> (7 - b)) & 1) && s.pixels[(y + j) * s.width + x + b] === ink) return -1;
    return ink;
  };
  const found: { x: number; y: number; ink: number }[] = [];
  for (let y = 0; y + 8 <= s.height; y++)
    for (let x = 0; x + w <= s.width; x++) {
      const ink = at(x, y);
      if (ink >= 0) found.push({ x, y, ink: s.palette[ink]! });
    }
  return found;
}

export async function locate(page: Page, target: string) {
  // A requester may come a moment after the click that asks for it: a game is claimed for this
  // window (a Web Lock, src/shell/owner.ts) before "Continue?" is asked.
  if (target.startsWith('button:')) await expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, target), { message: `locate(${target})` }).toBe(true);
  const p = await page.evaluate((t) => window.retro.locate(t), target);
  expect(p, `locate(${target})`).not.toBeNull();
  return p as { x: number; y: number };
}

export async function click(page: Page, target: string, button: 'left' | 'right' = 'left') {
  const p = await locate(page, target);
  await page.mouse.click(p.x, p.y, { button });
}

// The page's JSON snapshot, untyped: each spec reads the fields of its own game's schema (docs/automation.md).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON from the page, as JSON.parse gives it
export async function state<T = any>(page: Page): Promise<T> {
  return page.evaluate(() => window.retro.state()) as Promise<T>;
}

export async function events(page: Page): Promise<{ type: string; name?: string; text?: string }[]> {
  return page.evaluate(() => window.retro.events());
}

/** Choose a menu item with the platform's own gesture. */
export async function chooseMenu(page: Page, title: string, item: string) {
  const platform = await page.evaluate(() => window.retro.platform);
  const t = await locate(page, `menu:${title}`);
  if (platform === 'st') {
    await page.mouse.move(t.x, t.y);
    const i = await locate(page, `menu:${title}:${item}`);
    await page.mouse.move(i.x, i.y, { steps: 2 });
    await page.mouse.down();
    await page.mouse.up();
  } else {
    await page.mouse.move(t.x, t.y);
    await page.mouse.down({ button: 'right' });
    const i = await locate(page, `menu:${title}:${item}`);
    await page.mouse.move(t.x, t.y + 1, { steps: 2 });
    await page.mouse.move(i.x, i.y, { steps: 3 });
    await page.mouse.up({ button: 'right' });
  }
}

export function inSt(rgb: number) {
  const ok = [0, 36, 73, 109, 146, 182, 219, 255];
  return [rgb >> 16, (rgb >> 8) & 255, rgb & 255].every((c) => ok.includes(c));
}
export function inAmiga(rgb: number) {
  return [rgb >> 16, (rgb >> 8) & 255, rgb & 255].every((c) => c % 17 === 0);
}

/** A record as stored in the page, through its spec (validated; null when missing or unreadable). */
export async function readRecord<T>(page: Page, spec: RecordSpec<T>): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), 'retro.' + spec.key);
  if (raw === null) return null;
  const rec = JSON.parse(raw) as { v: number; data: unknown };
  expect(rec.v).toBe(spec.version);
  return spec.validate(rec.data);
}

/** Open the collection in `page` at `query`, keeping the browser's records (a second window, a return). */
export async function open(page: Page, query = '') {
  await page.goto('/' + (query ? '?' + query : ''));
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
}
