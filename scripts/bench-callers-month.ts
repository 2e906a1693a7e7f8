/**
 * `npm run bench:callers`'s board late in a month: `players` regulars who have played every day of
 * the month before `today`, 3 hands a day, with the titles those hands give (each day's best holds
 * its 5,000; the best month is the monthly and all-time title). A hand's end then costs what it
 * costs on the 28th of a busy month, not on the first day of an empty board.
 */
import type { Database, Sql } from '../server/db/db';

const BATCH = 400;

async function insert(q: Sql, table: string, cols: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const part = rows.slice(i, i + BATCH);
    const one = `(${cols.map(() => '?').join(', ')})`;
    await q.run(`INSERT INTO ${table} (${cols.join(', ')}) VALUES ${part.map(() => one).join(', ')}`, part.flat());
  }
}

/** Writes the month's regulars, days, hands and titles; answers how many hands. */
export async function seedMonth(db: Database, today: string, players: number): Promise<number> {
  const month = today.slice(0, 7);
  const days = Number(today.slice(8, 10)) - 1;
  const date = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  const key = (i: number) => `regular ${String(i).padStart(4, '0')}`;
  const ps: unknown[][] = [];
  const ds: unknown[][] = [];
  const hs: unknown[][] = [];
  const totals = new Map<string, number>();
  const daily: [string, string, number][] = [];
  for (let i = 0; i < players; i++) ps.push([key(i), `Regular ${String(i).padStart(4, '0')}`, 0, 1]);
  for (let d = 1; d <= days; d++) {
    let best: [string, number] | null = null;
    const dayRows: unknown[][] = [];
    for (let i = 0; i < players; i++) {
      let sum = 0;
      for (let h = 1; h <= 3; h++) {
        // Scores as hands give them: 10 a card off, most hands between 100 and 400.
        const score = 100 + (((i * 7919 + d * 104729 + h * 1299709) >>> 0) % 31) * 10;
        sum += score;
        hs.push([key(i), date(d), h, d * 100 + h, score, score / 10, 0]);
      }
      totals.set(key(i), (totals.get(key(i)) ?? 0) + sum);
      if (!best || sum > best[1]) best = [key(i), sum];
      dayRows.push([key(i), date(d), date(d)]);
    }
    for (const r of dayRows) ds.push([...r, r[0] === best![0] ? 5000 : 0]);
    totals.set(best![0], totals.get(best![0])! + 5000);
    daily.push([date(d), best![0], best![1]]);
  }
  const top = [...totals].reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0] as [string, number]);
  const nameOf = (k: string) => k.replace('regular', 'Regular');
  await db.write(async (q) => {
    await insert(q, 'players', ['name_key', 'name', 'created', 'validated'], ps);
    await insert(q, 'days', ['name_key', 'date', 'played_on', 'bonus'], ds);
    await insert(q, 'hands', ['name_key', 'date', 'hand', 'deal', 'score', 'removed', 'finished'], hs);
    const titles = [
      ...daily.map(([period, k, score]) => ['daily', period, nameOf(k), score]),
      ...(top[1] > 0 ? [['monthly', month, nameOf(top[0]), top[1]], ['alltime', month, nameOf(top[0]), top[1]]] : []),
    ];
    if (titles.length) await insert(q, 'champions', ['kind', 'period', 'name', 'score'], titles);
  });
  return hs.length;
}
