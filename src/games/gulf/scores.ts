/** Gulf's high-score table (GULF.SCR, precious): the ten best games, best first. */
import { isDealNumber } from '../../core/rng';
import { NAME_MAX } from './prefs';

export const TABLE_SIZE = 10;

export interface ScoreEntry {
  name: string;
  score: number;
  /** The round in which the game was lost. */
  round: number;
  deal: number;
}

function validEntry(x: unknown): ScoreEntry | null {
  if (!x || typeof x !== 'object' || Array.isArray(x)) return null;
  const o = x as Record<string, unknown>;
  if (typeof o.name !== 'string' || o.name.length > NAME_MAX) return null;
  if (typeof o.score !== 'number' || !Number.isSafeInteger(o.score) || o.score < 0) return null;
  if (typeof o.round !== 'number' || !Number.isSafeInteger(o.round) || o.round < 1) return null;
  if (!isDealNumber(o.deal)) return null;
  return { name: o.name, score: o.score, round: o.round, deal: o.deal };
}

export function validScores(x: unknown): ScoreEntry[] | null {
  if (!Array.isArray(x) || x.length > TABLE_SIZE) return null;
  const out: ScoreEntry[] = [];
  for (const e of x) {
    const v = validEntry(e);
    if (!v) return null;
    out.push(v);
  }
  for (let i = 1; i < out.length; i++) if (out[i]!.score > out[i - 1]!.score) return null;
  return out;
}

/** Where a score would enter the table (0-based), or -1 when it does not make it. A score of 0 never does. */
export function placeFor(table: readonly ScoreEntry[], score: number): number {
  if (score <= 0) return -1;
  const i = table.findIndex((e) => score > e.score);
  if (i >= 0) return i;
  return table.length < TABLE_SIZE ? table.length : -1;
}

export function insertScore(table: readonly ScoreEntry[], e: ScoreEntry): { table: ScoreEntry[]; place: number } {
  const place = placeFor(table, e.score);
  if (place < 0) return { table: table.slice(), place };
  const t = table.slice();
  t.splice(place, 0, e);
  return { table: t.slice(0, TABLE_SIZE), place };
}
