/**
 * The Hit Parade's tables (SPIDER.DOC): the ten best non-cheating scores with names, one table per
 * rule set and suit count (ST-rules scores 0..1000 and GNOME scores 0..96 are not comparable, and
 * a one-suit 990 must not push a four-suit 208 out). Each table follows the shell's high-score rules
 * (shell/scores.ts); this file holds Spider's shape of them. Pure: the record (records.ts) validates
 * and migrates with it and the game and the desktop show it.
 */
import { isName, isScore, validTable, NAME_MAX } from '../../shell/scores';

export { cleanName, insertScore, placeFor, NAME_CHARS, NAME_MAX } from '../../shell/scores';

export type HpRules = 'st' | 'gnome';
export type HpSuits = 1 | 2 | 4;
export interface HpEntry {
  name: string;
  score: number;
  suits: HpSuits;
  deal: number;
  /** The game's id (its log's): a game enters once. Entries of versions 1 and 2 have none. */
  id?: string;
}
/** One table per suit count (JSON keys "1", "2", "4"). */
export type HpTables = Record<HpSuits, HpEntry[]>;
/** SPIDER.SCR version 2: `{ st: { 1, 2, 4 }, gnome: { 1, 2, 4 } }`. */
export interface HitParade {
  st: HpTables;
  gnome: HpTables;
}
export const HP_RULES: readonly HpRules[] = ['st', 'gnome'];
export const HP_SUITS: readonly HpSuits[] = [4, 2, 1];

export const emptyHitParade = (): HitParade => ({ st: { 1: [], 2: [], 4: [] }, gnome: { 1: [], 2: [], 4: [] } });

const isId = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 64;

const entry = (e: Record<string, unknown>): HpEntry | null =>
  isName(e.name) && isScore(e.score, 1000) && (e.suits === 1 || e.suits === 2 || e.suits === 4) && isScore(e.deal, 0xffffffff) && (e.id === undefined || isId(e.id))
    ? { name: e.name, score: e.score, suits: e.suits, deal: e.deal, ...(e.id === undefined ? {} : { id: e.id }) }
    : null;

/** Where game `id`'s entry is in the Hit Parade, or null. */
export function entryOf(hp: HitParade, id: string): { rules: HpRules; suits: HpSuits; rank: number } | null {
  for (const rules of HP_RULES) {
    for (const suits of HP_SUITS) {
      const rank = hp[rules][suits].findIndex((e) => e.id === id);
      if (rank >= 0) return { rules, suits, rank };
    }
  }
  return null;
}

export function validateHitParade(x: unknown): HitParade | null {
  if (!x || typeof x !== 'object') return null;
  const out = emptyHitParade();
  for (const rules of HP_RULES) {
    const tables = (x as Record<string, unknown>)[rules];
    if (!tables || typeof tables !== 'object') return null;
    for (const suits of HP_SUITS) {
      const t = (tables as Record<string, unknown>)[String(suits)];
      const table = validTable(t, entry);
      if (!table || !table.every((e) => e.suits === suits)) return null;
      out[rules][suits] = table;
    }
  }
  return out;
}

/**
 * Version 1 (`{ st: HpEntry[], gnome: HpEntry[] }`, suit counts mixed) to 2: each entry goes to
 * the table of its rules (the v1 table it sat in) and its suits; an entry without a suit count
 * goes to its rules' four-suit table, and data with no rules at all (a bare list) to ST's.
 * Each new table is a part of a sorted v1 table: order and ties are kept, nothing is dropped.
 */
export function migrateHitParade(data: unknown, from: number): unknown {
  // Version 2 to 3: entries may say their game's id; version 2's are kept as they are.
  if (from === 2) return data;
  if (from !== 1 || !data || typeof data !== 'object') return null;
  const v1: Record<string, unknown> = Array.isArray(data) ? { st: data } : (data as Record<string, unknown>);
  const out: Record<HpRules, Record<HpSuits, unknown[]>> = { st: { 1: [], 2: [], 4: [] }, gnome: { 1: [], 2: [], 4: [] } };
  for (const rules of HP_RULES) {
    const list = v1[rules] ?? [];
    if (!Array.isArray(list)) return null;
    for (const e of list as unknown[]) {
      const s = e && typeof e === 'object' ? (e as Record<string, unknown>).suits : undefined;
      const suits: HpSuits = s === 1 || s === 2 || s === 4 ? s : 4;
      out[rules][suits].push(e && typeof e === 'object' ? { ...e, suits } : e);
    }
  }
  return out;
}

/** A table's title: "HIT PARADE - 4 SUITS", "HIT PARADE (GNOME) - 1 SUIT". */
export function hitParadeTitle(rules: HpRules, suits: HpSuits): string {
  return `HIT PARADE${rules === 'gnome' ? ' (GNOME)' : ''} - ${suits} SUIT${suits === 1 ? '' : 'S'}`;
}

/** Requester lines: a title, then " 1. Name          990" per entry: the name as typed, spaces (not dots) to the score. */
export function hitParadeLines(table: readonly HpEntry[], title = 'HIT PARADE', mark = -1): string[] {
  const lines = [title];
  if (table.length === 0) lines.push('No scores yet.');
  table.forEach((e, i) => {
    const rank = String(i + 1).padStart(2);
    lines.push(`${i === mark ? '>' : ' '}${rank}. ${e.name.padEnd(NAME_MAX, ' ')} ${String(e.score).padStart(4)}`);
  });
  return lines;
}

