/**
 * Issue 47: King's Korner's statistics (KINGS.STA) count a game once, by its log's id. A game
 * could be counted twice when another window took it up a moment before this one made its last
 * move: both windows then end it. That race is made certain here by putting back the saved game
 * as the other window read it (one move from the end) after window A has ended and counted it;
 * window B continues that copy and ends the same game again.
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, locate, open, readRecord, state } from './helpers';
import { hint, kkEngine, type KKMove, type KKState } from '../../src/games/kings-korner/engine';
import { SAVE, STATS } from '../../src/games/kings-korner/records';

/** The first deal that hinted play wins with 4 FREE SPACES, and its moves. */
function wonDeal() {
  for (let deal = 1; deal < 5000; deal++) {
    let s: KKState = kkEngine.newGame(deal, { freeSpaces: 4 });
    const moves: KKMove[] = [];
    for (let mv = hint(s); s.end === null && mv; mv = hint(s)) {
      moves.push(mv);
      s = kkEngine.apply(s, mv);
    }
    if (s.end === 'won') return { deal, moves };
  }
  throw new Error('no won deal');
}
const at = (m: KKMove) => (m.type === 'draw' ? 'deck' : m.type === 'unhold' ? 'discard' : `cell:${m.row}:${m.col}`);
const up = (page: Page, target: string) => page.evaluate((t) => window.retro.locate(t) !== null, target);
const saveKey = 'retro.' + SAVE.key;

test("King's Korner: the same game ended in two windows counts once in KINGS.STA", async ({ page }) => {
  const { deal, moves } = wonDeal();
  const last = moves[moves.length - 1]!;
  const a = page;
  await boot(a, `platform=st&game=kings-korner&deal=${deal}&freeSpaces=4`);
  for (const m of moves.slice(0, -1)) await click(a, at(m));
  // the save as window B takes it up: one move from the end
  const before = await a.evaluate((k) => localStorage.getItem(k), saveKey);
  expect(before).not.toBeNull();
  await click(a, at(last));
  await expect.poll(() => up(a, 'button:Again')).toBe(true);
  await expect.poll(async () => (await readRecord(a, STATS))?.['4']?.played).toBe(1);
  // B took the game up before A's last move: it continues that copy and makes the last move too
  const b = await a.context().newPage();
  await open(b, 'platform=st');
  await b.evaluate(([k, v]) => localStorage.setItem(k, v), [saveKey, before!] as const);
  await open(b, 'platform=st&game=kings-korner');
  // A still shows its ended game: B asks to play here, then offers the saved game
  await expect.poll(() => up(b, 'button:Play here')).toBe(true);
  await click(b, 'button:Play here');
  await expect.poll(() => up(b, 'button:Continue')).toBe(true);
  await click(b, 'button:Continue');
  await expect.poll(() => up(b, at(last))).toBe(true);
  await click(b, at(last));
  await expect.poll(() => up(b, 'button:Again')).toBe(true);
  expect(await state(b)).toMatchObject({ over: true, won: true });
  // B's count has run once A's is in: wait for the table to settle on B's side, then read it
  const busy = (p: Page) =>
    p.evaluate(() => navigator.locks.query().then((q) => [...(q.pending ?? []), ...(q.held ?? [])].filter((l) => l.name === 'retro.kk.stats').length));
  await expect.poll(() => busy(b)).toBe(0);
  const t = (await readRecord(b, STATS))!;
  expect(t['4']).toMatchObject({ played: 1, won: 1, streak: 1, best: 1 });
  expect(t['4']!.ids).toHaveLength(1);
  await locate(b, 'button:OK');
  await b.close();
});
