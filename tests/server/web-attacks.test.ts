/**
 * Issue 53, items 1, 3, 4, 5 and 7, against a real `npm run bbs`: what an attacker on the same
 * machine sent to the --http port. A URL that `new URL` cannot read ended the process (and every
 * caller's call); empty frames slipped under the byte limit; text frames were taken; a page whose
 * name resolves to 127.0.0.1 got in by sending its own Host. Each is refused now, logged as one
 * JSON line, and a telnet caller on the same board stays on the line and gets answers throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, spawnBoard, tempDir } from './callers';
import { logged, logLines, rawRequest, upgradeRequest, until, wsCall, type Board } from './web-helpers';
import { WS_FRAMES_PER_SECOND } from '../../server/web';

/** Enough frames to be a flood at any speed, few enough to end in a few seconds if nothing cuts them off. */
const FLOOD = 100_000;

describe('attacks on the --http port', { timeout: 180_000 }, () => {
  const dir = tempDir('web-attacks');
  let board: Board;
  let tess: TelnetCaller;
  beforeAll(async () => {
    board = await spawnBoard(join(dir, 'data'), { IDELIGHT_TODAY: '2026-12-03' });
    // A caller in the door the whole time: whatever the port is sent, her call goes on.
    tess = new TelnetCaller(board.telnet);
    await logOn(tess, 'Tess', 'tesspass', true);
  });
  afterAll(async () => {
    tess?.close();
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The board is up and Tess's call goes on: a key gets its screen, and back. */
  async function tessAnswered() {
    expect(board.proc.exitCode).toBeNull();
    expect(tess.closed).toBe(false);
    tess.type('h');
    await tess.waitFor('Help  page 1 of', 30_000);
    tess.type('q');
    await tess.waitFor('Welcome, Tess!', 30_000);
  }

  it('requests that crashed the board get 400 and a log line; the board and its callers go on', async () => {
    const host = `127.0.0.1:${board.http}`;
    const crashes = [
      // The two: an absolute URL with a port out of range, and an upgrade to an unreadable one.
      'GET http://x:99999/ HTTP/1.1\r\nHost: x\r\n\r\n',
      upgradeRequest('http://[/bbs', { Host: host }),
      `GET http://[::1/ HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      upgradeRequest('http://x:99999/bbs', { Host: host }),
      `GET /%E0%A4%A HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
      // No Host at all: which board is meant cannot be told.
      'GET /bbs.json HTTP/1.1\r\n\r\n',
      'GET /bbs.json HTTP/1.0\r\n\r\n',
    ];
    for (const bytes of crashes) {
      const since = logLines(board).length;
      const r = await rawRequest(board.http, bytes);
      expect(r.text.split('\r\n')[0], bytes).toBe('HTTP/1.1 400 Bad Request');
      expect(r.text.toLowerCase()).toContain('x-content-type-options: nosniff');
      const line = await logged(board, 'http-bad-request', {}, since);
      expect(line.level).toBe('warn');
      expect(line.addr).toBe('127.0.0.1');
      await tessAnswered();
    }
    // Bytes that are no HTTP at all are answered 400 (and logged) too.
    const since = logLines(board).length;
    const junk = await rawRequest(board.http, 'GARBAGE\r\n\r\n');
    expect(junk.text.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(junk.closedByBoard).toBe(true);
    await logged(board, 'http-bad-request', { code: 'HPE_INVALID_METHOD' }, since);
    await tessAnswered();
  });

  it('DNS rebinding: a page sending its own name as Host and Origin is refused (421), and so is a foreign Origin (403)', async () => {
    const evil = `evil.example:${board.http}`;
    let since = logLines(board).length;
    const rebound = await rawRequest(board.http, upgradeRequest('/bbs', { Host: evil, Origin: `http://${evil}` }));
    expect(rebound.text.split('\r\n')[0]).toBe('HTTP/1.1 421 Misdirected Request');
    expect(rebound.text).toContain('--hostname');
    expect(rebound.closedByBoard).toBe(true);
    await logged(board, 'http-misdirected', { host: evil }, since);
    // The page itself is not served to that name either (its scripts would read the board's answers).
    const page = await rawRequest(board.http, `GET /bbs.json HTTP/1.1\r\nHost: ${evil}\r\nConnection: close\r\n\r\n`);
    expect(page.text.split('\r\n')[0]).toBe('HTTP/1.1 421 Misdirected Request');
    expect(page.text).not.toContain('"bbs"');
    // A right Host with the other site's Origin.
    since = logLines(board).length;
    const foreign = await rawRequest(board.http, upgradeRequest('/bbs', { Host: `localhost:${board.http}`, Origin: `http://${evil}` }));
    expect(foreign.text.split('\r\n')[0]).toBe('HTTP/1.1 403 Forbidden');
    await logged(board, 'ws-origin-refused', { origin: `http://${evil}` }, since);
    // The board's own names still call: a page from localhost to 127.0.0.1, and a program with no Origin.
    for (const origin of [`http://localhost:${board.http}`, `http://[::1]:${board.http}`, undefined]) {
      const c = wsCall(board.http, { origin });
      expect(await c.opened).toBe(101);
      await c.sees('Your name');
      c.ws.close();
      await c.closed;
    }
    await tessAnswered();
  });

  it('text frames: the caller is told and closed with 1003, and nothing typed in them is taken', async () => {
    const c = wsCall(board.http);
    await c.sees('Your name');
    const since = logLines(board).length;
    c.ws.send('Tess\r');
    expect(await c.closed).toBe(1003);
    expect(c.bytes()).toContain('This board speaks binary frames only');
    expect(c.screen.text()).not.toContain('Tess, your password please');
    await logged(board, 'ws-text-frame', {}, since);
    await tessAnswered();
  });

  for (const kind of ['empty binary frames', 'pings'] as const) {
    it(`a flood of ${kind} is cut off with one line (1008), and the telnet caller still gets answers`, async () => {
      const c = wsCall(board.http);
      await c.sees('Your name');
      const since = logLines(board).length;
      let sent = 0;
      const flood = (async () => {
        while (sent < FLOOD && c.code() === null) {
          for (let i = 0; i < 1000; i++) {
            if (kind === 'pings') c.ws.ping();
            else c.ws.send(Buffer.alloc(0), { binary: true });
          }
          sent += 1000;
          // Let the socket drain rather than queue 100,000 frames in this process.
          while (c.ws.bufferedAmount > 64 * 1024 && c.code() === null) await new Promise((r) => setTimeout(r, 5));
          await new Promise((r) => setImmediate(r));
        }
      })();
      // Tess types during the flood and is answered.
      await tessAnswered();
      await flood;
      await until(() => c.code() !== null, `the board to cut the ${kind} off (${sent} sent)`);
      expect(c.code()).toBe(1008);
      expect(c.bytes()).toContain('Too much input at once: hanging up.');
      const line = await logged(board, 'ws-flood', {}, since);
      expect(line.frames).toBe(WS_FRAMES_PER_SECOND + 1);
      await tessAnswered();
    });
  }

  it('a message in more fragments than a key needs is refused (empty continuation frames count)', async () => {
    const c = wsCall(board.http);
    await c.sees('Your name');
    const since = logLines(board).length;
    // One message sent as a first fragment and empty continuations, never finished.
    c.ws.send(Buffer.from('T'), { fin: false, binary: true });
    for (let i = 0; i < 1000 && c.code() === null; i++) c.ws.send(Buffer.alloc(0), { fin: false });
    await until(() => c.code() !== null, 'the fragments to be refused');
    expect(c.code()).toBe(1008);
    await logged(board, 'ws-refused-frame', {}, since);
    await tessAnswered();
  });
});
