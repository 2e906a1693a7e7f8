/**
 * One small versioned store over localStorage. Every record is `{ v: version, data }`, declared
 * once as a `RecordSpec` (key, the file name the player sees, version, validator, migration,
 * precious). Reads validate; an older version is migrated, never erased; a damaged record is
 * reported by its file name and only that record is reset. Precious records (scores, champions)
 * are written twice, main then backup, and a damaged backup is reported and rewritten.
 *
 * Storage that cannot be read is never written: once a read fails, every record lives in memory
 * for the rest of the visit, so a privacy mode that throws on reads cannot make the collection
 * overwrite the player's real records with fresh ones. Every write is read back (the key just
 * written): storage that drops writes counts as unavailable, and the visit goes on in memory.
 *
 * Records several windows share (scores, the door, statistics, preferences) are changed with
 * `update`: under one lock per record across the browser's windows (Web Locks), the record is
 * read fresh, changed and written, so two windows that both add a score keep both. Since each
 * window's localStorage is a cached copy, the holder first waits until its copy shows every change
 * counted in IndexedDB (revisions.ts), then counts its own.
 */
import { browserRevisions, type Revisions } from './revisions';

export type Validator<T> = (x: unknown) => T | null;

export interface RecordSpec<T> {
  /** Storage key (under the `retro.` prefix). */
  readonly key: string;
  /** The name the player sees for it, the period way: SPIDER.SAV, Spider.scr. */
  readonly file: string;
  readonly version: number;
  readonly validate: Validator<T>;
  /** Bring the data of an older version `from` up to `version`; null when it cannot. */
  readonly migrate?: (data: unknown, from: number) => unknown;
  /** Scores and champions: kept with a backup. */
  readonly precious?: boolean;
}

export type ProblemKind =
  /** The record could not be read and was reset. */
  | 'corrupt'
  /** The record was damaged and its backup put back. */
  | 'restored'
  /** The record is sound but its backup was damaged; the backup was rewritten. */
  | 'backup'
  /** Written by a newer version of the collection: left untouched, this visit keeps changes in memory. */
  | 'newer'
  /** Storage cannot be used: everything is kept in memory for this visit. */
  | 'unavailable'
  /** A write was refused (quota): the record is kept in memory. */
  | 'full'
  /** A write did not read back: storage drops writes, so nothing more is written this visit. */
  | 'lost';

export interface StoreProblem {
  key: string;
  /** The record's file name ('' for the whole store). */
  file: string;
  kind: ProblemKind;
}

/** The part of the Web Storage API we use; tests pass a Map-backed fake. */
export interface KV {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
  key(i: number): string | null;
  readonly length: number;
}

const PREFIX = 'retro.';
/** Beside a shared record: how many changes it has had, as this window's storage shows it (revisions.ts). */
const REV = '.rev';
/** How long a lock holder waits for its storage to show the last holder's change before reading anyway. */
const CATCH_UP_MS = 1500;

/**
 * Runs `fn` holding the named lock, shared by every window of the browser (the Web Locks API's
 * `navigator.locks.request(name, fn)` has this shape). Tests pass their own.
 */
export type LockFn = (name: string, fn: () => unknown) => Promise<unknown>;

/** The browser's lock manager, or none: without one `fn` runs at once (one window cannot race itself). */
export function browserLock(): LockFn | null {
  const locks = (globalThis.navigator as { locks?: { request(name: string, fn: () => unknown): Promise<unknown> } } | undefined)?.locks;
  return locks ? (name, fn) => locks.request(name, fn) : null;
}

export class MemoryKV implements KV {
  private m = new Map<string, string>();
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  get length() {
    return this.m.size;
  }
}

type Parsed<T> = { ok: T; migrated: boolean } | { missing: true } | { bad: true } | { newer: true };

export class Store {
  private kv: KV | null;
  /** Records kept in memory when the real storage refuses them (or cannot be read). */
  private mem = new MemoryKV();
  /** Keys whose stored record came from a newer version: never overwritten this visit. */
  private locked = new Set<string>();
  readonly problems: StoreProblem[] = [];
  private listener: ((p: StoreProblem) => void) | null = null;
  private delivered = 0;
  /** Storage dropped a write: it is still read, but every write stays in memory. */
  private readOnly = false;
  /** Keys erased while storage is read-only: gone for this visit although storage still holds them. */
  private gone = new Set<string>();
  /** Records another window now owns (its game moved there): this window writes and erases none of them. */
  private paused = new Set<string>();
  private readonly lock: LockFn | null;
  private readonly revs: Revisions | null;
  /** Changes (`update`) not yet made: each waits for its record's lock. */
  private readonly pending = new Set<() => void>();

  constructor(kv?: KV | null, lock: LockFn | null = browserLock(), revs: Revisions | null = lock ? browserRevisions() : null) {
    this.lock = lock;
    this.revs = revs;
    if (lock && kv === undefined) globalThis.addEventListener?.('pagehide', () => this.flush());
    let k: KV | null = kv ?? null;
    if (kv === undefined) {
      try {
        k = globalThis.localStorage ?? null;
        // Private modes may expose localStorage but throw on use, reads included.
        k?.setItem(PREFIX + 'probe', '1');
        if (k && k.getItem(PREFIX + 'probe') !== '1') throw new Error('storage does not read back');
        k?.removeItem(PREFIX + 'probe');
      } catch {
        k = null;
      }
    }
    this.kv = k;
    if (!k) this.report({ key: '*', file: '', kind: 'unavailable' });
  }

  /** Whether records survive a reload. */
  get persistent(): boolean {
    return this.kv !== null;
  }

  /**
   * Hear every problem: the ones found before (from the constructor on) are delivered at once,
   * so nothing found during boot is missed by a listener attached later.
   */
  listen(fn: ((p: StoreProblem) => void) | null): void {
    this.listener = fn;
    if (!fn) return;
    while (this.delivered < this.problems.length) fn(this.problems[this.delivered++]!);
  }

  private report(p: StoreProblem) {
    if (p.kind === 'full' && this.problems.some((q) => q.kind === 'full' && q.key === p.key)) return;
    this.problems.push(p);
    if (this.listener) {
      this.delivered = this.problems.length;
      this.listener(p);
    }
  }

  /** Stop using the real storage: it failed in a way that makes writing it unsafe. */
  private goMemoryOnly() {
    if (!this.kv) return;
    this.kv = null;
    this.report({ key: '*', file: '', kind: 'unavailable' });
  }

  private rawGet(key: string): string | null {
    if (this.gone.has(key)) return null;
    const m = this.mem.getItem(PREFIX + key);
    if (m !== null || !this.kv) return m;
    try {
      return this.kv.getItem(PREFIX + key);
    } catch {
      this.goMemoryOnly();
      return null;
    }
  }

  private rawSet(spec: { key: string; file: string }, key: string, value: string): boolean {
    if (this.paused.has(spec.key)) return false;
    this.gone.delete(key);
    if (!this.kv || this.readOnly || this.locked.has(spec.key)) {
      this.mem.setItem(PREFIX + key, value);
      return false;
    }
    try {
      this.kv.setItem(PREFIX + key, value);
      // Read back (only the key just written): a browser that accepts a write and keeps nothing
      // must not let the player believe the game is saved.
      if (this.kv.getItem(PREFIX + key) !== value) {
        this.mem.setItem(PREFIX + key, value);
        this.readOnly = true;
        this.report({ key: spec.key, file: spec.file, kind: 'lost' });
        return false;
      }
      this.mem.removeItem(PREFIX + key);
      return true;
    } catch {
      this.mem.setItem(PREFIX + key, value);
      this.report({ key: spec.key, file: spec.file, kind: 'full' });
      return false;
    }
  }

  private parse<T>(raw: string | null, spec: RecordSpec<T>): Parsed<T> {
    if (raw === null) return { missing: true };
    try {
      const rec = JSON.parse(raw) as unknown;
      if (!rec || typeof rec !== 'object') return { bad: true };
      const v = (rec as { v?: unknown }).v;
      let data = (rec as { data?: unknown }).data;
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1) return { bad: true };
      if (v > spec.version) return { newer: true };
      if (v < spec.version) {
        if (!spec.migrate) return { bad: true };
        data = spec.migrate(data, v);
        if (data === null || data === undefined) return { bad: true };
      }
      const ok = spec.validate(data);
      return ok === null ? { bad: true } : { ok, migrated: v < spec.version };
    } catch {
      return { bad: true };
    }
  }

  /**
   * Read a record. Missing ⇒ null. Older ⇒ migrated (and written back in the new shape).
   * Damaged ⇒ reported, reset, null — unless it is precious and its backup is sound, in which
   * case the backup is put back and returned. Newer ⇒ reported, left untouched, null.
   */
  read<T>(spec: RecordSpec<T>): T | null {
    const raw = this.rawGet(spec.key);
    const p = this.parse(raw, spec);
    const problem = (kind: ProblemKind) => this.report({ key: spec.key, file: spec.file, kind });
    if ('newer' in p) {
      if (!this.locked.has(spec.key)) {
        this.locked.add(spec.key);
        problem('newer');
      }
      return null;
    }
    if ('ok' in p) {
      if (p.migrated) this.write(spec, p.ok);
      else if (spec.precious) this.checkBackup(spec, p.ok);
      return p.ok;
    }
    if (spec.precious) {
      const b = this.parse(this.rawGet(spec.key + '.bak'), spec);
      if ('ok' in b) {
        if ('bad' in p) problem('restored');
        this.write(spec, b.ok);
        return b.ok;
      }
      if ('bad' in b && 'missing' in p) {
        problem('backup');
        this.removeKey(spec.key + '.bak');
      }
    }
    if ('missing' in p) return null;
    problem('corrupt');
    this.removeKey(spec.key);
    if (spec.precious) this.removeKey(spec.key + '.bak'); // both copies were damaged: start clean
    return null;
  }

  /** A sound precious record whose backup is damaged gets a fresh backup, and the player hears of it. */
  private checkBackup<T>(spec: RecordSpec<T>, data: T) {
    const raw = this.rawGet(spec.key + '.bak');
    if (raw !== null && 'ok' in this.parse(raw, spec)) return;
    if (raw !== null) this.report({ key: spec.key, file: spec.file, kind: 'backup' });
    this.rawSet(spec, spec.key + '.bak', JSON.stringify({ v: spec.version, data }));
  }

  write<T>(spec: RecordSpec<T>, data: T): boolean {
    const text = JSON.stringify({ v: spec.version, data });
    const ok = this.rawSet(spec, spec.key, text);
    if (spec.precious) this.rawSet(spec, spec.key + '.bak', text);
    return ok;
  }

  /**
   * Change a record several windows share: under its lock, read it fresh, apply `change` to that
   * copy and write the result (a null result writes nothing), then `done` hears the record as it
   * now stands. Nothing of the record is held from before, so another window's change is kept.
   * Without a lock manager it all happens before `update` returns.
   */
  update<T>(spec: RecordSpec<T>, change: (current: T | null) => T | null, done?: (record: T | null) => void): Promise<T | null> {
    let out: T | null = null;
    let ran = false;
    const run = () => {
      if (ran) return;
      ran = true;
      this.pending.delete(run);
      out = this.changeNow(spec, change);
      done?.(out);
    };
    if (!this.lock) {
      run();
      return Promise.resolve(out);
    }
    // Until it runs, a change waits for its lock: a page that is left first makes it at once (flush).
    this.pending.add(run);
    const revs = this.revs;
    if (!revs) return this.lock(PREFIX + spec.key, run).then(() => out);
    return this.lock(PREFIX + spec.key, async () => {
      // The lock is held until this settles, so the next holder finds the counter already raised.
      const seen = await revs.get(spec.key).catch(() => null);
      if (ran) return;
      if (seen !== null) await this.catchUp(spec.key, seen);
      if (ran) return;
      const before = this.rawGet(spec.key);
      run();
      if (seen === null || this.rawGet(spec.key) === before) return;
      this.rawSetRev(spec.key, seen + 1);
      // A counter that cannot be written leaves the record written as before; the next holder reads
      // after its wait, as it would have without one.
      await revs.set(spec.key, seen + 1).catch(() => undefined);
    }).then(() => out);
  }

  /**
   * Make every change still waiting for its lock now, without the lock: the page is being left
   * (pagehide), and a change made a moment before a reload must not be lost with the page.
   */
  flush(): void {
    for (const run of [...this.pending]) run();
  }

  /** Wait (bounded) until this window's storage shows `n` changes of the record. */
  private async catchUp(key: string, n: number): Promise<void> {
    if (!this.kv || this.readOnly) return;
    for (let waited = 0; waited < CATCH_UP_MS; waited += 10) {
      if (this.revInKv(key) >= n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  private revInKv(key: string): number {
    try {
      const n = Number(this.kv?.getItem(PREFIX + key + REV) ?? 0);
      return Number.isFinite(n) ? n : 0;
    } catch {
      return 0;
    }
  }

  /** Written after the record, so a window that sees the count sees the record too. */
  private rawSetRev(key: string, n: number): void {
    if (!this.kv || this.readOnly || this.paused.has(key)) return;
    try {
      this.kv.setItem(PREFIX + key + REV, String(n));
    } catch {
      /* storage full: the record itself was reported by its own write */
    }
  }

  /**
   * `update` at once, without waiting for the record's lock: for a record only the game that holds
   * it in this window changes (the window owns the game: src/shell/owner.ts), where a key typed
   * ahead must see the change it follows. The record is still read fresh and written back whole.
   */
  changeNow<T>(spec: RecordSpec<T>, change: (current: T | null) => T | null): T | null {
    const current = this.read(spec);
    const next = change(current);
    if (next !== null) this.write(spec, next);
    return next ?? current;
  }

  /** Delete a record and its backup: e.g. the player deleting SPIDER.SCR. */
  erase(spec: { key: string }): void {
    this.removeKey(spec.key);
    this.removeKey(spec.key + '.bak');
  }

  exists(spec: { key: string }): boolean {
    return this.rawGet(spec.key) !== null;
  }

  /** Stop (or resume) writing a record: its game moved to another window of the browser. */
  pause(key: string, on: boolean): void {
    if (on) this.paused.add(key);
    else this.paused.delete(key);
  }

  private removeKey(key: string) {
    if (this.paused.has(key)) return;
    this.mem.removeItem(PREFIX + key);
    if (this.readOnly) this.gone.add(key);
    if (!this.kv || this.readOnly || this.locked.has(key)) return;
    try {
      this.kv.removeItem(PREFIX + key);
    } catch {
      /* the record is gone from memory; storage that refuses removal is left as it is */
    }
  }
}
