/** Property tests over thousands of random games (seeded players on random deals). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { JOKER, pack } from '../../../src/core/cards';
import { bonusPerCard, gulfEngine, jokersForRound, toApiState, validateGulfState, type GulfState } from '../../../src/games/gulf/engine';
import { gamblePack, judge } from '../../../src/games/gulf/gamble';
import { cardsOf, playGame } from './helpers';

const E = gulfEngine;
const deal = fc.integer({ min: 0, max: 0xffffffff });
const seed = fc.integer({ min: 0, max: 0xffffffff });

/** Run and score expected from the round's move log: each stretch of plays between draws scores 1+2+...+n. */
function expectedRunAndScore(s: GulfState): { run: number; score: number } {
  let run = 0;
  let score = s.roundStart;
  for (const m of s.moves) {
    if (m < 0) run = 0;
    else score += ++run;
  }
  return { run, score };
}

describe('Gulf properties', () => {
  it('keeps 52 cards plus the round jokers, the run/score formulas, and the joker count between rounds', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const { states, moves } = playGame(d, p);
        for (let i = 0; i < states.length; i++) {
          const s = states[i]!;
          expect(cardsOf(s)).toEqual([...pack(), ...Array<string>(s.jokers).fill(JOKER)].sort());
          expect(s.jokers).toBe(jokersForRound(d, s.round));
          if (s.phase !== 'gamble') expect(s.bonus).toBe(0);
          else expect(s.gamble!.base).toBe(s.stock.length * bonusPerCard(s.jokers));
          const { run, score } = expectedRunAndScore(s);
          expect(s.run).toBe(run);
          if (s.phase !== 'gamble') expect(s.score).toBe(score);
          if (i > 0) {
            const prev = states[i - 1]!;
            const m = moves[i - 1]!;
            // Jokers fall by at most one, and only when a new round is dealt.
            if (m.type === 'nextRound') expect([prev.jokers, prev.jokers - 1]).toContain(s.jokers);
            else expect(s.jokers).toBe(prev.jokers);
            expect(s.jokers).toBeGreaterThanOrEqual(0);
            if ((m.type === 'play' || m.type === 'draw') && s.phase !== 'gamble') {
              expect(E.canUndo(s)).toBe(true);
              expect(E.undo(s)).toEqual(prev);
            }
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('settles the bonus as base × 2^wins, or 0 after a lost guess, and banks it into the score', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const { states } = playGame(d, p);
        for (const s of states) {
          const g = s.gamble;
          if (!g) continue;
          // Score banked from play when the board was cleared.
          const cleared = expectedRunAndScore(s).score;
          const gp = gamblePack(d, s.round);
          const results = g.choices.map((c, i) => judge(gp[i]!, gp[i + 1]!, c));
          expect(g.pos).toBe(g.choices.length);
          expect(g.card).toBe(gp[g.pos]);
          // Only the last guess can lose: a lost guess ends the gamble.
          expect(results.slice(0, -1)).not.toContain('lose');
          if (results.includes('lose')) {
            expect(g.outcome).toBe('lost');
            expect(s.bonus).toBe(0);
            expect(s.score).toBe(cleared);
          } else {
            const wins = results.filter((r) => r === 'win').length;
            expect(s.bonus).toBe(g.base * 2 ** wins);
            const banked = g.outcome === 'taken' || g.outcome === 'limit';
            expect(s.score).toBe(banked ? cleared + s.bonus : cleared);
            // An open gamble is never for more points than the player has; 'limit' only when it would be.
            if (g.outcome === 'open') expect(s.bonus).toBeLessThanOrEqual(s.score);
            if (g.outcome === 'limit') expect(s.bonus).toBeGreaterThan(cleared);
            if (g.outcome === 'none') expect(g.base).toBe(0);
          }
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('gives the same game for the same deal and player, and every state survives JSON and validation', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const a = playGame(d, p);
        const b = playGame(d, p);
        expect(b.states).toEqual(a.states);
        for (const s of a.states) {
          const json = JSON.stringify(s);
          expect(JSON.stringify(JSON.parse(json))).toBe(json);
          expect(validateGulfState(JSON.parse(json))).toEqual(s);
          expect(toApiState(s).faceUp).toBe(s.pile[s.pile.length - 1]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never mutates a state, and refuses every play that legalMoves does not list', () => {
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const { states, moves } = playGame(d, p);
        for (let i = 0; i < moves.length; i++) {
          const s = states[i]!;
          const before = JSON.stringify(s);
          E.apply(s, moves[i]!);
          expect(JSON.stringify(s)).toBe(before);
          const legal = E.legalMoves(s);
          for (let stack = 0; stack < 7; stack++) {
            const listed = legal.some((m) => m.type === 'play' && m.stack === stack);
            if (!listed) expect(() => E.apply(s, { type: 'play', stack })).toThrow();
          }
        }
        const last = states[states.length - 1]!;
        if (last.phase === 'over') expect(E.legalMoves(last)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
