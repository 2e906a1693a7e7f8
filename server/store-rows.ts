/**
 * The door's tables as rows, and the door record's players and champions made from them: what
 * store.ts and hand-end.ts read.
 */
import type { Row } from './db/db';
import type { Champions, DayRecord, PlayerRecord } from '../src/games/idiots-delight/door';

/** A name's key in every table: its lower-case form, as the door compares names regardless of case. */
export const keyOf = (name: string) => name.toLowerCase();

export interface PlayerRow extends Row {
  name_key: string;
  name: string;
  password: string | null;
  sysop: number;
  validated: number;
  applied_from: string | null;
  created: number;
  failures: number;
  locked_until: number;
  pending_date: string | null;
  pending_hand: number | null;
  pending_deal: number | null;
  pending_state: string | null;
}
export interface DayRow extends Row {
  name_key: string;
  date: string;
  played_on: string;
  bonus: number;
}
export interface HandRow extends Row {
  name_key: string;
  date: string;
  hand: number;
  deal: number;
  score: number;
  removed: number;
}
export interface ChampRow extends Row {
  kind: string;
  period: string;
  name: string;
  score: number;
}

/** Door-record players from rows (days in date order, hands in order), in the order of their keys:
 *  where two challengers tie for a title, the first of them in that order takes it, on either database. */
export function toPlayers(ps: PlayerRow[], ds: DayRow[], hs: HandRow[]): PlayerRecord[] {
  const byKey = new Map<string, PlayerRecord>();
  for (const r of [...ps].sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0))) {
    const pending = r.pending_date !== null && r.pending_hand !== null && r.pending_deal !== null ? { date: r.pending_date, hand: Number(r.pending_hand), deal: Number(r.pending_deal) } : null;
    byKey.set(r.name_key, { name: r.name, days: [], pending, password: null });
  }
  const days = new Map<string, DayRecord>();
  for (const d of [...ds].sort((a, b) => (a.date < b.date ? -1 : 1))) {
    const p = byKey.get(d.name_key);
    if (!p || days.has(`${d.name_key}|${d.date}`)) continue;
    const day: DayRecord = { date: d.date, playedOn: d.played_on, hands: [], bonus: Number(d.bonus) };
    p.days.push(day);
    days.set(`${d.name_key}|${d.date}`, day);
  }
  for (const h of [...hs].sort((a, b) => Number(a.hand) - Number(b.hand))) {
    const day = days.get(`${h.name_key}|${h.date}`);
    if (day && !day.hands.some((x) => x.hand === Number(h.hand))) day.hands.push({ hand: Number(h.hand), deal: Number(h.deal), score: Number(h.score), removed: Number(h.removed) });
  }
  return [...byKey.values()];
}

export function toChampions(rows: ChampRow[]): Champions {
  const ch: Champions = { allTime: null, monthly: {}, daily: {} };
  for (const r of rows) {
    const e = { name: r.name, score: Number(r.score), period: r.period };
    if (r.kind === 'alltime') ch.allTime = e;
    else if (r.kind === 'monthly') ch.monthly[r.period] = e;
    else if (r.kind === 'daily') ch.daily[r.period] = e;
  }
  return ch;
}

export const monthRange = (month: string): [string, string] => [`${month}-01`, `${month}-31`];
