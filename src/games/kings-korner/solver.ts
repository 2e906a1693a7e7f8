/**
 * King's Korner solver, knowing the DECK order. It searches a normal form of play that loses no
 * wins (proofs in docs/kings-korner.md, "The solver"):
 *  1. every discard is made as soon as both of its cards are on the GRID (earlier discards only free
 *     spaces sooner), so a TEN goes as soon as it is placed;
 *  2. a card placed while a card making ten with it waits on the GRID is paired at once: a win that
 *     keeps both waiting pairs them with two later cards instead, and pairing now and letting the
 *     later of those two wait on the space one of the pair would still hold is a win too.
 * Then which cards wait, and how many of each value, follows from the DECK order alone, and
 * solver-search.ts decides by counting, builds a line without search from an empty GRID, and searches
 * only the choice of spaces otherwise. Holding a card and putting it back is never needed.
 *
 * A position from a player may be off the normal form (discards left undone, a card face up or held):
 * the root puts a held card back, places a face-up card on each distinct space, makes every pending
 * discard, choosing which of the cards in excess stay, and then searches in normal form.
 */
import { rankOf } from '../../core/cards';
import type { SolveBudget, Verdict } from '../../solver/types';
import { COURT_SPACES, SIZE, labelAt } from './layout';
import type { KKMove, KKState } from './rules';
import { BLOCKED, COURT, OutOfBudget, normalSearch } from './solver-search';

const CLOCK_EVERY = 1024;

const cellOf = (row: number, col: number): number => row * SIZE + col;
const at = (cell: number): { row: number; col: number } => ({ row: (cell / SIZE) | 0, col: cell % SIZE });

/** Every way to choose `k` of `xs`. */
function choose<T>(xs: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (xs.length < k) return [];
  const [x, ...rest] = xs;
  return [...choose(rest, k - 1).map((c) => [x!, ...c]), ...choose(rest, k)];
}

export function solveKingsKorner(state: KKState, budget: SolveBudget, now: () => number = () => 0): Verdict<KKMove> {
  if (state.end === 'won') return { result: 'won', line: [] };
  if (state.end !== null) return { result: 'lost' };

  // Cell values: 0 empty, 1..10 a plain card's value, COURT, BLOCKED.
  const cells: number[] = [];
  const isCentre: boolean[] = [];
  for (let row = 0; row < SIZE; row++) {
    for (let col = 0; col < SIZE; col++) {
      const x = state.grid[row]![col]!;
      cells.push(x === '#' ? BLOCKED : x === null ? 0 : rankOf(x) > 10 ? COURT : rankOf(x));
      isCentre.push(labelAt(row, col) === null);
    }
  }
  const path: KKMove[] = [];
  if (state.held) {
    // Putting the held card back loses nothing: the pair can be made again at once.
    path.push({ type: 'unhold' });
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

  const start = now();
  let nodes = 0;
  const tick = (): void => {
    if (++nodes > budget.maxNodes) throw new OutOfBudget('memory');
    if (nodes % CLOCK_EVERY === 0 && now() - start > budget.maxMs) throw new OutOfBudget('time');
  };
  const search = normalSearch({
    deck, deadline, isCentre, blocked: cells.map((v) => v === BLOCKED), from: firstDrawn ? 1 : 0, path, tick,
  });

  /** Make every pending discard (TENs, then pairs), trying each choice of the cards left over. */
  const settle = (c: number): boolean => {
    if (c === 0) {
      const saved = cells.slice();
      const mark = path.length;
      cells.forEach((v, cell) => {
        if (v === 10) {
          path.push({ type: 'discardTen', ...at(cell) });
          cells[cell] = 0;
        }
      });
      if (settle(1)) return true;
      saved.forEach((v, i) => (cells[i] = v));
      path.length = mark;
      return false;
    }
    if (c === 6) return search(cells);
    const low = cells.flatMap((v, cell) => (v === c ? [cell] : []));
    const high = c === 5 ? low : cells.flatMap((v, cell) => (v === 10 - c ? [cell] : []));
    // Fives pair among themselves: an odd one stays. Otherwise the surplus of one value stays.
    const [more, fewer] = low.length >= high.length ? [low, high] : [high, low];
    const stay = c === 5 ? low.length % 2 : more.length - fewer.length;
    if (c === 5 ? low.length < 2 : fewer.length === 0) return settle(c + 1);
    const mark = path.length;
    for (const kept of choose(more, stay)) {
      const gone = more.filter((x) => !kept.includes(x));
      const pairs: [number, number][] = c === 5
        ? Array.from({ length: gone.length / 2 }, (_, i) => [gone[2 * i]!, gone[2 * i + 1]!])
        : gone.map((x, i) => [x, fewer[i]!]);
      const saved = cells.slice();
      for (const [a, b] of pairs) {
        path.push({ type: 'hold', ...at(a) }, { type: 'pair', ...at(b) });
        cells[a] = 0;
        cells[b] = 0;
      }
      if (settle(c + 1)) return true;
      saved.forEach((v, i) => (cells[i] = v));
      path.length = mark;
    }
    return false;
  };

  /** The face-up card (if any) goes first: a court card on its space, any other on each distinct space. */
  const root = (): boolean => {
    if (!firstDrawn) return settle(0);
    const v = deck[0]!;
    if (v < 0) {
      cells[-1 - v] = COURT;
      path.push({ type: 'place', ...at(-1 - v) });
      return settle(0);
    }
    const mark = path.length;
    let centreTried = false;
    for (let cell = 0; cell < cells.length; cell++) {
      if (cells[cell] !== 0) continue;
      if (isCentre[cell]) {
        if (centreTried) continue; // centre spaces are alike
        centreTried = true;
      }
      cells[cell] = v;
      path.push({ type: 'place', ...at(cell) });
      if (settle(0)) return true;
      cells[cell] = 0;
      path.length = mark;
    }
    return false;
  };

  try {
    if (!root()) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: path };
}
