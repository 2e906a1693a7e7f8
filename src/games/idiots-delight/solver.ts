/**
 * Idiot's Delight solver: depth-first search over one hand, knowing the pile's order. Positions
 * (rows, cards dealt, Free Card used) already shown to fail prune transpositions, so "lost" means
 * every order of removals, moves into empty rows, deals and the Free Card was tried. The search is
 * finite without a depth limit: a removal or deal makes progress, and a move into an empty row
 * raises the number of non-empty rows until the next removal or deal.
 *
 * Wins are looked for first with a cheaper search that, wherever a removal is possible, tries only
 * removals (half the budget at most); it can miss wins, so it never answers "lost". The exact
 * search then runs with what is left of the budget.
 */
import { rankOf, suitOf, SUITS } from '../../core/cards';
import type { SolveBudget, Verdict } from '../../solver/types';
import { ROWS, WIN_REMOVED, isOver, isWon, type IDMove, type IDState } from './engine';

const CLOCK_EVERY = 1024;

class OutOfBudget {
  constructor(readonly reason: 'time' | 'memory') {}
}

/** A card as 0..51: suit * 13 + (rank with Aces high) - 2, so a higher code of one suit beats a lower. */
function code(c: string): number {
  const r = rankOf(c);
  return SUITS.indexOf(suitOf(c)) * 13 + (r === 1 ? 12 : r - 2);
}
const isAce = (x: number): boolean => x % 13 === 12;

export function solveIdiotsDelight(state: IDState, budget: SolveBudget, now: () => number = () => 0): Verdict<IDMove> {
  if (isWon(state)) return { result: 'won', line: [] };
  if (isOver(state)) return { result: 'lost' };

  const rows = state.rows.map((r) => r.map(code));
  const stock = state.stock.map(code);
  const freeCard = state.freeCard;
  let freeUsed = state.freeCardUsed;
  let removed = state.discards.length;
  let dealt = 0; // deals made by the search (4 cards each)

  let failed = new Set<string>();
  const path: IDMove[] = [];
  const start = now();
  let nodes = 0;
  let eager = true;
  let nodeCap = Math.floor(budget.maxNodes / 2);
  let msCap = budget.maxMs / 2;

  const top = (r: number): number => {
    const row = rows[r]!;
    return row.length > 0 ? row[row.length - 1]! : -1;
  };
  const removable = (r: number): boolean => {
    const c = top(r);
    if (c < 0) return false;
    const s = (c / 13) | 0;
    for (let o = 0; o < ROWS; o++) {
      if (o === r) continue;
      const t = top(o);
      if (t > c && ((t / 13) | 0) === s) return true;
    }
    return false;
  };
  const key = (): string => {
    const parts = rows.map((r) => String.fromCharCode(...r.map((x) => x + 48)));
    // Once the pile is gone no deal tells the rows apart: any order of them is the same position.
    if (dealt * ROWS >= stock.length) parts.sort();
    return String.fromCharCode(dealt + 97, freeUsed ? 49 : 48) + parts.join('|');
  };

  const dfs = (): boolean => {
    if (removed === WIN_REMOVED) return true;
    const k = key();
    if (failed.has(k)) return false;
    if (++nodes > nodeCap) throw new OutOfBudget('memory');
    if (nodes % CLOCK_EVERY === 0 && now() - start > msCap) throw new OutOfBudget('time');

    let removals = 0;
    for (let r = 0; r < ROWS; r++) {
      if (!removable(r)) continue;
      removals++;
      const c = rows[r]!.pop()!;
      removed++;
      path.push({ kind: 'remove', row: r });
      if (dfs()) return true;
      path.pop();
      removed--;
      rows[r]!.push(c);
    }
    if (eager && removals > 0) return false; // not recorded: the exact search must look again
    for (let t = 0; t < ROWS; t++) {
      if (rows[t]!.length !== 0) continue;
      for (let f = 0; f < ROWS; f++) {
        if (rows[f]!.length < 2) continue;
        rows[t]!.push(rows[f]!.pop()!);
        path.push({ kind: 'move', from: f, to: t });
        if (dfs()) return true;
        path.pop();
        rows[f]!.push(rows[t]!.pop()!);
      }
    }
    if (dealt * ROWS < stock.length) {
      for (let r = 0; r < ROWS; r++) rows[r]!.push(stock[dealt * ROWS + r]!);
      dealt++;
      path.push({ kind: 'deal' });
      if (dfs()) return true;
      path.pop();
      dealt--;
      for (let r = 0; r < ROWS; r++) rows[r]!.pop();
    }
    if (freeCard && !freeUsed) {
      for (let r = 0; r < ROWS; r++) {
        const c = top(r);
        if (c < 0 || isAce(c)) continue;
        rows[r]!.pop();
        removed++;
        freeUsed = true;
        path.push({ kind: 'free', row: r });
        if (dfs()) return true;
        path.pop();
        freeUsed = false;
        removed--;
        rows[r]!.push(c);
      }
    }
    failed.add(k);
    return false;
  };

  try {
    if (dfs()) return { result: 'won', line: path };
  } catch (e) {
    if (!(e instanceof OutOfBudget)) throw e;
  }
  eager = false;
  failed = new Set<string>();
  path.length = 0;
  nodeCap = budget.maxNodes;
  msCap = budget.maxMs;
  rows.splice(0, ROWS, ...state.rows.map((r) => r.map(code)));
  freeUsed = state.freeCardUsed;
  removed = state.discards.length;
  dealt = 0;
  try {
    if (!dfs()) return { result: 'lost' };
  } catch (e) {
    if (e instanceof OutOfBudget) return { result: 'unknown', reason: e.reason };
    throw e;
  }
  return { result: 'won', line: path };
}
