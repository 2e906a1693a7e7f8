import { describe, expect, test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { newGame } from '../../../src/games/spider/engine';
import { SolveCancelled, SolverClient, onSolverFailure } from '../../../src/solver/client';
import { SOLVER_GAMES, solveFor } from '../../../src/solver/dispatch';
import { serve, stopClock } from '../../../src/solver/worker';
import { GAME_IDS } from '../../../src/games/ids';
import { FakeWorker, fakes } from './fake-worker';

// positions only: solveFor and the worker's serve use the real clock, which must never end a search here
const budget = { maxMs: 1e9, maxNodes: 2_000_000 };
const now = { defer: (go: () => void) => go() };

describe('solver client and worker', () => {
  test('every game has a solver', () => {
    expect([...SOLVER_GAMES].sort()).toEqual([...GAME_IDS].sort());
  });

  test('without Worker it solves in this thread', async () => {
    const client = new SolverClient();
    const s = gulfEngine.newGame(4, {});
    await expect(client.request('gulf', s, budget)).resolves.toEqual(solveFor('gulf', s, budget));
  });

  test('the worker protocol answers by id, and reports an unknown game', () => {
    const s = gulfEngine.newGame(4, {});
    const r = serve({ id: 7, game: 'gulf', state: s, budget });
    expect(r.id).toBe(7);
    expect(r.verdict).toEqual(solveFor('gulf', s, budget));
    expect(serve({ id: 8, game: 'chess' as never, state: s, budget })).toMatchObject({ id: 8, verdict: null });
  });

  test.each([
    ['spider', newGame(86, { rules: 'st', suits: 4 })],
    ['idiots-delight', idEngine.newGame(811, {})],
    ['gulf', gulfEngine.newGame(3, {})],
  ] as const)('a %s search told to stop ends at its next look at the clock', (game, state) => {
    const stop = new Int32Array(new SharedArrayBuffer(4));
    // a stop word naming another search changes nothing: the clock stays still
    const other = stopClock(9, stop, () => 0);
    Atomics.store(stop, 0, 8);
    expect([other(), other()]).toEqual([0, 0]);
    Atomics.store(stop, 0, 9);
    const huge = { maxMs: 1e9, maxNodes: 1e12 };
    expect(serve({ id: 9, game, state, budget: huge }, stopClock(9, stop, () => 0)).verdict).toEqual({ result: 'unknown', reason: 'time' });
  });

  test('a second request for a game reuses its worker; the first rejects with SolveCancelled', async () => {
    const { make, made } = fakes();
    const client = new SolverClient(make, { workers: 1, shared: true, ...now });
    const first = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    const second = client.request('gulf', gulfEngine.newGame(2, {}), budget);
    await expect(first).rejects.toBeInstanceOf(SolveCancelled);
    expect(made).toHaveLength(1);
    const w = made[0]!;
    // the first search is told to stop through the stop word, not killed; the second waits for it
    expect(w.terminated).toBe(false);
    expect(w.inbox).toHaveLength(1);
    expect(Atomics.load(w.inbox[0]!.stop!, 0)).toBe(w.inbox[0]!.id);
    w.answer(); // the stopped search answers: the worker is free, and gets the second
    expect(w.inbox).toHaveLength(1);
    expect(w.inbox[0]!.state).toEqual(gulfEngine.newGame(2, {}));
    w.answer();
    await expect(second).resolves.toEqual(solveFor('gulf', gulfEngine.newGame(2, {}), budget));
    expect(made).toHaveLength(1);
    client.dispose();
    expect(w.terminated).toBe(true); // a pool of the client's own goes with it
  });

  test('other games are not cancelled: they wait for a free worker', async () => {
    const { make, made } = fakes();
    const client = new SolverClient(make, { workers: 1, ...now });
    const gulf = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    const id = client.request('idiots-delight', idEngine.newGame(1, {}), { maxMs: 1e9, maxNodes: 10 });
    expect(made).toHaveLength(1);
    made[0]!.answer();
    await expect(gulf).resolves.toEqual(solveFor('gulf', gulfEngine.newGame(1, {}), budget));
    made[0]!.answer();
    await expect(id).resolves.toEqual({ result: 'unknown', reason: 'memory' });
    client.dispose();
  });

  test('a request is posted only once the screen is drawn; one replaced before that never is', async () => {
    const { make, made } = fakes();
    const later: (() => void)[] = [];
    const client = new SolverClient(make, { workers: 1, defer: (go) => later.push(go) });
    const first = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    const second = client.request('gulf', gulfEngine.newGame(2, {}), budget);
    await expect(first).rejects.toBeInstanceOf(SolveCancelled);
    expect(made[0]!.inbox).toHaveLength(0);
    for (const go of later.splice(0)) go();
    expect(made[0]!.inbox.map((r) => r.state)).toEqual([gulfEngine.newGame(2, {})]);
    made[0]!.answer();
    await expect(second).resolves.toMatchObject({ result: 'won' });
    client.dispose();
  });

  test.each([[1, 1], [2, 1], [3, 2], [8, 7]])('with %i cores at most %i workers search', async (cores, most) => {
    const nav = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { hardwareConcurrency: cores }, configurable: true });
    try {
      const { make, made } = fakes();
      const client = new SolverClient(make, now);
      const asked = [
        client.request('spider', newGame(1, { rules: 'st', suits: 4 }), budget, 16),
        client.request('gulf', gulfEngine.newGame(1, {}), budget),
        client.request('idiots-delight', idEngine.newGame(1, {}), budget, 4),
        client.request('kings-korner', { } as never, budget),
      ];
      expect(made).toHaveLength(most);
      // the split uses every search worker
      expect(made[0]!.inbox[0]!.budget.share).toEqual(most === 1 ? undefined : { index: 0, of: most });
      client.dispose();
      await Promise.allSettled(asked);
    } finally {
      if (nav) Object.defineProperty(globalThis, 'navigator', nav);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  test('a worker that dies is reported (for the player) and replaced', async () => {
    const told: string[] = [];
    onSolverFailure((why) => told.push(why));
    try {
      const { make, made } = fakes();
      const client = new SolverClient(make, { workers: 1, ...now });
      const p = client.request('gulf', gulfEngine.newGame(1, {}), budget);
      const waiting = client.request('idiots-delight', idEngine.newGame(1, {}), { maxMs: 1e9, maxNodes: 10 });
      // A module worker whose script cannot be fetched fires a plain 'error' Event: no message.
      made[0]!.onerror?.({} as ErrorEvent);
      await expect(p).rejects.toThrow('solver worker failed');
      expect(told).toEqual(['solver worker failed']);
      expect(made[0]!.terminated).toBe(true);
      // the request that was waiting goes to a new worker
      expect(made).toHaveLength(2);
      made[1]!.answer();
      await expect(waiting).resolves.toEqual({ result: 'unknown', reason: 'memory' });
      const next = client.request('gulf', gulfEngine.newGame(1, {}), budget);
      expect(made).toHaveLength(2);
      made[1]!.answer();
      await expect(next).resolves.toMatchObject({ result: 'won' });
      client.dispose();
    } finally {
      onSolverFailure(null);
    }
  });

  test('a solver that throws rejects its request; the worker serves the next', async () => {
    const { make, made } = fakes();
    const client = new SolverClient(make, { workers: 1, ...now });
    const p = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    made[0]!.reply({ verdict: null, error: 'boom' });
    await expect(p).rejects.toThrow('boom');
    const next = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    made[0]!.answer();
    await expect(next).resolves.toMatchObject({ result: 'won' });
    expect(made).toHaveLength(1);
    client.dispose();
  });

  describe('a search split over workers', () => {
    const spider = newGame(53, { rules: 'st', suits: 4 });
    const { make, made } = fakes();
    const client = new SolverClient(make, { workers: 2, shared: true, ...now });

    test('each worker gets its share; the first "won" answers and stops the other', async () => {
      const p = client.request('spider', spider, { maxMs: 1e9, maxNodes: 15_441 }, 2);
      expect(made).toHaveLength(2);
      expect(made.map((w) => w.inbox[0]!.budget.share)).toEqual([{ index: 0, of: 2 }, { index: 1, of: 2 }]);
      const other = made[0]!.inbox[0]!;
      made[1]!.answer(); // share 1 holds run 1, which wins deal 53 in 15,441 positions
      const v = await p;
      expect(v.result).toBe('won');
      expect(Atomics.load(other.stop!, 0)).toBe(other.id); // share 0 is told to stop
      expect(made.some((w) => w.terminated)).toBe(false);
      // The next request waits for share 0 to stop, then uses both workers again.
      const next = client.request('spider', spider, { maxMs: 1e9, maxNodes: 10 }, 2);
      expect(made[1]!.inbox).toHaveLength(1);
      made[0]!.answer();
      expect(made).toHaveLength(2);
      expect(made[0]!.inbox).toHaveLength(1);
      client.cancel('spider');
      await expect(next).rejects.toBeInstanceOf(SolveCancelled);
      for (const w of made) w.answer();
    });

    test('"unknown" only once every share ran out; "time" if any did', async () => {
      const p = client.request('spider', spider, { maxMs: 1e9, maxNodes: 10 }, 2);
      const [a, b] = made as [FakeWorker, FakeWorker];
      let settled = false;
      void p.then(() => (settled = true));
      a.reply({ verdict: { result: 'unknown', reason: 'time' } });
      await Promise.resolve();
      expect(settled).toBe(false);
      b.reply({ verdict: { result: 'unknown', reason: 'memory' } });
      await expect(p).resolves.toEqual({ result: 'unknown', reason: 'time' });
    });

    test('"lost" for a part (a split proof) only once every part says so', async () => {
      const state = idEngine.newGame(14, { freeCard: false });
      const both = client.request('idiots-delight', state, { maxMs: 1e9, maxNodes: 10 }, 2);
      const [a, b] = made as [FakeWorker, FakeWorker];
      let settled = false;
      void both.then(() => (settled = true));
      a.reply({ verdict: { result: 'lost', part: true } });
      await Promise.resolve();
      expect(settled).toBe(false);
      expect(Atomics.load(b.inbox[0]!.stop!, 0)).not.toBe(b.inbox[0]!.id); // the other part still searches
      b.reply({ verdict: { result: 'lost', part: true } });
      await expect(both).resolves.toEqual({ result: 'lost' });
      // One part lost, the other out of budget: nothing is proven.
      const mixed = client.request('idiots-delight', state, { maxMs: 1e9, maxNodes: 10 }, 2);
      a.reply({ verdict: { result: 'unknown', reason: 'memory' } });
      b.reply({ verdict: { result: 'lost', part: true } });
      await expect(mixed).resolves.toEqual({ result: 'unknown', reason: 'memory' });
      client.dispose();
    });
  });
});
