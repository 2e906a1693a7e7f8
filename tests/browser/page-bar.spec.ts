/**
 * The page around the emulated screen: the page bar is reachable and usable by keyboard with a
 * visible focus, its controls have accessible names, and an automated accessibility check (axe)
 * reports no serious or critical violation.
 */
import { test, expect } from './shared-page';
import AxeBuilder from '@axe-core/playwright';
import { boot } from './helpers';

test('axe finds no serious or critical violation on the desktop page', async ({ page }) => {
  await boot(page, 'platform=st');
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the page bar by keyboard: Tab reaches its buttons, focus is visible, Enter presses', async ({ page }) => {
  await boot(page, 'platform=st');
  await page.locator('#p-amiga').focus();
  const outline = await page.locator('#p-amiga').evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.retro.platform)).toBe('amiga');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // NTSC is enabled on the Amiga: Tab moves NTSC -> PAL
  const focused = await page.evaluate(() => document.activeElement?.id);
  expect(['v-ntsc', 'v-pal']).toContain(focused);
  for (const id of ['p-st', 'p-amiga', 'v-ntsc', 'v-pal', 'snd', 'full', 'vol', 'fold']) {
    const name = await page.locator('#' + id).evaluate((el) => {
      const label = el.getAttribute('aria-label') ?? el.closest('label')?.textContent ?? el.textContent ?? '';
      return label.trim();
    });
    expect(name, id).not.toBe('');
  }
});
