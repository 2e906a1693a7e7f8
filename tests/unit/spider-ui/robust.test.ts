/**
 * Spider's screen under stress: platform and video switches at every screen, bad records, long
 * names, keyboard play, and what `locate` answers under each rule set.
 */
import { describe, it, expect } from 'vitest';
import { boot, settle, png, confirmQuit, spiderApp } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { SAVE } from '../../../src/games/spider/records';

const SAVE_KEY = SAVE.key;
import { canDeal, clickColumn, newGame, spiderEngine } from '../../../src/games/spider/engine';
import { STOCK_STEP, colX, columnAt, geometry, stockRect } from '../../../src/games/spider/layout';
import { findLongColumn, firstSplit } from './long-column';
import { HP_KEY, NAME_MAX, loadHitParade } from '../../../src/games/spider/hitparade';
import { setPosition } from './position';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });
const beeps = (ev: { type: string }[]) => ev.filter((e) => e.type === 'beep').length;
type Ui = { ui: Record<string, unknown> } & Record<string, unknown>;

describe('locate under each rule set', () => {
  it('ST rules: no stock and no foundations on the screen (locate gives null); GNOME: both', () => {
    for (const plat of ['st', 'amiga'] as const) {
      const st = boot(plat, { deal: 5 });
      expect(st.m.locate('stock')).toBeNull();
      expect(st.m.locate('foundation:0')).toBeNull();
      // the cards are still in the state, and DEAL is in the panel
      expect((st.m.state() as { stock: string[] }).stock.length).toBe(50);
      st.click({ x: 4, y: st.m.fb.height - 4 }, 'right');
      expect(st.m.locate('panel:DEAL')).not.toBeNull();
      const gn = boot(plat, { deal: 5, rules: 'gnome' });
      const p = gn.m.locate('stock')!;
      expect(p.x).toBeLessThan(gn.m.fb.width / 10);
      expect(p.y).toBeLessThan(40);
      for (let i = 0; i < 8; i++) expect(gn.m.locate(`foundation:${i}`)).not.toBeNull();
      expect(gn.m.locate('foundation:8')).toBeNull();
      expect(gn.m.locate('nonsense:1')).toBeNull();
      expect(gn.m.locate('card:12:0')).toBeNull();
      // the full stock is five backs fanned right: a click on the top back's right edge deals
      const g = geometry(gn.m.platform, gn.m.fb.width, gn.m.fb.height, 'gnome');
      const r = stockRect(g, gn.app.s)!;
      expect(r.top).toBe(colX(g, 0) + 4 * STOCK_STEP * gn.m.platform.xScale);
      expect(columnAt(g, r.top + g.cw - 2)).toBe(1);
      gn.click({ x: r.top + g.cw - 2, y: r.y + 5 });
      expect(gn.app.s.deals).toBe(1);
      expect(stockRect(g, gn.app.s)!.top).toBe(colX(g, 0) + 3 * STOCK_STEP * gn.m.platform.xScale);
    }
  });
});

describe('platform and video switches keep everything', () => {
  it('on the options screen', () => {
    const t = boot('st');
    const app = spiderApp(t.m, { direct: false, resume: false, deal: 99 });
    t.m.run(app);
    t.click('option:gnome');
    t.click('option:1');
    const before = t.m.state();
    for (const [pl, v] of [['amiga', 'pal'], ['amiga', 'ntsc'], ['st', 'pal']] as const) {
      t.m.setPlatform(pl);
      t.m.setVideo(v);
      t.frame();
      expect(t.m.state()).toEqual(before);
      const r = t.m.locate('option:start')!;
      expect(r.x).toBeLessThan(t.m.fb.width);
      expect(r.y).toBeLessThan(t.m.fb.height);
    }
    t.click('option:start');
    expect(app.s).toEqual(newGame(99, { rules: 'gnome', suits: 1 }));
  });

  it('while playing: panel open, INFO open, VIEW picking and split, cheater flag, undo history, clock', () => {
    const t = boot('st', { deal: 3, suits: 1 });
    // a 30-card column, so that VIEW has something to split; a deal undone: the cheater flag
    setPosition(t.app, findLongColumn(3, 'st', 30).s);
    expect(canDeal(t.app.s)).toBe(true);
    t.press('d');
    t.press('u');
    t.frame(900);
    t.frame(900);
    const s0 = t.app.s;
    expect(s0.cheated).toBe(true);
    const check = (what: string) => {
      const before = t.m.state() as Ui;
      for (const [pl, v] of [['amiga', 'pal'], ['amiga', 'ntsc'], ['st', 'pal']] as const) {
        t.m.setPlatform(pl);
        t.m.setVideo(v);
        t.frame(0);
        const after = t.m.state() as Ui;
        expect({ ...after, ui: { ...after.ui, time: 0 } }, what).toEqual({ ...before, ui: { ...before.ui, time: 0 } });
        expect(t.app.s).toBe(s0);
      }
    };
    t.click({ x: 4, y: t.m.fb.height - 4 }, 'right');
    check('panel');
    expect(t.m.locate('panel:UNDO')).not.toBeNull();
    t.click('panel:INFO');
    check('info');
    t.press('Escape');
    t.press('v');
    check('picking');
    expect(t.app.pointerAt()).toBe('cross');
    const g = geometry(t.m.platform, t.m.fb.width, t.m.fb.height, 'st');
    const split = firstSplit(g, t.app.s)!;
    t.click(`line:${split.a}`);
    check('picking, first line');
    t.click(`line:${split.b + 20}`);
    // the second line comes up to the top card it would cut, and the split is kept through every
    // switch (shown where it fits the screen's layout)
    expect(t.app.split).toEqual(split);
    check('split');
    expect(t.app.elapsed).toBeGreaterThan(1500);
    expect(t.app.s.history.length).toBe(s0.history.length);
  });

  it('with the name requester open: the typed name and the entry survive', async () => {
    const t = boot('amiga', { deal: 1 });
    t.m.desktopFactory = desk;
    t.click(`column:${[...Array(10).keys()].find((c) => clickColumn(t.app.s, c))}`);
    t.press('q');
    await confirmQuit(t);
    expect(t.m.requesters.length).toBe(1);
    t.press('B');
    t.press('o');
    t.m.setPlatform('st');
    t.frame();
    png(t.m, 'st-name');
    t.press('b');
    t.m.setVideo('ntsc');
    t.m.setPlatform('amiga');
    t.frame();
    png(t.m, 'ntsc-name');
    t.press('Enter');
    await settle();
    expect(loadHitParade(t.m).st[4][0]!.name).toBe('Bob');
  });
});

describe('bad input', () => {
  it('names: at most NAME_MAX characters of the allowed set; the prompt says so', async () => {
    const t = boot('st', { deal: 1 });
    t.m.desktopFactory = desk;
    t.click(`column:${[...Array(10).keys()].find((c) => clickColumn(t.app.s, c))}`);
    t.press('q');
    await confirmQuit(t);
    const rq = t.m.requesters[0]!;
    expect(rq.spec.lines.join(' ')).toMatch(new RegExp(`up to ${NAME_MAX} letters`));
    expect(rq.spec.lines.length).toBeLessThanOrEqual(5); // a GEM alert holds five lines
    t.events();
    for (const k of 'Jean-Etienne Doucet') t.press(k);
    expect(beeps(t.events())).toBe('Jean-Etienne Doucet'.length - NAME_MAX);
    for (const k of ['é', '<', '\t']) t.press(k);
    expect(beeps(t.events())).toBe(3);
    t.press('Enter');
    await settle();
    expect(loadHitParade(t.m).st[4][0]!.name).toBe('Jean-Etienne');
  });

  it('a damaged SPIDER.SCR is reported, counts as empty, and a new entry writes a good one', async () => {
    for (const bad of ['{', JSON.stringify({ v: 1, data: { st: [{ name: 'x'.repeat(40), score: 5, suits: 4, deal: 1 }], gnome: [] } }), JSON.stringify({ v: 1, data: { st: [{ name: 'A', score: 1, suits: 4, deal: 1 }, { name: 'B', score: 9, suits: 4, deal: 1 }], gnome: [] } })]) {
      const kv = new MemoryKV();
      kv.setItem('retro.' + HP_KEY, bad);
      kv.setItem('retro.' + HP_KEY + '.bak', bad);
      const t = boot('st', { deal: 1 }, kv);
      t.m.desktopFactory = desk;
      t.click(`column:${[...Array(10).keys()].find((c) => clickColumn(t.app.s, c))}`);
      t.press('i');
      t.click('panel:HITPARADE');
      await settle();
      expect(t.store.problems.some((p) => p.key === HP_KEY && p.kind === 'corrupt')).toBe(true);
      expect(t.m.requesters.at(-1)!.spec.lines.join(' ')).toMatch(/No scores yet/);
      t.press('Enter');
      await settle();
      t.press('q');
      await confirmQuit(t);
      for (const k of 'Ann') t.press(k);
      t.press('Enter');
      await settle();
      expect(loadHitParade(t.m).st[4].map((e) => e.name)).toEqual(['Ann']);
    }
  });

  it('a save with a bad split or clock is refused as a whole, and a fresh game starts', () => {
    const good = newGame(3);
    for (const data of [{ state: good, elapsed: -1, split: null, announced: false, hpEntered: false }, { state: good, elapsed: 0, split: { a: 9, b: 4 }, announced: false, hpEntered: false }, 'x', null]) {
      const kv = new MemoryKV();
      kv.setItem('retro.' + SAVE_KEY, JSON.stringify({ v: 1, data }));
      const t = boot('amiga', { resume: true, deal: undefined }, kv);
      expect(t.store.problems.some((p) => p.key === SAVE_KEY)).toBe(true);
      expect(t.app.mode).toBe('board');
      expect(t.app.s.history).toEqual([]);
    }
  });
});

describe('keyboard play', () => {
  it('1..9 and 0 act as a click under columns 1..10; a key that moves nothing beeps', () => {
    for (const plat of ['st', 'amiga'] as const) {
      const t = boot(plat, { deal: 1 });
      let s = t.app.s;
      let played = 0;
      for (let c = 0; c < 10; c++) {
        const mv = clickColumn(s, c);
        t.events();
        t.press(c === 9 ? '0' : String(c + 1));
        if (mv) {
          s = spiderEngine.apply(s, mv);
          played++;
        } else expect(beeps(t.events())).toBe(1);
        expect(t.app.s.columns).toEqual(s.columns);
      }
      expect(played).toBeGreaterThan(0);
      // with the panel open, digits do nothing (the panel is modal)
      t.click({ x: 4, y: t.m.fb.height - 4 }, 'right');
      const before = t.app.s;
      t.press('1');
      expect(t.app.s).toBe(before);
    }
  });
});

describe('keys and overlays', () => {
  it('I toggles INFO; Enter or Space only closes the HELP arrow; other keys close it and act', () => {
    const t = boot('st', { deal: 1 });
    t.press('i');
    expect(t.app.info).toBe(true);
    t.press('i');
    expect(t.app.info).toBe(false);
    t.press('h');
    expect(t.app.arrow).not.toBeNull();
    const s0 = t.app.s;
    t.press(' ');
    expect(t.app.arrow).toBeNull();
    expect(t.app.s).toBe(s0);
    t.press('h');
    t.press('d');
    expect(t.app.arrow).toBeNull();
    expect(t.app.s.deals).toBe(1);
  });
});
