/**
 * The board's log: one JSON line per event, `{"time","level","event",...fields}`, on standard output
 * (under systemd, the journal keeps it) and, once the board has its data folder, in DATA/board.log
 * (toFile: 0600, rotated at 10 MB keeping one old file). The interface is three calls so that another backend (pino,
 * issue 50) can stand in for this one.
 *
 * What an attacker can make happen, they can make happen a million times: each event is rate
 * limited (a burst, then one a second), and the lines it kept back are counted on the next one.
 * Nothing secret is ever written: fields named like a password or a key are masked, and so is the
 * password of a URL (a DATABASE_URL in an error message).
 */

import { closeSync, fchmodSync, fstatSync, openSync, renameSync, writeSync } from 'node:fs';

export type Fields = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
  /** Also write every line to `path` (0600, rotated at `maxBytes` keeping one old file); returns the detach. */
  toFile?(path: string, maxBytes?: number): () => void;
}

/** A log file's size before it is rotated: one old file is kept, so the log holds at most twice this. */
export const LOG_FILE_MAX = 10 * 1024 * 1024;

/** Append lines to `path`, created 0600 (callers' names and addresses are in it); at `maxBytes` the
 *  file becomes `path.1` (the older one dropped) so a caller who can make events cannot fill the disk. */
export function fileSink(path: string, maxBytes = LOG_FILE_MAX): { write(line: string): void; close(): void } {
  let fd = -1;
  let size = 0;
  const open = () => {
    fd = openSync(path, 'a', 0o600);
    fchmodSync(fd, 0o600);
    size = fstatSync(fd).size;
  };
  open();
  return {
    write(line) {
      const b = Buffer.from(line + '\n');
      if (size > 0 && size + b.length > maxBytes) {
        closeSync(fd);
        renameSync(path, path + '.1');
        open();
      }
      writeSync(fd, b);
      size += b.length;
    },
    close() {
      try {
        if (fd >= 0) closeSync(fd);
      } catch {
        // Already closed by a rotation that failed half-way.
      }
      fd = -1;
    },
  };
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
  const sinks = new Set<(line: string) => void>([write]);
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
    const text = JSON.stringify(line);
    for (const w of sinks) {
      try {
        w(text);
      } catch {
        // A log that cannot be written must not take the board down with it.
      }
    }
  };
  return {
    info: (e, f) => emit('info', e, f),
    warn: (e, f) => emit('warn', e, f),
    error: (e, f) => emit('error', e, f),
    toFile(path, maxBytes) {
      const f = fileSink(path, maxBytes);
      const w = (line: string) => {
        try {
          f.write(line);
        } catch (e) {
          // A full disk or a file taken away: said once on standard output, then stdout alone.
          sinks.delete(w);
          f.close();
          emit('error', 'log-file-failed', { path, ...errorFields(e) });
        }
      };
      sinks.add(w);
      return () => {
        sinks.delete(w);
        f.close();
      };
    },
  };
}

/** An error as log fields: its message, and its stack for a fault. */
export function errorFields(e: unknown): Fields {
  if (e instanceof Error) return { error: e.message, stack: e.stack?.split('\n').slice(0, 12).join(' | ') };
  return { error: String(e) };
}
