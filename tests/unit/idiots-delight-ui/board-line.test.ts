/**
 * A board's call is state the app holds (board-dial.ts's BoardLine) and asks first: a link's bbs=
 * calls once the program has begun (begin() used to put the log-on screen over the call), and the
 * address prompt's keys are the line's until Escape gives the door back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { press, setup, type } from './helpers';
import type { IdiotsDelightApp } from '../../../src/games/idiots-delight/app';

const ADDR = 'ws://127.0.0.1:9/bbs';
let open: IdiotsDelightApp | null = null;

afterEach(() => {
  open?.dispose(); // hangs the call up
  open = null;
});

describe("Idiot's Delight's line to boards", () => {
  it.each([true, false])('bbs= calls the board once the program has begun (direct: %s)', (direct) => {
    const { app } = setup({ bbs: ADDR, direct });
    open = app;
    expect(app.view).toBe('board');
    const s = app.state() as { screen: string; board: { address: string; connected: boolean } };
    expect(s.screen).toBe('board');
    expect(s.board).toEqual({ address: ADDR, connected: false });
    expect(app.screenText()).toContain('ATDT');
  });

  it('bbs= with a free hand of a link calls over it: the hand gives way to the call', () => {
    const { app } = setup({ bbs: ADDR, deal: 42 });
    open = app;
    expect(app.view).toBe('board');
    expect(app.hand).toBeNull();
    expect(app.screenText()).toContain('ATDT');
  });

  it('the local door says board: null, and B opens the address prompt whose keys are the line\'s', async () => {
    const { m, app } = setup();
    open = app;
    expect((app.state() as { board: unknown }).board).toBeNull();
    await press(m, 'b');
    expect(app.view).toBe('dial');
    await type(m, 'ws://x');
    expect(app.input?.value).toBe('ws://x');
    expect(app.textField()).toEqual({ value: 'ws://x', kind: 'text' });
    await press(m, 'Backspace');
    expect(app.input?.value).toBe('ws://');
    await press(m, 'Enter');
    expect(app.view).toBe('dial');
    expect(app.input?.message).toContain('not a board address');
    await press(m, 'Escape');
    expect(app.view).toBe('logon');
    expect(app.input).toBeNull();
  });
});
