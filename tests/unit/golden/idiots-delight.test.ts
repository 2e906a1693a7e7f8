/**
 * Golden deals: Idiot's Delight's whole layout for deals 1 and 4294967295, card by card, and three
 * deals with their layouts (the tournament deals of three dates under version 2's constant), and
 * the tournament deal's derivation from the door's secret. A deal number must give the
 * same game forever, and every player of a tournament must get the same hands, so a change to the
 * generator, the seed mixing, the shuffle or the order of dealing must fail here. FREE CARD does
 * not change the deal: both settings are checked against the same layout.
 */
import { describe, expect, it } from 'vitest';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { createHmac } from 'node:crypto';
import { tournamentDeal } from '../../../src/games/idiots-delight/door';
import { TEST_SECRET } from '../idiots-delight/test-secret';

const cards = (s: string): string[] => s.split(' ');

interface Layout {
  /** The first card of each of the four rows. */
  rows: string;
  /** The stock, next card first, twelve to a line. */
  stock: string[];
}

const GOLDEN: Record<number, Layout> = {
  1: { rows: '9S AS TS 4S', stock: [
    '8D TH 2S 5C KC 5S QH 6D AH 6S 9D JH',
    'TD 6C KD JS 7H AD 8H 3D 9C 2H 6H KH',
    'QC 5H 8C QS TC 8S 3C 5D 9H 3S 4D 4C',
    '7D 7S JC 4H 2C KS AC 2D JD QD 7C 3H',
  ] },
  4294967295: { rows: '5H AC 2H KS', stock: [
    'QD QC JH 6S 3D JC 8D 2D 5D JS 2S KC',
    'JD 9S 8S 2C AS 3H 9H TD TH 3S 5S 7C',
    '8H 7S AD KD 6H 4D 9D AH 4S QS 7D 4H',
    'QH 6C KH 5C 3C TS 4C 6D 8C TC 9C 7H',
  ] },
};

const TOURNAMENT: (Layout & { date: string; hand: number; deal: number })[] = [
  { date: '2024-05-15', hand: 1, deal: 3556698792, rows: 'AS 6C JC KS', stock: [
    '3D 3S QD 8H JH 3H 2C 7S AD 6H 7H 2H',
    '2D 5D 9D 9S KD QS 8S TS JD JS 3C 8C',
    '2S TC QC KC 4H 4D 9C AH 7D 7C TD QH',
    '4C 6S 9H 5H AC 6D 5S 4S KH 5C 8D TH',
  ] },
  { date: '2025-12-31', hand: 10, deal: 1785910005, rows: 'AH 4D TS 8C', stock: [
    'KD 2D 7H 3C 5H 9H TH 9C QH KC 5C 3H',
    'JH 8H QS AD 6D 7D 2S 2H 6H QC 3D KH',
    'QD 4S JC TC 7C 3S KS 9S 5D 5S 6S 9D',
    'AC 6C JS AS 2C JD 4H 4C 8S 7S 8D TD',
  ] },
  { date: '2026-02-01', hand: 3, deal: 1155959448, rows: '9S 3D 4S 8H', stock: [
    '3S QC KH 4D 2C 7S TH AS 8D 3H JS KS',
    '7C JH 5H AC 2S 5D KD 6D JD 2D QH 6S',
    '2H 6H AD 8S 9D JC QS TC KC 3C TS 4C',
    '5C 9C 7D 7H 9H TD 4H 6C 8C QD 5S AH',
  ] },
];

function expectLayout(deal: number, g: Layout, freeCard = true): void {
  const s = idEngine.newGame(deal, { freeCard });
  expect(s.rows).toEqual(cards(g.rows).map((c) => [c]));
  expect(s.stock).toEqual(g.stock.flatMap(cards));
}

describe("Idiot's Delight golden deals", () => {
  for (const deal of [1, 4294967295])
    for (const freeCard of [true, false])
      it(`deal ${deal}, FREE CARD ${freeCard ? 'on' : 'off'}`, () => expectLayout(deal, GOLDEN[deal]!, freeCard));
  for (const t of TOURNAMENT)
    it(`tournament ${t.date} hand ${t.hand}`, () => expectLayout(t.deal, t));
  // A tournament deal is the first four bytes of HMAC-SHA256(secret, "date|hand"): node:crypto's
  // HMAC is the reference the door's own (synchronous, shared with the browser) must match.
  for (const [date, hand] of [['2024-05-15', 1], ['2025-12-31', 10], ['2026-02-01', 3]] as const)
    it(`tournament deal ${date} hand ${hand} is HMAC-SHA256(secret, "${date}|${hand}")`, () => {
      const mac = createHmac('sha256', Buffer.from(TEST_SECRET, 'hex')).update(`${date}|${hand}`).digest();
      expect(tournamentDeal(TEST_SECRET, date, hand)).toBe(mac.readUInt32BE(0));
    });
});
