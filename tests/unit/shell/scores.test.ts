import { describe, expect, it } from 'vitest';
import { cleanName, insertScore, isName, placeFor, validTable, NAME_MAX, TABLE_SIZE, type ScoreRow } from '../../../src/shell/scores';
import { validateHitParade, emptyHitParade } from '../../../src/games/spider/hptable';
import { validScores } from '../../../src/games/gulf/scores';
import { cardWords, rankWords } from '../../../src/shell/card-words';
import { cardName } from '../../../src/games/gulf/words';
import { cardWords as idWords } from '../../../src/games/idiots-delight/engine';

const row = (o: Record<string, unknown>): ScoreRow | null => (isName(o.name) && typeof o.score === 'number' ? { name: o.name, score: o.score } : null);

describe('the shell high-score table', () => {
  it('keeps the ten best, best first; an equal score goes after the earlier one', () => {
    let t: ScoreRow[] = [];
    for (const [name, score] of [['a', 5], ['b', 9], ['c', 5], ['d', 1]] as const) t = insertScore(t, { name, score }).table;
    expect(t.map((e) => e.name)).toEqual(['b', 'a', 'c', 'd']);
    for (let i = 0; i < 20; i++) t = insertScore(t, { name: 'x', score: 100 + i }).table;
    expect(t).toHaveLength(TABLE_SIZE);
    expect(placeFor(t, 100)).toBe(-1);
    expect(insertScore(t, { name: 'low', score: 100 })).toEqual({ table: t, place: -1 });
  });

  it('a score of 0 never enters, even an empty table', () => {
    expect(placeFor([], 0)).toBe(-1);
    expect(placeFor([], 1)).toBe(0);
  });

  it('names: allowed characters only, trimmed, at most twelve, "Anonymous" when empty', () => {
    expect(cleanName('  Ann  ')).toBe('Ann');
    expect(cleanName('')).toBe('Anonymous');
    expect(cleanName('<>!')).toBe('Anonymous');
    expect(cleanName('abcdefghijklmnop')).toHaveLength(NAME_MAX);
    expect(isName("O'Neil-Jr. 2")).toBe(true);
    expect(isName('a<b')).toBe(false);
    expect(isName('x'.repeat(NAME_MAX + 1))).toBe(false);
  });

  it('a stored table is refused when too long, unsorted or holding a bad entry', () => {
    expect(validTable([{ name: 'a', score: 2 }, { name: 'b', score: 1 }], row)).toHaveLength(2);
    expect(validTable([{ name: 'a', score: 1 }, { name: 'b', score: 2 }], row)).toBeNull();
    expect(validTable(Array.from({ length: 11 }, () => ({ name: 'a', score: 1 })), row)).toBeNull();
    expect(validTable([{ name: 'a<', score: 1 }], row)).toBeNull();
    expect(validTable('nope', row)).toBeNull();
  });

  it('Spider and Gulf apply the same name rule to what they load', () => {
    const hp = emptyHitParade();
    hp.st[4] = [{ name: 'a<b', score: 5, suits: 4, deal: 1 }];
    expect(validateHitParade(hp)).toBeNull();
    expect(validScores([{ name: 'a<b', score: 5, round: 1, deal: 1 }])).toBeNull();
    expect(validScores([{ name: 'Ann', score: 5, round: 1, deal: 1 }])).toHaveLength(1);
  });
});

describe('card words', () => {
  it('names a card in the styles the games use', () => {
    expect(cardWords('TS')).toBe('10 of Spades');
    expect(cardWords('JH')).toBe('Jack of Hearts');
    expect(cardWords('7C', { ranks: 'words', lowerSuit: true })).toBe('Seven of clubs');
    expect(rankWords('QD', { ranks: 'words' })).toBe('Queen');
    expect(cardName('AD')).toBe('the Ace of diamonds');
    expect(idWords('4S')).toBe('4 of Spades');
  });
});
