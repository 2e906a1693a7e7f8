import { describe, it, expect, vi, afterEach } from 'vitest';
import { setup, press, key, logOn, settled } from './helpers';
import { idEngine, hint, describe as describeMove, type IDMove, type IDState } from '../../../src/games/idiots-delight/engine';
import { solveIdiotsDelight } from '../../../src/games/idiots-delight/solver';
import { tournamentDeal } from '../../../src/games/idiots-delight/door';
import { budgets, byKeys, positionKey, type IdiotsDelightApp } from '../../../src/games/idiots-delight/app';
import { PREFS } from '../../../src/games/idiots-delight/records';
import { WINNABLE_TRIES } from '../../../src/shell/advice';
import { SolverClient } from '../../../src/solver/client';
import { MemoryKV, Store } from '../../../src/core/storage';
import { TEST_SECRET } from '../idiots-delight/test-secret';

/** Let the in-thread solver's promise settle. */
const flush = () => new Promise((r) => setTimeout(r, 0));
// Positions only, as the in-thread client counts them: the same verdicts on any machine.
const solve = (s: IDState, b = budgets().solve) => solveIdiotsDelight(s, b);
const same = (a: IDMove | undefined, b: IDMove | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** A deal the solver wins from the start, its first move playable by keys (and, if any such
 *  deal comes early, other than the heuristic's). */
function solverDeal(): { deal: number; first: IDMove } {
  let any: { deal: number; first: IDMove } | null = null;
  for (let deal = 1; deal < 60; deal++) {
    const s = idEngine.newGame(deal, {});
    const v = solve(s);
    if (v.result !== 'won' || !byKeys(s, v.line[0]!)) continue;
    if (!same(v.line[0], hint(s)?.move)) return { deal, first: v.line[0]! };
    any ??= { deal, first: v.line[0]! };
  }
  if (any) return any;
  throw new Error('none');
}
/** A deal the solver does not prove winnable within the budget `b`. */
function openDeal(from = 1, b = budgets().solve): number {
  for (let deal = from; deal < from + 2000; deal++) if (solve(idEngine.newGame(deal, {}), b).result !== 'won') return deal;
  throw new Error('none');
}
const st = (app: IdiotsDelightApp) => app.state() as { deal: number; marker: number; message: string; winnable: string; screen: string; mode: string };

afterEach(() => vi.restoreAllMocks());

describe("idiots-delight: HELP (?) and the solver", () => {
  it('HELP suggests the first move of the winning line and puts the marker on its row', async () => {
    const { deal, first } = solverDeal();
    const { m, app } = setup({ deal }, { aids: true });
    expect(app.winnable()).toBe('thinking');
    expect(app.screenText()).toContain('CAN WIN    : Thinking ...');
    await flush();
    expect(app.winnable()).toBe('yes');
    expect(app.screenText()).toContain('CAN WIN    : Yes');
    const s0 = app.hand!.state;
    // HELP answers within the key press, from the verdict already known (no await before the checks).
    await press(m, '?');
    expect(app.lastHint).toEqual({ move: first, from: 'solver' });
    // the first aid of the hand marks it, and the player is told once (a requester)
    expect(m.requesters.length).toBe(1);
    expect(app.hand!.aided).toBe(true);
    await press(m, 'Enter');
    expect(m.requesters.length).toBe(0);
    expect(st(app).message).toBe('HELP: ' + describeMove(s0, first));
    expect(app.screenText()).toContain('HELP: ' + describeMove(s0, first));
    expect(m.takeEvents().some((e) => e.type === 'message' && String((e as { text?: string }).text).startsWith('HELP:'))).toBe(true);
    // Space / Enter / F then makes that very move
    const k = first.type === 'deal' ? 'Enter' : first.type === 'free' ? 'f' : ' ';
    // Read before the in-thread solver's answer (a microtask) comes: the key is answered at once.
    m.key(key(k));
    expect(app.hand!.state.history.at(-1)).toEqual(first);
    // the next position is searched again: stale answers are not shown
    expect(app.winnable()).toBe('thinking');
    await settled(m);
    await flush();
    expect(app.winnable()).toBe('yes');
  });

  it('without a winning line (not yet known, unknown, or none) HELP falls back on the heuristic', async () => {
    const deal = openDeal();
    const { m, app } = setup({ deal }, { aids: true });
    const s0 = app.hand!.state;
    await press(m, '?'); // before the verdict arrives
    expect(app.lastHint).toEqual({ move: hint(s0)!.move, from: 'heuristic' });
    await press(m, 'Enter'); // the one "aided" notice
    await press(m, '?');
    expect(m.requesters.length).toBe(0);
    await flush();
    expect(app.winnable()).toBe('unknown');
    expect(app.screenText()).toContain('CAN WIN    : Unknown');
    await press(m, '?');
    expect(app.lastHint).toEqual({ move: hint(s0)!.move, from: 'heuristic' });
    // a position proven lost says so
    app.advisor.shared.advice = { key: positionKey(app.hand!.state), v: 'lost', line: [] };
    expect(app.winnable()).toBe('no');
    expect(app.screenText()).toContain('CAN WIN    : No');
    await press(m, '?');
    expect(app.lastHint!.from).toBe('heuristic');
    expect(st(app).message).toContain('No win is left.');
  });

  it('the prompt box lists [?] Hint and the keys help page explains it', async () => {
    const { m, app } = setup({ deal: 7 }, { aids: true });
    expect(app.screenText()).toContain('[?] Hint');
    await press(m, 'h', ' ', ' ', ' ', ' ');
    expect(app.screenText()).toContain('[?] Hint');
  });

  it('dispose stops the solver quietly', async () => {
    const { app } = setup({ deal: 7 }, { aids: true });
    app.dispose();
    await flush();
    expect(app.winnable()).toBe('thinking');
  });
});

describe('idiots-delight: winnable free hands only', () => {
  async function loggedOn(kv = new MemoryKV()) {
    const r = setup({}, { kv, aids: true });
    await logOn(r.m, 'Ann');
    expect(st(r.app).screen).toBe('menu');
    return r;
  }

  it('W turns it on (saved); F then deals the first winnable deal from the random start', async () => {
    const start = openDeal(1, budgets().pick);
    let expected = start;
    while (solve(idEngine.newGame(expected, {}), budgets().pick).result !== 'won') expected++;
    expect(expected).toBeGreaterThan(start);
    const kv = new MemoryKV();
    const { m, app } = await loggedOn(kv);
    await press(m, 'w');
    expect(app.shell.winnableOnly()).toBe(true);
    expect(app.screenText()).toContain('[W] Winnable only: On');
    expect(new Store(kv).read(PREFS)).toEqual({ winnable: { all: true } });
    vi.spyOn(Math, 'random').mockReturnValue(start / 2 ** 32);
    await press(m, 'f');
    for (let i = 0; i < 100 && app.picking; i++) await flush();
    expect(m.busy).toBe(false);
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: expected });
    await flush();
    expect(app.winnable()).toBe('yes');
    // Escape leaves the practice hand for the menu
    await press(m, 'Escape');
    expect(st(app).screen).toBe('menu');
  });

  it('gives up after WINNABLE_TRIES deals with a message, and plays the last one', async () => {
    const { m, app } = await loggedOn();
    await press(m, 'w');
    vi.spyOn(Math, 'random').mockReturnValue(1000 / 2 ** 32);
    const req = vi.spyOn(SolverClient.prototype, 'request').mockResolvedValue({ result: 'unknown', reason: 'time' });
    await press(m, 'f');
    expect(m.busy).toBe(true);
    expect(app.picking).toBe(true);
    await press(m, 'q'); // keys wait while the deal is looked for
    for (let i = 0; i < 200 && app.picking; i++) await flush();
    // deterministic increments from the random start; then the hand's own search
    const tried = req.mock.calls.slice(0, WINNABLE_TRIES).map((c) => (c[1] as IDState).deal);
    expect(tried).toEqual(Array.from({ length: WINNABLE_TRIES }, (_, i) => 1000 + i));
    expect(m.busy).toBe(false);
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: 1000 + WINNABLE_TRIES - 1 });
    expect(st(app).message).toBe(`No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal ${1000 + WINNABLE_TRIES - 1}.`);
  });

  it('off: F plays the random deal as it is', async () => {
    const start = openDeal();
    const { m, app } = await loggedOn();
    vi.spyOn(Math, 'random').mockReturnValue(start / 2 ** 32);
    await press(m, 'f');
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: start });
  });

  it('never changes tournament hands or a launch with a deal', async () => {
    const on = () => {
      const kv = new MemoryKV();
      new Store(kv).write(PREFS, { winnable: { all: true } });
      return kv;
    };
    const deal = openDeal();
    const direct = setup({ deal }, { kv: on() });
    expect(direct.app.shell.winnableOnly()).toBe(true);
    expect(st(direct.app).deal).toBe(deal);
    const { m, app } = await loggedOn(on());
    expect(app.shell.winnableOnly()).toBe(true);
    await press(m, 'p');
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'door', deal: tournamentDeal(TEST_SECRET, '2024-05-15', 1) });
  });
});
