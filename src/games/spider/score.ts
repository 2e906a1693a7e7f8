/** The two scores, each a pure function of the position (nothing for time, moves or undo). */
import { rankOf, suitOf } from '../../core/cards';
import { hasCompleteRun } from './rules';
import { RUN, type SpiderColumn, type SpiderState } from './types';

/** Face-up cards lying on a face-up card of the same suit and one rank higher. */
function inSuitPairs(c: SpiderColumn): number {
  let n = 0;
  for (let i = 1; i < c.up.length; i++) {
    const below = c.up[i - 1]!;
    const card = c.up[i]!;
    if (suitOf(below) === suitOf(card) && rankOf(below) === rankOf(card) + 1) n++;
  }
  return n;
}

/** The Sun (Don Woods) score that Spider 1.4+ adopted; shared/notes/spider-scoring.md. */
export function sunScore(s: SpiderState): number {
  let faceDown = 0;
  for (const c of s.columns) faceDown += c.down.length;
  let score = 440 - 10 * faceDown + 50 * s.removed.length;
  let wholeSuits = 0;
  for (const c of s.columns) {
    if (c.down.length === 0) score += 15;
    if (c.down.length === 0 && c.up.length === RUN && hasCompleteRun(c)) {
      wholeSuits++;
      score += wholeSuits > 3 ? 52 : 50;
    } else {
      score += 2 * inSuitPairs(c);
    }
  }
  return score;
}

/** Aisleriot: (length - 1) for each in-suit sequence, 12 per suit in a foundation; at most 96. */
export function gnomeScore(s: SpiderState): number {
  let score = 12 * s.removed.length;
  for (const c of s.columns) score += inSuitPairs(c);
  return score;
}

export const spiderScore = (s: SpiderState): number => (s.rules === 'st' ? sunScore(s) : gnomeScore(s));
