import { describe, it, expect } from 'vitest';
import { Store, MemoryKV, type KV, type RecordSpec, type StoreProblem } from '../../../src/core/storage';

const isNums = (x: unknown) => (Array.isArray(x) && x.every((n) => typeof n === 'number') ? x : null);
const spec = (key: string, extra: Partial<RecordSpec<number[]>> = {}): RecordSpec<number[]> => ({
  key, file: key.toUpperCase(), version: 1, validate: isNums, ...extra,
});
const heard = (s: Store) => {
  const seen: string[] = [];
  s.listen((p: StoreProblem) => seen.push(`${p.file}:${p.kind}`));
  return seen;
};

describe('storage', () => {
  it('round-trips a versioned record', () => {
    const s = new Store(new MemoryKV());
    s.write(spec('a'), [1, 2, 3]);
    expect(s.read(spec('a'))).toEqual([1, 2, 3]);
  });

  it('resets only a damaged record, and names it by its file name', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    s.write(spec('good'), [1]);
    kv.setItem('retro.bad', '{not json');
    const seen = heard(s);
    expect(s.read(spec('bad'))).toBeNull();
    expect(seen).toEqual(['BAD:corrupt']);
    expect(kv.getItem('retro.bad')).toBeNull();
    expect(s.read(spec('good'))).toEqual([1]);
  });

  it('migrates a record of an older version instead of erasing it, and writes it back', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.m', JSON.stringify({ v: 1, data: { list: [4, 5] } }));
    const s = new Store(kv);
    const seen = heard(s);
    const v2 = spec('m', { version: 2, migrate: (d, from) => (from === 1 ? (d as { list: number[] }).list : null) });
    expect(s.read(v2)).toEqual([4, 5]);
    expect(JSON.parse(kv.getItem('retro.m')!)).toEqual({ v: 2, data: [4, 5] });
    expect(seen).toEqual([]);
  });

  it('an older record without a migration is damaged; a newer one is left untouched and never overwritten', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.old', JSON.stringify({ v: 1, data: [1] }));
    kv.setItem('retro.new', JSON.stringify({ v: 3, data: 'future' }));
    const s = new Store(kv);
    const seen = heard(s);
    expect(s.read(spec('old', { version: 2 }))).toBeNull();
    expect(s.read(spec('new', { version: 2 }))).toBeNull();
    s.write(spec('new', { version: 2 }), [9]);
    expect(kv.getItem('retro.new')).toBe(JSON.stringify({ v: 3, data: 'future' }));
    expect(s.read(spec('new', { version: 2 }))).toEqual([9]); // this visit's, kept in memory
    expect(seen).toEqual(['OLD:corrupt', 'NEW:newer']);
  });

  it('keeps precious records with a backup, and says the backup was put back (not "reset")', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    const hi = spec('hiscores', { precious: true });
    s.write(hi, [990, 500]);
    kv.setItem('retro.hiscores', 'garbage');
    const seen = heard(s);
    expect(s.read(hi)).toEqual([990, 500]);
    expect(JSON.parse(kv.getItem('retro.hiscores')!).data).toEqual([990, 500]);
    expect(seen).toEqual(['HISCORES:restored']);
  });

  it('reports a damaged backup of a sound precious record and writes a fresh one', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    const hi = spec('hiscores', { precious: true });
    s.write(hi, [7]);
    kv.setItem('retro.hiscores.bak', '{"v":1,"data":"x"}');
    const seen = heard(s);
    expect(s.read(hi)).toEqual([7]);
    expect(seen).toEqual(['HISCORES:backup']);
    expect(JSON.parse(kv.getItem('retro.hiscores.bak')!).data).toEqual([7]);
  });

  it('erasing a precious record removes its backup too (clearing the Hit Parade)', () => {
    const s = new Store(new MemoryKV());
    const hp = spec('spider.scr', { precious: true });
    s.write(hp, [1]);
    s.erase(hp);
    expect(s.read(hp)).toBeNull();
    expect(s.exists(hp)).toBe(false);
  });

  it('keeps playing when storage is full: the record lives in memory and a warning is raised', () => {
    const full: KV = Object.assign(new MemoryKV(), {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const s = new Store(full);
    const seen = heard(s);
    expect(s.write(spec('save'), [7])).toBe(false);
    expect(s.read(spec('save'))).toEqual([7]);
    expect(seen).toEqual(['SAVE:full']);
  });

  it('works without any storage (private mode); a listener attached later still hears it', () => {
    const s = new Store(null);
    expect(s.persistent).toBe(false);
    s.write(spec('a'), [1]);
    expect(s.read(spec('a'))).toEqual([1]);
    expect(heard(s)).toEqual([':unavailable']);
  });

  it('storage whose reads throw is never written: the records stored there survive', () => {
    const real = new MemoryKV();
    real.setItem('retro.hp', JSON.stringify({ v: 1, data: [990] }));
    real.setItem('retro.hp.bak', JSON.stringify({ v: 1, data: [990] }));
    const broken: KV = Object.assign(Object.create(real) as KV, {
      getItem(): string | null {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: (k: string, v: string) => real.setItem(k, v),
      removeItem: (k: string) => real.removeItem(k),
    });
    const s = new Store(broken);
    const seen = heard(s);
    const hp = spec('hp', { precious: true });
    expect(s.read(hp)).toBeNull();
    s.write(hp, [5]);
    s.erase(spec('other'));
    expect(s.read(hp)).toEqual([5]); // this visit's, in memory
    expect(real.getItem('retro.hp')).toBe(JSON.stringify({ v: 1, data: [990] }));
    expect(real.getItem('retro.hp.bak')).toBe(JSON.stringify({ v: 1, data: [990] }));
    expect(seen).toEqual([':unavailable']);
    expect(s.persistent).toBe(false);
  });
});
