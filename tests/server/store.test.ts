/**
 * The board's records: migrations, and door.ts's rules applied through the database (one
 * transaction per hand) giving what the rules give on one whole record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { migrate, SCHEMA_VERSION } from '../../server/db/schema';
import { LeaseLost, Store } from '../../server/store';
import type { Database } from '../../server/db/db';
import Sqlite from 'libsql';
import { idEngine, pressKey, type IDState } from '../../src/games/idiots-delight/engine';
import { championsView, finishHand, newDoorRecord, startHand, type DoorRecord } from '../../src/games/idiots-delight/door';

const dirs: string[] = [];
const dbs: Database[] = [];
async function fresh(): Promise<Store> {
  const dir = tempDir('store');
  dirs.push(dir);
  const db = await openDatabase(dir, '');
  dbs.push(db);
  return new Store(db);
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A hand of `deal` played to its end by a fixed key pattern (removes some cards). */
function play(deal: number, rounds: number): IDState {
  let s = idEngine.newGame(deal, {});
  for (let i = 0; i < rounds; i++) for (const k of ['play', 'down', 'play', 'down', 'play', 'down', 'play', 'down', 'deal'] as const) s = pressKey(s, k).state;
  return s;
}

describe('the board database', () => {
  it('migrates an empty database to the current schema once; a second start changes nothing', async () => {
    const s = await fresh();
    expect(await migrate(s.db)).toBe(SCHEMA_VERSION);
    const v = await s.db.read((q) => q.all<{ version: number }>('SELECT version FROM schema_version'));
    expect(v).toEqual([{ version: SCHEMA_VERSION }]);
    expect(await s.settings()).toEqual({ handsPerDay: 3, makeUpDaysPerDay: 1, timeZone: 'UTC', accounts: 'validated' });
  });

  it('refuses a database from a newer program with a clear message', async () => {
    const s = await fresh();
    await s.db.write((q) => q.run('UPDATE schema_version SET version = ?', [SCHEMA_VERSION + 1]));
    await expect(migrate(s.db)).rejects.toThrow(new RegExp(`schema version ${SCHEMA_VERSION + 1}; this program knows up to ${SCHEMA_VERSION}: update the program`));
  });

  it('keeps the data of the first schema when it is opened again (the old shape loads)', async () => {
    const dir = tempDir('store');
    dirs.push(dir);
    let db = await openDatabase(dir, '');
    await new Store(db).createAccount('Alice', null);
    await db.close();
    db = await openDatabase(join(dir), '');
    dbs.push(db);
    expect((await new Store(db).account('alice'))?.name).toBe('Alice');
  });

  it('the first account is the sysop, later ones are not; names are one regardless of case', async () => {
    const s = await fresh();
    expect((await s.createAccount('Alice', 'x'))?.sysop).toBe(true);
    expect((await s.createAccount('Bob', 'x'))?.sysop).toBe(false);
    expect(await s.createAccount('ALICE', 'x')).toBeNull();
  });

  it('gives the same hands, bonuses and champions as door.ts on one whole record, across two months', async () => {
    const s = await fresh();
    let rec: DoorRecord = newDoorRecord({}, await s.dealSecret());
    const names = ['Alice', 'Bob', 'Carol'];
    // Players the board has validated (issue 54): this test is door.ts's rules, not the log-on's.
    for (const n of names) await s.createAccount(n, null, Date.now(), { validated: true });
    // November: Alice sets a high month; December: the others play less; Bob beats Carol on a day.
    const plan: [string, string, number][] = [
      ['Alice', '2026-11-03', 12], ['Alice', '2026-11-04', 12], ['Bob', '2026-11-04', 3],
      ['Bob', '2026-12-01', 12], ['Carol', '2026-12-01', 5], ['Carol', '2026-12-01', 12], ['Alice', '2026-12-02', 2],
    ];
    for (const [name, date, rounds] of plan) {
      const a = await s.startHand(name, date, date);
      const st = startHand(rec, name, date, date);
      expect(a.deal).toBe(st.deal);
      rec = st.record;
      const end = play(a.deal, rounds);
      const got = await s.finishHand(name, end);
      const want = finishHand(rec, name, end);
      rec = want.record;
      expect(got, `${name} ${date}`).toEqual(want.result);
    }
    const ch = await s.champions();
    expect(championsView({ ...newDoorRecord(), champions: ch }, '2026-12-02')).toEqual(championsView(rec, '2026-12-02'));
    for (const n of names) {
      const p = (await s.player(n)).record.players[0]!;
      expect(p.days).toEqual(rec.players.find((x) => x.name === n)!.days);
    }
  });

  it('keeps an unfinished hand\'s position, and resumes it with the same deal', async () => {
    const s = await fresh();
    await s.createAccount('Dave', null);
    const a = await s.startHand('Dave', '2026-12-03', '2026-12-03');
    const mid = play(a.deal, 2);
    await s.saveHandState('Dave', mid);
    const b = await s.startHand('Dave', '2026-12-03', '2026-12-03');
    expect(b.resumed).toBe(true);
    expect(b.state).toEqual(mid);
  });
});

describe('leases: one live call per name', () => {
  const A = { node: 'node-a', label: '1', token: 'tok-a' };
  const B = { node: 'node-b', label: '2', token: 'tok-b' };
  it('a live lease is refused to another call (told its label), lapses when its node stops renewing, and is taken over on request', async () => {
    const s = await fresh();
    await s.createAccount('Rex', null);
    const t0 = 1_000_000;
    expect(await s.claimLease('Rex', A, t0, 10_000, false)).toEqual({ ok: true });
    expect(await s.claimLease('rex', B, t0 + 1, 10_000, false)).toEqual({ ok: false, label: '1' });
    // A renews: still live 9 s later; then A dies (no more renewals) and 10 s on the name is free.
    expect(await s.renewLeases('node-a', t0 + 5_000)).toEqual(new Set(['tok-a']));
    expect(await s.claimLease('Rex', B, t0 + 14_000, 10_000, false)).toEqual({ ok: false, label: '1' });
    expect(await s.claimLease('Rex', B, t0 + 15_001, 10_000, false)).toEqual({ ok: true });
    // A's node hears at its next renewal that it holds nothing; its writes are refused (the fence).
    expect(await s.renewLeases('node-a', t0 + 16_000)).toEqual(new Set());
    const h = await s.startHand('Rex', '2026-12-03', '2026-12-03', 'tok-b');
    await expect(s.saveHandState('Rex', play(h.deal, 1), 'tok-a')).rejects.toThrow(LeaseLost);
    await s.saveHandState('Rex', play(h.deal, 1), 'tok-b');
    // A take-over on request, whatever the age of the lease.
    expect(await s.claimLease('Rex', A, t0 + 16_001, 10_000, true)).toEqual({ ok: true });
    await expect(s.finishHand('Rex', play(h.deal, 2), Date.now(), 'tok-b')).rejects.toThrow(LeaseLost);
    await s.releaseLease('Rex', 'tok-b');
    expect(await s.leaseLabel('Rex')).toBe('1');
    await s.releaseLease('Rex', 'tok-a');
    expect(await s.leaseLabel('Rex')).toBeNull();
  });
});

describe("the keys' saves on SQLite (group commit)", () => {
  it('saves of one turn of the event loop share one commit; a save whose lease is lost is undone alone; close writes a waiting batch', async () => {
    const s = await fresh();
    const file = join(dirs[dirs.length - 1]!, 'idelight.db');
    await s.setAccounts('open');
    const names = Array.from({ length: 20 }, (_, i) => `Key ${i + 1}`);
    const states = new Map<string, IDState>();
    for (const n of names) {
      await s.createAccount(n, null);
      await s.claimLease(n, { node: 'n', label: '1', token: `tok ${n}` }, Date.now(), 10_000, false);
      const h = await s.startHand(n, '2026-12-03', '2026-12-03', `tok ${n}`);
      states.set(n, play(h.deal, 1));
    }
    // Another connection's view of the file: data_version moves once per commit made elsewhere.
    const watcher = new Sqlite(file);
    const version = () => Number((watcher.prepare('PRAGMA data_version').all() as { data_version: number }[])[0]!.data_version);
    try {
      const v0 = version();
      const saves = names.map((n, i) => s.saveHandState(n, states.get(n)!, i === 7 ? 'not its lease' : `tok ${n}`));
      const r = await Promise.allSettled(saves);
      expect(version() - v0).toBe(1);
      expect(r.filter((x) => x.status === 'rejected').map((x) => (x).reason)).toEqual([expect.any(LeaseLost)]);
      for (const [i, n] of names.entries()) expect((await s.player(n)).state).toEqual(i === 7 ? null : states.get(n));
      // Saves asked for just before the database closes are written, not lost.
      const last = names.map((n) => s.saveHandState(n, play(states.get(n)!.deal, 2), `tok ${n}`));
      await s.db.close();
      dbs.splice(dbs.indexOf(s.db), 1);
      await Promise.all(last);
      const again = new Store(await openDatabase(dirs[dirs.length - 1]!, ''));
      dbs.push(again.db);
      for (const n of names) expect((await again.player(n)).state).toEqual(play(states.get(n)!.deal, 2));
    } finally {
      watcher.close();
    }
  });
});
