import { describe, it, expect, vi, afterEach } from 'vitest';
import { setup, press, logOn } from './helpers';
import { SolverClient } from '../../../src/solver/client';
import { SAVE } from '../../../src/games/idiots-delight/records';
import { AIDED_LINES } from '../../../src/shell/session';

const flush = () => new Promise((r) => setTimeout(r, 0));
type S = { winnable: string | null; aids: boolean; aided: boolean; message: string; mode: string };
const st = (app: { state(): unknown }) => app.state() as S;

afterEach(() => vi.restoreAllMocks());

describe('idiots-delight: aids are off until the player asks', () => {
  it('with Aids off no search runs, CAN WIN and [?] Hint are not shown, and ? is refused', async () => {
    const req = vi.spyOn(SolverClient.prototype, 'request');
    const { m, app } = setup({ deal: 7 });
    await press(m, 'Enter', '2', ' ');
    await flush();
    expect(req).not.toHaveBeenCalled();
    expect(st(app)).toMatchObject({ winnable: null, aids: false, aided: false });
    expect(app.screenText()).not.toContain('CAN WIN');
    expect(app.screenText()).not.toContain('[?] Hint');
    await press(m, '?');
    expect(st(app).message).toBe('HELP (?) is an aid: turn Aids on to use it.');
    expect(app.lastHint).toBeNull();
    expect(m.requesters.length).toBe(0);
  });

  it('switching Aids on starts the search for the free hand on screen; off stops it', async () => {
    const req = vi.spyOn(SolverClient.prototype, 'request');
    const { m, app } = setup({ deal: 7 });
    m.setAids(true);
    expect(req).toHaveBeenCalledTimes(1);
    expect(app.screenText()).toContain('CAN WIN');
    await flush();
    m.setAids(false);
    expect(app.winnable()).toBeNull();
    expect(app.screenText()).not.toContain('CAN WIN');
  });

  it('a tournament hand never offers aids, even with Aids on', async () => {
    const req = vi.spyOn(SolverClient.prototype, 'request');
    const { m, app } = setup({}, { aids: true });
    await logOn(m, 'Ann');
    await press(m, 'p');
    expect(st(app).mode).toBe('door');
    await press(m, 'Enter');
    await flush();
    expect(req).not.toHaveBeenCalled();
    expect(st(app)).toMatchObject({ winnable: null, aids: false });
    expect(app.screenText()).not.toContain('CAN WIN');
    await press(m, '?');
    expect(st(app).message).toBe('No aids in a tournament hand: every caller plays it alone.');
    expect(m.requesters.length).toBe(0);
    expect(app.hand!.aided).toBe(false);
  });

  it('the first ? of a free hand marks it (told once), the mark is saved and shown with the result', async () => {
    const { m, app, kv } = setup({ deal: 7 }, { aids: true });
    await flush();
    await press(m, '?');
    expect(m.requesters.map((r) => r.spec.lines)).toEqual([AIDED_LINES]);
    await press(m, 'Enter');
    await press(m, '?');
    expect(m.requesters.length).toBe(0);
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!).data.aided).toBe(true); // the envelope's mark is the free hand's
    expect(app.screenText()).toContain('(aided)');
    // the hand's log says so: one aid entry, before HELP's marker move
    expect(app.log()!.moves.filter((e) => e.type === 'aid')).toHaveLength(1);
    expect(app.log()!.moves[0]).toMatchObject({ type: 'aid' });
    // a reload brings the mark back with the hand
    const again = setup({ resume: true }, { kv, aids: true });
    expect(st(again.app)).toMatchObject({ mode: 'free', aided: true });
  });
});

describe("the door's menu carries the collection's Aids switch", () => {
  it('A toggles Aids and the menu says which', async () => {
    const { m, app } = setup({});
    await logOn(m, 'Ann');
    expect(app.screenText()).toContain('[A] Aids: Off');
    await press(m, 'a');
    expect(m.aids).toBe(true);
    expect(app.screenText()).toContain('[A] Aids: On');
    await press(m, 'A');
    expect(m.aids).toBe(false);
  });
});
