import { describe, it, expect } from 'vitest';
import { shellFor } from '../../../src/shell/launcher';
import { boot, png, settle, type Plat } from './helpers';
import { findWin, mixedDeal } from './wins';

const MIXED = mixedDeal();
import { MemoryKV } from '../../../src/core/storage';
import { canPlay, gulfEngine, hint } from '../../../src/games/gulf/engine';
import { gameModule, cardName, shortName } from '../../../src/games/gulf/app';
import { SAVE, position } from '../../../src/games/gulf/records';

const SAVE_KEY = SAVE.key;
import { gulfLayout } from '../../../src/games/gulf/layout';
import { backForDeal } from '../../../src/games/gulf/prefs';
import { insertScore, placeFor, validScores, type ScoreEntry } from '../../../src/games/gulf/scores';
import { CARD } from '../../../src/art/cards';
import { C } from '../../../src/core/colours';
import { PLATFORMS } from '../../../platforms';

const PLATS: Plat[] = ['st', 'amiga'];
const events = (m: { takeEvents(): { type: string; name?: string; text?: string }[] }) => m.takeEvents();
const playable = (s: ReturnType<typeof gulfEngine.newGame>) => [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(s, i));
const unplayable = (s: ReturnType<typeof gulfEngine.newGame>) => [0, 1, 2, 3, 4, 5, 6].filter((i) => s.stacks[i]!.length && !canPlay(s, i));

describe('layout', () => {
  it('fits every screen: ST 320x200, Amiga 640x200 and 640x256, nothing off screen or overlapping', () => {
    for (const [p, h] of [['st', 200], ['amiga', 200], ['amiga', 256]] as const) {
      const pl = PLATFORMS[p];
      const l = gulfLayout(pl, pl.mode(h === 256 ? 'pal' : 'ntsc').width, h);
      const { w, h: ch } = CARD[pl.cardSize];
      expect(l.stock.x).toBeGreaterThanOrEqual(0);
      expect(l.stock.x + w).toBeLessThan(l.stackX[0]!);
      expect(l.stackX[6]! + w).toBeLessThanOrEqual(pl.mode('pal').width);
      for (let i = 1; i < 7; i++) expect(l.stackX[i]! - l.stackX[i - 1]!).toBeGreaterThan(w);
      expect(l.top).toBeGreaterThan(pl.barHeight);
      expect(l.top + 4 * l.cascade + ch).toBeLessThan(l.status[0] - 4);
      expect(l.faceUp.y + ch + 12).toBeLessThan(l.status[0] - 4);
      expect(l.status[1] + 8).toBeLessThanOrEqual(h);
      expect(l.top + 4 * l.cascade + ch).toBeLessThan(l.solverLine - 4);
    }
  });

  it("Amiga PAL uses its 256 lines: taller overlaps, the full stacks reach past 60% of the screen", () => {
    const pl = PLATFORMS.amiga;
    const pal = gulfLayout(pl, 640, 256);
    const ntsc = gulfLayout(pl, 640, 200);
    expect(pal.cascade).toBeGreaterThan(ntsc.cascade * 2);
    expect(pal.top + 4 * pal.cascade + CARD.hires.h).toBeGreaterThan(0.6 * 256);
    expect(pal.faceUp.y - pal.stock.y).toBeGreaterThan(ntsc.faceUp.y - ntsc.stock.y);
  });
});

describe.each(PLATS)('play on %s', (p) => {
  it('a legal removal plays "move", scores run+1 and makes the card the face-up card', () => {
    const b = boot(p);
    const s0 = b.app.s;
    const i = playable(s0)[0]!;
    const card = s0.stacks[i]!.at(-1)!;
    events(b.m);
    b.click(`stack:${i}`);
    const st = b.m.state() as { faceUp: string; run: number; score: number };
    expect(st.faceUp).toBe(card);
    expect(st.run).toBe(1);
    expect(st.score).toBe(1);
    expect(events(b.m)).toContainEqual({ type: 'sound', name: 'move' });
  });

  it('an illegal click is refused with a beep; a covered card and the face-up card too', () => {
    const b = boot(p, { deal: MIXED });
    const i = unplayable(b.app.s)[0]!;
    const before = JSON.stringify(b.m.state());
    events(b.m);
    b.click(`stack:${i}`);
    b.click('card:0:0');
    b.click('faceup');
    expect(JSON.stringify(b.m.state())).toBe(before);
    expect(events(b.m).filter((e) => e.type === 'beep')).toHaveLength(3);
  });

  it('the stock turns a new face-up card and resets the run', () => {
    const b = boot(p);
    b.click(`stack:${playable(b.app.s)[0]}`);
    expect(b.app.s.run).toBe(1);
    const next = b.app.s.stock[0];
    b.click('stock');
    const st = b.m.state() as { faceUp: string; run: number; stock: string[] };
    expect(st.faceUp).toBe(next);
    expect(st.run).toBe(0);
    expect(st.stock).toHaveLength(19);
  });

  it('the pointer is "no entry" over an unplayable card, the arrow over a playable one', () => {
    const b = boot(p, { deal: MIXED });
    b.m.pointerMove(b.at(`stack:${unplayable(b.app.s)[0]}`));
    expect(b.m.pointerKind()).toBe('noEntry');
    const px = b.m.composite();
    // the red of the sign is on screen under the pointer
    const pt = b.m.pointer;
    let red = 0;
    for (let y = pt.y - 8; y < pt.y + 16; y++) for (let x = pt.x - 16; x < pt.x + 32; x++) if (px[y * b.m.fb.width + x] === C.RED && b.m.fb.pixels[y * b.m.fb.width + x] !== C.RED) red++;
    expect(red).toBeGreaterThan(5);
    b.m.pointerMove(b.at(`stack:${playable(b.app.s)[0]}`));
    expect(b.m.pointerKind()).toBe('arrow');
    b.m.pointerMove(b.at('card:0:0'));
    expect(b.m.pointerKind()).toBe('noEntry');
    b.m.pointerMove(b.at('stock'));
    expect(b.m.pointerKind()).toBe('arrow');
  });

  it('right-clicking the stock cycles the 20 card backs (this game only) and redraws the stock', () => {
    const b = boot(p);
    const start = b.app.back;
    expect(start).toBe(backForDeal(1, -1));
    const l = gulfLayout(b.m.platform, b.m.fb.width, b.m.fb.height);
    const grab = () => {
      b.m.frame(1e9);
      const out: number[] = [];
      for (let y = l.stock.y; y < l.stock.y + l.stock.h; y++) for (let x = l.stock.x; x < l.stock.x + l.stock.w; x++) out.push(b.m.fb.pget(x, y));
      return out.join();
    };
    const before = grab();
    // the right button on the stock, on both machines (Amiga: RMBTRAP there, so no menu strip)
    b.click('stock', 'right');
    expect(b.m.menu.active).toBeFalsy();
    expect(b.app.back).toBe((start + 1) % 20);
    expect(grab()).not.toBe(before);
    // ... and the menu item does the same
    b.app.menu('Options', 'back');
    expect(b.app.back).toBe((start + 2) % 20);
    b.press('b');
    expect(b.app.s.stock).toHaveLength(20);
    for (let k = 0; k < 17; k++) b.press('b');
    expect(b.app.back).toBe(start);
    // a new game picks its own back again
    b.press('n', true);
    expect(b.app.back).toBe(backForDeal(b.app.s.deal, -1));
  });

  it('Ctrl+A shows the About box with the version and deal; Ctrl+N and Ctrl+X ask first once a move is made', async () => {
    const b = boot(p);
    let quit = 0;
    b.m.desktopFactory = () => {
      quit++;
      return b.app;
    };
    events(b.m);
    b.press('a', true);
    expect(b.m.requesters).toHaveLength(1);
    expect(events(b.m).find((e) => e.type === 'message')!.text).toMatch(/version 1\.0.*Deal 1/);
    b.click('button:OK');
    await settle();
    expect(b.m.requesters).toHaveLength(0);
    b.click(`stack:${playable(b.app.s)[0]}`);
    const played = JSON.stringify(b.m.state());
    // Ctrl+N: the shell's confirmation; Escape (Cancel) keeps the game
    b.press('n', true);
    await settle();
    expect(b.m.locate('button:New game')).not.toBeNull();
    b.press('Escape');
    await settle();
    expect(JSON.stringify(b.m.state())).toBe(played);
    b.press('n', true);
    await settle();
    b.click('button:New game');
    await settle();
    expect(b.app.s.deal).not.toBe(1);
    expect(b.app.s.score).toBe(0);
    // an untouched deal is left without a question
    b.press('x', true);
    await settle();
    expect(quit).toBe(1);
    // Ctrl+X with a move made: Escape keeps the game, Quit leaves it saved
    b.click('stock');
    b.press('x', true);
    await settle();
    b.press('Escape');
    await settle();
    expect(quit).toBe(1);
    b.press('x', true);
    await settle();
    b.click('button:Quit');
    await settle();
    expect(quit).toBe(2);
    expect(shellFor(b.m, 'gulf').hasUnfinished()).toBe(true);
  });

  it('the menus carry the same commands (platform gestures)', async () => {
    const b = boot(p);
    const titles = b.m.menu.menus.map((x) => x.title);
    expect(titles).toEqual(p === 'st' ? ['Desk', 'Game', 'Options'] : ['Game', 'Options']);
    const choose = (title: string, item: string) => {
      const t = b.at(`menu:${title}`);
      if (p === 'st') {
        b.m.pointerMove(t);
        const i = b.at(`menu:${title}:${item}`);
        b.m.pointerMove(i);
        b.m.pointerDown(i, 'left');
        b.m.pointerUp(i, 'left');
      } else {
        b.m.pointerDown(t, 'right');
        b.m.pointerMove(t);
        const i = b.at(`menu:${title}:${item}`);
        b.m.pointerMove(i);
        b.m.pointerUp(i, 'right');
      }
      b.frame();
    };
    choose(p === 'st' ? 'Desk' : 'Game', 'About Gulf...');
    expect(b.m.requesters).toHaveLength(1);
    b.press('Enter');
    await settle();
    // New game by number: the shell's prompt, the deal shown selected (typing replaces it), a validated field
    choose('Game', 'New game by number...');
    expect(b.m.requesters[0]!.text).toBe('1');
    for (const k of '12x3') b.press(k);
    expect(b.m.requesters[0]!.text).toBe('123');
    b.press('Enter');
    await settle();
    expect(b.app.s.deal).toBe(123);
    choose('Game', 'New game by number...');
    for (const k of '9999999999') b.press(k);
    b.press('Enter');
    await settle();
    expect(b.app.s.deal).toBe(123);
    // refused with the words every game uses, then the prompt again; Escape cancels it
    expect(events(b.m).some((e) => e.type === 'message' && e.text!.includes('Deal must be 0..4294967295'))).toBe(true);
    b.press('Enter');
    await settle();
    expect(b.m.requesters).toHaveLength(1);
    b.press('Escape');
    await settle();
    expect(b.m.requesters).toHaveLength(0);
    expect(b.app.s.deal).toBe(123);
    // Sound is the machine's switch; Gulf's preferences do not keep a copy
    choose('Options', 'Sound');
    expect(b.m.soundOn).toBe(false);
    expect(b.kv.getItem('retro.gulf.prefs')).toBeNull();
  });

  it('Preferences: sound and card back for new games, persisted as gulf.prefs', async () => {
    const b = boot(p);
    b.app.menu('Options', 'prefs');
    b.frame();
    b.click('button:Back');
    await settle();
    b.click('button:Back');
    await settle();
    b.click('button:Sound');
    await settle();
    b.click('button:OK');
    await settle();
    expect(b.m.requesters).toHaveLength(0);
    const saved = JSON.parse(b.kv.getItem('retro.gulf.prefs')!).data;
    expect(saved).toEqual({ back: 1, name: '', winnable: { all: false } });
    expect(b.m.soundOn).toBe(false);
    b.press('n', true);
    await settle();
    expect(b.app.back).toBe(1);
    // a new launch honours the saved preference, and leaves the machine's sound switch alone
    const again = boot(p, { deal: 77 }, b.kv);
    expect(again.app.back).toBe(1);
    again.m.setSound(false);
    expect(boot(p, { deal: 78 }, b.kv).m.soundOn).toBe(true);
  });

  it('a won round offers the gamble with the card shown above Higher / Lower / Take, then the next round', async () => {
    const w = findWin(1);
    const b = boot(p, { deal: w.deal });
    events(b.m);
    for (const mv of w.moves) b.click(mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    expect(b.app.s.phase).toBe('gamble');
    expect(events(b.m)).toContainEqual({ type: 'sound', name: 'win' });
    b.frame();
    for (const l of ['Higher', 'Lower', 'Take']) expect(b.m.locate(`button:${l}`)).not.toBeNull();
    png(b.m, `gamble-${p}`);
    // the gamble card is drawn on the felt above the requester
    const view = b.app.s.gamble!.card;
    expect(view).toMatch(/^[A2-9TJQK][SHDC]$/);
    const bonus = b.app.s.bonus;
    const mv = hint(b.app.s)!;
    b.click(mv.type === 'gamble' ? (mv.choice === 'higher' ? 'button:Higher' : 'button:Lower') : 'button:Take');
    await settle();
    b.frame();
    png(b.m, `gamble2-${p}`);
    if (b.m.locate('button:Take')) {
      b.click('button:Take');
      await settle();
      b.frame();
    }
    expect(b.app.s.gamble!.outcome).not.toBe('open');
    expect(b.m.locate('button:Next round')).not.toBeNull();
    b.click('button:Next round');
    await settle();
    b.frame();
    expect(b.app.s.round).toBe(2);
    expect(b.app.s.phase).toBe('play');
    expect(b.app.s.score).toBeGreaterThanOrEqual(0);
    expect(bonus).toBeGreaterThan(0);
  });
});

describe('saving and resuming', () => {
  it('saves after every move and resumes after a reload; a resumed gamble reopens its requester', () => {
    const w = findWin(1);
    const b = boot('st', { deal: w.deal });
    for (const mv of w.moves.slice(0, 10)) b.click(mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    b.click('stock', 'right');
    expect(shellFor(b.m, 'gulf').hasUnfinished()).toBe(true);
    const r = boot('amiga', { resume: true, deal: undefined }, b.kv);
    expect(r.m.state()).toEqual(b.m.state());
    expect(r.app.back).toBe(b.app.back);
    for (const mv of w.moves.slice(10)) r.click(mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    expect(r.app.s.phase).toBe('gamble');
    const g = boot('st', { resume: true, deal: undefined }, r.kv);
    g.frame();
    expect(g.app.s.phase).toBe('gamble');
    expect(g.m.locate('button:Higher')).not.toBeNull();
  });

  it('a corrupt save is reported by the store and a fresh game starts', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE_KEY, JSON.stringify({ v: 1, data: { state: { game: 'gulf', deal: 5 }, back: 3 } }));
    const b = boot('st', { resume: true, deal: 9 }, kv);
    expect(b.store.problems).toContainEqual(expect.objectContaining({ key: SAVE_KEY, kind: 'corrupt' }));
    expect(b.app.s.deal).toBe(9);
    expect(b.app.s.history).toEqual([]);
  });

  it('from the desktop: a title screen, then a new game (the launcher asked Continue?); resume skips the title', () => {
    const kv = new MemoryKV();
    const first = boot('st', { deal: 4 }, kv);
    first.click(`stack:${playable(first.app.s)[0] ?? 0}`);
    const r = boot('st', { direct: false, resume: true, deal: undefined }, kv);
    expect(r.app.mode).toBe('play');
    expect(r.m.state()).toEqual(first.m.state());
    const t = boot('st', { direct: false, deal: 9 }, kv);
    expect(t.app.mode).toBe('title');
    expect(t.m.locate('stock')).toBeNull();
    expect(position(t.store.read(SAVE)!.game)).toEqual(first.app.s); // kept until the new game begins
    t.press('Enter');
    expect(t.app.mode).toBe('play');
    expect(t.m.requesters).toHaveLength(0);
    expect(position(t.store.read(SAVE)!.game)!.deal).toBe(9);
  });

  it('a save of version 1 (the log named `moves`) resumes', () => {
    const kv = new MemoryKV();
    const first = boot('st', { deal: 4 }, kv);
    first.click(`stack:${playable(first.app.s)[0] ?? 0}`);
    first.click('stock');
    const { history, ...rest } = first.app.s;
    kv.setItem('retro.' + SAVE_KEY, JSON.stringify({ v: 1, data: { state: { ...rest, moves: history }, back: first.app.back } }));
    const r = boot('amiga', { resume: true, deal: undefined }, kv);
    expect(r.store.problems).toEqual([]);
    expect(r.app.s).toEqual(first.app.s);
    expect(r.app.back).toBe(first.app.back);
    expect(JSON.parse(kv.getItem('retro.' + SAVE_KEY)!)).toMatchObject({ v: 6, data: { aided: false, game: { back: first.app.back } } });
  });
});

describe('the end of the game and the high scores', () => {
  it('a lost game plays "lose", asks a name, stores gulf.scores (precious) and shows the table', async () => {
    // draw until the game is lost
    const b = boot('st', { deal: 3 });
    events(b.m);
    let guard = 0;
    while (b.app.s.phase === 'play' && guard++ < 200) {
      const pl = playable(b.app.s);
      if (pl.length && b.app.s.stock.length === 0) b.click(`stack:${pl[0]}`);
      else if (b.app.s.stock.length) b.click('stock');
      else break;
    }
    expect(b.app.s.phase).toBe('over');
    expect(events(b.m)).toContainEqual({ type: 'sound', name: 'lose' });
    // The game stays saved until its score is recorded: a reload now brings the offer back.
    expect(position(b.store.read(SAVE)!.game)!.phase).toBe('over');
    b.click('button:OK');
    await settle();
    b.frame();
    expect(b.app.s.score).toBeGreaterThan(0);
    {
      for (const k of 'Ada') b.press(k);
      b.press('Enter');
      await settle();
      b.frame();
      expect(b.app.showScores).toEqual({ highlight: 0 });
      png(b.m, 'scores-st');
      const t = JSON.parse(b.kv.getItem('retro.gulf.scores')!).data;
      expect(t[0]).toMatchObject({ name: 'Ada', score: b.app.s.score, deal: 3 });
      expect(b.kv.getItem('retro.gulf.scores.bak')).not.toBeNull();
      expect(b.kv.getItem('retro.' + SAVE_KEY)).toBeNull();
    }
    b.click({ x: 5, y: 100 });
    expect(b.app.showScores).toBeNull();
    // the board is dead: the stock refuses
    events(b.m);
    b.click('stock');
    expect(events(b.m).some((e) => e.type === 'beep')).toBe(true);
  });

  it('the table keeps the ten best, best first, and rejects bad records', () => {
    let t: ScoreEntry[] = [];
    for (let i = 1; i <= 12; i++) t = insertScore(t, { name: 'P' + i, score: i * 3, round: 1, deal: i }).table;
    expect(t).toHaveLength(10);
    expect(t[0]!.score).toBe(36);
    expect(placeFor(t, 1)).toBe(-1);
    expect(placeFor(t, 0)).toBe(-1);
    expect(validScores(t)).toEqual(t);
    expect(validScores([{ name: 'x', score: -1, round: 1, deal: 1 }])).toBeNull();
    expect(validScores([{ name: 'x', score: 1, round: 1, deal: 1 }, { name: 'y', score: 5, round: 1, deal: 1 }])).toBeNull();
    expect(validScores('nope')).toBeNull();
  });
});

describe('odds and ends', () => {
  it('switching platform mid-game keeps the game and moves everything', () => {
    const b = boot('st');
    b.click(`stack:${playable(b.app.s)[0]}`);
    const st = b.m.state();
    const at = b.at('stock');
    b.m.setPlatform('amiga');
    expect(b.m.state()).toEqual(st);
    expect(b.at('stock')).not.toEqual(at);
    b.m.setVideo('ntsc');
    expect(b.at('stack:6').y).toBeLessThan(200);
  });
  it('options: unknown ones are refused, none accepted', () => {
    expect(gameModule.parseOptions({})).toEqual({ options: {} });
    expect('error' in gameModule.parseOptions({ jokers: 2 })).toBe(true);
  });
  it('card names for requesters', () => {
    expect(cardName('QH')).toBe('the Queen of hearts');
    expect(shortName('8S')).toBe('an 8');
    expect(shortName('AS')).toBe('an Ace');
    expect(shortName('TD')).toBe('a 10');
  });
});

describe('the Amiga right button (RMBTRAP over the stock only)', () => {
  it('the stock traps it; elsewhere, on the title screen and with the scores up it is the menu strip', () => {
    const b = boot('amiga');
    const stock = b.at('stock');
    expect(b.app.trapsRightButton(stock)).toBe(true);
    const face = b.at('faceup');
    expect(b.app.trapsRightButton(face)).toBe(false);
    b.m.pointerDown(face, 'right');
    b.frame();
    expect(b.m.menu.active).toBe(true);
    b.m.pointerUp({ x: 5, y: 150 }, 'right');
    b.frame();
    expect(b.m.menu.active).toBeFalsy();
    const back = b.app.back;
    b.click('stock', 'right');
    expect(b.app.back).toBe((back + 1) % 20);
    // no card back to cycle on the title screen
    const t = boot('amiga', { direct: false, deal: undefined });
    expect(t.app.trapsRightButton(stock)).toBe(false);
    b.app.menu('Project', 'scores');
    expect(b.app.trapsRightButton(stock)).toBe(false);
  });
});

describe('keyboard play', () => {
  it.each(PLATS)('%s: 1..7 take a stack\'s last card (or beep), Space turns a stock card, B cycles the back', (p) => {
    const b = boot(p, { deal: MIXED });
    const ok = playable(b.app.s)[0]!;
    const no = unplayable(b.app.s)[0]!;
    events(b.m);
    b.press(String(no + 1));
    expect(b.app.s.history).toEqual([]);
    expect(events(b.m).filter((e) => e.type === 'beep')).toHaveLength(1);
    const card = b.app.s.stacks[ok]!.at(-1);
    b.press(String(ok + 1));
    expect(b.m.state()).toMatchObject({ faceUp: card, run: 1, score: 1 });
    b.press(' ');
    expect(b.m.state()).toMatchObject({ run: 0 });
    expect(b.app.s.stock).toHaveLength(19);
    b.press('8');
    b.press('1', true); // Ctrl+1 is not a play
    expect(b.app.s.history).toHaveLength(2);
  });

  it('a whole round can be won from the keyboard, the gamble settled with Return (Take)', async () => {
    const w = findWin(1);
    const b = boot('amiga', { deal: w.deal }, undefined, 'ntsc');
    for (const mv of w.moves) b.press(mv.type === 'play' ? String(mv.stack + 1) : ' ');
    expect(b.app.s.phase).toBe('gamble');
    b.frame();
    b.press('Enter'); // Take
    await settle();
    b.frame();
    expect(b.app.s.gamble!.outcome).toBe('taken');
    b.press('Enter'); // Next round
    await settle();
    expect(b.app.s.round).toBe(2);
  });
});

describe('platform and video switches at every screen keep everything', () => {
  const sw = (b: ReturnType<typeof boot>) => {
    const out: string[] = [];
    for (const [plat, video] of [['amiga', 'pal'], ['amiga', 'ntsc'], ['st', 'pal']] as const) {
      b.m.setPlatform(plat);
      b.m.setVideo(video);
      b.frame();
      out.push(JSON.stringify(b.m.state()));
    }
    return out;
  };

  it('title screen', () => {
    const t = boot('st', { direct: false, deal: 8 });
    sw(t);
    expect(t.app.mode).toBe('title');
    t.press('Enter');
    expect(t.app.mode).toBe('play');
    expect(t.app.s.deal).toBe(8);
  });

  it('play, with the preferences requester open, and the high scores', async () => {
    const b = boot('st', { deal: MIXED });
    b.click(`stack:${playable(b.app.s)[0]}`);
    const st = JSON.stringify(b.m.state());
    const back = b.app.back;
    for (const s of sw(b)) expect(s).toBe(st);
    b.app.menu('Options', 'prefs');
    b.frame();
    b.click('button:Back');
    await settle();
    for (const s of sw(b)) expect(s).toBe(st);
    b.m.setPlatform('amiga');
    b.frame();
    expect(b.m.requesters).toHaveLength(1);
    b.click('button:OK');
    await settle();
    expect(b.m.requesters).toHaveLength(0);
    expect(b.app.prefs.back).toBe(0);
    expect(b.app.back).toBe(back);
    b.app.menu('Project', 'scores');
    for (const s of sw(b)) expect(s).toBe(st);
    expect(b.app.showScores).not.toBeNull();
    b.press('Enter');
    expect(b.app.showScores).toBeNull();
    // the board still answers at the new positions
    b.click(`stack:${playable(b.app.s)[0] ?? 0}`);
  });

  it('the gamble requester stays open and answers on the other machine', async () => {
    const w = findWin(1);
    const b = boot('amiga', { deal: w.deal });
    for (const mv of w.moves) b.click(mv.type === 'play' ? `stack:${mv.stack}` : 'stock');
    b.frame();
    const st = JSON.stringify(b.m.state());
    for (const s of sw(b)) expect(s).toBe(st);
    b.m.setVideo('pal');
    b.frame();
    png(b.m, 'gamble-st-after-switch');
    expect(b.m.requesters).toHaveLength(1);
    b.click('button:Take');
    await settle();
    b.m.setPlatform('amiga');
    b.m.setVideo('ntsc');
    b.frame();
    png(b.m, 'settled-amiga-ntsc');
    b.click('button:Next round');
    await settle();
    expect(b.app.s.round).toBe(2);
  });
});

describe('bad input never crashes', () => {
  it('corrupt preferences and a corrupt high-score table are reported; the game starts with defaults', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.prefs', JSON.stringify({ v: 1, data: { sound: 'loud', back: 99, name: 'x'.repeat(500) } }));
    kv.setItem('retro.gulf.scores', '{not json');
    const b = boot('amiga', { deal: 5 }, kv);
    expect(b.app.prefs.back).toBe(-1);
    expect(b.store.problems.map((x) => x.key)).toContain('gulf.prefs');
    b.app.menu('Project', 'scores');
    b.frame();
    png(b.m, 'scores-corrupt-amiga');
    expect(b.store.problems.map((x) => x.key)).toContain('gulf.scores');
    b.press('Enter');
    expect(b.app.showScores).toBeNull();
  });

  it('malformed saves of every shape start a fresh game', () => {
    for (const data of [null, 7, 'x', [], { state: null, back: 0 }, { back: -3 }, { state: { game: 'gulf', deal: 1, round: 1e9 }, back: 0 }]) {
      const kv = new MemoryKV();
      kv.setItem('retro.' + SAVE_KEY, JSON.stringify({ v: 1, data }));
      const b = boot('st', { resume: true, deal: 11 }, kv);
      expect(b.app.s.deal).toBe(11);
      expect(position(b.store.read(SAVE)!.game)!.deal).toBe(11); // the fresh game saved itself
    }
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE_KEY, '}{');
    expect(position(boot('st', {}, kv).store.read(SAVE)!.game)!.deal).toBe(1);
  });

  it('an over-long or odd name is refused key by key in the high-score requester', async () => {
    const b = boot('st', { deal: 3 });
    while (b.app.s.phase === 'play') {
      const pl = playable(b.app.s);
      if (pl.length && b.app.s.stock.length === 0) b.click(`stack:${pl[0]}`);
      else b.click('stock');
    }
    b.click('button:OK');
    await settle();
    b.frame();
    events(b.m);
    for (const k of 'Kurt<Lundqvist>Associates') b.press(k);
    expect(b.m.requesters[0]!.text).toBe('KurtLundqvis');
    expect(events(b.m).filter((e) => e.type === 'beep').length).toBeGreaterThan(5);
    b.press('Enter');
    await settle();
    const t = JSON.parse(b.kv.getItem('retro.gulf.scores')!).data;
    expect(t[0].name).toBe('KurtLundqvis');
  });
});
