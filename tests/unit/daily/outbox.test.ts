/* eslint-disable @typescript-eslint/require-await -- stand-ins for fetch and the board answer as they do, asynchronously */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { enqueue, flush, OUTBOX, OUTBOX_MAX, waiting, type Outgoing, type PostFn } from '../../../src/shell/daily/outbox';

const item = (id: string, board = ''): Outgoing => ({ board, id, game: 'spider', date: '2026-12-07', log: { game: 'spider', id, moves: [] } });

describe('the daily outbox (DAILY.OUT)', () => {
  it('keeps a game while the board cannot be reached, and sends it once it can', async () => {
    const store = new Store(new MemoryKV(), null);
    await enqueue(store, item('a'));
    let up = false;
    const sent: string[] = [];
    const post: PostFn = async (_b, log) => {
      if (!up) return { ok: false, status: 0, reason: 'The board cannot be reached.', retry: true };
      sent.push((log as { id: string }).id);
      return { ok: true, value: { score: 120, rank: 1 } };
    };
    expect(await flush(store, post, null)).toEqual([]);
    expect(waiting(store).map((i) => i.id)).toEqual(['a']);
    up = true;
    expect(await flush(store, post, null)).toEqual([{ id: 'a', game: 'spider', kind: 'scored', score: 120, rank: 1 }]);
    expect(await flush(store, post, null)).toEqual([]);
    expect(sent).toEqual(['a']);
    expect(waiting(store)).toEqual([]);
  });

  it("keeps a game whose session has ended (401: sign on, then it goes), and posts Spider's QUIT with its quit", async () => {
    const store = new Store(new MemoryKV(), null);
    await enqueue(store, { ...item('q'), quit: true });
    let session = false;
    const quits: boolean[] = [];
    const post: PostFn = async (_b, _log, quit) => {
      quits.push(quit);
      return session ? { ok: true, value: { score: 90, rank: 1 } } : { ok: false, status: 401, reason: 'Your session has ended: log on again.', retry: false };
    };
    expect(await flush(store, post, null)).toEqual([]);
    expect(waiting(store).map((i) => [i.id, i.quit])).toEqual([['q', true]]);
    session = true;
    expect(await flush(store, post, null)).toEqual([{ id: 'q', game: 'spider', kind: 'scored', score: 90, rank: 1 }]);
    expect(quits).toEqual([true, true]);
  });

  it('enters a game once however often it is queued', async () => {
    const store = new Store(new MemoryKV(), null);
    await enqueue(store, item('a'));
    await enqueue(store, item('a'));
    expect(waiting(store)).toHaveLength(1);
  });

  it('takes a 409 (the board holds that id) as sent, and a refusal as final with its reason', async () => {
    const store = new Store(new MemoryKV(), null);
    await enqueue(store, item('a'));
    await enqueue(store, item('b'));
    const post: PostFn = async (_b, log) =>
      (log as { id: string }).id === 'a'
        ? { ok: false, status: 409, reason: 'That game is already on the board.', retry: false }
        : { ok: false, status: 422, reason: 'Move 3 does not replay.', retry: false };
    expect(await flush(store, post, null)).toEqual([
      { id: 'a', game: 'spider', kind: 'already' },
      { id: 'b', game: 'spider', kind: 'refused', reason: 'Move 3 does not replay.' },
    ]);
    expect(waiting(store)).toEqual([]);
  });

  it("keeps a busy board's games (429, 5xx) and still sends another board's", async () => {
    const store = new Store(new MemoryKV(), null);
    await enqueue(store, item('a', 'https://one'));
    await enqueue(store, item('b', 'https://one'));
    await enqueue(store, item('c', 'https://two'));
    const asked: string[] = [];
    const post: PostFn = async (board, log) => {
      asked.push((log as { id: string }).id);
      return board === 'https://one' ? { ok: false, status: 429, reason: 'Slow down.', retry: true } : { ok: true, value: { score: 5, rank: 2 } };
    };
    const r = await flush(store, post, null);
    expect(r.map((s) => s.id)).toEqual(['c']);
    expect(asked).toEqual(['a', 'c']);
    expect(waiting(store).map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('sends under one lock, so two windows flushing at once post each game once', async () => {
    const kv = new MemoryKV();
    const held: Promise<unknown>[] = [];
    let chain: Promise<unknown> = Promise.resolve();
    const lock = (_n: string, fn: () => unknown) => {
      const p = chain.then(fn);
      chain = p.catch(() => undefined);
      held.push(p);
      return p;
    };
    const a = new Store(kv, null);
    const b = new Store(kv, null);
    await enqueue(a, item('x'));
    let posts = 0;
    const post: PostFn = async () => {
      posts++;
      return { ok: true, value: { score: 1, rank: 1 } };
    };
    await Promise.all([flush(a, post, lock), flush(b, post, lock)]);
    expect(posts).toBe(1);
  });

  it("sends under a lock of its own while the store changes the record under the record's lock (the page's Web Locks: one name held twice waits forever)", async () => {
    // Web Locks as the page has them: a name is granted to one holder at a time, in order.
    const chains = new Map<string, Promise<unknown>>();
    const lock = (name: string, fn: () => unknown) => {
      const p = (chains.get(name) ?? Promise.resolve()).then(fn);
      chains.set(name, p.catch(() => undefined));
      return p;
    };
    const store = new Store(new MemoryKV(), lock, null);
    await enqueue(store, item('w'));
    const post: PostFn = async () => ({ ok: true, value: { score: 3, rank: 1 } });
    // Held twice, the same name would never be granted: the test would not end (its time limit fails it).
    const sent = await flush(store, post, lock);
    expect(sent).toEqual([{ id: 'w', game: 'spider', kind: 'scored', score: 3, rank: 1 }]);
    expect(waiting(store)).toEqual([]);
  });

  it('reads a damaged record as none and keeps at most OUTBOX_MAX games', async () => {
    expect(OUTBOX.validate({ items: [{ id: 1 }] })).toBeNull();
    expect(OUTBOX.validate('x')).toBeNull();
    const store = new Store(new MemoryKV(), null);
    for (let i = 0; i < OUTBOX_MAX + 3; i++) await enqueue(store, item(`g${i}`));
    expect(waiting(store)).toHaveLength(OUTBOX_MAX);
    expect(waiting(store)[0]!.id).toBe('g3');
  });
});
