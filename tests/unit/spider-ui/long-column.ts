/**
 * A position with one very long column, reached by legal moves only (so a save of it passes the
 * save's validator, which replays the history): a group goes onto the target column whenever one
 * fits; otherwise HELP's move when it leaves the target alone, else a move drawn from a seeded
 * random stream, else a deal. Used by the screen tests of long columns (unit and browser).
 */
import { Rng } from '../../../src/core/rng';
import { cardLines, columnEnd, type Geo } from '../../../src/games/spider/layout';
import { clickCard, hint, legalMoves, newGame, spiderEngine, type SpiderMove, type SpiderRules, type SpiderState } from '../../../src/games/spider/engine';

const size = (s: SpiderState, col: number) => s.columns[col]!.down.length + s.columns[col]!.up.length;
const leaves = (m: SpiderMove, col: number) => m.type === 'move' && m.from !== col && m.to !== col;

/** Plays deal `deal` (one suit) until column `col` holds `cards` cards; null if the walk gets stuck. */
export function longColumn(deal: number, rules: SpiderRules, col: number, cards: number, seed = 1, maxMoves = 400): SpiderState | null {
  let s = newGame(deal, { rules, suits: 1 });
  const rng = new Rng(seed);
  for (let i = 0; i < maxMoves && size(s, col) < cards; i++) {
    const moves = legalMoves(s);
    const onto = moves.filter((m) => m.type === 'move' && m.to === col);
    const h = hint(s);
    const other = moves.filter((m) => leaves(m, col));
    const deal = moves.find((m) => m.type === 'deal');
    let pick: SpiderMove | undefined = onto.reduce<SpiderMove | undefined>((a, b) => (a?.type === 'move' && b.type === 'move' && a.count >= b.count ? a : b), undefined);
    if (!pick && h && leaves(h, col) && rng.int(4) > 0) pick = h;
    if (!pick && other.length && (!deal || rng.int(10) > 0)) pick = other[rng.int(other.length)];
    pick ??= deal;
    if (!pick) return null;
    s = spiderEngine.apply(s, pick);
  }
  return size(s, col) >= cards ? s : null;
}

/**
 * The first (seed, column) that builds a column of `cards` cards for this deal whose top card a
 * click moves (deterministic).
 */
export function findLongColumn(deal: number, rules: SpiderRules, cards: number): { s: SpiderState; col: number } {
  for (let seed = 1; seed <= 50; seed++) {
    for (let col = 0; col < 10; col++) {
      const s = longColumn(deal, rules, col, cards, seed);
      if (s && clickCard(s, col, size(s, col) - 1)) return { s, col };
    }
  }
  throw new Error(`no ${cards}-card column found for deal ${deal}`);
}

/**
 * The highest line `a` a VIEW split may start from in this position: every column either ends
 * above it or passes it with its top card more than the band's height (11) under it; `b` is the
 * highest such top card.
 */
export function firstSplit(g: Geo, s: SpiderState): { a: number; b: number } | null {
  const tops = s.columns.map((c) => cardLines(g, c).at(-1) ?? 0);
  const passing = (a: number) => s.columns.flatMap((c, i) => (columnEnd(g, c) > a ? [i] : []));
  for (let a = 0; a < g.room; a++) {
    const p = passing(a);
    if (p.length && p.every((i) => tops[i]! > a + 11)) return { a, b: Math.min(...p.map((i) => tops[i]!)) };
  }
  return null;
}
