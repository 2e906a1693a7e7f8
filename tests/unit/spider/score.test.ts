import { describe, expect, it } from 'vitest';
import { gnomeScore, newGame, spiderEngine as E, sunScore } from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

describe('spider Sun score (ST)', () => {
  it('is 0 at the start of every game: nothing turned up, every column hides cards', () => {
    for (let d = 0; d < 20; d++) expect(E.score(newGame(d))).toBe(0);
  });

  it('adds 10 per card turned up, 15 per column hiding nothing, 2 per in-suit card, 50 per removed suit', () => {
    const s = mk({
      cols: ['3C 4C | 9S 8S 7H', '| 5D 4D 3D', '', run('S'), run('H'), run('D'), run('C'), '5H | KS', '| QH', '2H 3H 4H | 6C 6C'],
      removed: ['S', 'H'],
    });
    // 440 - 6x10 + 2x50 + col0 2 + col1 (15 + 4) + col2 15 + four whole suits (4x65 + 2) + col8 15
    expect(sunScore(s)).toBe(380 + 100 + 2 + 19 + 15 + 262 + 15);
    expect(E.score(s)).toBe(793);
  });

  it('gives a whole column K..A 50 (and 2 more past the third) and no per-card points', () => {
    const one = mk({ cols: [run('S'), 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD'] });
    expect(sunScore(one)).toBe(440 + 10 * 15 + 50);
    // A run lying on a card, or under one, is only in-suit cards: 12 x 2.
    const onCard = mk({ cols: [`| 5C ${run('S')}`, 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD'] });
    expect(sunScore(onCard)).toBe(440 + 10 * 15 + 24);
    const underDown = mk({ cols: [`4C | ${run('S')}`, 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD', 'QD'] });
    expect(sunScore(underDown)).toBe(430 + 9 * 15 + 24);
  });

  it('scores a won game 990 to 1000 depending on the suits left on the board', () => {
    const suits = ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'] as const;
    for (let left = 0; left <= 8; left++) {
      const s = mk({ cols: suits.slice(0, left).map((x) => run(x)), removed: [...suits.slice(left)] });
      expect(E.status(s)).toBe('won');
      expect(E.score(s)).toBe(990 + 2 * Math.max(0, left - 3));
    }
  });
});

describe('spider GNOME score', () => {
  it('counts length - 1 for each in-suit sequence and 12 per suit in a foundation', () => {
    const s = mk({
      rules: 'gnome',
      cols: ['3C 4C | 9S 8S 7H', '| 5D 4D 3D', '', run('S'), run('H'), run('D'), run('C'), '5H | KS', '| QH', '2H 3H 4H | 6C 6C'],
      removed: ['S', 'H'],
    });
    expect(gnomeScore(s)).toBe(24 + 1 + 2 + 48);
    expect(E.score(s)).toBe(75);
    expect(E.score(newGame(4, { rules: 'gnome' }))).toBe(0);
  });

  it('reaches its maximum of 96 when won either way', () => {
    const suits = ['S', 'S', 'H', 'H', 'D', 'D', 'C', 'C'] as const;
    for (const left of [0, 3, 8]) {
      const s = mk({ rules: 'gnome', cols: suits.slice(0, left).map((x) => run(x)), removed: [...suits.slice(left)] });
      expect(E.status(s)).toBe('won');
      expect(E.score(s)).toBe(96);
    }
  });
});
