/**
 * `npm run bench:callers` (and the end of `npm run bench`): N simulated telnet callers on loopback
 * (200 by default, for 120 s), each pressing a key every 500 ms and playing whole tournament hands on a board
 * started with `npm run bbs`, once on SQLite and once on PostgreSQL (a throwaway cluster, when
 * Debian's postgresql is installed). Reports hands a minute and the time from a key to the end of
 * the screen update it caused (median, p95), and writes the table into docs/performance.md.
 * BENCH_CALLERS and BENCH_SECONDS change the load and the length of the run.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { TelnetCaller, logOn, spawnBoard, tempDir } from '../tests/server/callers';
import { startPg } from '../tests/server/pg';
import { byKeys, canDone, hint, idEngine, isOver, keyFor, pressKey, rowOf, type IDState } from '../src/games/idiots-delight/engine';
import { tournamentDeal } from '../src/games/idiots-delight/door';
import { openDatabase } from '../server/db/open';
import { Store } from '../server/store';
import { Terminal } from '../src/games/idiots-delight/terminal';
import { drawGame } from '../src/games/idiots-delight/screens';
import { AnsiWriter } from '../src/games/idiots-delight/ansi/writer';

const CALLERS = Number(process.env['BENCH_CALLERS'] ?? 200);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 120);
const KEY_MS = 500;
const TODAY = new Date().toISOString().slice(0, 10);
/** Any secret: the per-key work does not depend on which hands are dealt. */
const BENCH_SECRET = '0'.repeat(64);

/**
 * The key a caller who plays sensibly presses next: the door's own heuristic (engine.ts's hint),
 * reached by the door's keys (2 moves the marker down, Space plays, F the free card, Enter deals,
 * D ends). The caller follows the hand on a copy of the engine: the tournament deal is public.
 */
function nextKey(s: IDState): string {
  let m = hint(s)?.move ?? null;
  if (m === null) return ' ';
  // Shifting a card between empty rows once the pile is out leads nowhere: end the hand instead.
  if (m.type === 'move' && (s.stock.length === 0 || !byKeys(s, m))) m = s.stock.length > 0 ? { type: 'deal' } : canDone(s) ? { type: 'done' } : m;
  const row = rowOf(m);
  if (row !== null && row !== s.marker) return '2';
  return m.type === 'deal' ? '\r' : m.type === 'done' ? 'd' : m.type === 'free' ? 'f' : ' ';
}

interface Result {
  db: string;
  callers: number;
  seconds: number;
  hands: number;
  keys: number;
  median: number;
  p95: number;
  max: number;
}

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}

async function run(db: string, env: Record<string, string>): Promise<Result> {
  const dir = tempDir('bench');
  const board = await spawnBoard(dir, { IDELIGHT_TODAY: TODAY, ...env }, ['--max-callers', String(CALLERS + 10), '--max-per-address', String(CALLERS + 10)]);
  // The callers mirror the board's hands, so they read its deal secret (nobody outside the board can).
  const sdb = await openDatabase(dir, env['DATABASE_URL'] ?? '');
  const secret = await new Store(sdb).dealSecret();
  await sdb.close();
  try {
    // The first account is the sysop: ten hands a day, so nobody runs out during the run.
    const sysop = new TelnetCaller(board.telnet);
    await logOn(sysop, 'Sysop', 'sysop123', true);
    sysop.type('s');
    await sysop.waitFor('SYSOP CONFIGURATION');
    sysop.type('h10\r');
    await sysop.waitFor('Hands per day ............ 10');
    sysop.close();
    const callers: TelnetCaller[] = [];
    for (let i = 0; i < CALLERS; i += 20) {
      const batch = Array.from({ length: Math.min(20, CALLERS - i) }, () => new TelnetCaller(board.telnet));
      await Promise.all(batch.map((c, j) => logOn(c, `Caller ${i + j + 1}`, 'password1', true)));
      callers.push(...batch);
    }
    const latencies: number[] = [];
    let hands = 0;
    let keys = 0;
    const end = Date.now() + SECONDS * 1000;
    await Promise.all(
      callers.map(async (c, i) => {
        await new Promise((r) => setTimeout(r, (KEY_MS * i) / CALLERS));
        let hand = 0;
        let s: IDState | null = null;
        let k: string;
        while (Date.now() < end) {
          const next = Date.now() + KEY_MS;
          if (s === null) {
            // On the menu: P starts the next tournament hand, dealt as the board deals it.
            k = 'p';
            hand++;
            s = idEngine.newGame(tournamentDeal(secret, TODAY, hand), {});
          } else if (isOver(s)) {
            hands++;
            k = ' ';
            s = null;
          } else {
            k = nextKey(s);
            s = pressKey(s, keyFor(k === '\r' ? 'Enter' : k)!).state;
          }
          const t0 = performance.now();
          const done = new Promise<void>((r) => (c.onUpdate = r));
          c.raw(Buffer.from(k, 'latin1'));
          await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
          latencies.push(performance.now() - t0);
          keys++;
          await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
        }
      }),
    );
    for (const c of callers) c.close();
    if (board.stderr()) console.log(`board's errors (${db}):\n${board.stderr().slice(0, 2000)}`);
    return { db, callers: CALLERS, seconds: SECONDS, hands, keys, median: quantile(latencies, 0.5), p95: quantile(latencies, 0.95), max: Math.max(...latencies) };
  } finally {
    await board.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What one key costs the board without the network: the engine, the screen, the ANSI diff. */
function perKeyWork(): string {
  const t = new Terminal();
  const w = new AnsiWriter('cp437');
  let s = idEngine.newGame(tournamentDeal(BENCH_SECRET, TODAY, 1), {});
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < 3000; i++) {
    const t0 = performance.now();
    s = isOver(s) ? idEngine.newGame(tournamentDeal(BENCH_SECRET, TODAY, 1 + (i % 10)), {}) : pressKey(s, keyFor(nextKey(s) === '\r' ? 'Enter' : nextKey(s))!).state;
    drawGame(t, { s, player: 'Caller 1', date: TODAY, handLabel: '1 of 10', handsLeft: 9, message: '', resultLines: [] });
    bytes += w.update(t).length;
    times.push(performance.now() - t0);
  }
  return `Server work per key (engine, screen, ANSI diff; no network): median ${(quantile(times, 0.5) * 1000).toFixed(0)} µs, p95 ${(quantile(times, 0.95) * 1000).toFixed(0)} µs, ${(bytes / times.length).toFixed(0)} bytes sent.`;
}

const work = perKeyWork();
const results: Result[] = [await run('SQLite (WAL)', {})];
const pg = process.env['BENCH_PG'] === '0' ? null : await startPg();
if (pg) {
  try {
    results.push(await run('PostgreSQL', { DATABASE_URL: pg.database('bench') }));
  } finally {
    pg.stop();
  }
} else console.log('PostgreSQL binaries not installed: its row is skipped.');

const lines = [
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}: the board and the ${CALLERS} callers on the same machine, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} at the end.`,
  '',
  '| database | callers | hands a minute | keys | key to end of screen update: median | p95 (target <= 20 ms) | max |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...results.map((r) => `| ${r.db} | ${r.callers} | ${((60 * r.hands) / r.seconds).toFixed(0)} | ${r.keys} | ${r.median.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.max.toFixed(0)} ms |`),
  '',
  work,
];
console.log(lines.join('\n'));
const doc = 'docs/performance.md';
const begin = '<!-- bench:callers begin -->';
const endMark = '<!-- bench:callers end -->';
let text = readFileSync(doc, 'utf8');
const block = `${begin}\n${lines.join('\n')}\n${endMark}`;
if (text.includes(begin)) text = text.replace(new RegExp(`${begin}[\\s\\S]*?${endMark}`), block);
else text += `\n## Callers on the board (\`npm run bench:callers\`, the end of \`npm run bench\`)\n\n${block}\n`;
writeFileSync(doc, text);
process.exit(0);
