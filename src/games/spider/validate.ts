/**
 * Checks a parsed save before resuming it. Beyond the shape, the save's history is replayed from
 * its deal number through the rules, and the result must be the saved position exactly: so a
 * valid save holds the right 104 cards, only legal moves, and an undo record that fits.
 */
import { isCard } from '../../core/cards';
import { isDealNumber } from '../../core/rng';
import { newSpiderGame } from './deal';
import { applyMove } from './rules';
import { COLUMNS, type SpiderMove, type SpiderState } from './types';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCards = (x: unknown): x is string[] => Array.isArray(x) && x.every(isCard);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function toMove(x: unknown): SpiderMove | null {
  if (!isObj(x) || typeof x.flip !== 'boolean') return null;
  switch (x.type) {
    case 'move':
      return isInt(x.from) && isInt(x.to) && isInt(x.count)
        ? { type: 'move', from: x.from, to: x.to, count: x.count }
        : null;
    case 'deal':
      return { type: 'deal' };
    case 'remove':
    case 'foundation':
      return isInt(x.col) ? { type: x.type, col: x.col } : null;
    default:
      return null;
  }
}

const sameList = (a: readonly unknown[], b: unknown): boolean =>
  Array.isArray(b) && a.length === b.length && a.every((v, i) => v === b[i]);

export function validateSpiderState(x: unknown): SpiderState | null {
  if (!isObj(x) || x.game !== 'spider') return null;
  const { rules, suits, deal, columns, stock, removed, deals, cheated, history } = x;
  if (rules !== 'st' && rules !== 'gnome') return null;
  if (suits !== 1 && suits !== 2 && suits !== 4) return null;
  if (!isDealNumber(deal) || typeof cheated !== 'boolean' || !isInt(deals)) return null;
  if (!Array.isArray(columns) || columns.length !== COLUMNS) return null;
  if (!columns.every((c) => isObj(c) && isCards(c.down) && isCards(c.up))) return null;
  if (!isCards(stock) || !Array.isArray(removed) || !Array.isArray(history)) return null;
  let s = newSpiderGame(deal, rules, suits);
  try {
    for (const h of history) {
      const m = toMove(h);
      if (m === null) return null;
      s = applyMove(s, m);
    }
  } catch {
    return null;
  }
  const cols = columns as Obj[];
  const fits =
    s.columns.every((c, i) => sameList(c.down, cols[i]!.down) && sameList(c.up, cols[i]!.up)) &&
    sameList(s.stock, stock) &&
    sameList(s.removed, removed) &&
    s.deals === deals &&
    s.history.every((h, i) => (history[i] as Obj).flip === h.flip);
  return fits ? { ...s, cheated } : null;
}
