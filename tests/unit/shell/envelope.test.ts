/**
 * One save envelope for the four games: each save's last shape before it (the Aids mark beside the
 * game's data) loads into `{ aided, game }` and is written back so; a damaged envelope is reported
 * by its file name; and whether a save is unfinished is read through the entry's engine.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { GAMES, GAME_IDS, type GameId } from '../../../src/games/registry';
import { newGame as newSpider } from '../../../src/games/spider/engine';
import { kkEngine } from '../../../src/games/kings-korner/engine';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { problemLines } from '../../../src/shell/launcher';
import { inProgress } from '../../../src/shell/resume';

const kk = kkEngine.newGame(11, { freeSpaces: 4 });
const gulf = gulfEngine.newGame(11, {});
const hand = { mode: 'free', player: 'Ann', date: null, hand: 0, state: idEngine.newGame(11, {}) };

/** Each save as its game wrote it just before the envelope: version, and the data with the mark in it. */
const BEFORE: Record<GameId, { v: number; data: unknown; game: unknown }> = {
  spider: (() => {
    const game = { state: newSpider(11, { rules: 'st', suits: 4 }), elapsed: 1200, split: null, announced: false, hpEntered: false };
    return { v: 2, data: { ...game, aided: true }, game };
  })(),
  'kings-korner': { v: 3, data: { ...kk, aided: true }, game: kk },
  gulf: { v: 4, data: { state: gulf, back: 2, aided: true }, game: { state: gulf, back: 2 } },
  'idiots-delight': { v: 3, data: { door: [], free: { ...hand, aided: true }, current: { mode: 'free' } }, game: { door: [], free: hand, current: { mode: 'free' } } },
};

/** The position each of those saves held. */
const HELD: Record<GameId, unknown> = {
  spider: (BEFORE.spider.game as { state: unknown }).state,
  'kings-korner': kk,
  gulf,
  'idiots-delight': hand.state,
};

/** A game's data in the save's shape of today, from its shape before the envelope (through the record's own migrations). */
function today(id: GameId, data: unknown): unknown {
  const spec = GAMES[id].save;
  const env = spec.migrate!(data, BEFORE[id].v) as { game: unknown } | null;
  expect(env).not.toBeNull();
  return spec.validate(env)!.game;
}

describe('the save envelope', () => {
  for (const id of GAME_IDS) {
    const spec = GAMES[id].save;
    it(`${spec.file}: version ${BEFORE[id].v} (the mark in the game's data) loads into the envelope, version ${spec.version}`, () => {
      const kv = new MemoryKV();
      kv.setItem('retro.' + spec.key, JSON.stringify({ v: BEFORE[id].v, data: BEFORE[id].data }));
      const store = new Store(kv);
      const read = store.read(spec);
      expect(read?.aided).toBe(true);
      // the position it held, however today's save keeps it (the games' saves became their logs)
      expect(GAMES[id].position(read!.game)).toEqual(HELD[id]);
      expect(store.problems).toEqual([]);
      expect(JSON.parse(kv.getItem('retro.' + spec.key)!)).toEqual({ v: spec.version, data: JSON.parse(JSON.stringify(read)) as unknown });
    });

    it(`${spec.file}: a damaged envelope is reset and named in the period requester's words`, () => {
      for (const data of [{ aided: 'yes', game: BEFORE[id].game }, { aided: false, game: { state: 7 } }, BEFORE[id].game]) {
        const kv = new MemoryKV();
        kv.setItem('retro.' + spec.key, JSON.stringify({ v: spec.version, data }));
        const store = new Store(kv);
        expect(store.read(spec)).toBeNull();
        expect(store.problems).toEqual([{ key: spec.key, file: spec.file, kind: 'corrupt' }]);
        expect(problemLines(store.problems[0]!, new Set())![0]).toBe(`${spec.file} was damaged.`);
      }
    });
  }

  it('every entry carries its engine, and "in progress" is read through it', () => {
    for (const id of GAME_IDS) expect(GAMES[id].engine.newGame(3, id === 'kings-korner' ? { freeSpaces: 4 } : {}).game).toBe(id);
    const saved = (id: GameId) => ({ aided: false, game: today(id, BEFORE[id].data) });
    // Spider and Idiot's Delight: a game is in progress from its deal; King's Korner and Gulf once begun
    expect(GAME_IDS.map((id) => inProgress(GAMES[id], saved(id)))).toEqual([true, false, false, true]);
    const kkBegun = kkEngine.apply(kk, kkEngine.legalMoves(kk)[0]!);
    expect(inProgress(GAMES['kings-korner'], { aided: false, game: today('kings-korner', { ...kkBegun, aided: false }) })).toBe(true);
    const gulfBegun = gulfEngine.apply(gulf, gulfEngine.legalMoves(gulf)[0]!);
    expect(inProgress(GAMES.gulf, { aided: false, game: today('gulf', { state: gulfBegun, back: 2, aided: false }) })).toBe(true);
  });
});
