/** Shared helpers for the browser tests: boot, read the emulated screen, click where `locate` says. */
import { expect, type Page } from '@playwright/test';

export interface Screen {
  width: number;
  height: number;
  palette: number[];
  pixels: Uint8Array;
}

/** Open the collection with a clean storage (unless `keep`), wait for the first frame. */
export async function boot(page: Page, query = '', opts: { keep?: boolean } = {}) {
  if (!opts.keep) {
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto('/' + (query ? '?' + query : ''));
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
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

export async function locate(page: Page, target: string) {
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
