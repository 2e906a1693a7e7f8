/**
 * The local door's records for the one controller over the machine's store (door-store.ts
 * `storeBox`): what the browser's door will run on (issue 49). Each change lands in IDELIGHT.DAT
 * at once, read fresh, and a refused change writes nothing.
 */
import { describe, it, expect } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { storeBox } from '../../../src/games/idiots-delight/door-store';
import { LocalRecords, memoryHands } from '../../../src/games/idiots-delight/controller/local-records';
import { DOOR } from '../../../src/games/idiots-delight/records';
import { DoorError, findPlayer, newDoorRecord, type DoorRecord } from '../../../src/games/idiots-delight/door';
import { idEngine, pressKey } from '../../../src/games/idiots-delight/engine';
import { makeSecret } from '../../../src/games/idiots-delight/password';
import { TEST_SECRET } from './test-secret';

const TODAY = '2024-05-15';
const bytes = () => new Uint8Array(32).fill(7);
// No lock: a test's store belongs to this one "window".
const storeOver = (kv: MemoryKV) => new Store(kv, null);
const stored = (kv: MemoryKV) => storeOver(kv).read(DOOR) as DoorRecord;

describe('idiots-delight: the local records over the machine store', () => {
  it('a hand started and finished lands in IDELIGHT.DAT, the deal secret made with the first hand', async () => {
    const kv = new MemoryKV();
    const records = new LocalRecords(storeBox(storeOver(kv)), bytes);
    records.join('Ann', makeSecret('pass'), 0);
    expect(stored(kv).dealKey).toBeNull();
    const started = await records.startHand('Ann', TODAY, TODAY);
    expect(stored(kv).dealKey).not.toBeNull();
    expect(findPlayer(stored(kv), 'Ann')!.pending).toMatchObject({ date: TODAY, hand: 1, deal: started.deal });
    let s = idEngine.newGame(started.deal, {});
    s = pressKey(s, 'deal').state;
    const r = await records.finishHand('Ann', s);
    expect(r).toMatchObject({ date: TODAY, hand: 1, removed: s.discards.length });
    // A fresh store over the same storage (a reload) reads the hand recorded.
    const p = findPlayer(stored(kv), 'Ann')!;
    expect(p.pending).toBeNull();
    expect(p.days[0]!.hands).toHaveLength(1);
  });

  it('a refused change writes nothing; what another caller wrote meanwhile is kept', async () => {
    const kv = new MemoryKV();
    storeOver(kv).write(DOOR, newDoorRecord({ handsPerDay: 1 }, TEST_SECRET));
    const mine = new LocalRecords(storeBox(storeOver(kv)), bytes);
    const theirs = new LocalRecords(storeBox(storeOver(kv)), bytes);
    mine.join('Ann', makeSecret('pass'), 0);
    const s = idEngine.newGame((await mine.startHand('Ann', TODAY, TODAY)).deal, {});
    await mine.finishHand('Ann', pressKey(s, 'deal').state);
    // Another caller of the door joins between this caller's changes.
    theirs.join('Bob', makeSecret('word'), 0);
    const before = JSON.stringify(stored(kv));
    await expect(mine.startHand('Ann', TODAY, TODAY)).rejects.toBeInstanceOf(DoorError);
    expect(JSON.stringify(stored(kv))).toBe(before);
    await mine.setSettings({ handsPerDay: 2 });
    expect(stored(kv).players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(stored(kv).settings.handsPerDay).toBe(2);
  });

  it("an unfinished hand's position resumes from its keeper after a reload", async () => {
    const kv = new MemoryKV();
    const hands = memoryHands();
    const first = new LocalRecords(storeBox(storeOver(kv)), bytes, 'this computer', hands);
    first.join('Ann', makeSecret('pass'), 0);
    const started = await first.startHand('Ann', TODAY, TODAY);
    const moved = pressKey(idEngine.newGame(started.deal, {}), 'deal').state;
    await first.saveHandState('Ann', moved);
    const again = new LocalRecords(storeBox(storeOver(kv)), bytes, 'this computer', hands);
    const resumed = await again.startHand('Ann', TODAY, TODAY);
    expect(resumed.resumed).toBe(true);
    expect(resumed.state).toEqual(moved);
  });
});
