import { describe, expect, it } from 'vitest';
import { select } from '../../../src/games/kings-korner/engine';
import { draw, hold, pair, place, play, put, ten, unhold, withDeck } from './helpers';

const deck = { kind: 'deck' } as const;
const pile = { kind: 'discard' } as const;
const cell = (row: number, col: number) => ({ kind: 'cell', row, col }) as const;

describe('select: the click semantics', () => {
  it('DECK turns a card; again while it waits is refused', () => {
    const s = withDeck(['4S']);
    expect(select(s, deck)).toEqual({ move: draw });
    expect(select(play(s, draw), deck)).toEqual({ refused: expect.stringMatching(/Place the face-up/) });
  });
  it('a space with a waiting card places it there, or says why not', () => {
    const s = play(withDeck(['4S', 'KH']), ...put(0, 0), draw);
    expect(select(s, cell(0, 3))).toEqual({ move: place(0, 3) });
    expect(select(s, cell(1, 1))).toEqual({ refused: expect.stringMatching(/King of Hearts/) });
    const t = play(withDeck(['4S', '5S']), ...put(0, 0), draw);
    // a card under the click is a discard, refused while a DECK card waits: the reason says so
    expect(select(t, cell(0, 0))).toEqual({ refused: 'A DECK card is face up: place it on an empty space before discarding.' });
  });
  it('a TEN is discarded at once; another plain card is held; the partner completes the pair', () => {
    const s = play(withDeck(['TS', '2H', '8C']), ...put(0, 0), ...put(1, 1), ...put(2, 2));
    expect(select(s, cell(0, 0))).toEqual({ move: ten(0, 0) });
    expect(select(s, cell(1, 1))).toEqual({ move: hold(1, 1) });
    const h = play(s, hold(1, 1));
    expect(select(h, cell(2, 2))).toEqual({ move: pair(2, 2) });
    expect(select(h, cell(0, 0))).toEqual({ refused: expect.stringMatching(/do not add up/) });
    expect(select(h, pile)).toEqual({ move: unhold });
    expect(select(h, deck)).toEqual({ refused: expect.stringMatching(/Finish the pair/) });
    expect(select(h, cell(1, 1))).toEqual({ refused: expect.stringMatching(/DISCARD pile/) });
  });
  it('refuses empty spaces, blocked spaces, court cards, lone cards and an empty DISCARD pile', () => {
    const s = play(withDeck(['KS', '3H'], 2), ...put(0, 0), ...put(3, 1));
    expect(select(s, cell(0, 1))).toEqual({ refused: expect.stringMatching(/empty/) });
    expect(select(s, cell(1, 2))).toEqual({ refused: expect.stringMatching(/blocked/) });
    expect(select(s, cell(0, 0))).toEqual({ refused: expect.stringMatching(/never discarded/) });
    expect(select(s, cell(3, 1))).toEqual({ refused: expect.stringMatching(/makes ten/) });
    expect(select(s, pile)).toEqual({ refused: expect.stringMatching(/Nothing/) });
    expect(select(s, cell(9, 9))).toEqual({ refused: expect.stringMatching(/not a space/) });
  });
  it('everything is refused once the game is over', () => {
    const s = play(withDeck(['4C', 'KS']), ...put(0, 0), draw);
    for (const t of [deck, pile, cell(0, 0), cell(1, 1)]) {
      expect(select(s, t)).toEqual({ refused: 'The game is over.' });
    }
  });
});
