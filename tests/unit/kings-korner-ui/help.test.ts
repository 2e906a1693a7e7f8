/**
 * HELP and the solver: the solver's next move when it knows a winning line, the heuristic hint
 * otherwise; the winnability line; "winnable deals only". The client runs the solver in this thread.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellFor } from '../../../src/shell/launcher';
import { Framebuffer } from '../../../src/core/framebuffer';
import { hint, kkEngine, type KKMove, type KKState } from '../../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../../src/games/kings-korner/solver';
import { gameModule } from '../../../src/games/kings-korner/app';
import { PREFS } from '../../../src/games/kings-korner/records';
import { WINNABLE_TRIES, verdictText } from '../../../src/shell/advice';
import { setDealSource } from '../../../src/shell/deal';
import { drawPlay, layout } from '../../../src/games/kings-korner/view';
import { boot, inThread, chooseMenu, click, targetName, targetOf, tick, png, type Plat } from './helpers';
import type { Machine } from '../../../src/core/machine';
import type { SolverPort } from '../../../src/shell/advisor';

// Positions only (no clock), as the in-thread client the app uses here: verdicts do not depend on the machine.
const BIG = { maxMs: 1e9, maxNodes: 2_000_000 };
const solve = (s: KKState) => solveKingsKorner(s, BIG);
/** Let the in-thread client's promises settle. */
async function settle(m: Machine, until: () => boolean = () => true) {
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 0));
    tick(m);
    if (until()) return;
  }
}
const st = (m: Machine) => m.state() as { winnable: string; searching: boolean; deal: number; freeSpaces: number; cursor: unknown };

/** The first deal from `from` the solver proves winnable quickly with four FREE SPACES. */
function winnableDeal(from = 1) {
  for (let d = from; d < from + 200; d++) {
    const v = solveKingsKorner(kkEngine.newGame(d, { freeSpaces: 4 }), { maxMs: 1e9, maxNodes: 200_000 });
    if (v.result === 'won') return { deal: d, line: v.line };
  }
  throw new Error('no winnable deal');
}
const won = winnableDeal();

afterEach(() => {
  setDealSource(() => (Math.random() * 2 ** 32) >>> 0);
  vi.restoreAllMocks();
});

describe.each(['st', 'amiga'] as Plat[])('HELP and the solver on %s', (plat) => {
  it("HELP suggests the solver's next move when it knows a winning line", async () => {
    const { m, app } = boot(plat, { deal: won.deal, freeSpaces: 4 }, undefined, undefined, true, inThread(BIG));
    await settle(m, () => st(m).winnable !== 'thinking');
    expect(st(m).winnable).toBe('won');
    // follow the solver's line by clicks until it says to place a card or discard one
    let s = kkEngine.newGame(won.deal, { freeSpaces: 4 });
    const v = solve(s);
    if (v.result !== 'won') throw new Error('the deal should be solved');
    const line: KKMove[] = v.line;
    let k = 0;
    while (line[k]!.type === 'draw' || k < 3) {
      click(m, targetName(targetOf(line[k]!)));
      s = kkEngine.apply(s, line[k]!);
      k++;
    }
    await settle(m);
    const next = line[k]!;
    expect('row' in next).toBe(true);
    chooseMenu(m, 'PROJECT', 'Hint');
    expect(app.note).toMatch(/^Solver: /);
    const c = next as { row: number; col: number };
    expect(st(m).cursor).toEqual({ row: c.row, col: c.col });
    // the Help key answers the same, at once
    app.note = null;
    m.key({ key: 'Help', code: 'Help', ctrl: false, shift: false, alt: false });
    expect(app.note).toMatch(/^Solver: /);
    // the winnability line is drawn under the deal number
    tick(m);
    const fb = new Framebuffer(m.fb.width, m.fb.height, m.fb.space, m.fb.colours);
    const L = layout(m.platform, fb.width, fb.height);
    const region = (f: Framebuffer) => {
      const out: number[] = [];
      for (let y = L.info.y; y < L.info.y + 2 * 9 + 9; y++) for (let x = L.info.x; x < fb.width; x++) out.push(f.pixels[y * fb.width + x]!);
      return out.join(',');
    };
    const view = { s: app.s!, cursor: { row: c.row, col: c.col }, status: app.note!, backDesign: 0 };
    drawPlay(fb, m.platform, { ...view, solver: verdictText('won') });
    expect(region(m.fb)).toBe(region(fb));
    drawPlay(fb, m.platform, { ...view, solver: verdictText('thinking') });
    expect(region(m.fb)).not.toBe(region(fb));
    png(m, `test-results/kings-korner-${plat}-solver-hint.png`);
  });

  it('falls back to the heuristic hint when the solver does not know', async () => {
    // Deal 20 with 2 FREE SPACES, after the first draw, is winnable but needs more than one
    // position (a lost deal such as deal 1 is proven by counting, with no position at all).
    const { m, app } = boot(plat, { deal: 20, freeSpaces: 2 }, undefined, undefined, true, inThread({ maxMs: 1, maxNodes: 1 }));
    click(m, 'deck');
    expect(solve(app.s!).result).toBe('won');
    await settle(m, () => st(m).winnable !== 'thinking');
    expect(st(m).winnable).toBe('unknown');
    chooseMenu(m, 'PROJECT', 'Hint');
    expect(app.note).toMatch(/^Hint: /);
    const h = hint(app.s!) as { row: number; col: number };
    expect(st(m).cursor).toEqual({ row: h.row, col: h.col });
  });
});

describe('the winnability line', () => {
  it('says thinking, then can or cannot be won; a lost position stays lost after a move', async () => {
    // a deal with no FREE SPACES the solver proves lost quickly
    let deal = 1;
    while (solveKingsKorner(kkEngine.newGame(deal, { freeSpaces: 0 }), { maxMs: 1e9, maxNodes: 100_000 }).result !== 'lost') deal++;
    const { m, app } = boot('amiga', { deal, freeSpaces: 0 }, undefined, undefined, true, inThread({ maxMs: 2000, maxNodes: 500_000 }));
    await settle(m, () => st(m).winnable !== 'thinking');
    expect(st(m).winnable).toBe('lost');
    expect(verdictText('lost')).toBe('Solver: cannot be won.');
    click(m, 'deck');
    expect(st(m).winnable).toBe('lost'); // known at once, no new search
    chooseMenu(m, 'PROJECT', "About King's Korner...");
    const ev = m.takeEvents().filter((e) => e.type === 'message') as { text: string }[];
    expect(ev.at(-1)!.text).toContain('Solver: cannot be won.');
    void app;
  });
});

describe('winnable deals only', () => {
  it('a new game draws deal numbers until the solver proves one winnable; explicit deals are kept', async () => {
    const { m, app, kv } = boot('st', { deal: 5, freeSpaces: 4 }, undefined, undefined, false, inThread({ maxMs: 300, maxNodes: 200_000 }));
    chooseMenu(m, 'NEW GAME', 'Winnable deals only');
    expect(app.shell.winnableOnly()).toBe(true);
    expect(m.store.read(PREFS)).toEqual({ winnable: { all: true } });
    // the random start is deal won.deal - 3 (or 0): the first proven from there is played
    const from = Math.max(0, won.deal - 3);
    setDealSource(() => from);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    expect(st(m).searching).toBe(true);
    expect(m.busy).toBe(true);
    await settle(m, () => !st(m).searching);
    expect(m.busy).toBe(false);
    const d = st(m).deal;
    expect(d).toBeGreaterThanOrEqual(from);
    expect(d).toBe(winnableDeal(from).deal);
    expect(solve(kkEngine.newGame(d, { freeSpaces: 4 })).result).toBe('won');
    // a direct launch with an explicit deal is never changed
    const again = boot('st', { deal: 2, freeSpaces: 4 }, kv);
    expect(again.app.shell.winnableOnly()).toBe(true);
    expect(st(again.m)).toMatchObject({ deal: 2, searching: false });
  });

  it("with 0 FREE SPACES the shell's tries are the limit: a run of lost deals longer than that is given up", async () => {
    // Deals 6778..7956 are all lost with 0 FREE SPACES; 7957 is won (about one deal in 300 is).
    const { m, app } = boot('st', { deal: 5, freeSpaces: 0 }, undefined, undefined, false, inThread({ maxMs: 200, maxNodes: 100_000 }));
    chooseMenu(m, 'NEW GAME', 'Winnable deals only');
    setDealSource(() => 7957 - WINNABLE_TRIES + 1);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    await settle(m, () => !st(m).searching);
    expect(st(m)).toMatchObject({ deal: 7957, freeSpaces: 0, searching: false });
    expect(app.note).toBeNull();
    setDealSource(() => 7957 - WINNABLE_TRIES);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    await settle(m, () => !st(m).searching);
    expect(st(m)).toMatchObject({ deal: 7956, searching: false });
    expect(app.note).toBe(`No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal 7956.`);
  });

  it('gives up after the set number of tries and plays the last deal, with a message', async () => {
    const { m, app } = boot('amiga', { deal: 5, freeSpaces: 2 }, undefined, undefined, false, inThread({ maxMs: 1, maxNodes: 1 }));
    chooseMenu(m, 'NEW GAME', 'Winnable deals only');
    setDealSource(() => 100);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    png(m, 'test-results/kings-korner-amiga-searching.png');
    await settle(m, () => !st(m).searching);
    expect(st(m).deal).toBe(100 + WINNABLE_TRIES - 1);
    expect(app.note).toMatch(new RegExp(`No deal proved winnable in ${WINNABLE_TRIES} tries`));
    png(m, 'test-results/kings-korner-amiga-gave-up.png');
  });

  it('a failing solver stops the search at once: the deal tried is played, with a message', async () => {
    let asked = 0;
    const broken: SolverPort = { request: () => (asked++, Promise.reject(new Error('worker failed'))), dispose: () => undefined };
    const { m, app } = boot('st', { deal: 5, freeSpaces: 4 }, undefined, undefined, true, broken);
    chooseMenu(m, 'NEW GAME', 'Winnable deals only');
    setDealSource(() => 40);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    await settle(m, () => !st(m).searching);
    expect(asked).toBe(3); // deal 5's solve, one try, then deal 40's solve in play
    expect(st(m)).toMatchObject({ deal: 40, searching: false, winnable: 'unknown' });
    expect(app.note).toBe('The solver could not run: playing deal 40.');
    // the failure is told once (three requests failed), never as a verdict of its own
    expect(m.takeEvents().filter((e) => e.type === 'message' && /could not run/.test(e.text ?? ''))).toHaveLength(1);
    expect(m.busy).toBe(false);
  });

  it('from the title screen the search starts at the deal shown; leaving the game stops it', async () => {
    const { m, app } = boot('st', { direct: false, deal: won.deal }, undefined, undefined, false, inThread({ maxMs: 300, maxNodes: 200_000 }));
    chooseMenu(m, 'NEW GAME', 'Winnable deals only');
    expect(app.shell.winnableOnly()).toBe(true);
    click(m, 'title');
    click(m, 'free:4');
    expect(st(m)).toMatchObject({ searching: true, phase: 'free-spaces' });
    m.pointerMove({ x: 5, y: 100 });
    expect(m.pointerKind()).toBe('busy');
    await settle(m, () => !st(m).searching);
    expect(st(m)).toMatchObject({ phase: 'play', deal: won.deal, freeSpaces: 4 });
    // a second search, cut short by leaving the game
    setDealSource(() => 1);
    chooseMenu(m, 'NEW GAME', 'Same FREE SPACES');
    expect(m.busy).toBe(true);
    const next = gameModule.create(m, { direct: true, resume: false, deal: 3, freeSpaces: 1 }, shellFor(m, 'kings-korner'));
    next.begin(null);
    m.run(next); // another app: this one is disposed
    expect(m.busy).toBe(false);
    await settle(m);
    expect(app.searching).toBeNull();
    expect(st(m)).toMatchObject({ deal: 3, freeSpaces: 1 });
  });
});
