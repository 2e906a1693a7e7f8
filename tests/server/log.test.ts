/**
 * The board's log (server/log.ts): one JSON line per event; an event an attacker can repeat is
 * rate limited (and the lines held back are counted); nothing secret is written.
 */
import { describe, expect, it } from 'vitest';
import { createLogger, errorFields } from '../../server/log';

function capture(burst = 3) {
  const lines: string[] = [];
  let t = Date.UTC(2026, 11, 3, 12, 0, 0);
  const log = createLogger({ write: (l) => lines.push(l), now: () => t, burst });
  return { log, lines, parsed: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>), advance: (ms: number) => (t += ms) };
}

describe('the board log', () => {
  it('writes one JSON object per line: time, level, event, then the fields', () => {
    const { log, lines, parsed } = capture();
    log.info('board-started', { telnet: 2323, database: 'sqlite' });
    log.warn('http-bad-request', { addr: '127.0.0.1', url: 'http://x:99999/' });
    log.error('crash', { kind: 'uncaughtException', event: 'not this', skipped: undefined });
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    expect(parsed()).toEqual([
      { time: '2026-12-03T12:00:00.000Z', level: 'info', event: 'board-started', telnet: 2323, database: 'sqlite' },
      { time: '2026-12-03T12:00:00.000Z', level: 'warn', event: 'http-bad-request', addr: '127.0.0.1', url: 'http://x:99999/' },
      { time: '2026-12-03T12:00:00.000Z', level: 'error', event: 'crash', kind: 'uncaughtException' },
    ]);
  });

  it('an event repeated faster than one a second is held after its burst, and the next line counts what was held', () => {
    const { log, parsed, advance } = capture(3);
    for (let i = 0; i < 1000; i++) log.warn('ws-flood', { n: i });
    log.warn('ws-busy', { n: 0 });
    expect(parsed().map((l) => `${String(l.event)} ${String(l.n)}`)).toEqual(['ws-flood 0', 'ws-flood 1', 'ws-flood 2', 'ws-busy 0']);
    advance(1000);
    log.warn('ws-flood', { n: 1000 });
    expect(parsed().at(-1)).toMatchObject({ event: 'ws-flood', n: 1000, suppressed: 997 });
  });

  it('never writes a secret: password-like fields masked, a URL\'s password masked, long text cut', () => {
    const { log, lines, parsed } = capture();
    log.error('db', { password: 'hunter22', passwordHash: 'scrypt$...', token: 't', error: 'connect to postgres://idelight:s3cret@db/idelight failed' });
    log.warn('http-bad-request', { url: '/' + 'a'.repeat(5000) });
    expect(lines.join('\n')).not.toMatch(/hunter22|s3cret|scrypt/);
    expect(parsed()[0]).toMatchObject({ password: '***', passwordHash: '***', token: '***', error: 'connect to postgres://idelight:***@db/idelight failed' });
    expect(String(parsed()[1]!.url).length).toBeLessThan(400);
  });

  it('a write that fails is not the board\'s end', () => {
    const log = createLogger({
      write: () => {
        throw new Error('EPIPE');
      },
    });
    expect(() => log.error('crash', errorFields(new Error('x')))).not.toThrow();
  });

  it('an error as fields: its message and where it came from', () => {
    const f = errorFields(new TypeError('Invalid URL'));
    expect(f.error).toBe('Invalid URL');
    expect(String(f.stack)).toContain('TypeError: Invalid URL');
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
