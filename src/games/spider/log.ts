/**
 * Spider's log (src/core/log.ts): its options are the rules and the suit count; its entries are the
 * engine's moves and `undo`, so the cheater mark (set by undoing a deal or a card-turning move)
 * follows from the log. Each entry carries `t`, the game's clock, which the INFO box shows.
 */
import type { LogRules } from '../../core/log';
import { newGame, positionKey, spiderEngine } from './engine';
import { setUp } from './setup';
import type { SpiderMove, SpiderOptions, SpiderState } from './types';

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function spiderMove(e: Record<string, unknown>): SpiderMove | null {
  switch (e.type) {
    case 'move':
      return isInt(e.from) && isInt(e.to) && isInt(e.count) ? { type: 'move', from: e.from, to: e.to, count: e.count } : null;
    case 'deal':
      return { type: 'deal' };
    case 'remove':
    case 'foundation':
      return isInt(e.col) ? { type: e.type, col: e.col } : null;
    default:
      return null;
  }
}

export const spiderLog: LogRules<SpiderState, SpiderMove, SpiderOptions> = {
  game: 'spider',
  version: 1,
  engine: spiderEngine,
  options(x) {
    const extra = Object.keys(x).filter((k) => k !== 'rules' && k !== 'suits');
    if (extra.length) return `Spider has no option ${extra.join(', ')}.`;
    if (x.rules !== 'st' && x.rules !== 'gnome') return `Spider's rules are st or gnome, not ${JSON.stringify(x.rules)}.`;
    if (x.suits !== 1 && x.suits !== 2 && x.suits !== 4) return `Spider plays 1, 2 or 4 suits, not ${JSON.stringify(x.suits)}.`;
    return { rules: x.rules, suits: x.suits };
  },
  /**
   * `from`: a game migrated from a save older than logs that was a cheater's (its undos were not
   * kept), `{ cheated: true }`; or a position set up (setup.ts), `{ position }`.
   */
  start(deal, options, from) {
    const keys = Object.keys(from).join();
    const o = { rules: options.rules ?? 'st', suits: options.suits ?? 4 };
    if (keys === 'cheated' && from.cheated === true) return { ...newGame(deal, o), cheated: true };
    if (keys === 'position') return setUp(deal, o, from.position);
    return 'Spider\'s log starts at its deal, a cheater\'s mark or a position.';
  },
  move: spiderMove,
  // The cheater mark is part of where a game stands: an undo that sets it changes the position.
  key: (s) => `${positionKey(s)}${s.cheated ? '!' : ''}`,
};
