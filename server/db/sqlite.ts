/**
 * SQLite through `libsql` (better-sqlite3's API; its binary comes prebuilt from the npm registry,
 * so `npm ci` builds nothing). WAL lets readers go on while one door writes; the busy timeout
 * makes a second door process wait its turn for the write lock instead of failing; BEGIN IMMEDIATE
 * takes that lock before the transaction reads, so two writers never act on the same old state.
 */
import Sqlite from 'libsql';
import { batched, Mutex, type Database, type DiskOptions, type Job, type Row, type Sql } from './db';

type Conn = InstanceType<typeof Sqlite>;

function clean<T extends Row>(r: T): T {
  // libsql adds its timing to each row.
  if (r && '_metadata' in r) delete (r as Row)['_metadata'];
  return r;
}

export function openSqlite(file: string, o: DiskOptions = {}): Database {
  const conn: Conn = new Sqlite(file);
  conn.exec('PRAGMA journal_mode = WAL');
  conn.exec('PRAGMA busy_timeout = 10000');
  // NORMAL: a commit does not wait for the disk (the WAL is synced at its checkpoints); FULL
  // (--wait-for-disk): every commit syncs the WAL before it is answered.
  conn.exec(`PRAGMA synchronous = ${o.waitForDisk ? 'FULL' : 'NORMAL'}`);
  conn.exec('PRAGMA foreign_keys = ON');
  const stmts = new Map<string, ReturnType<Conn['prepare']>>();
  const prep = (sql: string) => {
    let s = stmts.get(sql);
    if (!s) {
      s = conn.prepare(sql);
      stmts.set(sql, s);
    }
    return s;
  };
  const norm = (params: unknown[]) => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p === undefined ? null : p));
  const q: Sql = {
    all: <T extends Row>(sql: string, params: unknown[] = []) => {
      const s = prep(sql);
      return Promise.resolve((s.all(norm(params)) as T[]).map(clean));
    },
    run: (sql: string, params: unknown[] = []) => Promise.resolve(Number(prep(sql).run(norm(params)).changes)),
  };
  const lock = new Mutex();
  const write = <T>(fn: (q: Sql) => Promise<T>) =>
    lock.run(async () => {
      conn.exec('BEGIN IMMEDIATE');
      try {
        const r = await fn(q);
        conn.exec('COMMIT');
        return r;
      } catch (e) {
        conn.exec('ROLLBACK');
        throw e;
      }
    });
  // Group commit for the keys' saves (writeOwn, one per key of every caller): the saves that arrive
  // in one turn of the event loop share one transaction, each in its own savepoint, so a save that
  // fails (its lease lost) is undone alone. One COMMIT, one WAL append, instead of one per key: at
  // a thousand callers the per-key COMMITs (and the checkpoints they set off, on the event loop)
  // were a fifth of the board's time. Each caller is answered only after the COMMIT, as before.
  const flush = (jobs: Job[]) =>
    lock.run(async () => {
      const settled: (() => void)[] = [];
      try {
        conn.exec('BEGIN IMMEDIATE');
      } catch (e) {
        for (const j of jobs) j.fail(e);
        return;
      }
      try {
        for (const j of jobs) {
          conn.exec('SAVEPOINT own');
          try {
            const r = await j.fn(q);
            conn.exec('RELEASE own');
            settled.push(() => j.ok(r));
          } catch (e) {
            conn.exec('ROLLBACK TO own');
            conn.exec('RELEASE own');
            settled.push(() => j.fail(e));
          }
        }
        conn.exec('COMMIT');
      } catch (e) {
        conn.exec('ROLLBACK');
        for (const j of jobs) j.fail(e);
        return;
      }
      for (const f of settled) f();
    });
  const writeOwn = batched(flush);
  return {
    kind: 'sqlite',
    read: (fn) => lock.run(() => fn(q)),
    write,
    writeOwn,
    lockRow: '',
    // After the saves already asked for: a batch waiting for its turn of the loop is written first.
    close: () =>
      new Promise<void>((r) => setImmediate(r)).then(() =>
        lock.run(() => {
          conn.close();
          return Promise.resolve();
        }),
      ),
  };
}
