import { describe, it, expect, vi, afterEach } from 'vitest';
import { setup, press, type } from './helpers';
import { idEngine, hint, describe as describeMove, type IDMove, type IDState } from '../../../src/games/idiots-delight/engine';
import { solveIdiotsDelight } from '../../../src/games/idiots-delight/solver';
import { tournamentDeal } from '../../../src/games/idiots-delight/door';
import { byKeys, PICK_BUDGET, PREFS_KEY, PREFS_V, SOLVE_BUDGET, type IdiotsDelightApp } from '../../../src/games/idiots-delight/app';
import { MemoryKV, Store } from '../../../src/core/storage';

/** Let the in-thread solver's promise settle. */
const flush = () => new Promise((r) => setTimeout(r, 0));
const solve = (s: IDState, b = SOLVE_BUDGET) => solveIdiotsDelight(s, b, () => performance.now());
const same = (a: IDMove | undefined, b: IDMove | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** A deal whose solution starts with a key-playable move other than the heuristic's. */
function solverDeal(): { deal: number; first: IDMove } {
  for (let deal = 1; deal < 2000; deal++) {
    const s = idEngine.newGame(deal, {});
    const v = solve(s);
    if (v.result !== 'won' || !byKeys(s, v.line[0]!)) continue;
    if (!same(v.line[0], hint(s)?.move)) return { deal, first: v.line[0]! };
  }
  throw new Error('none');
}
function lostDeal(from = 1): number {
  for (let deal = from; deal < from + 2000; deal++) if (solve(idEngine.newGame(deal, {})).result === 'lost') return deal;
  throw new Error('none');
}
const st = (app: IdiotsDelightApp) => app.state() as { deal: number; marker: number; message: string; winnable: string; screen: string; mode: string };

afterEach(() => vi.restoreAllMocks());

describe("idiots-delight: HELP (?) and the solver", () => {
  it('HELP suggests the first move of the winning line and puts the marker on its row', async () => {
    const { deal, first } = solverDeal();
    const { m, app } = setup({ deal });
    expect(app.winnable()).toBe('thinking');
    expect(app.screenText()).toContain('CAN WIN    : Thinking ...');
    await flush();
    expect(app.winnable()).toBe('yes');
    expect(app.screenText()).toContain('CAN WIN    : Yes');
    const s0 = app.hand!.state;
    const t0 = performance.now();
    press(m, '?');
    expect(performance.now() - t0).toBeLessThan(100);
    expect(app.lastHint).toEqual({ move: first, from: 'solver' });
    expect(st(app).message).toBe('HELP: ' + describeMove(s0, first));
    expect(app.screenText()).toContain('HELP: ' + describeMove(s0, first));
    expect(m.takeEvents().some((e) => e.type === 'message' && String((e as { text?: string }).text).startsWith('HELP:'))).toBe(true);
    // Space / Enter / F then makes that very move
    const k = first.kind === 'deal' ? 'Enter' : first.kind === 'free' ? 'f' : ' ';
    press(m, k);
    expect(app.hand!.state.history.at(-1)).toEqual(first);
    // the next position is searched again: stale answers are not shown
    expect(app.winnable()).toBe('thinking');
    await flush();
    expect(app.winnable()).toBe('yes');
  });

  it('without a winning line (not yet known, or none) HELP falls back on the heuristic', async () => {
    const deal = lostDeal();
    const { m, app } = setup({ deal });
    const s0 = app.hand!.state;
    press(m, '?'); // before the verdict arrives
    expect(app.lastHint).toEqual({ move: hint(s0)!.move, from: 'heuristic' });
    await flush();
    expect(app.winnable()).toBe('no');
    expect(app.screenText()).toContain('CAN WIN    : No');
    press(m, '?');
    expect(app.lastHint!.from).toBe('heuristic');
    expect(st(app).message).toContain('No win is left.');
  });

  it('the prompt box lists [?] Hint and the keys help page explains it', () => {
    const { m, app } = setup({ deal: 7 });
    expect(app.screenText()).toContain('[?] Hint');
    press(m, 'h', ' ', ' ');
    expect(app.screenText()).toContain('[?] Hint');
  });

  it('dispose stops the solver quietly', async () => {
    const { app } = setup({ deal: 7 });
    app.dispose();
    await flush();
    expect(app.winnable()).toBe('thinking');
  });
});

describe('idiots-delight: winnable free hands only', () => {
  function loggedOn(kv = new MemoryKV()) {
    const r = setup({}, { kv });
    press(r.m, 'n');
    type(r.m, 'Ann');
    press(r.m, 'Enter');
    expect(st(r.app).screen).toBe('menu');
    return r;
  }

  it('W turns it on (saved); F then deals the first winnable deal from the random start', async () => {
    const start = lostDeal(100);
    let expected = start;
    while (solve(idEngine.newGame(expected, {}), PICK_BUDGET).result !== 'won') expected++;
    expect(expected).toBeGreaterThan(start);
    const kv = new MemoryKV();
    const { m, app } = loggedOn(kv);
    press(m, 'w');
    expect(app.prefs.winnableOnly).toBe(true);
    expect(app.screenText()).toContain('[W] Winnable only: On');
    expect(new Store(kv).get(PREFS_KEY, PREFS_V, (x) => x)).toEqual({ winnableOnly: true });
    vi.spyOn(Math, 'random').mockReturnValue(start / 2 ** 32);
    press(m, 'f');
    for (let i = 0; i < 100 && app.picking; i++) await flush();
    expect(m.busy).toBe(false);
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: expected });
    await flush();
    expect(app.winnable()).toBe('yes');
    // Escape leaves the practice hand for the menu
    press(m, 'Escape');
    expect(st(app).screen).toBe('menu');
  });

  it('off: F plays the random deal as it is', () => {
    const start = lostDeal(100);
    const { m, app } = loggedOn();
    vi.spyOn(Math, 'random').mockReturnValue(start / 2 ** 32);
    press(m, 'f');
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: start });
  });

  it('never changes tournament hands or a launch with a deal', async () => {
    const on = () => {
      const kv = new MemoryKV();
      new Store(kv).set(PREFS_KEY, PREFS_V, { winnableOnly: true });
      return kv;
    };
    const deal = lostDeal();
    const direct = setup({ deal }, { kv: on() });
    expect(direct.app.prefs.winnableOnly).toBe(true);
    expect(st(direct.app).deal).toBe(deal);
    const { m, app } = loggedOn(on());
    expect(app.prefs.winnableOnly).toBe(true);
    press(m, 'p');
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'door', deal: tournamentDeal('2024-05-15', 1) });
  });
});
