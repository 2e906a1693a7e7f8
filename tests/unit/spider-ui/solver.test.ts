/** Spider's screen with the solver (in-thread client in Node): HELP, INFO's winnability line, winnable deals only. */
import { describe, it, expect, vi } from 'vitest';
import { boot, settle } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { C } from '../../../src/core/colours';
import { SolverClient } from '../../../src/solver/client';
import { hint, newGame } from '../../../src/games/spider/engine';
import { solveSpider } from '../../../src/games/spider/solver';
import { PREFS } from '../../../src/games/spider/records';
import { WINNABLE_TRIES, verdictText } from '../../../src/shell/advice';
import { AIDED_LINES } from '../../../src/shell/session';
import { infoLayout } from '../../../src/games/spider/panel';
import type { Machine } from '../../../src/core/machine';

/** Node budgets counted in positions, so the verdicts are the same on any machine. */
const BUDGET = { maxMs: 1e9, maxNodes: 100_000 };
const inThread = () => new SolverClient(() => null);
/** A client whose worker never answers: the solver is forever thinking. */
const silent = () => new SolverClient(() => ({ onmessage: null, onerror: null, postMessage() {}, terminate() {} }));

/** INFO's fifth line reads `text` (drawn again over itself and compared pixel for pixel). */
function infoLineIs(m: Machine, text: string): boolean {
  const l = infoLayout(m.platform, m.fb.width, m.fb.height);
  const y = l.textY + 4 * l.lineH;
  const w = l.box.x + l.box.w - 4 - l.textX;
  const before: number[] = [];
  for (let j = 0; j < 8; j++) for (let i = 0; i < w; i++) before.push(m.fb.pget(l.textX + i, y + j));
  m.fb.fillRect(l.textX, y, w, 8, m.fb.pget(l.textX - 2, y)); // the box's background
  m.fb.text(m.platform.font, text, l.textX, y, C.BLACK);
  const after: number[] = [];
  for (let j = 0; j < 8; j++) for (let i = 0; i < w; i++) after.push(m.fb.pget(l.textX + i, y + j));
  return before.every((c, i) => c === after[i]);
}

for (const plat of ['st', 'amiga'] as const) {
  describe(`Spider and the solver (${plat})`, () => {
    it("HELP suggests the solver's first move when a winning line is known, and following it keeps the line", async () => {
      // deal 6, one suit: the solver's first move (6 -> 3) is not the heuristic's (2 -> 5)
      const t = boot(plat, { deal: 6, suits: 1 }, new MemoryKV(), 'pal', { solver: inThread(), budget: BUDGET }, true);
      await settle();
      const s = t.app.s;
      const v = solveSpider(s, BUDGET);
      expect(v.result).toBe('won');
      const first = (v as { line: unknown[] }).line[0];
      expect(first).not.toEqual(hint(s));
      expect(t.app.winnability()).toBe('won');
      t.events();
      t.press('h');
      okAided(t);
      expect(t.app.state().ui.arrow).toEqual(first);
      expect(t.app.helpFrom).toBe('solver');
      expect(t.events().some((e) => e.type === 'message' && /column 7 to column 4 \(winning line\)/.test((e as { text?: string }).text ?? ''))).toBe(true);
      // play it: the rest of the line is known at once, and HELP suggests its next move
      t.press('Escape');
      const line = t.app.winningLine();
      t.app.play(first as never);
      expect(t.app.winnability()).toBe('won');
      expect(t.app.winningLine()).toEqual(line.slice(1));
      t.press('h');
      const next = line[1] as { type: string };
      if (next.type === 'move') expect(t.app.state().ui.arrow).toEqual(next);
      t.app.dispose();
    });

    it('HELP falls back on the heuristic while the solver thinks, and when it gives up; INFO says so', async () => {
      const t = boot(plat, { deal: 6, suits: 1 }, new MemoryKV(), 'pal', { solver: silent(), budget: BUDGET }, true);
      await settle();
      expect(t.app.winnability()).toBe('thinking');
      heuristicHelpThenInfo(t, verdictText('thinking'));
      t.app.dispose();

      // deal 4 with four suits is not decided within 2,000 positions: unknown
      const u = boot(plat, { deal: 4, suits: 4 }, new MemoryKV(), 'pal', { solver: inThread(), budget: { maxMs: 1e9, maxNodes: 2000 } }, true);
      await settle();
      expect(u.app.winnability()).toBe('unknown');
      heuristicHelpThenInfo(u, verdictText('unknown'));
      expect(u.app.state().ui.winnable).toBe('unknown');
      u.app.dispose();
    });

    it('INFO says "can be won" once the solver proves the position winnable; without a solver, "too hard to tell"', async () => {
      const t = boot(plat, { deal: 1, suits: 4 }, new MemoryKV(), 'pal', { solver: inThread(), budget: BUDGET }, true);
      await settle();
      t.press('i');
      okAided(t);
      expect(infoLineIs(t.m, verdictText('won'))).toBe(true);
      expect(infoLineIs(t.m, verdictText('lost'))).toBe(false);
      t.app.dispose();
      const n = boot(plat, { deal: 1, suits: 4 }, new MemoryKV(), 'pal', { solver: null }, true);
      n.press('i');
      okAided(n);
      expect(infoLineIs(n.m, verdictText('unknown'))).toBe(true);
    });
  });
}

/** The shell's "Aids are on: this game is marked" note (the first aid of a game) is answered. */
function okAided(t: { m: Machine; press: (k: string) => void }): void {
  expect(t.m.requesters.at(-1)?.spec.lines).toEqual(AIDED_LINES);
  t.press('Enter');
  expect(t.m.requesters).toHaveLength(0);
}

/** HELP shows the heuristic's arrow (the solver has no line), then INFO's verdict line reads `info`. */
function heuristicHelpThenInfo(t: ReturnType<typeof boot>, info: string): void {
  t.press('h');
  expect(t.app.state().ui.arrow).toEqual(hint(t.app.s));
  expect(t.app.helpFrom).toBe('heuristic');
  t.press('Escape');
  t.press('i');
  okAided(t);
  expect(infoLineIs(t.m, info)).toBe(true);
}

describe('Spider: verdicts for the position on the screen only', () => {
  it('an answer for an older position is ignored; the answer for the current one is kept', async () => {
    const posted: { w: { onmessage: ((e: MessageEvent) => void) | null }; id: number }[] = [];
    const make = () => {
      const w = { onmessage: null as ((e: MessageEvent) => void) | null, onerror: null, terminate() {}, postMessage(msg: { id: number }) { posted.push({ w, id: msg.id }); } };
      return w;
    };
    const t = boot('st', { deal: 6, suits: 1 }, new MemoryKV(), 'pal', { solver: new SolverClient(make, { workers: 1 }) }, true);
    expect(t.app.winnability()).toBe('thinking');
    const mv = hint(t.app.s)!;
    t.app.play(mv);
    expect(posted.length).toBe(1); // one worker, still on the first position: the second waits
    const answer = (i: number, verdict: unknown) => posted[i]!.w.onmessage!({ data: { id: posted[i]!.id, verdict } } as MessageEvent);
    answer(0, { result: 'lost' }); // the first position's (it was told to stop): dropped
    await settle();
    expect(t.app.winnability()).toBe('thinking');
    expect(posted.length).toBe(2); // the worker is free: the current position's search starts
    answer(1, { result: 'unknown', reason: 'time' });
    await settle();
    expect(t.app.winnability()).toBe('unknown');
    t.app.dispose();
  });

  it('a direct launch without a deal, winnable deals only on, searches on the options screen and then plays', async () => {
    const kv = new MemoryKV();
    const t0 = boot('st', { direct: false, deal: undefined }, kv, 'pal', { solver: inThread() });
    t0.click('option:1');
    t0.click('option:winnable');
    t0.app.dispose();
    const t = boot('st', { deal: undefined, suits: 1 }, kv, 'pal', { solver: inThread(), winnableBudget: BUDGET, budget: BUDGET });
    for (let i = 0; i < 40 && t.app.mode !== 'board'; i++) await settle();
    expect(t.app.mode).toBe('board');
    expect(t.app.winnability()).toBe('won');
    expect(solveSpider(newGame(t.app.s.deal, { rules: 'st', suits: 1 }), BUDGET).result).toBe('won');
    t.app.dispose();
  });
});

describe('Spider: winnable deals only', () => {
  it('the options screen sets the flag per suit count (persisted); Start draws deals until the solver proves one', async () => {
    const kv = new MemoryKV();
    const t = boot('st', { direct: false, deal: undefined }, kv, 'pal', { solver: inThread(), winnableBudget: BUDGET });
    expect(t.app.mode).toBe('options');
    t.click('option:4');
    expect(t.app.state().ui.winnableOnly).toBe(false);
    t.click('option:winnable');
    expect(t.app.state().ui.winnableOnly).toBe(true);
    t.click('option:2');
    expect(t.app.state().ui.winnableOnly).toBe(false);
    t.click('option:4');
    expect(t.app.state().ui.winnableOnly).toBe(true);
    const prefs = t.store.read(PREFS)!;
    expect(prefs.winnable).toEqual({ '1': false, '2': false, '4': true });
    // four suits from deal 4: 4 is not decided within the budget, 5 is proven winnable
    t.app.options.deal = 4;
    t.click('option:start');
    for (let i = 0; i < 20 && t.app.mode !== 'board'; i++) await settle();
    expect(t.app.mode).toBe('board');
    expect(t.app.s.deal).toBe(5);
    expect(t.app.winnability()).toBe('won');
    expect(t.m.busy).toBe(false);
    expect(solveSpider(newGame(5, { rules: 'st', suits: 4 }), BUDGET).result).toBe('won');
    t.app.dispose();

    // a new app reads the flag back; a direct launch with an explicit deal is never changed
    const d = boot('st', { deal: 4, suits: 4 }, kv, 'pal', { solver: inThread(), winnableBudget: BUDGET, budget: { maxMs: 1e9, maxNodes: 10 } });
    await settle();
    expect(d.app.winnableFor(4)).toBe(true);
    expect(d.app.s.deal).toBe(4);
    d.app.dispose();
  });

  it(`gives up after ${WINNABLE_TRIES} tries with a message and plays the last deal drawn`, async () => {
    const kv = new MemoryKV();
    const t0 = boot('amiga', { direct: false, deal: undefined }, kv, 'pal', { solver: inThread() });
    t0.click('option:winnable');
    t0.app.dispose();
    const tiny = { maxMs: 1e9, maxNodes: 10 };
    const t = boot('amiga', { direct: false, deal: undefined }, kv, 'pal', { solver: inThread(), winnableBudget: tiny, budget: tiny });
    expect(t.app.options.winnable).toBe(true);
    t.app.options.deal = 100;
    t.events();
    t.press('Enter');
    for (let i = 0; i < 40 && t.app.mode !== 'board'; i++) await settle();
    expect(t.app.s.deal).toBe(100 + WINNABLE_TRIES - 1);
    expect(t.app.state().ui.message).toBe(`No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal ${100 + WINNABLE_TRIES - 1}.`);
    expect(t.m.busy).toBe(false);
    t.app.dispose();
  });

  it('shows the busy pointer and the search on the options screen while the worker searches', () => {
    const kv = new MemoryKV();
    const t = boot('st', { direct: false, deal: undefined }, kv, 'pal', { solver: silent() });
    t.click('option:winnable');
    t.click('option:start');
    expect(t.m.busy).toBe(true);
    expect(t.app.state().ui.searching).toBe(1);
    expect(t.app.mode).toBe('options');
    t.app.dispose();
    expect(t.m.busy).toBe(false);
  });
});

describe('Spider: the search split over the search workers', () => {
  /** A client whose workers record what they are asked and never answer. */
  function recording() {
    const asked: { share?: { index: number; of: number } }[][] = [];
    const client = new SolverClient(() => {
      const mine: { share?: { index: number; of: number } }[] = [];
      asked.push(mine);
      return { onmessage: null, onerror: null, postMessage: (m) => mine.push(m.budget), terminate() {} };
    });
    return { client, asked };
  }

  it.each([[4, 3], [2, 1], [1, 1]])('with %i cores it asks %i worker(s), each for its share', async (cores, workers) => {
    vi.stubGlobal('navigator', { hardwareConcurrency: cores });
    try {
      const { client, asked } = recording();
      const t = boot('st', { deal: 1, suits: 4 }, new MemoryKV(), 'pal', { solver: client, budget: BUDGET }, true);
      await settle();
      expect(t.app.winnability()).toBe('thinking');
      expect(asked).toHaveLength(workers);
      const shares = asked.map((a) => a[0]!.share);
      expect(shares).toEqual(workers === 1 ? [undefined] : [...Array(workers).keys()].map((index) => ({ index, of: workers })));
      t.app.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
