/**
 * Watching a game again (issue 47 step 6): a Playback shows exactly the positions the log replays
 * to, steps within its bounds, plays at its speed by the clock it is given, and stops.
 */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../src/core/log';
import { LogBook } from '../../../src/shell/game-log';
import { Playback, SPEEDS, FIRST_SPEED } from '../../../src/shell/playback';
import { gulfLog } from '../../../src/games/gulf/log';
import { canPlay, gulfEngine } from '../../../src/games/gulf/engine';

/** A real Gulf game of deal 3 played to its end (plays first, else draws). */
function gulfGame() {
  const book = LogBook.begin(gulfLog, 3, {});
  for (let guard = 0; book.state.phase === 'play' && guard < 300; guard++) {
    const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(book.state, i));
    if (pl.length) book.play({ type: 'play', stack: pl[0]! });
    else if (book.state.stock.length) book.play({ type: 'draw' });
    else break;
  }
  return book.log;
}

const pb = () => {
  const p = Playback.of(gulfLog, gulfGame());
  if (typeof p === 'string') throw new Error(p);
  return p;
};

describe('Playback', () => {
  it('holds the deal, then the position after every entry, as replay makes them', () => {
    const log = gulfGame();
    const p = Playback.of(gulfLog, log) as Playback<ReturnType<typeof gulfEngine.newGame>>;
    const r = replay(gulfLog, log, true);
    if (!r.ok) throw new Error(r.reason);
    expect(p.moves).toBe(log.moves.length);
    expect(p.moves).toBeGreaterThan(5);
    expect(p.at).toBe(0);
    expect(p.state).toEqual(gulfEngine.newGame(3, {}));
    for (let i = 1; i <= p.moves; i++) {
      expect(p.forward()).toBe(true);
      expect(p.at).toBe(i);
      expect(p.state).toEqual(r.states[i - 1]);
      expect(p.entry).toBe(log.moves[i - 1]);
    }
    expect(p.state.phase).toBe('over');
  });

  it('steps within its bounds: back at the deal and forward at the end do nothing', () => {
    const p = pb();
    expect(p.back()).toBe(false);
    expect(p.at).toBe(0);
    expect(p.to(p.moves + 10)).toBe(true);
    expect(p.at).toBe(p.moves);
    expect(p.forward()).toBe(false);
    expect(p.to(-4)).toBe(true);
    expect(p.at).toBe(0);
    expect(p.back()).toBe(false);
  });

  it('plays at its speed by the clock it is given, and stops at the end', () => {
    const p = pb();
    expect(p.speed).toBe(SPEEDS[FIRST_SPEED]);
    p.play();
    expect(p.playing).toBe(true);
    expect(p.tick(10_000)).toBe(false); // the first tick starts the count
    expect(p.tick(10_499)).toBe(false);
    expect(p.tick(10_500)).toBe(true); // 2 a second: one move each 500 ms
    expect(p.at).toBe(1);
    expect(p.tick(11_600)).toBe(true); // two more were due, none is lost
    expect(p.at).toBe(3);
    expect(p.faster()).toBe(true);
    expect(p.speed).toBe(4);
    p.tick(11_850); // 250 ms a move from the step due last (11 500)
    expect(p.at).toBe(4);
    p.tick(1e9);
    expect(p.at).toBe(p.moves);
    expect(p.playing).toBe(false);
  });

  it('stops: no move is made after stop, and a step by hand stops play', () => {
    const p = pb();
    p.play();
    p.tick(0);
    p.tick(500);
    expect(p.at).toBe(1);
    p.stop();
    expect(p.tick(5000)).toBe(false);
    expect(p.at).toBe(1);
    p.toggle();
    expect(p.playing).toBe(true);
    p.forward();
    expect(p.playing).toBe(false);
    expect(p.at).toBe(2);
  });

  it('play at the end starts again from the deal; the speeds are bounded', () => {
    const p = pb();
    p.to(p.moves);
    p.play();
    expect(p.at).toBe(0);
    expect(p.slower()).toBe(true);
    expect(p.slower()).toBe(false);
    expect(p.speed).toBe(SPEEDS[0]);
    expect(p.setSpeed(SPEEDS.length)).toBe(false);
    expect(p.setSpeed(SPEEDS.length - 1)).toBe(true);
    expect(p.faster()).toBe(false);
  });

  it('refuses a log that does not replay, in words', () => {
    const log = gulfGame();
    const bad = { ...log, moves: log.moves.map((m, i) => (i === 2 ? { ...m, key: '00000000' } : m)) };
    expect(Playback.of(gulfLog, bad)).toMatch(/^Move 3 cannot be played back/);
    expect(Playback.of(gulfLog, { ...log, deal: -1 })).toMatch(/deal number/);
  });
});
