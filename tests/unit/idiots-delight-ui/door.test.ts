import { describe, it, expect } from 'vitest';
import { shellFor } from '../../../src/shell/launcher';
import { setup, press, type, playOut, findDate, png, answerPassword, logOn, DATE } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { tournamentDeal, newDoorRecord, startHand, recordHand } from '../../../src/games/idiots-delight/door';
import { DOOR, SAVE } from '../../../src/games/idiots-delight/records';
import type { Machine } from '../../../src/core/machine';
import type { IdiotsDelightApp } from '../../../src/games/idiots-delight/app';
import { TEST_SECRET } from '../idiots-delight/test-secret';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's state() is a JSON snapshot, read field by field
type Any = Record<string, any>;
const st = (app: { state(): unknown }) => app.state() as Any;

async function sysopHands(m: Machine, n: number) {
  await press(m, 's');
  await answerPassword(m);
  await press(m, 'h');
  await type(m, String(n));
  await press(m, 'Enter', 'q');
}
/** From the main menu: play a hand through and return to the menu. */
async function hand(m: Machine, app: IdiotsDelightApp, opts: { noFree?: boolean } = {}) {
  await press(m, 'p');
  expect(st(app).screen).toBe('game');
  await playOut(m, app, opts);
  const result = st(app).result;
  await press(m, ' ');
  expect(st(app).screen).toBe('menu');
  return result;
}

describe('idiots-delight door: log-on and screens', () => {
  it('from the desktop: the connect screen, then the log-on; Q says goodbye, a key hangs up', async () => {
    const { m, app } = setup({ direct: false });
    expect(st(app).screen).toBe('title');
    expect(app.screenText()).toContain('CONNECT 14400');
    png(m, '/tmp/id-title-st.png');
    await press(m, 'x');
    expect(st(app).screen).toBe('logon');
    let quit = 0;
    m.desktopFactory = () => {
      quit++;
      return app;
    };
    await press(m, 'q');
    expect(st(app).screen).toBe('goodbye');
    await press(m, 'l');
    expect(st(app).screen).toBe('logon');
    await press(m, 'q', 'Enter');
    expect(quit).toBe(1);
  });

  it('a new player signs on by name, is listed at the next log-on and chosen by number', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await logOn(m, '  Ann   Lee ');
    expect(st(app).screen).toBe('menu');
    expect(st(app).player).toBe('Ann Lee');
    await press(m, 'p');
    expect(st(app).deal).toBe(tournamentDeal(TEST_SECRET, DATE, 1));
    expect(st(app).mode).toBe('door');
    expect(st(app).handsLeft).toBe(2);
    png(m, '/tmp/id-door-game-st.png');
    // the hand started counts: a fresh machine on the same storage lists Ann
    const b = setup({}, { kv, platform: 'amiga' });
    expect(b.app.screenText()).toContain('[1] Ann Lee');
    png(b.m, '/tmp/id-logon-amiga.png');
    await press(b.m, '1');
    await answerPassword(b.m);
    expect(st(b.app).player).toBe('Ann Lee');
    png(b.m, '/tmp/id-menu-amiga.png');
    // her unfinished hand comes back with the same deal
    await press(b.m, 'p');
    expect(st(b.app).deal).toBe(tournamentDeal(TEST_SECRET, DATE, 1));
  });

  it('an empty or over-long name is refused', async () => {
    const { m, app } = setup();
    await press(m, 'n', 'Enter');
    expect(st(app).screen).toBe('name');
    expect(st(app).message).toMatch(/1 to 30/);
    await type(m, 'x'.repeat(40));
    expect(st(app).input.length).toBe(30);
    await press(m, 'Escape');
    expect(st(app).screen).toBe('logon');
  });

  it('a direct launch with a player asks the password, then starts the day at once', async () => {
    const { m, app } = setup({ player: 'Zed' });
    expect(st(app).screen).toBe('password');
    await answerPassword(m);
    expect(st(app).screen).toBe('game');
    expect(st(app).deal).toBe(tournamentDeal(TEST_SECRET, DATE, 1));
    expect(st(app).player).toBe('Zed');
  });
});

describe('idiots-delight door: hands, champions, tournament', () => {
  it('hands per day: three by default, then refused', async () => {
    const date = findDate('2024-05', (r) => r < 45, [1, 2, 3]);
    const { m, app } = setup({ date });
    await logOn(m, 'Ann');
    for (let i = 0; i < 3; i++) await hand(m, app);
    expect(st(app).handsPlayed).toBe(st(app).handsAllowed);
    m.takeEvents();
    await press(m, 'p');
    expect(st(app).screen).toBe('menu');
    expect(st(app).message).toBe('No hands left for that day.');
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(true);
    png(m, '/tmp/id-menu-st.png');
  });

  it('45 or more cards win an extra hand', async () => {
    const date = findDate('2024-05', (r) => r >= 45 && r < 48);
    const { m, app } = setup({ date });
    await sysopHands(m, 1);
    await logOn(m, 'Ann');
    expect(st(app).handsAllowed).toBe(1);
    await press(m, 'p');
    await playOut(m, app);
    expect(app.screenText()).toContain('You won 1 extra hand');
    png(m, '/tmp/id-extra-st.png');
    await press(m, ' ');
    expect(st(app).handsAllowed).toBe(2);
    expect(st(app).handsLeft).toBe(1);
  });

  it('the Daily Champion bonus moves to whoever beats the day', async () => {
    const date = findDate('2024-05', (r, poor) => poor > 0 && r > poor && r < 45);
    const { m, app } = setup({ date });
    await sysopHands(m, 1);
    await logOn(m, 'Ann');
    await hand(m, app, { noFree: true });
    expect(st(app).champions.daily.name).toBe('Ann');
    await press(m, 'q', 'l');
    await logOn(m, 'Bob');
    await press(m, 'p');
    await playOut(m, app);
    expect(app.screenText()).toContain('You dethroned Ann');
    expect(m.takeEvents().some((e) => e.type === 'message' && /dethroned Ann/.test(e.text ?? ''))).toBe(true);
    await press(m, ' ');
    expect(st(app).champions.daily.name).toBe('Bob');
    const door = app.door;
    expect(door.players.find((p) => p.name === 'Ann')!.days[0]!.bonus).toBe(0);
    expect(door.players.find((p) => p.name === 'Bob')!.days[0]!.bonus).toBe(5000);
    await press(m, 'c');
    expect(app.screenText()).toContain("Today's Champion");
    png(m, '/tmp/id-champions-st.png');
  });

  it('tournament: each browser deals from its own secret, made with its first hand; its players all get the same hands', async () => {
    const a = setup({ date: '2024-06-03' }, { ownSecret: true });
    const b = setup({ date: '2024-06-03' }, { platform: 'amiga', ownSecret: true });
    expect(a.app.door.dealKey).toBeNull();
    await logOn(a.m, 'Ann');
    await logOn(b.m, 'Bob');
    await press(a.m, 'p');
    await press(b.m, 'p');
    const key = a.app.door.dealKey!;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(b.app.door.dealKey).not.toBe(key);
    expect(st(a.app).deal).toBe(tournamentDeal(key, '2024-06-03', 1));
    expect(st(a.app).deal).not.toBe(st(b.app).deal);
    // The secret is kept: another player of the same browser gets Ann's hand.
    await press(a.m, 'l', 'y', 'l');
    await logOn(a.m, 'Cy');
    await press(a.m, 'p');
    expect(st(a.app).player).toBe('Cy');
    expect(a.app.door.dealKey).toBe(key);
    expect(st(a.app).deal).toBe(tournamentDeal(key, '2024-06-03', 1));
  });

  it("a door record of version 2 (one constant for every copy's deals) keeps its players and its pending hand; the next hand comes from a secret of its own", async () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', DATE, DATE).record;
    const pending = rec.players[0]!.pending!;
    const { dealKey: _k, ...v2 } = { ...rec, version: 2 };
    const kv = new MemoryKV();
    kv.setItem('retro.' + DOOR.key, JSON.stringify({ v: 2, data: v2 }));
    const { m, app } = setup({}, { kv });
    expect(m.store.problems).toEqual([]);
    expect(app.door.dealKey).toBeNull();
    expect(app.door.players[0]!.pending).toEqual(pending);
    await logOn(m, 'Ann');
    await press(m, 'p');
    expect(st(app)).toMatchObject({ screen: 'game', deal: pending.deal });
    expect(app.door.dealKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('make-up and play-ahead days: one a day by default', async () => {
    const { m, app } = setup();
    await logOn(m, 'Ann');
    await press(m, 'm');
    expect(st(app).screen).toBe('makeup');
    await type(m, '40');
    await press(m, 'Enter');
    expect(st(app).message).toMatch(/1 to 31/);
    await press(m, 'Backspace', 'Backspace');
    await type(m, '3');
    await press(m, 'Enter');
    expect(st(app).screen).toBe('game');
    expect(st(app).date).toBe('2024-05-03');
    expect(st(app).deal).toBe(tournamentDeal(TEST_SECRET, '2024-05-03', 1));
    await playOut(m, app);
    await press(m, ' ', 'm');
    await type(m, '20');
    await press(m, 'Enter');
    expect(st(app).screen).toBe('menu');
    expect(st(app).message).toBe('No more make-up or play-ahead days today.');
  });

  it('sysop: settings and a confirmed reset of the champions', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await logOn(m, 'Ann');
    await hand(m, app);
    expect(st(app).champions.daily).not.toBeNull();
    await press(m, 'q', 'l', 's');
    await answerPassword(m);
    expect(st(app).screen).toBe('sysop');
    await press(m, 'h');
    await type(m, '11');
    await press(m, 'Enter');
    expect(app.door.settings.handsPerDay).toBe(3);
    await press(m, 'Backspace', 'Backspace', '5', 'Enter', 'm', '2', 'Enter');
    expect(app.door.settings).toEqual({ handsPerDay: 5, makeUpDaysPerDay: 2 });
    await press(m, 'c', 'n');
    expect(app.door.champions.daily).not.toEqual({});
    await press(m, 'c', 'y');
    expect(app.door.champions).toEqual({ allTime: null, monthly: {}, daily: {} });
    expect(app.door.players.length).toBe(1);
    png(m, '/tmp/id-sysop-st.png');
    // persisted
    const again = setup({}, { kv });
    expect(again.app.door.settings.handsPerDay).toBe(5);
  });
});

describe('idiots-delight door: persistence', () => {
  it('a hand is saved after every move and resumed after a reload', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await logOn(m, 'Ann');
    await press(m, 'p', 'Enter', 'Enter', '2');
    const before = st(app);
    expect(shellFor(m, 'idiots-delight').hasUnfinished()).toBe(true);
    const r = setup({ resume: true, direct: true }, { kv });
    expect(st(r.app).rows).toEqual(before.rows);
    expect(st(r.app).screen).toBe('game');
    expect(st(r.app).player).toBe('Ann');
  });

  it('a damaged save starts afresh; the door keeps the pending hand', async () => {
    const kv = new MemoryKV();
    const { m } = setup({}, { kv });
    await logOn(m, 'Ann');
    await press(m, 'p', 'Enter');
    kv.setItem('retro.' + SAVE.key, '{"v":1,"data":{"mode":"door","player":"Ann","state":{"deal":1}}}');
    const r = setup({ resume: true }, { kv });
    expect(st(r.app).screen).toBe('logon');
    expect(r.m.store.problems.some((p) => p.key === SAVE.key && p.kind === 'corrupt')).toBe(true);
    await press(r.m, '1');
    await answerPassword(r.m);
    await press(r.m, 'p');
    expect(st(r.app).deal).toBe(tournamentDeal(TEST_SECRET, DATE, 1));
  });

  it('a damaged door record keeps the champions and the sound players', () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', DATE, DATE).record;
    rec = recordHand(rec, 'Ann', 30).record;
    rec = startHand(rec, 'Bob', DATE, DATE).record;
    rec = recordHand(rec, 'Bob', 20).record;
    const bad = JSON.parse(JSON.stringify(rec));
    bad.players[0].days[0].hands[0].score = 999999; // Ann's record is now inconsistent
    const kv = new MemoryKV();
    kv.setItem('retro.' + DOOR.key, JSON.stringify({ v: DOOR.version, data: bad }));
    const { m, app } = setup({}, { kv });
    expect(app.door.players.map((p) => p.name)).toEqual(['Bob']);
    expect(app.door.champions.daily[DATE]!.name).toBe('Ann');
    expect(m.takeEvents().some((e) => e.type === 'message' && /repaired/.test(e.text ?? ''))).toBe(true);
    // the player is told in a requester over the door's screen, naming the file
    expect(m.requesters.map((r) => r.spec.lines[0])).toEqual(['IDELIGHT.DAT was damaged.']);
    // and garbage: a fresh door, reported by the store
    kv.setItem('retro.' + DOOR.key, 'nonsense');
    kv.removeItem('retro.' + DOOR.key + '.bak');
    const g = setup({}, { kv });
    expect(g.app.door.players).toEqual([]);
    expect(g.m.store.problems).toEqual([{ key: DOOR.key, file: 'IDELIGHT.DAT', kind: 'corrupt' }]);
  });

  it('a save that is no longer the pending hand (players reset) is dropped quietly', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await logOn(m, 'Ann');
    await press(m, 'p', 'Enter');
    expect(shellFor(m, 'idiots-delight').hasUnfinished()).toBe(true);
    // the sysop resets the players on another machine: the door forgets Ann's pending hand
    kv.setItem('retro.' + DOOR.key, JSON.stringify({ v: DOOR.version, data: { ...app.door, players: [] } }));
    const r = setup({ resume: true }, { kv });
    expect(st(r.app).screen).toBe('logon');
    expect(r.m.store.problems).toEqual([]);
    expect(shellFor(r.m, 'idiots-delight').hasUnfinished()).toBe(false);
  });

  it('the sysop option opens the door on the sysop screen, behind the sysop password', async () => {
    const { m, app } = setup({ sysop: true });
    expect(st(app).screen).toBe('password');
    await answerPassword(m);
    expect(st(app).screen).toBe('sysop');
    await press(m, 'q');
    expect(st(app).screen).toBe('logon');
  });

  it('a free hand is not recorded in the door', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({ deal: 42, player: 'Ann' }, { kv });
    expect(st(app).player).toBe('Ann');
    expect(st(app).mode).toBe('free');
    await playOut(m, app);
    await press(m, ' ');
    expect(app.door.players).toEqual([]);
  });
});
