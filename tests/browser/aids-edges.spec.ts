/**
 * Issue 25's rough edges, as a player meets them with real keys and clicks: King's Korner's "any key
 * selects the DECK" and the refused discard's reason; Gulf's gamble (the comparison in words, no
 * Higher on a King nor Lower on an Ace, no stray card after a round with no bonus, no bonus beside
 * a banked score); Idiot's Delight's worked example on the help screens, HELP naming cards in words
 * and "1 card". Screen text is read from the pixels with the platform's font (helpers' findText).
 */
import { test, expect, type Page } from './shared-page';
import { boot, click, events, findText, locate, screen, state, type Screen, lookAt } from './helpers';
import { PLATFORMS } from '../../platforms';
import { stFont } from '../../platforms/st/font';
import { C } from '../../src/core/colours';
import { CARD } from '../../src/art/cards';
import { Requester, type RequesterSpec } from '../../src/core/requester';
import { COURT_SPACES, kkEngine, legalMoves as kkMoves, type KKState } from '../../src/games/kings-korner/engine';
import { layout as kkLayout, wrap } from '../../src/games/kings-korner/view';
import { gulfEngine, gambleView, hint as gulfHint, type GulfMove, type GulfState } from '../../src/games/gulf/engine';
import { gamblePack } from '../../src/games/gulf/gamble';
import { gambleLines, settledLines } from '../../src/games/gulf/words';
import { idEngine, anyRemoval, canRemove, keyFor, pressKey, type IDState } from '../../src/games/idiots-delight/engine';
import { findWin } from '../unit/gulf-ui/wins';
import type { PlatformName } from '../../platforms/types';

/** Wait for a target to be on the screen (a requester opened by the last input). */
const shown = (page: Page, target: string) =>
  expect.poll(() => page.evaluate((t) => window.retro.locate(t) !== null, target)).toBe(true);

const messages = async (page: Page) => (await events(page)).filter((e) => e.type === 'message').map((e) => e.text ?? '');

// ------------------------------------------------------------------ King's Korner

/** A deal (four FREE SPACES) on which `n` cards drawn and placed (court cards home, others off the
 *  labelled spaces while they last) neither end the game nor fill the GRID; the spaces, in order. */
function kkDeal(n: number): { deal: number; places: { row: number; col: number }[] } {
  const labelled = Object.values(COURT_SPACES);
  for (let deal = 1; deal < 1000; deal++) {
    let s: KKState = kkEngine.newGame(deal, { freeSpaces: 4 });
    const places: { row: number; col: number }[] = [];
    while (places.length < n && kkMoves(s).some((m) => m.type === 'draw')) {
      s = kkEngine.apply(s, { type: 'draw' });
      const home = COURT_SPACES[s.current!];
      const ok = kkMoves(s).filter((m) => m.type === 'place') as { row: number; col: number }[];
      const pick = home
        ? ok.find((p) => p.row === home.row && p.col === home.col)
        : (ok.find((p) => !labelled.some((h) => h.row === p.row && h.col === p.col)) ?? ok[0]);
      if (!pick) break;
      s = kkEngine.apply(s, { type: 'place', row: pick.row, col: pick.col });
      if (s.end !== null) break;
      places.push({ row: pick.row, col: pick.col });
    }
    if (places.length === n) return { deal, places };
  }
  throw new Error('no King\'s Korner deal for the keys');
}

/** Keys that type a character (a letter of each case, a digit, punctuation, a letter beyond ASCII),
 *  and the four named keys KING.DOC's "any key" takes as well. 'é' is sent as the browser would on a
 *  French keyboard (Playwright's US layout has no key for it). */
const DECK_KEYS = ['a', 'Z', '7', ';', '/', 'é', 'Space', 'Enter', 'Backspace', 'Delete'];
const KK = kkDeal(DECK_KEYS.length);

const REFUSED_DISCARD = 'A DECK card is face up: place it on an empty space before discarding.';

test("King's Korner: every key that types a character, and Space, Return, Backspace and Delete, draws from the DECK; a refused discard says why", async ({ page }) => {
  await boot(page, `platform=st&game=kings-korner&deal=${KK.deal}&freeSpaces=4`);
  await events(page);
  for (const [i, key] of DECK_KEYS.entries()) {
    const before = await state(page);
    expect(before.current, `nothing face up before ${key}`).toBeNull();
    if (key === 'é') await page.evaluate(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'é', code: 'Digit2' })));
    else await page.keyboard.press(key);
    const after = await state(page);
    expect(after.current, `${key} draws the DECK's top card`).toBe(before.deck[0]);
    expect(after.deck, `${key} draws one card`).toEqual(before.deck.slice(1));
    expect(after.cursor, `${key} shows no cursor`).toBeNull();
    const ev = await events(page);
    expect(ev.filter((e) => e.type === 'beep'), `${key} is not refused`).toEqual([]);

    if (i === 3) {
      // a DECK card is face up: a click on a card of the GRID is a refused discard, and says why
      const occupied = [...Array(16).keys()].map((j) => [j >> 2, j & 3] as const).find(([r, c]) => typeof after.grid[r][c] === 'string' && after.grid[r][c] !== '#')!;
      expect(occupied).toBeDefined();
      await click(page, `cell:${occupied[0]}:${occupied[1]}`);
      const refused = await events(page);
      expect(refused.filter((e) => e.type === 'beep')).toHaveLength(1);
      const said = refused.filter((e) => e.type === 'message').map((e) => e.text);
      expect(said).toContain(REFUSED_DISCARD);
      expect(said).not.toContain('That space is already occupied.');
      expect(await state(page)).toEqual(after);
      // on the status text under the piles, wrapped to its width as the game wraps it
      const s = await screen(page);
      const cols = Math.floor(kkLayout(PLATFORMS.st, s.width, s.height).info.w / 8);
      for (const line of wrap(REFUSED_DISCARD, cols)) expect(findText(s, stFont, line), line).not.toBeNull();
      await lookAt(page, 'test-results/aids-edges-kk-refused.png');
      // and a key while the card waits: a refused draw, with its own reason
      await page.keyboard.press('k');
      const again = await events(page);
      expect(again.filter((e) => e.type === 'beep')).toHaveLength(1);
      expect(again).toContainEqual({ type: 'message', text: 'Place the face-up DECK card on the GRID first.' });
      expect((await state(page)).deck).toEqual(after.deck);
    }
    const p = KK.places[i]!;
    await click(page, `cell:${p.row}:${p.col}`);
    expect((await state(page)).grid[p.row][p.col]).toBe(after.current);
  }
});

// ------------------------------------------------------------------ Gulf

/** Replay `moves` on deal `deal` in the engine. */
function replay(deal: number, moves: GulfMove[]): GulfState {
  let s = gulfEngine.newGame(deal, {});
  for (const mv of moves) s = gulfEngine.apply(s, mv);
  return s;
}

/** A round 1 won by the engine's hint whose gamble pack starts with a King then an Ace, and whose
 *  bonus stays open after Lower on the King and Higher on the Ace (both right). */
function kingThenAce() {
  for (let from = 1; from < 5000; ) {
    const w = findWin(from);
    from = w.deal + 1;
    const pk = gamblePack(w.deal, 1);
    if (pk[0]![0] !== 'K' || pk[1]![0] !== 'A' || !['Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'].includes(pk[2]![0]!)) continue;
    let s = replay(w.deal, w.moves);
    s = gulfEngine.apply(s, { type: 'gamble', choice: 'lower' });
    s = gulfEngine.apply(s, { type: 'gamble', choice: 'higher' });
    if (gambleView(s)!.open) return { ...w, pack: pk };
  }
  throw new Error('no deal with a King then an Ace to gamble on');
}

/** A round 1 the engine's hint clears on the stock's last card: no bonus to gamble. */
function noBonusWin(): { deal: number; moves: GulfMove[] } {
  for (let deal = 1; deal < 5000; deal++) {
    let s: GulfState = gulfEngine.newGame(deal, {});
    const moves: GulfMove[] = [];
    for (let mv = gulfHint(s); s.phase === 'play' && mv; mv = gulfHint(s)) {
      s = gulfEngine.apply(s, mv);
      moves.push(mv);
    }
    if (s.phase === 'gamble' && gambleView(s)!.outcome === 'none') return { deal, moves };
  }
  throw new Error('no deal cleared on an empty stock');
}

async function playMoves(page: Page, moves: GulfMove[]) {
  for (const mv of moves) await click(page, mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
}

/** Card-white pixels in the band above the requester `spec` where the gamble card goes (the pointer parked on the face-up card). */
async function whiteAboveRequester(page: Page, platform: PlatformName, spec: RequesterSpec) {
  const f = await locate(page, 'faceup');
  await page.mouse.move(f.x, f.y);
  const s: Screen = await screen(page);
  const p = PLATFORMS[platform];
  const box = new Requester(spec, () => undefined).layout(p, s.width, s.height).box;
  const { w } = CARD[p.cardSize];
  const cx = s.width >> 1;
  let n = 0;
  for (let y = p.barHeight + 2; y < box.y; y++) for (let x = cx - w; x < cx + w; x++) if (s.pixels[y * s.width + x] === C.WHITE) n++;
  return { n, s, area: CARD[p.cardSize].w * CARD[p.cardSize].h };
}

test('Gulf: no Higher on a King, no Lower on an Ace; each guess read in words; the status line drops the bonus once banked', async ({ page }) => {
  test.slow(); // a round played by clicks
  const w = kingThenAce();
  const font = PLATFORMS.st.font;
  await boot(page, `platform=st&game=gulf&deal=${w.deal}`);
  await playMoves(page, w.moves);
  await shown(page, 'button:Take');
  const won = replay(w.deal, w.moves);
  expect(await state(page)).toMatchObject({ phase: 'gamble', bonus: won.bonus, score: won.score });
  // a King shows: Lower and Take only
  expect(await page.evaluate(() => window.retro.locate('button:Higher'))).toBeNull();
  await locate(page, 'button:Lower');
  expect(await messages(page)).toContainEqual(expect.stringMatching(/Lower than a King\?$/));
  let s = await screen(page);
  expect(findText(s, font, 'Lower than a King?')).not.toBeNull();
  // the bonus at stake is on the status line, and the King is drawn above the requester
  expect(findText(s, font, `Bonus ${won.bonus} at stake  Deal ${w.deal}`)).not.toBeNull();
  const open = await whiteAboveRequester(page, 'st', { lines: gambleLines(won), buttons: ['Lower', 'Take'] });
  expect(open.n).toBeGreaterThan(open.area / 2);
  await lookAt(page, 'test-results/aids-edges-gulf-king.png');

  // Lower on the King: an Ace, read in words (not "K > A" alone)
  await click(page, 'button:Lower');
  const b1 = won.bonus * 2;
  await expect.poll(async () => (await state(page)).bonus).toBe(b1);
  await shown(page, 'button:Higher');
  const said1 = (await messages(page)).join('\n');
  expect(said1).toContain(`Right: an Ace is lower than a King. Bonus doubled: ${b1}.`);
  s = await screen(page);
  expect(findText(s, font, 'Right: an Ace is lower')).not.toBeNull();
  expect(findText(s, font, `than a King. Bonus doubled: ${b1}.`)).not.toBeNull();
  // an Ace shows: Higher and Take only
  expect(await page.evaluate(() => window.retro.locate('button:Lower'))).toBeNull();
  await locate(page, 'button:Higher');
  expect(findText(s, font, 'Higher than an Ace?')).not.toBeNull();
  await lookAt(page, 'test-results/aids-edges-gulf-ace.png');

  // Higher on the Ace
  await click(page, 'button:Higher');
  const b2 = b1 * 2;
  await expect.poll(async () => (await state(page)).bonus).toBe(b2);
  await shown(page, 'button:Lower');
  const third = { Q: 'a Queen', J: 'a Jack', T: 'a 10', '8': 'an 8' }[w.pack[2]![0]!] ?? `a ${w.pack[2]![0]}`;
  expect((await messages(page)).join('\n')).toContain(`Right: ${third} is higher than an Ace. Bonus doubled: ${b2}.`);
  s = await screen(page);
  expect(findText(s, font, `Bonus ${b2} at stake  Deal ${w.deal}`)).not.toBeNull();

  // Take: the bonus is banked, so the status line shows the score and no bonus beside it
  await click(page, 'button:Take');
  await shown(page, 'button:Next round');
  expect(await state(page)).toMatchObject({ phase: 'gamble', score: won.score + b2 });
  expect((await messages(page)).join('\n')).toContain(`You take the bonus: ${b2}.`);
  s = await screen(page);
  expect(findText(s, font, `Score ${won.score + b2}  Run `)).not.toBeNull();
  expect(findText(s, font, `Round 1 cleared  Deal ${w.deal}`)).not.toBeNull();
  expect(findText(s, font, `Bonus ${b2} at stake`)).toBeNull();
  expect(findText(s, font, 'at stake')).toBeNull();
  await lookAt(page, 'test-results/aids-edges-gulf-banked.png');
  await click(page, 'button:Next round');
  expect(await state(page)).toMatchObject({ round: 2, phase: 'play', score: won.score + b2 });
});

test('Gulf: a round cleared with an empty stock draws no gamble card and shows no bonus', async ({ page }) => {
  test.slow(); // a round played by clicks
  const w = noBonusWin();
  const font = PLATFORMS.amiga.font;
  await boot(page, `platform=amiga&video=pal&game=gulf&deal=${w.deal}`);
  await playMoves(page, w.moves);
  await shown(page, 'button:Next round');
  const done = replay(w.deal, w.moves);
  expect(await state(page)).toMatchObject({ phase: 'gamble', bonus: 0, score: done.score, stock: [] });
  expect(await page.evaluate(() => window.retro.locate('button:Take'))).toBeNull();
  expect((await messages(page)).join('\n')).toContain('Round 1 cleared with an empty stock: no bonus.');
  const seen = await whiteAboveRequester(page, 'amiga', { lines: settledLines(done), buttons: ['Next round'] });
  expect(seen.n, 'no card face above the requester').toBe(0);
  expect(findText(seen.s, font, `Round 1 cleared  Deal ${w.deal}`)).not.toBeNull();
  expect(findText(seen.s, font, 'at stake')).toBeNull();
  await lookAt(page, 'test-results/aids-edges-gulf-no-bonus.png');
  await click(page, 'button:Next round');
  expect(await state(page)).toMatchObject({ round: 2, phase: 'play', score: done.score });
});

// ------------------------------------------------------------------ Idiot's Delight

async function press(page: Page, ...keys: string[]) {
  for (const k of keys) await page.keyboard.press(k === ' ' ? 'Space' : k);
}

test("Idiot's Delight: the help screens carry the manual's worked example in the game's card boxes", async ({ page }) => {
  await boot(page, 'game=idiots-delight&deal=1&platform=st');
  await press(page, 'h', ' ');
  expect(await state(page)).toMatchObject({ screen: 'help', helpPage: 1 });
  let s = await screen(page);
  // the first four cards: 8 of Clubs, King of Spades, 2 of Clubs, Jack of Hearts, each a card box
  for (const line of ['Say these are the first four cards.', 'Only the 2 of Clubs can be played: the 8 of', '┌────┐', '│8  ♣│', '│CLUB│', '│K  ♠│', '│SPAD│', '│2  ♣│', '└────┘'])
    expect(findText(s, stFont, line), line).not.toBeNull();
  await lookAt(page, 'test-results/aids-edges-id-help-example.png');
  await press(page, ' ');
  expect((await state(page)).helpPage).toBe(2);
  s = await screen(page);
  // dealt: covered cards two columns wide, the top card four
  for (const line of ['The 3 of Hearts can be played now: the 4 of', '┌──┬────┐', '│K │6  ♣│', '│SP│CLUB│', '└──┴────┘'])
    expect(findText(s, stFont, line), line).not.toBeNull();
});

const RANK_WORDS: Record<string, string> = { A: 'Ace', T: '10', J: 'Jack', Q: 'Queen', K: 'King' };
const SUIT_WORDS: Record<string, string> = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
const words = (c: string) => `${RANK_WORDS[c[0]!] ?? c[0]} of ${SUIT_WORDS[c.at(-1)!]}`;

/** A deal whose first four cards offer a removal. */
function removalDeal(): number {
  for (let deal = 1; ; deal++) if ([0, 1, 2, 3].some((r) => canRemove(idEngine.newGame(deal, {}), r))) return deal;
}

test("Idiot's Delight: HELP (Aids on, a free hand) names the card in words, on the screen too", async ({ page }) => {
  const deal = removalDeal();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=st&aids=on`);
  expect(await state(page)).toMatchObject({ screen: 'game', mode: 'free', aids: true });
  await press(page, '?');
  await click(page, 'button:OK'); // the one notice: this free hand is marked aided
  const st = await state(page);
  expect(st.hint?.move?.type).toMatch(/^(remove|free|move)$/);
  const top: string = st.rows[st.marker].at(-1);
  expect(st.message).toMatch(/^HELP: (Play|Use the Free Card on|Move) the /);
  expect(st.message).toContain(`the ${words(top)}`);
  expect(st.message).not.toMatch(/\b(10|[2-9AJQKT])[SHDC]\b/);
  expect(await messages(page)).toContain(st.message);
  expect(findText(await screen(page), stFont, st.message)).not.toBeNull();
  await lookAt(page, 'test-results/aids-edges-id-help-words.png');
});

/** A deal where one removal, the whole pile dealt, then D ends the hand with one card removed; its keys. */
function oneCardHand(): { deal: number; keys: string[] } {
  for (let deal = 1; deal < 5000; deal++) {
    let s: IDState = idEngine.newGame(deal, {});
    const keys: string[] = [];
    const go = (k: string) => {
      keys.push(k);
      s = pressKey(s, keyFor(k)!).state;
    };
    const r = [0, 1, 2, 3].find((i) => canRemove(s, i));
    if (r === undefined) continue;
    for (let i = 0; i < r; i++) go('2');
    go(' ');
    if (anyRemoval(s)) continue;
    while (s.stock.length > 0) go('Enter');
    if (anyRemoval(s)) continue;
    go('d');
    if (s.done && s.discards.length === 1) return { deal, keys };
  }
  throw new Error('no one-card hand');
}

test(`Idiot's Delight: a hand over with one card removed says "1 card", not "1 cards"`, async ({ page }) => {
  const { deal, keys } = oneCardHand();
  await boot(page, `game=idiots-delight&deal=${deal}&platform=amiga&video=pal`);
  await events(page);
  await press(page, ...keys);
  expect(await state(page)).toMatchObject({ over: true, removed: 1 });
  const said = await messages(page);
  expect(said).toContain('Hand over: 1 card removed, 100 points.');
  expect(said.join('\n')).not.toContain('1 cards');
  expect(findText(await screen(page), PLATFORMS.amiga.font, 'Hand over: 1 card removed, 100 points.')).not.toBeNull();
  await lookAt(page, 'test-results/aids-edges-id-one-card.png');
});
