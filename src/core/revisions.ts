/**
 * A change counter per shared record, kept where every window of the browser sees the same value.
 *
 * Why: localStorage is cached in each renderer process, and a write reaches the other processes as
 * a message of its own. Holding a record's Web Lock therefore does not mean seeing the last
 * holder's write: the lock's grant and the storage change travel on separate channels, and in a
 * full browser-test run a window read PREFS.INF from before the other window's change and wrote it
 * back, losing that change. IndexedDB transactions are ordered by the browser itself, so a counter
 * there tells the next holder how many changes it must see before it reads (Store.update).
 */
export interface Revisions {
  /** How many changes the record has had (0 for none yet). */
  get(key: string): Promise<number>;
  set(key: string, n: number): Promise<void>;
}

const DB = 'retro-revisions';
const STORE = 'rev';

/** The browser's IndexedDB as Revisions, or null where there is none (Node, some privacy modes). */
export function browserRevisions(): Revisions | null {
  const idb = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
  if (!idb) return null;
  let db: Promise<IDBDatabase> | null = null;
  const open = () =>
    (db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const r = idb.open(DB, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error ?? new Error('IndexedDB would not open'));
    }));
  const run = <T>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest | null): Promise<T> =>
    open().then(
      (d) =>
        new Promise<T>((resolve, reject) => {
          const t = d.transaction(STORE, mode);
          const req = f(t.objectStore(STORE));
          t.oncomplete = () => resolve(req?.result as T);
          t.onerror = t.onabort = () => reject(t.error ?? new Error('IndexedDB transaction failed'));
        }),
    );
  return {
    get: (key) => run<unknown>('readonly', (s) => s.get(key)).then((v) => (typeof v === 'number' ? v : 0)),
    set: (key, n) =>
      run<void>('readwrite', (s) => {
        s.put(n, key);
        return null;
      }),
  };
}

/** Revisions in one process's memory: for tests, where several stores stand for several windows. */
export function memoryRevisions(): Revisions {
  const m = new Map<string, number>();
  return {
    get: (key) => Promise.resolve(m.get(key) ?? 0),
    set: (key, n) => {
      m.set(key, n);
      return Promise.resolve();
    },
  };
}
