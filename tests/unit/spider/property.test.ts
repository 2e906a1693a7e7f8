/** Thousands of random legal games, checked against invariants and independently written scores. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tier } from '../tier';
import type { Suit } from '../../../src/core/cards';
import {
  type SpiderMove, type SpiderState, clickCard, clickColumn, groupLength, hint, newGame, spiderDeck,
  spiderEngine as E, suitSets, whyIllegal,
} from '../../../src/games/spider/engine';
import { allCards, gameArb, mk, run } from './helpers';

const RANKS = 'A23456789TJQK';
const rank = (c: string) => RANKS.indexOf(c[0]!) + 1;
const FULL = new Set(['S', 'H', 'D', 'C'].map((x) => run(x as Suit)));

/** The Sun score again, written from the note without the engine's helpers. */
function sunRef(s: SpiderState): number {
  const hidden = s.columns.reduce((n, c) => n + c.down.length, 0);
  let pts = (44 - hidden) * 10 + s.removed.length * 50;
  let whole = 0;
  for (const c of s.columns) {
    const bare = c.down.length === 0;
    if (bare) pts += 15;
    if (bare && FULL.has(c.up.join(' '))) {
      whole++;
      continue;
    }
    c.up.forEach((card, i) => {
      const under = c.up[i - 1];
      if (under && under[1] === card[1] && rank(under) - rank(card) === 1) pts += 2;
    });
  }
  return pts + whole * 50 + Math.max(0, whole - 3) * 2;
}

/** Aisleriot's score again: split each column's face-up cards into maximal in-suit sequences. */
function gnomeRef(s: SpiderState): number {
  let pts = 12 * s.removed.length;
  for (const c of s.columns) {
    let len = 0;
    for (let i = 0; i < c.up.length; i++) {
      const prev = c.up[i - 1];
      const cur = c.up[i]!;
      if (prev && prev[1] === cur[1] && rank(prev) === rank(cur) + 1) len++;
      else {
        pts += Math.max(0, len - 1);
        len = 1;
      }
    }
    pts += Math.max(0, len - 1);
  }
  return pts;
}

const sameButCheated = (a: SpiderState, b: SpiderState): boolean =>
  JSON.stringify({ ...a, cheated: false, history: [] }) === JSON.stringify({ ...b, cheated: false, history: [] }) &&
  a.history.length === b.history.length &&
  a.history.every((h, i) => h === b.history[i] || JSON.stringify(h) === JSON.stringify(b.history[i]));

/** Random legal move; one time in eight a deal when there is one, so games reach later deals. */
function pick(ms: SpiderMove[], r: number): SpiderMove {
  const deal = ms.find((m) => m.type === 'deal');
  if (deal && r % 8 === 0) return deal;
  return ms[Math.floor(r / 8) % ms.length]!;
}

const games = gameArb(150);

describe('spider random games', () => {
  it('keep 104 cards, undo exactly, and score as the independent formulas say', () => {
    fc.assert(
      fc.property(games, ({ deal, rules, suits, choices }) => {
        const start = newGame(deal, { rules, suits });
        const deck = spiderDeck(suits).sort().join();
        let s = start;
        for (const [i, r] of choices.entries()) {
          const ms = E.legalMoves(s);
          if (ms.length === 0) break;
          const next = E.apply(s, pick(ms, r));
          if (!sameButCheated(E.undo(next), s)) return false;
          if (E.undo(next).cheated !== (s.cheated || next.history.at(-1)!.type === 'deal' || next.history.at(-1)!.flip)) {
            return false;
          }
          s = next;
          const n = s.stock.length + s.removed.length * 13 + s.columns.reduce((k, c) => k + c.down.length + c.up.length, 0);
          if (n !== 104) return false;
          if (i % 16 === 0 && allCards(s).join() !== deck) return false;
          if (s.columns.some((c) => c.up.length === 0 && c.down.length > 0)) return false;
          if (s.stock.length !== 50 - 10 * s.deals) return false;
          const score = E.score(s);
          if (score !== (rules === 'st' ? sunRef(s) : gnomeRef(s))) return false;
          if (score < 0 || score > (rules === 'st' ? 1000 : 96)) return false;
        }
        expect(allCards(s).join()).toBe(deck);
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        // Undo all the way back: the deal again, exactly, apart from the cheater flag.
        let u = s;
        while (E.canUndo(u)) u = E.undo(u);
        expect({ ...u, cheated: false }).toEqual(start);
        return true;
      }),
      { numRuns: tier(1500, 200), seed: 20240601 },
    );
  });

  it('the score of every dealt game is 0 before any move (ST and GNOME)', () => {
    fc.assert(
      fc.property(games, ({ deal, rules, suits }) => E.score(newGame(deal, { rules, suits })) === 0),
      { numRuns: 500, seed: 500 },
    );
  });
});

describe('spider clicks and hints in random positions', () => {
  it('give legal moves, and null only when the clicked cards cannot go anywhere', () => {
    fc.assert(
      fc.property(games, ({ deal, rules, suits, choices }) => {
        let s = newGame(deal, { rules, suits });
        for (const r of choices.slice(0, 60)) {
          const before = E.legalMoves(s);
          if (before.length === 0) break;
          s = E.apply(s, pick(before, r));
          const ms = E.legalMoves(s);
          const h = hint(s);
          if (h !== null && whyIllegal(s, h) !== null) return false;
          for (let c = 0; c < 10; c++) {
            const col = s.columns[c]!;
            const total = col.down.length + col.up.length;
            const g = groupLength(col);
            for (let count = 1; count <= g; count++) {
              const m = count === g ? clickColumn(s, c) : clickCard(s, c, total - count);
              const possible = ms.some((x) => (x.type === 'move' && x.from === c && x.count === count) ||
                ((x.type === 'remove' || x.type === 'foundation') && x.col === c && count === 13));
              if (m === null ? possible : whyIllegal(s, m) !== null) return false;
              if (count === g && clickCard(s, c, total - g) === null && possible) return false;
            }
          }
        }
        return true;
      }),
      { numRuns: 200, seed: 99 },
    );
  });
});

/** A won layout with some runs taken off and up to three runs cut, their tails in empty columns. */
const nearWonArb = fc
  .record({
    suits: fc.constantFrom(1 as const, 2 as const, 4 as const),
    rules: fc.constantFrom('st' as const, 'gnome' as const),
    removedCount: fc.integer({ min: 0, max: 7 }),
    cols: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 }),
    cuts: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 }),
    choices: fc.array(fc.nat(), { minLength: 40, maxLength: 80 }),
  })
  .map(({ suits, rules, removedCount, cols, cuts, choices }) => {
    const sets = suitSets(suits);
    const removed = sets.slice(0, removedCount);
    const board = sets.slice(removedCount);
    const texts: string[] = Array(10).fill('') as string[];
    board.forEach((suit, i) => (texts[cols[i]!] = run(suit)));
    const empties = cols.slice(board.length);
    cuts.slice(0, Math.min(board.length, empties.length)).forEach((cut, i) => {
      const cards = texts[cols[i]!]!.split(' ');
      texts[cols[i]!] = cards.slice(0, cut).join(' ');
      texts[empties[i]!] = cards.slice(cut).join(' ');
    });
    return { state: mk({ cols: texts, removed, rules }), choices };
  });

describe('spider won games', () => {
  it('score 990..1000 (ST) or 96 (GNOME) whenever they are won', () => {
    let wins = 0;
    fc.assert(
      fc.property(nearWonArb, ({ state, choices }) => {
        let s = state;
        for (const r of choices) {
          if (E.status(s) === 'won') break;
          const ms = E.legalMoves(s);
          if (ms.length === 0) return false; // a near-won game can always go on
          // Mostly join a piece onto its own suit, otherwise anything legal.
          const joins = ms.filter((m) => {
            if (m.type !== 'move') return m.type !== 'deal';
            const to = s.columns[m.to]!.up.at(-1);
            const card = s.columns[m.from]!.up.at(-m.count)!;
            return to !== undefined && to[1] === card[1] && rank(to) === rank(card) + 1;
          });
          s = E.apply(s, r % 4 !== 0 && joins.length > 0 ? joins[r % joins.length]! : ms[r % ms.length]!);
        }
        if (E.status(s) !== 'won') return true;
        wins++;
        const onBoard = s.columns.filter((c) => c.up.length > 0).length;
        expect(onBoard + s.removed.length).toBe(8);
        const score = E.score(s);
        if (s.rules === 'gnome') return score === 96;
        return score >= 990 && score <= 1000 && score === 990 + 2 * Math.max(0, onBoard - 3) && score === sunRef(s);
      }),
      { numRuns: tier(600, 150), seed: 7 },
    );
    expect(wins).toBeGreaterThan(tier(200, 50));
  });
});
