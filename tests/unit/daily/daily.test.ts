/* eslint-disable @typescript-eslint/require-await -- stand-ins for fetch and the board answer as they do, asynchronously */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { PLATFORMS } from '../../../platforms';
import { BOARD_SESSIONS, DailyDeals } from '../../../src/shell/daily/daily';
import { waiting } from '../../../src/shell/daily/outbox';
import type { FetchFn } from '../../../src/shell/daily/board-api';

/** A board that knows ANNE/secret1, deals 4242 to a started game, and scores every log 77. */
function board(up = { on: true }) {
  const posted: string[] = [];
  const fetchFn: FetchFn = async (url, init) => {
    if (!up.on) throw new TypeError('Failed to fetch');
    const body = init.body ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const authed = init.headers.authorization === 'Bearer tok-anne';
    const answer = (status: number, b: unknown) => ({ status, json: async () => b });
    if (url.endsWith('/api/session') && init.method === 'POST') return body.name === 'ANNE' && body.password === 'secret1' ? answer(200, { token: 'tok-anne' }) : answer(401, { error: 'Wrong name or password.' });
    if (!authed) return answer(401, { error: 'Sign on first.' });
    if (url.endsWith('/api/daily/start')) return answer(200, { deal: 4242, date: '2026-12-07', options: { suits: 1 } });
    if (url.endsWith('/api/games')) {
      const id = (body.log as { id: string }).id;
      if (posted.includes(id)) return answer(409, { error: 'That game is on the board already.' });
      posted.push(id);
      return answer(200, { score: 77, rank: 1 });
    }
    return answer(404, { error: 'No such thing.' });
  };
  return { fetchFn, posted, up };
}

function machine(answers: { button: number; text?: string }[], kv = new MemoryKV()) {
  const m = new Machine({ platforms: PLATFORMS, store: new Store(kv, null) });
  const asked: string[] = [];
  m.alert = async (spec) => {
    asked.push(spec.lines.join(' '));
    const a = answers.shift() ?? { button: 0 };
    return { button: a.button, text: a.text ?? '' };
  };
  return { m, asked, kv };
}

describe("today's deal from a board", () => {
  it('signs on when asked to start, keeps only the session, and hands back the board deal', async () => {
    const b = board();
    const { m, kv } = machine([{ button: 0, text: 'ANNE' }, { button: 0, text: 'secret1' }]);
    const d = new DailyDeals(m, 'https://b', b.fetchFn, null);
    expect(await d.start('spider', '1-suit')).toMatchObject({ deal: 4242, date: '2026-12-07' });
    await Promise.resolve();
    expect(m.store.read(BOARD_SESSIONS)).toEqual([{ board: 'https://b', name: 'ANNE', token: 'tok-anne' }]);
    let all = '';
    for (let i = 0; i < kv.length; i++) all += kv.getItem(kv.key(i)!);
    expect(all).not.toContain('secret1');
    // A reload: a new DailyDeals on the same records starts without asking again.
    const again = new DailyDeals(m, 'https://b', b.fetchFn, null);
    expect(again.signedOnAs).toBe('ANNE');
  });

  it('tells the player a wrong password in words, and starts nothing', async () => {
    const { m, asked } = machine([{ button: 0, text: 'ANNE' }, { button: 0, text: 'nope' }, { button: 0 }]);
    expect(await new DailyDeals(m, 'https://b', board().fetchFn, null).start('gulf', 'standard')).toBeNull();
    expect(asked.at(-1)).toContain('Wrong name or password.');
  });

  it('cancelling the name starts nothing and asks nothing more', async () => {
    const { m, asked } = machine([{ button: 1 }]);
    expect(await new DailyDeals(m, 'https://b', board().fetchFn, null).start('gulf', 'standard')).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('a game finished offline waits in DAILY.OUT and is sent once the board is back, once', async () => {
    const b = board({ on: true });
    const { m } = machine([{ button: 0, text: 'ANNE' }, { button: 0, text: 'secret1' }]);
    const d = new DailyDeals(m, 'https://b', b.fetchFn, null);
    await d.start('spider', '1-suit');
    b.up.on = false;
    expect(await d.finished('spider', { id: '4242-ab' }, '2026-12-07')).toEqual([]);
    expect(waiting(m.store)).toHaveLength(1);
    b.up.on = true;
    expect(await d.send()).toEqual([{ id: '4242-ab', game: 'spider', kind: 'scored', score: 77, rank: 1 }]);
    expect(await d.send()).toEqual([]);
    expect(b.posted).toEqual(['4242-ab']);
  });
});
