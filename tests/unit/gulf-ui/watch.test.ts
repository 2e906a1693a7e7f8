/**
 * Watching a game of Gulf again (issue 47 step 6): a lost game's log is kept (as the last game, and
 * as its GULF.SCR entry's), the menu's "Watch last game" and a click on the entry play it back on
 * Gulf's board, stepped and played; the game in progress and its save are untouched, and back after.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { canPlay, toApiState } from '../../../src/games/gulf/engine';
import { SAVE, SCORES, WATCH } from '../../../src/games/gulf/records';
import { Playback } from '../../../src/shell/playback';
import { gulfLog } from '../../../src/games/gulf/log';
import { scoreRowAt } from '../../../src/games/gulf/scores-box';
import { boot, png, settle } from './helpers';
import type { GulfState } from '../../../src/games/gulf/rules';

type B = ReturnType<typeof boot>;

function playToEnd(b: B) {
  for (let guard = 0; b.app.s.phase === 'play' && guard < 200; guard++) {
    const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(b.app.s, i));
    if (pl.length && b.app.s.stock.length === 0) b.click(`stack:${pl[0]}`);
    else if (b.app.s.stock.length) b.click('stock');
    else break;
  }
  expect(b.app.s.phase).toBe('over');
}

/** Deal 3 lost, its score entered as "Ada"; then a new game of deal 9 with two moves. */
async function lostThenNew(plat: 'st' | 'amiga') {
  const kv = new MemoryKV();
  const b = boot(plat, { deal: 3 }, kv);
  playToEnd(b);
  const lost = b.app.session.log;
  await settle();
  b.press('Enter'); // no more moves
  await settle();
  for (const k of ['A', 'd', 'a', 'Enter']) b.press(k);
  await settle();
  await settle();
  b.click({ x: 2, y: b.m.fb.height - 2 }); // the high scores close
  b.app.menu('Game', 'new');
  await settle();
  b.press('Enter');
  await settle();
  b.click('stock');
  b.click('stock');
  return { ...b, lost };
}

const watched = (b: B) => (b.app.state() as { watch?: { move: number; moves: number; playing: boolean; id: string; state: unknown } }).watch;

describe('Gulf: watch it again', () => {
  it('keeps the lost game\'s log, as the last game and as its GULF.SCR entry\'s', async () => {
    const b = await lostThenNew('st');
    const table = b.store.read(SCORES)!;
    expect(table[0]).toMatchObject({ name: 'Ada', id: b.lost.id });
    const kept = new Store(b.kv).read(WATCH)!;
    expect(kept.last).toEqual(b.lost);
    expect(kept.entries).toEqual([b.lost]);
  });

  for (const plat of ['st', 'amiga'] as const) {
    it(`${plat}: "Watch last game" steps and plays the log on the board; the game in progress is back after`, async () => {
      const b = await lostThenNew(plat);
      const live = b.app.state();
      const saved = b.kv.getItem('retro.' + SAVE.key);
      const pb = Playback.of(gulfLog, b.lost) as Playback<GulfState>;
      b.app.menu('Game', 'watch');
      await settle();
      b.frame();
      expect(watched(b)).toMatchObject({ move: 0, moves: pb.moves, playing: false, id: b.lost.id });
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[0]!));
      expect(b.m.menu.menus.some((mn) => mn.title === 'Watch')).toBe(true);
      for (let i = 0; i < 3; i++) b.press('ArrowRight');
      expect(watched(b)!.move).toBe(3);
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[3]!));
      b.press('ArrowLeft');
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[2]!));
      if (plat === 'st') {
        b.click({ x: 100, y: 100 }, 'right'); // the right button steps on the ST
        expect(watched(b)!.move).toBe(3);
      }
      png(b.m, `watch-${plat}`);
      b.press(' ');
      expect(watched(b)!.playing).toBe(true);
      for (let i = 0; i < 2000 && watched(b)!.playing; i++) b.frame(100);
      expect(watched(b)!.move).toBe(pb.moves);
      expect(watched(b)!.state).toEqual(toApiState(pb.positions[pb.moves]!));
      expect(b.kv.getItem('retro.' + SAVE.key)).toBe(saved);
      b.press('Escape');
      expect(watched(b)).toBeUndefined();
      expect(b.app.state()).toEqual(live);
      expect(b.m.menu.menus.some((mn) => mn.title === 'Watch')).toBe(false);
    });
  }

  it('a click on a GULF.SCR entry watches its game', async () => {
    const b = await lostThenNew('amiga');
    b.app.menu('Game', 'scores');
    b.frame();
    const top = b.m.platform.barHeight;
    const bottom = b.app.layout().status[0] - 4;
    let pt = { x: b.m.fb.width >> 1, y: 0 };
    for (let y = 0; y < b.m.fb.height && scoreRowAt(b.m.fb.width, top, bottom, pt) !== 0; y++) pt = { ...pt, y };
    b.click(pt);
    await settle();
    b.frame();
    expect(watched(b)).toMatchObject({ move: 0, id: b.lost.id });
    expect(b.app.showScores).toBeNull();
  });

  it('says so when no game was kept', async () => {
    const b = boot('st', { deal: 3 });
    b.app.menu('Game', 'watch');
    await settle();
    expect(b.m.requesters.at(-1)?.spec.lines.join(' ')).toMatch(/no game to watch/);
    expect(b.app.watch).toBeNull();
  });
});
