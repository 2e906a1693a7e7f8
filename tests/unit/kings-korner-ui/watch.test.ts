/**
 * Watching a game of King's Korner again (issue 47 step 6): a finished game keeps its log (the
 * last game: King's Korner keeps statistics, not a table of scores); PROJECT's "Watch last game"
 * plays it back on the GRID, stepped and played, with the Watch menu; the game in progress and its
 * save are untouched, and back after.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { legalMoves, toApiState } from '../../../src/games/kings-korner/engine';
import { SAVE, WATCH } from '../../../src/games/kings-korner/records';
import { kkLog } from '../../../src/games/kings-korner/log';
import { Playback } from '../../../src/shell/playback';
import type { KKState } from '../../../src/games/kings-korner/rules';
import { boot, chooseMenu, key, png, targetOf, tick } from './helpers';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Deal 5 played to its end by the first legal move each time, then Again: a new game with a move. */
async function finishedThenNew(plat: 'st' | 'amiga') {
  const kv = new MemoryKV();
  const b = boot(plat, { deal: 5, freeSpaces: 4 }, kv, 'pal', false, null);
  for (let guard = 0; b.app.s!.end === null && guard < 500; guard++) b.app.choose(targetOf(legalMoves(b.app.s!)[0]!));
  expect(b.app.s!.end).not.toBeNull();
  const ended = b.app.session.log;
  await settle();
  key(b.m, 'Enter'); // Again
  await settle();
  tick(b.m);
  expect(b.app.session.log.id).not.toBe(ended.id);
  b.app.choose({ kind: 'deck' });
  return { ...b, ended };
}

type B = Awaited<ReturnType<typeof finishedThenNew>>;
const watched = (b: B) => (b.app.state() as { watch?: { move: number; moves: number; playing: boolean; id: string; state: unknown } }).watch;

describe("King's Korner: watch it again", () => {
  it('keeps the finished game\'s log as the last game', async () => {
    const b = await finishedThenNew('st');
    expect(new Store(b.kv).read(WATCH)).toEqual({ last: b.ended, entries: [] });
  });

  for (const plat of ['st', 'amiga'] as const) {
    it(`${plat}: PROJECT's "Watch last game" steps and plays it on the GRID; the game in progress is back after`, async () => {
      const b = await finishedThenNew(plat);
      const live = b.app.state();
      const saved = b.kv.getItem('retro.' + SAVE.key);
      const pb = Playback.of(kkLog, b.ended) as Playback<KKState>;
      chooseMenu(b.m, 'PROJECT', 'Watch last game');
      await settle();
      tick(b.m);
      expect(watched(b)).toMatchObject({ move: 0, moves: pb.moves, playing: false, id: b.ended.id });
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[0]!));
      for (let i = 0; i < 4; i++) key(b.m, 'ArrowRight');
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[4]!));
      chooseMenu(b.m, 'Watch', 'Step back');
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[3]!));
      png(b.m, `/tmp/kk-watch-${plat}.png`);
      chooseMenu(b.m, 'Watch', '16 moves a second');
      key(b.m, ' ');
      for (let i = 0; i < 2000 && watched(b)!.playing; i++) tick(b.m);
      expect(watched(b)!.move).toBe(pb.moves);
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[pb.moves]!));
      expect(b.kv.getItem('retro.' + SAVE.key)).toBe(saved);
      chooseMenu(b.m, 'Watch', 'Stop watching');
      expect(watched(b)).toBeUndefined();
      expect(b.app.state()).toEqual(live);
    });
  }
});
