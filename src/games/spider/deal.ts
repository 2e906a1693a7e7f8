/** The two-pack deck for each SUITS option and the opening layout of a deal number. */
import { type Card, type Suit, pack } from '../../core/cards';
import { Rng, mixSeed, shuffle } from '../../core/rng';
import { COLUMNS, type SpiderRules, type SpiderState, type SpiderSuits } from './types';

/** The eight suit sets of a deck, in suit order (S, H, D, C). */
export function suitSets(suits: SpiderSuits): Suit[] {
  if (suits === 1) return ['S', 'S', 'S', 'S', 'S', 'S', 'S', 'S'];
  if (suits === 2) return ['S', 'S', 'S', 'S', 'H', 'H', 'H', 'H'];
  return ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'];
}

/** The 104 cards in a fixed order, before shuffling. */
export function spiderDeck(suits: SpiderSuits): Card[] {
  return suitSets(suits).flatMap((s) => pack([s]));
}

/** Columns 0, 3, 6 and 9 hold five face-down cards, the others four. */
export const downCount = (col: number): number => (col % 3 === 0 ? 5 : 4);

export function newSpiderGame(deal: number, rules: SpiderRules, suits: SpiderSuits): SpiderState {
  const cards = shuffle(spiderDeck(suits), new Rng(mixSeed(deal, 0)));
  let next = 0;
  const columns = Array.from({ length: COLUMNS }, () => ({ down: [] as Card[], up: [] as Card[] }));
  // Dealt row by row, as at the table: five rows face down (the last one only reaches columns
  // 0, 3, 6 and 9), then one face-up row.
  for (let row = 0; row < 5; row++) {
    for (let c = 0; c < COLUMNS; c++) if (row < downCount(c)) columns[c]!.down.push(cards[next++]!);
  }
  for (let c = 0; c < COLUMNS; c++) columns[c]!.up.push(cards[next++]!);
  return {
    game: 'spider',
    rules,
    suits,
    deal,
    columns,
    stock: cards.slice(next),
    removed: [],
    deals: 0,
    cheated: false,
    history: [],
  };
}
