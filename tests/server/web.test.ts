/**
 * The board's --http port (issue 34, server side): the built collection served as files, and the
 * web socket way in (/bbs): the same ANSI stream and log-on as telnet, in binary frames; a page
 * from another site is refused; the same limits as the other ways in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { spawnBoard, tempDir } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import { HostNames, defaultHostnames, parseHostname } from '../../server/web-hosts';

describe('the board on --http', { timeout: 120_000 }, () => {
  const dir = tempDir('web');
  const dist = join(dir, 'dist');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Retro Solitaire</title>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log(1);');
    writeFileSync(join(dir, 'secret.txt'), 'not for callers');
    board = await spawnBoard(join(dir, 'data'), { IDELIGHT_TODAY: '2026-12-03' }, ['--dist', dist, '--max-per-address', '3']);
  });
  afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const url = (p: string) => `http://127.0.0.1:${board.http}${p}`;

  it('serves the built collection: the page, its assets with their types, nothing outside dist', async () => {
    const page = await fetch(url('/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Retro Solitaire');
    const js = await fetch(url('/assets/main-abc123.js'));
    expect(js.headers.get('content-type')).toContain('text/javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(url('/missing.js'))).status).toBe(404);
    expect((await fetch(url('/../secret.txt'))).status).toBe(404);
    expect((await fetch(url('/%2e%2e/secret.txt'))).status).toBe(404);
    expect((await fetch(url('/%00'))).status).toBe(400);
    expect((await fetch(url('/'), { method: 'POST' })).status).toBe(405);
  });

  it('says that a board serves the collection (bbs.json: where its web socket is), so the page calls it', async () => {
    const r = await fetch(url('/bbs.json'));
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await r.json()).toEqual({ bbs: '/bbs' });
  });

  function call(origin: string | undefined, query = '') {
    const ws = new WebSocket(`ws://127.0.0.1:${board.http}/bbs${query}`, origin ? { origin } : {});
    const screen = new AnsiScreen(query.includes('utf8') ? 'utf8' : 'cp437');
    const frames: boolean[] = [];
    const closed = new Promise<number>((res) => ws.on('close', (code) => res(code)));
    ws.on('message', (d: Buffer, isBinary: boolean) => {
      frames.push(isBinary);
      screen.feed(d);
    });
    const until = async (what: string) => {
      for (let i = 0; i < 1200 && !screen.text().includes(what); i++) await new Promise((r) => setTimeout(r, 50));
      expect(screen.text()).toContain(what);
    };
    return { ws, screen, frames, until, closed };
  }

  it('a caller on the web socket logs on as on telnet: the same screens, in binary frames', async () => {
    const c = call(`http://127.0.0.1:${board.http}`);
    await c.until('Your name');
    c.ws.send(Buffer.from('Erin\r'));
    await c.until('Erin is a new name here');
    c.ws.send(Buffer.from('erinpass\r'));
    await c.until('Type the password for Erin again');
    c.ws.send(Buffer.from('erinpass\r'));
    await c.until('Welcome, Erin!');
    expect(c.screen.text()).toContain('┌─ Your days this month');
    expect(c.frames.every((b) => b)).toBe(true);
    c.ws.send(Buffer.from('p'));
    await c.until('PILE CARD  : 48');
    c.ws.close();
  });

  it('speaks UTF-8 when the page asks (?charset=utf8)', async () => {
    const c = call(undefined, '?charset=utf8');
    await c.until('Your name');
    await c.until('(now UTF-8)');
    c.ws.close();
  });

  it('refuses a page from another site (Origin), and a path that is not /bbs', async () => {
    const refused = (u: string, origin?: string) =>
      new Promise<number>((res) => {
        const ws = new WebSocket(u, origin ? { origin } : {});
        ws.on('unexpected-response', (_req, r) => res(r.statusCode ?? 0));
        ws.on('open', () => res(101));
        ws.on('error', () => undefined);
      });
    expect(await refused(`ws://127.0.0.1:${board.http}/bbs`, 'https://evil.example')).toBe(403);
    expect(await refused(`ws://127.0.0.1:${board.http}/other`, `http://127.0.0.1:${board.http}`)).toBe(404);
    const names = new HostNames(8080, defaultHostnames('127.0.0.1'), [parseHostname('bbs.example')], ['https://front.example']);
    expect(names.origin('http://localhost:8080')).toBe(true);
    expect(names.origin('https://bbs.example')).toBe(true);
    expect(names.origin('https://front.example')).toBe(true);
    expect(names.origin('http://evil.example:8080')).toBe(false);
    expect(names.origin('null')).toBe(false);
    expect(names.host('bbs.example')).toBe(true);
    expect(names.host('127.0.0.1:8080')).toBe(true);
    expect(names.host('127.0.0.1:8081')).toBe(false);
    expect(names.host('evil.example:8080')).toBe(false);
  });

  it('the same limits: past the calls allowed from one address, refused during the upgrade (503)', async () => {
    const open = [call(undefined), call(undefined), call(undefined)];
    await Promise.all(open.map((c) => c.until('Your name')));
    const extra = new WebSocket(`ws://127.0.0.1:${board.http}/bbs`);
    extra.on('error', () => undefined);
    const status = await new Promise<number>((res) => {
      extra.on('unexpected-response', (_req, r) => res(r.statusCode ?? 0));
      extra.on('open', () => res(101));
    });
    expect(status).toBe(503);
    for (const c of open) c.ws.close();
    await Promise.all(open.map((c) => c.closed));
  });

  it('a message larger than 64 KB closes that caller only', async () => {
    await new Promise((r) => setTimeout(r, 300));
    const c = call(undefined);
    await c.until('Your name');
    c.ws.send(Buffer.alloc(100_000, 0x61));
    expect(await c.closed).toBe(1009);
    const d = call(undefined);
    await d.until('Your name');
    d.ws.close();
  });
});
