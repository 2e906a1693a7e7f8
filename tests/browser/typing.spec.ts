/**
 * Typed names (issue 25): the door's name field refuses control and invisible characters as they
 * are typed, with a beep, and counts length as the player sees it (an emoji is one character);
 * Gulf's high-score name refuses keys outside its set and past 12 characters with a beep, as
 * docs/gulf.md says (Spider's name requester is checked in spider.spec.ts).
 */
import { expect, test, type Page } from './shared-page';
import { boot, events, locate, state } from './helpers';
import { NAME_MAX } from '../../src/games/idiots-delight/door';
import { losingKeys } from './gulf-keys';


/** One keydown carrying `key` as it is, as a keyboard, an IME or an emoji picker may send it. */
const send = (page: Page, key: string) => page.evaluate((key) => window.dispatchEvent(new KeyboardEvent('keydown', { key })), key);
const beeps = async (page: Page) => (await events(page)).filter((e) => e.type === 'beep').length;

test("the door's name field: U+200B, U+202E and control characters are refused with a beep; an emoji counts as one character of two columns", async ({ page }) => {
  await boot(page, 'game=idiots-delight&platform=st&date=2024-08-09');
  await page.keyboard.press('n');
  expect((await state(page)).screen).toBe('name');
  await events(page);
  for (const bad of ['\u200b', '\u202e', '\u0007', '\u001b', '\u200d']) {
    await send(page, bad);
    expect(await beeps(page), JSON.stringify(bad)).toBe(1);
    expect((await state(page)).input).toBe('');
  }
  // NAME_MAX − 2 letters and an emoji of five code points (two columns) fill the field exactly...
  await page.keyboard.type('a'.repeat(NAME_MAX - 2));
  const emoji = '👩🏽‍💻';
  await send(page, emoji);
  expect((await state(page)).input).toBe('a'.repeat(NAME_MAX - 2) + emoji);
  expect(await beeps(page)).toBe(0);
  // ...and one more letter is one too many
  await page.keyboard.type('b');
  expect(await beeps(page)).toBe(1);
  expect((await state(page)).input).toBe('a'.repeat(NAME_MAX - 2) + emoji);
  // Backspace takes the whole emoji back
  await page.keyboard.press('Backspace');
  expect((await state(page)).input).toBe('a'.repeat(NAME_MAX - 2));
});

test("Gulf's high-score name: a key outside letters, digits, space and .'- is refused with a beep, and so is a 13th character", async ({ page }) => {
  const deal = [9, 10, 11, 12, 13, 14, 15, 16].find((d) => losingKeys(d).end.phase === 'over')!;
  const { keys, end } = losingKeys(deal);
  await boot(page, `game=gulf&deal=${deal}&platform=st`);
  for (const k of keys) await page.keyboard.press(k === ' ' ? 'Space' : k);
  expect(await state(page)).toMatchObject({ phase: 'over', score: end.score });
  await page.keyboard.press('Enter'); // "No more moves: the game is over"
  await locate(page, 'button:OK');
  await events(page);
  await page.keyboard.type('Bo*b');
  expect(await beeps(page)).toBe(1);
  await page.keyboard.type("'s Gulf-12");
  expect(await beeps(page)).toBe(1); // "Bob's Gulf-12" is 13: the 2 is refused
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await events(page)).find((e) => e.type === 'message' && e.text?.startsWith('Gulf high scores'))?.text).toMatch(/^Gulf high scores: 1\. Bob's Gulf-1 [\d,]+\.$/);
});
