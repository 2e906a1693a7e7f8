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
    // The WAL writer's longest sleep: a commit that did not wait for the disk stays off it for seconds.
    pg = await startPg({ settings: { wal_writer_delay: '10s' } });
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

  it("a hand's start locks only its name's lease row: it does not wait for a board-wide write under way (another's hand's end)", async () => {
    const dir = tempDir('pg-start');
    const db = await openDatabase(dir, pg!.database('start'));
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      await s.createAccount('Starter', null);
      await s.claimLease('Starter', { node: 'n', label: '1', token: 'tok' }, Date.now(), 10_000, false);
      const { first, finish } = await longWrite(db);
      const ended = await Promise.race([s.startHand('Starter', '2026-12-03', '2026-12-03', 'tok').then(() => 'the start'), first.then(() => 'the long write')]);
      finish();
      await first;
      expect(ended).toBe('the start');
      expect((await s.player('Starter')).state).toBeNull();
      // Its lease taken by another call, the start is refused and writes nothing.
      await s.claimLease('Starter', { node: 'm', label: '2', token: 'tok 2' }, Date.now(), 10_000, true);
      await expect(s.startHand('Starter', '2026-12-04', '2026-12-04', 'tok')).rejects.toBeInstanceOf(LeaseLost);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("by default no commit waits for the disk, as SQLite's do not (a save, an account, a hand's start and end)", async () => {
    const dir = tempDir('pg-async');
    const db = await openDatabase(dir, pg!.database('async'));
    const inside: string[] = [];
    const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    const show = async (c: unknown) => ((await query.call(c, 'SHOW synchronous_commit')) as { rows: { synchronous_commit: string }[] }).rows[0]!.synchronous_commit;
    proto.query = function (this: unknown, ...a: unknown[]) {
      const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string } | null)?.text;
      // Asked inside each transaction just before its COMMIT, and on the save's connection before its statement.
      if (text !== 'COMMIT' && !text?.startsWith('WITH v (name_key')) return query.apply(this, a);
      return (async () => {
        inside.push(`${text === 'COMMIT' ? 'commit' : 'save'} ${await show(this)}`);
        return query.apply(this, a);
      })();
    };
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      await s.createAccount('Async', null);
      await s.claimLease('Async', { node: 'n', label: '1', token: 'tok' }, Date.now(), 10_000, false);
      const h = await s.startHand('Async', '2026-12-03', '2026-12-03', 'tok');
      const st = pressKey(idEngine.newGame(h.deal, {}), 'deal').state;
      await s.saveHandState('Async', st, 'tok');
      await s.finishHand('Async', st, Date.now(), 'tok');
      expect(inside).toContain('save off');
      expect(inside.filter((x) => x.startsWith('commit')).length).toBeGreaterThanOrEqual(5);
      expect(new Set(inside)).toEqual(new Set(['commit off', 'save off']));
    } finally {
      proto.query = query;
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--wait-for-disk: a key's save waits for the disk; an account and a hand's end commit without holding the lock through the flush, and are answered once on disk", async () => {
    const dir = tempDir('pg-sync');
    const url = pg!.database('sync');
    const db = await openDatabase(dir, url, { waitForDisk: true });
    const other = new pgLib.Client({ connectionString: url });
    await other.connect();
    // Each write's connection, its synchronous_commit inside its transaction (asked just before its
    // COMMIT, on its connection), and the WAL's end just after its COMMIT.
    type Seen = { kind: string; c: unknown; inside?: Promise<string>; end?: Promise<string> };
    const seen: Seen[] = [];
    const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    const ask = (c: unknown, text: string) => (query.call(c, text) as Promise<{ rows: Record<string, string>[] }>).then((r) => Object.values(r.rows[0]!)[0]!);
    const kinds: [string, RegExp][] = [['save', /^WITH v \(name_key/], ['account', /^INSERT INTO players/], ["hand's end", /^INSERT INTO hands/]];
    proto.query = function (this: unknown, ...a: unknown[]) {
      const text = typeof a[0] === 'string' ? a[0] : (a[0] as { text?: string } | null)?.text;
      const kind = typeof text === 'string' ? kinds.find(([, re]) => re.test(text))?.[0] : undefined;
      if (kind) seen.push({ kind, c: this });
      const mine = seen.find((w) => w.c === this && w.end === undefined && w.kind !== 'save');
      if (text !== 'COMMIT' || !mine) return query.apply(this, a);
      return (async () => {
        mine.inside = ask(this, 'SHOW synchronous_commit');
        await mine.inside;
        const r = await (query.apply(this, a) as Promise<unknown>);
        mine.end = ask(this, 'SELECT pg_current_wal_insert_lsn()::text');
        await mine.end;
        return r;
      })();
    };
    // Answered, is the write on disk? (The cluster's WAL writer sleeps 10 s, so only a commit that
    // waits for the disk, or FLUSH, moves the flush past it.)
    const onDisk = async (w: Seen | undefined) => (await other.query('SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS ok', [await w!.end])).rows[0].ok as boolean;
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      await s.createAccount('Sync', null);
      const account = await onDisk(seen.find((w) => w.kind === 'account'));
      await s.claimLease('Sync', { node: 'n', label: '1', token: 'tok' }, Date.now(), 10_000, false);
      const h = await s.startHand('Sync', '2026-12-03', '2026-12-03', 'tok');
      const st = pressKey(idEngine.newGame(h.deal, {}), 'deal').state;
      await s.saveHandState('Sync', st, 'tok');
      await s.finishHand('Sync', st, Date.now(), 'tok');
      const end = await onDisk(seen.find((w) => w.kind === "hand's end"));
      const save = seen.find((w) => w.kind === 'save')!;
      expect([await ask(save.c, 'SHOW synchronous_commit'), ...(await Promise.all(seen.filter((w) => w.kind !== 'save').map((w) => w.inside)))]).toEqual(['on', 'off', 'off']);
      expect({ account, end }).toEqual({ account: true, end: true });
    } finally {
      proto.query = query;
      await other.end();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("--wait-for-disk, a role that may not run pg_logical_emit_message: board-wide writes wait for the disk in their commit, and it plays on", async () => {
    const dir = tempDir('pg-plain');
    const url = pg!.database('plain');
    const admin = new pgLib.Client({ connectionString: url });
    await admin.connect();
    await admin.query('CREATE ROLE plain LOGIN');
    await admin.query('ALTER DATABASE plain OWNER TO plain');
    await admin.query('REVOKE EXECUTE ON FUNCTION pg_logical_emit_message(boolean, text, text) FROM PUBLIC');
    const db = await openDatabase(dir, url.replace('postgres@', 'plain@'), { waitForDisk: true });
    const inside: string[] = [];
    const proto = pgLib.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...a: unknown[]) {
      if (a[0] !== 'COMMIT') return query.apply(this, a);
      return (async () => {
        inside.push(((await query.call(this, 'SHOW synchronous_commit')) as { rows: { synchronous_commit: string }[] }).rows[0]!.synchronous_commit);
        return query.apply(this, a);
      })();
    };
    try {
      const s = new Store(db);
      await s.setAccounts('open');
      await s.createAccount('Plain', null);
      expect(inside.length).toBeGreaterThan(0);
      expect(new Set(inside)).toEqual(new Set(['on']));
      expect((await admin.query("SELECT count(*)::int AS n FROM players WHERE name_key = 'plain'")).rows[0].n).toBe(1);
    } finally {
      proto.query = query;
      await db.close();
      await admin.query('DROP OWNED BY plain').catch(() => undefined);
      await admin.end();
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
