/**
 * The Idiot's Delight door around the hands: players, hands per day, extra hands, champions,
 * tournament shuffles, make-up and play-ahead days. Pure: "today" is passed in as 'YYYY-MM-DD'
 * and the whole door is one JSON record the UI persists. Readings: docs/idiots-delight.md.
 */
import { hmacSha256 } from '../../core/sha256';
import { scoreFor, validateIDState, WIN_REMOVED, type IDState } from './engine';
import { isSecret, type Secret } from './password';
import { graphemeCount, graphemes, printable } from './typing';
import { marksOn, textWidth } from '../../core/columns';

export const MAX_HANDS_PER_DAY = 10;
export const DAILY_CHAMPION_BONUS = 5000;
/** Removing this many cards wins an extra hand; a full 48 wins one more. */
export const EXTRA_HAND_AT = 45;
export const NAME_MAX = 30;

export interface DoorSettings {
  /** Hands a player gets each day (1..10). */
  handsPerDay: number;
  /** Days other than today (make-up or play-ahead) a player may open each day (0..31). */
  makeUpDaysPerDay: number;
}

export const DEFAULT_DOOR_SETTINGS: DoorSettings = { handsPerDay: 3, makeUpDaysPerDay: 1 };

export interface HandRecord {
  hand: number;
  deal: number;
  score: number;
  removed: number;
}

/** One tournament day of one player. */
export interface DayRecord {
  /** Tournament date. */
  date: string;
  /** The real date the day was opened; its hands can be played only on that date. */
  playedOn: string;
  hands: HandRecord[];
  /** 5000 while this player is the day's Daily Champion, else 0. */
  bonus: number;
}

export interface PendingHand {
  date: string;
  hand: number;
  deal: number;
}

export interface PlayerRecord {
  name: string;
  days: DayRecord[];
  /** A hand started and not yet finished: it counts as played, and resumes with the same deal. */
  pending: PendingHand | null;
  /** The log-on password (hashed); null for a player kept from before passwords: set at the next log-on. */
  password: Secret | null;
}

export interface ChampionEntry {
  name: string;
  score: number;
  /** 'YYYY-MM-DD' for a day, 'YYYY-MM' for a month. */
  period: string;
}

/** Kept apart from the players so either can be reset, or lost, without the other. */
export interface Champions {
  allTime: ChampionEntry | null;
  monthly: Record<string, ChampionEntry>;
  daily: Record<string, ChampionEntry>;
}

/**
 * New names, the same rule on a board and on the local door (issues 49 and 54): `validated` — a
 * new name may log on, read the champions and play free hands, but opens a tournament hand only
 * once the sysop has validated it (nobody makes a second name to see the day's cards before
 * playing them under the first); `open` — every new name plays at once.
 */
export type AccountsPolicy = 'validated' | 'open';
export const ACCOUNTS_POLICIES: readonly AccountsPolicy[] = ['validated', 'open'];

/** What a caller whose name is not validated is told, on the menu and at a tournament hand. */
export const WAITS_FOR_VALIDATION = "Your account waits for the sysop's validation.";

/** A new name waiting for the sysop's validation (the local door's; a board keeps its own in its database). */
export interface AppliedName {
  name: string;
  /** When it chose its password (ms since 1970). */
  created: number;
}

export interface DoorRecord {
  version: 4;
  /** The door's deal secret (64 hex digits): its tournament deals come from it, so nobody outside
   *  (no script, no other board) can print a day's hands before they are played. Null until the
   *  first hand is dealt (the UI makes it then: withDealSecret). */
  dealKey: string | null;
  /** The sysop's password (hashed), set the first time the sysop screen is opened. */
  sysop: Secret | null;
  settings: DoorSettings;
  players: PlayerRecord[];
  champions: Champions;
  /** The new-name policy (door-accounts.ts). */
  accounts: AccountsPolicy;
  /** Names waiting for the sysop's validation, oldest first. */
  applicants: AppliedName[];
}

export class DoorError extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'DoorError';
  }
}

// ---------------------------------------------------------------- dates and names

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDateString(x: unknown): x is string {
  if (typeof x !== 'string') return false;
  const m = DATE_RE.exec(x);
  if (!m) return false;
  const y = Number(m[1]),
    mo = Number(m[2]),
    d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const len = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1]!;
  return d <= len;
}

function isMonthString(x: unknown): x is string {
  return typeof x === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(x) && isDateString(`${x}-01`);
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function daysInMonth(date: string): number {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The make-up (or play-ahead) day typed as a day of `today`'s month, or why not: every door's rule. */
export function makeUpDate(today: string, typed: string): { date: string } | { refused: string } {
  const dim = daysInMonth(today);
  const v = Number(typed);
  if (!(typed !== '' && v >= 1 && v <= dim)) return { refused: `Choose a day from 1 to ${dim}.` };
  return { date: `${monthOf(today)}-${String(v).padStart(2, '0')}` };
}

/** A player's name tidied (trimmed, inner spaces single), or null if unusable. */
export function normalizeName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const n = name.trim().replace(/\s+/g, ' ');
  // Length as the player sees it (an emoji is one character); printable characters only: names
  // go on a BBS-style screen, and an invisible character would let two names look alike.
  const len = graphemeCount(n);
  if (len === 0 || len > NAME_MAX || !printable(n)) return null;
  return n;
}

/** Combining marks one character of a new name may carry (a letter's accents: one or two). */
export const MARKS_MAX = 2;

export const NAME_RULE = `A name is 1 to ${NAME_MAX} columns (a CJK character or an emoji takes two), at most ${MARKS_MAX} accents on a letter.`;

/**
 * A new player's name, or null: tidied as normalizeName does, at most NAME_MAX terminal columns
 * wide (so every screen that shows it keeps its columns) and at most MARKS_MAX combining marks on
 * a character. Names already kept stay as they are (normalizeName still reads them).
 */
export function newPlayerName(name: unknown): string | null {
  const n = normalizeName(name);
  if (n === null || textWidth(n) > NAME_MAX || textWidth(n) === 0) return null;
  return graphemes(n).some((g) => marksOn(g) > MARKS_MAX) ? null : n;
}

/** Names match regardless of case, as on a BBS log-on. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

// ---------------------------------------------------------------- tournament

const SECRET_RE = /^[0-9a-f]{64}$/;

export function isDealSecret(x: unknown): x is string {
  return typeof x === 'string' && SECRET_RE.test(x);
}

/** A new deal secret from 32 random bytes (the caller's randomness: the door stays pure). */
export function dealSecretFrom(random: Uint8Array): string {
  if (random.length !== 32) throw new RangeError('a deal secret is 32 random bytes');
  return Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `rec` with a deal secret: its own, or one made from `random` (32 bytes) if it has none yet. */
export function withDealSecret(rec: DoorRecord, random: () => Uint8Array): DoorRecord {
  return rec.dealKey !== null ? rec : { ...rec, dealKey: dealSecretFrom(random()) };
}

/**
 * The deal number of hand `hand` (1..10) on `date` under the door's secret: the first four bytes
 * of HMAC-SHA256(secret, "date|hand"). Every player of one door (one board's database, one
 * browser) gets the same shuffles; without the secret they cannot be told in advance.
 */
export function tournamentDeal(secret: string, date: string, hand: number): number {
  if (!isDealSecret(secret)) throw new RangeError('bad deal secret');
  if (!isDateString(date)) throw new RangeError(`bad date ${String(date)}`);
  if (!Number.isInteger(hand) || hand < 1 || hand > MAX_HANDS_PER_DAY) throw new RangeError(`bad hand ${hand}`);
  const key = new Uint8Array(32);
  for (let i = 0; i < 32; i++) key[i] = parseInt(secret.slice(2 * i, 2 * i + 2), 16);
  const mac = hmacSha256(key, new TextEncoder().encode(`${date}|${hand}`));
  return ((mac[0]! << 24) | (mac[1]! << 16) | (mac[2]! << 8) | mac[3]!) >>> 0;
}

// ---------------------------------------------------------------- records

export function newDoorRecord(settings: Partial<DoorSettings> = {}, secret: string | null = null): DoorRecord {
  if (secret !== null && !isDealSecret(secret)) throw new RangeError('bad deal secret');
  return {
    version: 4,
    dealKey: secret,
    sysop: null,
    settings: checkSettings({ ...DEFAULT_DOOR_SETTINGS, ...settings }),
    players: [],
    champions: emptyChampions(),
    accounts: 'validated',
    applicants: [],
  };
}

function emptyChampions(): Champions {
  return { allTime: null, monthly: {}, daily: {} };
}

function checkSettings(s: DoorSettings): DoorSettings {
  const { handsPerDay: h, makeUpDaysPerDay: m } = s;
  if (!Number.isInteger(h) || h < 1 || h > MAX_HANDS_PER_DAY) throw new RangeError(`hands per day must be 1..10`);
  if (!Number.isInteger(m) || m < 0 || m > 31) throw new RangeError(`make-up days per day must be 0..31`);
  return { handsPerDay: h, makeUpDaysPerDay: m };
}

/** Sysop: change hands per day and/or make-up days per day. */
export function setSettings(rec: DoorRecord, patch: Partial<DoorSettings>): DoorRecord {
  return { ...clone(rec), settings: checkSettings({ ...rec.settings, ...patch }) };
}

/** Sysop: clear the champions; players and their points stay. */
export function resetChampions(rec: DoorRecord): DoorRecord {
  return { ...clone(rec), champions: emptyChampions() };
}

/**
 * Sysop: clear every player's days, hands and unfinished hand; the champions stay until beaten,
 * and the names with their passwords stay (a log-on is not a score), as on a board (issue 49).
 */
export function resetPlayers(rec: DoorRecord): DoorRecord {
  const c = clone(rec);
  return { ...c, players: c.players.map((p) => ({ ...p, days: [], pending: null })) };
}

function clone(rec: DoorRecord): DoorRecord {
  return structuredClone(rec);
}

/** Set `name`'s log-on password (a new name becomes a player with no days yet). */
export function setPassword(rec0: DoorRecord, name: string, secret: Secret): DoorRecord {
  const n = normalizeName(name);
  if (n === null) throw new DoorError('Bad player name.');
  const rec = clone(rec0);
  const p = findPlayer(rec, n);
  if (p) p.password = secret;
  else rec.players.push({ name: n, days: [], pending: null, password: secret });
  return rec;
}

/** Set the sysop's password. */
export function setSysopPassword(rec: DoorRecord, secret: Secret): DoorRecord {
  return { ...clone(rec), sysop: secret };
}

export function findPlayer(rec: DoorRecord, name: string): PlayerRecord | null {
  const n = normalizeName(name);
  return n === null ? null : (rec.players.find((p) => sameName(p.name, n)) ?? null);
}

export function playerNames(rec: DoorRecord): string[] {
  return rec.players.map((p) => p.name);
}

// ---------------------------------------------------------------- hands per day

/** Extra hands one finished hand earns: 1 for 45+ cards, 2 for all 48. */
export function extraHandsFor(removed: number): number {
  return (removed >= EXTRA_HAND_AT ? 1 : 0) + (removed >= WIN_REMOVED ? 1 : 0);
}

function handsAllowed(settings: DoorSettings, day: DayRecord | undefined): number {
  const earned = day ? day.hands.reduce((n, h) => n + extraHandsFor(h.removed), 0) : 0;
  return settings.handsPerDay + Math.min(earned, MAX_HANDS_PER_DAY - settings.handsPerDay);
}

function handsStarted(p: PlayerRecord | null, date: string): number {
  if (!p) return 0;
  const day = p.days.find((d) => d.date === date);
  return (day ? day.hands.length : 0) + (p.pending?.date === date ? 1 : 0);
}

export type DayKind = 'today' | 'make-up' | 'play-ahead';

export interface DayStatus {
  kind: DayKind | null;
  /** Whether a new hand may be started (a pending one on this date may always be resumed). */
  playable: boolean;
  /** Why not, for the screen. */
  reason: string | null;
  handsPlayed: number;
  handsAllowed: number;
  handsLeft: number;
  pending: PendingHand | null;
}

function dayKind(date: string, today: string): DayKind | null {
  if (monthOf(date) !== monthOf(today)) return null;
  return date === today ? 'today' : date < today ? 'make-up' : 'play-ahead';
}

/** Where `name` stands on tournament day `date`, seen on real day `today`. */
export function dayStatus(rec: DoorRecord, name: string, date: string, today: string): DayStatus {
  if (!isDateString(date) || !isDateString(today)) throw new RangeError('dates are YYYY-MM-DD');
  const p = findPlayer(rec, name);
  const day = p?.days.find((d) => d.date === date);
  const played = handsStarted(p, date);
  const allowed = handsAllowed(rec.settings, day);
  const kind = dayKind(date, today);
  const base = { kind, handsPlayed: played, handsAllowed: allowed, handsLeft: Math.max(0, allowed - played) };
  const pending = p?.pending ?? null;
  const no = (reason: string): DayStatus => ({ ...base, playable: false, reason, pending });
  // An unfinished hand always comes back first, whatever day it is now.
  if (pending && pending.date === date) return { ...base, playable: true, reason: null, pending };
  if (pending) return no(`Finish your hand of ${pending.date} first.`);
  if (kind === null) return no('Only days of this month can be played.');
  if (day && day.playedOn !== today) return no(`That day was played on ${day.playedOn}.`);
  if (!day && kind !== 'today') {
    const opened = p ? p.days.filter((d) => d.playedOn === today && d.date !== today).length : 0;
    if (opened >= rec.settings.makeUpDaysPerDay) return no('No more make-up or play-ahead days today.');
  }
  if (base.handsLeft === 0) return no('No hands left for that day.');
  return { ...base, playable: true, reason: null, pending: null };
}

export function handsLeft(rec: DoorRecord, name: string, date: string, today: string): number {
  return dayStatus(rec, name, date, today).handsLeft;
}

export interface StartedHand {
  record: DoorRecord;
  date: string;
  hand: number;
  deal: number;
  /** True when this is the player's unfinished hand coming back (same deal). */
  resumed: boolean;
}

/** Start (or resume) a hand of tournament day `date` for `name`; a new player is created here. */
export function startHand(rec0: DoorRecord, name: string, date: string, today: string): StartedHand {
  const n = normalizeName(name);
  if (n === null) throw new DoorError('Bad player name.');
  // The policy holds a name back here too, whatever screen asked (door-accounts.ts).
  if (rec0.accounts === 'validated' && rec0.applicants.some((a) => sameName(a.name, n))) throw new DoorError(WAITS_FOR_VALIDATION);
  const st = dayStatus(rec0, n, date, today);
  if (!st.playable) throw new DoorError(st.reason ?? 'Not playable.');
  const rec = clone(rec0);
  let p = findPlayer(rec, n);
  if (!p) {
    p = { name: n, days: [], pending: null, password: null };
    rec.players.push(p);
  }
  if (p.pending) return { record: rec, ...p.pending, resumed: true };
  let day = p.days.find((d) => d.date === date);
  if (!day) {
    day = { date, playedOn: today, hands: [], bonus: 0 };
    p.days.push(day);
  }
  const hand = day.hands.length + 1;
  if (rec.dealKey === null) throw new DoorError('The door has no deal secret yet.');
  p.pending = { date, hand, deal: tournamentDeal(rec.dealKey, date, hand) };
  return { record: rec, ...p.pending, resumed: false };
}

export interface HandResult {
  date: string;
  hand: number;
  score: number;
  removed: number;
  /** Extra hands this hand added (after the daily cap). */
  extraHandsWon: number;
  /** The player is now the day's Daily Champion. */
  dailyChampion: boolean;
  /** The champion this hand dethroned, if any. */
  dethroned: string | null;
}

/** What a second finish of a hand already in the player's days is told. */
export const HAND_RECORDED = 'This hand is recorded already.';

/**
 * End the player's pending hand with engine state `s` (finished, or abandoned: it scores what it
 * has). The state must be a valid game of the pending hand's deal.
 */
export function finishHand(rec: DoorRecord, name: string, s: IDState): { record: DoorRecord; result: HandResult } {
  const p = findPlayer(rec, name);
  const v = validateIDState(s);
  if (!p?.pending || v?.deal !== p.pending.deal) {
    // A hand enters once: another window (or this page before a reload) has recorded it already.
    if (v && p?.days.some((d) => d.hands.some((h) => h.deal === v.deal))) throw new DoorError(HAND_RECORDED);
    if (!p?.pending) throw new DoorError('No hand in progress.');
    throw new DoorError('That is not the hand in progress.');
  }
  return recordHand(rec, name, v.discards.length);
}

/** End the pending hand with `removed` cards removed (its score follows from that). finishHand
 *  is this after checking the engine state; the UI should call finishHand. */
export function recordHand(rec0: DoorRecord, name: string, removed: number): { record: DoorRecord; result: HandResult } {
  if (!Number.isInteger(removed) || removed < 0 || removed > WIN_REMOVED) throw new RangeError(`bad count ${removed}`);
  const rec = clone(rec0);
  const p = findPlayer(rec, name);
  if (!p || !p.pending) throw new DoorError('No hand in progress.');
  const { date, hand, deal } = p.pending;
  const day = p.days.find((d) => d.date === date)!;
  const before = handsAllowed(rec.settings, day);
  const score = scoreFor(removed);
  day.hands.push({ hand, deal, score, removed });
  p.pending = null;
  const oldDaily = rec.champions.daily[date]?.name ?? null;
  updateChampions(rec, date);
  const nowDaily = rec.champions.daily[date]?.name ?? null;
  const isChamp = nowDaily !== null && sameName(nowDaily, p.name);
  return {
    record: rec,
    result: {
      date,
      hand,
      score,
      removed,
      extraHandsWon: handsAllowed(rec.settings, day) - before,
      dailyChampion: isChamp,
      dethroned: isChamp && oldDaily !== null && !sameName(oldDaily, p.name) ? oldDaily : null,
    },
  };
}

// ---------------------------------------------------------------- scores and champions

export function dayScore(day: DayRecord): number {
  return day.hands.reduce((n, h) => n + h.score, 0);
}

/** A player's points for a month: hand scores plus Daily Champion bonuses held. */
export function monthlyTotal(p: PlayerRecord, month: string): number {
  return p.days.filter((d) => monthOf(d.date) === month).reduce((n, d) => n + dayScore(d) + d.bonus, 0);
}

export function allTimeTotal(p: PlayerRecord): number {
  return p.days.reduce((n, d) => n + dayScore(d) + d.bonus, 0);
}

/** Best of the candidates; the holder keeps the title on a tie, and a holder with no player
 *  record left (reset or lost to corruption) keeps it until beaten. */
function crown(held: ChampionEntry | null, cands: ChampionEntry[]): ChampionEntry | null {
  const mine = held ? cands.find((c) => sameName(c.name, held.name)) : undefined;
  let best: ChampionEntry | null = held ? (mine ?? held) : null;
  for (const c of cands) if (c.score > 0 && (best === null || c.score > best.score)) best = c;
  return best !== null && best.score > 0 ? best : null;
}

/** After a hand on `date`: the day's champion (moving the 5000 bonus), the month's, all time. */
function updateChampions(rec: DoorRecord, date: string): void {
  const ch = rec.champions;
  const dayOf = (p: PlayerRecord) => p.days.find((d) => d.date === date);
  const daily = crown(
    ch.daily[date] ?? null,
    rec.players.flatMap((p) => {
      const d = dayOf(p);
      return d ? [{ name: p.name, score: dayScore(d), period: date }] : [];
    }),
  );
  if (daily) ch.daily[date] = daily;
  for (const p of rec.players) {
    const d = dayOf(p);
    if (d) d.bonus = daily && sameName(daily.name, p.name) ? DAILY_CHAMPION_BONUS : 0;
  }
  const month = monthOf(date);
  const monthly = crown(
    ch.monthly[month] ?? null,
    rec.players.map((p) => ({ name: p.name, score: monthlyTotal(p, month), period: month })),
  );
  if (monthly) ch.monthly[month] = monthly;
  // All-time: the best month anyone has had.
  ch.allTime = crown(
    ch.allTime,
    rec.players.map((p) => bestMonth(p, month)),
  );
}

/** A player's best month as an all-time candidate (the earliest of equal months; `month` with 0 if none scored). */
export function bestMonth(p: PlayerRecord, month: string): ChampionEntry {
  const months = [...new Set(p.days.map((d) => monthOf(d.date)))].sort();
  let e: ChampionEntry = { name: p.name, score: 0, period: month };
  for (const m of months) {
    const t = monthlyTotal(p, m);
    if (t > e.score) e = { name: p.name, score: t, period: m };
  }
  return e;
}

export interface ChampionsView {
  allTime: ChampionEntry | null;
  monthly: ChampionEntry | null;
  daily: ChampionEntry | null;
  /** Every Daily Champion on record, newest first. */
  dailyHistory: ChampionEntry[];
}

export function championsView(rec: DoorRecord, today: string): ChampionsView {
  const ch = rec.champions;
  return {
    allTime: ch.allTime ? { ...ch.allTime } : null,
    monthly: ch.monthly[monthOf(today)] ? { ...ch.monthly[monthOf(today)]! } : null,
    daily: ch.daily[today] ? { ...ch.daily[today] } : null,
    dailyHistory: Object.values(ch.daily)
      .map((e) => ({ ...e }))
      .sort((a, b) => (a.period < b.period ? 1 : a.period > b.period ? -1 : 0)),
  };
}

// ---------------------------------------------------------------- validation

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isCount(x: unknown, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= max;
}

function toEntry(x: unknown, period: (s: unknown) => boolean): ChampionEntry | null {
  if (!isObj(x)) return null;
  const name = normalizeName(x['name']);
  if (name === null || !isCount(x['score'], 1e9) || !period(x['period'])) return null;
  return { name, score: x['score'], period: x['period'] as string };
}

function toChampions(x: unknown, problems: string[]): Champions {
  const out = emptyChampions();
  if (!isObj(x)) {
    problems.push('champions unreadable: reset');
    return out;
  }
  if (x['allTime'] !== null) {
    out.allTime = toEntry(x['allTime'], isMonthString);
    if (!out.allTime) problems.push('all-time champion unreadable: dropped');
  }
  for (const [key, period, check] of [
    ['monthly', isMonthString, isMonthString],
    ['daily', isDateString, isDateString],
  ] as const) {
    const table = x[key];
    if (!isObj(table)) {
      problems.push(`${key} champions unreadable: reset`);
      continue;
    }
    for (const [k, v] of Object.entries(table)) {
      const e = toEntry(v, check);
      if (period(k) && e && e.period === k) out[key][k] = e;
      else problems.push(`${key} champion ${k} unreadable: dropped`);
    }
  }
  return out;
}

function toHand(x: unknown, date: string, index: number): HandRecord | null {
  if (!isObj(x)) return null;
  const { hand, deal, score, removed } = x;
  if (hand !== index + 1 || !isCount(hand, MAX_HANDS_PER_DAY) || !isCount(removed, WIN_REMOVED)) return null;
  // A deal is kept as it was dealt: under this door's secret, or another's (an imported door).
  if (!isCount(deal, 0xffffffff) || score !== scoreFor(removed)) return null;
  return { hand, deal, score, removed };
}

function toDay(x: unknown): DayRecord | null {
  if (!isObj(x)) return null;
  const { date, playedOn, hands, bonus } = x;
  if (!isDateString(date) || !isDateString(playedOn) || !Array.isArray(hands)) return null;
  if (hands.length > MAX_HANDS_PER_DAY || (bonus !== 0 && bonus !== DAILY_CHAMPION_BONUS)) return null;
  const hs = hands.map((h, i) => toHand(h, date, i));
  if (hs.some((h) => h === null)) return null;
  return { date, playedOn, hands: hs as HandRecord[], bonus };
}

function toPlayer(x: unknown): PlayerRecord | null {
  if (!isObj(x)) return null;
  const name = normalizeName(x['name']);
  const days = x['days'];
  if (name === null || !Array.isArray(days)) return null;
  const ds = days.map(toDay);
  if (ds.some((d) => d === null)) return null;
  const dates = new Set(ds.map((d) => d!.date));
  if (dates.size !== ds.length) return null;
  let pending: PendingHand | null = null;
  const pd = x['pending'];
  if (pd !== null) {
    if (!isObj(pd) || !isDateString(pd['date']) || !isCount(pd['hand'], MAX_HANDS_PER_DAY)) return null;
    const day = ds.find((d) => d!.date === pd['date']);
    if (!day || pd['hand'] !== day.hands.length + 1) return null;
    if (!isCount(pd['deal'], 0xffffffff)) return null;
    pending = { date: pd['date'], hand: pd['hand'], deal: pd['deal'] };
  }
  const pw = x['password'];
  if (pw !== null && !isSecret(pw)) return null;
  return { name, days: ds as DayRecord[], pending, password: pw };
}

/**
 * Check a saved door record, salvaging what is sound: a corrupt player is dropped without
 * touching the champions, corrupt champions are reset without touching the players. Null only
 * when nothing is recognisable as a door record.
 */
export function checkDoorRecord(x: unknown): { record: DoorRecord | null; problems: string[] } {
  const problems: string[] = [];
  if (!isObj(x) || x['version'] !== 4) return { record: null, problems: ['not a door record'] };
  let dealKey: string | null = null;
  if (isDealSecret(x['dealKey'])) dealKey = x['dealKey'];
  else if (x['dealKey'] !== null) problems.push('deal secret unreadable: a new one is made');
  let settings = { ...DEFAULT_DOOR_SETTINGS };
  try {
    const s = x['settings'];
    if (!isObj(s)) throw new RangeError('settings');
    settings = checkSettings({ handsPerDay: s['handsPerDay'] as number, makeUpDaysPerDay: s['makeUpDaysPerDay'] as number });
  } catch {
    problems.push('settings unreadable: defaults used');
  }
  const players: PlayerRecord[] = [];
  const list = x['players'];
  if (!Array.isArray(list)) problems.push('players unreadable: none kept');
  else
    for (const [i, raw] of list.entries()) {
      const p = toPlayer(raw);
      if (p === null) problems.push(`player ${i} unreadable: dropped`);
      else if (players.some((q) => sameName(q.name, p.name))) problems.push(`player ${p.name} twice: second dropped`);
      else players.push(p);
    }
  let sysop: Secret | null = null;
  if (x['sysop'] !== null) {
    if (isSecret(x['sysop'])) sysop = x['sysop'];
    else problems.push('sysop password unreadable: set it again');
  }
  const accounts: AccountsPolicy = x['accounts'] === 'open' ? 'open' : 'validated';
  if (x['accounts'] !== 'open' && x['accounts'] !== 'validated') problems.push('new-name policy unreadable: validated');
  const applicants: AppliedName[] = [];
  const waiting = x['applicants'];
  if (!Array.isArray(waiting)) problems.push('applicants unreadable: none kept');
  else
    for (const a of waiting) {
      // An applicant is one of the players (a removed one went with its name).
      const created = isObj(a) ? a['created'] : undefined;
      const p = isObj(a) && typeof created === 'number' && Number.isFinite(created) ? players.find((q) => sameName(q.name, String(a['name']))) : undefined;
      if (p && typeof created === 'number' && !applicants.some((q) => sameName(q.name, p.name))) applicants.push({ name: p.name, created });
      else problems.push('an applicant unreadable: dropped');
    }
  return { record: { version: 4, dealKey, sysop, settings, players, champions: toChampions(x['champions'], problems), accounts, applicants }, problems };
}

/**
 * Version 1 had no passwords: its players keep their days and set a password at their next
 * log-on, and the sysop sets one the next time the sysop screen is opened. Version 2 dealt from a
 * constant every copy shared: version 3 has a secret of its own, made at the next hand dealt.
 * Version 4 keeps the new-name policy and its applicants (issue 54): an older door is `validated`
 * with nobody waiting (every name it has was let in already), which is what it did with a sysop.
 */
export function migrateDoor(data: unknown, from: number): unknown {
  if (!isObj(data) || (from !== 1 && from !== 2 && from !== 3)) return null;
  if (from === 3) return { ...data, version: 4, accounts: 'validated', applicants: [] };
  let d: Record<string, unknown> = data;
  if (from === 1) {
    const list: unknown = d['players'];
    const players = Array.isArray(list) ? list.map((p: unknown) => (isObj(p) ? { ...p, password: null } : p)) : list;
    d = { ...d, sysop: null, players };
  }
  return { ...d, version: 4, dealKey: null, accounts: 'validated', applicants: [] };
}

export function validateDoorRecord(x: unknown): DoorRecord | null {
  return checkDoorRecord(x).record;
}
