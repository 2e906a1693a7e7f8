/* eslint-disable @typescript-eslint/require-await -- stand-ins for fetch and the board answer as they do, asynchronously */
import { describe, expect, it } from 'vitest';
import { BoardApi, httpBase, type FetchFn } from '../../../src/shell/daily/board-api';

type Call = { url: string; method: string; headers: Record<string, string>; body?: string };

function fake(answers: Record<string, { status: number; body: unknown }>, calls: Call[] = []): FetchFn {
  return async (url, init) => {
    calls.push({ url, method: init.method, headers: init.headers, body: init.body });
    const a = answers[`${init.method} ${url.replace(/\?.*/, '')}`];
    if (!a) throw new TypeError('Failed to fetch');
    return { status: a.status, json: async () => a.body };
  };
}

describe("the board's daily API, as the browser calls it", () => {
  it('turns a web-socket address into the board origin', () => {
    expect(httpBase('wss://bbs.example.org/bbs')).toBe('https://bbs.example.org');
    expect(httpBase('ws://127.0.0.1:2323/bbs')).toBe('http://127.0.0.1:2323');
    expect(httpBase('ftp://x')).toBeNull();
    expect(httpBase('not an address')).toBeNull();
  });

  it('signs on, then sends the session as a bearer token, and never the password again', async () => {
    const calls: Call[] = [];
    const api = new BoardApi('https://b', null, fake({ 'POST https://b/api/session': { status: 200, body: { token: 't0k' } }, 'GET https://b/api/daily': { status: 200, body: { date: '2026-12-07', games: [{ game: 'spider', name: 'Spider', variants: [{ variant: 'rules=st,suits=1', options: { rules: 'st', suits: 1 } }] }, { game: 'idiots-delight', door: true, variants: [] }] } } }, calls));
    expect((await api.signOn('ANNE', 'secret1')).ok).toBe(true);
    expect(api.session).toBe('t0k');
    const d = await api.daily();
    expect(d).toEqual({ ok: true, value: [{ game: 'spider', variant: 'rules=st,suits=1', options: { rules: 'st', suits: 1 } }] });
    expect(calls[1]!.headers.authorization).toBe('Bearer t0k');
    expect(calls[1]!.body).toBeUndefined();
  });

  it("gives the board's reason for a refusal, and marks what may be tried again", async () => {
    const api = new BoardApi('', 'old', fake({
      'POST /api/games': { status: 422, body: { error: 'Move 4 does not replay: no such card there.' } },
      'GET /api/daily': { status: 401, body: { error: 'Sign on first.' } },
      'POST /api/daily/start': { status: 503, body: null },
    }));
    expect(await api.post({})).toEqual({ ok: false, status: 422, reason: 'Move 4 does not replay: no such card there.', retry: false });
    expect(await api.start('gulf', 'standard')).toMatchObject({ ok: false, status: 503, retry: true });
    expect(await api.daily()).toMatchObject({ ok: false, status: 401, retry: false });
    expect(api.signedOn).toBe(false);
  });

  it('says the board cannot be reached when the network is down, and never throws', async () => {
    const api = new BoardApi('https://gone', 't', fake({}));
    expect(await api.table('gulf', 'day')).toEqual({ ok: false, status: 0, reason: 'The board cannot be reached.', retry: true });
  });

  it('refuses an answer it cannot read', async () => {
    const api = new BoardApi('', 't', fake({ 'POST /api/games': { status: 200, body: { rank: 1 } } }));
    expect(await api.post({})).toMatchObject({ ok: false, retry: false });
  });

  it("reads a table as the board gives it: plain and aided games apart, a day's lines with their game ids", async () => {
    const calls: Call[] = [];
    const body = { game: 'spider', variant: 'rules=st,suits=4', period: 'day', at: '2026-12-07', plain: [{ rank: 1, name: 'ANNE', score: 900, id: 'g1' }, { name: 'CY', score: 700 }], aided: [{ rank: 1, name: 'BOB', score: 800, id: 'g2' }] };
    const api = new BoardApi('', 't', fake({ 'GET /api/tables/spider': { status: 200, body } }, calls));
    expect(await api.table('spider', 'day', 'rules=st,suits=4')).toEqual({
      ok: true,
      value: { plain: [{ rank: 1, name: 'ANNE', score: 900, aided: false, id: 'g1' }, { rank: 2, name: 'CY', score: 700, aided: false }], aided: [{ rank: 1, name: 'BOB', score: 800, aided: true, id: 'g2' }] },
    });
    expect(calls[0]!.url).toBe('/api/tables/spider?period=day&variant=rules%3Dst%2Csuits%3D4');
  });

  it("posts Spider's QUIT with quit: true, reads the board's score, place and aided mark, and gets a game's log to watch", async () => {
    const calls: Call[] = [];
    const api = new BoardApi('', 't', fake({ 'POST /api/games': { status: 200, body: { score: 512, rank: 2, aided: true, status: 'quit' } }, 'GET /api/games/g%201': { status: 200, body: { id: 'g 1', name: 'ANNE', score: 512, log: { game: 'spider', moves: [] } } } }, calls));
    expect(await api.post({ id: 'x' }, true)).toEqual({ ok: true, value: { score: 512, rank: 2, aided: true } });
    expect(JSON.parse(calls[0]!.body!)).toEqual({ log: { id: 'x' }, quit: true });
    await api.post({ id: 'y' });
    expect(JSON.parse(calls[1]!.body!)).toEqual({ log: { id: 'y' } });
    expect(await api.game('g 1')).toEqual({ ok: true, value: { name: 'ANNE', score: 512, log: { game: 'spider', moves: [] } } });
  });
});
