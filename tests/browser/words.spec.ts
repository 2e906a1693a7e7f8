/**
 * Issue 52: the words a player reads. A scripted session through every game (requesters, panels,
 * the door's messages, `events()`) gathers each message, and every one is checked: a number of four
 * digits or more is grouped with commas as the door's screens group them ("9,900 points"), but for
 * the numbers that name something (a deal, a date); every message ends its last sentence with
 * . ? or !, and no two sentences run together without a stop ("is saved Continue it?").
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, events, pressAll, state } from './helpers';
import { losingKeys } from './gulf-keys';
import { keysFrom, simulate, type ApiHand } from '../unit/idiots-delight-ui/autoplay';

/** Words that begin a sentence and never stand inside one with a capital (the run-together check). */
const STARTERS = ['A', 'An', 'Continue', 'Do', 'Hand', 'It', 'No', 'Open', 'Play', 'Please', 'Press', 'Quit', 'Start', 'The', 'This', 'Try', 'Turn', 'You', 'Your'];

/** What is wrong with one message, or nothing. */
function wordProblems(text: string): string[] {
  const out: string[] = [];
  // Numbers that name a thing are written as they are typed: deal numbers, dates.
  const plain = text
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, 'DATE')
    .replace(/\b(deal|Deal|DEAL)( number)?:? #?\d+/g, 'DEAL')
    .replace(/\(0 to \d+\)/g, 'RANGE');
  for (const n of plain.match(/\d[\d,]*/g) ?? []) {
    const digits = n.replace(/,$/, '');
    if (/^\d{4,}$/.test(digits) || (digits.includes(',') && !/^\d{1,3}(,\d{3})+$/.test(digits))) out.push(`number "${digits}" not grouped as 9,900`);
  }
  const t = text.trim();
  if (!/[.?!]["')]?$/.test(t)) out.push('does not end with . ? or !');
  for (const w of STARTERS) {
    const m = new RegExp(`[a-z0-9] ${w}\\b`).exec(t);
    if (m) out.push(`"${t.slice(Math.max(0, m.index - 12), m.index + 2 + w.length)}": two sentences run together`);
  }
  return out;
}

/** Every message the player has been shown since the last call. */
async function messages(page: Page): Promise<string[]> {
  return (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');
}

async function answer(page: Page, label: string) {
  await expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, `button:${label}`), { message: label }).toBe(true);
  await click(page, `button:${label}`);
}

test('every message of a scripted session: numbers grouped, whole sentences', async ({ page }) => {
  test.slow(); // four games, a second link and a whole door hand
  const seen: string[] = [];
  const take = async () => seen.push(...(await messages(page)));

  // Spider: a move, the panel's INFO, then a reload: "A game of Spider is saved. Continue it?"
  await boot(page, 'platform=st&game=spider&deal=5&rules=st&suits=4');
  await page.keyboard.press('1');
  await page.keyboard.press('i');
  await page.keyboard.press('Escape');
  await page.keyboard.press('h');
  await page.keyboard.press('Escape');
  await take();
  // a link to another deal: the saved game is offered first
  await page.goto('/?platform=st&game=spider&deal=6&rules=st&suits=4');
  await page.waitForFunction(() => window.retro !== undefined);
  await answer(page, 'Continue');
  await expect.poll(async () => (await state(page)).game).toBe('spider');
  await take();
  await page.keyboard.press('q');
  await answer(page, 'Cancel');
  await take();

  // Gulf: a game lost to its end; the high-score name box
  const deal = [271829, 9, 10, 11, 12, 13, 14, 15, 16].find((d) => losingKeys(d).end.phase === 'over' && losingKeys(d).end.score > 0)!;
  await page.evaluate((d) => window.retro.launch('gulf', { deal: d }), deal);
  await page.keyboard.press('h'); // a hint: one of the Aids, which are off
  await take();
  for (const k of losingKeys(deal).keys) await page.keyboard.press(k === ' ' ? 'Space' : k);
  await answer(page, 'OK');
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await messages(page).then((m) => (seen.push(...m), seen))).some((m) => /high scores/i.test(m))).toBe(true);

  // King's Korner: a card from the deck onto the board
  await page.evaluate(() => window.retro.launch('kings-korner', { deal: 5, freeSpaces: 4 }));
  await click(page, 'deck');
  const s = await state(page);
  const free = (s.grid as unknown[][]).flat().findIndex((x) => x === null);
  await click(page, `cell:${free >> 2}:${free & 3}`);
  await page.keyboard.press('Enter'); // the deck again
  await page.keyboard.press('Enter'); // and again, while a card is held: refused, and told why
  await take();

  // Idiot's Delight: a free hand played to its end by a hint-following player (thousands of points)
  let id = 1;
  while (simulate(id).removed < 20) id++;
  await page.evaluate((d) => window.retro.launch('idiots-delight', { deal: d }), id);
  await page.keyboard.press('?'); // HELP names a move
  await page.keyboard.press('x'); // no such key
  await pressAll(page, keysFrom(await state<ApiHand>(page)));
  expect((await state(page)).over).toBe(true);
  await take();
  await page.keyboard.press('Space');
  await take();
  // the door: a caller logs on, plays the day's hand to its end and becomes the Daily Champion
  const date = '2024-07-01';
  await page.evaluate((date) => window.retro.launch('idiots-delight', { date }), date);
  await page.keyboard.press('n');
  await page.keyboard.type('Ann');
  await page.keyboard.press('Enter');
  for (let i = 0; i < 2 && (await state(page)).password; i++) {
    await page.keyboard.type('pass');
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('p');
  expect((await state(page)).screen).toBe('game');
  await pressAll(page, keysFrom(await state<ApiHand>(page)));
  expect((await state(page)).over).toBe(true);
  await take();
  await page.keyboard.press('Space');
  await page.keyboard.press('p'); // is there a hand left?
  await take();

  expect(seen.some((m) => /points/.test(m) && /\d,\d{3}/.test(m)), seen.join('\n')).toBe(true);
  expect(seen.some((m) => m.startsWith('A game of Spider is saved')), seen.join('\n')).toBe(true);
  const problems = seen.flatMap((m) => wordProblems(m).map((p) => `${JSON.stringify(m)}: ${p}`));
  expect(problems, seen.join('\n')).toEqual([]);
});
