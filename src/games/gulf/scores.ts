/** Gulf's high-score table (GULF.SCR, precious): the shell's top ten (shell/scores.ts) with the round and deal. */
import { isDealNumber } from '../../core/rng';
import { isName, isScore, validTable } from '../../shell/scores';

export { insertScore, placeFor, TABLE_SIZE } from '../../shell/scores';

export interface ScoreEntry {
  name: string;
  score: number;
  /** The round in which the game was lost. */
  round: number;
  deal: number;
}

const entry = (o: Record<string, unknown>): ScoreEntry | null =>
  isName(o.name) && isScore(o.score) && isScore(o.round) && o.round >= 1 && isDealNumber(o.deal)
    ? { name: o.name, score: o.score, round: o.round, deal: o.deal }
    : null;

export const validScores = (x: unknown): ScoreEntry[] | null => validTable(x, entry);
