/**
 * A finished game whose score would enter the Hit Parade is unfinished business (issue 30): the
 * registry's `pending` says so until the entry is made, and never for a cheated or aided game.
 */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { GAMES } from '../../../src/games/registry';
import { shellFor } from '../../../src/shell/launcher';
import { inProgress, pending } from '../../../src/shell/resume';
import { legalMoves, newGame, spiderEngine, spiderScore, status, type SpiderState } from '../../../src/games/spider/engine';
import { SAVE, HIT_PARADE } from '../../../src/games/spider/records';
import { emptyHitParade } from '../../../src/games/spider/hptable';
import type { SpiderSave } from '../../../src/games/spider/save';
import { LogBook } from '../../../src/shell/game-log';
import { spiderLog } from '../../../src/games/spider/log';
import { positionFrom } from '../../../src/games/spider/setup';
import { PLATFORMS } from '../../../platforms';
import { ALREADY, offerEntry, type EndingPort } from '../../../src/games/spider/ending';

/** Deal 1058 (four suits), dealt out then played by the first legal move, is lost with a score. */
function lost(): SpiderState {
  let s = newGame(1058, { rules: 'st', suits: 4 });
  for (let i = 0; i < 60 && status(s) === 'playing'; i++) {
    const ms = legalMoves(s);
    s = spiderEngine.apply(s, ms.find((m) => m.type === 'deal') ?? ms[0]!);
  }
  expect(status(s)).toBe('lost');
  expect(spiderScore(s)).toBeGreaterThan(0);
  return s;
}

describe("Spider's pending Hit Parade entry", () => {
  const s = lost();
  const logOf = (st: SpiderState) => LogBook.from(spiderLog, st.deal, { rules: st.rules, suits: st.suits }, positionFrom(st)).log;
  const save = (o: Partial<SpiderSave> = {}): SpiderSave => ({ log: logOf(s), elapsed: 0, split: null, announced: true, hpEntered: false, ...o });

  it('is pending while the score would enter and has not, and Continue is offered for it', () => {
    const kv = new MemoryKV();
    const m = new Machine({ platforms: PLATFORMS, store: new Store(kv, null) });
    m.store.write(SAVE, { aided: false, game: save() });
    const read = <T>(spec: Parameters<Store['read']>[0]) => m.store.read(spec) as T | null;
    expect(inProgress(GAMES.spider, { aided: false, game: save() })).toBe(false);
    expect(GAMES.spider.pending!(save(), read)).toBe(true);
    expect(shellFor(m, 'spider').hasUnfinished()).toBe(true);
    expect(GAMES.spider.pending!(save({ hpEntered: true }), read)).toBe(false);
    expect(pending(GAMES.spider, { aided: true, game: save() }, read)).toBe(false); // the shell's rule: an aided score enters no table
    expect(GAMES.spider.pending!(save({ log: logOf({ ...s, cheated: true }) }), read)).toBe(false);
    expect(GAMES.spider.pending!(save({ announced: false }), read)).toBe(false);
  });

  it('is not pending when the score would not enter a full table', () => {
    const m = new Machine({ platforms: PLATFORMS, store: new Store(new MemoryKV(), null) });
    const hp = emptyHitParade();
    hp.st[4] = Array.from({ length: 10 }, (_, i) => ({ name: `P${i}`, score: 1000 - i, suits: 4 as const, deal: i }));
    m.store.write(HIT_PARADE, hp);
    expect(GAMES.spider.pending!(save(), (spec) => m.store.read(spec))).toBe(false);
  });

  it('is not pending once an entry has the game\'s id (entered in another window), and offers no second entry', async () => {
    const m = new Machine({ platforms: PLATFORMS, store: new Store(new MemoryKV(), null) });
    const sv = save();
    const hp = emptyHitParade();
    hp.st[4] = [{ name: 'Ada', score: spiderScore(s), suits: 4, deal: s.deal, id: sv.log.id }];
    m.store.write(HIT_PARADE, hp);
    expect(GAMES.spider.pending!(sv, (spec) => m.store.read(spec))).toBe(false);
    // the ending itself: told, and the table keeps its one row
    let entered = false;
    const port = { m, s, score: spiderScore(s), gameId: sv.log.id, session: { log: sv.log, ended: () => Promise.resolve() }, aided: false, hpEntered: false, markEntered: () => (entered = true), save: () => undefined } as unknown as EndingPort;
    const done = offerEntry(port);
    await new Promise((r) => setTimeout(r, 0));
    expect(m.requesters.at(-1)!.spec.lines).toEqual(ALREADY);
    m.requesters.at(-1)!.answer(0);
    expect(await done).toBe(0);
    expect(entered).toBe(true);
    expect(m.store.read(HIT_PARADE)!.st[4]).toHaveLength(1);
  });
});
