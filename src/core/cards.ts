/**
 * Cards as the automation API writes them: rank + suit, ranks `A23456789TJQK`, suits `SHDC`,
 * a joker `JK`. Engines keep cards as these two-letter codes: small, readable and JSON-safe.
 */
export type Suit = 'S' | 'H' | 'D' | 'C';
export type Card = string;

export const RANKS = 'A23456789TJQK';
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];
export const JOKER: Card = 'JK';

/** Rank 1 (Ace) .. 13 (King); 0 for a joker. */
export function rankOf(c: Card): number {
  if (c === JOKER) return 0;
  const r = RANKS.indexOf(c[0]!);
  if (r < 0) throw new Error(`bad card ${c}`);
  return r + 1;
}

export function suitOf(c: Card): Suit {
  const s = c[1];
  if (s !== 'S' && s !== 'H' && s !== 'D' && s !== 'C') throw new Error(`bad card ${c}`);
  return s;
}

export function isRed(c: Card): boolean {
  return c[1] === 'H' || c[1] === 'D';
}

export function makeCard(rank: number, suit: Suit): Card {
  return RANKS[rank - 1]! + suit;
}

/** One 52-card pack in a fixed order (suits S H D C, ranks A..K). */
export function pack(suits: readonly Suit[] = SUITS): Card[] {
  const out: Card[] = [];
  for (const s of suits) for (let r = 1; r <= 13; r++) out.push(makeCard(r, s));
  return out;
}

export function isCard(c: unknown): c is Card {
  return typeof c === 'string' && (c === JOKER || /^[A23456789TJQK][SHDC]$/.test(c));
}
