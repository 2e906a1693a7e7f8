import { describe, it, expect } from 'vitest';
import { shellFor } from '../../../src/shell/launcher';
import { MemoryKV } from '../../../src/core/storage';
import { gameModule } from '../../../src/games/kings-korner/app';
import { SAVE } from '../../../src/games/kings-korner/records';
import { kkEngine, toApiState, COURT_SPACES } from '../../../src/games/kings-korner/engine';
import { layout } from '../../../src/games/kings-korner/view';
import { C } from '../../../src/core/colours';
import { boot, click, key, chooseMenu, findScenario, findDeal, targetName, targetOf, tick, png, type Plat } from './helpers';

const PLATS: Plat[] = ['st', 'amiga'];
const sc = findScenario()!;

describe("King's Korner: options", () => {
  it('parseOptions takes freeSpaces as a number or a string, defaults to 4, and names bad values', () => {
    expect(gameModule.parseOptions({})).toEqual({ options: {} });
    expect(gameModule.parseOptions({ freeSpaces: 2 })).toEqual({ options: { freeSpaces: 2 } });
    expect(gameModule.parseOptions({ freeSpaces: '0' })).toEqual({ options: { freeSpaces: 0 } });
    expect(gameModule.parseOptions({ freeSpaces: 5 })).toHaveProperty('error');
    expect(gameModule.parseOptions({ freeSpaces: 'x' })).toHaveProperty('error');
    expect(gameModule.parseOptions({ speed: 1 })).toHaveProperty('error');
    // a hostile option name is shortened, so the requester stays on the screen
    const long = gameModule.parseOptions({ ['x'.repeat(500)]: 1 }) as { error: string };
    expect(long.error.length).toBeLessThan(60);
    const { app } = boot('st', { deal: 7 });
    expect(app.state()).toMatchObject({ deal: 7, freeSpaces: 4, phase: 'play' });
  });

  it('a direct launch shows the engine state of that deal', () => {
    const { m } = boot('st', { deal: 1234, freeSpaces: 1 });
    const { phase, cursor, winnable, aided, searching, ...api } = m.state() as Record<string, unknown>;
    expect(aided).toBe(false);
    expect(phase).toBe('play');
    expect(searching).toBe(false);
    expect(winnable).toBeNull(); // Aids are off: no verdict is asked for
    expect(cursor).toBeNull();
    expect(api).toEqual(toApiState(kkEngine.newGame(1234, { freeSpaces: 1 })));
  });
});

describe.each(PLATS)("King's Korner on %s", (plat) => {
  it('title screen, cleared by a click, then the FREE SPACES choice starts the shown deal', () => {
    const { m } = boot(plat, { direct: false, deal: 99 });
    expect(m.state()).toMatchObject({ phase: 'title', deal: 99 });
    expect(m.locate('deck')).toBeNull();
    click(m, 'title');
    expect(m.state()).toMatchObject({ phase: 'free-spaces' });
    click(m, 'free:3');
    expect(m.state()).toMatchObject({ phase: 'play', deal: 99, freeSpaces: 3 });
    expect((m.state() as { grid: unknown[][] }).grid.flat().filter((x) => x === '#')).toHaveLength(1);
  });

  it('place, pair, cancel a pair, ten: clicks on the scenario deal', () => {
    const { m } = boot(plat, { deal: sc.deal, freeSpaces: sc.fs });
    for (const mv of sc.moves) click(m, targetName(targetOf(mv)));
    const st = () => m.state() as ReturnType<typeof toApiState>;
    expect(st().grid).toEqual(sc.state.grid);
    // hold, then cancel with the DISCARD pile
    const h = sc.hold as { row: number; col: number };
    const card = sc.state.grid[h.row]![h.col];
    click(m, `cell:${h.row}:${h.col}`);
    expect(st().held).toEqual({ card, row: h.row, col: h.col });
    expect(st().grid[h.row]![h.col]).toBeNull();
    click(m, 'discard');
    expect(st().held).toBeNull();
    expect(st().grid[h.row]![h.col]).toBe(card);
    // hold again and complete the pair
    click(m, `cell:${h.row}:${h.col}`);
    const partner = kkEngine.legalMoves(kkEngine.apply(sc.state, sc.hold)).find((x) => x.type === 'pair') as { row: number; col: number };
    click(m, `cell:${partner.row}:${partner.col}`);
    expect(st().discard).toHaveLength(2);
    expect(st().held).toBeNull();
    // the ten goes alone
    const t = sc.ten as { row: number; col: number };
    click(m, `cell:${t.row}:${t.col}`);
    expect(st().discard).toHaveLength(3);
    expect(st().discard[2]![0]).toBe('T');
  });

  it('a refused action beeps in the platform way and says why', () => {
    const { m } = boot(plat, { deal: 5 });
    click(m, 'cell:1:1'); // empty, nothing face up
    click(m, 'discard'); // nothing held
    const ev = m.takeEvents();
    if (plat === 'st') expect(ev.filter((e) => e.type === 'beep' && e.name === 'bell')).toHaveLength(2);
    else expect(ev.filter((e) => e.type === 'flash')).toHaveLength(2);
    expect(ev.some((e) => e.type === 'message' && /empty/.test(e.text ?? ''))).toBe(true);
    expect((m.state() as { deck: unknown[] }).deck).toHaveLength(52);
  });

  it('keyboard: any key selects the DECK, arrows move the cursor, Space places, X puts a held card back', () => {
    const { m } = boot(plat, { deal: sc.deal, freeSpaces: sc.fs });
    const st = () => m.state() as ReturnType<typeof toApiState> & { cursor: { row: number; col: number } | null };
    for (const mv of sc.moves) {
      if (mv.type === 'draw') {
        key(m, 'q');
        continue;
      }
      const t = targetOf(mv) as { row: number; col: number };
      key(m, 'ArrowUp'); // shows the cursor
      for (let i = 0; i < 4; i++) { key(m, 'ArrowUp'); key(m, 'ArrowLeft'); }
      for (let i = 0; i < t.row; i++) key(m, 'ArrowDown');
      for (let i = 0; i < t.col; i++) key(m, 'ArrowRight');
      expect(st().cursor).toEqual({ row: t.row, col: t.col });
      key(m, ' ');
    }
    expect(st().grid).toEqual(sc.state.grid);
    const h = sc.hold as { row: number; col: number };
    click(m, `cell:${h.row}:${h.col}`);
    expect(st().held).not.toBeNull();
    key(m, 'x');
    expect(st().held).toBeNull();
    key(m, 'Shift'); // inert
    expect(st().current).toBeNull();
    key(m, 'd');
    expect(st().current).not.toBeNull();
  });

  it('menus work with the platform gesture: NEW GAME, Statistics, Quit', async () => {
    const { m } = boot(plat, { deal: sc.deal, freeSpaces: 2 });
    click(m, 'deck');
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    click(m, 'button:New game'); // a game in progress: confirmed first
    await new Promise((r) => setTimeout(r, 0));
    const s = m.state() as { deal: number; freeSpaces: number; deck: unknown[] };
    expect(s.freeSpaces).toBe(2);
    expect(s.deck).toHaveLength(52);
    chooseMenu(m, 'PROJECT', 'Statistics...');
    const ev = m.takeEvents();
    // the abandoned game counts as played and lost
    expect(ev.some((e) => e.type === 'message' && /FREE SPACES +PLAYED +WON +BEST .* 2 +1 +0 +0 /.test(e.text ?? ''))).toBe(true);
    click(m, 'button:OK');
    chooseMenu(m, 'NEW GAME', 'Choose FREE SPACES');
    expect(m.state()).toMatchObject({ phase: 'title' });
    let quit = 0;
    m.desktopFactory = () => {
      quit++;
      return { id: 'x', screen: 'graphics', title: '', menus: () => null, draw() {}, state: () => ({}), locate: () => null };
    };
    chooseMenu(m, 'PROJECT', 'Quit');
    expect(quit).toBe(1);
  });

  it('saves after every move and resumes after a reload; a damaged save starts a fresh game', () => {
    const kv = new MemoryKV();
    const { m } = boot(plat, { deal: sc.deal, freeSpaces: sc.fs }, kv);
    for (const mv of sc.moves.slice(0, 5)) click(m, targetName(targetOf(mv)));
    const before = m.state();
    const again = boot(plat, { resume: true }, kv);
    expect(shellFor(again.m, 'kings-korner').hasUnfinished()).toBe(true);
    expect(again.m.state()).toEqual(before);
    kv.setItem('retro.' + SAVE.key, `{"v":${SAVE.version},"data":{"game":"kings-korner"}}`);
    const fresh = boot(plat, { resume: true }, kv);
    expect(fresh.m.store.problems.some((p) => p.key === SAVE.key && p.kind === 'corrupt')).toBe(true);
    expect((fresh.m.state() as { deck: unknown[] }).deck).toHaveLength(52);
  });

  it('a win is announced (tune + requester) and counted; so is a loss', async () => {
    const win = findDeal('won');
    const kv = new MemoryKV();
    const { m } = boot(plat, { deal: win.deal }, kv);
    for (const mv of win.moves) click(m, targetName(targetOf(mv)));
    let ev = m.takeEvents();
    expect(m.state()).toMatchObject({ over: true, won: true });
    expect(ev.some((e) => e.type === 'sound' && e.name === 'win')).toBe(true);
    expect(ev.some((e) => e.type === 'message' && /YOU WIN/.test(e.text ?? ''))).toBe(true);
    png(m, `/tmp/kk-won-${plat}.png`);
    expect(m.locate('button:Again')).not.toBeNull();
    click(m, 'button:OK');
    expect(shellFor(m, 'kings-korner').hasUnfinished()).toBe(false);
    const lose = findDeal('lost');
    const l = boot(plat, { deal: lose.deal }, kv);
    for (const mv of lose.moves) click(l.m, targetName(targetOf(mv)));
    ev = l.m.takeEvents();
    expect(l.m.state()).toMatchObject({ over: true, won: false });
    expect(ev.some((e) => e.type === 'sound' && e.name === 'lose')).toBe(true);
    expect(ev.some((e) => e.type === 'message' && /You lose/.test(e.text ?? ''))).toBe(true);
    png(l.m, `/tmp/kk-lost-${plat}.png`);
    click(l.m, 'button:Again');
    await Promise.resolve();
    expect(l.m.state()).toMatchObject({ over: false, freeSpaces: 4 });
    const stats = JSON.parse(kv.getItem('retro.kk.stats')!).data;
    expect(stats[4]).toMatchObject({ played: 2, won: 1, streak: 0, best: 1 });
    expect(kv.getItem('retro.kk.stats.bak')).not.toBeNull();
  });

  it('court-card spaces show their labels when empty; blocked spaces look blocked', () => {
    const { m } = boot(plat, { deal: 3, freeSpaces: 0 });
    const L = layout(m.platform, m.fb.width, m.fb.height);
    const count = (r: { x: number; y: number; w: number; h: number }, c: number) => {
      let n = 0;
      for (let y = r.y; y < r.y + r.h; y++) for (let x = r.x; x < r.x + r.w; x++) if (m.fb.pget(x, y) === c) n++;
      return n;
    };
    const kh = COURT_SPACES.KH!;
    const ks = COURT_SPACES.KS!;
    expect(count(L.cells[kh.row]![kh.col]!, C.RED)).toBeGreaterThan(20);
    expect(count(L.cells[ks.row]![ks.col]!, C.BLACK)).toBeGreaterThan(20);
    expect(count(L.cells[1]![1]!, C.DARKRED)).toBeGreaterThan(100);
    expect(count(L.cells[1]![1]!, C.FELT)).toBe(0);
    png(m, `/tmp/kk-blocked-${plat}.png`);
  });
});

describe("King's Korner: layout", () => {
  it.each([['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const)('%s %s: everything fits, below the bar, without overlaps', (plat, video) => {
    const { m } = boot(plat, {}, undefined, video);
    const L = layout(m.platform, m.fb.width, m.fb.height);
    const rects = [...L.cells.flat(), L.deck, L.discard];
    for (const r of rects) {
      expect(r.x).toBeGreaterThanOrEqual(0);
      expect(r.y).toBeGreaterThanOrEqual(m.platform.barHeight);
      expect(r.x + r.w).toBeLessThanOrEqual(m.fb.width);
      expect(r.y + r.h).toBeLessThanOrEqual(m.fb.height);
    }
    for (let i = 0; i < rects.length; i++)
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i]!;
        const b = rects[j]!;
        const overlap = a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        expect(overlap).toBe(false);
      }
    expect(L.info.x + 18 * 8).toBeLessThanOrEqual(m.fb.width);
    expect(L.info.h).toBeGreaterThanOrEqual(5 * 9);
  });

  it('a platform switch mid-game keeps the game and moves the targets', () => {
    const { m } = boot('st', { deal: sc.deal });
    click(m, 'deck');
    const s = m.state();
    const p = m.locate('cell:3:3')!;
    m.setPlatform('amiga');
    tick(m);
    expect(m.state()).toEqual(s);
    expect(m.locate('cell:3:3')!.x).toBeGreaterThan(p.x);
    m.setVideo('ntsc');
    tick(m);
    expect(m.locate('cell:3:3')!.y).toBeLessThan(200);
  });
});

describe("King's Korner: deal number and hint", () => {
  it('NEW GAME → Deal number... starts the typed deal with the same FREE SPACES (typing replaces the number shown)', async () => {
    const { m } = boot('amiga', { deal: 1, freeSpaces: 3 });
    chooseMenu(m, 'NEW GAME', 'Deal number...');
    for (const ch of '4242') key(m, ch);
    key(m, 'Enter');
    await new Promise((r) => setTimeout(r, 0));
    expect(m.state()).toMatchObject({ deal: 4242, freeSpaces: 3, phase: 'play' });
    expect((m.state() as { deck: string[] }).deck).toEqual(kkEngine.newGame(4242, { freeSpaces: 3 }).deck);
  });

  it('PROJECT → Hint moves the cursor to the suggested space and says what to do', () => {
    const { m } = boot('st', { deal: sc.deal, freeSpaces: sc.fs }, undefined, undefined, true);
    for (const mv of sc.moves) click(m, targetName(targetOf(mv)));
    m.takeEvents();
    chooseMenu(m, 'PROJECT', 'Hint');
    const ev = m.takeEvents();
    expect(ev.some((e) => e.type === 'message' && /^Hint: discard the 10/.test(e.text ?? ''))).toBe(true);
    const t = sc.ten as { row: number; col: number };
    expect((m.state() as { cursor: unknown }).cursor).toEqual({ row: t.row, col: t.col });
    key(m, 'Enter');
    expect((m.state() as { discard: string[] }).discard).toHaveLength(1);
  });
});
