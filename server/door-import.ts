/**
 * A household's local door moved onto a board: the file the door's sysop screen exports
 * (src/games/idiots-delight/door-export.ts) loaded into the board's database. `plan` says what
 * would change; `apply` writes it in one transaction. A name the board already has is merged
 * (only the days it does not have are added) and only with the sysop's yes; the board's own
 * champions stand (an import fills the periods the board has no champion for, and an imported
 * day's 5,000 bonus goes with a daily title the board did not have).
 */
import type { Database } from './db/db';
import type { ChampionEntry, DoorRecord, PlayerRecord } from '../src/games/idiots-delight/door';
import { keyOf } from './store';

export interface PlayerPlan {
  name: string;
  /** The board has this name already (a merge). */
  merge: boolean;
  /** Days added, and days the board already had (kept as the board has them). */
  newDays: string[];
  keptDays: string[];
  hands: number;
}

export interface ImportPlan {
  players: PlayerPlan[];
  /** Champion titles added: kind, period, name, score. */
  champions: { kind: 'daily' | 'monthly' | 'alltime'; entry: ChampionEntry }[];
  /** Titles the board already holds for the same period (its own stand). */
  keptChampions: string[];
}

type Title = ImportPlan['champions'][number];

function titles(rec: DoorRecord): Title[] {
  const out: Title[] = [];
  for (const e of Object.values(rec.champions.daily)) out.push({ kind: 'daily', entry: e });
  for (const e of Object.values(rec.champions.monthly)) out.push({ kind: 'monthly', entry: e });
  if (rec.champions.allTime) out.push({ kind: 'alltime', entry: rec.champions.allTime });
  return out;
}

export async function plan(db: Database, rec: DoorRecord): Promise<ImportPlan> {
  return db.read(async (q) => {
    const players: PlayerPlan[] = [];
    for (const p of rec.players) {
      const key = keyOf(p.name);
      const exists = (await q.all('SELECT name FROM players WHERE name_key = ?', [key])).length > 0;
      const have = new Set((await q.all<{ date: string }>('SELECT date FROM days WHERE name_key = ?', [key])).map((r) => String(r.date)));
      const newDays = p.days.filter((d) => !have.has(d.date));
      players.push({
        name: p.name,
        merge: exists,
        newDays: newDays.map((d) => d.date),
        keptDays: p.days.filter((d) => have.has(d.date)).map((d) => d.date),
        hands: newDays.reduce((n, d) => n + d.hands.length, 0),
      });
    }
    const held = await q.all<{ kind: string; period: string }>('SELECT kind, period FROM champions');
    const has = new Set(held.map((r) => (r.kind === 'alltime' ? 'alltime' : `${String(r.kind)} ${String(r.period)}`)));
    const champions: Title[] = [];
    const keptChampions: string[] = [];
    for (const t of titles(rec)) {
      const id = t.kind === 'alltime' ? 'alltime' : `${t.kind} ${t.entry.period}`;
      if (has.has(id)) keptChampions.push(id);
      else champions.push(t);
    }
    return { players, champions, keptChampions };
  });
}

/** The plan as lines for the sysop to read. */
export function describePlan(p: ImportPlan): string[] {
  const out: string[] = [];
  for (const pl of p.players) {
    const what = pl.merge ? 'merge into the existing name' : 'new player';
    const kept = pl.keptDays.length ? `; ${pl.keptDays.length} day(s) the board already has stay as they are` : '';
    out.push(`${pl.name}: ${what}, ${pl.newDays.length} day(s) and ${pl.hands} hand(s) added${kept}`);
  }
  for (const c of p.champions) out.push(`champion ${c.kind}${c.kind === 'alltime' ? '' : ' ' + c.entry.period}: ${c.entry.name} ${c.entry.score} (added)`);
  for (const k of p.keptChampions) out.push(`champion ${k}: the board's own stands`);
  if (out.length === 0) out.push('nothing to import');
  return out;
}

/** Write the plan's changes, one transaction. Imported names have no password: each chooses one at its first call. */
export async function apply(db: Database, rec: DoorRecord, p: ImportPlan, now = Date.now()): Promise<void> {
  const byName = new Map<string, PlayerRecord>(rec.players.map((x) => [x.name, x]));
  const won = new Set(p.champions.filter((c) => c.kind === 'daily').map((c) => `${keyOf(c.entry.name)} ${c.entry.period}`));
  await db.write(async (q) => {
    for (const pl of p.players) {
      const src = byName.get(pl.name)!;
      const key = keyOf(pl.name);
      if (!pl.merge) {
        const pd = src.pending;
        await q.run('INSERT INTO players (name_key, name, password, sysop, created, pending_date, pending_hand, pending_deal) VALUES (?, ?, NULL, 0, ?, ?, ?, ?)', [
          key,
          pl.name,
          now,
          pd?.date ?? null,
          pd?.hand ?? null,
          pd?.deal ?? null,
        ]);
      }
      for (const d of src.days.filter((x) => pl.newDays.includes(x.date))) {
        // The 5,000 goes only with a daily title the board takes from this file.
        const bonus = won.has(`${key} ${d.date}`) ? d.bonus : 0;
        await q.run('INSERT INTO days (name_key, date, played_on, bonus) VALUES (?, ?, ?, ?)', [key, d.date, d.playedOn, bonus]);
        for (const h of d.hands) await q.run('INSERT INTO hands (name_key, date, hand, deal, score, removed, finished) VALUES (?, ?, ?, ?, ?, ?, ?)', [key, d.date, h.hand, h.deal, h.score, h.removed, now]);
      }
    }
    for (const c of p.champions) await q.run('INSERT INTO champions (kind, period, name, score) VALUES (?, ?, ?, ?)', [c.kind, c.entry.period, c.entry.name, c.entry.score]);
  });
}
