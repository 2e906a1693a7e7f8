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
  /** The game's id (its log's): a game enters the table once. Entries of version 1 have none. */
  id?: string;
}

const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;

const entry = (o: Record<string, unknown>): ScoreEntry | null =>
  isName(o.name) && isScore(o.score) && isScore(o.round) && o.round >= 1 && isDealNumber(o.deal) && (o.id === undefined || isId(o.id))
    ? { name: o.name, score: o.score, round: o.round, deal: o.deal, ...(o.id === undefined ? {} : { id: o.id }) }
    : null;

export const validScores = (x: unknown): ScoreEntry[] | null => validTable(x, entry);

/** Version 1's entries had no game id; they are kept as they are. */
export const migrateScores = (data: unknown, from: number): unknown => (from === 1 ? data : null);

/** The row of game `id`'s entry, or -1. */
export const rowOf = (table: readonly ScoreEntry[], id: string): number => table.findIndex((e) => e.id === id);
