/**
 * King's Korner solver, knowing the DECK order. It searches a normal form of play that loses no
 * wins: any winning game stays winning if every discard is made as soon as both of its cards are on
 * the GRID (earlier discards only free spaces sooner), so after each placement the only discard to
 * consider is one that uses the card just placed. Suits of plain cards never matter, centre spaces
 * are interchangeable, and a labelled space matters only until its court card comes. Positions
 * (cards drawn, what lies where) already shown to fail prune transpositions, so "lost" means no
 * order of placements and discards wins. Holding a card and putting it back is never needed.
 *
 * In that normal form a TEN goes as soon as it is placed, and every plain card kept on the GRID
 * waits for a partner still to come, which must come before the court card of the space it lies on:
 * a matching bound on those deadlines cuts most hopeless positions early.
 */
import { rankOf } from '../../core/cards';
import type { SolveBudget, Verdict } from '../../solver/types';
import { COURT_SPACES, SIZE, labelAt } from './layout';
import type { KKMove, KKState } from './rules';

const CLOCK_EVERY = 1024;
const COURT = 11;
const BLOCKED = -1;

class OutOfBudget {
  constructor(readonly reason: 'time' | 'memory') {}
}

const cellOf = (row: number, col: number): number => row * SIZE + col;
const at = (cell: number): { row: number; col: number } => ({ row: (cell / SIZE) | 0, col: cell % SIZE });

export function solveKingsKorner(state: KKState, budget: SolveBudget, now: () => number = () => 0): Verdict<KKMove> {
  if (state.end === 'won') return { result: 'won', line: [] };
  if (state.end !== null) return { result: 'lost' };

  // Cell values: 0 empty, 1..10 a plain card's value, COURT, BLOCKED.
  const cells: number[] = [];
  const centre: number[] = [];
  const labelled: number[] = [];
  const isCentre: boolean[] = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const x = state.grid[row]![col]!;
      cells.push(x === '#' ? BLOCKED : x === null ? 0 : rankOf(x) > 10 ? COURT : rankOf(x));
      const mid = labelAt(row, col) === null;
      (mid ? centre : labelled).push(cellOf(row, col));
      isCentre.push(mid);
    }
  }
  const prefix: KKMove[] = [];
  if (state.held) {
    // Putting the held card back loses nothing: the pair can be made again at once.
    prefix.push({ type: 'unhold' });
    cells[cellOf(state.held.row, state.held.col)] = rankOf(state.held.card);
  }
  const deck = (state.current ? [state.current, ...state.deck] : state.deck).map((c) => {
    const home = COURT_SPACES[c];
    return home ? -1 - cellOf(home.row, home.col) : rankOf(c); // a court card as -1 - its home cell
  });
  const firstDrawn = state.current !== null; // deck[0] is already face up

  // When each labelled space's court card arrives (deck index), deck.length for centre spaces.
  const deadline = cells.map(() => deck.length);
  deck.forEach((c, i) => {
    if (c < 0) deadline[-1 - c] = i;
  });
  // arrivals[w][i]: cards of value w at deck indices below i.
  const arrivals = Array.from({ length: 11 }, () => new Array<number>(deck.length + 1).fill(0));
  for (let w = 1; w <= 10; w++) for (let i = 0; i < deck.length; i++) arrivals[w]![i + 1] = arrivals[w]![i]! + (deck[i] === w ? 1 : 0);
  /** The k-th earliest deadline among kept cards of value v needs k partners arriving from i before it. */
  const starved = (i: number): boolean => {
    const due: number[][] = Array.from({ length: 10 }, () => []);
    for (let c = 0; c < cells.length; c++) {
      const v = cells[c]!;
      if (v >= 1 && v <= 9) due[v]!.push(deadline[c]!);
    }
    for (let v = 1; v <= 9; v++) {
      const d = due[v]!;
      if (d.length === 0) continue;
      d.sort((a, b) => a - b);
      const pool = arrivals[10 - v]!;
      for (let k = 0; k < d.length; k++) if (d[k]! <= i || pool[d[k]!]! - pool[i]! < k + 1) return true;
    }
    return false;
  };

  const failed = new Set<string>();
  const path: KKMove[] = [];
  const start = now();
  let nodes = 0;

  const key = (i: number, root: boolean): string => {
    // Centre spaces are alike: sort their values.
    const mid = centre.map((c) => cells[c]!).sort((a, b) => a - b);
    let k = (root ? 'r' : '') + i + ':';
    for (const c of labelled) k += String.fromCharCode(cells[c]! + 66);
    return k + ':' + mid.map((v) => String.fromCharCode(v + 66)).join('');
  };
  const tick = (): void => {
    if (++nodes > budget.maxNodes) throw new OutOfBudget('memory');
    if (nodes % CLOCK_EVERY === 0 && now() - start > budget.maxMs) throw new OutOfBudget('time');
  };
  const pushDiscard = (cell: number): void => {
    path.push({ type: 'discardTen', ...at(cell) });
  };
  const pushPair = (a: number, b: number): void => {
    path.push({ type: 'hold', ...at(a) }, { type: 'pair', ...at(b) });
  };
  /** Distinct cells holding value v: every centre cell is one class, so only its first is tried. */
  const cellsWith = (v: number, except: number): number[] => {
    const out: number[] = [];
    let centreSeen = false;
    for (let c = 0; c < cells.length; c++) {
      if (c === except || cells[c] !== v) continue;
      if (isCentre[c] && centreSeen) continue;
      centreSeen ||= isCentre[c]!;
      out.push(c);
    }
    return out;
  };

  /** Every card has been played: pair off what is left (always possible, see docs/kings-korner.md). */
  const finish = (): boolean => {
    for (;;) {
      const ten = cells.indexOf(10);
      if (ten >= 0) {
        pushDiscard(ten);
        cells[ten] = 0;
        continue;
      }
      let done = true;
      for (let a = 0; a < cells.length && done; a++) {
        const v = cells[a]!;
        if (v < 1 || v > 9) continue;
        const b = cells.findIndex((w, c) => c !== a && w === 10 - v);
        if (b < 0) return false;
        pushPair(a, b);
        cells[a] = 0;
        cells[b] = 0;
        done = false;
      }
      if (done) return true;
    }
  };

  /**
   * After deck[i] is placed. A card that was face up at the start was placed before the player's
   * pending discards could be made: those are searched then (root), as at a start with no card up.
   */
  const next = (i: number): boolean => (i === 0 && firstDrawn ? root(1) : draw(i + 1));

  /** Draw (unless already face up) and place deck[i], then go on. */
  const draw = (i: number): boolean => {
    if (i === deck.length) return finish();
    const k = key(i, false);
    if (failed.has(k)) return false;
    tick();
    if (starved(i)) return false;
    const empty = cells.indexOf(0);
    if (empty < 0) return fail(k); // a full GRID: no draw, and every discard was due earlier
    const card = deck[i]!;
    const drawMove: KKMove[] = i === 0 && firstDrawn ? [] : [{ type: 'draw' }];
    const mark = path.length;
    if (card < 0) {
      const home = -1 - card;
      if (cells[home] !== 0) return fail(k);
      path.push(...drawMove, { type: 'place', ...at(home) });
      cells[home] = COURT;
      if (next(i)) return true;
      cells[home] = 0;
      path.length = mark;
      return fail(k);
    }
    const v = card;
    // Placed and discarded at once: where it lay does not matter.
    if (v === 10) {
      path.push(...drawMove, { type: 'place', ...at(empty) }, { type: 'discardTen', ...at(empty) });
      if (next(i)) return true;
      path.length = mark;
    } else {
      for (const p of cellsWith(10 - v, -1)) {
        path.push(...drawMove, { type: 'place', ...at(empty) });
        pushPair(empty, p);
        cells[p] = 0;
        if (next(i)) return true;
        cells[p] = 10 - v;
        path.length = mark;
      }
    }
    // Kept on the GRID (never a TEN): one centre space, or a labelled space whose court card is still to come.
    if (v !== 10) for (const c of cellsWith(0, -1)) {
      cells[c] = v;
      path.push(...drawMove, { type: 'place', ...at(c) });
      if (next(i)) return true;
      path.length = mark;
      cells[c] = 0;
    }
    return fail(k);
  };
  const fail = (k: string): false => {
    failed.add(k);
    return false;
  };

  /** A position from a player may have discards left undone: any of them, then the normal form. */
  const root = (i: number): boolean => {
    const k = key(i, true);
    if (failed.has(k)) return false;
    tick();
    const mark = path.length;
    for (let a = 0; a < cells.length; a++) {
      const v = cells[a]!;
      if (v < 1 || v > 10) continue;
      if (v === 10) {
        pushDiscard(a);
        cells[a] = 0;
        if (root(i)) return true;
        cells[a] = 10;
        path.length = mark;
        continue;
      }
      for (const b of cellsWith(10 - v, a)) {
        pushPair(a, b);
        cells[a] = 0;
        cells[b] = 0;
        if (root(i)) return true;
        cells[a] = v;
        cells[b] = 10 - v;
        path.length = mark;
      }
    }
    if (draw(i)) return true;
    return fail(k);
  };

  try {
    const ok = firstDrawn ? draw(0) : root(0);
    if (!ok) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: [...prefix, ...path] };
}
