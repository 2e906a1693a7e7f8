/**
 * What a hand's end costs a board late in a month (issue 50): N players who have played D days of
 * the month, 3 hands a day, each finish one more hand on day D+1. Prints median / p95 / slowest of
 * Store.finishHand on SQLite and (where Debian's postgresql is installed) PostgreSQL. The rows are
 * written straight into the tables, so the set-up takes seconds, not a month.
 *   npm run bench:finish [-- players days]      (defaults 1000 20; BENCH_PG=0 skips PostgreSQL)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/open';
import { Store } from '../server/store';
import { handEndScans } from '../server/hand-end';
import { idEngine, pressKey, type IDState } from '../src/games/idiots-delight/engine';
import { startPg } from '../tests/server/pg';

const N = Number(process.argv[2] ?? 1000);
const DAYS = Number(process.argv[3] ?? 20);
const MONTH = '2026-12';
const day = (d: number) => `${MONTH}-${String(d).padStart(2, '0')}`;

/** A few keys of a hand, so its score is a real one. */
function play(deal: number, keys: number): IDState {
  let s = idEngine.newGame(deal, {});
  for (let i = 0; i < keys; i++) s = pressKey(s, (['play', 'down', 'deal'] as const)[i % 3]!).state;
  return s;
}

async function bench(label: string, url: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-finish-'));
  const db = await openDatabase(dir, url);
  const store = new Store(db);
  for (let i = 0; i < N; i++) await store.createAccount(`P${i}`, null, Date.now(), { validated: true });
  // The month so far: every player 3 hands a day, scores spread so titles have moved.
  await db.write(async (q) => {
    for (let d = 1; d <= DAYS; d++)
      for (let i = 0; i < N; i++) {
        const key = `p${i}`;
        await q.run('INSERT INTO days (name_key, date, played_on, bonus) VALUES (?, ?, ?, 0)', [key, day(d), day(d)]);
        for (let h = 1; h <= 3; h++) await q.run('INSERT INTO hands (name_key, date, hand, deal, score, removed, finished) VALUES (?, ?, ?, ?, ?, ?, 0)', [key, day(d), h, d * 10 + h, ((i * 7919 + d * 31 + h) % 40) * 10, 20]);
      }
  });
  const times: number[] = [];
  const scans = { ...handEndScans };
  for (let i = 0; i < N; i++) {
    const h = await store.startHand(`P${i}`, day(DAYS + 1), day(DAYS + 1));
    const s = play(h.deal, 6 + (i % 30));
    const t0 = performance.now();
    await store.finishHand(`P${i}`, s);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (f: number) => times[Math.min(times.length - 1, Math.floor(times.length * f))]!.toFixed(1);
  console.log(`${label}: ${N} players, ${DAYS} days played: finishHand median ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms; the rest of the players asked for ${handEndScans.day - scans.day} times (a day) and ${handEndScans.month - scans.month} (a month)`);
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}

await bench('SQLite', '');
const pg = process.env['BENCH_PG'] === '0' ? null : await startPg({ fsync: true });
if (pg) {
  try {
    await bench('PostgreSQL (fsync on)', pg.database('finish'));
  } finally {
    pg.stop();
  }
}
