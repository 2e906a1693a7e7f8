/** A card named in words, for requesters, hints and the help screens of every game. */
import { JOKER, rankOf, suitOf, type Card } from '../core/cards';

const RANK_DIGITS = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const RANK_WORDS = ['', 'Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King'];
const SUIT_WORDS = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' } as const;

export interface CardWordStyle {
  /** 'digits': "7 of Spades" (Spider, King's Korner, Idiot's Delight); 'words': "Seven of Spades" (Gulf). */
  ranks?: 'digits' | 'words';
  /** Suits in lower case ("7 of spades"), as Gulf's requesters write them. */
  lowerSuit?: boolean;
}

/** "4 of Spades", "Jack of Hearts", "Seven of clubs" with `style`; "Joker" for the joker. */
export function cardWords(c: Card, style: CardWordStyle = {}): string {
  if (c === JOKER) return 'Joker';
  const rank = (style.ranks === 'words' ? RANK_WORDS : RANK_DIGITS)[rankOf(c)]!;
  const suit = SUIT_WORDS[suitOf(c)];
  return `${rank} of ${style.lowerSuit ? suit.toLowerCase() : suit}`;
}

/** A rank alone in words: "Ace", "7", "Queen" ("Seven" with ranks 'words'). */
export function rankWords(c: Card, style: CardWordStyle = {}): string {
  return (style.ranks === 'words' ? RANK_WORDS : RANK_DIGITS)[rankOf(c)]!;
}
