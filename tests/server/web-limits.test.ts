/**
 * Issue 53, item 6, against a real `npm run bbs`: the limits of the --http port. A web socket
 * caller past the board's lines was accepted, told "busy" and closed about 30 s later (a burst left
 * a thousand descriptors open); now the upgrade itself is answered 503 and the socket let go.
 * Plain HTTP had no connection cap and took a slow sender's headers for as long as it liked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, spawnBoard, tempDir } from './callers';
import { logged, logLines, rawRequest, upgradeRequest, until, type Board } from './web-helpers';
import { HTTP_SPARE_CONNECTIONS } from '../../server/web';

const LINES = 2;

describe('the --http port under load', { timeout: 180_000 }, () => {
  const dir = tempDir('web-limits');
  let board: Board;
  beforeAll(async () => {
    board = await spawnBoard(join(dir, 'data'), { IDELIGHT_TODAY: '2026-12-03' }, ['--max-callers', String(LINES)]);
  });
  afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const host = () => `127.0.0.1:${board.http}`;

  it('a web socket caller past the lines is answered 503 during the upgrade, and the socket is closed by the board', async () => {
    const held = Array.from({ length: LINES }, () => new TelnetCaller(board.telnet));
    await Promise.all(held.map((c) => c.waitFor('Your name')));
    const since = logLines(board).length;
    const r = await rawRequest(board.http, upgradeRequest('/bbs', { Host: host() }));
    const [status, ...rest] = r.text.split('\r\n');
    expect(status).toBe('HTTP/1.1 503 Service Unavailable');
    expect(rest).toContain('Retry-After: 60');
    expect(r.text).toContain(`The board is busy: all ${LINES} lines are in use.`);
    // Never upgraded, and not left open: the board closed it, not the test's time limit.
    expect(r.text).not.toContain('101 Switching Protocols');
    expect(r.closedByBoard).toBe(true);
    await logged(board, 'ws-busy', {}, since);
    for (const c of held) c.close();
    // With the lines free again, the same request is let in.
    let ok = '';
    for (let i = 0; i < 100 && !ok.startsWith('HTTP/1.1 101'); i++) {
      ok = (await rawRequest(board.http, upgradeRequest('/bbs', { Host: host() }), 10_000, true)).text;
      if (!ok.startsWith('HTTP/1.1 101')) await new Promise((res) => setTimeout(res, 100));
    }
    expect(ok.split('\r\n')[0]).toBe('HTTP/1.1 101 Switching Protocols');
  });

  it(`HTTP connections are capped (lines + ${HTTP_SPARE_CONNECTIONS}): past the cap a connection is closed unanswered and logged`, async () => {
    const cap = LINES + HTTP_SPARE_CONNECTIONS;
    const since = logLines(board).length;
    // Connections that ask for nothing, five more than the cap (a socket of the last test the board
    // has not let go of yet would take a place too: so the count is "at most", not "exactly").
    const conns = Array.from({ length: cap + 5 }, () => {
      const c = { sock: net.connect(board.http, '127.0.0.1'), closed: false, bytes: 0 };
      c.sock.on('error', () => undefined);
      c.sock.on('data', (d: Buffer) => (c.bytes += d.length));
      c.sock.on('close', () => (c.closed = true));
      return c;
    });
    await until(() => conns.filter((c) => c.closed).length >= 5, 'the board to close the connections past its cap', 60_000);
    expect(conns.filter((c) => !c.closed).length).toBeLessThanOrEqual(cap);
    // Closed unanswered: not a byte.
    expect(conns.filter((c) => c.closed).every((c) => c.bytes === 0)).toBe(true);
    const line = await logged(board, 'http-busy', {}, since);
    expect(line.max).toBe(cap);
    for (const c of conns) c.sock.destroy();
    // Once they are gone, the board answers again.
    let again = '';
    for (let i = 0; i < 100 && !again.startsWith('HTTP/1.1 200'); i++) {
      again = (await rawRequest(board.http, `GET /bbs.json HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`, 2_000)).text;
      if (!again.startsWith('HTTP/1.1 200')) await new Promise((res) => setTimeout(res, 100));
    }
    expect(again.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('a request whose headers never end is answered 408 and closed (headersTimeout), not held', async () => {
    const since = logLines(board).length;
    // The board's bound is 10 s (checked every 2 s); Node's own was 60 s, checked every 30 s.
    const r = await rawRequest(board.http, `GET / HTTP/1.1\r\nHost: ${host()}\r\nX-Slow: 1\r\n`, 40_000);
    expect(r.closedByBoard).toBe(true);
    expect(r.text.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    await logged(board, 'http-bad-request', { code: 'ERR_HTTP_REQUEST_TIMEOUT' }, since);
  });
});
