import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { PLATFORMS } from '../../../platforms';
import { MemoryKV, Store } from '../../../src/core/storage';
import { WINNABLE_TRIES, type Proof } from '../../../src/shell/advice';
import { WinnableSearch } from '../../../src/shell/winnable';

const machine = () => new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store: new Store(new MemoryKV()) });

describe("the shell's winnable-deal search", () => {
  it('shows the busy pointer and the try while it searches, and takes them down after', async () => {
    const m = machine();
    const w = new WinnableSearch(m);
    const seen: [number, number, boolean][] = [];
    const r = await w.run(10, (d) => Promise.resolve<Proof>(d === 12 ? 'won' : 'lost'), (i, d) => seen.push([i, d, m.busy]));
    expect(r).toEqual({ deal: 12, note: null });
    expect(seen).toEqual([[1, 10, true], [2, 11, true], [3, 12, true]]);
    expect(m.busy).toBe(false);
    expect(w.searching).toBe(false);
  });

  it('a prove that throws is a failed solver: one note, told through the shell, no rejection', async () => {
    const m = machine();
    let told = 0;
    const w = new WinnableSearch(m, () => told++);
    const r = await w.run(5, () => Promise.reject(new Error('worker died')));
    expect(r).toEqual({ deal: 5, note: 'The solver could not run: playing deal 5.', failed: true });
    expect(told).toBe(1);
    expect(m.busy).toBe(false);
  });

  it('cancel drops the search: it resolves null and the pointer is back at once', async () => {
    const m = machine();
    const w = new WinnableSearch(m);
    let release: (p: Proof) => void = () => undefined;
    const p = w.run(1, () => new Promise<Proof>((res) => (release = res)));
    expect(m.busy).toBe(true);
    w.cancel();
    expect(m.busy).toBe(false);
    release('won');
    expect(await p).toBeNull();
  });

  it('a newer search replaces an older one, which resolves null and leaves the newer one busy', async () => {
    const m = machine();
    const w = new WinnableSearch(m);
    let first: (p: Proof) => void = () => undefined;
    const a = w.run(1, () => new Promise<Proof>((res) => (first = res)));
    const b = w.run(100, () => Promise.resolve<Proof>('lost'));
    first('won');
    expect(await a).toBeNull();
    expect(await b).toEqual({ deal: 100 + WINNABLE_TRIES - 1, note: `No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal ${100 + WINNABLE_TRIES - 1}.` });
    expect(m.busy).toBe(false);
  });
});
