import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import { rankOf } from '../../../src/core/cards';
import { Rng, mixSeed, shuffle } from '../../../src/core/rng';
import { pack } from '../../../src/core/cards';
import { gambleView, gulfEngine, jokersForRound, type GulfState } from '../../../src/games/gulf/engine';
import { gamblePack, judge } from '../../../src/games/gulf/gamble';
import { jokerRemovedAfter } from '../../../src/games/gulf/rules';
import { mk } from './helpers';

const E = gulfEngine;

/** A round just cleared with `stock` cards left (bonus = stock with 4 jokers) and `score` banked before the last play. */
function cleared(deal: number, stock: number, score: number, jokers = 4): GulfState {
  const s = mk({ deal, jokers, stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock: Array(stock).fill('2C'), score: score - 1 });
  return E.apply(s, { type: 'play', stack: 0 });
}

/** The first deal whose gamble pack opens with two cards that satisfy `ok`. */
function dealWhere(ok: (a: number, b: number) => boolean): number {
  for (let d = 0; ; d++) {
    const p = gamblePack(d, 1);
    if (ok(rankOf(p[0]!), rankOf(p[1]!))) return d;
  }
}

describe('the gamble pack', () => {
  it('is a fresh 52-card pack (no jokers) shuffled from the deal and round', () => {
    const p = gamblePack(77, 3);
    expect([...p].sort()).toEqual(pack().sort());
    expect(gamblePack(77, 3)).toEqual(p);
    expect(gamblePack(77, 4)).not.toEqual(p);
    expect(p).toEqual(shuffle(pack(), new Rng(mixSeed(mixSeed(77, 3), 0x47414d42))));
  });

  it('judges higher, lower and ties by rank with Aces low', () => {
    expect(judge('5S', '9H', 'higher')).toBe('win');
    expect(judge('5S', '9H', 'lower')).toBe('lose');
    expect(judge('5S', 'AH', 'lower')).toBe('win');
    expect(judge('KS', 'AH', 'higher')).toBe('lose');
    expect(judge('5S', '5H', 'higher')).toBe('tie');
    expect(judge('5S', '5H', 'lower')).toBe('tie');
  });
});

describe('gambling the bonus', () => {
  it('shows the first gamble card and offers higher, lower or take', () => {
    const s = cleared(3, 5, 100);
    expect(s.gamble!.card).toBe(gamblePack(3, 1)[0]);
    expect(gambleView(s)).toMatchObject({ card: gamblePack(3, 1)[0], bonus: 5, open: true, last: null });
    expect(E.legalMoves(s)).toEqual([
      { type: 'gamble', choice: 'higher' },
      { type: 'gamble', choice: 'lower' },
      { type: 'take' },
    ]);
    expect(E.canUndo(s)).toBe(false);
  });

  it('banks the bonus on take', () => {
    const t = E.apply(cleared(3, 5, 100), { type: 'take' });
    expect(t.score).toBe(105);
    expect(t.bonus).toBe(5);
    expect(t.gamble!.outcome).toBe('taken');
    expect(E.legalMoves(t)).toEqual([{ type: 'nextRound' }]);
  });

  it('doubles the bonus on a right guess and goes on', () => {
    const deal = dealWhere((a, b) => b > a);
    const s = cleared(deal, 5, 100);
    const t = E.apply(s, { type: 'gamble', choice: 'higher' });
    expect(t.bonus).toBe(10);
    expect(t.score).toBe(100);
    expect(t.gamble!.outcome).toBe('open');
    expect(t.gamble!.card).toBe(gamblePack(deal, 1)[1]);
    expect(t.gamble!.last).toEqual({ choice: 'higher', from: gamblePack(deal, 1)[0], card: gamblePack(deal, 1)[1], result: 'win' });
  });

  it('loses the whole bonus on a wrong guess, and the gambling stops', () => {
    const deal = dealWhere((a, b) => b > a);
    const t = E.apply(cleared(deal, 5, 100), { type: 'gamble', choice: 'lower' });
    expect(t.bonus).toBe(0);
    expect(t.score).toBe(100);
    expect(t.gamble!.outcome).toBe('lost');
    expect(E.legalMoves(t)).toEqual([{ type: 'nextRound' }]);
    expect(() => E.apply(t, { type: 'take' })).toThrow(IllegalMove);
  });

  it('treats equal ranks as a push: the stake stands, the new card shows', () => {
    const deal = dealWhere((a, b) => a === b);
    const t = E.apply(cleared(deal, 5, 100), { type: 'gamble', choice: 'lower' });
    expect(t.bonus).toBe(5);
    expect(t.gamble!.outcome).toBe('open');
    expect(t.gamble!.last!.result).toBe('tie');
    expect(t.gamble!.pos).toBe(1);
  });

  it('does not offer a gamble for more points than the player has: the bonus is banked at once', () => {
    const t = cleared(3, 20, 19);
    expect(t.bonus).toBe(20);
    expect(t.score).toBe(39);
    expect(t.gamble!.outcome).toBe('limit');
    expect(E.legalMoves(t)).toEqual([{ type: 'nextRound' }]);
  });

  it('allows a gamble for exactly the points the player has', () => {
    expect(cleared(3, 20, 20).gamble!.outcome).toBe('open');
  });

  it('stops after a win when the next gamble would be for more than the player has', () => {
    const deal = dealWhere((a, b) => b > a);
    // 8 at stake, 15 banked: a win makes 16 > 15, so it is banked and the gambling ends.
    const t = E.apply(cleared(deal, 8, 15), { type: 'gamble', choice: 'higher' });
    expect(t.bonus).toBe(16);
    expect(t.score).toBe(31);
    expect(t.gamble!.outcome).toBe('limit');
    // 8 at stake, 16 banked: 16 is not more than 16, so the gambling goes on.
    const u = E.apply(cleared(deal, 8, 16), { type: 'gamble', choice: 'higher' });
    expect(u.gamble!.outcome).toBe('open');
  });

  it('never mutates the state it is given', () => {
    const s = cleared(3, 5, 100);
    const before = JSON.stringify(s);
    E.apply(s, { type: 'gamble', choice: 'higher' });
    E.apply(s, { type: 'take' });
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the next round', () => {
  it('is only possible once the bonus is settled', () => {
    expect(() => E.apply(cleared(3, 5, 100), { type: 'nextRound' })).toThrow(IllegalMove);
  });

  it('deals a new shuffle from mixSeed(deal, round) and keeps the score', () => {
    const deal = 1234;
    const s = E.apply(E.apply(cleared(deal, 5, 100), { type: 'take' }), { type: 'nextRound' });
    expect(s.round).toBe(2);
    expect(s.score).toBe(105);
    expect(s.roundStart).toBe(105);
    expect(s.run).toBe(0);
    expect(s.bonus).toBe(0);
    expect(s.gamble).toBeNull();
    expect(s.phase).toBe('play');
    expect(s.history).toEqual([]);
    const cards = [...pack(), ...Array<string>(s.jokers).fill('JK')];
    shuffle(cards, new Rng(mixSeed(deal, 2)));
    expect(s.stacks[0]![0]).toBe(cards[0]);
    expect(s.pile).toEqual([cards[35]]);
    expect(s.stock).toEqual(cards.slice(36));
  });

  it('removes one joker after a won round on a seeded coin, about half the time', () => {
    let removed = 0;
    const n = 2000;
    for (let deal = 0; deal < n; deal++) {
      const s = E.apply(E.apply(cleared(deal, 5, 100), { type: 'take' }), { type: 'nextRound' });
      expect(s.jokers).toBe(jokerRemovedAfter(deal, 1) ? 3 : 4);
      expect(s.jokers).toBe(jokersForRound(deal, 2));
      if (s.jokers === 3) removed++;
    }
    expect(removed / n).toBeGreaterThan(0.45);
    expect(removed / n).toBeLessThan(0.55);
  });

  it('never goes below zero jokers', () => {
    for (let deal = 0; deal < 50; deal++) {
      const s = E.apply(E.apply(cleared(deal, 5, 100, 0), { type: 'take' }), { type: 'nextRound' });
      expect(s.jokers).toBe(0);
    }
  });

  it('follows the gamble-free path after a round with no bonus', () => {
    const s = E.apply(cleared(3, 0, 10), { type: 'nextRound' });
    expect(s.round).toBe(2);
    expect(s.score).toBe(10);
  });
});
