/**
 * Property tests over thousands of random games (seeded players on random deals). Checks collect
 * failures as text and assert once per game: per-state expect() calls would blow the time budget.
 */
import { describe, expect, it } from 'vitest';
import { tier } from '../tier';
import fc from 'fast-check';
import { JOKER, pack } from '../../../src/core/cards';
import {
  bonusPerCard,
  gulfEngine,
  jokersForRound,
  type GulfState,
} from '../../../src/games/gulf/engine';
import { gamblePack, judge } from '../../../src/games/gulf/gamble';
import { cardsOf, playGame } from './helpers';

const E = gulfEngine;
const deal = fc.integer({ min: 0, max: 0xffffffff });
const seed = fc.integer({ min: 0, max: 0xffffffff });
const PACKS = [0, 1, 2, 3, 4].map((j) => [...pack(), ...Array<string>(j).fill(JOKER)].sort().join());

/** Run and play score expected from the round's move log: each stretch of plays between draws scores 1+2+...+n. */
function expectedRunAndScore(s: GulfState): { run: number; score: number } {
  let run = 0;
  let score = s.roundStart;
  for (const m of s.history) {
    if (m < 0) run = 0;
    else score += ++run;
  }
  return { run, score };
}

/** What is wrong with the bonus of a won round, or '' (bonus = base × 2^wins, 0 after a lost guess). */
function bonusProblem(d: number, s: GulfState): string {
  const g = s.gamble!;
  const cleared = expectedRunAndScore(s).score;
  if (g.base !== s.stock.length * bonusPerCard(s.jokers)) return 'base';
  const gp = gamblePack(d, s.round);
  const results = g.choices.map((c, i) => judge(gp[i]!, gp[i + 1]!, c));
  if (g.pos !== g.choices.length || g.card !== gp[g.pos]) return 'gamble card';
  if (results.slice(0, -1).includes('lose')) return 'gambled on after a loss';
  if (results.includes('lose')) {
    return g.outcome === 'lost' && s.bonus === 0 && s.score === cleared ? '' : 'lost gamble';
  }
  const wins = results.filter((r) => r === 'win').length;
  if (s.bonus !== g.base * 2 ** wins) return `bonus ${s.bonus} != ${g.base} x 2^${wins}`;
  const banked = g.outcome === 'taken' || g.outcome === 'limit';
  if (s.score !== (banked ? cleared + s.bonus : cleared)) return 'banked score';
  // An open gamble is never for more points than the player has; 'limit' only when it would be.
  if (g.outcome === 'open' && s.bonus > s.score) return 'open over the limit';
  if (g.outcome === 'limit' && s.bonus <= cleared && g.pos < 51) return 'limit under the limit';
  if ((g.outcome === 'none') !== (g.base === 0)) return 'none';
  return '';
}

describe('Gulf properties', () => {
  it('keeps the cards, the run/score/bonus formulas and the joker count; undo restores exactly', () => {
    let rounds = 0;
    fc.assert(
      fc.property(deal, seed, (d, p) => {
        const { states, moves } = playGame(d, p);
        const bad: string[] = [];
        for (let i = 0; i < states.length; i++) {
          const s = states[i]!;
          const at = `#${i}`;
          if (cardsOf(s).join() !== PACKS[s.jokers]) bad.push(`${at} cards`);
          if (s.jokers !== jokersForRound(d, s.round)) bad.push(`${at} jokers`);
          const { run, score } = expectedRunAndScore(s);
          if (s.run !== run) bad.push(`${at} run`);
          if (s.phase === 'gamble') {
            const why = bonusProblem(d, s);
            if (why) bad.push(`${at} ${why}`);
          } else if (s.score !== score || s.bonus !== 0) bad.push(`${at} score/bonus`);
          if (i === 0) continue;
          const prev = states[i - 1]!;
          const m = moves[i - 1]!;
          // Jokers fall by at most one, and only when a new round is dealt.
          if (m.type === 'nextRound') {
            rounds++;
            if (s.jokers !== prev.jokers && s.jokers !== prev.jokers - 1) bad.push(`${at} joker drop`);
          } else if (s.jokers !== prev.jokers) bad.push(`${at} jokers changed mid-round`);
          if (s.jokers < 0) bad.push(`${at} negative jokers`);
          if ((m.type === 'play' || m.type === 'draw') && s.phase !== 'gamble') {
            if (!E.canUndo(s) || JSON.stringify(E.undo(s)) !== JSON.stringify(prev)) bad.push(`${at} undo`);
          }
        }
        expect(bad).toEqual([]);
      }),
      { numRuns: tier(2000, 250), seed: 2000 },
    );
    // The random player must reach later rounds often enough for the between-round checks to mean something.
    expect(rounds).toBeGreaterThan(tier(200, 25));
  });

});
