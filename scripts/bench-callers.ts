/**
 * `npm run bench:callers` (and the end of `npm run bench`): BENCH_CALLERS simulated callers (1,000 by
 * default) on loopback, mixed over telnet, SSH, the web socket and RLogin (from a peer board listed
 * in --peers), on a board started as `npm run bbs` starts it: once on SQLite and once on PostgreSQL
 * (a throwaway cluster with fsync on, when Debian's postgresql is installed). The callers arrive
 * BENCH_ARRIVALS a second, as callers do, each signing up (RLogin's are named by their board) and
 * playing whole tournament hands at a key every BENCH_KEY_MS (2 s) until BENCH_SECONDS (240) after the last has
 * arrived: a hand is about 110 keys, so most callers end one and hands end at about the rate a full
 * board ends them. The board is on the 28th of the month, with BENCH_REGULARS (1,000) regulars who
 * played every day before it (bench-callers-month.ts), so each hand's end costs what it does late in
 * a busy month.
 * They run in BENCH_PROCESSES child processes (bench-callers-child.ts), not in the board's. Reports
 * the time from a key to the end of the screen update it caused (median, p95, max) per database and
 * way in, what the board's event loop and garbage collector did meanwhile (bench-callers-probe.ts),
 * and writes the table into docs/performance.md (BENCH_DOC=0: not). BENCH_KEY_MS sets the pace of the
 * keys, BENCH_SQLITE=0 / BENCH_PG=0 skip a database, BENCH_SLOW=1 prints the slow keys and the
 * probe's seconds, BENCH_CPU_PROF=FILE profiles the board (CPU and heap), BENCH_PG_WAITS=1 prints
 * what PostgreSQL's busy backends waited on, BENCH_NODE_FLAGS adds node flags to the board's own
 * (package.json's "bbs"), to try one, and BENCH_PG_SETTINGS=name=value,... settings to the bench's
 * PostgreSQL cluster. For PostgreSQL it also reports the WAL written and the checkpoints begun.
 */
import { fork } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { TelnetCaller, logOn, rloginPort, spawnBoard, tempDir } from '../tests/server/callers';
import pgClient from 'pg';
import { startPg } from '../tests/server/pg';
import { idEngine, isOver, keyFor, pressKey } from '../src/games/idiots-delight/engine';
import { tournamentDeal } from '../src/games/idiots-delight/door';
import { openDatabase } from '../server/db/open';
import { Store } from '../server/store';
import { Terminal } from '../src/games/idiots-delight/terminal';
import { drawGame } from '../src/games/idiots-delight/screens';
import { AnsiWriter } from '../src/games/idiots-delight/ansi/writer';
import { WAYS, nextKey, type ChildJob, type ChildResult, type Way } from './bench-callers-shared';
import { seedMonth } from './bench-callers-month';

const CALLERS = Number(process.env['BENCH_CALLERS'] ?? 1000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 240);
const REGULARS = Number(process.env['BENCH_REGULARS'] ?? 1000);
const ARRIVALS = Number(process.env['BENCH_ARRIVALS'] ?? 10);
const PROCESSES = Number(process.env['BENCH_PROCESSES'] ?? 2);
const KEY_MS = Number(process.env['BENCH_KEY_MS'] ?? 2000);
const TIMEOUT_MS = 5000;
const TODAY = `${new Date().toISOString().slice(0, 7)}-28`;
/** The board's deal secret in every run, so every run deals the same hands. */
const BENCH_SECRET = '0'.repeat(64);
let seeded = 0;
const PEER = { tag: 'BENCH', secret: 'bench-peer-secret' };

interface Probe {
  t: number;
  eldP99: number;
  eldMax: number;
  gcMs: number;
  gcMax: number;
  gcMajor: number;
  gcMaxKind?: number;
  cpuMs: number;
  heapMB: number;
  sqliteMs: number;
  sqliteMax: number;
  pgMax: number;
  pgSaveMax?: number;
  pgConnectMax?: number;
  pgMaxWhat?: string;
  queuedMax?: number;
}

interface Result {
  db: string;
  keys: Record<Way | 'all', number[]>;
  hands: number;
  seconds: number;
  inCount: number;
  failed: string[];
  slow: ChildResult['slow'];
  probe: Probe[];
  start: number;
  arrivedBy: number;
  childEld: { p99: number; max: number; gcMax: number }[];
  /** The machine meanwhile: CPU time the host took (steal), time tasks waited for a CPU (PSI), major faults, PostgreSQL's CPU. */
  machine: string;
  childCpuMs: number;
  load: number[];
  /** PostgreSQL: its WAL and checkpoints during the run. */
  wal?: string;
}

function quantile(xs: number[], q: number): number {
  const s = Float64Array.from(xs).sort();
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
const max = (xs: number[]) => xs.reduce((a, b) => Math.max(a, b), 0);

function child(job: ChildJob): Promise<ChildResult> {
  // BENCH_CHILD_FLAGS: node flags for the callers' processes (their longest GC pause is reported:
  // a pause there is a slow key the board had no part in).
  const flags = (process.env['BENCH_CHILD_FLAGS'] ?? '').split(' ').filter(Boolean);
  const p = fork(new URL('./bench-callers-child.ts', import.meta.url).pathname, [], { execArgv: [...flags, '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((res, rej) => {
    p.once('message', (m) => res(m as ChildResult));
    p.once('exit', (code) => rej(new Error(`bench child exited ${code}`)));
    p.send(job);
  });
}

async function run(db: string, env: Record<string, string>): Promise<Result> {
  const dir = tempDir('bench');
  const probeFile = join(dir, 'probe.jsonl');
  const peers = join(dir, 'peers.json');
  writeFileSync(peers, JSON.stringify({ peers: [{ tag: PEER.tag, addresses: ['127.0.0.1'], secret: PEER.secret }] }));
  const board = await spawnBoard(
    dir,
    // The probe rides in the board's process (after tsx, which it needs).
    { IDELIGHT_TODAY: TODAY, BENCH_PROBE: probeFile, NODE_OPTIONS: `${process.env['BENCH_NODE_FLAGS'] ?? ''} --import tsx --import ${new URL('./bench-callers-probe.ts', import.meta.url).pathname}`, ...env },
    ['--rlogin', '0', '--peers', peers, '--accounts', 'open', '--max-callers', String(CALLERS + 10), '--max-per-address', String(CALLERS + 10)],
  ).catch((e: unknown) => {
    // A board that did not start leaves no folder behind either.
    rmSync(dir, { recursive: true, force: true });
    throw e;
  });
  // Every run deals the same hands (BENCH_SECRET as the board's deal secret): with a fresh board's
  // own, hands' lengths and so the hands ending a minute varied from run to run (52 to 177). The
  // callers mirror the board's hands, so they read the secret back.
  const sdb = await openDatabase(dir, env['DATABASE_URL'] ?? '');
  await sdb.write((q) => q.run('UPDATE settings SET deal_secret = ? WHERE id = 1', [BENCH_SECRET]));
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
    // After the sysop, who is the board's first account.
    const mdb = await openDatabase(dir, env['DATABASE_URL'] ?? '');
    seeded = await seedMonth(mdb, TODAY, REGULARS);
    await mdb.close();
    const wal = env['DATABASE_URL'] ? await walStats(env['DATABASE_URL']) : null;
    // The children need a second or two to load; the clock starts after that.
    const start = Date.now() + 3000;
    const arrivedBy = ((CALLERS - 1) * 1000) / ARRIVALS;
    const end = start + arrivedBy + SECONDS * 1000;
    const jobs: ChildJob[] = Array.from({ length: PROCESSES }, () => ({
      ports: { telnet: board.telnet, ssh: board.ssh, http: board.http, rlogin: rloginPort(board) },
      secret,
      today: TODAY,
      peerTag: PEER.tag,
      peerSecret: PEER.secret,
      callers: [],
      start,
      end,
      keyMs: KEY_MS,
      timeoutMs: TIMEOUT_MS,
    }));
    for (let i = 0; i < CALLERS; i++) jobs[i % PROCESSES]!.callers.push({ n: i + 1, way: WAYS[i % WAYS.length]!, at: (i * 1000) / ARRIVALS });
    const waits = process.env['BENCH_PG_WAITS'] && env['DATABASE_URL'] ? sampleWaits(env['DATABASE_URL'], start) : null;
    const before = machineNow();
    const perSecond = process.env['BENCH_SLOW'] ? machineEverySecond(start) : null;
    const results = await Promise.all(jobs.map(child));
    const machine = machineSince(before);
    if (perSecond) console.log(`${db}: the machine each second [second, steal ms, CPU wait ms, major faults, busiest processes]: ${JSON.stringify([...perSecond()])}`);
    if (waits) {
      // And what they waited on in the seconds with the most slow keys.
      const worst = [...results.flatMap((r) => r.slow).reduce((m, k) => m.set(Math.floor(k.at / 1000), (m.get(Math.floor(k.at / 1000)) ?? 0) + 1), new Map<number, number>())]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([sec]) => sec);
      console.log(`${db}: what PostgreSQL's busy backends waited on (samples every 20 ms, second of the run):\n${await waits(worst)}`);
    }
    const walText = wal ? await wal() : undefined;
    const load = loadavg();
    const keys: Result['keys'] = { telnet: [], ssh: [], ws: [], rlogin: [], all: [] };
    for (const r of results) for (const w of WAYS) for (const k of r.keys[w]) {
      keys[w].push(k);
      keys.all.push(k);
    }
    if (board.stderr()) console.log(`board's errors (${db}):\n${board.stderr().slice(0, 2000)}`);
    const probe = existsSync(probeFile) ? readFileSync(probeFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Probe) : [];
    return {
      db,
      keys,
      hands: results.reduce((a, r) => a + r.hands, 0),
      seconds: (end - start) / 1000,
      inCount: results.reduce((a, r) => a + r.inAt.length, 0),
      failed: results.flatMap((r) => r.failed),
      slow: results.flatMap((r) => r.slow).sort((a, b) => a.at - b.at),
      probe: probe.filter((p) => p.t >= start && p.t <= end + 1000),
      start,
      arrivedBy,
      childEld: results.map((r) => r.eld),
      childCpuMs: results.reduce((a, r) => a + r.cpuMs, 0),
      machine,
      load,
      ...(walText ? { wal: walText } : {}),
    };
  } finally {
    await board.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The machine's counters: CPU time stolen by the host (/proc/stat, in USER_HZ), and the time some
 *  task waited for a CPU (/proc/pressure/cpu, µs; absent on kernels without PSI). */
function machineNow(withPostgres = true): { t: number; steal: number; waited: number | null; postgres: number; majorFaults: number } {
  const stat = existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/) : [];
  const psi = existsSync('/proc/pressure/cpu') ? /total=(\d+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8')) : null;
  // A page the kernel (or the host's proactive reclaim) took back and a process touched again: read from disk.
  const faults = existsSync('/proc/vmstat') ? /^pgmajfault (\d+)$/m.exec(readFileSync('/proc/vmstat', 'utf8')) : null;
  return { t: Date.now(), steal: Number(stat[8] ?? 0), waited: psi ? Number(psi[1]) : null, postgres: withPostgres ? postgresTicks() : 0, majorFaults: faults ? Number(faults[1]) : 0 };
}

/** BENCH_SLOW=1: the machine's counters each second of the run (steal ms, CPU wait ms, major faults,
 *  and the three processes that used the most CPU that second, as "name pid ms"), to name what took
 *  the cores in a second of slow keys. */
function machineEverySecond(start: number): () => Map<number, [number, number, number, string[]]> {
  const seen = new Map<number, [number, number, number, string[]]>();
  let a = machineNow(false);
  let ticks = processTicks();
  const timer = setInterval(() => {
    const b = machineNow(false);
    const now = processTicks();
    const busiest = [...now]
      .map(([pid, [name, t]]) => [`${name} ${pid}`, (t - (ticks.get(pid)?.[1] ?? t)) * 10] as const)
      .filter(([, ms]) => ms > 0)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([who, ms]) => `${who} ${ms}${what(who.split(' ').pop()!)}`);
    seen.set(Math.round((b.t - start) / 1000), [(b.steal - a.steal) * 10, a.waited !== null && b.waited !== null ? Math.round((b.waited - a.waited) / 1000) : 0, b.majorFaults - a.majorFaults, busiest]);
    a = b;
    ticks = now;
  }, 1000);
  return () => {
    clearInterval(timer);
    return seen;
  };
}

/** What a process is, from its command line: PostgreSQL's title ("postgres: autovacuum worker"), or a
 *  node process's script (bbs-main.ts, bench-callers-child.ts). */
function what(pid: string): string {
  try {
    const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    if (line[0]?.startsWith('postgres:')) return ` (${line[0].slice(10, 50)})`;
    const script = line.find((a) => /\.(ts|js|mjs)$/.test(a) && !a.includes('node_modules'));
    return script ? ` (${script.split('/').pop()})` : '';
  } catch {
    return '';
  }
}

/** Every process's name and CPU time so far (USER_HZ), by pid. */
function processTicks(): Map<string, [string, number]> {
  const all = new Map<string, [string, number]>();
  if (!existsSync('/proc')) return all;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
      all.set(pid, [s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')), Number(f[11]) + Number(f[12])]);
    } catch {
      // gone between the listing and the read
    }
  }
  return all;
}

/** CPU time (USER_HZ) of every process named postgres so far: the cluster's share of the machine. */
function postgresTicks(): number {
  let t = 0;
  for (const [name, ticks] of processTicks().values()) if (name === 'postgres') t += ticks;
  return t;
}

function machineSince(a: ReturnType<typeof machineNow>): string {
  const b = machineNow();
  const wall = (b.t - a.t) / 1000;
  const steal = ((b.steal - a.steal) / 100 / (wall * cpus().length)) * 100;
  const waited = a.waited !== null && b.waited !== null ? `; some task waited for a CPU ${(((b.waited - a.waited) / 1e6 / wall) * 100).toFixed(0)} % of the time` : '';
  const faults = `; ${(b.majorFaults - a.majorFaults).toLocaleString('en-US')} major page faults`;
  // A backend that ended during the run takes its time with it: a floor, not an exact figure.
  const pg = b.postgres - a.postgres > 0 ? `; PostgreSQL's processes used ${((b.postgres - a.postgres) / wall).toFixed(0)} % of a core` : '';
  return `The machine: the host took ${steal.toFixed(1)} % of its CPU time (steal)${waited}${faults}${pg}.`;
}

/**
 * What PostgreSQL wrote during the run: its WAL (records, full-page images, bytes, flushes) and
 * checkpoints, counted from the end of the month's seeding. Returns the report's sentence.
 */
async function walStats(url: string): Promise<() => Promise<string>> {
  const q = async (sql: string) => {
    const c = new pgClient.Client({ connectionString: url });
    await c.connect();
    try {
      return (await c.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await c.end();
    }
  };
  await q("SELECT pg_stat_reset_shared('wal'), pg_stat_reset_shared('bgwriter')");
  return async () => {
    const [w] = (await q('SELECT wal_records AS records, wal_fpi AS fpi, wal_bytes AS bytes, wal_sync AS syncs FROM pg_stat_wal')) as { records: number; fpi: number; bytes: number; syncs: number }[];
    const [b] = (await q('SELECT checkpoints_timed AS timed, checkpoints_req AS req FROM pg_stat_bgwriter')) as { timed: number; req: number }[];
    const n = (x: number) => Number(x).toLocaleString('en-US');
    return `PostgreSQL's WAL from the end of the seeding to the end of the run: ${n(w!.records)} records (${n(w!.fpi)} full pages), ${(Number(w!.bytes) / 2 ** 20).toFixed(0)} MB, ${n(w!.syncs)} flushes to disk; checkpoints begun: ${n(b!.timed)} timed, ${n(b!.req)} asked for.`;
  };
}

/**
 * BENCH_PG_WAITS=1: what the board's busy PostgreSQL backends wait on (pg_stat_activity's wait
 * events, with the start of each query), sampled every 20 ms: a lock a key's save waits for, the
 * WAL's flush, a client that is slow to read. Counted per second of the run.
 */
function sampleWaits(url: string, start: number): (worst: number[]) => Promise<string> {
  const c = new pgClient.Client({ connectionString: url });
  const seen = new Map<string, number[]>();
  let on = true;
  const done = (async () => {
    await c.connect();
    while (on) {
      const rows = (
        await c.query(
          "SELECT coalesce(wait_event_type, 'CPU') || ':' || coalesce(wait_event, '-') AS w, left(regexp_replace(query, '\\s+', ' ', 'g'), 48) AS q FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'",
        )
      ).rows as { w: string; q: string }[];
      const sec = Math.floor((Date.now() - start) / 1000);
      for (const r of rows) {
        const k = `${r.w} ${r.q}`;
        const a = seen.get(k) ?? [];
        a[sec] = (a[sec] ?? 0) + 1;
        seen.set(k, a);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.end();
  })();
  return async (worst) => {
    on = false;
    await done;
    const at = worst.map((sec) => `second ${sec} (the most slow keys): ${[...seen].filter(([, a]) => a[sec] || a[sec - 1]).map(([k, a]) => `${(a[sec - 1] ?? 0) + (a[sec] ?? 0)} ${k}`).join(' | ')}`);
    return [...at, ...[...seen]
      .map(([k, a]) => ({ k, n: a.reduce((x, y) => x + (y ?? 0), 0), a }))
      .sort((x, y) => y.n - x.n)
      .slice(0, 25)
      .map(({ k, n, a }) => `${String(n).padStart(6)} ${k}  worst seconds: ${a.map((v, i) => [i, v ?? 0]).sort((x, y) => y[1]! - x[1]!).slice(0, 5).map(([i, v]) => `${i}s:${v}`).join(' ')}`)].join('\n');
  };
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

const ms = (x: number) => (x < 10 ? x.toFixed(1) : x.toFixed(0));

function rows(r: Result): string[] {
  return (['all', ...WAYS] as const).map((w) => {
    const k = r.keys[w];
    const label = w === 'all' ? `**${r.db}**` : '';
    const way = w === 'all' ? `all (${r.inCount} in, ${((60 * r.hands) / r.seconds).toFixed(0)} hands a minute)` : w === 'ws' ? 'web socket' : w === 'ssh' ? 'SSH' : w === 'rlogin' ? 'RLogin' : 'telnet';
    return `| ${label} | ${way} | ${k.length} | ${ms(quantile(k, 0.5))} ms | ${ms(quantile(k, 0.95))} ms | ${ms(max(k))} ms |`;
  });
}

/** What the board's process did: its event loop's worst delay, GC, CPU, while callers arrived and after. */
function boardLine(r: Result): string {
  const split = r.start + r.arrivedBy;
  const part = (ps: Probe[], what: string) =>
    ps.length === 0
      ? ''
      : `${what}: event-loop delay p99 up to ${ms(max(ps.map((p) => p.eldP99)))} ms, max ${ms(max(ps.map((p) => p.eldMax)))} ms; GC ${ms(ps.reduce((a, p) => a + p.gcMs, 0) / ps.length)} ms a second, longest pause ${ms(max(ps.map((p) => p.gcMax)))} ms, ${ps.reduce((a, p) => a + p.gcMajor, 0)} major; CPU ${(ps.reduce((a, p) => a + p.cpuMs, 0) / ps.length / 10).toFixed(0)} % of a core; ${r.db.startsWith('SQLite') ? `SQLite's calls ${(ps.reduce((a, p) => a + p.sqliteMs, 0) / ps.length / 10).toFixed(0)} % of the event loop, longest ${ms(max(ps.map((p) => p.sqliteMax)))} ms` : `longest PostgreSQL query ${ms(max(ps.map((p) => p.pgMax)))} ms (${ps.reduce((a, p) => (p.pgMax > a.pgMax ? p : a)).pgMaxWhat ?? '?'}), longest board-wide write from asking to its commit ${ms(max(ps.map((p) => p.queuedMax ?? 0)))} ms`}`;
  const slow = r.slow.length;
  return [
    `${r.db}, the board's process ${part(r.probe.filter((p) => p.t <= split), 'while callers arrived')}; ${part(r.probe.filter((p) => p.t > split), 'after')}.`,
    `Keys over 100 ms: ${slow} (${r.slow.filter((s) => s.at <= r.arrivedBy).length} while callers arrived; ${(['start', 'end', 'menu', 'move'] as const).map((d) => `${r.slow.filter((s) => s.did === d).length} ${d === 'start' ? "hands' starts" : d === 'end' ? "hands' ends" : d === 'menu' ? 'back to the menu' : 'moves'}`).join(', ')}). The callers' processes: CPU ${((r.childCpuMs / (r.seconds * 1000)) * 100).toFixed(0)} % of a core, event-loop delay p99 ${r.childEld.map((e) => ms(e.p99)).join(', ')} ms, max ${r.childEld.map((e) => ms(e.max)).join(', ')} ms, longest GC pause ${r.childEld.map((e) => ms(e.gcMax)).join(', ')} ms. ${r.machine} Load average at the end ${r.load.map((l) => l.toFixed(1)).join(' ')}.`,
    ...(r.failed.length ? [`Log-ons that failed: ${r.failed.length}, first: ${r.failed[0]}`] : []),
    ...(r.wal ? [r.wal] : []),
  ].join(' ');
}

/** The bench cluster's settings: BENCH_PG_SETTINGS=name=value,... */
function pgSettings(): Record<string, string> {
  const kv = (process.env['BENCH_PG_SETTINGS'] ?? '').split(',').filter(Boolean).map((p) => p.split('='));
  return Object.fromEntries(kv.map(([k, v]) => [k!.trim(), (v ?? '').trim()]));
}

const work = perKeyWork();
const results: Result[] = [];
if (process.env['BENCH_SQLITE'] !== '0') results.push(await run('SQLite (WAL)', {}));
const pg = process.env['BENCH_PG'] === '0' ? null : await startPg({ fsync: true, settings: pgSettings() });
if (pg) {
  try {
    results.push(await run('PostgreSQL (fsync on)', { DATABASE_URL: pg.database('bench') }));
    console.log(`PostgreSQL's checkpoints:\n${pg.log().split('\n').filter((l) => /checkpoint/.test(l)).join('\n')}`);
  } finally {
    pg.stop();
  }
} else console.log('PostgreSQL not run (BENCH_PG=0, or its binaries are not installed): its row is skipped.');

const lines = [
  `Measured ${new Date().toISOString().replace(/:\d\d\.\d+Z$/, 'Z').replace('T', ' ')} on ${cpus().length} x ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}: ${CALLERS} callers arriving ${ARRIVALS} a second, then ${SECONDS} s more, a key every ${KEY_MS} ms each, in ${PROCESSES} processes beside the board's, all on this machine. The board on day 28 of a month: ${REGULARS} regulars have played the 27 days before it (${seeded} hands, with their titles).`,
  '',
  '| database | way in | keys | key to end of screen update: median | p95 (target <= 20 ms) | max (target <= 250 ms) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.flatMap(rows),
  '',
  ...results.flatMap((r) => [boardLine(r), '']),
  work,
];
console.log(lines.join('\n'));
if (process.env['BENCH_SLOW']) for (const r of results) console.log(r.db, r.start, JSON.stringify(r.slow.slice(0, 200)), JSON.stringify(r.probe.map((p) => [Math.round((p.t - r.start) / 1000), p.eldMax, p.gcMax, p.cpuMs, p.sqliteMax, p.pgMax, p.pgSaveMax ?? 0, p.pgConnectMax ?? 0, p.heapMB, p.queuedMax ?? 0, p.gcMaxKind ?? 0])));
if (process.env['BENCH_DOC'] !== '0') {
  const doc = 'docs/performance.md';
  const begin = '<!-- bench:callers begin -->';
  const endMark = '<!-- bench:callers end -->';
  let text = readFileSync(doc, 'utf8');
  const block = `${begin}\n${lines.join('\n')}\n${endMark}`;
  if (text.includes(begin)) text = text.replace(new RegExp(`${begin}[\\s\\S]*?${endMark}`), block);
  else text += `\n## Callers on the board (\`npm run bench:callers\`, the end of \`npm run bench\`)\n\n${block}\n`;
  writeFileSync(doc, text);
}
process.exit(0);
