/**
 * Gulf's end of a board's daily deal (issue 51): the log goes to the board that dealt it before
 * GULF.SCR's name box; a board that cannot be reached keeps it in DAILY.OUT. A game that is no
 * daily deal sends nothing. (The menus and the board's answers: tests/browser/daily.spec.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, settle } from './helpers';
import { canPlay } from '../../../src/games/gulf/engine';
import { SAVE } from '../../../src/games/gulf/records';
import { OUTBOX } from '../../../src/shell/daily/outbox';

const MARK = { board: 'http://127.0.0.1:9', date: '2026-12-07', variant: 'standard' };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Play a Gulf game to its end by clicks: a playable stack when the stock is out, else the stock. */
function playToEnd(b: ReturnType<typeof boot>) {
  const s = () => b.app.s;
  for (let guard = 0; s().phase === 'play' && guard < 200; guard++) {
    const pl = [0, 1, 2, 3, 4, 5, 6].filter((i) => canPlay(s(), i));
    if (pl.length && s().stock.length === 0) b.click(`stack:${pl[0]}`);
    else if (s().stock.length) b.click('stock');
    else break;
  }
  expect(s().phase).toBe('over');
}

describe("Gulf's daily deal", () => {
  it('is saved as one, and at its end its log waits in DAILY.OUT for the board (offline here)', async () => {
    const posted: string[] = [];
    globalThis.fetch = ((url: string) => {
      posted.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    const b = boot('st', { deal: 3 });
    b.app.session.begin(3, {}, MARK);
    b.app.session.save({ back: 0 });
    expect(b.store.read(SAVE)!.daily).toEqual(MARK);
    playToEnd(b);
    await settle();
    await settle();
    const out = b.store.read(OUTBOX)!.items;
    expect(out.map((i) => [i.board, i.game, i.date, i.id, i.quit])).toEqual([[MARK.board, 'gulf', MARK.date, b.app.session.log.id, undefined]]);
    // Sent (the daily code loads first), and kept: the board could not be reached.
    await vi.waitFor(() => expect(posted).toContain(`${MARK.board}/api/games`));
    expect(b.store.read(OUTBOX)!.items).toHaveLength(1);
  });

  it('a game that is no daily deal sends nothing', async () => {
    let calls = 0;
    globalThis.fetch = ((url: string) => {
      if (url.includes('/api/')) calls++;
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    const b = boot('st', { deal: 3 });
    playToEnd(b);
    await settle();
    expect(b.store.read(OUTBOX)).toBeNull();
    expect(calls).toBe(0);
  });
});
