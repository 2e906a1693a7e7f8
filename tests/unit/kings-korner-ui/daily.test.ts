/**
 * King's Korner's end of a board's daily deal (issue 51): the log goes to the board that dealt it,
 * then the end's requester; a board that cannot be reached keeps it in DAILY.OUT. (The menus and the
 * board's answers: tests/browser/daily.spec.ts.)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, click, findDeal, targetName, targetOf } from './helpers';
import { SAVE } from '../../../src/games/kings-korner/records';
import { OUTBOX } from '../../../src/shell/daily/outbox';

const MARK = { board: 'http://127.0.0.1:9', date: '2026-12-07', variant: 'freeSpaces=4' };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("King's Korner's daily deal", () => {
  it('is saved as one; won, its log waits in DAILY.OUT for the board (offline here), then the end is said', async () => {
    const posted: string[] = [];
    globalThis.fetch = ((url: string) => {
      posted.push(url);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    const win = findDeal('won');
    const { m, app } = boot('st', { deal: win.deal });
    app.start(win.deal, 4, MARK);
    expect(m.store.read(SAVE)!.daily).toEqual(MARK);
    for (const mv of win.moves) click(m, targetName(targetOf(mv)));
    expect(m.state()).toMatchObject({ over: true, won: true, daily: MARK });
    await vi.waitFor(() => expect(posted).toContain(`${MARK.board}/api/games`));
    expect(m.store.read(OUTBOX)!.items.map((i) => [i.game, i.id])).toEqual([['kings-korner', app.session.log.id]]);
    await vi.waitFor(() => expect(m.locate('button:Again')).not.toBeNull());
  });
});
