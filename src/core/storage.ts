/**
 * One small versioned store over localStorage. Every record is `{ v: schema, data }` and is
 * validated on read: a corrupt or foreign record is reported (once) and only that record is reset.
 * Records marked `precious` (high-score tables) are written twice, main then backup, so one bad
 * write never loses them. A full or missing localStorage leaves everything playable, in memory.
 */
export type Validator<T> = (x: unknown) => T | null;

export interface StoreProblem {
  key: string;
  kind: 'corrupt' | 'unavailable' | 'full';
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

export class Store {
  private kv: KV;
  /** Records kept in memory when the real storage refuses them. */
  private mem = new MemoryKV();
  readonly problems: StoreProblem[] = [];
  onProblem: ((p: StoreProblem) => void) | null = null;
  private available: boolean;

  constructor(kv?: KV | null) {
    let k: KV | null = kv ?? null;
    if (kv === undefined) {
      try {
        k = globalThis.localStorage ?? null;
        // Private modes may expose localStorage but throw on use.
        k?.setItem(PREFIX + 'probe', '1');
        k?.removeItem(PREFIX + 'probe');
      } catch {
        k = null;
      }
    }
    this.available = k !== null;
    this.kv = k ?? this.mem;
    if (!this.available) this.report({ key: '*', kind: 'unavailable' });
  }

  get persistent(): boolean {
    return this.available;
  }

  private report(p: StoreProblem) {
    this.problems.push(p);
    this.onProblem?.(p);
  }

  private rawGet(key: string): string | null {
    try {
      return this.mem.getItem(PREFIX + key) ?? this.kv.getItem(PREFIX + key);
    } catch {
      return this.mem.getItem(PREFIX + key);
    }
  }

  private rawSet(key: string, value: string): boolean {
    try {
      this.kv.setItem(PREFIX + key, value);
      if (this.kv !== this.mem) this.mem.removeItem(PREFIX + key);
      return true;
    } catch {
      this.mem.setItem(PREFIX + key, value);
      this.report({ key, kind: 'full' });
      return false;
    }
  }

  private parse<T>(raw: string | null, version: number, validate: Validator<T>): T | null | 'bad' {
    if (raw === null) return null;
    try {
      const rec = JSON.parse(raw) as unknown;
      if (!rec || typeof rec !== 'object' || (rec as { v?: unknown }).v !== version) return 'bad';
      const data = validate((rec as { data?: unknown }).data);
      return data === null ? 'bad' : data;
    } catch {
      return 'bad';
    }
  }

  /**
   * Read a record. Missing ⇒ null. Corrupt ⇒ reported, reset (removed), null — unless it is
   * precious and its backup is sound, in which case the backup is restored and returned.
   */
  get<T>(key: string, version: number, validate: Validator<T>, precious = false): T | null {
    const v = this.parse(this.rawGet(key), version, validate);
    if (v !== 'bad') {
      if (v === null && precious) {
        const b = this.parse(this.rawGet(key + '.bak'), version, validate);
        if (b !== null && b !== 'bad') {
          this.rawSet(key, JSON.stringify({ v: version, data: b }));
          return b;
        }
      }
      return v;
    }
    if (precious) {
      const b = this.parse(this.rawGet(key + '.bak'), version, validate);
      if (b !== null && b !== 'bad') {
        this.report({ key, kind: 'corrupt' });
        this.rawSet(key, JSON.stringify({ v: version, data: b }));
        return b;
      }
    }
    this.report({ key, kind: 'corrupt' });
    this.remove(key, false);
    return null;
  }

  set<T>(key: string, version: number, data: T, precious = false): boolean {
    const text = JSON.stringify({ v: version, data });
    const ok = this.rawSet(key, text);
    if (precious) this.rawSet(key + '.bak', text);
    return ok;
  }

  /** Delete a record (and its backup when `withBackup`): e.g. the player deleting SPIDER.SCR. */
  remove(key: string, withBackup = true): void {
    for (const k of withBackup ? [key, key + '.bak'] : [key]) {
      this.mem.removeItem(PREFIX + k);
      try {
        this.kv.removeItem(PREFIX + k);
      } catch {
        /* nothing to do: the record is gone from memory */
      }
    }
  }

  has(key: string): boolean {
    return this.rawGet(key) !== null;
  }
}
