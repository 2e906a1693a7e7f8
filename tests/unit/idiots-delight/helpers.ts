import { pack, type Card } from '../../../src/core/cards';
import type { IDState } from '../../../src/games/idiots-delight/engine';

/** A hand laid out by hand. `discards: 'rest'` puts every card not in rows or stock there. */
export function mk(
  rows: Card[][],
  stock: Card[] = [],
  opts: { discards?: Card[] | 'rest'; freeCardUsed?: boolean; freeCard?: boolean; marker?: number } = {},
): IDState {
  const used = new Set([...rows.flat(), ...stock]);
  const discards = opts.discards === 'rest' ? pack().filter((c) => !used.has(c)) : (opts.discards ?? []);
  return {
    game: 'idiots-delight',
    deal: 0,
    freeCard: opts.freeCard ?? true,
    rows: rows.map((r) => r.slice()),
    stock: stock.slice(),
    discards,
    freeCardUsed: opts.freeCardUsed ?? false,
    done: false,
    marker: opts.marker ?? 0,
    history: [],
  };
}
