/**
 * The HTTP API's log-on and limits in one process with a clock the test moves (no waiting): the
 * wait after a wrong password, the telnet log-on's lock, a session's end, the token buckets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { rmSync } from 'node:fs';
import { tempDir } from './callers';
import { api } from './api-client';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { DailyStore } from '../../server/daily-store';
import { createApi, SESSION_DAYS } from '../../server/api';
import { Buckets } from '../../server/api-limits';
import { hashPassword } from '../../server/passwords';
import { LOCK_AFTER, LOCK_MINUTES } from '../../server/caller';
import type { Database } from '../../server/db/db';
import { idEngine, pressKey } from '../../src/games/idiots-delight/engine';
import type { Logger } from '../../server/log';

let now = Date.UTC(2026, 11, 5, 12);
const clock = { now: () => now, sleep: () => Promise.resolve() };
const events: string[] = [];
const logger: Logger = { info: (e) => void events.push(e), warn: (e) => void events.push(e), error: (e) => void events.push(e) };

let dir = '';
let db: Database;
let store: Store;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  dir = tempDir('api');
  db = await openDatabase(dir, '');
  store = new Store(db);
  await store.createAccount('Alice', await hashPassword('hearts44'), now);
  const handle = createApi({ store, daily: new DailyStore(db), clock, log: logger, note: () => undefined }, { perAddress: 1000, perAccount: 1000 });
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://board');
    handle({ req, res, path: u.pathname, query: u.searchParams, addr: req.socket.remoteAddress ?? '?', originOk: true, common: {} });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const logOn = (password: string, from = '127.0.0.1') => api(port, 'POST', '/api/session', { body: { name: 'Alice', password }, from });

describe('the HTTP log-on', () => {
  it('makes an address wait after a wrong password (429, Retry-After), as the telnet log-on waits', async () => {
    expect((await logOn('nope', '127.0.0.2')).status).toBe(401);
    const soon = await logOn('hearts44', '127.0.0.2');
    expect([soon.status, soon.headers['retry-after'], soon.json.error]).toEqual([429, '1', 'Wait a moment after a wrong password.']);
    now += 1000;
    expect((await logOn('hearts44', '127.0.0.2')).status).toBe(200);
  });

  it('locks a name for an address after the telnet log-on\'s count of wrong passwords; other addresses go on', async () => {
    let last = await logOn('nope', '127.0.0.3');
    for (let i = 1; i < LOCK_AFTER; i++) {
      now += 60_000;
      last = await logOn('nope', '127.0.0.3');
    }
    expect([last.status, last.json.error]).toEqual([401, `Too many wrong passwords: Alice is locked for ${LOCK_MINUTES} minutes from your address.`]);
    now += 60_000;
    const locked = await logOn('hearts44', '127.0.0.3');
    expect([locked.status, locked.json.error]).toEqual([401, 'Alice is locked for a while after wrong passwords from your address: try later.']);
    expect((await logOn('hearts44', '127.0.0.4')).status).toBe(200);
    expect(events).toContain('lockout');
  });

  it('ends a session after its days', async () => {
    const s = await logOn('hearts44', '127.0.0.5');
    const token = s.json.token as string;
    expect((await api(port, 'GET', '/api/session', { token })).json).toEqual({ name: 'Alice' });
    now += SESSION_DAYS * 86_400_000;
    const gone = await api(port, 'GET', '/api/session', { token });
    expect([gone.status, gone.json.error]).toEqual([401, 'Your session has ended: log on again.']);
  });
});

describe('the rate limits', () => {
  it('give each key its tokens a minute, and say when the next one comes', () => {
    const b = new Buckets(3);
    const t = 1_000_000;
    expect([b.take('a', t), b.take('a', t), b.take('a', t)]).toEqual([0, 0, 0]);
    expect(b.take('a', t)).toBe(20);
    expect(b.take('b', t)).toBe(0);
    expect(b.take('a', t + 20_000)).toBe(0);
    expect(b.take('a', t + 20_000)).toBe(20);
  });
});

describe("the door's tables", () => {
  it("rank Idiot's Delight's players by their hands on a day, with the Daily Champion bonus in the month", async () => {
    await store.createAccount('Bob', await hashPassword('spades44'), now);
    await store.validateAccount('Bob');
    const scores: Record<string, number> = {};
    for (const [name, rounds] of [['Alice', 2], ['Bob', 6]] as const) {
      const h = await store.startHand(name, '2026-12-05', '2026-12-05');
      let s = idEngine.newGame(h.deal, {});
      for (let i = 0; i < rounds; i++) for (const k of ['play', 'down', 'play', 'down', 'play', 'down', 'play', 'down', 'deal'] as const) s = pressKey(s, k).state;
      scores[name] = (await store.finishHand(name, s, now + (name === 'Alice' ? 0 : 1))).score;
    }
    const t = await new DailyStore(db).doorTable('day', '2026-12-05');
    const want = Object.entries(scores).sort((a, b) => b[1] - a[1] || (a[0] === 'Alice' ? -1 : 1));
    expect(t.map((l) => [l.name, l.score])).toEqual(want);
    const champ = (await store.champions()).daily['2026-12-05']!;
    const month = await new DailyStore(db).doorTable('month', '2026-12');
    expect(month.find((l) => l.name === champ.name)!.score).toBe(scores[champ.name]! + 5000);
    const res = await api(port, 'GET', '/api/tables/idiots-delight?period=day&at=2026-12-05');
    expect((res.json.plain as { name: string }[]).map((l) => l.name)).toEqual(want.map((w) => w[0]));
  });
});
