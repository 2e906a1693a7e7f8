/** Spider's moves: which are legal, playing them, taking them back, and the end of the game. */
import { type Card, type Suit, makeCard, rankOf, suitOf } from '../../core/cards';
import { IllegalMove, type Status } from '../../core/engine';
import {
  COLUMNS, RUN, SUIT_SETS, type SpiderColumn, type SpiderMove, type SpiderState, type SpiderStep,
} from './types';

/** Length of the movable group: the same-suit descending run of face-up cards on top. */
export function groupLength(col: SpiderColumn): number {
  const up = col.up;
  if (up.length === 0) return 0;
  let n = 1;
  for (let i = up.length - 1; i > 0; i--) {
    const below = up[i - 1]!;
    const card = up[i]!;
    if (suitOf(below) !== suitOf(card) || rankOf(below) !== rankOf(card) + 1) break;
    n++;
  }
  return n;
}

/** A group of 13 can only be King down to Ace. */
export const hasCompleteRun = (col: SpiderColumn): boolean => groupLength(col) === RUN;

/** Whether `card` may be put on column `to` (empty, or its top card one rank higher). */
export function canTake(col: SpiderColumn, card: Card): boolean {
  const top = col.up[col.up.length - 1];
  return top === undefined || rankOf(top) === rankOf(card) + 1;
}

export const hasEmptyColumn = (s: SpiderState): boolean => s.columns.some((c) => c.up.length === 0);

/** Message for a refused deal, or null when dealing is allowed. */
export function dealRefusal(s: SpiderState): string | null {
  if (s.stock.length === 0) return 'No more cards';
  if (hasEmptyColumn(s)) return 'Please fill in empty pile first';
  return null;
}

export const canDeal = (s: SpiderState): boolean => dealRefusal(s) === null;

/**
 * Won when every one of the 8 suit sets is complete: removed, or alone in a column as K..A (so
 * no card is face down and the stock is empty). A run buried under dealt cards does not count
 * until it is on top and alone; docs/spider.md, "Readings of the manual".
 */
export function isWon(s: SpiderState): boolean {
  if (s.stock.length > 0) return false;
  let sets = s.removed.length;
  for (const c of s.columns) {
    if (c.down.length > 0) return false;
    if (c.up.length === 0) continue;
    if (c.up.length !== RUN || !hasCompleteRun(c)) return false;
    sets++;
  }
  return sets === SUIT_SETS;
}

const removalType = (s: SpiderState): 'remove' | 'foundation' => (s.rules === 'st' ? 'remove' : 'foundation');

/** The move that takes a complete run off column `col` under the state's rules. */
export function removalMove(s: SpiderState, col: number): SpiderMove {
  return { type: removalType(s), col };
}

const isColumn = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < COLUMNS;

/** Why `m` is not legal in `s`, or null when it is. */
export function whyIllegal(s: SpiderState, m: SpiderMove): string | null {
  if (isWon(s)) return 'The game is over.';
  switch (m.type) {
    case 'move': {
      if (!isColumn(m.from) || !isColumn(m.to)) return 'No such column.';
      if (m.from === m.to) return 'A group must move to another column.';
      const from = s.columns[m.from]!;
      const g = groupLength(from);
      if (!Number.isInteger(m.count) || m.count < 1 || m.count > g) {
        return 'Only consecutive cards of one suit on top of a column move together.';
      }
      if (!canTake(s.columns[m.to]!, from.up[from.up.length - m.count]!)) {
        return 'A group goes onto a card one rank higher or into an empty column.';
      }
      return null;
    }
    case 'deal':
      return dealRefusal(s);
    case 'remove':
    case 'foundation':
      if (m.type !== removalType(s)) return `No ${m.type} move under these rules.`;
      if (!isColumn(m.col)) return 'No such column.';
      if (!hasCompleteRun(s.columns[m.col]!)) return 'Only a complete King-to-Ace run of one suit goes off.';
      return null;
    default:
      return 'Unknown move.';
  }
}

/** Every legal move: each count and destination, then removals, then the deal. */
export function legalMoves(s: SpiderState): SpiderMove[] {
  if (isWon(s)) return [];
  const out: SpiderMove[] = [];
  for (let from = 0; from < COLUMNS; from++) {
    const col = s.columns[from]!;
    const g = groupLength(col);
    for (let count = 1; count <= g; count++) {
      const card = col.up[col.up.length - count]!;
      for (let to = 0; to < COLUMNS; to++) {
        if (to !== from && canTake(s.columns[to]!, card)) out.push({ type: 'move', from, to, count });
      }
    }
  }
  for (let col = 0; col < COLUMNS; col++) if (hasCompleteRun(s.columns[col]!)) out.push(removalMove(s, col));
  if (canDeal(s)) out.push({ type: 'deal' });
  return out;
}

export function status(s: SpiderState): Status {
  if (isWon(s)) return 'won';
  return legalMoves(s).length === 0 ? 'lost' : 'playing';
}

const copy = (c: SpiderColumn): SpiderColumn => ({ down: c.down.slice(), up: c.up.slice() });

/** Turn the last face-down card up when a column has nothing face up left. */
function turnUp(c: SpiderColumn): boolean {
  if (c.up.length > 0 || c.down.length === 0) return false;
  c.up.push(c.down.pop()!);
  return true;
}

/** `s` after `m`; throws IllegalMove when `m` is not legal. Never mutates `s`. */
export function applyMove(s: SpiderState, m: SpiderMove): SpiderState {
  const why = whyIllegal(s, m);
  if (why !== null) throw new IllegalMove(why);
  const columns = s.columns.slice();
  let { stock, removed, deals } = s;
  let step: SpiderStep;
  switch (m.type) {
    case 'move': {
      const from = copy(columns[m.from]!);
      const to = copy(columns[m.to]!);
      to.up.push(...from.up.splice(from.up.length - m.count));
      columns[m.from] = from;
      columns[m.to] = to;
      step = { type: 'move', from: m.from, to: m.to, count: m.count, flip: turnUp(from) };
      break;
    }
    case 'deal':
      for (let c = 0; c < COLUMNS; c++) {
        const col = columns[c]!;
        columns[c] = { down: col.down.slice(), up: [...col.up, stock[c]!] };
      }
      stock = stock.slice(COLUMNS);
      deals++;
      step = { type: 'deal', flip: false };
      break;
    default: {
      const col = copy(columns[m.col]!);
      const run = col.up.splice(col.up.length - RUN);
      removed = [...removed, suitOf(run[0]!)];
      columns[m.col] = col;
      step = { type: m.type, col: m.col, flip: turnUp(col) };
    }
  }
  return { ...s, columns, stock, removed, deals, history: [...s.history, step] };
}

/** King down to Ace of one suit, as it lies in a column. */
export function fullRun(suit: Suit): Card[] {
  const out: Card[] = [];
  for (let r = RUN; r >= 1; r--) out.push(makeCard(r, suit));
  return out;
}

/** Whether the next undo takes back a deal or a card-turning move (the UNDO button lightens). */
export function undoCheats(s: SpiderState): boolean {
  const last = s.history[s.history.length - 1];
  return last !== undefined && (last.type === 'deal' || last.flip);
}

/**
 * `s` before its last move, exactly, except `cheated`, which becomes true when that move was a
 * deal or turned a card face up and otherwise stays as it was. Throws on an inconsistent record.
 */
export function undoMove(s: SpiderState): SpiderState {
  const step = s.history[s.history.length - 1];
  if (step === undefined) throw new IllegalMove('Nothing to undo.');
  const broken = (): never => {
    throw new IllegalMove('The undo record does not fit the position.');
  };
  const columns = s.columns.slice();
  let { stock, removed, deals } = s;
  switch (step.type) {
    case 'move': {
      const from = copy(columns[step.from] ?? broken());
      const to = copy(columns[step.to] ?? broken());
      if (step.flip) {
        if (from.up.length !== 1) broken();
        from.down.push(from.up.pop()!);
      }
      if (to.up.length < step.count) broken();
      from.up.push(...to.up.splice(to.up.length - step.count));
      columns[step.from] = from;
      columns[step.to] = to;
      break;
    }
    case 'deal': {
      if (deals === 0) broken();
      const tops: Card[] = [];
      for (let c = 0; c < COLUMNS; c++) {
        const col = copy(columns[c]!);
        tops.push(col.up.pop() ?? broken());
        columns[c] = col;
      }
      stock = [...tops, ...stock];
      deals--;
      break;
    }
    default: {
      const col = copy(columns[step.col] ?? broken());
      const suit = removed[removed.length - 1] ?? broken();
      if (step.flip) {
        if (col.up.length !== 1) broken();
        col.down.push(col.up.pop()!);
      }
      col.up.push(...fullRun(suit));
      columns[step.col] = col;
      removed = removed.slice(0, -1);
    }
  }
  return {
    ...s,
    columns,
    stock,
    removed,
    deals,
    cheated: s.cheated || step.type === 'deal' || step.flip,
    history: s.history.slice(0, -1),
  };
}
