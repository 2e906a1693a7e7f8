import { describe, it, expect } from 'vitest';
import { Store, MemoryKV, type KV } from '../../../src/core/storage';

const isNums = (x: unknown) => (Array.isArray(x) && x.every((n) => typeof n === 'number') ? x : null);

describe('storage', () => {
  it('round-trips a versioned record', () => {
    const s = new Store(new MemoryKV());
    s.set('a', 1, [1, 2, 3]);
    expect(s.get('a', 1, isNums)).toEqual([1, 2, 3]);
  });

  it('resets only a corrupt record, and reports it', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    s.set('good', 1, [1]);
    kv.setItem('retro.bad', '{not json');
    const seen: string[] = [];
    s.onProblem = (p) => seen.push(`${p.key}:${p.kind}`);
    expect(s.get('bad', 1, isNums)).toBeNull();
    expect(seen).toEqual(['bad:corrupt']);
    expect(kv.getItem('retro.bad')).toBeNull();
    expect(s.get('good', 1, isNums)).toEqual([1]);
  });

  it('treats a foreign schema version or invalid data as corrupt', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    s.set('x', 2, [1]);
    expect(s.get('x', 1, isNums)).toBeNull();
    s.set('y', 1, 'text');
    expect(s.get('y', 1, isNums)).toBeNull();
    expect(s.problems.map((p) => p.key)).toEqual(['x', 'y']);
  });

  it('keeps precious records with a backup: one bad write never loses them', () => {
    const kv = new MemoryKV();
    const s = new Store(kv);
    s.set('hiscores', 1, [990, 500], true);
    kv.setItem('retro.hiscores', 'garbage');
    expect(s.get('hiscores', 1, isNums, true)).toEqual([990, 500]);
    // and the main copy is restored from the backup
    expect(JSON.parse(kv.getItem('retro.hiscores')!).data).toEqual([990, 500]);
  });

  it('deleting a precious record removes its backup too (clearing the Hit Parade)', () => {
    const s = new Store(new MemoryKV());
    s.set('spider.scr', 1, [1], true);
    s.remove('spider.scr');
    expect(s.get('spider.scr', 1, isNums, true)).toBeNull();
  });

  it('keeps playing when storage is full: the record lives in memory and a warning is raised', () => {
    const full: KV = Object.assign(new MemoryKV(), {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    const s = new Store(full);
    const seen: string[] = [];
    s.onProblem = (p) => seen.push(p.kind);
    expect(s.set('save', 1, [7])).toBe(false);
    expect(s.get('save', 1, isNums)).toEqual([7]);
    expect(seen).toEqual(['full']);
  });

  it('works without any storage (private mode), reporting it once', () => {
    const s = new Store(null);
    expect(s.persistent).toBe(false);
    expect(s.problems[0]?.kind).toBe('unavailable');
    s.set('a', 1, [1]);
    expect(s.get('a', 1, isNums)).toEqual([1]);
  });
});
