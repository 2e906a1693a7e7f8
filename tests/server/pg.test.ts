/**
 * The board's integration test and the concurrent-finish test against PostgreSQL (DATABASE_URL).
 * Under CI (CI=true or PG_REQUIRED=1, as .ci/run sets) missing binaries are a failure that says what
 * to install; elsewhere the suite is skipped, and the skip is named in the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardSuite } from './suites-board';
import { raceSuite } from './suites-race';
import { fairSuite } from './suites-fair';
import { whoSuite } from './suites-who';
import { accountsSuite } from './suites-accounts';
import { dailySuite } from './suites-daily';
import { handEndSuite } from './suites-hand-end';
import { pgBin, startPg, PG_REQUIRED, type PgCluster } from './pg';
import { rmSync } from 'node:fs';
import pgLib from 'pg';
import { tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { LeaseLost, Store } from '../../server/store';
import type { Database } from '../../server/db/db';
import { idEngine, pressKey, type IDState } from '../../src/games/idiots-delight/engine';

let pg: PgCluster | null = null;

/** A board-wide write held open until `finish` (a log-on's or a hand's end, made long): resolves once it has begun. */
async function longWrite(db: Database): Promise<{ first: Promise<void>; finish: () => void }> {
  let finish!: () => void;
  const long = new Promise<void>((r) => (finish = r));
  let inLong!: () => void;
  const started = new Promise<void>((r) => (inLong = r));
  const first = db.write(async () => {
    inLong();
    await long;
  });
  await started;
  return { first, finish };
}

describe('PostgreSQL', () => {
  if (pgBin() === null) {
    if (PG_REQUIRED)
      it('has the PostgreSQL binaries', () => {
        throw new Error("CI=true (or PG_REQUIRED=1) requires PostgreSQL's binaries in /usr/lib/postgresql/*/bin (Debian's postgresql package; .ci/run installs it): the PostgreSQL suites cannot run");
      });
    else it.skip('PostgreSQL binaries not installed: the PostgreSQL suites are skipped (CI installs them)', () => undefined);
    return;
  }
  beforeAll(async () => {
    pg = await startPg();
  });
  afterAll(() => pg?.stop());

  it('has a throwaway cluster (Debian postgresql, started as the postgres user)', () => {
    expect(pg).not.toBeNull();
  });

  it("group commit: the keys' saves of one turn share one transaction and one statement, on connections of their own; a save whose lease is lost fails alone", async () => {
    const dir = tempDir('pg-own');
    const url = pg!.database('own');
    const db = await openDatabase(dir, url);
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      const names = Array.from({ length: 12 }, (_, i) => `Key ${i + 1}`);
      const states = new Map<string, IDState>();
      for (const n of names) {
        await s.createAccount(n, null);
        await s.claimLease(n, { node: 'n', label: '1', token: `tok ${n}` }, Date.now(), 10_000, false);
        const h = await s.startHand(n, '2026-12-03', '2026-12-03', `tok ${n}`);
        states.set(n, pressKey(idEngine.newGame(h.deal, {}), 'deal').state);
      }
      // Every save together: one transaction wrote them all (the rows' xmin is its id), one
      // statement (the leases' check in it) sent alone: no BEGIN and COMMIT round trips around it.
      const sent: string[] = [];
      const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
      const query = proto.query;
      proto.query = function (this: unknown, ...a: unknown[]) {
        sent.push(typeof a[0] === 'string' ? a[0] : ((a[0] as { name?: string } | null)?.name ?? '?'));
        return query.apply(this, a);
      };
      try {
        await Promise.all(names.map((n) => s.saveHandState(n, states.get(n)!, `tok ${n}`)));
      } finally {
        proto.query = query;
      }
      // Prepared once per connection and batch size (not parsed and planned again every turn).
      expect(sent).toEqual(['idelight-saves-12']);
      const xmins = async () => (await db.read((q) => q.all<{ x: string }>('SELECT xmin::text AS x FROM players WHERE pending_state IS NOT NULL'))).map((r) => r.x);
      expect(await xmins()).toHaveLength(names.length);
      expect(new Set(await xmins()).size).toBe(1);
      // One of them has lost its lease: it alone is refused, the others are saved.
      const next = new Map(names.map((n) => [n, pressKey(states.get(n)!, 'deal').state]));
      const r = await Promise.allSettled(names.map((n, i) => s.saveHandState(n, next.get(n)!, i === 3 ? 'not its lease' : `tok ${n}`)));
      expect(r.filter((x) => x.status === 'rejected').map((x) => (x).reason)).toEqual([expect.any(LeaseLost)]);
      for (const [i, n] of names.entries()) expect((await s.player(n)).state).toEqual(i === 3 ? states.get(n) : next.get(n));
      // A renewal does not wait for a lease row a save holds (they deadlocked, a batch holding one
      // row and wanting another the renewal held): it renews the others, and keeps every token.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const save = db.writeOwn(async (q) => {
        await q.all('SELECT token FROM leases WHERE token = ? FOR UPDATE', ['tok Key 1']);
        locked();
        await held;
      });
      await isLocked;
      const renewed = await Promise.race([s.renewLeases('n', Date.now()), save.then(() => new Set(['the save ended first']))]);
      release();
      await save;
      expect(renewed).toEqual(new Set(names.map((n) => `tok ${n}`)));
      // Board-wide writes queued behind a long one do not hold the pool's connections while they wait:
      // a key's save still gets one and ends before the long write does.
      const { first, finish } = await longWrite(db);
      const queued = Array.from({ length: 15 }, () => db.write((q) => q.run('UPDATE settings SET time_zone = time_zone WHERE id = 1')));
      const ended = await Promise.race([s.saveHandState('Key 2', next.get('Key 2')!, 'tok Key 2').then(() => 'the save'), first.then(() => 'the long write')]);
      finish();
      await Promise.all([first, ...queued]);
      expect(ended).toBe('the save');
      // Reads holding every connection of the pool (waiting for a lock another client holds) do not
      // hold up a key's save: the saves have connections of their own.
      const blocker = new pgLib.Client({ connectionString: url });
      await blocker.connect();
      try {
        await blocker.query('SELECT pg_advisory_lock(4242)');
        const reads = Array.from({ length: 10 }, () => db.read((q) => q.all('SELECT pg_advisory_xact_lock_shared(4242)')));
        const waiting = async () =>
          Number((await blocker.query<{ n: string }>("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT pg_advisory_xact_lock_shared%'")).rows[0]!.n);
        while ((await waiting()) < 10) await new Promise((r) => setTimeout(r, 20));
        const first = await Promise.race([s.saveHandState('Key 3', next.get('Key 3')!, 'tok Key 3').then(() => 'the save'), Promise.all(reads).then(() => 'the reads')]);
        await blocker.query('SELECT pg_advisory_unlock(4242)');
        await Promise.all(reads);
        expect(first).toBe('the save');
      } finally {
        await blocker.end();
      }
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the lease renewal is one statement outside the board-wide writes, and a claim waits for a renewal under way and sees it', async () => {
    const dir = tempDir('pg-renew');
    const url = pg!.database('renew');
    const db = await openDatabase(dir, url);
    const other = new pgLib.Client({ connectionString: url });
    await other.connect();
    try {
      const s = new Store(db);
      await s.claimLease('Rex', { node: 'n', label: '1', token: 'tok Rex' }, Date.now(), 10_000, false);
      // A long board-wide write (a log-on's, a hand's end) does not hold up the renewal, and the
      // renewal is a single statement (its row locks end with it, not a round trip later).
      const { first, finish } = await longWrite(db);
      const sent: string[] = [];
      const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
      const query = proto.query;
      proto.query = function (this: unknown, ...a: unknown[]) {
        if (this !== other) sent.push(typeof a[0] === 'string' ? a[0] : '?');
        return query.apply(this, a);
      };
      const order: string[] = [];
      let renewed: string[] = [];
      let sentByRenewal = -1;
      try {
        const renewal = s.renewLeases('n', Date.now()).then((t) => {
          renewed = [...t];
          sentByRenewal = sent.length;
          order.push('the renewal');
        });
        // Polled, bounded in count: queued behind the long write, the renewal would never end before it.
        for (let i = 0; i < 1500 && order.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
        finish();
        await first.then(() => order.push('the long write'));
        await renewal;
      } finally {
        proto.query = query;
        finish();
      }
      expect(order).toEqual(['the renewal', 'the long write']);
      expect(renewed).toEqual(['tok Rex']);
      expect(sentByRenewal).toBe(1);
      // Its commit does not wait for the disk: one that had to make a new WAL segment held every
      // caller's save behind the renewal's row locks for up to 250 ms.
      expect(await db.statement!<{ synchronous_commit: string }>('SHOW synchronous_commit')).toEqual([{ synchronous_commit: 'off' }]);
      // Rex's lease looks dead (renewed long ago) while its node's renewal is under way (not yet
      // committed): a claim from another node waits for it, sees it renewed, and is refused.
      await other.query("UPDATE leases SET renewed = 0 WHERE name_key = 'rex'");
      await other.query('BEGIN');
      await other.query("UPDATE leases SET renewed = $1 WHERE name_key = 'rex'", [Date.now()]);
      const claim = s.claimLease('Rex', { node: 'm', label: '2', token: 'tok Rex 2' }, Date.now(), 10_000, false);
      // Asked outside other's transaction: within it, pg_stat_activity would stay as first read.
      const waiting = async () =>
        Number((await db.read((q) => q.all<{ n: number }>("SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%leases%'")))[0]!.n);
      for (let i = 0; i < 1500 && (await waiting()) < 1; i++) await new Promise((r) => setTimeout(r, 20));
      await other.query('COMMIT');
      expect(await claim).toEqual({ ok: false, label: '1' });
    } finally {
      await other.end();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a key's save commits without waiting for the disk (as SQLite's do); an account and a hand's end wait for it", async () => {
    const dir = tempDir('pg-sync');
    const db = await openDatabase(dir, pg!.database('sync'));
    // Asked afterwards on the very connection that sent each write (idle in its pool by then).
    const seen: [string, unknown][] = [];
    const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    const kinds: [string, RegExp][] = [['save', /^WITH v \(name_key/], ['account', /^INSERT INTO players/], ["hand's end", /^INSERT INTO hands/]];
    proto.query = function (this: unknown, ...a: unknown[]) {
      const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string } | null)?.text;
      const kind = typeof text === 'string' ? kinds.find(([, re]) => re.test(text))?.[0] : undefined;
      if (kind) seen.push([kind, this]);
      return query.apply(this, a);
    };
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      await s.createAccount('Sync', null);
      await s.claimLease('Sync', { node: 'n', label: '1', token: 'tok' }, Date.now(), 10_000, false);
      const h = await s.startHand('Sync', '2026-12-03', '2026-12-03', 'tok');
      const st = pressKey(idEngine.newGame(h.deal, {}), 'deal').state;
      await s.saveHandState('Sync', st, 'tok');
      await s.finishHand('Sync', st, Date.now(), 'tok');
      const settings = [];
      for (const [k, c] of seen) settings.push([k, ((await query.call(c, 'SHOW synchronous_commit')) as { rows: { synchronous_commit: string }[] }).rows[0]!.synchronous_commit]);
      expect(settings).toEqual([['account', 'on'], ['save', 'off'], ["hand's end", 'on']]);
    } finally {
      proto.query = query;
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  boardSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('board') }));
  raceSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('race') }));
  fairSuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(`fair_${tag}`) }));
  whoSuite('PostgreSQL', () => ({ DATABASE_URL: pg!.database('who') }));
  accountsSuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(`accounts_${tag}`) }));
  dailySuite('PostgreSQL', (tag) => ({ DATABASE_URL: pg!.database(tag) }));
  handEndSuite('PostgreSQL', (tag) => pg!.database(tag));
});
