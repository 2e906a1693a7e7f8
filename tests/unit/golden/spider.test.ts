/**
 * Golden deals: Spider's whole opening layout for deals 1 and 4294967295, card by card, for each
 * SUITS setting. A deal number must give the same game forever (saved games, the hit parade and
 * shared deal numbers depend on it), so any change to the generator, the seed mixing, the
 * shuffle or the order of dealing must fail here. RULES does not change the deal: both are
 * checked against the same layout.
 */
import { describe, expect, it } from 'vitest';
import { newGame, type SpiderSuits } from '../../../src/games/spider/engine';

const cards = (s: string): string[] => s.split(' ');

interface Golden {
  deal: number;
  suits: SpiderSuits;
  /** Face-down cards per column, dealt first (top card last). */
  down: string[];
  /** The face-up card of each column, left to right. */
  up: string;
  /** The stock, one line per deal of ten, in the order they come out. */
  stock: string[];
}

const GOLDEN: Golden[] = [
  {
    deal: 1,
    suits: 1,
    down: [
      '9S 4S 3S 7S QS',
      'TS QS QS 6S',
      'AS 5S 3S 5S',
      'AS KS 8S 6S 4S',
      'QS KS 2S 4S',
      '8S 2S TS 7S',
      '2S 8S 3S 3S QS',
      '2S 8S 4S KS',
      'JS 6S 7S 9S',
      'TS TS 6S TS AS',
    ],
    up: 'JS 8S AS 2S KS JS 3S AS 5S 9S',
    stock: [
      'AS 9S 9S 8S 5S 7S 2S AS 5S QS',
      '5S 9S 3S 6S QS 4S 2S 9S 9S 3S',
      'TS JS 7S KS 8S 4S 8S AS JS KS',
      'TS 6S 7S 5S JS 7S JS 7S 6S 6S',
      'KS 4S TS 5S 3S JS 4S 2S QS KS',
    ],
  },
  {
    deal: 1,
    suits: 2,
    down: [
      '9H 4H 3S 7H QH',
      'TH QS QH 6S',
      'AS 5S 3S 5S',
      'AS KH 8S 6H 4H',
      'QH KH 2S 4S',
      '8S 2S TS 7H',
      '2S 8H 3H 3S QS',
      '2H 8S 4S KS',
      'JS 6S 7S 9S',
      'TH TS 6S TS AS',
    ],
    up: 'JH 8H AH 2H KH JH 3H AH 5H 9S',
    stock: [
      'AH 9H 9H 8H 5S 7S 2H AS 5H QS',
      '5H 9S 3H 6H QH 4H 2H 9H 9S 3H',
      'TH JS 7S KS 8H 4S 8S AH JH KS',
      'TH 6S 7H 5H JS 7S JH 7H 6H 6H',
      'KS 4H TS 5S 3S JS 4S 2S QS KH',
    ],
  },
  {
    deal: 1,
    suits: 4,
    down: [
      '9C 4C 3S 7D QC',
      'TD QH QD 6S',
      'AS 5S 3H 5H',
      'AH KC 8S 6C 4D',
      'QC KD 2H 4H',
      '8H 2H TH 7C',
      '2S 8D 3D 3H QS',
      '2D 8S 4S KS',
      'JS 6H 7H 9H',
      'TC TH 6H TS AS',
    ],
    up: 'JD 8C AD 2C KD JC 3C AC 5D 9S',
    stock: [
      'AC 9C 9D 8D 5S 7H 2D AH 5C QS',
      '5D 9H 3C 6C QD 4C 2C 9D 9S 3D',
      'TC JH 7S KH 8C 4H 8H AD JD KH',
      'TD 6S 7D 5C JH 7S JC 7C 6D 6D',
      'KS 4D TS 5H 3S JS 4S 2S QH KC',
    ],
  },
  {
    deal: 4294967295,
    suits: 1,
    down: [
      '6S QS 2S 6S QS',
      '4S AS 3S 5S',
      'JS 2S 2S TS',
      'KS KS 3S 3S 8S',
      'QS 8S 7S 2S',
      'JS 3S 5S JS',
      'AS 3S QS KS 3S',
      'TS 9S 6S 9S',
      '4S 5S 7S AS',
      'AS KS 2S 4S 9S',
    ],
    up: '8S KS 4S KS 6S 6S 8S 2S JS TS',
    stock: [
      '9S 2S 7S 4S 9S 7S 7S QS JS 5S',
      'KS TS AS QS TS JS 4S 9S 6S 5S',
      '9S AS TS 4S 4S QS TS AS 5S 6S',
      '5S QS 8S 5S 3S 7S 8S JS 9S 6S',
      '7S KS TS 7S JS 3S AS 8S 8S 2S',
    ],
  },
  {
    deal: 4294967295,
    suits: 2,
    down: [
      '6S QH 2H 6S QH',
      '4H AH 3H 5S',
      'JH 2H 2S TH',
      'KH KS 3H 3S 8H',
      'QS 8S 7H 2S',
      'JS 3S 5S JS',
      'AH 3S QS KS 3H',
      'TH 9H 6H 9S',
      '4S 5S 7S AH',
      'AS KH 2S 4H 9S',
    ],
    up: '8S KH 4H KH 6S 6S 8H 2S JH TH',
    stock: [
      '9H 2H 7H 4S 9S 7S 7S QS JH 5H',
      'KS TS AS QS TS JS 4S 9H 6H 5H',
      '9H AS TS 4S 4H QH TH AS 5S 6H',
      '5H QH 8S 5H 3S 7H 8H JS 9S 6H',
      '7H KS TS 7S JH 3H AH 8S 8H 2H',
    ],
  },
  {
    deal: 4294967295,
    suits: 4,
    down: [
      '6S QD 2D 6H QD',
      '4C AD 3C 5H',
      'JD 2C 2H TD',
      'KC KH 3D 3H 8D',
      'QS 8H 7C 2H',
      'JH 3S 5S JS',
      'AC 3S QH KS 3D',
      'TC 9D 6C 9H',
      '4H 5H 7S AC',
      'AH KD 2S 4D 9S',
    ],
    up: '8S KD 4C KC 6S 6H 8D 2S JC TD',
    stock: [
      '9C 2D 7C 4S 9H 7H 7S QS JD 5D',
      'KH TS AS QH TH JS 4S 9D 6D 5C',
      '9C AS TH 4H 4D QC TC AH 5S 6D',
      '5C QC 8S 5D 3H 7D 8C JH 9S 6C',
      '7D KS TS 7H JC 3C AD 8H 8C 2C',
    ],
  },
];

describe('Spider golden deals', () => {
  for (const g of GOLDEN)
    for (const rules of ['st', 'gnome'] as const)
      it(`deal ${g.deal}, ${g.suits} suit(s), ${rules} rules`, () => {
        const s = newGame(g.deal, { rules, suits: g.suits });
        expect(s.columns.map((c) => c.down)).toEqual(g.down.map(cards));
        expect(s.columns.map((c) => c.up)).toEqual(cards(g.up).map((c) => [c]));
        expect(s.stock).toEqual(g.stock.flatMap(cards));
      });
});
