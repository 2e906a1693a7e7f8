/**
 * The hand on screen is played in the shell's GameSession (src/shell/game-session.ts), as every
 * game's is: its log is the session's, HELP's first use marks the session's log, the shell's
 * "in progress" is the session's, and the session writes the hand into its slot of IDELIGHT.SAV
 * beside the other hands (a player's pending tournament hand stays there, untouched).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logOn, press, setup } from './helpers';
import { SAVE } from '../../../src/games/idiots-delight/records';
import { AIDED_LINES } from '../../../src/shell/session';
import { replay } from '../../../src/core/log';
import { idLog } from '../../../src/games/idiots-delight/engine';
import type { MemoryKV } from '../../../src/core/storage';

afterEach(() => vi.restoreAllMocks());

/** IDELIGHT.SAV as stored: the envelope and the hands. */
const stored = (kv: MemoryKV) => JSON.parse(kv.getItem('retro.' + SAVE.key)!).data;

describe("idiots-delight: the hand on screen lives in the shell's GameSession", () => {
  it("its log and position are the session's after every key, and the session writes it as the free hand", async () => {
    const { m, app, kv } = setup({ deal: 7 });
    expect(app.session.started).toBe(true);
    await press(m, 'Enter', '2', ' ');
    const log = app.session.log;
    expect(app.log()).toBe(log);
    expect(app.ctl!.hand!.state).toBe(app.session.state);
    // the deal, the marker's move (an entry of its own) and the card played
    expect(log.moves.map((e) => e.type)).toEqual(['deal', 'marker', ...app.session.state.history.slice(1).map((h) => h.type)]);
    const r = replay(idLog, log);
    expect(r.ok && r.state).toEqual(app.session.state);
    const saved = stored(kv);
    expect(saved.game.free.log).toEqual(JSON.parse(JSON.stringify(log)));
    expect(saved.game.current).toEqual({ mode: 'free' });
  });

  it('HELP marks the session: its log gets the aid entry and the envelope the mark', async () => {
    const { m, app, kv } = setup({ deal: 7 }, { aids: true });
    expect(app.session.aided).toBe(false);
    await press(m, '?');
    expect(m.requesters.map((r) => r.spec.lines)).toEqual([AIDED_LINES]);
    await press(m, 'Enter');
    expect(app.session.aided).toBe(true);
    expect(app.session.log.moves[0]).toMatchObject({ type: 'aid' });
    expect(stored(kv).aided).toBe(true);
  });

  it("the shell's in progress is the session's: on while the hand is played, off once it is let go", async () => {
    const { m, app } = setup({ deal: 7 });
    const asked = vi.spyOn(app.session, 'inProgress');
    expect(app.shell.inProgress()).toBe(true);
    expect(asked).toHaveBeenCalled();
    await press(m, 'Enter');
    await press(m, 'Escape');
    expect(app.confirm).not.toBeNull();
    await press(m, 'y');
    expect(app.hand).toBeNull();
    expect(app.shell.inProgress()).toBe(false);
  });

  it("a free hand is written into its own slot: a player's pending tournament hand stays beside it as it was", async () => {
    const { m, app, kv } = setup({});
    await logOn(m, 'Ann');
    await press(m, 'p');
    expect(app.hand?.mode).toBe('door');
    await press(m, 'Enter');
    const door = app.session.log;
    await press(m, 'l', 'y', 'l');
    await logOn(m, 'Ann');
    await press(m, 'f');
    expect(app.hand?.mode).toBe('free');
    expect(app.session.log.id).not.toBe(door.id);
    await press(m, 'Enter');
    expect(app.shell.inProgress()).toBe(true);
    const saved = stored(kv);
    expect(saved.game.door).toHaveLength(1);
    expect(saved.game.door[0]).toMatchObject({ mode: 'door', player: 'Ann', log: JSON.parse(JSON.stringify(door)) });
    expect(saved.game.free.log).toEqual(JSON.parse(JSON.stringify(app.session.log)));
    expect(saved.game.current).toEqual({ mode: 'free' });
    // a reload takes up the free hand in a new window's session, log and all
    const again = setup({ resume: true }, { kv });
    expect(again.app.session.log).toEqual(app.session.log);
    expect(again.app.shell.inProgress()).toBe(true);
  });
});
