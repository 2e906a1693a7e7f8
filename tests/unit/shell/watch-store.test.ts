/**
 * The logs kept for watching games again (shell/watch-store.ts): the last game and the score
 * table's entries' logs, bounded by the table (a log goes when its entry leaves), in a record of
 * their own, so a log that cannot be stored, or a damaged file of logs, never costs a score.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { LogBook } from '../../../src/shell/game-log';
import { entryLog, keepLog, lastLog, validWatchLogs } from '../../../src/shell/watch-store';
import { gulfLog } from '../../../src/games/gulf/log';
import { SCORES, WATCH } from '../../../src/games/gulf/records';
import type { GameLog } from '../../../src/core/log';

const logOf = (deal: number, id = `${deal}-0000000000000000`): GameLog => {
  const b = LogBook.begin(gulfLog, deal, {}, id);
  b.play({ type: 'draw' });
  return b.log;
};

/** GULF.SCR as today's main writes it (version 2): one entry from before ids, two with them. */
const OLD_SCORES = {
  v: 2,
  data: [
    { name: 'Eve', score: 140, round: 2, deal: 77123, id: '77123-a1b2c3d4e5f60718' },
    { name: 'Old', score: 120, round: 1, deal: 5 },
    { name: 'Ada', score: 105, round: 1, deal: 3, id: '3-0011223344556677' },
  ],
};

describe('the record of kept logs', () => {
  it('keeps the last game, and a table entry\'s log by its id, next to a GULF.SCR of today', async () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.scores', JSON.stringify(OLD_SCORES));
    const store = new Store(kv, null);
    const table = store.read(SCORES)!;
    const ids = table.flatMap((e) => (e.id ? [e.id] : []));
    const ada = logOf(3, '3-0011223344556677');
    await keepLog(store, WATCH, ada, ids);
    const other = logOf(9);
    await keepLog(store, WATCH, other, ids); // not in the table: the last game only
    expect(lastLog(store, WATCH)).toEqual(other);
    expect(entryLog(store, WATCH, '3-0011223344556677')).toEqual(ada);
    expect(entryLog(store, WATCH, table[1]!.id)).toBeNull(); // an entry from before ids has no log
    expect(entryLog(store, WATCH, '77123-a1b2c3d4e5f60718')).toBeNull();
    // GULF.SCR itself is not changed by keeping logs
    expect(JSON.parse(kv.getItem('retro.gulf.scores')!)).toEqual(OLD_SCORES);
    expect(store.problems).toEqual([]);
  });

  it('is bounded by the table: a log goes when its entry leaves', async () => {
    const store = new Store(new MemoryKV(), null);
    const table: string[] = [];
    for (let d = 1; d <= 15; d++) {
      const l = logOf(d);
      table.unshift(l.id); // each new game is best: the oldest fall off a table of ten
      table.length = Math.min(table.length, 10);
      await keepLog(store, WATCH, l, table);
    }
    const kept = store.read(WATCH)!;
    expect(kept.entries.map((l) => l.id).sort()).toEqual([...table].sort());
    expect(entryLog(store, WATCH, logOf(1).id)).toBeNull();
    expect(kept.last!.deal).toBe(15);
  });

  it('a log that cannot be stored costs no score: the storage refuses it, the score stays, nothing throws', async () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.scores', JSON.stringify(OLD_SCORES));
    const full = Object.assign(Object.create(kv) as MemoryKV, {
      setItem(k: string, v: string) {
        if (k.startsWith('retro.gulf.logs')) throw new DOMException('full', 'QuotaExceededError');
        kv.setItem(k, v);
      },
    });
    const store = new Store(full, null);
    await expect(keepLog(store, WATCH, logOf(3, '3-0011223344556677'), ['3-0011223344556677'])).resolves.toBeUndefined();
    expect(store.problems).toContainEqual({ key: 'gulf.logs', file: 'GULF.WCH', kind: 'full' });
    expect(JSON.parse(kv.getItem('retro.gulf.scores')!)).toEqual(OLD_SCORES);
    expect(new Store(kv, null).read(SCORES)).toEqual(OLD_SCORES.data);
  });

  it('a damaged file of logs is reset alone; the scores are untouched', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.scores', JSON.stringify(OLD_SCORES));
    kv.setItem('retro.gulf.logs', '{"v":1,"data":{"last":7,"entries":[]}}');
    const store = new Store(kv, null);
    expect(store.read(WATCH)).toBeNull();
    expect(store.problems).toEqual([{ key: 'gulf.logs', file: 'GULF.WCH', kind: 'corrupt' }]);
    expect(store.read(SCORES)).toEqual(OLD_SCORES.data);
  });

  it('reads only logs of its own game, each id once', () => {
    const v = validWatchLogs('gulf');
    const l = logOf(3);
    expect(v({ last: l, entries: [l] })).toEqual({ last: l, entries: [l] });
    expect(v({ last: null, entries: [] })).toEqual({ last: null, entries: [] });
    expect(v({ last: { ...l, game: 'spider' }, entries: [] })).toBeNull();
    expect(v({ last: null, entries: [l, l] })).toBeNull();
    expect(v({ last: null, entries: [{ ...l, moves: 'x' }] })).toBeNull();
    expect(v({ last: null })).toBeNull();
  });
});
