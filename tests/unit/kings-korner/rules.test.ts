import { describe, expect, it } from 'vitest';
import { pack } from '../../../src/core/cards';
import { IllegalMove } from '../../../src/core/engine';
import {
  COURT_SPACES, type FreeSpaces, type KKState, hint, kkEngine, whyIllegal,
} from '../../../src/games/kings-korner/engine';
import {
  deepFreeze, draw, hold, openCells, pair, place, play, put, ten, unhold, withDeck,
} from './helpers';

describe('the deal', () => {
  it('one 52-card pack, shuffled by the deal number', () => {
    const s = kkEngine.newGame(42, { freeSpaces: 4 });
    expect(s.deck).toHaveLength(52);
    expect([...s.deck].sort()).toEqual(pack().sort());
    expect(s.deck).not.toEqual(pack());
    expect(s.current).toBeNull();
    expect(s.discard).toEqual([]);
    expect(s.held).toBeNull();
    expect(kkEngine.status(s)).toBe('playing');
  });
  it('same deal, same game; another deal, another order; FREE SPACES do not change the deck', () => {
    const a = kkEngine.newGame(123456789, { freeSpaces: 2 });
    expect(kkEngine.newGame(123456789, { freeSpaces: 2 })).toEqual(a);
    expect(kkEngine.newGame(123456789, { freeSpaces: 0 }).deck).toEqual(a.deck);
    expect(kkEngine.newGame(123456790, { freeSpaces: 2 }).deck).not.toEqual(a.deck);
  });
  it('refuses bad deal numbers and FREE SPACES counts', () => {
    expect(() => kkEngine.newGame(-1, { freeSpaces: 4 })).toThrow(RangeError);
    expect(() => kkEngine.newGame(2 ** 32, { freeSpaces: 4 })).toThrow(RangeError);
    expect(() => kkEngine.newGame(1.5, { freeSpaces: 4 })).toThrow(RangeError);
    expect(() => kkEngine.newGame(0, { freeSpaces: 5 as FreeSpaces })).toThrow(RangeError);
    expect(kkEngine.newGame(2 ** 32 - 1, { freeSpaces: 0 }).deal).toBe(2 ** 32 - 1);
  });
});

describe('turning and placing', () => {
  it('select the DECK: the next card turns face up and must be placed before another is drawn', () => {
    const s = play(withDeck(['5H', '6C']), draw);
    expect(s.current).toBe('5H');
    expect(s.deck[0]).toBe('6C');
    expect(s.deck).toHaveLength(51);
    expect(whyIllegal(s, draw)).toMatch(/Place the face-up/);
    expect(() => kkEngine.apply(s, draw)).toThrow(IllegalMove);
    const t = play(s, place(2, 2));
    expect(t.grid[2]![2]).toBe('5H');
    expect(t.current).toBeNull();
  });
  it('no card on an occupied space; a placed card never moves', () => {
    const s = play(withDeck(['5H', '6C']), ...put(0, 0), draw);
    expect(whyIllegal(s, place(0, 0))).toMatch(/occupied/);
    const legal = kkEngine.legalMoves(s);
    expect(legal).toHaveLength(15);
    expect(legal.every((m) => m.type === 'place')).toBe(true);
  });
  it('nothing to place without a face-up card', () => {
    expect(whyIllegal(withDeck([]), place(1, 1))).toMatch(/select the DECK/);
  });
  it('a non-court card may go on any free space, labelled ones included', () => {
    for (const [row, col] of openCells(withDeck([]))) {
      const s = play(withDeck(['9D']), draw);
      expect(whyIllegal(s, place(row, col))).toBeNull();
    }
  });
  it('no card on a blocked FREE SPACE; off-grid spaces are refused', () => {
    const s = play(withDeck(['9D'], 0), draw);
    for (const [row, col] of [[1, 1], [1, 2], [2, 1], [2, 2]] as const) {
      expect(whyIllegal(s, place(row, col))).toMatch(/blocked/);
    }
    expect(whyIllegal(s, place(4, 0))).toMatch(/not a space/);
    expect(whyIllegal(s, place(-1, 0))).toMatch(/not a space/);
    expect(whyIllegal(s, place(0.5, 0))).toMatch(/not a space/);
  });
  it('each court card goes only on the space labelled for its rank and suit', () => {
    for (const [card, home] of Object.entries(COURT_SPACES)) {
      const s = play(withDeck([card]), draw);
      const legal = kkEngine.legalMoves(s);
      expect(legal).toEqual([place(home.row, home.col)]);
      for (const [row, col] of openCells(s)) {
        if (row === home.row && col === home.col) continue;
        expect(whyIllegal(s, place(row, col))).toMatch(/own labelled space/);
      }
      expect(play(s, place(home.row, home.col)).grid[home.row]![home.col]).toBe(card);
    }
  });
  it('the DECK cannot be drawn while the GRID is full (the card would have nowhere to go)', () => {
    // 16 cards, a 9 and an Ace among them so a discard is still possible.
    const cards = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C', '4S', '4H', '4D', '9C'];
    let s = withDeck(cards);
    for (const [row, col] of openCells(s)) s = play(s, ...put(row, col));
    expect(kkEngine.status(s)).toBe('playing');
    expect(whyIllegal(s, draw)).toMatch(/GRID is full/);
  });
  it('the DECK cannot be drawn when it is empty', () => {
    const s: KKState = { ...withDeck([]), deck: ['5S'] };
    const t = play(s, ...put(1, 1));
    expect(whyIllegal(t, draw)).toMatch(/empty/);
  });
});

describe('discards', () => {
  it('a TEN is discarded by itself', () => {
    const s = play(withDeck(['TS']), ...put(0, 0), ten(0, 0));
    expect(s.grid[0]![0]).toBeNull();
    expect(s.discard).toEqual(['TS']);
    expect(kkEngine.score(s)).toBe(1);
  });
  it('only a TEN goes alone; a TEN is never held', () => {
    const s = play(withDeck(['TS', '5H', '5D']), ...put(0, 0), ...put(1, 1), ...put(1, 2));
    expect(whyIllegal(s, ten(1, 1))).toMatch(/Only a TEN/);
    expect(whyIllegal(s, hold(0, 0))).toMatch(/TEN is discarded alone/);
  });
  it('two cards making ten: the first is held on the DISCARD pile, the second completes the pair', () => {
    const s = play(withDeck(['AS', '8H', '9D']), ...put(0, 0), ...put(1, 1), ...put(3, 3));
    const h = play(s, hold(0, 0));
    expect(h.held).toEqual({ card: 'AS', row: 0, col: 0 });
    expect(h.grid[0]![0]).toBeNull();
    expect(h.discard).toEqual([]);
    expect(kkEngine.legalMoves(h)).toEqual([pair(3, 3), unhold]);
    expect(whyIllegal(h, pair(1, 1))).toMatch(/do not add up to ten/);
    const p = play(h, pair(3, 3));
    expect(p.discard).toEqual(['AS', '9D']);
    expect(p.grid[0]![0]).toBeNull();
    expect(p.grid[3]![3]).toBeNull();
    expect(p.grid[1]![1]).toBe('8H');
    expect(p.held).toBeNull();
    expect(kkEngine.score(p)).toBe(2);
  });
  it('two fives make ten', () => {
    const s = play(withDeck(['5S', '5H']), ...put(0, 1), ...put(2, 0), hold(2, 0), pair(0, 1));
    expect(s.discard).toEqual(['5H', '5S']);
  });
  it('selecting the DISCARD pile puts the held card back exactly where it was', () => {
    const s = play(withDeck(['3S', '7H']), ...put(0, 0), ...put(1, 1));
    const back = play(s, hold(1, 1), unhold);
    expect({ ...back, history: [] }).toEqual({ ...s, history: [] });
  });
  it('a card is held only when a partner making ten is on the GRID', () => {
    const s = play(withDeck(['3S', '6H']), ...put(0, 0), ...put(1, 1));
    expect(whyIllegal(s, hold(0, 0))).toMatch(/No card on the GRID makes ten/);
    expect(kkEngine.legalMoves(s)).toEqual([draw]);
  });
  it('while a card is held: no draw, no other discard, not its own empty space', () => {
    const s = play(withDeck(['3S', '7H', 'TD']), ...put(0, 0), ...put(1, 1), ...put(2, 2), hold(0, 0));
    expect(whyIllegal(s, draw)).toMatch(/Finish the pair/);
    expect(whyIllegal(s, ten(2, 2))).toMatch(/makes ten|DISCARD pile/);
    expect(whyIllegal(s, hold(1, 1))).toMatch(/DISCARD pile/);
    expect(whyIllegal(s, pair(0, 0))).toMatch(/select the DISCARD pile/);
    expect(whyIllegal(s, pair(3, 3))).toMatch(/empty/);
  });
  it('court cards are never discarded', () => {
    const s = play(withDeck(['KS', 'QS', 'TD']), ...put(0, 0), ...put(0, 1), ...put(1, 1));
    for (const m of [ten(0, 0), hold(0, 0), hold(0, 1), ten(0, 1)]) {
      expect(whyIllegal(s, m)).toMatch(/Court cards are never discarded/);
    }
  });
  it('no discard while a DECK card is face up and not yet placed', () => {
    const s = play(withDeck(['TS', '3H', '7C', '2D']), ...put(0, 0), ...put(1, 1), ...put(2, 2), draw);
    expect(whyIllegal(s, ten(0, 0))).toMatch(/before discarding/);
    expect(whyIllegal(s, hold(1, 1))).toMatch(/before discarding/);
    expect(kkEngine.legalMoves(s).every((m) => m.type === 'place')).toBe(true);
  });
  it('discards may be made at any time, the GRID need not be full', () => {
    const s = play(withDeck(['TS']), ...put(3, 3));
    expect(kkEngine.legalMoves(s)).toEqual([draw, ten(3, 3)]);
  });
  it('no discard or put-back when there is nothing to do', () => {
    const s = withDeck([]);
    expect(whyIllegal(s, unhold)).toMatch(/no card on the DISCARD/);
    expect(whyIllegal(s, pair(0, 0))).toMatch(/first card/);
    expect(whyIllegal(s, ten(0, 0))).toMatch(/empty/);
  });
});

describe('losing', () => {
  it('a court card drawn while its space is occupied loses at once', () => {
    const s = play(withDeck(['4C', 'KS', 'TD']), ...put(0, 0), draw);
    expect(s.current).toBe('KS');
    expect(s.end).toBe('court-blocked');
    expect(kkEngine.status(s)).toBe('lost');
    expect(kkEngine.legalMoves(s)).toEqual([]);
    expect(whyIllegal(s, place(1, 1))).toMatch(/over/);
  });
  it('even when the card on its space could have been discarded', () => {
    const s = play(withDeck(['TC', 'QH']), ...put(0, 2), draw);
    expect(s.end).toBe('court-blocked');
  });
  it('a court card whose space is free is not a loss', () => {
    const s = play(withDeck(['4C', 'KH']), ...put(0, 0), draw);
    expect(s.end).toBeNull();
  });
  // Aces to Fours never make ten, so sixteen of them fill any GRID with no discard.
  const low = ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C', '4S', '4H', '4D', '4C'];
  for (const n of [0, 1, 2, 3, 4] as const) {
    it(`${n} FREE SPACES: a full GRID with no discard loses, not one card earlier`, () => {
      let s = withDeck(low, n);
      const cells = openCells(s);
      expect(cells).toHaveLength(12 + n);
      cells.forEach(([row, col], i) => {
        expect(s.end).toBeNull();
        s = play(s, ...put(row, col));
        expect(s.end).toBe(i === cells.length - 1 ? 'grid-full' : null);
      });
      expect(kkEngine.status(s)).toBe('lost');
      expect(kkEngine.legalMoves(s)).toEqual([]);
    });
  }
  it('a full GRID with a discard left is still playing', () => {
    let s = withDeck(['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', '2C', '3S', '3H', '3D', 'TC'], 0);
    for (const [row, col] of openCells(s)) s = play(s, ...put(row, col));
    expect(s.end).toBeNull();
    expect(kkEngine.legalMoves(s)).toEqual([ten(3, 3)]);
  });
  it('0 FREE SPACES: all twelve court cards out with cards still in the DECK loses', () => {
    const courts = Object.keys(COURT_SPACES);
    let s = withDeck(courts, 0);
    for (const c of courts) s = play(s, draw, place(COURT_SPACES[c]!.row, COURT_SPACES[c]!.col));
    expect(s.end).toBe('grid-full');
  });
});

describe('winning', () => {
  // Pairs first, tens alone, court cards last: the advisor clears each pair as it lands.
  const plain = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];
  const order = (): string[] => {
    const out: string[] = [];
    for (const suit of 'SHDC') {
      for (const [a, b] of [['A', '9'], ['2', '8'], ['3', '7'], ['4', '6']] as const) out.push(a + suit, b + suit);
      out.push('T' + suit);
    }
    out.push('5S', '5H', '5D', '5C');
    return [...out, ...Object.keys(COURT_SPACES)];
  };
  for (const n of [0, 1, 2, 3, 4] as const) {
    it(`${n} FREE SPACES: every card played and every plain card discarded wins`, () => {
      expect(plain).toHaveLength(10);
      let s = withDeck(order(), n);
      let steps = 0;
      while (s.end === null && steps++ < 1000) s = kkEngine.apply(s, hint(s)!);
      expect(s.end).toBe('won');
      expect(kkEngine.status(s)).toBe('won');
      expect(s.deck).toEqual([]);
      expect(s.discard).toHaveLength(40);
      expect(kkEngine.score(s)).toBe(40);
      const onGrid = s.grid.flat().filter((x) => x !== null && x !== '#');
      expect(onGrid.sort()).toEqual(Object.keys(COURT_SPACES).sort());
      for (const [c, { row, col }] of Object.entries(COURT_SPACES)) expect(s.grid[row]![col]).toBe(c);
      expect(kkEngine.legalMoves(s)).toEqual([]);
    });
  }
  it('not won while a plain card is still on the GRID, even with the DECK empty', () => {
    let s = withDeck(order(), 4);
    while (s.deck.length > 0 || s.current) s = kkEngine.apply(s, hint(s)!);
    // The last card was a court card; every plain card was already cleared by the advisor.
    expect(s.end).toBe('won');
    const t: KKState = { ...withDeck([], 4), deck: ['TS'] };
    const u = play(t, ...put(1, 1));
    expect(u.deck).toEqual([]);
    expect(u.end).toBeNull();
    expect(play(u, ten(1, 1)).end).toBe('won');
  });
});

describe('purity', () => {
  it('apply and undo never mutate their input', () => {
    const s = deepFreeze(play(withDeck(['3S', '7H']), ...put(0, 0), ...put(1, 1)));
    const snapshot = JSON.stringify(s);
    const t = deepFreeze(kkEngine.apply(s, hold(0, 0)));
    kkEngine.apply(t, pair(1, 1));
    kkEngine.undo(t);
    expect(JSON.stringify(s)).toBe(snapshot);
  });
  it('an illegal move throws IllegalMove with the reason', () => {
    const s = withDeck([]);
    expect(() => kkEngine.apply(s, place(0, 0))).toThrow(/select the DECK/);
    expect(() => kkEngine.apply(s, { type: 'jump' } as never)).toThrow(IllegalMove);
  });
  it('the move log keeps only the move fields', () => {
    const s = play(withDeck(['3S']), draw, { type: 'place', row: 1, col: 1, extra: 1 } as never);
    expect(s.history).toEqual([draw, place(1, 1)]);
  });
});
