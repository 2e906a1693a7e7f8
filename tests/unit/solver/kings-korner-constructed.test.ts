/**
 * King's Korner solver against an exhaustive search on the engine, on small constructed positions:
 * a few court cards still to come, a few pairs making ten (and maybe a TEN) shared between the GRID
 * (on random spaces, partners together or not) and the DECK. These reach every way the solver decides:
 * the counting check at the root, a search that fails, a search that has to go back on a choice.
 */
import { describe, expect, test } from 'vitest';
import { tier } from '../tier';
import { Rng, shuffle } from '../../../src/core/rng';
import { COURT_SPACES, kkEngine, type FreeSpaces, type KKMove, type KKState } from '../../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../../src/games/kings-korner/solver';
import { canWin, replay } from './helpers';

const engine = kkEngine as unknown as Parameters<typeof replay<KKState, never>>[0];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'];
const key = (s: KKState) => JSON.stringify([s.grid, s.deck.length, s.current, s.held]);
const noUnhold = (m: KKMove) => m.type !== 'unhold'; // hold then put back goes round in a circle

/** A position from `seed`, or null when its GRID cards do not fit. */
function constructed(seed: number): KKState | null {
  const rng = new Rng(seed);
  const s = kkEngine.newGame(1, { freeSpaces: rng.int(3) as FreeSpaces });
  const grid = s.grid.map((r) => r.slice());
  const courts = shuffle(Object.keys(COURT_SPACES), rng);
  const remain = courts.slice(0, 2 + rng.int(5));
  for (const c of courts.slice(remain.length)) grid[COURT_SPACES[c]!.row]![COURT_SPACES[c]!.col] = c;
  const used = new Set<string>();
  const card = (v: number): string | null => {
    for (const suit of shuffle(['S', 'H', 'D', 'C'], rng)) {
      const c = RANKS[v - 1]! + suit;
      if (!used.has(c)) {
        used.add(c);
        return c;
      }
    }
    return null;
  };
  const plain: string[] = [];
  const pairs = 2 + rng.int(5);
  for (let i = 0; i < pairs; i++) {
    const v = 1 + rng.int(5);
    const a = card(v);
    const b = card(10 - v);
    if (a && b) plain.push(a, b);
  }
  if (rng.int(2) === 0) {
    const t = card(10);
    if (t) plain.push(t);
  }
  const mixed = shuffle(plain, rng);
  const onGrid = rng.int(4);
  for (const c of mixed.slice(0, onGrid)) {
    const open: [number, number][] = [];
    grid.forEach((r, row) => r.forEach((x, col) => x === null && open.push([row, col])));
    if (open.length === 0) return null;
    const [row, col] = open[rng.int(open.length)]!;
    grid[row]![col] = c;
  }
  return { ...s, grid, deck: shuffle([...mixed.slice(onGrid), ...remain], rng), discard: [] };
}

/** How the solver decided: before any position (counting), by a straight search, or going back. */
function how(s: KKState, result: string): string {
  if (solveKingsKorner(s, { maxMs: 1e9, maxNodes: 0 }).result !== 'unknown') return `${result} at the root`;
  return solveKingsKorner(s, { maxMs: 1e9, maxNodes: s.deck.length }).result !== 'unknown'
    ? `${result} by a straight search` : `${result} after going back`;
}

// Seeds whose positions make the search fail after expanding positions, or go back on a choice to win.
const SEARCHED = [2704, 10734, 10911, 21306, 38898, 40461, 41982, 44567, 52360, 60037, 77743, 84069, 84355, 90243];

describe("King's Korner solver on constructed positions", () => {
  test('every verdict agrees with an exhaustive search on the engine; every line wins', () => {
    const seen = new Map<string, number>();
    for (const seed of [...Array.from({ length: tier(400, 120) }, (_, i) => i + 1), ...SEARCHED]) {
      const s = constructed(seed);
      if (s === null || s.end !== null) continue;
      const v = solveKingsKorner(s, { maxMs: 1e9, maxNodes: 1_000_000 });
      expect(v.result).not.toBe('unknown');
      expect(v.result === 'won', `seed ${seed}`).toBe(canWin(engine, s, key, noUnhold));
      if (v.result === 'won') expect(kkEngine.status(replay(engine, s, v.line as never[]))).toBe('won');
      const h = how(s, v.result);
      seen.set(h, (seen.get(h) ?? 0) + 1);
    }
    expect(seen.get('lost at the root')).toBeGreaterThan(tier(50, 15));
    expect(seen.get('won by a straight search')).toBeGreaterThan(tier(50, 15));
    expect(seen.get('lost by a straight search')).toBeGreaterThan(tier(5, 1));
    expect(seen.get('won after going back')).toBeGreaterThan(0);
  });
});
