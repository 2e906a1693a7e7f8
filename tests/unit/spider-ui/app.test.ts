/** Spider's screen driven on a Node Machine: clicks, panel, VIEW, INFO, saves, Hit Parade. */
import { describe, it, expect } from 'vitest';
import { boot, settle, countColour, confirmQuit, spiderApp } from './helpers';
import { C } from '../../../src/core/colours';
import { MemoryKV } from '../../../src/core/storage';
import {
  clickCard, clickColumn, hint, newGame, spiderEngine, groupLength, fullRun, type SpiderState,
} from '../../../src/games/spider/engine';
import { gameModule, formatTime } from '../../../src/games/spider/app';
import { SAVE, HIT_PARADE } from '../../../src/games/spider/records';

const SAVE_KEY = SAVE.key;
import { panelLayout, infoLayout } from '../../../src/games/spider/panel';
import { Framebuffer } from '../../../src/core/framebuffer';
import { HP_KEY, loadHitParade } from '../../../src/games/spider/hitparade';
import { DESKTOP_FILES } from '../../../src/games/registry';
import { cardLines, geometry } from '../../../src/games/spider/layout';
import { findLongColumn, firstSplit } from './long-column';
import { setPosition } from './position';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });
const sounds = (ev: { type: string; name?: string }[]) => ev.filter((e) => e.type === 'sound').map((e) => e.name);
const beeps = (ev: { type: string }[]) => ev.filter((e) => e.type === 'beep').length;

/** A deal with an empty column reachable by clicks: play column clicks until one column is empty. */
function findColumnClick(s: SpiderState): number {
  for (let c = 0; c < 10; c++) if (clickColumn(s, c)) return c;
  return -1;
}

for (const plat of ['st', 'amiga'] as const) {
  describe(`Spider screen (${plat})`, () => {
    it('has no menu bar; a column click plays the engine move with the move tune', () => {
      const t = boot(plat, { deal: 1 });
      // no menus: PAL's Amiga screen carries only Intuition's title bar (an empty strip)
      expect(t.app.menus()).toEqual(plat === 'st' ? null : []);
      t.events();
      const s0 = t.app.s;
      const col = findColumnClick(s0);
      expect(col).toBeGreaterThanOrEqual(0);
      const mv = clickColumn(s0, col)!;
      t.click(`column:${col}`);
      expect(t.app.s).toEqual(spiderEngine.apply(s0, mv));
      expect(sounds(t.events())).toContain('move');
    });

    it('a click that moves nothing beeps and changes nothing', () => {
      const t = boot(plat, { deal: 1 });
      const s0 = t.app.s;
      const c = [...Array(10).keys()].find((i) => !clickColumn(s0, i))!;
      t.events();
      t.click(`column:${c}`);
      expect(t.app.s).toBe(s0);
      expect(beeps(t.events())).toBe(1);
      t.click('card:0:0'); // face down
      expect(beeps(t.events())).toBe(1);
    });

    it('a click on a card of the group plays clickCard for that card (sub-group)', () => {
      const t = boot(plat, { deal: 3 });
      // play until some column has a group of 2+ cards
      let s = t.app.s;
      for (let i = 0; i < 200; i++) {
        if (s.columns.some((c) => groupLength(c) >= 2 && clickCard(s, s.columns.indexOf(c), c.down.length + c.up.length - 1))) break;
        const h = hint(s);
        if (!h) break;
        s = spiderEngine.apply(s, h);
      }
      setPosition(t.app, s);
      const col = s.columns.findIndex((c, i) => groupLength(c) >= 2 && clickCard(s, i, c.down.length + c.up.length - 1));
      expect(col).toBeGreaterThanOrEqual(0);
      const c = s.columns[col]!;
      const k = c.down.length + c.up.length - 1;
      const mv = clickCard(s, col, k)!;
      expect(mv).toMatchObject({ type: 'move', from: col, count: 1 });
      t.click(`card:${col}:${k}`);
      expect(t.app.s).toEqual(spiderEngine.apply(s, mv));
    });

    it('right click opens the panel, right again returns; keys work too', () => {
      const t = boot(plat, { deal: 1 });
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      expect(t.app.panel).toBe(true);
      expect(t.m.locate('panel:HELP')).not.toBeNull();
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      expect(t.app.panel).toBe(false);
      expect(t.m.locate('panel:HELP')).toBeNull();
      t.press('i');
      expect(t.app.info).toBe(true);
      t.press('Escape');
      expect(t.app.info).toBe(false);
    });

    it('DEAL deals with the deal tune; refused (dim, beep, message) with an empty column', () => {
      const t = boot(plat, { deal: 1 });
      t.events();
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      t.click('panel:DEAL');
      expect(t.app.s.deals).toBe(1);
      expect(sounds(t.events())).toContain('deal');
      // empty column 4 by hand
      const s = structuredClone(t.app.s);
      s.columns[4] = { down: [], up: [] };
      setPosition(t.app, s);
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      expect(t.app.looks()[1]).toBe('disabled');
      expect(t.app.looks()[0]).toBe('disabled'); // HELP too
      t.events();
      t.click('panel:DEAL');
      const ev = t.events();
      expect(beeps(ev)).toBe(1);
      expect(ev.some((e) => e.type === 'message' && e.text === 'Please fill in empty pile first')).toBe(true);
      expect(t.app.s.deals).toBe(1);
      t.click({ x: 3, y: 3 }); // the message goes away on a click
      expect(t.app.msg).toBeNull();
    });

    it('UNDO after a deal is drawn lightened; undoing it flags the cheater', () => {
      const t = boot(plat, { deal: 1 });
      const undoRect = () => {
        const r = panelLayout(t.m.platform, t.m.fb.width, t.m.fb.height).buttons[2]!;
        return { x: r.x + 2, y: r.y + 2, w: r.w - 4, h: r.h - 4 };
      };
      t.press('d');
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      expect(countColour(t.m, undoRect(), C.LIGHTGREY)).toBeGreaterThan(20);
      expect(countColour(t.m, undoRect(), C.BLACK)).toBe(0);
      const help = panelLayout(t.m.platform, t.m.fb.width, t.m.fb.height).buttons[0]!;
      expect(countColour(t.m, { x: help.x + 2, y: help.y + 2, w: help.w - 4, h: help.h - 4 }, C.BLACK)).toBeGreaterThan(20);
      t.click('panel:UNDO');
      expect(t.app.s.deals).toBe(0);
      expect(t.app.s.cheated).toBe(true);
      // an in-place move that turns nothing: UNDO drawn normal (black)
      const s = t.app.s;
      const col = findColumnClick(s);
      const mv = clickColumn(s, col)!;
      const after = spiderEngine.apply(s, mv);
      if (!after.history[after.history.length - 1]!.flip) {
        t.click(`column:${col}`);
        t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
        expect(countColour(t.m, undoRect(), C.BLACK)).toBeGreaterThan(20);
      }
    });

    it('HELP draws an arrow; a click takes it away', () => {
      const t = boot(plat, { deal: 1 });
      const before = t.m.fb.pixels.slice();
      t.press('h');
      expect(t.app.arrow).not.toBeNull();
      let yellow = 0;
      for (let i = 0; i < before.length; i++) if (t.m.fb.pixels[i] === C.YELLOW && before[i] !== C.YELLOW) yellow++;
      expect(yellow).toBeGreaterThan(30);
      const s0 = t.app.s;
      t.click('column:0', 'left');
      expect(t.app.arrow).toBeNull();
      expect(t.app.s).toBe(s0); // the click only dismissed the arrow
    });

    it('VIEW: the cross, two lines, the marker; hit-testing maps through the split; VIEW restores', () => {
      const t = boot(plat, { deal: 2 });
      t.press('v');
      expect(t.m.pointerKind()).toBe('cross');
      t.click({ x: 10, y: 20 }, 'right');
      expect(t.app.picking).toBeNull();
      expect(t.m.pointerKind()).toBe('arrow');
      // a fresh deal's columns are too short to need a split: a beep, and VIEW waits for another line
      t.press('v');
      const g = geometry(t.m.platform, t.m.fb.width, t.m.fb.height, 'st');
      t.click({ x: 50, y: g.top + 5 });
      t.events();
      t.click({ x: 50, y: g.top + 30 });
      expect(beeps(t.events())).toBe(1);
      expect(t.app.split).toBeNull();
      expect(t.app.picking).toEqual({ first: 5 });
      t.press('Escape');
      // a 30-card column: a split from a line every column either ends above or passes with its
      // top card more than the band's height under it
      const { s, col } = findLongColumn(3, 'st', 30);
      setPosition(t.app, s);
      const { a, b: top } = firstSplit(g, s)!;
      const tops = s.columns.map((c) => cardLines(g, c).at(-1)!);
      expect(tops[col]).toBeGreaterThanOrEqual(top);
      t.press('v');
      t.click({ x: 50, y: g.top + a });
      t.click({ x: 50, y: g.top + top + 20 });
      // the second line comes up to the highest top card it would cut, so that one shows whole under the band
      expect(t.app.split).toEqual({ a, b: top });
      expect((t.m.state() as { ui: { hidden: number } }).ui.hidden).toBe(top - a);
      const k = s.columns[col]!.down.length + s.columns[col]!.up.length - 1;
      const p = t.at(`card:${col}:${k}`);
      expect(p.y).toBe(g.top + a + 11 + tops[col]! - top + (g.ch >> 1));
      const mv = clickCard(s, col, k);
      expect(mv).not.toBeNull();
      t.click(`card:${col}:${k}`);
      expect(t.app.s).toEqual(spiderEngine.apply(s, mv!));
      // the split lasts while the position needs it: undoing the move keeps it
      t.press('u');
      expect(t.app.split).toEqual({ a, b: top });
      t.press('v');
      expect(t.app.split).toBeNull();
    });

    it('INFO: deals, score, time; the clock runs, survives a platform switch and a reload', () => {
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 5 }, kv);
      for (let i = 0; i < 100; i++) t.frame(500); // 50 s
      t.press('i');
      const st = t.m.state() as { ui: { time: number }; score: number };
      expect(st.ui.time).toBeGreaterThanOrEqual(49);
      t.m.setPlatform(plat === 'st' ? 'amiga' : 'st');
      for (let i = 0; i < 20; i++) t.frame(500);
      expect((t.m.state() as { ui: { time: number } }).ui.time).toBeGreaterThanOrEqual(59);
      t.press('d');
      const t2 = boot(plat, { resume: true }, kv);
      expect(t2.app.s.deal).toBe(5);
      expect(t2.app.s.deals).toBe(1);
      expect(Math.floor(t2.app.elapsed / 1000)).toBeGreaterThanOrEqual(59);
      expect(formatTime(61_000)).toBe('01:01');
    });

    it('INFO draws the deals, the score and the time as text', () => {
      const t = boot(plat, { deal: 5 });
      t.press('d');
      for (let i = 0; i < 130; i++) t.frame(500);
      t.press('i');
      const l = infoLayout(t.m.platform, t.m.fb.width, t.m.fb.height);
      const want = ['Deals done   1 of 5', `Score        ${t.app.score}`, `Time spent   ${formatTime(t.app.elapsed)}`];
      want.forEach((line, i) => {
        const y = l.textY + (i + 1) * l.lineH;
        const ref = new Framebuffer(t.m.fb.width, t.m.fb.height, t.m.platform.colourSpace, 16);
        ref.text(t.m.platform.font, line, l.textX, y, C.BLACK);
        for (let yy = y; yy < y + 8; yy++)
          for (let x = l.textX; x < l.textX + line.length * 8; x++) expect(t.m.fb.pget(x, yy) === C.BLACK).toBe(ref.pget(x, yy) === C.BLACK);
      });
      expect(formatTime(t.app.elapsed)).toMatch(/^01:0\d$/);
    });

    it('QUIT: a qualifying score asks a name (refused characters beep), enters the Hit Parade, goes to the desktop', async () => {
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 1 }, kv);
      t.m.desktopFactory = desk;
      const col = findColumnClick(t.app.s);
      t.click(`column:${col}`);
      t.press('d');
      const score = t.app.score;
      expect(score).toBeGreaterThan(0);
      t.click({ x: 5, y: t.m.fb.height - 3 }, 'right');
      t.click('panel:QUIT');
      await confirmQuit(t);
      expect(t.m.requesters.length).toBe(1);
      t.events();
      for (const k of ['A', 'd', 'a', '!', ' ', 'L']) t.press(k);
      expect(beeps(t.events())).toBe(1);
      t.press('Enter');
      await settle();
      const hp = loadHitParade(t.m);
      expect(hp.st[4][0]).toMatchObject({ name: 'Ada L', score, deal: 1, suits: 4 });
      // the Hit Parade is shown, then the desktop
      expect(t.m.requesters.length).toBe(1);
      t.press('Enter');
      await settle();
      await settle();
      expect(t.m.app).not.toBe(t.app);
      expect(kv.getItem('retro.' + SAVE_KEY)).toBeNull();
      expect(kv.getItem('retro.' + HP_KEY)).not.toBeNull();
    });

    it('a cheater does not enter the Hit Parade; an empty name is Anonymous', async () => {
      const kv = new MemoryKV();
      const t = boot(plat, { deal: 1 }, kv);
      t.m.desktopFactory = desk;
      t.press('d');
      t.press('u');
      expect(t.app.s.cheated).toBe(true);
      t.press('d');
      t.press('q');
      await confirmQuit(t);
      expect(t.m.requesters.length).toBe(0);
      expect(loadHitParade(t.m).st[4]).toEqual([]);
      const t2 = boot(plat, { deal: 1 }, kv);
      t2.m.desktopFactory = desk;
      t2.click(`column:${findColumnClick(t2.app.s)}`);
      t2.press('d');
      expect(t2.app.score).toBeGreaterThan(0);
      t2.press('q');
      await confirmQuit(t2);
      t2.press('Enter');
      await settle();
      expect(loadHitParade(t2.m).st[4][0]!.name).toBe('Anonymous');
    });

    it('winning plays the win tune and offers the Hit Parade', async () => {
      const t = boot(plat, { deal: 1, suits: 1 });
      const s = structuredClone(t.app.s);
      const run = fullRun('S');
      s.columns = s.columns.map(() => ({ down: [], up: [] }));
      s.columns[0] = { down: [], up: run.slice(0, 12) };
      s.columns[3] = { down: [], up: [run[12]!] };
      s.stock = [];
      s.removed = ['S', 'S', 'S', 'S', 'S', 'S', 'S'];
      s.deals = 5;
      setPosition(t.app, s);
      t.events();
      t.click('column:3');
      const ev = t.events();
      expect(sounds(ev)).toContain('win');
      expect((t.m.state() as { won: boolean }).won).toBe(true);
      await settle();
      expect(t.m.requesters[0]!.spec.input).toBeDefined();
    });

    it('GNOME: stock and foundations on top; the stock deals or refuses with a message', () => {
      const t = boot(plat, { deal: 1, rules: 'gnome', suits: 2 });
      expect(t.m.locate('stock')).not.toBeNull();
      expect(t.m.locate('foundation:7')).not.toBeNull();
      t.click('stock');
      expect(t.app.s.deals).toBe(1);
      const s = structuredClone(t.app.s);
      s.columns[2] = { down: [], up: [] };
      setPosition(t.app, s);
      t.events();
      t.click('stock');
      const ev = t.events();
      expect(ev.some((e) => e.type === 'message' && e.text === 'Please fill in empty pile first')).toBe(true);
      expect(t.app.s.deals).toBe(1);
    });

    it('the options screen: rules, suits, a typed deal (checked), Start', async () => {
      const t = boot(plat);
      const app = spiderApp(t.m, { direct: false, resume: false, deal: 42 });
      t.m.run(app);
      t.frame();
      expect((t.m.state() as { ui: { screen: string } }).ui.screen).toBe('options');
      t.click('option:gnome');
      t.click('option:2');
      t.click('option:deal');
      await settle();
      for (let i = 0; i < 3; i++) t.press('Backspace');
      t.press('x'); // refused
      t.press('7');
      t.press('Enter');
      await settle();
      expect(app.options).toMatchObject({ rules: 'gnome', suits: 2, deal: 7 });
      t.click('option:deal');
      await settle();
      for (const k of ['9', '9', '9', '9', '9', '9', '9', '9', '9', '9']) t.press(k);
      t.press('Enter');
      await settle();
      expect(t.m.requesters.length).toBe(1); // the polite refusal
      expect(t.m.requesters[0]!.spec.lines.join(' ')).toMatch(/4294967295/);
      t.press('Enter');
      await settle();
      // asked again, the shown number selected; Escape keeps the deal
      expect(t.m.requesters[0]!.spec.input).toMatchObject({ initial: '7', selected: true });
      t.press('Escape');
      await settle();
      expect(t.m.requesters.length).toBe(0);
      expect(app.options.deal).toBe(7);
      t.click('option:start');
      expect(app.mode).toBe('board');
      expect(app.s).toEqual(newGame(7, { rules: 'gnome', suits: 2 }));
    });

    it('a damaged save is reported and a fresh game starts', () => {
      const kv = new MemoryKV();
      kv.setItem('retro.' + SAVE_KEY, JSON.stringify({ v: 1, data: { state: { game: 'spider' }, elapsed: 3 } }));
      const t = boot(plat, { resume: true, deal: undefined }, kv);
      expect(t.store.problems.some((p) => p.key === SAVE_KEY && p.kind === 'corrupt')).toBe(true);
      expect(t.app.mode).toBe('board');
      expect(t.app.s.history).toEqual([]);
    });
  });
}

describe('Spider module', () => {
  it('parseOptions takes URL strings and names bad values', () => {
    expect(gameModule.parseOptions({ rules: 'gnome', suits: '2' })).toEqual({ options: { rules: 'gnome', suits: 2 } });
    expect(gameModule.parseOptions({})).toEqual({ options: {} });
    const bad = gameModule.parseOptions({ rules: 'klondike', suits: '3' });
    expect('error' in bad && bad.error).toMatch(/rules=klondike[^]*suits=3/);
  });

  it('SPIDER.SCR on the desktop: exists with the record, deleting it clears the Hit Parade', async () => {
    const f = DESKTOP_FILES.filter((x) => x.id === HP_KEY);
    expect(f.length).toBe(1);
    const t = boot('st');
    expect(f[0]!.exists(t.m)).toBe(false);
    t.store.write(HIT_PARADE, { st: { 1: [], 2: [], 4: [{ name: 'X', score: 10, suits: 4, deal: 1 }] }, gnome: { 1: [], 2: [], 4: [] } });
    expect(f[0]!.exists(t.m)).toBe(true);
    f[0]!.open(t.m);
    // the Hit Parade's code is loaded on demand (files.ts imports it dynamically)
    for (let i = 0; i < 100 && t.m.requesters.length === 0; i++) await settle();
    expect(t.m.requesters[0]!.spec.lines.join('\n')).toMatch(/X +10/); // the name as typed, spaces to the score (no dots)
    f[0]!.remove!(t.m);
    expect(f[0]!.exists(t.m)).toBe(false);
    expect(loadHitParade(t.m).st[4]).toEqual([]);
  });
});
