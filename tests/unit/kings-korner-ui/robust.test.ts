/**
 * King's Korner screen: switching platform or video at every screen keeps everything; bad input
 * (corrupt records, hostile deal numbers, stray keys) gets a message, never a crash; the pile
 * counts are drawn beside the DECK and DISCARD piles.
 */
import { describe, it, expect } from 'vitest';
import { shellFor } from '../../../src/shell/launcher';
import { MemoryKV, Store } from '../../../src/core/storage';
import { Machine } from '../../../src/core/machine';
import { SAVE, STATS } from '../../../src/games/kings-korner/records';
import { statsLines } from '../../../src/games/kings-korner/stats';
import { layout } from '../../../src/games/kings-korner/view';
import { C } from '../../../src/core/colours';
import { boot, click, key, chooseMenu, findScenario, targetName, targetOf, tick, png } from './helpers';
import { PLATFORMS } from '../../../platforms';

const sc = findScenario()!;
const flush = () => new Promise<void>((r) => setTimeout(r, 0));
const messages = (m: Machine) => m.takeEvents().filter((e) => e.type === 'message').map((e) => e.text ?? '');

describe("King's Korner: platform and video switches at every screen", () => {
  it('title → FREE SPACES (a button held down across the switch) → play keep the deal and the choice', () => {
    const { m } = boot('st', { direct: false, deal: 4077 });
    m.setPlatform('amiga');
    tick(m);
    expect(m.state()).toEqual({ game: 'kings-korner', phase: 'title', deal: 4077, freeSpaces: 4, searching: false });
    png(m, '/tmp/kk-switch-title-amiga.png');
    click(m, 'title');
    expect(m.state()).toMatchObject({ phase: 'free-spaces', deal: 4077 });
    // press "1", switch to NTSC while the button is down, release on the same button
    const p = m.locate('free:1')!;
    m.pointerMove(p);
    m.pointerDown(p, 'left');
    m.setVideo('ntsc');
    tick(m);
    expect(m.state()).toMatchObject({ phase: 'free-spaces', deal: 4077 });
    const q = m.locate('free:1')!;
    expect(q.y).toBeLessThan(200);
    png(m, '/tmp/kk-switch-free-ntsc.png');
    m.setPlatform('st');
    tick(m);
    const r = m.locate('free:1')!;
    m.pointerUp(r, 'left');
    tick(m);
    expect(m.state()).toMatchObject({ phase: 'play', deal: 4077, freeSpaces: 1 });
  });

  it('a requester open during play survives a switch, with the text typed so far', async () => {
    const { m } = boot('amiga', { deal: sc.deal, freeSpaces: 2 });
    for (const mv of sc.moves.slice(0, 3)) click(m, targetName(targetOf(mv)));
    const before = m.state();
    chooseMenu(m, 'NEW GAME', 'Deal number...');
    for (let i = 0; i < 10; i++) key(m, 'Backspace');
    key(m, '5');
    key(m, '5');
    m.setPlatform('st');
    tick(m);
    expect(m.locate('button:OK')).not.toBeNull();
    expect(m.state()).toEqual(before);
    png(m, '/tmp/kk-switch-requester-st.png');
    m.setVideo('ntsc');
    m.setPlatform('amiga');
    tick(m);
    key(m, '1');
    key(m, 'Enter');
    await flush();
    // a game in progress: the new deal replaces it only when the player agrees
    expect(m.state()).toMatchObject({ deal: sc.deal, deck: (before as { deck: unknown }).deck });
    click(m, 'button:New game');
    await flush();
    expect(m.state()).toMatchObject({ phase: 'play', deal: 551, freeSpaces: 2 });
    // the statistics requester too
    chooseMenu(m, 'PROJECT', 'Statistics...');
    m.setPlatform('st');
    tick(m);
    expect(m.locate('button:OK')).not.toBeNull();
    click(m, 'button:OK');
    expect(m.locate('button:OK')).toBeNull();
  });
});

describe("King's Korner: bad input never crashes", () => {
  it('a damaged statistics record is reported, shown as zeros, and rewritten by the next game', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.' + STATS.key, '{"v":1,"data":[{"played":-3}]}');
    kv.setItem('retro.' + STATS.key + '.bak', 'garbage{');
    const { m } = boot('st', { deal: 1 }, kv);
    chooseMenu(m, 'PROJECT', 'Statistics...');
    const text = messages(m).join('\n');
    expect(text).toContain(statsLines({}).join(' '));
    expect(m.store.problems.some((p) => p.key === STATS.key && p.kind === 'corrupt')).toBe(true);
    click(m, 'button:OK');
    chooseMenu(m, 'NEW GAME', 'Deal number...');
    key(m, 'Enter'); // the same deal again, but nothing was played yet: not counted
    chooseMenu(m, 'PROJECT', 'Hint');
    expect(m.store.read(STATS)?.['4']?.played ?? 0).toBe(0);
  });

  it('a save that is not JSON, or of another version, starts a fresh game', () => {
    for (const raw of ['not json at all', '{"v":99,"data":{}}', '{"v":1,"data":null}', '[]']) {
      const kv = new MemoryKV();
      kv.setItem('retro.' + SAVE.key, raw);
      expect(shellFor(new Machine({ platforms: PLATFORMS, store: new Store(kv) }), 'kings-korner').hasUnfinished()).toBe(false);
      const { m } = boot('amiga', { resume: true, deal: 12 }, kv);
      expect(m.state()).toMatchObject({ phase: 'play', deal: 12 });
      expect((m.state() as { deck: unknown[] }).deck).toHaveLength(52);
    }
  });

  it('a deal number out of range or empty gets a requester and changes nothing; letters are refused with a beep', async () => {
    for (const typed of ['9999999999', '']) {
      const { m } = boot('st', { deal: 8, freeSpaces: 3 });
      chooseMenu(m, 'NEW GAME', 'Deal number...');
      for (let i = 0; i < 12; i++) key(m, 'Backspace');
      for (const ch of typed) key(m, ch);
      key(m, 'Enter');
      await flush();
      tick(m);
      expect(messages(m).some((t) => /Deal must be/.test(t))).toBe(true);
      expect(m.locate('button:OK')).not.toBeNull();
      if (typed) png(m, '/tmp/kk-bad-deal-st.png');
      click(m, 'button:OK');
      await flush();
      // the deal prompt comes back; Cancel leaves everything as it was
      expect(m.locate('button:Cancel')).not.toBeNull();
      click(m, 'button:Cancel');
      await flush();
      expect(m.locate('button:OK')).toBeNull();
      expect(m.state()).toMatchObject({ deal: 8, freeSpaces: 3, phase: 'play' });
    }
    const { m } = boot('amiga', { deal: 8 });
    chooseMenu(m, 'NEW GAME', 'Deal number...');
    m.takeEvents();
    key(m, 'z');
    expect(m.takeEvents().some((e) => e.type === 'flash')).toBe(true);
    key(m, 'Escape');
    await flush();
    expect(m.locate('button:OK')).toBeNull();
    expect(m.state()).toMatchObject({ deal: 8 });
  });

  it('a wrong key on the FREE SPACES choice beeps; clicks outside any target do nothing', () => {
    const { m } = boot('st', { direct: false, deal: 3 });
    key(m, 'Enter');
    m.takeEvents();
    key(m, '7');
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(true);
    click(m, 'free:0');
    const s = m.state();
    for (const pt of [{ x: 0, y: m.fb.height - 1 }, { x: m.fb.width - 1, y: m.fb.height - 1 }]) {
      m.pointerDown(pt, 'left');
      m.pointerUp(pt, 'left');
      m.pointerDown(pt, 'right');
      m.pointerUp(pt, 'right');
    }
    tick(m);
    expect(m.state()).toEqual(s);
  });
});

describe("King's Korner: the pile counts", () => {
  it.each(['st', 'amiga'] as const)('%s: numbers to the right of the DECK and DISCARD piles follow the play', (plat) => {
    const { m } = boot(plat, { deal: sc.deal, freeSpaces: 4 });
    const L = layout(m.platform, m.fb.width, m.fb.height);
    const snap = (pt: { x: number; y: number }) => {
      const out: number[] = [];
      for (let y = pt.y; y < pt.y + 8; y++) for (let x = pt.x; x < pt.x + 16; x++) out.push(m.fb.pget(x, y));
      return out;
    };
    // what "52" / " 0" look like, drawn with the same font at the same place
    const expectText = (pt: { x: number; y: number }, t: string) => {
      const got = snap(pt);
      m.fb.fillRect(pt.x, pt.y, 16, 8, C.FELT);
      m.fb.text(m.platform.font, t, pt.x, pt.y, C.WHITE);
      expect(got).toEqual(snap(pt));
      m.invalidate();
      tick(m);
    };
    expect(L.deckCount.x).toBeGreaterThanOrEqual(L.deck.x + L.deck.w);
    expect(L.discardCount.x).toBeGreaterThanOrEqual(L.discard.x + L.discard.w);
    expectText(L.deckCount, '52');
    expectText(L.discardCount, ' 0');
    for (const mv of sc.moves) click(m, targetName(targetOf(mv)));
    // the first card of a pair lies on the DISCARD pile and is counted there until put back
    const h = sc.hold as { row: number; col: number };
    click(m, `cell:${h.row}:${h.col}`);
    expectText(L.discardCount, ' 1');
    click(m, 'discard');
    expectText(L.discardCount, ' 0');
    const t = sc.ten as { row: number; col: number };
    click(m, `cell:${t.row}:${t.col}`);
    const s = m.state() as { deck: unknown[]; discard: unknown[] };
    expectText(L.deckCount, String(s.deck.length).padStart(2));
    expectText(L.discardCount, ' 1');
  });
});
