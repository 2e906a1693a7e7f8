/**
 * PostgreSQL through `pg`, for a board whose nodes share one database (DATABASE_URL). The same SQL
 * as SQLite: `?` placeholders become $1, $2 ... here. Every write transaction first takes one
 * transaction-level advisory lock, so writes from every process are applied one at a time, as
 * SQLite's write lock does: the dethroning rule sees the other caller's hand, never a stale day.
 * A key's saved position (writeOwn) takes only its name's lease row (FOR UPDATE), so callers'
 * keys on every node do not queue behind one lock.
 */
import pg from 'pg';
import { batched, Mutex, type Database, type Job, type Row, type Sql } from './db';

const WRITE_LOCK = 0x1de119; // any constant the board's processes agree on

function numbered(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}

export function openPostgres(url: string): Database {
  // Counts and sums come back as numbers, not strings (they stay far below 2^53).
  pg.types.setTypeParser(20, (v: string) => Number(v));
  pg.types.setTypeParser(1700, (v: string) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const boardWide = new Mutex();
  const sql = (c: pg.PoolClient | pg.Pool): Sql => ({
    all: async <T extends Row>(text: string, params: unknown[] = []) => (await c.query(numbered(text), params)).rows as T[],
    run: async (text: string, params: unknown[] = []) => (await c.query(numbered(text), params)).rowCount ?? 0,
  });
  // Group commit for the keys' saves (writeOwn): the saves that arrive in one turn of the event loop
  // share one transaction, so one commit (one WAL flush, with fsync on) answers them all. At a
  // thousand callers a transaction (and a pooled connection) per key left keys waiting seconds for
  // a connection. If any save of a batch fails (its lease lost), the batch is undone and each is
  // done again alone, so only that one fails. Each caller is answered only after its commit.
  const alone = (j: Job) => transaction(j.fn, false).then(j.ok, j.fail);
  const flush = async (jobs: Job[]) => {
    if (jobs.length === 1) return alone(jobs[0]!);
    let out: unknown[];
    try {
      out = await transaction(async (q) => {
        const r: unknown[] = [];
        for (const j of jobs) r.push(await j.fn(q));
        return r;
      }, false);
    } catch {
      await Promise.all(jobs.map(alone));
      return;
    }
    jobs.forEach((j, i) => j.ok(out[i]));
  };
  const writeOwn = batched(flush);
  return {
    kind: 'postgres',
    read: (fn) => fn(sql(pool)),
    // One board-wide write of this process at a time asks for a connection: the others wait here,
    // not holding a pooled connection while they wait for the advisory lock (a log-on burst's writes
    // took the pool's ten connections and left the keys' saves none).
    write: (fn) => boardWide.run(() => transaction(fn, true)),
    writeOwn,
    lockRow: ' FOR UPDATE',
    // After the saves already asked for: a batch waiting for its turn of the loop is sent first.
    close: () => new Promise<void>((r) => setImmediate(r)).then(() => pool.end()),
  };

  async function transaction<T>(fn: (q: Sql) => Promise<T>, boardWide: boolean): Promise<T> {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      if (boardWide) await c.query('SELECT pg_advisory_xact_lock($1)', [WRITE_LOCK]);
      const r = await fn(sql(c));
      await c.query('COMMIT');
      return r;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  }
}
