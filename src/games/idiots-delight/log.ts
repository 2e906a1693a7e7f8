/**
 * Idiot's Delight's log (src/core/log.ts): its option is the Free Card; its entries are the
 * engine's moves (the Free Card and Done among them) and the marker's moves, `{ type: 'marker',
 * row }`, which are no move of the rules but a change the player made.
 */
import type { LogRules } from '../../core/log';
import { idEngine, positionKey, ROWS, type IDMove, type IDOptions, type IDState } from './engine';

const isRow = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < ROWS;

export function idMove(e: Record<string, unknown>): IDMove | null {
  switch (e.type) {
    case 'remove':
    case 'free':
      return isRow(e.row) ? { type: e.type, row: e.row } : null;
    case 'move':
      return isRow(e.from) && isRow(e.to) ? { type: 'move', from: e.from, to: e.to } : null;
    case 'deal':
    case 'done':
      return { type: e.type };
    default:
      return null;
  }
}

/** The marker's move as a log entry. */
export const markerEntry = (row: number) => ({ type: 'marker', row }) as const;

export const idLog: LogRules<IDState, IDMove, IDOptions> = {
  game: 'idiots-delight',
  version: 1,
  engine: idEngine,
  options(x) {
    const extra = Object.keys(x).filter((k) => k !== 'freeCard');
    if (extra.length) return `Idiot's Delight has no option ${extra.join(', ')}.`;
    if (typeof x.freeCard !== 'boolean') return `The Free Card is on (true) or off (false), not ${JSON.stringify(x.freeCard)}.`;
    return { freeCard: x.freeCard };
  },
  move: idMove,
  own(s, e) {
    if (e.type !== 'marker') return null;
    if (!isRow(e.row)) return 'The marker goes to row 0 to 3.';
    return { ...s, marker: e.row };
  },
  key: (s) => `${positionKey(s)}>${s.marker}`,
};
