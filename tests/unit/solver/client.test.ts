import { describe, expect, test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { newGame } from '../../../src/games/spider/engine';
import { SolveCancelled, SolverClient, onSolverFailure } from '../../../src/solver/client';
import { SOLVER_GAMES, solveFor } from '../../../src/solver/dispatch';
import { serve, type SolveReply, type SolveRequest } from '../../../src/solver/worker';

// positions only: solveFor and the worker's serve use the real clock, which must never end a search here
const budget = { maxMs: 1e9, maxNodes: 2_000_000 };

/** A stand-in Worker that answers with `serve` when told to, so the test controls the timing. */
class FakeWorker {
  onmessage: ((e: MessageEvent<SolveReply>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  inbox: SolveRequest[] = [];
  terminated = false;
  postMessage(msg: SolveRequest): void {
    this.inbox.push(structuredClone(msg));
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(): void {
    for (const m of this.inbox.splice(0)) this.onmessage?.({ data: serve(m) } as MessageEvent<SolveReply>);
  }
}

describe('solver client and worker', () => {
  test('every game has a solver', () => {
    expect(SOLVER_GAMES.sort()).toEqual(['gulf', 'idiots-delight', 'kings-korner', 'spider']);
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

  test('a new request for a game cancels the running one; other games are not touched', async () => {
    const made: FakeWorker[] = [];
    const client = new SolverClient(() => {
      const w = new FakeWorker();
      made.push(w);
      return w;
    });
    const first = client.request('gulf', gulfEngine.newGame(1, {}), budget);
    const other = client.request('idiots-delight', idEngine.newGame(1, {}), { maxMs: 1e9, maxNodes: 10 });
    const second = client.request('gulf', gulfEngine.newGame(2, {}), budget);
    await expect(first).rejects.toBeInstanceOf(SolveCancelled);
    expect(made[0]!.terminated).toBe(true);
    expect(made).toHaveLength(3); // gulf, idiots-delight, a fresh gulf worker
    made[2]!.answer();
    made[1]!.answer();
    await expect(second).resolves.toEqual(solveFor('gulf', gulfEngine.newGame(2, {}), budget));
    await expect(other).resolves.toEqual({ result: 'unknown', reason: 'memory' });
    client.dispose();
  });

  test('a worker that cannot start is reported (for the player) and its request rejects', async () => {
    const told: string[] = [];
    onSolverFailure((why) => told.push(why));
    try {
      const made: FakeWorker[] = [];
      const client = new SolverClient(() => {
        const w = new FakeWorker();
        made.push(w);
        return w;
      });
      const p = client.request('gulf', gulfEngine.newGame(1, {}), budget);
      // A module worker whose script cannot be fetched fires a plain 'error' Event: no message.
      made[0]!.onerror?.({} as ErrorEvent);
      await expect(p).rejects.toThrow('solver worker failed');
      expect(told).toEqual(['solver worker failed']);
      expect(made[0]!.terminated).toBe(true);
      client.dispose();
    } finally {
      onSolverFailure(null);
    }
  });

  describe('a search split over workers', () => {
    const spider = newGame(53, { rules: 'st', suits: 4 });
    const made: FakeWorker[] = [];
    const client = new SolverClient(() => {
      const w = new FakeWorker();
      made.push(w);
      return w;
    });

    test('each worker gets its share; the first "won" answers and stops the other', async () => {
      const p = client.request('spider', spider, { maxMs: 1e9, maxNodes: 15_441 }, 2);
      expect(made).toHaveLength(2);
      expect(made.map((w) => w.inbox[0]!.budget.share)).toEqual([{ index: 0, of: 2 }, { index: 1, of: 2 }]);
      made[1]!.answer(); // share 1 holds run 1, which wins deal 53 in 15,441 positions
      const v = await p;
      expect(v.result).toBe('won');
      expect(made[0]!.terminated).toBe(true);
      expect(made[1]!.terminated).toBe(false);
      // The next request reuses the worker that answered and makes one more.
      void client.request('spider', spider, { maxMs: 1e9, maxNodes: 10 }, 2).catch(() => {});
      expect(made).toHaveLength(3);
      expect(made[1]!.inbox).toHaveLength(1);
      client.cancel('spider');
    });

    test('"unknown" only once every share ran out; "time" if any did', async () => {
      const p = client.request('spider', spider, { maxMs: 1e9, maxNodes: 10 }, 2);
      const [a, b] = made.slice(-2) as [FakeWorker, FakeWorker];
      let settled = false;
      void p.then(() => (settled = true));
      const reply = (w: FakeWorker, verdict: SolveReply['verdict']) =>
        w.onmessage?.({ data: { id: w.inbox.splice(0)[0]!.id, verdict } } as MessageEvent<SolveReply>);
      reply(a, { result: 'unknown', reason: 'time' });
      await Promise.resolve();
      expect(settled).toBe(false);
      reply(b, { result: 'unknown', reason: 'memory' });
      await expect(p).resolves.toEqual({ result: 'unknown', reason: 'time' });
      client.dispose();
    });

    test('"lost" for a part (a split proof) only once every part says so', async () => {
      const reply = (w: FakeWorker, verdict: SolveReply['verdict']) =>
        w.onmessage?.({ data: { id: w.inbox.splice(0)[0]!.id, verdict } } as MessageEvent<SolveReply>);
      const state = idEngine.newGame(14, { freeCard: false });
      const both = client.request('idiots-delight', state, { maxMs: 1e9, maxNodes: 10 }, 2);
      const [a, b] = made.slice(-2) as [FakeWorker, FakeWorker];
      let settled = false;
      void both.then(() => (settled = true));
      reply(a, { result: 'lost', part: true });
      await Promise.resolve();
      expect(settled).toBe(false);
      expect(b.terminated).toBe(false); // the other part still searches
      reply(b, { result: 'lost', part: true });
      await expect(both).resolves.toEqual({ result: 'lost' });
      // One part lost, the other out of budget: nothing is proven.
      const mixed = client.request('idiots-delight', state, { maxMs: 1e9, maxNodes: 10 }, 2);
      const [c, d] = made.slice(-2) as [FakeWorker, FakeWorker];
      reply(c, { result: 'unknown', reason: 'memory' });
      reply(d, { result: 'lost', part: true });
      await expect(mixed).resolves.toEqual({ result: 'unknown', reason: 'memory' });
      client.dispose();
    });
  });
});
