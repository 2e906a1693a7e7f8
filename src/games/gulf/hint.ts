/**
 * A hint: the play that starts the longest run of removals from the current face-up card
 * (a bounded search over the seven visible stacks), else a draw; in the gamble, the better side
 * by the cards not yet seen, or take when the odds are not in the player's favour.
 */
import { JOKER, pack, type Card } from '../../core/cards';
import { gamblePack, odds, type GambleChoice } from './gamble';
import { STACKS, matches, type GulfMove, type GulfState } from './rules';

/** Searches a typical board exhaustively; caps joker-rich boards at a few tens of ms. */
const NODE_BUDGET = 10_000;

function longestRun(stacks: Card[][], heights: number[], face: Card, memo: Map<string, number>, budget: { n: number }): number {
  const key = heights.join('') + face;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  let best = 0;
  for (let i = 0; i < STACKS && budget.n > 0; i++) {
    const h = heights[i]!;
    if (h === 0) continue;
    const card = stacks[i]![h - 1]!;
    if (!matches(card, face)) continue;
    budget.n--;
    heights[i] = h - 1;
    best = Math.max(best, 1 + longestRun(stacks, heights, card, memo, budget));
    heights[i] = h;
  }
  memo.set(key, best);
  return best;
}

function playHint(s: GulfState): GulfMove | null {
  const face = s.pile[s.pile.length - 1]!;
  const heights = s.stacks.map((c) => c.length);
  const memo = new Map<string, number>();
  const budget = { n: NODE_BUDGET };
  let bestStack = -1;
  let bestLen = -1;
  let bestJoker = true;
  for (let i = 0; i < STACKS; i++) {
    const col = s.stacks[i]!;
    if (col.length === 0) continue;
    const card = col[col.length - 1]!;
    if (!matches(card, face)) continue;
    heights[i] = col.length - 1;
    const len = 1 + longestRun(s.stacks, heights, card, memo, budget);
    heights[i] = col.length;
    const joker = card === JOKER;
    // Longest run first; on a tie keep the jokers for later, when they rescue a stuck position.
    if (len > bestLen || (len === bestLen && bestJoker && !joker)) {
      bestStack = i;
      bestLen = len;
      bestJoker = joker;
    }
  }
  if (bestStack >= 0) return { type: 'play', stack: bestStack };
  return s.stock.length > 0 ? { type: 'draw' } : null;
}

function gambleHint(s: GulfState): GulfMove {
  const g = s.gamble!;
  if (g.outcome !== 'open') return { type: 'nextRound' };
  const seen = new Set(gamblePack(s.deal, s.round).slice(0, g.pos + 1));
  const unseen = pack().filter((c) => !seen.has(c));
  let best: GambleChoice = 'higher';
  let bestValue = -1;
  for (const choice of ['higher', 'lower'] as const) {
    const o = odds(g.card, unseen, choice);
    // A tie keeps the stake, so the bonus is worth 2*win + tie times itself after one guess.
    const value = 2 * o.win + o.tie;
    if (value > bestValue) {
      best = choice;
      bestValue = value;
    }
  }
  return bestValue > 1 ? { type: 'gamble', choice: best } : { type: 'take' };
}

/** A suggested move, or null when the game is over. */
export function hint(s: GulfState): GulfMove | null {
  if (s.phase === 'play') return playHint(s);
  if (s.phase === 'gamble') return gambleHint(s);
  return null;
}
