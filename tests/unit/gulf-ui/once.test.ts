/**
 * A score enters GULF.SCR once (issue 47): two windows of the same browser (two machines on one
 * storage) end the same game, and whichever enters the name second is told the score is in
 * already; the table keeps one row, with the game's id. The name box starts with the last name
 * selected, so typing replaces it.
 */
import { describe, expect, it } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { Machine } from '../../../src/core/machine';
import { GulfApp } from '../../../src/games/gulf/app';
import { shellFor } from '../../../src/shell/launcher';
import { drive } from '../harness';
import { PLATFORMS } from '../../../platforms';
import { canPlay } from '../../../src/games/gulf/engine';
import { SAVE, SCORES } from '../../../src/games/gulf/records';
import { ALREADY } from '../../../src/games/gulf/end';
import { boot, settle } from './helpers';

/** Window one plays deal 3 to its end (drawing, then playing what it can). */
function lostGame(kv: MemoryKV) {
  const b = boot('st', { deal: 3 }, kv);
  for (let guard = 0; b.app.s.phase === 'play' && guard < 200; guard++) {
    const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(b.app.s, i));
    if (pl.length && b.app.s.stock.length === 0) b.click(`stack:${pl[0]}`);
    else if (b.app.s.stock.length) b.click('stock');
    else break;
  }
  expect(b.app.s.phase).toBe('over');
  expect(b.app.s.score).toBeGreaterThan(0);
  return b;
}

/** Another window takes the saved game up, as the launcher does (the app runs, then resumes the save). */
function takeUp(kv: MemoryKV) {
  const store = new Store(kv);
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store });
  const shell = shellFor(m, 'gulf');
  const app = new GulfApp(m, { direct: true, resume: true }, shell);
  m.run(app);
  shell.open(app, true);
  return { m, app, store, ...drive(m) };
}

const lines = (b: { m: Machine }) => b.m.requesters.at(-1)?.spec.lines ?? [];

describe('GULF.SCR takes a game once', () => {
  it('the second window to enter the name of the same game is told, and the table keeps one row', async () => {
    const kv = new MemoryKV();
    const one = lostGame(kv);
    // the other window takes the game up at its end (as "Play here" does): the same offer
    const two = takeUp(kv);
    expect(two.app.session.log.id).toBe(one.app.session.log.id);
    await settle();
    for (const w of [one, two]) {
      w.press('Enter'); // "No more moves": OK
      await settle();
      expect(lines(w)).toContain(`Score ${one.app.s.score}: your name?`);
    }
    one.press('A');
    one.press('d');
    one.press('a');
    one.press('Enter');
    await settle();
    two.press('B');
    two.press('Enter');
    await settle();
    expect(lines(two)).toEqual(ALREADY);
    two.press('Enter');
    await settle();
    const table = one.store.read(SCORES)!;
    expect(table).toEqual([{ name: 'Ada', score: one.app.s.score, round: 1, deal: 3, id: one.app.session.log.id }]);
    // the game is over and its score in: nothing is left waiting for a name
    expect(new Store(kv).read(SAVE)).toBeNull();
  });

  it('the name box starts with the last name, selected: typing replaces it', async () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.prefs', JSON.stringify({ v: 2, data: { back: 0, name: 'Charles', winnable: { all: false } } }));
    const one = lostGame(kv);
    await settle();
    one.press('Enter');
    await settle();
    const field = one.m.requesters.at(-1)!;
    expect(field.text).toBe('Charles');
    expect(field.selected).toBe(true);
    one.press('Z');
    expect(field.text).toBe('Z');
  });

  it('a name being typed goes with the game to the window that takes it up: its box opens with it, selected', async () => {
    const kv = new MemoryKV();
    kv.setItem('retro.gulf.prefs', JSON.stringify({ v: 2, data: { back: 0, name: 'Charles', winnable: { all: false } } }));
    const one = lostGame(kv);
    await settle();
    one.press('Enter');
    await settle();
    one.press('A');
    one.press('d');
    one.press('a');
    // saved with the game at every key
    expect(new Store(kv).read(SAVE)).toMatchObject({ typed: 'Ada' });
    const two = takeUp(kv);
    await settle();
    two.press('Enter'); // "No more moves": OK
    await settle();
    const field = two.m.requesters.at(-1)!;
    expect(field.text).toBe('Ada');
    expect(field.selected).toBe(true);
    two.press('Enter');
    await settle();
    expect(two.store.read(SCORES)).toEqual([{ name: 'Ada', score: two.app.s.score, round: 1, deal: 3, id: two.app.session.log.id }]);
    expect(new Store(kv).read(SAVE)).toBeNull();
    // the next game's box offers the last name again, nothing carried
    expect(two.app.session.typed).toBeNull();
  });
});
