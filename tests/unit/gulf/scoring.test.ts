import { describe, expect, it } from 'vitest';
import { bonusPerCard, gulfEngine, toApiState } from '../../../src/games/gulf/engine';
import { mk } from './helpers';

const E = gulfEngine;
const play = (stack: number) => ({ type: 'play', stack }) as const;
const DRAW = { type: 'draw' } as const;

describe('run scoring', () => {
  it('scores 1 for the first card removed, 2 for the next, 3 after that', () => {
    let s = mk({ stacks: [['8C', '7D', '6H'], [], [], [], [], [], []], pile: ['5S'], stock: ['KS'] });
    s = E.apply(s, play(0));
    expect([s.run, s.score]).toEqual([1, 1]);
    s = E.apply(s, play(0));
    expect([s.run, s.score]).toEqual([2, 3]);
    s = E.apply(s, play(0));
    expect([s.run, s.score]).toEqual([3, 6]);
  });

  it('resets the count when a card is drawn', () => {
    let s = mk({ stacks: [['QD', '7D', '6H'], [], [], [], [], [], []], pile: ['5S'], stock: ['KS', '2C'] });
    s = E.apply(s, play(0));
    s = E.apply(s, play(0));
    expect(s.score).toBe(3);
    s = E.apply(s, DRAW);
    expect(s.run).toBe(0);
    expect(toApiState(s).run).toBe(0);
    s = E.apply(s, play(0));
    expect([s.run, s.score]).toEqual([1, 4]);
  });

  it('starts every round with the count at zero', () => {
    expect(E.newGame(5, {}).run).toBe(0);
  });
});

describe('end-of-round bonus', () => {
  it('pays 1, 2, 3, 4, 5 points per unplayed stock card with 4, 3, 2, 1, 0 jokers', () => {
    expect([4, 3, 2, 1, 0].map(bonusPerCard)).toEqual([1, 2, 3, 4, 5]);
    for (const jokers of [4, 3, 2, 1, 0]) {
      const stock = ['2C', '3C', '4C', '5C', '6C', '7C'];
      const s = mk({ jokers, stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock, score: 1000 });
      const t = E.apply(s, play(0));
      expect(t.bonus).toBe(6 * (5 - jokers));
      expect(t.gamble!.base).toBe(6 * (5 - jokers));
      expect(t.gamble!.outcome).toBe('open');
      // The bonus is not banked until it is taken.
      expect(t.score).toBe(1001);
    }
  });

  it('pays nothing when the round is cleared with an empty stock: no gamble, only the next round', () => {
    const s = mk({ stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock: [], score: 10 });
    const t = E.apply(s, play(0));
    expect(t.bonus).toBe(0);
    expect(t.gamble!.outcome).toBe('none');
    expect(E.legalMoves(t)).toEqual([{ type: 'nextRound' }]);
  });

  it('keeps the bonus out of the score while playing', () => {
    const s = E.newGame(3, {});
    expect(toApiState(s).bonus).toBe(0);
  });
});
