/**
 * HELP backed by the solver (in this thread under Node), the winnability line, and "winnable deals
 * only".
 */
import { describe, it, expect, vi, afterEach } from 'vitest';
import { boot, png, settle, type Plat } from './helpers';
import { gulfEngine, hint, positionKey, type GulfMove, type GulfState } from '../../../src/games/gulf/engine';
import { solveGulf } from '../../../src/games/gulf/solver';
import { SOLVE_BUDGET } from '../../../src/games/gulf/app';
import { WINNABLE_TRIES } from '../../../src/shell/advice';
import { PREFS } from '../../../src/games/gulf/records';
import { gulfLayout } from '../../../src/games/gulf/layout';
import { migratePrefs, validPrefs } from '../../../src/games/gulf/prefs';
import { MemoryKV, Store } from '../../../src/core/storage';
import { C } from '../../../src/core/colours';
import type { Verdict } from '../../../src/solver/types';

const PLATS: Plat[] = ['st', 'amiga'];
// positions only (no clock), as the in-thread client the app uses here
const solve = (s: GulfState) => solveGulf(s, SOLVE_BUDGET);
const messages = (m: { takeEvents(): { type: string; text?: string }[] }) =>
  m.takeEvents().filter((e) => e.type === 'message').map((e) => e.text!);

/** A deal whose first solver move differs from the heuristic hint (so the test tells them apart). */
function dealWhereSolverDiffers(): { deal: number; first: GulfMove } {
  for (let d = 1; d < 500; d++) {
    const s = gulfEngine.newGame(d, {});
    const v = solve(s);
    if (v.result === 'won' && JSON.stringify(v.line[0]) !== JSON.stringify(hint(s))) return { deal: d, first: v.line[0]! };
  }
  throw new Error('none');
}
const DIFF = dealWhereSolverDiffers();

/** A position of round 1 (by drawing only) that the solver proves cannot be cleared. */
function lostPosition(): GulfState {
  for (let d = 1; d < 200; d++) {
    let s = gulfEngine.newGame(d, {});
    while (s.phase === 'play' && s.stock.length > 1) {
      s = gulfEngine.apply(s, { type: 'draw' });
      if (s.phase === 'play' && solve(s).result === 'lost') return s;
    }
  }
  throw new Error('none');
}

afterEach(() => vi.restoreAllMocks());

describe.each(PLATS)('HELP on %s', (p) => {
  it("suggests the solver's first move once it has a winning line, highlighted on the board", async () => {
    const b = boot(p, { deal: DIFF.deal }, undefined, undefined, true);
    await settle();
    b.frame();
    expect(b.app.advisor.current(b.app.s)?.v).toBe('won');
    b.m.takeEvents();
    // HELP answers within the key press, from the verdict already known (no await before the checks).
    b.press('h');
    expect(b.app.hintMark).toMatchObject({ move: DIFF.first, solver: true });
    const msg = messages(b.m).find((x) => x.startsWith('Hint'))!;
    expect(msg).toMatch(/^Hint \(solver\): /);
    if (DIFF.first.type === 'play') expect(msg).toContain(`(stack ${DIFF.first.stack + 1})`);
    else expect(msg).toContain('stock');
    // the frame: yellow pixels just outside the card (or the stock)
    const l = gulfLayout(b.m.platform, b.m.fb.width, b.m.fb.height);
    const s = b.app.s;
    const r = DIFF.first.type === 'play' ? { x: l.stackX[DIFF.first.stack]!, y: l.top + (s.stacks[DIFF.first.stack]!.length - 1) * l.cascade } : l.stock;
    b.m.frame(1e9);
    expect(b.m.fb.pixels[(r.y + 10) * b.m.fb.width + r.x - b.m.platform.xScale]).toBe(C.YELLOW);
    png(b.m, `hint-${p}`);
    // following it keeps the solver's line: the next HELP is the line's second move
    const line = (solve(s) as { line: GulfMove[] }).line;
    if (DIFF.first.type === 'play') b.press(String(DIFF.first.stack + 1));
    else b.press(' ');
    await settle();
    b.frame();
    b.press('H');
    expect(b.app.hintMark).toMatchObject({ move: line[1], solver: true });
  });

  it('falls back on the heuristic hint at once while the solver has not answered, or has no line', () => {
    const b = boot(p, { deal: DIFF.deal }, undefined, undefined, true);
    // no await: the verdict for this position has not arrived yet
    b.app.advisor.advice = null;
    b.press('h');
    expect(b.app.hintMark).toMatchObject({ move: hint(b.app.s), solver: false });
    expect(messages(b.m).some((x) => /^Hint: /.test(x))).toBe(true);
    // an "unknown" verdict: heuristic too
    b.app.advisor.advice = { key: positionKey(b.app.s), v: 'unknown', line: [] };
    b.press('h');
    expect(b.app.hintMark?.solver).toBe(false);
    // a stale verdict (another position) is never used
    b.app.advisor.advice = { key: 'elsewhere', v: 'won', line: [{ type: 'draw' }] };
    b.press('h');
    expect(b.app.hintMark).toMatchObject({ move: hint(b.app.s), solver: false });
    // the menu item does the same
    b.app.menu('Game', 'hint');
    expect(b.app.hintMark?.solver).toBe(false);
  });
});

describe.each(PLATS)('the winnability line on %s', (p) => {
  it('says thinking, then can be cleared; cannot be cleared on a lost position; also in About', async () => {
    const b = boot(p, { deal: DIFF.deal }, undefined, undefined, true);
    b.app.advisor.advice = null;
    expect(b.app.solverLine()).toBe('Solver: thinking...');
    await settle();
    b.frame();
    expect(b.app.solverLine()).toBe('Solver: can be won.');
    const l = gulfLayout(b.m.platform, b.m.fb.width, b.m.fb.height);
    const row = (c: number) => {
      b.m.frame(1e9);
      let n = 0;
      for (let y = l.solverLine; y < l.solverLine + 8; y++) for (let x = 0; x < b.m.fb.width; x++) if (b.m.fb.pixels[y * b.m.fb.width + x] === c) n++;
      return n;
    };
    expect(row(C.LIGHTBLUE)).toBeGreaterThan(20);
    png(b.m, `solverline-${p}`);
    b.app.session.begin(lostPosition().deal, {});
    // the same position, played: the draws that reached it
    for (let i = 0, n = lostPosition().history.length; i < n; i++) b.app.session.play({ type: 'draw' });
    b.frame();
    await settle();
    b.frame();
    expect(b.app.solverLine()).toBe('Solver: cannot be won.');
    expect(row(C.ORANGE)).toBeGreaterThan(20);
    expect(messages(b.m)).toContain('Solver: cannot be won.');
    png(b.m, `solverlost-${p}`);
    b.press('h');
    expect(messages(b.m).find((x) => x.startsWith('Hint'))).toContain('cannot be cleared');
    b.press('a', true);
    b.frame();
    expect(messages(b.m).some((x) => x.startsWith('Gulf') && x.includes('Solver: cannot be won.'))).toBe(true);
  });
});

describe('winnable deals only', () => {
  const prefsOn = () => {
    const kv = new MemoryKV();
    new Store(kv).write(PREFS, { back: -1, name: '', winnable: { all: true } });
    return kv;
  };

  it('is a persisted option (menu and Preferences); an old record without it still loads', () => {
    expect(validPrefs(migratePrefs({ sound: true, back: -1, name: '' }, 1))).toEqual({ back: -1, name: '', winnable: { all: false } });
    expect(migratePrefs({ sound: true, back: -1, name: '', winnable: 'yes' }, 1)).toBeNull();
    const b = boot('st');
    expect(b.app.shell.winnableOnly()).toBe(false);
    b.app.menu('Options', 'winnable');
    expect(b.store.read(PREFS)?.winnable).toEqual({ all: true });
    const items = b.app.menus().flatMap((m) => m.items).filter((i) => typeof i === 'object');
    expect(items.find((i) => i.id === 'winnable')).toMatchObject({ checked: true });
    const b2 = boot('amiga', {}, b.kv);
    expect(b2.app.shell.winnableOnly()).toBe(true);
  });

  it('a new game plays a deal the solver proves winnable; a launch with a deal is never changed', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.25);
    const b = boot('st', { deal: 77 }, prefsOn());
    await settle();
    expect(b.app.s.deal).toBe(77);
    b.press('n', true);
    await settle();
    b.frame();
    expect(b.app.searching).toBe(false);
    expect(b.m.busy).toBe(false);
    expect(solve(b.app.s).result).toBe('won');
    expect(b.app.s.deal).toBe((0.25 * 2 ** 32) >>> 0);
  });

  it('keeps drawing deals (busy pointer, input waiting) until one is proven, gives up after the tries', async () => {
    const b = boot('amiga', { deal: 5 }, prefsOn());
    await settle();
    // a stand-in solver: "lost" for the first three deals, then won; answers when we say so
    const asked: number[] = [];
    let answer: (v: Verdict<GulfMove>) => void = () => {};
    b.app.shell.solver = {
      request: (_g: string, s: GulfState) => {
        asked.push(s.deal);
        return new Promise<Verdict<GulfMove>>((r) => (answer = r));
      },
      dispose() {},
    };
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const start = 2 ** 31;
    b.press('n', true);
    await settle();
    expect(b.app.searching).toBe(true);
    expect(b.m.busy).toBe(true);
    b.m.takeEvents();
    b.press('1'); // input waits
    expect(b.app.s.run).toBe(0);
    for (let i = 0; i < 3; i++) {
      b.frame();
      expect(b.m.pointerKind()).toBe('busy');
      answer({ result: 'lost' });
      await settle();
    }
    answer({ result: 'won', line: [] });
    await settle();
    expect(asked).toEqual([start, start + 1, start + 2, start + 3]);
    expect(b.app.s.deal).toBe(start + 3);
    expect(b.app.searching).toBe(false);
    expect(b.m.busy).toBe(false);
    expect(messages(b.m)).toContain(`Deal ${start + 3}: round 1 can be cleared.`);

    // never proven: the last deal tried is played, with a message
    b.press('n', true);
    // the key's frame asked about the position on the board before the confirmation settled
    asked.length = 0;
    await settle();
    for (let i = 0; i < WINNABLE_TRIES; i++) {
      answer({ result: 'unknown', reason: 'time' });
      await settle();
    }
    expect(asked.length).toBe(WINNABLE_TRIES);
    expect(b.app.s.deal).toBe(start + WINNABLE_TRIES - 1);
    expect(b.m.busy).toBe(false);
    expect(messages(b.m)).toContain(`No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal ${start + WINNABLE_TRIES - 1}.`);
  });
});
