/**
 * Every engine through the one face (src/core/engine.ts), with no knowledge of its game: the same
 * deal gives the same state; every legal move applies, and leaves its input as it was; undo takes a
 * move back exactly; status and score agree with the automation view, and a game that is over has
 * no legal moves; the hint is a legal move; equal positions have equal keys. Each game is played
 * along random lines from fixed seeds (so a failure replays), every legal move tried at every step.
 */
import { describe, expect, it } from 'vitest';
import type { Engine, GameState, TaggedMove } from '../../../src/core/engine';
import { Rng } from '../../../src/core/rng';
import { GAMES, GAME_IDS, type GameId } from '../../../src/games/registry';

type AnyEngine = Engine<GameState, TaggedMove, unknown>;

interface Case {
  name: string;
  /** The registry's game: its engine is the entry's (a game is listed in one place). */
  game: GameId;
  options: unknown;
  /**
   * State fields that record how the game was played rather than the position (Spider's `cheated`,
   * set when a deal or a card-turning move is undone, which undo never clears).
   */
  marks?: readonly string[];
}

const CASES: Case[] = [
  { name: 'Spider (ST rules, 1 suit)', game: 'spider', options: { rules: 'st', suits: 1 }, marks: ['cheated'] },
  { name: 'Spider (ST rules, 4 suits)', game: 'spider', options: { rules: 'st', suits: 4 }, marks: ['cheated'] },
  { name: 'Spider (GNOME rules, 2 suits)', game: 'spider', options: { rules: 'gnome', suits: 2 }, marks: ['cheated'] },
  { name: "King's Korner (4 free spaces)", game: 'kings-korner', options: { freeSpaces: 4 } },
  { name: "King's Korner (no free space)", game: 'kings-korner', options: { freeSpaces: 0 } },
  { name: 'Gulf', game: 'gulf', options: {} },
  { name: "Idiot's Delight", game: 'idiots-delight', options: {} },
  { name: "Idiot's Delight (no Free Card)", game: 'idiots-delight', options: { freeCard: false } },
];
const engineOf = (c: Case): AnyEngine => GAMES[c.game].engine;

it('every game of the registry is tried here', () => {
  expect([...new Set(CASES.map((c) => c.game))].sort()).toEqual([...GAME_IDS].sort());
});

const DEALS = [1, 2, 77, 4_000_000_000];
const STEPS = 60;
const json = (x: unknown) => JSON.stringify(x);
const without = (s: GameState, marks: readonly string[] = []) => {
  const o: Record<string, unknown> = { ...s };
  for (const k of marks) delete o[k];
  return o;
};

/** A random line of play from `deal`: every state met, with the move that left it. */
function line(c: Case, deal: number): { s: GameState; next: TaggedMove | null }[] {
  const rng = new Rng(deal ^ 0x5eed);
  let s = engineOf(c).newGame(deal, c.options);
  const out: { s: GameState; next: TaggedMove | null }[] = [];
  for (let i = 0; i < STEPS; i++) {
    const moves = engineOf(c).legalMoves(s);
    if (moves.length === 0) break;
    const m = moves[rng.nextU32() % moves.length]!;
    out.push({ s, next: m });
    s = engineOf(c).apply(s, m);
  }
  out.push({ s, next: null });
  return out;
}

describe.each(CASES)('$name through the engine face', (c) => {
  const E = engineOf(c);

  it('the same deal gives the same state, plain JSON, naming its game and deal', () => {
    for (const d of DEALS) {
      const a = E.newGame(d, c.options);
      expect(E.newGame(d, c.options)).toEqual(a);
      expect(JSON.parse(json(a))).toEqual(a);
      expect(a.deal).toBe(d);
      expect(E.toApiState(a).game).toBe(a.game);
      expect(E.status(a)).toBe('playing');
      expect(E.canUndo(a)).toBe(false);
    }
    expect(json(E.newGame(1, c.options))).not.toBe(json(E.newGame(2, c.options)));
  });

  it('every legal move applies and leaves the state it was applied to untouched; undo takes it back exactly', () => {
    let tried = 0;
    for (const d of DEALS)
      for (const { s } of line(c, d)) {
        const before = json(s);
        for (const m of E.legalMoves(s)) {
          const after = E.apply(s, m);
          tried++;
          expect(json(s), `${json(m)} changed its input`).toBe(before);
          expect(json(after), `${json(m)} changed nothing`).not.toBe(before);
          if (E.canUndo(after)) {
            const back = E.undo(after);
            expect(without(back, c.marks), `undo of ${json(m)}`).toEqual(without(s, c.marks));
            expect(E.positionKey(back)).toBe(E.positionKey(s));
          }
        }
      }
    expect(tried).toBeGreaterThan(100);
  });

  it('a move that is not legal is refused', () => {
    const s = E.newGame(DEALS[0]!, c.options);
    expect(() => E.apply(s, { type: 'no-such-move' })).toThrow();
  });

  it('status and score agree with the automation view; a game that is over has no legal moves; the hint is legal', () => {
    for (const d of DEALS)
      for (const { s } of line(c, d)) {
        const api = E.toApiState(s);
        const status = E.status(s);
        const score = E.score(s);
        expect(Number.isFinite(score)).toBe(true);
        if ('status' in api) expect(api.status).toBe(status);
        if ('score' in api) expect(api.score).toBe(score);
        if (status !== 'playing') expect(E.legalMoves(s)).toEqual([]);
        const h = E.hint(s);
        if (h !== null) expect(E.legalMoves(s).map(json)).toContain(json(h));
      }
  });

  it('equal positions have equal keys; different positions, different keys', () => {
    for (const d of DEALS) {
      const states = line(c, d).map((x) => x.s);
      const keyOf = new Map<string, string>();
      for (const s of states) {
        const k = E.positionKey(s);
        expect(E.positionKey(JSON.parse(json(s)) as GameState)).toBe(k);
        // the position is the state without its move log
        const position = json({ ...without(s, c.marks), history: undefined });
        const seen = keyOf.get(position);
        if (seen !== undefined) expect(k).toBe(seen);
        keyOf.set(position, k);
      }
      // a line of play moves from position to position: every state met has its own key
      const keys = new Set(states.map((s) => E.positionKey(s)));
      const positions = new Set(states.map((s) => json({ ...without(s, c.marks), history: undefined })));
      expect(keys.size).toBe(positions.size);
    }
  });
});
