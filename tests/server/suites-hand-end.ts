/**
 * A hand's end on a board (server/hand-end.ts) reads the few players the hand can change, and
 * gives what door.ts's rule gives over every player of the month (the board's rule until issue
 * 50 measured it: O(players) on the event loop at each hand's end).
 */
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rmSync } from 'node:fs';
import { tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import type { Database, Sql } from '../../server/db/db';
import { Store } from '../../server/store';
import { monthRange, toChampions, toPlayers, type ChampRow, type DayRow, type HandRow, type PlayerRow } from '../../server/store-rows';
import { handEndScans } from '../../server/hand-end';
import { DoorError, finishHand, monthOf, newDoorRecord, type ChampionEntry, type DoorRecord, type HandResult } from '../../src/games/idiots-delight/door';
import { idEngine, pressKey, type IDState } from '../../src/games/idiots-delight/engine';


/** `keys` presses of a fixed pattern: a hand that removes a few cards or many, so scores tie and differ. */
function play(deal: number, keys: number): IDState {
  let s = idEngine.newGame(deal, {});
  for (let i = 0; i < keys; i++) s = pressKey(s, (['play', 'down', 'play', 'down', 'deal'] as const)[i % 5]!).state;
  return s;
}

/** The rule over every player of the month (and the all-time holder's best month): the board's before issue 50. */
async function wholeMonth(db: Database, store: Store, name: string, s: IDState): Promise<{ record: DoorRecord; result: HandResult; held: ChampionEntry | null }> {
  const settings = await store.settings();
  return db.read(async (q) => {
    const prow = (await q.all<PlayerRow>('SELECT * FROM players WHERE name_key = ?', [name.toLowerCase()]))[0]!;
    const date = prow.pending_date!;
    const month = monthOf(date);
    const champs = toChampions(await q.all<ChampRow>("SELECT * FROM champions WHERE (kind = 'daily' AND period = ?) OR (kind = 'monthly' AND period = ?) OR kind = 'alltime'", [date, month]));
    const [from, to] = monthRange(month);
    const ds = await q.all<DayRow>('SELECT * FROM days WHERE date >= ? AND date <= ?', [from, to]);
    const hs = await q.all<HandRow>('SELECT * FROM hands WHERE date >= ? AND date <= ?', [from, to]);
    const held = champs.allTime;
    if (held && held.period !== month) {
      const [f2, t2] = monthRange(held.period);
      const hk = held.name.toLowerCase();
      ds.push(...(await q.all<DayRow>('SELECT * FROM days WHERE name_key = ? AND date >= ? AND date <= ?', [hk, f2, t2])));
      hs.push(...(await q.all<HandRow>('SELECT * FROM hands WHERE name_key = ? AND date >= ? AND date <= ?', [hk, f2, t2])));
    }
    const keys = [...new Set([...ds.map((d) => d.name_key), prow.name_key])];
    const ps = await q.all<PlayerRow>(`SELECT * FROM players WHERE name_key IN (${keys.map(() => '?').join(', ')})`, keys);
    return { ...finishHand({ ...newDoorRecord(settings), players: toPlayers(ps, ds, hs), champions: structuredClone(champs) }, prow.name, s), held };
  });
}

/** The titles and the day's bonuses as the database holds them after a hand on `date`. */
async function titles(db: Database, date: string) {
  return db.read(async (q) => ({
    champions: toChampions(await q.all<ChampRow>("SELECT * FROM champions WHERE (kind = 'daily' AND period = ?) OR (kind = 'monthly' AND period = ?) OR kind = 'alltime'", [date, monthOf(date)])),
    bonuses: (await q.all<{ name_key: string; bonus: number }>('SELECT name_key, bonus FROM days WHERE date = ? AND bonus > 0 ORDER BY name_key', [date])).map((r) => [r.name_key, Number(r.bonus)]),
  }));
}

/** What the board keeps of the rule's record: a title the rule leaves with nobody (its holder down to
 *  0 after a reset of the players, nobody above) stays as it was in the table, as it always has. */
function expected(record: DoorRecord, date: string, held: ChampionEntry | null) {
  const ch = record.champions;
  const month = monthOf(date);
  return {
    champions: { allTime: ch.allTime ?? held, monthly: ch.monthly[month] ? { [month]: ch.monthly[month] } : {}, daily: ch.daily[date] ? { [date]: ch.daily[date] } : {} },
    bonuses: record.players
      .flatMap((p) => p.days.filter((d) => d.date === date && d.bonus > 0).map((d) => [p.name.toLowerCase(), d.bonus]))
      .sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1)),
  };
}

const NAMES = ['Ann', 'bob', 'Cyd', 'dee', 'Eve', 'fay'];
const DATES = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-12-01', '2026-12-02', '2026-12-03'];
/** A hand: who, whether the calendar moves on a day first, how far back (a make-up day), how many keys. */
type Op = { hand: [number, boolean, number, number] } | { reset: 'champions' | 'players' };
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 20, arbitrary: fc.tuple(fc.nat(NAMES.length - 1), fc.nat(3).map((n) => n === 0), fc.constantFrom(0, 0, 0, 1, 2), fc.nat(40)).map((hand) => ({ hand })) },
  { weight: 1, arbitrary: fc.constantFrom<'champions' | 'players'>('champions', 'players').map((reset) => ({ reset })) },
);

/** `url(tag)`: a new empty database's URL for DATABASE_URL ('' for SQLite in the folder). */
export function handEndSuite(label: string, url: (tag: string) => string) {
  describe(`a hand's end on a board (${label})`, () => {
    const dirs: string[] = [];
    const dbs: Database[] = [];
    let made = 0;
    async function fresh(): Promise<Database> {
      const dir = tempDir('hand-end');
      dirs.push(dir);
      const db = await openDatabase(dir, url(`hand_end_${made++}`));
      dbs.push(db);
      return db;
    }
    afterEach(async () => {
      for (const db of dbs.splice(0)) await db.close();
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    });

    it('gives the titles, bonuses and result of the rule over every player of the month, whatever the hands and resets before it', async () => {
      const before = { ...handEndScans };
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 45 }), async (ops) => {
          const db = await fresh();
          const store = new Store(db);
          for (const n of NAMES) await store.createAccount(n, null, 0, { validated: true });
          let today = 0;
          for (const o of ops) {
            if ('reset' in o) {
              await (o.reset === 'champions' ? store.resetChampions() : store.resetPlayers());
              continue;
            }
            const [who, next, back, keys] = o.hand;
            if (next) today = Math.min(DATES.length - 1, today + 1);
            const name = NAMES[who]!;
            const date = DATES[Math.max(0, today - back)]!;
            let deal: number;
            try {
              deal = (await store.startHand(name, date, DATES[today]!)).deal;
            } catch (e) {
              if (e instanceof DoorError) continue;
              throw e;
            }
            const s = play(deal, keys);
            const want = await wholeMonth(db, store, name, s);
            const got = await store.finishHand(name, s, 0);
            expect(got).toEqual(want.result);
            expect(await titles(db, date)).toEqual(expected(want.record, date, want.held));
          }
          await db.close();
          dbs.splice(dbs.indexOf(db), 1);
        }),
        { numRuns: Number(process.env['DEEP'] ? 300 : label === 'SQLite' ? 40 : 15) },
      );
      // The property went through the branches where the rest of the players had to be asked.
      expect(handEndScans.day).toBeGreaterThan(before.day);
      expect(handEndScans.month).toBeGreaterThan(before.month);
    }, 120_000);

    it("reads the rows of the few players it can change, not the month's every player", async () => {
      const db = await fresh();
      let rows = 0;
      const counted = (q: Sql): Sql => ({ all: async (sql, p) => { const r = await q.all(sql, p); rows += r.length; return r as never; }, run: (sql, p) => q.run(sql, p) });
      const store = new Store({ ...db, write: (fn) => db.write((q) => fn(counted(q))) });
      const date = '2026-12-05';
      // 200 players who have played this day and the four before it.
      for (let i = 0; i < 200; i++) await store.createAccount(`P${i}`, null, 0, { validated: true });
      for (let d = 1; d <= 5; d++) {
        const day = `2026-12-0${d}`;
        for (let i = 0; i < 200; i++) {
          const h = await store.startHand(`P${i}`, day, day);
          await store.finishHand(`P${i}`, play(h.deal, (i * 7 + d) % 30));
        }
      }
      const h = await store.startHand('P7', date, date);
      rows = 0;
      // A hand ended at once (no card off: no title moves, so nobody else can gain one).
      await store.finishHand('P7', play(h.deal, 0));
      // The player, the three title holders and their month (5 days, a hand each), the settings: not 200 players' 1,000 hands.
      expect(rows).toBeLessThan(60);
    }, 60_000);
  });
}
