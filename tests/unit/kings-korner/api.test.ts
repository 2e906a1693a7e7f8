import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import {
  type KKMove, type KKState, hint, kkEngine, toApiState,
} from '../../../src/games/kings-korner/engine';
import { draw, hold, play, put, withDeck } from './helpers';
import { toLogSave, validateSave } from '../../../src/games/kings-korner/validate';
import { position } from '../../../src/games/kings-korner/records';

/** A version 4 save's position through the migration to its log: the position again, or null when refused. */
function validateKKState(x: unknown): KKState | null {
  const g = toLogSave(x);
  const v = g === null ? null : validateSave(JSON.parse(JSON.stringify(g)));
  return v && position(v);
}
const replay = (deal: number, freeSpaces: 4, moves: KKMove[]) => moves.reduce((t, m) => kkEngine.apply(t, m), kkEngine.newGame(deal, { freeSpaces }));


function playedGame(deal: number, steps: number): KKState {
  let s = kkEngine.newGame(deal, { freeSpaces: 3 });
  for (let i = 0; i < steps && s.end === null; i++) s = kkEngine.apply(s, hint(s)!);
  return s;
}

describe('toApiState', () => {
  it('has exactly the automation fields', () => {
    const s = play(withDeck(['3S', '7H', '9C'], 1), ...put(0, 0), ...put(1, 1), hold(0, 0));
    const a = toApiState(s);
    expect(Object.keys(a).sort()).toEqual(
      ['current', 'deal', 'deck', 'discard', 'freeSpaces', 'game', 'grid', 'held', 'over', 'won'].sort(),
    );
    expect(a.game).toBe('kings-korner');
    expect(a.freeSpaces).toBe(1);
    expect(a.grid).toEqual([
      [null, null, null, null],
      [null, '7H', '#', null],
      [null, '#', '#', null],
      [null, null, null, null],
    ]);
    expect(a.held).toEqual({ card: '3S', row: 0, col: 0 });
    expect(a.current).toBeNull();
    expect(a.deck[0]).toBe('9C');
    expect(a.discard).toEqual([]);
    expect([a.over, a.won]).toEqual([false, false]);
  });
  it('reports the waiting card, discards top last, and the end', () => {
    const s = play(withDeck(['TS', '2C', 'KD']), ...put(0, 0), { type: 'discardTen', row: 0, col: 0 }, draw);
    expect(toApiState(s).current).toBe('2C');
    expect(toApiState(s).discard).toEqual(['TS']);
    const lost = play(withDeck(['4C', 'KD']), ...put(3, 0), draw);
    expect([toApiState(lost).over, toApiState(lost).won]).toEqual([true, false]);
  });
  it('is a copy: changing it does not change the state', () => {
    const s = withDeck([]);
    const a = toApiState(s);
    a.grid[0]![0] = 'AS';
    a.deck.pop();
    expect(s.grid[0]![0]).toBeNull();
    expect(s.deck).toHaveLength(52);
  });
});

describe('undo', () => {
  it('takes back each move exactly, back to the deal', () => {
    const states: KKState[] = [kkEngine.newGame(99, { freeSpaces: 4 })];
    while (states.at(-1)!.end === null) states.push(kkEngine.apply(states.at(-1)!, hint(states.at(-1)!)!));
    expect(kkEngine.canUndo(states[0]!)).toBe(false);
    expect(() => kkEngine.undo(states[0]!)).toThrow(IllegalMove);
    for (let i = states.length - 1; i > 0; i--) {
      expect(kkEngine.canUndo(states[i]!)).toBe(true);
      expect(kkEngine.undo(states[i]!)).toEqual(states[i - 1]);
    }
  });
  it('undoes a loss', () => {
    const s = kkEngine.newGame(5, { freeSpaces: 0 });
    let t = s;
    while (t.end === null) t = kkEngine.apply(t, hint(t)!);
    expect(kkEngine.status(t)).toBe('lost');
    expect(kkEngine.status(kkEngine.undo(t))).toBe('playing');
  });
});

describe('a version 4 save written into its log', () => {
  const s = playedGame(2024, 40);
  it('accepts a real save, also after a JSON round trip, and returns a fresh equal state', () => {
    const back = JSON.parse(JSON.stringify(s)) as unknown;
    expect(JSON.stringify(back)).toBe(JSON.stringify(s));
    const v = validateKKState(back);
    expect(v).toEqual(s);
    expect(validateKKState(structuredClone(s))).toEqual(s);
    expect(validateKKState(kkEngine.newGame(0, { freeSpaces: 0 }))).not.toBeNull();
  });
  // Each engine move copies the state's move history, so a replay grows with the square of its
  // length: 4,000 clicks replay in a fraction of a second, 20,000 in seconds (docs/architecture.md).
  it('replays a long save (4,000 hold / put-back clicks)', () => {
    let t = kkEngine.newGame(31, { freeSpaces: 4 });
    while (!kkEngine.legalMoves(t).some((m) => m.type === 'hold')) t = kkEngine.apply(t, hint(t)!);
    const h = kkEngine.legalMoves(t).find((m) => m.type === 'hold')!;
    const moves = [...t.history];
    for (let i = 0; i < 2_000; i++) moves.push(h, { type: 'unhold' });
    const long = replay(31, 4, moves);
    expect({ ...long, history: [] }).toEqual({ ...t, history: [] });
    expect(validateKKState(JSON.parse(JSON.stringify(long)))).toEqual(long);
    expect(kkEngine.undo(long).held).not.toBeNull();
  });
  it('accepts finished games', () => {
    const done = playedGame(7, 10_000);
    expect(done.end).not.toBeNull();
    expect(validateKKState(JSON.parse(JSON.stringify(done)))).toEqual(done);
  });
  it('refuses anything that is not exactly what its moves produce', () => {
    const j = () => JSON.parse(JSON.stringify(s)) as Record<string, unknown> & KKState;
    const bad: unknown[] = [null, 3, 'x', [], {}, { ...j(), game: 'spider' }, { ...j(), deal: -1 },
      { ...j(), freeSpaces: 5 }, { ...j(), history: 'x' }, { ...j(), extra: 1 }, { ...j(), end: 'won' },
      { ...j(), deck: j().deck.slice(1) }, { ...j(), discard: ['AS'] }, { ...j(), current: s.current === 'KS' ? null : 'KS' },
      { ...j(), history: j().history.slice(0, -1) }, { ...j(), history: [{ type: 'place', row: 0, col: 0 }] },
      { ...j(), history: [{ type: 'fly' }] }, { ...j(), history: [{ type: 'draw', x: 1 }] }];
    const g = j();
    g.grid[0]![0] = g.grid[0]![0] === null ? 'AS' : null;
    bad.push(g);
    const d = j();
    [d.deck[0], d.deck[1]] = [d.deck[1]!, d.deck[0]!];
    bad.push(d);
    bad.forEach((x, i) => expect([i, validateKKState(x)]).toEqual([i, null]));
  });
});

describe('the Engine face', () => {
  it('hint, toApiState and positionKey are the engine’s own', () => {
    const s = playedGame(11, 9);
    expect(kkEngine.hint(s)).toEqual(hint(s));
    expect(kkEngine.toApiState(s)).toEqual(toApiState(s));
    expect(kkEngine.toApiState(s).game).toBe('kings-korner');
    expect(kkEngine.hint(playedGame(7, 10_000))).toBeNull();
  });
  it('positionKey: equal for the same position however it was reached, different otherwise', () => {
    // two places of the same card on different centre spaces: different positions
    const a = play(withDeck(['3S', '7H']), ...put(1, 1));
    const b = play(withDeck(['3S', '7H']), ...put(1, 2));
    expect(kkEngine.positionKey(a)).not.toBe(kkEngine.positionKey(b));
    // a hold put back is the position before it, with a longer move log
    const c = play(withDeck(['3S', '7H']), ...put(0, 0), ...put(1, 1));
    const back = play(c, hold(1, 1), { type: 'unhold' });
    expect(back.history.length).toBeGreaterThan(c.history.length);
    expect(kkEngine.positionKey(back)).toBe(kkEngine.positionKey(c));
    expect(kkEngine.positionKey(play(c, hold(1, 1)))).not.toBe(kkEngine.positionKey(c));
    // the same moves on another deal, or with a card face up: different
    expect(kkEngine.positionKey(kkEngine.newGame(1, { freeSpaces: 4 }))).not.toBe(kkEngine.positionKey(kkEngine.newGame(2, { freeSpaces: 4 })));
    const n = kkEngine.newGame(1, { freeSpaces: 4 });
    expect(kkEngine.positionKey(kkEngine.apply(n, draw))).not.toBe(kkEngine.positionKey(n));
    expect(kkEngine.positionKey(n)).not.toBe(kkEngine.positionKey(kkEngine.newGame(1, { freeSpaces: 3 })));
  });
});
