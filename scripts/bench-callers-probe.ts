/**
 * Loaded into the board's process by `npm run bench:callers` (node --import), never by the board
 * itself: once a second it appends one JSON line to BENCH_PROBE with what held the board's event
 * loop up that second (the delay's p99 and max), garbage collection's pauses (sum, longest) and the
 * process's CPU time, so a slow key can be matched with its cause.
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env['BENCH_PROBE'];
if (file) {
  const eld = monitorEventLoopDelay({ resolution: 5 });
  eld.enable();
  let gcSum = 0;
  let gcMax = 0;
  let gcMajor = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcSum += e.duration;
      gcMax = Math.max(gcMax, e.duration);
      // kind 4: mark-sweep-compact (perf_hooks.constants.NODE_PERFORMANCE_GC_MAJOR).
      if (((e as unknown as { detail?: { kind?: number } }).detail)?.kind === 4) gcMajor++;
    }
  }).observe({ entryTypes: ['gc'] });
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
      cpuMs: Math.round((c.user + c.system) / 1000),
      heapMB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
    };
    eld.reset();
    gcSum = gcMax = gcMajor = 0;
    appendFileSync(file, JSON.stringify(line) + '\n');
  }, 1000);
  t.unref();
}
