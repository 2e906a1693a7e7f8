/**
 * Gulf's log (src/core/log.ts): no options; its entries are the engine's moves through every round:
 * plays and draws, the bonus gambles and the take, and `nextRound` (the jokers of each round follow
 * from the deal). A game saved before logs kept only its last round: its log starts `from` that
 * round and the score it was dealt with.
 */
import type { LogRules } from '../../core/log';
import { isDealNumber } from '../../core/rng';
import { gulfEngine, positionKey } from './engine';
import { dealRound, jokersForRound, type GulfMove, type GulfState } from './rules';

const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

export function gulfMove(e: Record<string, unknown>): GulfMove | null {
  switch (e.type) {
    case 'play':
      return typeof e.stack === 'number' && Number.isInteger(e.stack) ? { type: 'play', stack: e.stack } : null;
    case 'draw':
    case 'take':
    case 'nextRound':
      return { type: e.type };
    case 'gamble':
      return e.choice === 'higher' || e.choice === 'lower' ? { type: 'gamble', choice: e.choice } : null;
    default:
      return null;
  }
}

export const gulfLog: LogRules<GulfState, GulfMove, Record<string, never>> = {
  game: 'gulf',
  version: 1,
  engine: gulfEngine,
  options(x) {
    const extra = Object.keys(x);
    return extra.length ? `Gulf has no option ${extra.join(', ')}.` : {};
  },
  start(deal, _options, from) {
    const { round, score } = from;
    if (!isDealNumber(deal) || !isCount(round) || round < 1 || round > 10_000 || !isCount(score)) {
      return 'The log\'s start is not a round of Gulf.';
    }
    return dealRound(deal, round, jokersForRound(deal, round), score);
  },
  move: gulfMove,
  // The key says what the position key leaves out: the points, the count and the bonus as it stands.
  key(s) {
    const g = s.gamble;
    const bonus = g ? `${g.outcome}/${g.pos}/${g.choices.join(',')}` : '-';
    return `${positionKey(s)}/${s.score}/${s.run}/${s.bonus}/${bonus}`;
  },
};
