/**
 * Issue 53, items 5 and 6, against a real `npm run bbs`: the headers every answer of the --http
 * port carries (a Content-Security-Policy that no other site can frame, nosniff on errors too),
 * validators and 304 for the static files, 405 for what /bbs.json does not take; and the names the
 * board answers to, from --hostname (a reverse proxy's) and --origin, with bad values refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnBoard, tempDir, tsxScript } from './callers';
import { rawRequest, upgradeRequest, wsCall, type Board } from './web-helpers';

const SCRIPT = "document.documentElement.dataset.x='1'";
const STYLE = 'body{margin:0}';
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('the --http port: headers, and the names it answers to', { timeout: 120_000 }, () => {
  const dir = tempDir('web-headers');
  const dist = join(dir, 'dist');
  let board: Board;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${SCRIPT}</script><style>${STYLE}</style><title>Retro Solitaire</title><script type="module" src="./assets/main-abc123.js"></script>`);
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
    board = await spawnBoard(join(dir, 'data'), { IDELIGHT_TODAY: '2026-12-03' }, ['--dist', dist, '--hostname', 'bbs.example.org,Play.Example.net:8443', '--origin', 'https://front.example']);
  });
  afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const url = (p: string) => `http://127.0.0.1:${board.http}${p}`;

  it("every answer, errors too, says nosniff and frame-ancestors 'none'; the page's inline script and style are allowed by hash", async () => {
    const answers = [await fetch(url('/')), await fetch(url('/assets/main-abc123.js')), await fetch(url('/bbs.json')), await fetch(url('/missing.js')), await fetch(url('/%00')), await fetch(url('/'), { method: 'POST' })];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 404, 400, 405]);
    for (const r of answers) {
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = r.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain(`script-src 'self' 'unsafe-eval' ${sha(SCRIPT)}`);
      expect(csp).toContain(`style-src 'self' ${sha(STYLE)}`);
      expect(csp).not.toContain('unsafe-inline');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
    }
    // Refusals written on the raw socket (an upgrade) carry them too.
    const refused = await rawRequest(board.http, upgradeRequest('/elsewhere', { Host: `127.0.0.1:${board.http}` }));
    expect(refused.text.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
    expect(refused.text).toContain('X-Content-Type-Options: nosniff');
    expect(refused.text).toContain("frame-ancestors 'none'");
  });

  it('static files have an ETag and a Last-Modified, and a second visit gets 304 with no body', async () => {
    for (const p of ['/', '/assets/main-abc123.js']) {
      const first = await fetch(url(p));
      const etag = first.headers.get('etag')!;
      const modified = first.headers.get('last-modified')!;
      expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      expect(Date.parse(modified)).not.toBeNaN();
      const again = await fetch(url(p), { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(url(p), { headers: { 'If-Modified-Since': modified } })).status).toBe(304);
      expect((await fetch(url(p), { headers: { 'If-None-Match': 'W/"0-0"' } })).status).toBe(200);
    }
  });

  it('/bbs.json takes GET and HEAD only: POST, PUT and DELETE get 405 with Allow', async () => {
    expect((await fetch(url('/bbs.json'), { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const r = await fetch(url('/bbs.json'), { method, body: method === 'DELETE' ? undefined : '{}' });
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD');
      expect(await r.text()).not.toContain('"bbs"');
    }
  });

  it('--hostname: a proxy\'s name (with no port, or its own) is served and may call; --origin is let in; others are not', async () => {
    const get = async (hostHeader: string) => (await rawRequest(board.http, `GET /bbs.json HTTP/1.1\r\nHost: ${hostHeader}\r\nConnection: close\r\n\r\n`)).text.split('\r\n')[0];
    expect(await get('bbs.example.org')).toBe('HTTP/1.1 200 OK');
    expect(await get(`BBS.example.org:${board.http}`)).toBe('HTTP/1.1 200 OK');
    expect(await get('play.example.net:8443')).toBe('HTTP/1.1 200 OK');
    expect(await get('play.example.net')).toBe('HTTP/1.1 421 Misdirected Request');
    expect(await get('bbs.example.org.evil.example')).toBe('HTTP/1.1 421 Misdirected Request');
    expect(await get(`127.0.0.1:${board.http + 1}`)).toBe('HTTP/1.1 421 Misdirected Request');
    const upgrade = async (origin: string) => (await rawRequest(board.http, upgradeRequest('/bbs', { Host: 'bbs.example.org', Origin: origin }), 10_000, true)).text.split('\r\n')[0];
    expect(await upgrade('https://bbs.example.org')).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgrade('https://play.example.net:8443')).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgrade('https://front.example')).toBe('HTTP/1.1 101 Switching Protocols');
    expect(await upgrade('https://evil.example')).toBe('HTTP/1.1 403 Forbidden');
    // The defaults stay: the listening address and localhost.
    const c = wsCall(board.http, { origin: `http://localhost:${board.http}` });
    expect(await c.opened).toBe(101);
    c.ws.close();
  });

  it('bad values of --hostname, --origin and the limits are refused at the start with one line', async () => {
    const run = (args: readonly string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((res) => {
        const [cmd, argv] = tsxScript('bbs', ['--telnet', '0', '--no-ssh', '--http', '0', '--data', join(dir, 'bad'), ...args]);
        execFile(cmd, argv, { encoding: 'utf8', timeout: 60_000 }, (e, stdout, stderr) => res({ status: e ? ((e as { code?: number }).code ?? null) : 0, stdout, stderr }));
      });
    const cases = [
      [['--hostname', 'bad name!'], '--hostname'],
      [['--hostname', 'bbs.example.org:99999'], '--hostname'],
      [['--origin', 'ftp://front.example'], '--origin'],
      [['--origin', 'https://front.example/path'], '--origin'],
      [['--max-callers', 'many'], '--max-callers'],
      [['--max-per-address', '0'], '--max-per-address'],
    ] as const;
    const results = await Promise.all(cases.map(([args]) => run(args)));
    cases.forEach(([args, says], i) => {
      const r = results[i]!;
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^bbs: ${says}`));
      expect(r.stdout).not.toContain('board:');
    });
  });
});
