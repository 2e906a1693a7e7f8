import { describe, expect, it } from 'vitest';
import { pack } from '../../../src/core/cards';
import { IllegalMove } from '../../../src/core/engine';
import {
  hint,
  idEngine as E,
  pressKey,
  keyFor,
  scoreFor,
  spaceMove,
  toApiState,
  validateIDState,
  type IDMove,
  type IDState,
} from '../../../src/games/idiots-delight/engine';
import { mk } from './helpers';

const removals = (s: IDState) => E.legalMoves(s).filter((m) => m.type === 'remove');

describe('the deal', () => {
  it('deals four rows of one card and a pile of 48 from one 52-card pack', () => {
    const s = E.newGame(7, {});
    expect(s.rows.map((r) => r.length)).toEqual([1, 1, 1, 1]);
    expect(s.stock).toHaveLength(48);
    expect([...s.rows.flat(), ...s.stock].sort()).toEqual(pack().sort());
    expect(s.freeCard).toBe(true);
    expect(s.marker).toBe(0);
  });
  it('is the same for the same deal number and differs between numbers', () => {
    expect(E.newGame(42, {})).toEqual(E.newGame(42, {}));
    expect(E.newGame(42, {}).stock).not.toEqual(E.newGame(43, {}).stock);
  });
  it('rejects a bad deal number', () => {
    expect(() => E.newGame(-1, {})).toThrow(RangeError);
    expect(() => E.newGame(1.5, {})).toThrow(RangeError);
  });
  it('Enter puts one card on each row, first card on the first row, empty rows included', () => {
    const s = mk([['8C'], [], ['2C'], ['JH']], ['4H', '6C', '3H', '5D', 'QS']);
    const t = E.apply(s, { type: 'deal' });
    expect(t.rows).toEqual([['8C', '4H'], ['6C'], ['2C', '3H'], ['JH', '5D']]);
    expect(t.stock).toEqual(['QS']);
  });
  it('Enter is refused when the pile is empty', () => {
    const s = mk([['8C'], ['KS'], ['2C'], ['JH']]);
    expect(() => E.apply(s, { type: 'deal' })).toThrow(IllegalMove);
  });
});

describe('the help file example', () => {
  // 8C, KS, 2C, JH; then 4H 6C 3H 5D.
  const start = mk([['8C'], ['KS'], ['2C'], ['JH']], ['4H', '6C', '3H', '5D']);
  it('only the 2 of Clubs can be played at first', () => {
    expect(removals(start)).toEqual([{ type: 'remove', row: 2 }]);
  });
  it('plays through: 3H goes, 5D moves into the empty row, then 4H goes', () => {
    let s = E.apply(start, { type: 'remove', row: 2 });
    s = E.apply(s, { type: 'deal' });
    expect(s.rows).toEqual([['8C', '4H'], ['KS', '6C'], ['3H'], ['JH', '5D']]);
    // 3H goes because of 4H; 4H cannot go: the Jack of Hearts is covered by the 5D.
    expect(removals(s)).toEqual([{ type: 'remove', row: 2 }]);
    s = E.apply(s, { type: 'remove', row: 2 });
    expect(removals(s)).toEqual([]);
    s = { ...s, marker: 3 };
    expect(spaceMove(s)).toEqual({ type: 'move', from: 3, to: 2 });
    s = pressKey(s, 'play').state;
    expect(s.rows).toEqual([['8C', '4H'], ['KS', '6C'], ['5D'], ['JH']]);
    expect(removals(s)).toEqual([{ type: 'remove', row: 0 }]);
    s = E.apply(s, { type: 'remove', row: 0 });
    expect(s.discards).toEqual(['2C', '3H', '4H']);
    expect(E.score(s)).toBe(300);
  });
});

describe('removing by suit and rank', () => {
  it('needs the same suit', () => {
    expect(removals(mk([['5H'], ['9S'], [], []]))).toEqual([]);
  });
  it('needs a higher rank, and Aces rank high', () => {
    const s = mk([['KS'], ['AS'], ['2D'], ['3D']]);
    expect(removals(s)).toEqual([
      { type: 'remove', row: 0 },
      { type: 'remove', row: 2 },
    ]);
  });
  it('only top cards count, both the card removed and the one that removes it', () => {
    const s = mk([['9C', '2H'], ['5C'], ['KC', '3D'], ['4D']]);
    // 5C is under nothing but KC and 9C are covered; 3D goes by 4D.
    expect(removals(s)).toEqual([{ type: 'remove', row: 2 }]);
  });
  it('an Ace never goes by the rule', () => {
    const s = mk([['AH'], ['KH'], ['QH'], ['JH']]);
    expect(removals(s).map((m) => (m.type === 'remove' ? m.row : -1))).toEqual([1, 2, 3]);
  });
  it('refuses an illegal removal with IllegalMove', () => {
    const s = mk([['5H'], ['9S'], ['2C'], ['JD']]);
    expect(() => E.apply(s, { type: 'remove', row: 0 })).toThrow(IllegalMove);
    expect(() => E.apply(s, { type: 'remove', row: 4 })).toThrow(IllegalMove);
  });
});

describe('empty rows', () => {
  it('take the top card of a row of two or more', () => {
    const s = mk([['5H', '6C'], [], ['2C'], ['JD']]);
    const moves = E.legalMoves(s).filter((m) => m.type === 'move');
    expect(moves).toEqual([{ type: 'move', from: 0, to: 1 }]);
    expect(E.apply(s, moves[0]!).rows).toEqual([['5H'], ['6C'], ['2C'], ['JD']]);
  });
  it('a lone card does not move, and nothing moves onto a card', () => {
    const s = mk([['5H'], [], ['2C', '7D'], ['JD']]);
    expect(() => E.apply(s, { type: 'move', from: 0, to: 1 })).toThrow(IllegalMove);
    expect(() => E.apply(s, { type: 'move', from: 2, to: 3 })).toThrow(IllegalMove);
  });
  it('Space removes first when both are possible', () => {
    const s = mk([['5H', '6C'], [], ['KC'], ['JD']]);
    expect(spaceMove(s)).toEqual({ type: 'remove', row: 0 });
  });
});

describe('the Free Card', () => {
  const s = mk([['5H', '9S'], ['2C'], ['JD'], ['AH']], ['3C', '4C', '5C', '6C']);
  it('plays any row’s top card once a hand, without the suit rule', () => {
    const r = pressKey(s, 'free');
    expect(r.move).toEqual({ type: 'free', row: 0 });
    expect(r.state.rows[0]).toEqual(['5H']);
    expect(r.state.freeCardUsed).toBe(true);
    expect(E.score(r.state)).toBe(100);
    const again = pressKey({ ...r.state, marker: 1 }, 'free');
    expect(again.move).toBeNull();
    expect(again.message).toMatch(/used/);
  });
  it('never takes an Ace', () => {
    expect(() => E.apply(s, { type: 'free', row: 3 })).toThrow(IllegalMove);
  });
  it('is off with the option off', () => {
    const off = mk(s.rows, s.stock, { freeCard: false });
    expect(E.legalMoves(off).some((m) => m.type === 'free')).toBe(false);
    expect(E.newGame(1, { freeCard: false }).freeCard).toBe(false);
  });
});

describe('ending a hand', () => {
  it('D is refused while the pile has cards', () => {
    const s = mk([['5H'], ['9S'], ['2C'], ['JD']], ['3C', '4C', '5C', '6C']);
    expect(() => E.apply(s, { type: 'done' })).toThrow(/pile/);
  });
  it('D is refused while a card can be played', () => {
    const s = mk([['5H'], ['9H'], ['2C'], ['JD']]);
    expect(() => E.apply(s, { type: 'done' })).toThrow(IllegalMove);
  });
  it('D ends the hand when the pile is empty and no card can be played', () => {
    const s = mk([['5H', '6S'], [], ['2C'], ['JD']]);
    const t = E.apply(s, { type: 'done' });
    expect(E.status(t)).toBe('lost');
    expect(E.legalMoves(t)).toEqual([]);
    expect(E.canUndo(t)).toBe(false);
  });
  it('the hand is won when 48 cards are gone, leaving the Aces', () => {
    let s = mk([['AS'], ['AH'], ['AD', 'KH'], ['AC', 'KS']], [], { discards: 'rest' });
    expect(s.discards).toHaveLength(46);
    s = E.apply(s, { type: 'remove', row: 3 });
    expect(E.status(s)).toBe('playing');
    s = E.apply(s, { type: 'remove', row: 2 });
    expect(E.status(s)).toBe('won');
    expect(E.score(s)).toBe(15800);
    expect(s.rows).toEqual([['AS'], ['AH'], ['AD'], ['AC']]);
    expect(E.legalMoves(s)).toEqual([]);
    expect(toApiState(s).won).toBe(true);
  });
});

describe('scoring', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12, 1200],
    [13, 1300 + 1000],
    [25, 2500 + 1000],
    [26, 2600 + 3000],
    [38, 3800 + 3000],
    [39, 3900 + 6000],
    [47, 4700 + 6000],
    [48, 4800 + 11000],
  ])('%i cards removed score %i', (n, pts) => {
    expect(scoreFor(n)).toBe(pts);
  });
  it('the bonus is paid when the 13th card goes', () => {
    const s = mk([['5H', '2C'], ['9C'], ['JD'], ['KS']], ['3C', '4C', '5C', '6C'], {
      discards: pack().slice(0, 12),
    });
    expect(E.score(s)).toBe(1200);
    expect(E.score(E.apply(s, { type: 'remove', row: 0 }))).toBe(2300);
  });
});

describe('undo', () => {
  const s0 = mk([['5H', '6C'], [], ['KC'], ['JD']], ['2H', '3H', '4H', '7H']);
  const moves: IDMove[] = [
    { type: 'remove', row: 0 },
    { type: 'move', from: 0, to: 1 },
    { type: 'deal' },
    { type: 'free', row: 3 },
  ];
  it.each(moves)('restores exactly after %o', (m) => {
    const t = E.apply(s0, m);
    expect(E.canUndo(t)).toBe(true);
    expect(E.undo(t)).toEqual(s0);
  });
  it('never mutates its input', () => {
    const snap = structuredClone(s0);
    const t = E.apply(s0, { type: 'deal' });
    E.undo(t);
    expect(s0).toEqual(snap);
  });
  it('nothing to undo at the start', () => {
    expect(E.canUndo(s0)).toBe(false);
    expect(() => E.undo(s0)).toThrow(IllegalMove);
  });
});

describe('keys', () => {
  it('maps the door keys', () => {
    expect(['8', '2', ' ', 'Enter', 'D', 'd', 'F', 'R', 'H', 'x'].map(keyFor)).toEqual([
      'up', 'down', 'play', 'deal', 'done', 'done', 'free', 'redraw', 'help', null,
    ]);
  });
  it('the marker moves up and down and wraps', () => {
    const s = E.newGame(3, {});
    expect(pressKey(s, 'up').state.marker).toBe(3);
    expect(pressKey(s, 'down').state.marker).toBe(1);
    expect(pressKey(s, 'down').state.history).toEqual([]);
  });
  it('Space on a card that cannot go says so and changes nothing', () => {
    const s = mk([['5H'], ['9S'], ['2C'], ['JD']]);
    const r = pressKey(s, 'play');
    expect(r.state).toBe(s);
    expect(r.message).toMatch(/cannot/);
  });
  it('Enter and D go through the engine', () => {
    const s = E.newGame(9, {});
    expect(pressKey(s, 'deal').state.stock).toHaveLength(44);
    expect(pressKey(s, 'done').message).toMatch(/pile/);
    expect(pressKey(s, 'redraw').state).toBe(s);
  });
});

describe('API state and validation', () => {
  it('has exactly the API fields', () => {
    const s = E.apply(E.newGame(5, {}), { type: 'deal' });
    const a = toApiState(s, { player: 'Ann', handsLeft: 2 });
    expect(Object.keys(a).sort()).toEqual(
      ['deal', 'freeCardUsed', 'game', 'handsLeft', 'marker', 'over', 'player', 'removed', 'rows', 'score', 'stock', 'won'].sort(),
    );
    expect(a).toMatchObject({ game: 'idiots-delight', deal: 5, removed: 0, player: 'Ann', handsLeft: 2, over: false });
    expect(a.rows[0]).toHaveLength(2);
    expect(a.stock[0]).toBe(s.stock[0]);
  });
  it('accepts a saved game and rejects a doctored one', () => {
    let s = E.newGame(11, {});
    for (let i = 0; i < 5; i++) s = E.apply(s, E.legalMoves(s)[0]!);
    const saved = JSON.parse(JSON.stringify(s)) as unknown;
    expect(validateIDState(saved)).toEqual(s);
    const bad = structuredClone(s);
    bad.rows[0]!.push(bad.stock.pop()!);
    expect(validateIDState(bad)).toBeNull();
    expect(validateIDState({ ...s, freeCardUsed: true })).toBeNull();
    expect(validateIDState({ ...s, marker: 4 })).toBeNull();
    expect(validateIDState({ ...s, history: [{ type: 'remove', row: 0 }] })).toBeNull();
    expect(validateIDState(null)).toBeNull();
    expect(validateIDState('x')).toBeNull();
  });
  it('hint suggests a legal move, removals first', () => {
    const s = mk([['5H', '6C'], [], ['KC'], ['JD']], ['2H', '3H', '4H', '7H']);
    expect(hint(s)?.move).toEqual({ type: 'remove', row: 0 });
    const t = mk([['5H', '6S'], [], ['2C'], ['JD']]);
    expect(hint(t)?.move).toEqual({ type: 'move', from: 0, to: 1 });
    expect(hint(mk([['5H'], ['6S'], ['2C'], ['JD']]))?.move).toEqual({ type: 'free', row: 0 });
  });
});

describe('idiots-delight: the Engine face', () => {
  it('states name their game; moves are tagged type and logged in history', () => {
    const s = E.apply(E.newGame(9, {}), { type: 'deal' });
    expect(s.game).toBe('idiots-delight');
    expect(s.history).toEqual([{ type: 'deal' }]);
    expect(E.toApiState(s)).toMatchObject({ game: 'idiots-delight', deal: 9, removed: 0 });
  });

  it('hint is the door heuristic’s move', () => {
    const s = mk([['5H', '6S'], [], ['2C'], ['JD']]);
    expect(E.hint(s)).toEqual(hint(s)!.move);
    expect(E.hint({ ...E.newGame(3, {}), done: true })).toBeNull();
  });

  it('positionKey: the marker does not count; a deal or the Free Card does', () => {
    const s = E.newGame(4, {});
    expect(E.positionKey(pressKey(s, 'down').state)).toBe(E.positionKey(s));
    expect(E.positionKey(E.apply(s, { type: 'deal' }))).not.toBe(E.positionKey(s));
    const row = [0, 1, 2, 3].find((r) => E.legalMoves(s).some((m) => m.type === 'free' && m.row === r))!;
    const used = E.apply(s, { type: 'free', row });
    expect(E.positionKey(used)).not.toBe(E.positionKey(s));
    expect(E.positionKey(E.newGame(5, {}))).not.toBe(E.positionKey(s));
  });
});
