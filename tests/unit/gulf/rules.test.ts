import { describe, expect, it } from 'vitest';
import { IllegalMove } from '../../../src/core/engine';
import { JOKER, pack } from '../../../src/core/cards';
import { Rng, mixSeed, shuffle } from '../../../src/core/rng';
import { canPlay, gulfEngine, toApiState } from '../../../src/games/gulf/engine';
import { cardsOf, mk } from './helpers';

const E = gulfEngine;
const play = (stack: number) => ({ type: 'play', stack }) as const;
const DRAW = { type: 'draw' } as const;

describe('the deal', () => {
  it('deals seven stacks of five, one face-up card and the rest to the stock', () => {
    const s = E.newGame(42, {});
    expect(s.stacks).toHaveLength(7);
    for (const col of s.stacks) expect(col).toHaveLength(5);
    expect(s.pile).toHaveLength(1);
    expect(s.stock).toHaveLength(52 + 4 - 35 - 1);
    expect(s.round).toBe(1);
    expect(s.jokers).toBe(4);
    expect(s.run).toBe(0);
    expect(s.score).toBe(0);
    expect(s.phase).toBe('play');
  });

  it('uses 52 cards plus four jokers in round 1', () => {
    const s = E.newGame(7, {});
    expect(cardsOf(s)).toEqual([...pack(), JOKER, JOKER, JOKER, JOKER].sort());
  });

  it('shuffles with mixSeed(deal, round) and deals row by row, then the face-up card, then the stock', () => {
    const deal = 123456;
    const cards = [...pack(), JOKER, JOKER, JOKER, JOKER];
    shuffle(cards, new Rng(mixSeed(deal, 1)));
    const s = E.newGame(deal, {});
    for (let k = 0; k < 35; k++) expect(s.stacks[k % 7]![Math.floor(k / 7)]).toBe(cards[k]);
    expect(s.pile).toEqual([cards[35]]);
    expect(s.stock).toEqual(cards.slice(36));
  });

  it('gives the same game for the same deal and different games for different deals', () => {
    expect(E.newGame(99, {})).toEqual(E.newGame(99, {}));
    expect(E.newGame(99, {})).not.toEqual(E.newGame(100, {}));
  });
});

describe('which board cards can be played', () => {
  const on = (card: string, face: string) => canPlay(mk({ stacks: [[card], [], [], [], [], [], []], pile: [face] }), 0);

  it('takes a card one rank higher or lower, suit ignored', () => {
    expect(on('6H', '5S')).toBe(true);
    expect(on('4D', '5S')).toBe(true);
    expect(on('6S', '5S')).toBe(true);
    expect(on('TC', 'JD')).toBe(true);
    expect(on('QH', 'JD')).toBe(true);
  });

  it('refuses the same rank and ranks two or more apart', () => {
    expect(on('5H', '5S')).toBe(false);
    expect(on('7H', '5S')).toBe(false);
    expect(on('3H', '5S')).toBe(false);
  });

  it('keeps Aces low and Kings high with no wrap: only 2s release Aces, only Queens release Kings', () => {
    expect(on('AS', '2H')).toBe(true);
    expect(on('2H', 'AS')).toBe(true);
    expect(on('KS', 'QH')).toBe(true);
    expect(on('QH', 'KS')).toBe(true);
    expect(on('AS', 'KH')).toBe(false);
    expect(on('KH', 'AS')).toBe(false);
  });

  it('lets a joker on the board always be played, and anything be played on a face-up joker', () => {
    for (const face of ['AS', '7H', 'KD', JOKER]) expect(on(JOKER, face)).toBe(true);
    for (const card of ['AS', '7H', 'KD']) expect(on(card, JOKER)).toBe(true);
  });

  it('only offers the last card of a stack', () => {
    const s = mk({ stacks: [['6H', '9C'], [], [], [], [], [], []], pile: ['5S'] });
    expect(canPlay(s, 0)).toBe(false);
    expect(E.legalMoves(s)).toEqual([]);
  });

  it('refuses empty stacks, bad indices and any play outside the play phase', () => {
    const s = mk({ stacks: [['6H'], [], [], [], [], [], []], stock: ['2C'] });
    expect(canPlay(s, 1)).toBe(false);
    expect(canPlay(s, -1)).toBe(false);
    expect(canPlay(s, 7)).toBe(false);
    expect(canPlay(s, 0.5)).toBe(false);
    expect(canPlay({ ...s, phase: 'over' }, 0)).toBe(false);
    expect(() => E.apply(s, play(1))).toThrow(IllegalMove);
  });
});

describe('playing and drawing', () => {
  it('moves the played card to the face-up holder', () => {
    const s = mk({ stacks: [['2C', '6H'], ['9D'], [], [], [], [], []], pile: ['5S'], stock: ['KC'] });
    const t = E.apply(s, play(0));
    expect(t.stacks[0]).toEqual(['2C']);
    expect(t.pile).toEqual(['5S', '6H']);
    expect(toApiState(t).faceUp).toBe('6H');
    expect(t.history).toEqual([0]);
  });

  it('turns the next stock card face up on a draw, even when plays are available', () => {
    const s = mk({ stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock: ['KC', '2D'] });
    expect(E.legalMoves(s)).toEqual([play(0), DRAW]);
    const t = E.apply(s, DRAW);
    expect(t.pile).toEqual(['5S', 'KC']);
    expect(t.stock).toEqual(['2D']);
    expect(t.history).toEqual([-1]);
  });

  it('refuses a draw from an empty stock', () => {
    const s = mk({ stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock: [] });
    expect(E.legalMoves(s)).toEqual([play(0)]);
    expect(() => E.apply(s, DRAW)).toThrow(IllegalMove);
  });

  it('never mutates the state it is given', () => {
    const s = mk({ stacks: [['2C', '6H'], [], [], [], [], [], []], pile: ['5S'], stock: ['KC'] });
    const before = JSON.stringify(s);
    E.apply(s, play(0));
    E.apply(s, DRAW);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('rejects unknown moves', () => {
    expect(() => E.apply(mk(), { type: 'fly' } as unknown as typeof DRAW)).toThrow(IllegalMove);
    expect(() => E.apply(mk(), { type: 'take' })).toThrow(IllegalMove);
    expect(() => E.apply(mk(), { type: 'nextRound' })).toThrow(IllegalMove);
    expect(() => E.apply(mk(), { type: 'gamble', choice: 'higher' })).toThrow(IllegalMove);
  });
});

describe('winning a round and losing the game', () => {
  it('wins the round when the board is empty', () => {
    const s = mk({ stacks: [['6H'], [], [], [], [], [], []], pile: ['5S'], stock: [], score: 10 });
    const t = E.apply(s, play(0));
    expect(t.phase).toBe('gamble');
    expect(E.status(t)).toBe('won');
    expect(toApiState(t)).toMatchObject({ won: true, over: false, phase: 'gamble' });
  });

  it('loses when the stock is used up with cards on the board and no play left', () => {
    const s = mk({ stacks: [['9H'], [], [], [], [], [], []], pile: ['5S'], stock: ['2C'] });
    const t = E.apply(s, DRAW);
    expect(t.phase).toBe('over');
    expect(E.status(t)).toBe('lost');
    expect(E.legalMoves(t)).toEqual([]);
    expect(toApiState(t)).toMatchObject({ won: false, over: true, phase: 'over' });
  });

  it('also loses when a play leaves no play and an empty stock', () => {
    const s = mk({ stacks: [['6H'], ['9C'], [], [], [], [], []], pile: ['5S'], stock: [] });
    expect(E.apply(s, play(0)).phase).toBe('over');
  });

  it('does not lose while a play remains, even with an empty stock', () => {
    const s = mk({ stacks: [['7H', '6H'], ['9C'], [], [], [], [], []], pile: ['5S'], stock: [] });
    const t = E.apply(s, play(0));
    expect(t.phase).toBe('play');
    expect(E.status(t)).toBe('playing');
  });
});
