/**
 * The Hit Parade's table (SPIDER.DOC): the ten best non-cheating scores with names, one table per
 * rule set (ST-rules scores 0..1000 and GNOME scores 0..96 are not comparable). Pure: the record
 * (records.ts) validates with it and the game and the desktop show it.
 */
export const HP_SIZE = 10;
export const NAME_MAX = 12;
/** Characters a name may hold (one key at a time, as the requester tests them). */
export const NAME_CHARS = /^[A-Za-z0-9 .'-]$/;

export type HpRules = 'st' | 'gnome';
export interface HpEntry {
  name: string;
  score: number;
  suits: 1 | 2 | 4;
  deal: number;
}
export interface HitParade {
  st: HpEntry[];
  gnome: HpEntry[];
}

const isEntry = (x: unknown): x is HpEntry => {
  if (!x || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  return (
    typeof e.name === 'string' && e.name.length <= NAME_MAX && [...e.name].every((c) => NAME_CHARS.test(c)) &&
    typeof e.score === 'number' && Number.isInteger(e.score) && e.score >= 0 && e.score <= 1000 &&
    (e.suits === 1 || e.suits === 2 || e.suits === 4) &&
    typeof e.deal === 'number' && Number.isInteger(e.deal) && e.deal >= 0 && e.deal <= 0xffffffff
  );
};
const isTable = (x: unknown): x is HpEntry[] => Array.isArray(x) && x.length <= HP_SIZE && x.every(isEntry);

export function validateHitParade(x: unknown): HitParade | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if (!isTable(o.st) || !isTable(o.gnome)) return null;
  const sorted = (t: HpEntry[]) => t.every((e, i) => i === 0 || t[i - 1]!.score >= e.score);
  if (!sorted(o.st) || !sorted(o.gnome)) return null;
  return { st: o.st.map((e) => ({ ...e })), gnome: o.gnome.map((e) => ({ ...e })) };
}

/** SPIDER.DOC: higher than the tenth score, or fewer than ten registered. A score of 0 never enters. */
export function qualifies(table: readonly HpEntry[], score: number): boolean {
  if (score <= 0) return false;
  return table.length < HP_SIZE || score > table[HP_SIZE - 1]!.score;
}

/** The table with `e` in its place (after equal scores: the earlier entry keeps its rank); its rank 0..9. */
export function insertEntry(table: readonly HpEntry[], e: HpEntry): { table: HpEntry[]; rank: number } {
  let rank = table.findIndex((x) => x.score < e.score);
  if (rank < 0) rank = table.length;
  const out = [...table.slice(0, rank), e, ...table.slice(rank)].slice(0, HP_SIZE);
  return { table: out, rank };
}

/** A typed name as stored: trimmed, only allowed characters, 'Anonymous' when empty. */
export function cleanName(raw: string): string {
  const s = [...raw].filter((c) => NAME_CHARS.test(c)).join('').trim().slice(0, NAME_MAX);
  return s || 'Anonymous';
}

/** Requester lines: a title, then "1. NAME......  990" per entry (the suits noted when not 4). */
export function hitParadeLines(table: readonly HpEntry[], title = 'HIT PARADE', mark = -1): string[] {
  const lines = [title];
  if (table.length === 0) lines.push('No scores yet.');
  table.forEach((e, i) => {
    const rank = String(i + 1).padStart(2);
    const suits = e.suits === 4 ? '   ' : ` ${e.suits}S`;
    lines.push(`${i === mark ? '>' : ' '}${rank}. ${e.name.padEnd(NAME_MAX, '.')} ${String(e.score).padStart(4)}${suits}`);
  });
  return lines;
}

