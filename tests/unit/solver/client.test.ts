import { describe, expect, test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { SolveCancelled, SolverClient } from '../../../src/solver/client';
import { SOLVER_GAMES, solveFor } from '../../../src/solver/dispatch';
import { serve, type SolveReply, type SolveRequest } from '../../../src/solver/worker';

const budget = { maxMs: 5_000, maxNodes: 2_000_000 };

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
});
