/**
 * HELP as the player uses it (issue 25): its answer is a legal move or deal whenever one exists;
 * among equally good moves it takes one a single click makes; a move that needs more clicks
 * comes with the clicks that make it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type SpiderMove, clickColumn, hint, legalMoves, newGame, positionKey, rateColumn, spiderEngine as E,
} from '../../../src/games/spider/engine';
import { byOneClick } from '../../../src/games/spider/hint';
import { clickPath, describeClicks } from '../../../src/games/spider/helpclicks';
import { gameArb, mk } from './helpers';

const same = (a: SpiderMove, b: SpiderMove) => JSON.stringify(a) === JSON.stringify(b);

describe('HELP never gives up while a move exists', () => {
  it('J♥–8♥ lying on a Q♦ can still go onto the Q♠ with the stock used up: HELP says so, not "game over"', () => {
    const s = mk({ cols: ['KD | QD JH TH 9H 8H', 'QS', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC'] });
    expect(rateColumn(s, 0)).toBeNull(); // the valuation finds it worthless (it lies on a card one rank higher)
    expect(hint(s)).toEqual({ type: 'move', from: 0, to: 1, count: 4 });
  });

  it('a part of a group is offered when only it can move', () => {
    const s = mk({ cols: ['| 9H 8H 7H', '8S', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC', 'AC'] });
    expect(hint(s)).toEqual({ type: 'move', from: 0, to: 1, count: 1 });
  });

  /** Random games, deals taken early so that many positions have the stock used up. */
  const games = gameArb(160);

  it("in random positions HELP's answer is a legal move or deal whenever one exists, else null", () => {
    let checked = 0;
    let noValued = 0;
    fc.assert(
      fc.property(games, ({ deal, rules, suits, choices }) => {
        let s = newGame(deal, { rules, suits });
        for (const r of choices) {
          const legal = legalMoves(s);
          const h = hint(s);
          checked++;
          if (legal.length === 0) {
            if (h !== null) return false;
            break;
          }
          if (h === null || !legal.some((m) => same(m, h))) return false;
          if (legal.every((m) => m.type === 'move') && !legal.some((m) => m.type === 'move' && rateColumn(s, m.from)?.move.to === m.to)) noValued++;
          // a deal one time in three while allowed, else a random legal move
          const deal = legal.find((m) => m.type === 'deal');
          s = E.apply(s, deal && r % 3 === 0 ? deal : legal[r % legal.length]!);
        }
        return true;
      }),
      { numRuns: 300, seed: 2025 },
    );
    expect(checked).toBeGreaterThan(5000);
    expect(noValued).toBeGreaterThan(0); // positions where only the fallback answers were met
  });
});

describe('HELP and the clicks', () => {
  it('among equally good moves, the one a single click makes', () => {
    // 6H (column 1) goes best onto the 7H of column 3, but a click stops on the 7S of column 2;
    // 6D (column 4) onto the 7D of column 5 is worth the same and one click makes it
    const s = mk({ cols: ['KC | 6H', '7S', '7H', 'KC | 6D', '7D', 'KC', 'KC', 'KC', 'KC', 'KC'] });
    expect(rateColumn(s, 0)!.value).toBe(rateColumn(s, 3)!.value);
    expect(byOneClick(s, rateColumn(s, 0)!.move)).toBe(false);
    expect(hint(s)).toEqual({ type: 'move', from: 3, to: 4, count: 1 });
    // without the one-click rival the leftmost goes, and its clicks are named
    const t = mk({ cols: ['KC | 6H', '7S', '7H', 'KC', 'KC', 'KC', 'KC', 'KC', 'KC', 'KC'] });
    const h = hint(t)!;
    expect(h).toEqual({ type: 'move', from: 0, to: 2, count: 1 });
    const path = clickPath(t, h as SpiderMove & { type: 'move' })!;
    expect(path).toEqual([{ col: 0 }, { col: 1 }]);
    expect(describeClicks(t, path, 1)).toBe('Click under column 1, then under column 2.');
  });

  it('deal 1847228813: 3♣ from column 7 to the 4♣ of column 3 takes a click under column 7, then under column 8', () => {
    const s = newGame(1847228813);
    const mv = { type: 'move' as const, from: 6, to: 2, count: 1 };
    expect(clickColumn(s, 6)).toEqual({ type: 'move', from: 6, to: 7, count: 1 }); // the 4♦ first
    const path = clickPath(s, mv)!;
    expect(path).toEqual([{ col: 6 }, { col: 7 }]);
    let t = s;
    for (const c of path) t = E.apply(t, clickColumn(t, c.col)!);
    expect(positionKey(t)).toBe(positionKey(E.apply(s, mv)));
    expect(describeClicks(s, path, 1)).toBe('Click under column 7, then under column 8.');
  });

  it('a part of a group is named by its card', () => {
    const s = mk({ cols: ['KC | 9H 8H 7H', 'KC', '8S', 'KC', '8D', 'KC', 'KC', 'KC', 'KC', 'KC'] });
    const mv = { type: 'move' as const, from: 0, to: 4, count: 1 };
    const path = clickPath(s, mv)!;
    expect(path).toEqual([{ col: 0, card: 3 }, { col: 2 }]);
    expect(describeClicks(s, path, 1)).toBe('Click on the 7 of Hearts in column 1, then under column 3.');
  });
});
