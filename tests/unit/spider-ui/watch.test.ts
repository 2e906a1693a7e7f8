/**
 * Watching a game of Spider again (issue 47 step 6): a game ended by QUIT with its Hit Parade entry
 * keeps its log (the last game, and the entry's); in the next game W plays it back on Spider's
 * board, stepped by the arrows and the right button and played by SPACE; INFO's Hit Parade offers
 * Watch for the entry. The game in progress (its position, clock and save) is untouched and back after.
 */
import { describe, expect, it } from 'vitest';
import { boot, confirmQuit, png, settle } from './helpers';
import { MemoryKV, Store } from '../../../src/core/storage';
import { clickColumn, toApiState } from '../../../src/games/spider/engine';
import { HIT_PARADE, SAVE, WATCH } from '../../../src/games/spider/records';
import { Playback } from '../../../src/shell/playback';
import { spiderLog } from '../../../src/games/spider/log';
import type { SpiderState } from '../../../src/games/spider/types';
import type { GameLog } from '../../../src/core/log';

const desk = () => ({ id: 'desktop', screen: 'graphics' as const, title: 'Desk', menus: () => null, draw: () => {}, state: () => ({ game: 'desktop' }), locate: () => null });

/** Deal 1 (one suit) played a little and left by QUIT with its score entered as "Ada"; then deal 2 begun. */
async function quitThenNew(plat: 'st' | 'amiga') {
  const kv = new MemoryKV();
  const one = boot(plat, { deal: 1, suits: 1 }, kv);
  one.m.desktopFactory = desk;
  for (let n = 0; n < 3; n++) {
    const c = [...Array(10).keys()].find((i) => clickColumn(one.app.s, i));
    if (c !== undefined) one.press(c === 9 ? '0' : String(c + 1));
  }
  one.press('d');
  expect(one.app.score).toBeGreaterThan(0);
  const ended = one.app.session.log;
  one.press('q');
  await confirmQuit(one);
  for (const k of ['A', 'd', 'a', 'Enter']) one.press(k);
  await settle();
  await settle();
  const two = boot(plat, { deal: 2, suits: 1 }, kv);
  two.press('d');
  return { ...two, ended };
}

type B = Awaited<ReturnType<typeof quitThenNew>>;
const watched = (b: B) => (b.app.state() as { watch?: { move: number; moves: number; playing: boolean; id: string; state: unknown } }).watch;

describe('Spider: watch it again', () => {
  it('keeps the log of a game left by QUIT, as the last game and as its Hit Parade entry\'s', async () => {
    const b = await quitThenNew('st');
    expect(b.store.read(HIT_PARADE)!.st[1][0]).toMatchObject({ name: 'Ada', id: b.ended.id });
    const kept = new Store(b.kv).read(WATCH)!;
    expect(kept.last).toEqual(b.ended);
    expect(kept.entries.map((l: GameLog) => l.id)).toEqual([b.ended.id]);
  });

  for (const plat of ['st', 'amiga'] as const) {
    it(`${plat}: W steps and plays the last game on the board; the game in progress is back after`, async () => {
      const b = await quitThenNew(plat);
      const live = b.app.state();
      const saved = b.kv.getItem('retro.' + SAVE.key);
      const pb = Playback.of(spiderLog, b.ended) as Playback<SpiderState>;
      b.press('w');
      await settle();
      b.frame();
      expect(watched(b)).toMatchObject({ move: 0, moves: pb.moves, playing: false, id: b.ended.id });
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[0]!));
      b.press('ArrowRight');
      b.press('ArrowRight');
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[2]!));
      b.click({ x: 100, y: 100 }, 'right');
      expect(watched(b)!.move).toBe(3);
      b.press('ArrowLeft');
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[2]!));
      png(b.m, `watch-${plat}`);
      b.press(' ');
      for (let i = 0; i < 2000 && watched(b)!.playing; i++) b.frame(100);
      expect(watched(b)!.move).toBe(pb.moves);
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[pb.moves]!));
      expect(b.kv.getItem('retro.' + SAVE.key)).toBe(saved);
      b.press('Escape');
      expect(watched(b)).toBeUndefined();
      expect(b.app.state()).toEqual(live);
    });
  }

  it("INFO's Hit Parade offers Watch: the entry's game plays back", async () => {
    const b = await quitThenNew('amiga');
    b.press('i');
    b.click('panel:HITPARADE');
    await settle();
    const hp = b.m.requesters.at(-1)!;
    expect(hp.spec.lines[0]).toBe('HIT PARADE - 1 SUIT');
    b.click('button:Watch');
    await settle();
    expect(b.m.requesters.at(-1)!.spec.lines[0]).toBe('Watch which game again?');
    b.press('Enter'); // place 1
    await settle();
    b.frame();
    expect(watched(b)).toMatchObject({ move: 0, id: b.ended.id });
  });
});
