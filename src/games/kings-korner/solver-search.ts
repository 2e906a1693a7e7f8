/**
 * The King's Korner solver in normal form (see solver.ts and docs/kings-korner.md, "How the solver
 * decides"): every TEN goes at once and every card that makes ten with a waiting card is paired at
 * once. Then which cards wait on the GRID, and how many of each value, is fixed by the DECK order; the
 * only choices left are the space each waiting card takes and, when a card pairs, which waiting
 * partner leaves. Three parts:
 *  - a counting check, before any search: before each card, the waiting cards and the new one must fit
 *    in the spaces still open (a court card: in the spaces other than its own);
 *  - from a GRID with no plain card on it, that check is also enough: a construction (backwards in
 *    time) gives every card a space without search;
 *  - otherwise a depth-first search over spaces; a position is the deck index and the class of the
 *    card on each labelled space (centre spaces are alike, and their contents follow from the fixed
 *    counts), packed in one number for the memo of failed positions.
 */
import type { KKMove } from './rules';

export const COURT = 11;
export const BLOCKED = -1;

export class OutOfBudget extends Error {
  constructor(readonly reason: 'time' | 'memory') {
    super(`out of budget (${reason})`);
  }
}

const SIZE = 4;
const at = (cell: number): { row: number; col: number } => ({ row: (cell / SIZE) | 0, col: cell % SIZE });
/** A value's pairing class: A+9 -> 1, 2+8 -> 2, 3+7 -> 3, 4+6 -> 4, 5+5 -> 5. */
export const classOf = (v: number): number => (v <= 5 ? v : 10 - v);

const E_COURT = 0;
const E_TEN = 1;
const E_POP = 2; // a card whose partner waits: placed and paired at once
const E_PUSH = 3; // a card that has to wait
const SHIFT = 2 ** 36; // 12 labelled spaces x 3 bits

export interface SearchInput {
  /** Plain cards as their values, court cards as -1 - their home cell. */
  deck: readonly number[];
  /** For each cell: the deck index its court card arrives at (deck.length for centre spaces). */
  deadline: readonly number[];
  isCentre: readonly boolean[];
  /** Centre spaces left blocked by the FREE SPACES count: no part of the search. */
  blocked: readonly boolean[];
  /** The deck index the normal form starts at (the next card to draw). */
  from: number;
  path: KKMove[];
  tick: () => void;
}

/**
 * Returns `run(cells)`: whether the normal form wins from a GRID in normal form (no TEN, no two cards
 * making ten) at deck index `from`, appending the winning moves to `path`. Every grid passed must hold
 * the same number of cards of each value (the root's choices only differ in where they lie); the memo
 * is shared between calls.
 */
export function normalSearch(input: SearchInput): (cells: number[]) => boolean {
  const { deck, deadline, isCentre, blocked, from, path, tick } = input;
  const n = deck.length;
  const labelled: number[] = [];
  const labelIndex: number[] = new Array<number>(16).fill(-1);
  const centre: number[] = [];
  for (let c = 0; c < 16; c++) {
    if (blocked[c]) continue;
    if (isCentre[c]) centre.push(c);
    else {
      labelIndex[c] = labelled.length;
      labelled.push(c);
    }
  }
  const weight = labelled.map((_, k) => 8 ** k);

  const kind: number[] = new Array<number>(n).fill(E_COURT);
  const cls: number[] = new Array<number>(n).fill(0);
  /** Cards waiting on the GRID before deck[j] is drawn. */
  const waitingAt: number[] = new Array<number>(n + 1).fill(0);
  /** popsBefore[c][t]: pairing arrivals of class c at deck indices in [from, t). */
  const popsBefore = Array.from({ length: 6 }, () => new Array<number>(n + 1).fill(0));
  let feasible = true;
  let ready = false;

  let cells: number[] = [];
  let code = 0;
  const centreCount = new Array<number>(6).fill(0);
  const failed = new Set<number>();

  /**
   * The fixed schedule: for each card from `from`, whether it is a court, a TEN, a pairing card or a
   * waiting card, and a counting check that needs no search: before each card the waiting cards plus
   * the new one (or, for a court, plus its own empty space) must fit in the spaces still open.
   */
  const prepare = (): void => {
    const count = new Array<number>(11).fill(0);
    for (const v of cells) if (v >= 1 && v <= 9) count[v]!++;
    // Per class: how many cards wait, and their value (never both values of a class at once).
    const waiting = new Array<number>(6).fill(0);
    const value = new Array<number>(6).fill(0);
    for (let c = 1; c <= 4; c++) {
      waiting[c] = Math.abs(count[c]! - count[10 - c]!);
      value[c] = count[c]! >= count[10 - c]! ? c : 10 - c;
    }
    waiting[5] = count[5]! % 2;
    value[5] = 5;
    let total = waiting.reduce((a, b) => a + b, 0);
    const openAfter = (j: number): number => {
      let k = centre.length;
      for (const c of labelled) if (cells[c] !== COURT && deadline[c]! > j) k++;
      return k;
    };
    for (let j = from; j < n; j++) {
      const v = deck[j]!;
      waitingAt[j] = total;
      for (let c = 1; c <= 5; c++) popsBefore[c]![j + 1] = popsBefore[c]![j]!;
      if (v < 0) {
        kind[j] = E_COURT;
        if (total > openAfter(j)) feasible = false;
        continue;
      }
      if (total + 1 > openAfter(j)) feasible = false;
      if (v === 10) {
        kind[j] = E_TEN;
        continue;
      }
      const c = classOf(v);
      cls[j] = c;
      if (waiting[c]! > 0 && (c === 5 || value[c] === 10 - v)) {
        kind[j] = E_POP;
        waiting[c]!--;
        total--;
        popsBefore[c]![j + 1]!++;
      } else {
        kind[j] = E_PUSH;
        waiting[c]!++;
        value[c] = v;
        total++;
      }
    }
    waitingAt[n] = total;
    if (total !== 0) feasible = false; // not a real deal: cards that can never pair
    ready = true;
  };

  /** Cards of class c on labelled spaces: the k-th earliest deadline needs k pairing cards before it. */
  const starved = (c: number, j: number): boolean => {
    const due: number[] = [];
    for (const cell of labelled) {
      const v = cells[cell]!;
      if (v >= 1 && v <= 9 && classOf(v) === c) due.push(deadline[cell]!);
    }
    if (due.length === 0) return false;
    due.sort((a, b) => a - b);
    const pops = popsBefore[c]!;
    const base = pops[j]!;
    for (let k = 0; k < due.length; k++) if (pops[due[k]!]! - base < k + 1) return true;
    return false;
  };

  const firstEmpty = (): number => {
    for (const c of centre) if (cells[c] === 0) return c;
    for (const c of labelled) if (cells[c] === 0) return c;
    return -1;
  };

  const fail = (key: number): false => {
    failed.add(key);
    return false;
  };

  const setCell = (cell: number, v: number): void => {
    const old = cells[cell]!;
    cells[cell] = v;
    if (isCentre[cell]) {
      if (old >= 1 && old <= 9) centreCount[classOf(old)]!--;
      if (v >= 1 && v <= 9) centreCount[classOf(v)]!++;
      return;
    }
    const w = weight[labelIndex[cell]!]!;
    if (old >= 1 && old <= 9) code -= classOf(old) * w;
    if (v >= 1 && v <= 9) code += classOf(v) * w;
  };

  /**
   * From an index where no plain card lies on the GRID, the counting check alone guarantees a win
   * (docs/kings-korner.md, "The solver"): pair each card with the earliest waiting partner, which fixes
   * when every card arrives and leaves, then give each card a space going backwards in time, latest
   * departure first, any space free then whose court comes later. Appends the moves; false (nothing
   * appended) only if that construction fails, which the proof rules out.
   */
  const complete = (j: number): boolean => {
    const leave: number[] = new Array<number>(n).fill(0); // when the card drawn at t leaves the GRID
    const partnerOf: number[] = new Array<number>(n).fill(-1); // for a pairing card: the waiting card it takes
    const queue: number[][] = Array.from({ length: 6 }, () => []);
    for (let t = j; t < n; t++) {
      const k = kind[t]!;
      if (k === E_COURT) continue;
      leave[t] = t; // a TEN or a pairing card leaves at once
      if (k === E_PUSH) queue[cls[t]!]!.push(t);
      else if (k === E_POP) {
        const a = queue[cls[t]!]!.shift()!;
        leave[a] = t;
        partnerOf[t] = a;
      }
    }
    const spaces: number[] = [];
    for (const c of centre) spaces.push(c);
    for (const c of labelled) if (cells[c] === 0) spaces.push(c);
    /** Going backwards: the earliest arrival of a card already given each space. */
    const freeAfter = new Map<number, number>(spaces.map((c) => [c, n]));
    const order: number[] = [];
    for (let t = j; t < n; t++) if (kind[t] !== E_COURT) order.push(t);
    order.sort((a, b) => leave[b]! - leave[a]! || b - a);
    const space: number[] = new Array<number>(n).fill(-1);
    for (const t of order) {
      const out = leave[t]!;
      const s = spaces.find((c) => freeAfter.get(c)! > out && deadline[c]! > out);
      if (s === undefined) return false;
      space[t] = s;
      freeAfter.set(s, t);
    }
    for (let t = j; t < n; t++) {
      tick(); // each card placed counts as a position, as in the search
      const v = deck[t]!;
      path.push({ type: 'draw' });
      if (kind[t] === E_COURT) path.push({ type: 'place', ...at(-1 - v) });
      else {
        path.push({ type: 'place', ...at(space[t]!) });
        if (kind[t] === E_TEN) path.push({ type: 'discardTen', ...at(space[t]!) });
        else if (kind[t] === E_POP) path.push({ type: 'hold', ...at(space[t]!) }, { type: 'pair', ...at(space[partnerOf[t]!]!) });
      }
    }
    return true;
  };

  /** Draw deck[j] and play it in normal form, then go on. */
  const step = (j: number): boolean => {
    if (j === n) return true;
    if (waitingAt[j] === 0 && complete(j)) return true;
    const key = j * SHIFT + code;
    if (failed.has(key)) return false;
    tick();
    const mark = path.length;
    const v = deck[j]!;
    const k = kind[j]!;
    if (k === E_COURT) {
      const home = -1 - v;
      if (cells[home] !== 0) return fail(key);
      cells[home] = COURT;
      path.push({ type: 'draw' }, { type: 'place', ...at(home) });
      if (step(j + 1)) return true;
      cells[home] = 0;
      path.length = mark;
      return fail(key);
    }
    const empty = firstEmpty();
    if (empty < 0) return fail(key);
    if (k === E_TEN) {
      path.push({ type: 'draw' }, { type: 'place', ...at(empty) }, { type: 'discardTen', ...at(empty) });
      if (step(j + 1)) return true;
      path.length = mark;
      return fail(key);
    }
    const c = cls[j]!;
    const partner = 10 - v;
    if (k === E_POP) {
      // Which waiting partner leaves: each labelled one (its own deadline), or one on a centre space.
      const options: number[] = [];
      for (const cell of labelled) if (cells[cell] === partner) options.push(cell);
      options.sort((a, b) => deadline[a]! - deadline[b]!);
      if (centreCount[c]! > 0) for (const cell of centre) if (cells[cell] === partner) {
        options.push(cell);
        break;
      }
      for (const p of options) {
        setCell(p, 0);
        if (!starved(c, j + 1)) {
          path.push({ type: 'draw' }, { type: 'place', ...at(empty) }, { type: 'hold', ...at(empty) }, { type: 'pair', ...at(p) });
          if (step(j + 1)) return true;
          path.length = mark;
        }
        setCell(p, partner);
      }
      return fail(key);
    }
    // A waiting card: an open labelled space (latest-fitting first) or a centre space.
    const options: number[] = [];
    for (const cell of labelled) if (cells[cell] === 0) options.push(cell);
    options.sort((a, b) => deadline[a]! - deadline[b]!);
    for (const cell of centre) if (cells[cell] === 0) {
      options.push(cell);
      break;
    }
    for (const p of options) {
      setCell(p, v);
      if (isCentre[p] || !starved(c, j + 1)) {
        path.push({ type: 'draw' }, { type: 'place', ...at(p) });
        if (step(j + 1)) return true;
        path.length = mark;
      }
      setCell(p, 0);
    }
    return fail(key);
  };

  return (grid: number[]): boolean => {
    cells = grid;
    code = 0;
    centreCount.fill(0);
    for (let c = 0; c < 16; c++) {
      const v = cells[c]!;
      if (v >= 1 && v <= 9) {
        if (isCentre[c]) centreCount[classOf(v)]!++;
        else code += classOf(v) * weight[labelIndex[c]!]!;
      }
    }
    if (!ready) prepare();
    if (!feasible) return false;
    for (let c = 1; c <= 5; c++) if (starved(c, from)) return false;
    return step(from);
  };
}
