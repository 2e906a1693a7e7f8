/**
 * The seam between the board's queries (store.ts) and its database: SQLite (the default, one file
 * under the data folder) or PostgreSQL (DATABASE_URL). The queries are plain SQL both understand
 * (`?` placeholders, INSERT ... ON CONFLICT), so there is one set of them; `write` is one
 * transaction that no other writer on any process or node interleaves with.
 */
export type Row = Record<string, unknown>;

export interface Sql {
  all<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
}

export interface Database {
  readonly kind: 'sqlite' | 'postgres';
  /** A consistent read. */
  read<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  /** One transaction, serialised with every other write (so two callers finishing at once on two
   *  nodes are applied one after the other). Rolled back if `fn` throws. */
  write<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  /** One transaction that touches one name's own rows, without the board-wide write lock (a key's
   *  saved position, many a second): it is serialised per name by locking the name's lease row
   *  first (`lockRow`). The saves of one turn of the event loop share a transaction (group
   *  commit); a save that fails fails alone. */
  writeOwn<T>(fn: (q: Sql) => Promise<T>): Promise<T>;
  /** PostgreSQL only: a key's saved position (store.saveHandState), fenced by the name's lease, the
   *  saves of one turn of the event loop written by one statement. Answers the name's lease row as
   *  it was locked (null: none): the save was written only if its token is `token`. */
  saveOwn?(s: OwnSave): Promise<LeaseRow | null>;
  /** PostgreSQL only: one statement as a transaction of its own, outside the board-wide write lock
   *  (the lease renewal: its row locks end with the statement, not a round trip later), on a
   *  connection whose commits do not wait for the disk (synchronous_commit off). */
  statement?<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** What a SELECT adds to lock the rows it reads until the transaction ends ('' where writes are serial). */
  readonly lockRow: string;
  close(): Promise<void>;
}

/** How a write is answered: by default once the database has it (a killed or crashed board loses
 *  nothing answered; a crash of the database's machine can take back its last moment); with
 *  `waitForDisk` (--wait-for-disk) only once it is on disk. */
export interface DiskOptions {
  waitForDisk?: boolean;
}

/** A hand's position to save for `key` (the players row), if its pending deal is `deal` and the lease's token is `token`. */
export interface OwnSave {
  key: string;
  state: string;
  deal: number;
  token: string;
}

/** A name's lease row (a type, not an interface: it is a Row too). */
export type LeaseRow = { token: string; label: string };

/** A small in-process queue: one transaction at a time on a connection. */
export class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/** A write waiting for its batch's transaction: what it does, and how its caller is answered. */
export type Job = { fn: (q: Sql) => Promise<unknown>; ok: (v: unknown) => void; fail: (e: unknown) => void };

/**
 * Group commit: the writes asked for in one turn of the event loop go to `flush` together, after
 * it, so one transaction answers them all; each caller's promise settles as `flush` says.
 */
export function batched(flush: (jobs: Job[]) => Promise<void>): <T>(fn: (q: Sql) => Promise<T>) => Promise<T> {
  let batch: Job[] | null = null;
  return <T>(fn: (q: Sql) => Promise<T>) =>
    new Promise<T>((ok, fail) => {
      if (batch === null) {
        const jobs: Job[] = (batch = []);
        setImmediate(() => {
          batch = null;
          void flush(jobs);
        });
      }
      batch.push({ fn, ok: ok as (v: unknown) => void, fail });
    });
}
