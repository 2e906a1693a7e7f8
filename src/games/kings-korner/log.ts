/**
 * King's Korner's log (src/core/log.ts): its option is FREE SPACES; its entries are the engine's
 * moves, the pair discards' two halves (`hold`, then `pair` or `unhold`) among them.
 */
import type { LogRules } from '../../core/log';
import { kkEngine, type KKOptions } from './engine';
import { inGrid, isFreeSpaces } from './layout';
import type { KKMove, KKState } from './rules';

export function kkMove(e: Record<string, unknown>): KKMove | null {
  if (e.type === 'draw' || e.type === 'unhold') return { type: e.type };
  if (e.type === 'place' || e.type === 'discardTen' || e.type === 'hold' || e.type === 'pair') {
    return inGrid(e.row, e.col) ? { type: e.type, row: e.row as number, col: e.col as number } : null;
  }
  return null;
}

export const kkLog: LogRules<KKState, KKMove, KKOptions> = {
  game: 'kings-korner',
  version: 1,
  engine: kkEngine,
  options(x) {
    const extra = Object.keys(x).filter((k) => k !== 'freeSpaces');
    if (extra.length) return `King's Korner has no option ${extra.join(', ')}.`;
    if (!isFreeSpaces(x.freeSpaces)) return `FREE SPACES is 0 to 4, not ${JSON.stringify(x.freeSpaces)}.`;
    return { freeSpaces: x.freeSpaces };
  },
  move: kkMove,
};
