import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import { gulfEngine, hint, toApiState, type GulfState } from '../../../src/games/gulf/engine';
import { mk, playGame } from './helpers';
import { MemoryKV, Store } from '../../../src/core/storage';
import { SAVE } from '../../../src/games/gulf/records';
import { migrateSave, toLogSave, validSave } from '../../../src/games/gulf/validate';
import { position } from '../../../src/games/gulf/records';

/** A version 5 save's position through the migration to its log: the position again, or null when refused. */
function validateGulfState(x: unknown): GulfState | null {
  const g = toLogSave({ state: x, back: 0 });
  const v = g === null ? null : validSave(JSON.parse(JSON.stringify(g)));
  return v && position(v);
}

const E = gulfEngine;

/** A reachable state in each phase, from real games. */
function reachable(): { play: GulfState; over: GulfState; gamble: GulfState; settled: GulfState; round2: GulfState } {
  let play: GulfState | undefined;
  let over: GulfState | undefined;
  let gamble: GulfState | undefined;
  let settled: GulfState | undefined;
  let round2: GulfState | undefined;
  for (let d = 0; !(play && over && gamble && settled && round2); d++) {
    for (const s of playGame(d, d).states) {
      if (s.phase === 'play' && s.history.length > 3) play ??= s;
      if (s.phase === 'over') over ??= s;
      if (s.gamble?.outcome === 'open' && s.gamble.choices.length > 0) gamble ??= s;
      if (s.gamble?.outcome === 'taken') settled ??= s;
      if (s.round === 2 && s.history.length > 2) round2 ??= s;
    }
  }
  return { play, over, gamble, settled, round2 };
}
const R = reachable();

describe('toApiState', () => {
  it('returns exactly the documented fields', () => {
    const s = E.newGame(11, {});
    const api = toApiState(s);
    expect(Object.keys(api).sort()).toEqual(
      ['game', 'deal', 'round', 'jokers', 'stacks', 'faceUp', 'stock', 'run', 'score', 'bonus', 'phase', 'over', 'won'].sort(),
    );
    expect(api).toEqual({
      game: 'gulf',
      deal: 11,
      round: 1,
      jokers: 4,
      stacks: s.stacks,
      faceUp: s.pile[0],
      stock: s.stock,
      run: 0,
      score: 0,
      bonus: 0,
      phase: 'play',
      over: false,
      won: false,
    });
  });

  it('copies the arrays so the API view cannot change the state', () => {
    const s = E.newGame(11, {});
    const api = toApiState(s);
    api.stacks[0]!.pop();
    api.stock.pop();
    expect(s.stacks[0]).toHaveLength(5);
    expect(s.stock).toHaveLength(20);
  });

  it('reports the phases', () => {
    expect(toApiState(R.over)).toMatchObject({ phase: 'over', over: true, won: false });
    expect(toApiState(R.gamble)).toMatchObject({ phase: 'gamble', over: false, won: true });
    expect(toApiState(R.settled)).toMatchObject({ phase: 'gamble', over: false, won: true });
  });
});

describe('undo', () => {
  it('has nothing to undo at the start of a round', () => {
    expect(E.canUndo(E.newGame(1, {}))).toBe(false);
    expect(() => E.undo(E.newGame(1, {}))).toThrow(IllegalMove);
    expect(E.canUndo(R.round2)).toBe(true);
  });

  it('takes back plays and draws exactly', () => {
    const s = R.play;
    for (const m of E.legalMoves(s)) expect(E.undo(E.apply(s, m))).toEqual(s);
  });

  it('can take back the move that lost the game', () => {
    expect(E.canUndo(R.over)).toBe(true);
    expect(E.undo(R.over).phase).toBe('play');
  });

  it('cannot undo a won round or a gamble', () => {
    expect(E.canUndo(R.gamble)).toBe(false);
    expect(E.canUndo(R.settled)).toBe(false);
  });

  it('does not undo across rounds', () => {
    let s = R.round2;
    while (E.canUndo(s)) s = E.undo(s);
    expect(s.round).toBe(2);
    expect(s.history).toEqual([]);
  });
});

describe('a version 5 save written into its log', () => {
  it('accepts every reachable state after a JSON round trip', () => {
    for (const s of Object.values(R)) {
      const back = JSON.parse(JSON.stringify(s)) as unknown;
      expect(back).toEqual(s);
      expect(validateGulfState(back)).toEqual(s);
    }
    expect(validateGulfState(structuredClone(E.newGame(0xffffffff, {})))).toEqual(E.newGame(0xffffffff, {}));
  });

  it('rejects non-states', () => {
    for (const x of [null, undefined, 3, 'gulf', [], {}, { game: 'golf' }]) expect(validateGulfState(x)).toBeNull();
  });

  it('rejects tampered saves', () => {
    const base = R.play;
    const tamper = (f: (x: Record<string, unknown> & GulfState) => void): unknown => {
      const x = structuredClone(base) as Record<string, unknown> & GulfState;
      f(x);
      return x;
    };
    const bad = [
      tamper((x) => (x.score += 1)),
      tamper((x) => (x.run += 1)),
      tamper((x) => (x.jokers -= 1)),
      tamper((x) => (x.deal = -1)),
      tamper((x) => (x.round = 0)),
      tamper((x) => (x.stock = [...x.stock].reverse())),
      tamper((x) => (x.pile[x.pile.length - 1] = x.pile[x.pile.length - 1] === 'AS' ? '2S' : 'AS')),
      tamper((x) => x.stacks.pop()),
      tamper((x) => (x.history = [...x.history, 9])),
      tamper((x) => (x.history = x.history.slice(0, -1))),
      tamper((x) => (x.phase = 'over')),
      tamper((x) => (x.bonus = 5)),
      tamper((x) => (x.extra = 1)),
      tamper((x) => (x.history = 'abc' as unknown as number[])),
    ];
    for (const x of bad) expect(validateGulfState(x)).toBeNull();
  });

  it('rejects a tampered gamble', () => {
    const x = structuredClone(R.gamble);
    x.bonus *= 2;
    expect(validateGulfState(x)).toBeNull();
    const y = structuredClone(R.gamble);
    y.gamble!.choices = ['sideways' as 'higher'];
    expect(validateGulfState(y)).toBeNull();
  });

  it('rejects hand-built positions the deal cannot produce', () => {
    expect(validateGulfState(mk({ stacks: [['6H'], [], [], [], [], [], []] }))).toBeNull();
  });
});

describe('hint', () => {
  it('always suggests a legal move, or nothing when the game is over', () => {
    for (const s of Object.values(R)) {
      const h = hint(s);
      if (s.phase === 'over') expect(h).toBeNull();
      else expect(E.legalMoves(s)).toContainEqual(h);
    }
  });

  it('draws when nothing can be played', () => {
    expect(hint(mk({ stacks: [['9H'], [], [], [], [], [], []], pile: ['5S'], stock: ['2C'] }))).toEqual({ type: 'draw' });
  });

  it('prefers the play that starts the longer run', () => {
    // 4 leads nowhere; 6 leads to 7 then 8.
    const s = mk({ stacks: [['4H'], ['8C', '7C', '6D'], [], [], [], [], []], pile: ['5S'], stock: ['2C'] });
    expect(hint(s)).toEqual({ type: 'play', stack: 1 });
  });

  it('keeps a joker back when a plain card does as well', () => {
    const s = mk({ stacks: [['JK'], ['6D'], [], [], [], [], []], pile: ['5S'], stock: ['2C'] });
    expect(hint(s)).toEqual({ type: 'play', stack: 1 });
  });

  it('guesses the likelier side in the gamble and moves on once it is settled', () => {
    const g = structuredClone(R.gamble);
    g.gamble!.card = 'KS';
    expect(hint(g)).toEqual({ type: 'gamble', choice: 'lower' });
    g.gamble!.card = '2S';
    expect(hint(g)).toEqual({ type: 'gamble', choice: 'higher' });
    expect(hint(R.settled)).toEqual({ type: 'nextRound' });
  });
});

describe('the standard engine face', () => {
  it('refuses a bad deal number with RangeError (never wraps it round)', () => {
    for (const d of [-1, 2 ** 32, 1.5, Number.NaN]) expect(() => gulfEngine.newGame(d, {})).toThrow(RangeError);
    expect(gulfEngine.newGame(2 ** 32 - 1, {}).deal).toBe(2 ** 32 - 1);
  });

  it("hint, toApiState and positionKey are the engine's own; the log is `history`, the state names its game", () => {
    const s0 = gulfEngine.newGame(4, {});
    expect(s0.game).toBe('gulf');
    expect(gulfEngine.hint(s0)).toEqual(hint(s0));
    expect(gulfEngine.toApiState(s0)).toEqual(toApiState(s0));
    const s1 = gulfEngine.apply(s0, { type: 'draw' });
    expect(s1.history).toEqual([-1]);
    expect(gulfEngine.positionKey(s1)).not.toBe(gulfEngine.positionKey(s0));
    expect(gulfEngine.positionKey(gulfEngine.undo(s1))).toBe(gulfEngine.positionKey(s0));
  });

  it('a version-1 save (the log named `moves`) migrates to the envelope and its log (version 6, unmarked) and validates', () => {
    const s = gulfEngine.apply(gulfEngine.newGame(4, {}), { type: 'draw' });
    const { history, ...rest } = s;
    const old = { state: { ...rest, moves: history }, back: 3 };
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 1, data: old }));
    const store = new Store(kv);
    const read = store.read(SAVE)!;
    expect(read).toMatchObject({ aided: false, game: { back: 3 } });
    expect(position(read.game)).toEqual(s);
    expect(store.problems).toEqual([]);
    expect(migrateSave(old, 4)).toBeNull();
    expect(migrateSave({ state: 5 }, 1)).toBeNull();
  });

  it('a version-3 save loads in the envelope and its log (version 6); version 4 kept a game that is over (its score not yet recorded)', () => {
    const s = gulfEngine.apply(gulfEngine.newGame(4, {}), { type: 'draw' });
    const kv = new MemoryKV();
    kv.setItem('retro.' + SAVE.key, JSON.stringify({ v: 3, data: { state: s, back: 3, aided: false } }));
    const store = new Store(kv);
    const read = store.read(SAVE)!;
    expect(read).toMatchObject({ aided: false, game: { back: 3 } });
    expect(position(read.game)).toEqual(s);
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!).v).toBe(6);
    expect(store.problems).toEqual([]);
    const over = { ...s, phase: 'over' as const };
    expect(migrateSave({ state: over, back: 3, aided: false }, 3)).toBeNull(); // version 3 never kept one
  });
});
