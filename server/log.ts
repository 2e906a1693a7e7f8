/**
 * The board's log: one JSON line per event, `{"time","level","event",...fields}`, on standard output
 * (under systemd, the journal keeps it). The interface is three calls so that another backend (pino,
 * issue 50) can stand in for this one.
 *
 * What an attacker can make happen, they can make happen a million times: each event is rate
 * limited (a burst, then one a second), and the lines it kept back are counted on the next one.
 * Nothing secret is ever written: fields named like a password or a key are masked, and so is the
 * password of a URL (a DATABASE_URL in an error message).
 */

export type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

export interface LogOptions {
  /** Where each line goes (without its newline); standard output by default. */
  write?: (line: string) => void;
  /** The clock (tests give their own). */
  now?: () => number;
  /** Lines one event may write at once, then one a second. */
  burst?: number;
}

/** Longest text a field keeps: a request line or an error, not a megabyte of it. */
const FIELD_MAX = 300;
const SECRET_NAME = /pass|secret|token|hash|key|cookie|authori/i;
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)[^\s@/]*@/gi;

function clean(v: string, max: number): string {
  const s = v.replace(URL_PASSWORD, '$1***@');
  return s.length > max ? s.slice(0, max) + '…' : s;
}

export function createLogger(o: LogOptions = {}): Logger {
  const write = o.write ?? ((line: string) => void process.stdout.write(line + '\n'));
  const now = o.now ?? Date.now;
  const burst = o.burst ?? 20;
  const buckets = new Map<string, { tokens: number; at: number; held: number }>();

  const emit = (level: 'info' | 'warn' | 'error', event: string, fields: Fields = {}) => {
    const t = now();
    let b = buckets.get(event);
    if (!b) buckets.set(event, (b = { tokens: burst, at: t, held: 0 }));
    b.tokens = Math.min(burst, b.tokens + (t - b.at) / 1000);
    b.at = t;
    if (b.tokens < 1) {
      b.held++;
      return;
    }
    b.tokens--;
    const line: Record<string, unknown> = { time: new Date(t).toISOString(), level, event };
    for (const [k, v] of Object.entries(fields)) {
      if (v === undefined || k === 'time' || k === 'level' || k === 'event') continue;
      line[k] = SECRET_NAME.test(k) ? '***' : typeof v === 'string' ? clean(v, k === 'stack' ? 8 * FIELD_MAX : FIELD_MAX) : v;
    }
    if (b.held > 0) {
      line['suppressed'] = b.held;
      b.held = 0;
    }
    try {
      write(JSON.stringify(line));
    } catch {
      // A log that cannot be written must not take the board down with it.
    }
  };
  return {
    info: (e, f) => emit('info', e, f),
    warn: (e, f) => emit('warn', e, f),
    error: (e, f) => emit('error', e, f),
  };
}

/** An error as log fields: its message, and its stack for a fault. */
export function errorFields(e: unknown): Fields {
  if (e instanceof Error) return { error: e.message, stack: e.stack?.split('\n').slice(0, 12).join(' | ') };
  return { error: String(e) };
}
