/**
 * King's Korner solver, knowing the DECK order. It searches a normal form of play that loses no
 * wins: any winning game stays winning if every discard is made as soon as both of its cards are on
 * the GRID (earlier discards only free spaces sooner), so after each placement the only discard to
 * consider is one that uses the card just placed. Suits of plain cards never matter, centre spaces
 * are interchangeable, and a labelled space matters only until its court card comes. Positions
 * (cards drawn, what lies where) already shown to fail prune transpositions, so "lost" means no
 * order of placements and discards wins. Holding a card and putting it back is never needed.
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
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const x = state.grid[row]![col]!;
      cells.push(x === '#' ? BLOCKED : x === null ? 0 : rankOf(x) > 10 ? COURT : rankOf(x));
      if (labelAt(row, col) === null) centre.push(cellOf(row, col));
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

  const failed = new Set<string>();
  const path: KKMove[] = [];
  const start = now();
  let nodes = 0;

  const key = (i: number, root: boolean): string => {
    // Centre spaces are alike: sort their values.
    const mid = centre.map((c) => cells[c]!).sort((a, b) => a - b);
    let k = (root ? 'r' : '') + i + ':';
    for (let c = 0; c < cells.length; c++) if (labelAt(at(c).row, at(c).col) !== null) k += String.fromCharCode(cells[c]! + 66);
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
      const isCentre = centre.includes(c);
      if (isCentre && centreSeen) continue;
      centreSeen ||= isCentre;
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

  /** Draw (unless already face up) and place deck[i], then go on. */
  const draw = (i: number): boolean => {
    if (i === deck.length) return finish();
    const k = key(i, false);
    if (failed.has(k)) return false;
    tick();
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
      if (draw(i + 1)) return true;
      cells[home] = 0;
      path.length = mark;
      return fail(k);
    }
    const v = card;
    // Placed and discarded at once: where it lay does not matter.
    if (v === 10) {
      path.push(...drawMove, { type: 'place', ...at(empty) }, { type: 'discardTen', ...at(empty) });
      if (draw(i + 1)) return true;
      path.length = mark;
    } else {
      for (const p of cellsWith(10 - v, -1)) {
        path.push(...drawMove, { type: 'place', ...at(empty) });
        pushPair(empty, p);
        cells[p] = 0;
        if (draw(i + 1)) return true;
        cells[p] = 10 - v;
        path.length = mark;
      }
    }
    // Kept on the GRID: one centre space, or a labelled space whose court card is still to come.
    for (const c of cellsWith(0, -1)) {
      cells[c] = v;
      path.push(...drawMove, { type: 'place', ...at(c) });
      if (draw(i + 1)) return true;
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
  const root = (): boolean => {
    const k = key(0, true);
    if (failed.has(k)) return false;
    tick();
    const mark = path.length;
    for (let a = 0; a < cells.length; a++) {
      const v = cells[a]!;
      if (v < 1 || v > 10) continue;
      if (v === 10) {
        pushDiscard(a);
        cells[a] = 0;
        if (root()) return true;
        cells[a] = 10;
        path.length = mark;
        continue;
      }
      for (const b of cellsWith(10 - v, a)) {
        pushPair(a, b);
        cells[a] = 0;
        cells[b] = 0;
        if (root()) return true;
        cells[a] = v;
        cells[b] = 10 - v;
        path.length = mark;
      }
    }
    if (firstDrawn) return fail(k); // a face-up card must be placed before any discard: handled in draw
    if (draw(0)) return true;
    return fail(k);
  };

  try {
    const ok = firstDrawn ? draw(0) : root();
    if (!ok) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: [...prefix, ...path] };
}
