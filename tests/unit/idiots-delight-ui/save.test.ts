import { describe, it, expect } from 'vitest';
import { MemoryKV, Store } from '../../../src/core/storage';
import { SAVE } from '../../../src/games/idiots-delight/records';
import { idEngine, type IDMove } from '../../../src/games/idiots-delight/engine';
import { tournamentDeal } from '../../../src/games/idiots-delight/door';
import { dealHand, keepHand, dropHand, fromStored, inProgress, toStored, NO_HANDS, type HandSave } from '../../../src/games/idiots-delight/save';
import { setup, logOn, press, DATE } from './helpers';
import { TEST_SECRET } from '../idiots-delight/test-secret';

type S = { screen: string; mode: string; deal: number; rows: string[][]; stock: string[]; message: string };

const st = (app: { state(): unknown }) => app.state() as S;

/** A version-1 save as the door wrote it before moves were tagged `type`: one hand, moves tagged `kind`. */
function v1Save(mode: 'door' | 'free', deal: number, moves: IDMove[]) {
  let s = idEngine.newGame(deal, {});
  for (const m of moves) s = idEngine.apply(s, m);
  const { game: _game, ...old } = s;
  const state = { ...old, history: s.history.map(({ type, ...rest }) => ({ kind: type, ...rest })) };
  return {
    data: { mode, player: 'Ann', date: mode === 'door' ? DATE : null, hand: mode === 'door' ? 1 : 0, state },
    state: s,
  };
}

describe('idiots-delight: the save record', () => {
  it('a version-1 free hand (moves tagged kind) resumes where it was', () => {
    const { data, state } = v1Save('free', 77, [{ type: 'deal' }, { type: 'deal' }]);
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 1, data }));
    const { app, m } = setup({ resume: true }, { kv });
    expect(m.store.problems).toEqual([]);
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: 77, rows: state.rows, stock: state.stock });
    expect(app.hand!.state.history).toEqual([{ type: 'deal' }, { type: 'deal' }]);
    // written back in the new shape: the shell's envelope
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!)).toMatchObject({ v: SAVE.version, data: { aided: false, game: { current: { mode: 'free' } } } });
    expect(app.hand!.aided).toBe(false);
  });

  it("a version-1 tournament hand comes back as its player's pending hand", async () => {
    const kv = new MemoryKV();
    const first = setup({}, { kv });
    await logOn(first.m, 'Ann');
    await press(first.m, 'p');
    expect(st(first.app).deal).toBe(tournamentDeal(TEST_SECRET, DATE, 1));
    const { data, state } = v1Save('door', tournamentDeal(TEST_SECRET, DATE, 1), [{ type: 'deal' }]);
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 1, data }));
    const { app } = setup({ resume: true }, { kv });
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'door', rows: state.rows, stock: state.stock });
  });

  it('a version-2 save (before Aids) resumes its hand, unaided, and is written back in the envelope, as its log', () => {
    let s = idEngine.newGame(31, {});
    s = idEngine.apply(s, { type: 'deal' });
    const hand = { mode: 'free', player: 'Ann', date: null, hand: 0, state: s };
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 2, data: { door: [], free: hand, current: { mode: 'free' } } }));
    const { app, m } = setup({ resume: true }, { kv });
    expect(m.store.problems).toEqual([]);
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'free', deal: 31, rows: s.rows, stock: s.stock });
    expect(app.hand!.aided).toBe(false);
    const back = JSON.parse(kv.getItem('retro.' + SAVE.key)!);
    expect([back.v, back.data.aided, 'aided' in back.data.game.free, 'state' in back.data.game.free]).toEqual([SAVE.version, false, false, false]);
  });

  it('a tournament hand marked aided is not a sound save (version 3); the envelope keeps the free hand\'s mark', () => {
    const hand = { mode: 'door', player: 'Ann', date: DATE, hand: 1, state: idEngine.newGame(tournamentDeal(TEST_SECRET, DATE, 1), {}), aided: true };
    const v3 = (door: unknown[], free: unknown = null) => {
      const kv = new MemoryKV();
      kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 3, data: { door, free, current: null } }));
      const store = new Store(kv);
      return { got: store.read(SAVE), problems: store.problems.map((p) => p.kind) };
    };
    expect(v3([hand])).toEqual({ got: null, problems: ['corrupt'] });
    const { aided: _a, ...unmarked } = hand;
    const sound = v3([{ ...hand, aided: false }]);
    expect(sound.problems).toEqual([]);
    // each hand is read as its log, and its position beside it
    expect(sound.got).toMatchObject({ aided: false, game: { door: [unmarked], free: null, current: null } });
    const free = { mode: 'free', player: 'Ann', date: null, hand: 0, state: idEngine.newGame(5, {}), aided: true };
    const { aided: _b, ...freeUnmarked } = free;
    expect(v3([], free).got).toMatchObject({ aided: true, game: { door: [], free: freeUnmarked, current: null } });
  });

  it('a version-1 save that cannot be read is reported and reset', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 1, data: { mode: 'free', player: 'Ann', state: { deal: 1 } } }));
    const store = new Store(kv);
    expect(store.read(SAVE)).toBeNull();
    expect(store.problems).toEqual([{ key: SAVE.key, file: 'IDELIGHT.SAV', kind: 'corrupt' }]);
  });

  it('a free hand and each player’s tournament hand have their own places', () => {
    const door = (player: string, deal: number): HandSave => ({ mode: 'door', player, date: DATE, hand: 1, ...dealHand(deal), aided: false });
    const free: HandSave = { mode: 'free', player: 'Ann', date: null, hand: 0, ...dealHand(5), aided: true };
    let s = keepHand(NO_HANDS, door('Ann', 1));
    s = keepHand(s, door('Bob', 1));
    s = keepHand(s, free);
    expect(s.door.map((h) => h.player)).toEqual(['Ann', 'Bob']);
    expect(s.current).toEqual({ mode: 'free' });
    expect(inProgress(s)).toBe(true);
    s = dropHand(s, free);
    expect([s.free, s.current, s.door.length]).toEqual([null, null, 2]);
    expect(inProgress(s)).toBe(false);
    const stored = toStored(s);
    const read = SAVE.validate(JSON.parse(JSON.stringify(stored)));
    expect(read).toMatchObject(stored);
    expect(fromStored(read!)).toEqual(s);
  });
});
