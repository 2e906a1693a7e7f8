/**
 * Loaded into the board's process by `npm run bench:callers` (node --import), never by the board
 * itself: once a second it appends one JSON line to BENCH_PROBE with what held the board's event
 * loop up that second (the delay's p99 and max), garbage collection's pauses (sum, longest) and the
 * process's CPU time, so a slow key can be matched with its cause.
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

/** Calls' time this second: the sum, the longest, and (where asked) what the longest was. */
type Timing = { ms: number; max: number; what?: string };

/** Time spent in calls of `proto`'s methods `names` (sum and longest, this second). */
function timed(proto: Record<string, unknown>, names: string[], into: Timing, wait = false, which?: (a: unknown[]) => Timing | null, what?: (a: unknown[]) => string): void {
  for (const n of names) {
    const f = proto[n] as (...a: unknown[]) => unknown;
    proto[n] = function (this: unknown, ...a: unknown[]) {
      const t0 = performance.now();
      const r = f.apply(this, a);
      const also = which?.(a) ?? null;
      const done = () => {
        const d = performance.now() - t0;
        into.ms += d;
        if (d > into.max && what) into.what = what(a);
        into.max = Math.max(into.max, d);
        if (also) also.max = Math.max(also.max, d);
      };
      // pg's queries are timed to their answer (time a key waits, not time on the event loop).
      if (wait && r instanceof Promise) void r.then(done, done);
      else done();
      return r;
    };
  }
}

const file = process.env['BENCH_PROBE'];
if (file) {
  const eld = monitorEventLoopDelay({ resolution: 5 });
  eld.enable();
  let gcSum = 0;
  let gcMax = 0;
  let gcMajor = 0;
  // The longest pause's kind (perf_hooks.constants: 1 scavenge, 2 incremental marking, 4 mark-sweep-compact, 8 weak callbacks).
  let gcMaxKind = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      gcSum += e.duration;
      if (e.duration > gcMax) [gcMax, gcMaxKind] = [e.duration, kind];
      if (kind === 4) gcMajor++;
    }
  }).observe({ entryTypes: ['gc'] });
  // SQLite's calls run on the event loop (libsql is synchronous): a slow COMMIT (a checkpoint's fsync) stops every caller.
  const sqlite = { ms: 0, max: 0 };
  const pgq: Timing = { ms: 0, max: 0 };
  // The keys' saves (one statement a turn, server/db/postgres.ts savesSql) and the wait for a pooled connection, apart.
  const pgSave = { ms: 0, max: 0 };
  const pgConnect = { ms: 0, max: 0 };
  const req = createRequire(import.meta.url);
  try {
    const L = req('libsql') as { prototype: Record<string, unknown> };
    timed(L.prototype, ['exec'], sqlite);
    const st = Object.getPrototypeOf(new (L as unknown as new (f: string) => { prepare(s: string): object })(':memory:').prepare('SELECT 1')) as Record<string, unknown>;
    timed(st, ['run', 'all'], sqlite);
  } catch {
    /* no libsql */
  }
  // A query is its text, or a config object carrying it (a prepared statement's).
  const queryText = (q: unknown): string => (typeof q === 'string' ? q : typeof (q as { text?: unknown } | null)?.text === 'string' ? (q as { text: string }).text : '');
  try {
    const pg = req('pg') as { Client: { prototype: Record<string, unknown> }; Pool: { prototype: Record<string, unknown> } };
    timed(pg.Client.prototype, ['query'], pgq, true, (a) => (queryText(a[0]).startsWith('WITH v ') ? pgSave : null), (a) => queryText(a[0]).replace(/\s+/g, ' ').slice(0, 40));
    timed(pg.Pool.prototype, ['connect'], pgConnect, true);
  } catch {
    /* no pg */
  }
  // The in-process queue of the database's transactions (db.ts's Mutex: on PostgreSQL the board-wide
  // writes, from asking to COMMIT; on SQLite every transaction): the longest this second.
  const queued = { ms: 0, max: 0 };
  try {
    const { Mutex } = await import('../server/db/db');
    timed(Mutex.prototype as unknown as Record<string, unknown>, ['run'], queued, true);
  } catch {
    /* not the board */
  }
  let cpu = process.cpuUsage();
  const t = setInterval(() => {
    const c = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    const line = {
      t: Date.now(),
      eldP99: +(eld.percentile(99) / 1e6).toFixed(1),
      eldMax: +(eld.max / 1e6).toFixed(1),
      gcMs: +gcSum.toFixed(1),
      gcMax: +gcMax.toFixed(1),
      gcMajor,
      gcMaxKind,
      cpuMs: Math.round((c.user + c.system) / 1000),
      heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
      sqliteMs: Math.round(sqlite.ms),
      sqliteMax: +sqlite.max.toFixed(1),
      pgMax: +pgq.max.toFixed(1),
      pgMaxWhat: pgq.what ?? '',
      pgSaveMax: +pgSave.max.toFixed(1),
      pgConnectMax: +pgConnect.max.toFixed(1),
      queuedMax: +queued.max.toFixed(1),
    };
    sqlite.ms = sqlite.max = pgq.ms = pgq.max = pgSave.max = pgConnect.max = queued.max = 0;
    pgq.what = '';
    eld.reset();
    gcSum = gcMax = gcMajor = gcMaxKind = 0;
    appendFileSync(file, JSON.stringify(line) + '\n');
  }, 1000);
  t.unref();
}

/** BENCH_CPU_PROF=FILE: a CPU profile of the whole run, written as the board exits (for Chrome's DevTools). */
const prof = process.env['BENCH_CPU_PROF'];
if (prof) {
  const { Session } = await import('node:inspector');
  const { writeFileSync } = await import('node:fs');
  const s = new Session();
  s.connect();
  s.post('Profiler.enable');
  s.post('Profiler.start');
  // What is still alive at the end, by where it was allocated (DevTools' heap sampling profile).
  s.post('HeapProfiler.enable');
  s.post('HeapProfiler.startSampling', { samplingInterval: 32768 });
  // The in-thread session answers at once, so the profiles are written before the process goes.
  process.on('exit', () => {
    s.post('HeapProfiler.getSamplingProfile', (err, r) => err || writeFileSync(prof.replace(/\.cpuprofile$/, '') + '.heapprofile', JSON.stringify(r.profile)));
    s.post('Profiler.stop', (err, r) => err || writeFileSync(prof, JSON.stringify(r.profile)));
  });
}
