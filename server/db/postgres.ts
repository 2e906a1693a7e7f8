/**
 * PostgreSQL through `pg`, for a board whose nodes share one database (DATABASE_URL). The same SQL
 * as SQLite: `?` placeholders become $1, $2 ... here. Every write transaction first takes one
 * transaction-level advisory lock, so writes from every process are applied one at a time, as
 * SQLite's write lock does: the dethroning rule sees the other caller's hand, never a stale day.
 * A key's saved position and a hand's start (saveOwn, writeOwn) take only their name's lease row
 * (FOR UPDATE), so callers' keys on every node do not queue behind one lock.
 */
import pg from 'pg';
import { batched, Mutex, type Database, type DiskOptions, type Job, type LeaseRow, type OwnSave, type Row, type Sql } from './db';

const WRITE_LOCK = 0x1de119; // any constant the board's processes agree on
/** Its own transaction: one WAL record, committed waiting for the disk (a transaction that writes no WAL would not wait). */
const FLUSH = "SELECT pg_logical_emit_message(true, 'idelight', 'flush')";
/** Connections kept for the keys' saves, beside the pool's ten (batches of different turns in flight at once). */
const SAVE_CONNECTIONS = 3;

function numbered(sql: string): string {
  let i = 0;
  return sql.replace(/\?/g, () => `$${++i}`);
}

/**
 * `n` saves in one statement: the names' lease rows locked (FOR UPDATE, as a board-wide write
 * locks one), each position written only where the token is still the caller's and the deal is
 * still the pending one, and every name's lease row answered (null: it has none).
 */
function savesSql(n: number): string {
  const values = Array.from({ length: n }, () => '(?::text, ?::text, ?::bigint, ?::text)').join(', ');
  return (
    `WITH v (name_key, state, deal, token) AS (VALUES ${values}), ` +
    'l AS (SELECT leases.name_key, leases.token, leases.label FROM leases JOIN v ON leases.name_key = v.name_key FOR UPDATE OF leases), ' +
    'u AS (UPDATE players SET pending_state = v.state FROM v JOIN l ON l.name_key = v.name_key AND l.token = v.token ' +
    'WHERE players.name_key = v.name_key AND players.pending_deal = v.deal RETURNING 1) ' +
    'SELECT v.name_key, l.token, l.label FROM v LEFT JOIN l ON l.name_key = v.name_key'
  );
}

export function openPostgres(url: string, o: DiskOptions = {}): Database {
  // Counts and sums come back as numbers, not strings (they stay far below 2^53).
  pg.types.setTypeParser(20, (v: string) => Number(v));
  pg.types.setTypeParser(1700, (v: string) => Number(v));
  // Commits that do not wait for the disk (synchronous_commit off), as SQLite's (synchronous NORMAL)
  // do not, unless the sysop asks (--wait-for-disk): a write is PostgreSQL's once it answers, so a
  // killed or crashed board loses nothing it answered; a crash of PostgreSQL or its machine can take
  // back its last 0.6 s (three wal_writer_delays). Waiting, a key took as long as this disk took to
  // flush the WAL, up to 365 ms now and then, whatever the board did.
  const wait = o.waitForDisk === true;
  const options = wait ? undefined : '-c synchronous_commit=off';
  const pool = new pg.Pool({ connectionString: url, max: 10, options });
  // The keys' saves (saveOwn) have connections of their own: while callers arrived, log-ons' reads
  // and writes held the pool's ten and a turn's saves waited for one (keys of 0.2 to 0.5 s while
  // neither the event loop nor any query was slow).
  const savePool = new pg.Pool({ connectionString: url, max: SAVE_CONNECTIONS, options });
  // The lease renewal's own connection, whose commits never wait for the disk: the renewal locks
  // every lease row of the node, and a commit that had to make a new WAL segment held them (and so
  // every caller's save) for 150 to 250 ms. A renewal lost in a crash only leaves the leases older.
  const renewPool = new pg.Pool({ connectionString: url, max: 1, options: '-c synchronous_commit=off' });
  const boardWide = new Mutex();
  // --wait-for-disk: a board-wide write (an account, a log-on, a hand's end) still commits without
  // waiting for the disk, so the next one takes the locks at once (waiting, each held them through
  // the flush, and the writes behind it waited for every flush in turn), and its caller is answered
  // once its commit is on disk: FLUSH, a transaction of its own that writes WAL and commits waiting
  // for the disk, outside both locks (so the waits of several writes share one flush); its flush
  // covers every commit before it. A role that may not run pg_logical_emit_message (granted to all
  // by default) has its commits wait for the disk holding the locks instead.
  const flushApart = wait
    ? pool
        .query<{ ok: boolean }>("SELECT has_function_privilege('pg_logical_emit_message(boolean, text, text)', 'EXECUTE') AS ok")
        .then((r) => r.rows[0]?.ok === true, () => false)
    : Promise.resolve(false);
  const sql = (c: pg.PoolClient | pg.Pool): Sql => ({
    all: async <T extends Row>(text: string, params: unknown[] = []) => (await c.query(numbered(text), params)).rows as T[],
    run: async (text: string, params: unknown[] = []) => (await c.query(numbered(text), params)).rowCount ?? 0,
  });
  // Group commit for the keys' saves (writeOwn): the saves that arrive in one turn of the event loop
  // share one transaction, so one commit (one WAL flush, with fsync on) answers them all. At a
  // thousand callers a transaction (and a pooled connection) per key left keys waiting seconds for
  // a connection. If any save of a batch fails (its lease lost), the batch is undone and each is
  // done again alone, so only that one fails. Each caller is answered only after its commit.
  const alone = (j: Job) => transaction(j.fn).then(j.ok, j.fail);
  const flush = async (jobs: Job[]) => {
    if (jobs.length === 1) return alone(jobs[0]!);
    let out: unknown[];
    try {
      out = await transaction(async (q) => {
        const r: unknown[] = [];
        for (const j of jobs) r.push(await j.fn(q));
        return r;
      });
    } catch {
      await Promise.all(jobs.map(alone));
      return;
    }
    jobs.forEach((j, i) => j.ok(out[i]));
  };
  const writeOwn = batched(flush);
  // The keys' saves (saveOwn): every save of a turn in one statement, sent alone, so it is its own
  // transaction: one round trip however many callers it answers, and the lease rows it locks are
  // let go as PostgreSQL commits it. One statement a save made each key wait for the saves ahead of
  // it in the batch; BEGIN, the statement and COMMIT were three round trips, each waiting for the
  // board's event loop while the rows stayed locked (slow keys while callers arrived and the
  // loop was busy with their log-ons). If the statement fails, each save is tried again alone, so
  // only one that fails alone fails.
  type Waiting = { s: OwnSave; ok: (r: LeaseRow | null) => void; fail: (e: unknown) => void };
  let saves: Waiting[] | null = null;
  const saveAll = async (batch: Waiting[]): Promise<void> => {
    let rows: (LeaseRow & { name_key: string })[];
    try {
      const n = batch.length;
      const values = batch.flatMap(({ s }) => [s.key, s.state, s.deal, s.token]);
      // Prepared once per connection and batch size (PostgreSQL parsed and planned it for each
      // turn's batch), up to batches of 64; a larger one, rare, is sent unprepared.
      const text = numbered(savesSql(n));
      rows = (await savePool.query(n <= 64 ? { name: `idelight-saves-${n}`, text, values } : { text, values })).rows as (LeaseRow & { name_key: string })[];
    } catch (e) {
      if (batch.length === 1) batch[0]!.fail(e);
      else await Promise.all(batch.map((w) => saveAll([w])));
      return;
    }
    const byKey = new Map(rows.map((r) => [r.name_key, r]));
    for (const w of batch) {
      const r = byKey.get(w.s.key);
      w.ok(r && r.token !== null ? { token: r.token, label: r.label } : null);
    }
  };
  const saveOwn = (s: OwnSave) =>
    new Promise<LeaseRow | null>((ok, fail) => {
      if (saves === null) {
        const batch: Waiting[] = (saves = []);
        setImmediate(() => {
          saves = null;
          void saveAll(batch);
        });
      }
      saves.push({ s, ok, fail });
    });
  return {
    kind: 'postgres',
    read: (fn) => fn(sql(pool)),
    // One board-wide write of this process at a time asks for a connection: the others wait here,
    // not holding a pooled connection while they wait for the advisory lock (a log-on burst's writes
    // took the pool's ten connections and left the keys' saves none).
    write: async (fn) => {
      const apart = await flushApart;
      const { value, c } = await boardWide.run(() => begin(fn, apart));
      try {
        if (apart) await c.query(FLUSH);
        return value;
      } finally {
        c.release();
      }
    },
    writeOwn,
    saveOwn,
    // One statement, its own transaction (no BEGIN, no board-wide lock): the rows it locks are held
    // only while PostgreSQL runs and commits it, never across a turn of the board's event loop.
    statement: (text, params) => sql(renewPool).all(text, params),
    lockRow: ' FOR UPDATE',
    // After the saves already asked for: a batch waiting for its turn of the loop is sent first.
    close: () => new Promise<void>((r) => setImmediate(r)).then(() => Promise.all([pool.end(), savePool.end(), renewPool.end()]).then(() => undefined)),
  };

  /** A transaction of a name's own rows (writeOwn), without the board-wide lock. */
  async function transaction<T>(fn: (q: Sql) => Promise<T>): Promise<T> {
    const { value, c } = await committed(fn, 'BEGIN');
    c.release();
    return value;
  }

  /** A board-wide write, committed (not waiting for the disk when `apart`, FLUSH to follow); its connection is the caller's to release. */
  function begin<T>(fn: (q: Sql) => Promise<T>, apart: boolean): Promise<{ value: T; c: pg.PoolClient }> {
    return committed(fn, `BEGIN;${apart ? ' SET LOCAL synchronous_commit TO off;' : ''} SELECT pg_advisory_xact_lock(${WRITE_LOCK})`);
  }

  /** `fn` in a transaction opened by `opening`, committed (rolled back and the connection released if it throws). */
  async function committed<T>(fn: (q: Sql) => Promise<T>, opening: string): Promise<{ value: T; c: pg.PoolClient }> {
    const c = await pool.connect();
    try {
      await c.query(opening);
      const value = await fn(sql(c));
      await c.query('COMMIT');
      return { value, c };
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      c.release();
      throw e;
    }
  }
}
