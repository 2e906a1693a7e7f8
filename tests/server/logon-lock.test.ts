/**
 * The log-on's lockout and growing wait with an injected clock (no sleeps): counts per name and
 * address in one transaction (parallel failures lose none), the wait doubling with the address's
 * failures and no one else's, the lock for one address only, and its end 15 minutes later.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { Leases } from '../../server/lease';
import { Caller, DEFAULT_LIMITS, LOCK_AFTER, LOCK_MINUTES, delayAfter, type BoardContext, type Line } from '../../server/caller';
import { hashPassword } from '../../server/passwords';
import type { Clock } from '../../server/clock';
import type { Database } from '../../server/db/db';

const dirs: string[] = [];
const dbs: Database[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A clock the test moves: sleep returns at once, noting how long the board would have waited. */
class TestClock implements Clock {
  t = Date.UTC(2026, 11, 3, 12);
  slept: number[] = [];
  now() {
    return this.t;
  }
  sleep(ms: number) {
    this.slept.push(ms);
    return Promise.resolve();
  }
}

async function board() {
  const dir = tempDir('lock');
  dirs.push(dir);
  const db = await openDatabase(dir, '');
  dbs.push(db);
  const store = new Store(db);
  await store.createAccount('Owner', await hashPassword('rightpw1'));
  const clock = new TestClock();
  const ctx: BoardContext = { store, leases: new Leases(store, '1', clock), clock, limits: DEFAULT_LIMITS, log: () => undefined };
  return { store, clock, ctx };
}

/** One call from `address`: type lines, wait until the board has answered each. */
function call(ctx: BoardContext, address: string) {
  const sent: Buffer[] = [];
  let closed = false;
  const line: Line = { send: (b) => void sent.push(b), close: () => void (closed = true) };
  const c = new Caller(ctx, line, 'cp437', address);
  const text = () => Buffer.concat(sent).toString('latin1');
  return {
    c,
    text,
    closed: () => closed,
    /** Type a line and wait until the board has handled every key of it (its log-on queue empty). */
    async type(s: string, until: RegExp) {
      const from = text().length;
      c.data(Buffer.from(s + '\r', 'latin1'));
      const idle = () => (c as unknown as { queued: number }).queued === 0;
      for (let i = 0; i < 4000 && !idle(); i++) await new Promise((r) => setTimeout(r, 5));
      // The screen as drawn, and any last line said before a hang-up.
      expect(c.term.text() + text().slice(from)).toMatch(until);
    },
  };
}

describe('log-on failures (an injected clock)', () => {
  it('wrong passwords wait 1 s, 2 s ... 8 s by the address, lock the name for that address only, and the lock ends after 15 minutes', async () => {
    const { clock, ctx } = await board();
    const x = call(ctx, '127.0.0.2');
    await x.c.start();
    await x.type('owner', /your password please/);
    await x.type('bad1', /Wrong password/);
    await x.type('bad2', /Wrong password/);
    await x.type('bad3', /hanging up/);
    expect(clock.slept).toEqual([1000, 2000]);
    const y = call(ctx, '127.0.0.2');
    await y.c.start();
    await y.type('owner', /your password please/);
    await y.type('bad4', /Wrong password/);
    expect(clock.slept).toEqual([1000, 2000, 8000]);
    await y.type('bad5', new RegExp(`locked for ${LOCK_MINUTES} minutes from your address`));
    expect(y.closed()).toBe(true);
    // Locked for 127.0.0.2: its name stage says so, even with the right password to come.
    const z = call(ctx, '127.0.0.2');
    await z.c.start();
    await z.type('owner', /locked for a while/);
    // The owner at 127.0.0.1 is neither locked nor slowed: the right password lets them in.
    const me = call(ctx, '127.0.0.1');
    await me.c.start();
    await me.type('owner', /your password please/);
    await me.type('rightpw1', /Welcome, Owner!/);
    await me.c.closed();
    // 15 minutes on, 127.0.0.2 may try again.
    clock.t += LOCK_MINUTES * 60_000 + 1;
    const w = call(ctx, '127.0.0.2');
    await w.c.start();
    await w.type('owner', /your password please/);
    await w.type('rightpw1', /Welcome, Owner!/);
    await w.c.closed();
  });

  it('a flood from one address slows that address only; the wait stops doubling at its cap', async () => {
    const { store, clock } = await board();
    let f = { fromAddress: 0 };
    for (let i = 0; i < 20; i++) f = await store.logonFailed(`name${i}`, '127.0.0.9', clock.now(), LOCK_AFTER, 1000);
    expect(f.fromAddress).toBe(20);
    expect(delayAfter(f.fromAddress)).toBe(30_000);
    expect((await store.failures('owner', '127.0.0.1', clock.now())).fromAddress).toBe(0);
    expect(delayAfter((await store.failures('owner', '127.0.0.1', clock.now())).fromAddress)).toBe(1000);
  });

  it('failures counted at once from many calls are all counted (one transaction each)', async () => {
    const { store, clock } = await board();
    await Promise.all(Array.from({ length: 4 }, () => store.logonFailed('owner', '127.0.0.3', clock.now(), 100, 1000)));
    const f = await store.failures('owner', '127.0.0.3', clock.now());
    expect([f.failures, f.fromAddress]).toEqual([4, 4]);
    // The fifth locks (LOCK_AFTER), for that address.
    const locked = await store.logonFailed('owner', '127.0.0.3', clock.now(), LOCK_AFTER, 60_000);
    expect(locked.lockedUntil).toBe(clock.now() + 60_000);
    expect((await store.failures('owner', '127.0.0.4', clock.now())).lockedUntil).toBe(0);
  });
});
