/**
 * Golden deals: Gulf's whole layout of rounds 1 and 2 for deals 1 and 4294967295, card by card,
 * and the jokers in each of the first eight rounds (a seeded coin per won round). A deal number
 * must give the same game forever, so a change to the generator, the seed mixing, the shuffle or
 * the order of dealing must fail here.
 */
import { describe, expect, it } from 'vitest';
import { gulfEngine, jokersForRound } from '../../../src/games/gulf/engine';
import { dealRound } from '../../../src/games/gulf/rules';

const cards = (s: string): string[] => s.split(' ');

interface Golden {
  deal: number;
  round: number;
  /** The seven stacks, left to right, each bottom card first. */
  stacks: string[];
  faceUp: string;
  /** The stock, next card first. */
  stock: string;
}

const GOLDEN: Golden[] = [
  {
    deal: 1,
    round: 1,
    stacks: [
      'AS JK 4H 7D JD',
      'AC QS 7S 6H 8S',
      'KC JK 7C 3H QC',
      '3S 5C 2H 9H 6C',
      'JK 2S JC KS KD',
      '6D 5D 4C TD 4D',
      'TH QD 6S TC 4S',
    ],
    faceUp: 'JK',
    stock: '8D 8H 7H 2D 5S AD 3D KH JS 9C 9D QH 8C 3C 2C JH TS 9S AH 5H',
  },
  {
    deal: 1,
    round: 2,
    stacks: [
      'JK QD 3D 8S AD',
      '4D QC JD 8D 5H',
      'JK 8C 5S KC 4C',
      '7D QS 8H 7C 2C',
      'TC TH JS 7H 9C',
      '6C 7S KH 9D 2D',
      '4S 5C JK 4H 6H',
    ],
    faceUp: 'KS',
    stock: 'TD 6S TS 9H 2S QH 3C KD AS 3H AC 5D 2H 9S JH JC 3S 6D AH',
  },
  {
    deal: 4294967295,
    round: 1,
    stacks: [
      'KC QD KD 6H JK',
      '4C 5S JK 6S 9S',
      '4D 4S JH 9C 8S',
      'JK JD 8C 5H TD',
      '6D 5D AS 7C 5C',
      '9H 7S 8H QS 3D',
      '7H TH KH TS 2S',
    ],
    faceUp: '7D',
    stock: '6C KS TC JS 2H 2C JK 3S 3H 8D QH JC 2D 9D QC 4H 3C AC AH AD',
  },
  {
    deal: 4294967295,
    round: 2,
    stacks: [
      '2H TH 3S 3C 4S',
      '2C QD JK 5C KS',
      'QH 7D 9S 6D JK',
      'AS JC KD 5S TD',
      '2D 7S TS 4D 6S',
      '3H 7H AD 8S AC',
      '9H QS TC 9D 4H',
    ],
    faceUp: 'QC',
    stock: '5D JK JS KC 8C 5H JK 4C 3D 6C AH 8H 7C KH 8D 2S JD 9C 6H JH',
  },
];

/** Jokers in rounds 1..8 (each round reached by winning the one before). */
const JOKERS: Record<number, number[]> = {
  1: [4, 3, 3, 2, 2, 1, 1, 1],
  4294967295: [4, 4, 4, 3, 2, 1, 0, 0],
};

describe('Gulf golden deals', () => {
  for (const g of GOLDEN)
    it(`deal ${g.deal}, round ${g.round}`, () => {
      const s =
        g.round === 1 ? gulfEngine.newGame(g.deal, {}) : dealRound(g.deal, g.round, jokersForRound(g.deal, g.round), 0);
      expect(s.stacks).toEqual(g.stacks.map(cards));
      expect(s.pile).toEqual([g.faceUp]);
      expect(s.stock).toEqual(cards(g.stock));
    });
  for (const deal of [1, 4294967295])
    it(`deal ${deal}: jokers per round`, () => {
      expect([1, 2, 3, 4, 5, 6, 7, 8].map((r) => jokersForRound(deal, r))).toEqual(JOKERS[deal]);
    });
});
