/** Spider positions for browser tests: written as the game's own save record, then resumed by a reload. */
import { expect, type Page } from '@playwright/test';
import { state } from './helpers';
import type { SpiderState } from '../../src/games/spider/engine';
import type { SpiderSave } from '../../src/games/spider/save';
import { SAVE } from '../../src/games/spider/records';
import type { Saved } from '../../src/shell/envelope';
import { LogBook } from '../../src/shell/game-log';
import { spiderLog } from '../../src/games/spider/log';
import { positionFrom } from '../../src/games/spider/setup';

/**
 * Load `s` as the saved game (SPIDER.SAV, today's version) and reload: the collection resumes it.
 * `aided`: the game carries the Aids mark (an aid was used in it), as its save keeps it.
 */
export async function loadPosition(page: Page, s: SpiderState, opts: { aided?: boolean } = {}): Promise<void> {
  const save: Saved<SpiderSave> = { aided: opts.aided ?? false, game: { log: LogBook.from(spiderLog, s.deal, { rules: s.rules, suits: s.suits }, positionFrom(s)).log, elapsed: 0, split: null, announced: false, hpEntered: false } };
  await page.evaluate(([key, rec]) => {
    localStorage.setItem(key, rec);
    localStorage.setItem('retro.session', JSON.stringify({ v: 1, data: { game: 'spider' } }));
  }, ['retro.' + SAVE.key, JSON.stringify({ v: SAVE.version, data: save })] as const);
  await page.reload();
  await page.waitForFunction(() => window.retro !== undefined);
  await page.evaluate(() => window.retro.ready);
  await expect.poll(async () => (await state(page)).columns).toEqual(s.columns);
}
