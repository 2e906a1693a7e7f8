/**
 * Golden deals: King's Korner's whole DECK for deals 1 and 4294967295, card by card (the grid
 * starts empty, so the deck is the layout). A deal number must give the same game forever, so a
 * change to the generator or the shuffle must fail here. FREE SPACES only blocks grid spaces;
 * every setting is checked against the same deck.
 */
import { describe, expect, it } from 'vitest';
import { kkEngine, type FreeSpaces } from '../../../src/games/kings-korner/engine';

const cards = (s: string): string[] => s.split(' ');

/** The deck, next card first, thirteen to a line. */
const GOLDEN: Record<number, string[]> = {
  1: [
    '9S AS TS 4S 8D TH 2S 5C KC 5S QH 6D AH',
    '6S 9D JH TD 6C KD JS 7H AD 8H 3D 9C 2H',
    '6H KH QC 5H 8C QS TC 8S 3C 5D 9H 3S 4D',
    '4C 7D 7S JC 4H 2C KS AC 2D JD QD 7C 3H',
  ],
  4294967295: [
    '5H AC 2H KS QD QC JH 6S 3D JC 8D 2D 5D',
    'JS 2S KC JD 9S 8S 2C AS 3H 9H TD TH 3S',
    '5S 7C 8H 7S AD KD 6H 4D 9D AH 4S QS 7D',
    '4H QH 6C KH 5C 3C TS 4C 6D 8C TC 9C 7H',
  ],
};

describe("King's Korner golden deals", () => {
  for (const deal of [1, 4294967295])
    for (const freeSpaces of [0, 1, 2, 3, 4] as FreeSpaces[])
      it(`deal ${deal}, FREE SPACES ${freeSpaces}`, () => {
        const s = kkEngine.newGame(deal, { freeSpaces });
        expect(s.deck).toEqual(GOLDEN[deal]!.flatMap(cards));
        expect(s.current).toBeNull();
        expect(s.grid.flat().filter((x) => x !== null && x !== '#')).toEqual([]);
      });
});
