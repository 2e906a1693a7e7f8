/** Property tests over random games: determinism, save round trips, legal-move listing, no mutation. */
import { describe, expect, it } from 'vitest';
import { tier } from '../tier';
import fc from 'fast-check';
import { canPlay, gulfEngine, toApiState, type GulfState } from '../../../src/games/gulf/engine';
import { toLogSave, validSave } from '../../../src/games/gulf/validate';
import { position } from '../../../src/games/gulf/records';

/** A position saved as version 5 did, through the migration to its log. */
function validateGulfState(x: unknown): GulfState | null {
  const g = toLogSave({ state: x, back: 0 });
  const v = g === null ? null : validSave(JSON.parse(JSON.stringify(g)));
  return v && position(v);
}
import { playGame } from './helpers';

const E = gulfEngine;
const deal = fc.integer({ min: 0, max: 0xffffffff });
const seed = fc.integer({ min: 0, max: 0xffffffff });

describe('Gulf properties (moves and saves)', () => {
  it('gives the same game for the same deal and player, and every state survives JSON and validation', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const a = playGame(d, p);
        const b = playGame(d, p);
        expect(JSON.stringify(b.states)).toBe(JSON.stringify(a.states));
        const bad: number[] = [];
        a.states.forEach((s, i) => {
          const json = JSON.stringify(s);
          const back = validateGulfState(JSON.parse(json));
          if (back === null || JSON.stringify(back) !== json || toApiState(s).faceUp !== s.pile[s.pile.length - 1]) bad.push(i);
        });
        expect(bad).toEqual([]);
        expect(structuredClone(a.states[a.states.length - 1])).toEqual(a.states[a.states.length - 1]);
      }),
      { numRuns: tier(300, 100), seed: 300 },
    );
  });

  it('never mutates a state, lists exactly the playable stacks, and refuses the others', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const { states, moves } = playGame(d, p);
        const bad: string[] = [];
        for (let i = 0; i < moves.length; i++) {
          const s = states[i]!;
          const before = JSON.stringify(s);
          E.apply(s, moves[i]!);
          if (JSON.stringify(s) !== before) bad.push(`#${i} mutated`);
          const legal = E.legalMoves(s);
          for (let stack = 0; stack < 7; stack++) {
            const listed = legal.some((m) => m.type === 'play' && m.stack === stack);
            if (listed !== canPlay(s, stack)) bad.push(`#${i} stack ${stack}`);
          }
          if (legal.some((m) => m.type === 'draw') !== (s.phase === 'play' && s.stock.length > 0)) bad.push(`#${i} draw`);
        }
        // One refused play per game is enough to see illegal plays throw (throwing is slow).
        const s0 = states[0]!;
        const refused = [0, 1, 2, 3, 4, 5, 6].find((k) => !canPlay(s0, k));
        if (refused !== undefined) expect(() => E.apply(s0, { type: 'play', stack: refused })).toThrow();
        const last = states[states.length - 1]!;
        if (last.phase === 'over' && E.legalMoves(last).length !== 0) bad.push('moves after the end');
        expect(bad).toEqual([]);
      }),
      { numRuns: tier(1000, 150), seed: 1000 },
    );
  });
});
