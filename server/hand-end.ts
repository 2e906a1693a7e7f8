/**
 * A tournament hand's end on a board: door.ts's rule (finishHand: the hand, the day's 5,000 bonus,
 * the daily, monthly and all-time titles), run over the players the hand can change, not over the
 * month's every player (issue 50: that was O(players) on the event loop for each hand).
 *
 * Why a few players are enough: every hand's end crowns each title over every player, so a stored
 * title's score bounds the score of everyone this hand leaves alone. Only the player, the holders
 * and whoever holds a bonus on the hand's day can change. A challenger from the rest can take a
 * title only when its holder's own score falls below the stored one (a daily champion dethroned
 * loses 5,000 from the month; a reset emptied the days) or when there is no holder: then one query
 * finds the best of the rest (the day's hands, or the month's hands and bonuses) and they join.
 * tests/server/hand-end.test.ts checks this against the rule over every player with fast-check.
 */
import type { Sql } from './db/db';
import { bestMonth, dayScore, finishHand, monthlyTotal, monthOf, newDoorRecord, sameName, type ChampionEntry, type Champions, type DoorRecord, type DoorSettings, type HandResult, type PlayerRecord } from '../src/games/idiots-delight/door';
import type { IDState } from '../src/games/idiots-delight/engine';
import { keyOf, monthRange, toChampions, toPlayers, type ChampRow, type DayRow, type HandRow, type PlayerRow } from './store-rows';

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** How many times a hand's end had to look beyond its few players (for the bench). */
export const handEndScans = { day: 0, month: 0 };

/** End `prow`'s pending hand with state `s`, in transaction `q`; writes the hand, the bonuses and the titles. */
export async function endHand(q: Sql, prow: PlayerRow, s: IDState, now: number, settings: DoorSettings): Promise<HandResult> {
  const date = prow.pending_date!;
  const month = monthOf(date);
  const [from, to] = monthRange(month);
  const champs = toChampions(
    await q.all<ChampRow>("SELECT * FROM champions WHERE (kind = 'daily' AND period = ?) OR (kind = 'monthly' AND period = ?) OR kind = 'alltime'", [date, month]),
  );
  const held = champs.allTime;
  const holders = [champs.daily[date], champs.monthly[month], held].filter((e): e is ChampionEntry => !!e).map((e) => keyOf(e.name));
  const bonused = (await q.all<{ name_key: string }>('SELECT name_key FROM days WHERE date = ? AND bonus > 0', [date])).map((r) => r.name_key);
  const keys = new Set([prow.name_key, ...holders, ...bonused]);
  const players: PlayerRecord[] = [];
  await load(q, [...keys], from, to, held && held.period !== month ? held : null, prow, players);

  const run = () => finishHand({ ...newDoorRecord(settings), players: sorted(players), champions: structuredClone(champs) }, prow.name, s);
  let out = run();
  // A holder whose own score fell below its title, or no holder: the best of the rest may take it.
  if (falls(champs.daily[date], out.record, (p) => dayCandidate(p, date))) {
    handEndScans.day++;
    await load(q, await bestOfDay(q, date, keys), from, to, null, prow, players, keys);
    out = run();
  }
  const monthFalls = falls(champs.monthly[month], out.record, (p) => ({ name: p.name, score: monthlyTotal(p, month), period: month }));
  if (monthFalls || falls(held, out.record, (p) => bestMonth(p, month))) {
    handEndScans.month++;
    await load(q, await bestOfMonth(q, from, to, keys), from, to, null, prow, players, keys);
    out = run();
  }
  const { record, result } = out;

  // Write back: the hand, the end of the pending hand, the day's bonuses, the titles.
  await q.run('INSERT INTO hands (name_key, date, hand, deal, score, removed, finished) VALUES (?, ?, ?, ?, ?, ?, ?)', [prow.name_key, date, result.hand, s.deal, result.score, result.removed, now]);
  await q.run('UPDATE players SET pending_date = NULL, pending_hand = NULL, pending_deal = NULL, pending_state = NULL WHERE name_key = ?', [prow.name_key]);
  for (const p of record.players) {
    const d = p.days.find((x) => x.date === date);
    const old = players.find((x) => sameName(x.name, p.name))?.days.find((x) => x.date === date);
    if (d && old && d.bonus !== old.bonus) await q.run('UPDATE days SET bonus = ? WHERE name_key = ? AND date = ?', [d.bonus, keyOf(p.name), date]);
  }
  const ch = record.champions;
  const put = (kind: string, e: ChampionEntry) =>
    q.run('INSERT INTO champions (kind, period, name, score) VALUES (?, ?, ?, ?) ON CONFLICT (kind, period) DO UPDATE SET name = excluded.name, score = excluded.score', [kind, e.period, e.name, e.score]);
  if (ch.daily[date]) await put('daily', ch.daily[date]);
  if (ch.monthly[month]) await put('monthly', ch.monthly[month]);
  if (ch.allTime && (!held || ch.allTime.name !== held.name || ch.allTime.score !== held.score || ch.allTime.period !== held.period)) {
    await q.run("DELETE FROM champions WHERE kind = 'alltime'");
    await put('alltime', ch.allTime);
  }
  return result;
}

/**
 * Add to `into` the players of `keys` as the rule sees a board: each with its days and hands of
 * the month, the all-time holder also with those of its best month. A player with none of them
 * is no candidate (its title, if any, stands at its stored score), unless it is the one playing.
 */
async function load(q: Sql, keys: string[], from: string, to: string, held: Champions['allTime'], prow: PlayerRow, into: PlayerRecord[], seen?: Set<string>): Promise<void> {
  if (keys.length === 0) return;
  for (const k of keys) seen?.add(k);
  const inKeys = `name_key IN (${marks(keys.length)})`;
  const ds = await q.all<DayRow>(`SELECT * FROM days WHERE ${inKeys} AND date >= ? AND date <= ?`, [...keys, from, to]);
  const hs = await q.all<HandRow>(`SELECT * FROM hands WHERE ${inKeys} AND date >= ? AND date <= ?`, [...keys, from, to]);
  if (held && keys.includes(keyOf(held.name))) {
    const [f2, t2] = monthRange(held.period);
    ds.push(...(await q.all<DayRow>('SELECT * FROM days WHERE name_key = ? AND date >= ? AND date <= ?', [keyOf(held.name), f2, t2])));
    hs.push(...(await q.all<HandRow>('SELECT * FROM hands WHERE name_key = ? AND date >= ? AND date <= ?', [keyOf(held.name), f2, t2])));
  }
  const present = new Set(ds.map((d) => d.name_key));
  const want = keys.filter((k) => present.has(k) || k === prow.name_key);
  if (want.length === 0) return;
  const ps = await q.all<PlayerRow>(`SELECT * FROM players WHERE name_key IN (${marks(want.length)})`, want);
  into.push(...toPlayers(ps, ds, hs));
}

const sorted = (ps: PlayerRecord[]) => [...ps].sort((a, b) => (keyOf(a.name) < keyOf(b.name) ? -1 : keyOf(a.name) > keyOf(b.name) ? 1 : 0));

function dayCandidate(p: PlayerRecord, date: string): ChampionEntry | null {
  const d = p.days.find((x) => x.date === date);
  return d ? { name: p.name, score: dayScore(d), period: date } : null;
}

/** Whether a title's holder before the hand now counts for less than its stored score (or nobody held it):
 *  the players outside the few loaded could then take it. `cand` is the holder's candidate as the rule makes it. */
function falls(before: ChampionEntry | undefined | null, after: DoorRecord, cand: (p: PlayerRecord) => ChampionEntry | null): boolean {
  if (!before) return true;
  const p = after.players.find((x) => sameName(x.name, before.name));
  const c = p ? cand(p) : null;
  return c !== null && c.score < before.score;
}

/** The players outside `not` with the day's best score (all of them, when several tie). */
async function bestOfDay(q: Sql, date: string, not: Set<string>): Promise<string[]> {
  const rows = await q.all<{ name_key: string; total: number | string }>('SELECT name_key, SUM(score) AS total FROM hands WHERE date = ? GROUP BY name_key', [date]);
  return tops(rows, not);
}

/** The players outside `not` with the month's best total (hands and bonuses), all of them on a tie. */
async function bestOfMonth(q: Sql, from: string, to: string, not: Set<string>): Promise<string[]> {
  const rows = await q.all<{ name_key: string; total: number | string }>(
    `SELECT name_key, SUM(pts) AS total FROM (
       SELECT name_key, score AS pts FROM hands WHERE date >= ? AND date <= ?
       UNION ALL SELECT name_key, bonus AS pts FROM days WHERE date >= ? AND date <= ? AND bonus > 0
     ) t GROUP BY name_key`,
    [from, to, from, to],
  );
  return tops(rows, not);
}

function tops(rows: { name_key: string; total: number | string }[], not: Set<string>): string[] {
  let best = 0;
  let out: string[] = [];
  for (const r of rows) {
    if (not.has(r.name_key)) continue;
    const t = Number(r.total);
    if (t > best) {
      best = t;
      out = [r.name_key];
    } else if (t === best && t > 0) out.push(r.name_key);
  }
  return out;
}
