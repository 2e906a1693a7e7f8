import { describe, expect, it } from 'vitest';
import { hint, idEngine as E, scoreFor } from '../../../src/games/idiots-delight/engine';
import {
  allTimeTotal,
  championsView,
  checkDoorRecord,
  dayStatus,
  DoorError,
  finishHand,
  HAND_RECORDED,
  findPlayer,
  handsLeft,
  monthlyTotal,
  newDoorRecord,
  recordHand,
  resetChampions,
  resetPlayers,
  setSettings,
  startHand,
  tournamentDeal,
  validateDoorRecord,
  type DoorRecord,
  makeUpDate,
} from '../../../src/games/idiots-delight/door';
import { TEST_SECRET } from './test-secret';

const D1 = '2024-05-10';
const D2 = '2024-05-11';

/** Start and record one hand with `removed` cards removed. */
function play(rec: DoorRecord, name: string, removed: number, date = D1, today = date): DoorRecord {
  return recordHand(startHand(rec, name, date, today).record, name, removed).record;
}

function playMany(rec: DoorRecord, name: string, removed: number[], date = D1, today = date): DoorRecord {
  return removed.reduce((r, n) => play(r, name, n, date, today), rec);
}

describe('hands per day', () => {
  it('three by default, then no more', () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    expect(handsLeft(rec, 'Ann', D1, D1)).toBe(3);
    rec = playMany(rec, 'Ann', [10, 20, 30]);
    expect(handsLeft(rec, 'Ann', D1, D1)).toBe(0);
    expect(() => startHand(rec, 'Ann', D1, D1)).toThrow(DoorError);
    expect(dayStatus(rec, 'Ann', D1, D1).reason).toMatch(/No hands left/);
    // Another player has their own hands.
    expect(handsLeft(rec, 'Bob', D1, D1)).toBe(3);
  });
  it('45 cards win an extra hand, 48 win two', () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', D1, D1).record;
    const r45 = recordHand(rec, 'Ann', 45);
    expect(r45.result.extraHandsWon).toBe(1);
    expect(handsLeft(r45.record, 'Ann', D1, D1)).toBe(3);
    rec = startHand(r45.record, 'Ann', D1, D1).record;
    const r48 = recordHand(rec, 'Ann', 48);
    expect(r48.result.extraHandsWon).toBe(2);
    expect(handsLeft(r48.record, 'Ann', D1, D1)).toBe(4);
    rec = play(r48.record, 'Ann', 44);
    expect(handsLeft(rec, 'Ann', D1, D1)).toBe(3);
  });
  it('extra hands are limited to ten minus the allowance', () => {
    let rec = newDoorRecord({ handsPerDay: 8 }, TEST_SECRET);
    rec = playMany(rec, 'Ann', [48, 48]);
    expect(dayStatus(rec, 'Ann', D1, D1).handsAllowed).toBe(10);
    rec = playMany(rec, 'Ann', [48, 48, 48, 48, 48, 48, 48, 48]);
    expect(handsLeft(rec, 'Ann', D1, D1)).toBe(0);
    expect(findPlayer(rec, 'Ann')!.days[0]!.hands).toHaveLength(10);
    let three = newDoorRecord({}, TEST_SECRET);
    three = playMany(three, 'Bob', [48, 48, 48, 48, 48, 48, 48, 48, 48, 48]);
    expect(dayStatus(three, 'Bob', D1, D1).handsAllowed).toBe(10);
  });
  it('a started hand counts, and comes back with the same deal', () => {
    const a = startHand(newDoorRecord({}, TEST_SECRET), 'Ann', D1, D1);
    expect(handsLeft(a.record, 'Ann', D1, D1)).toBe(2);
    const again = startHand(a.record, 'ann', D1, D1);
    expect(again.resumed).toBe(true);
    expect(again.deal).toBe(a.deal);
    expect(() => startHand(a.record, 'Ann', D2, D2)).toThrow(/Finish your hand/);
    // It comes back on a later day too.
    expect(startHand(a.record, 'Ann', D1, D2).resumed).toBe(true);
  });
});

describe('finishHand takes the engine state of the pending hand', () => {
  it('scores a played hand', () => {
    const st = startHand(newDoorRecord({}, TEST_SECRET), 'Ann', D1, D1);
    let s = E.newGame(st.deal, {});
    while (E.status(s) === 'playing') s = E.apply(s, hint(s)!.move);
    const r = finishHand(st.record, 'Ann', s);
    expect(r.result.score).toBe(E.score(s));
    expect(r.result.removed).toBe(s.discards.length);
    expect(findPlayer(r.record, 'Ann')!.pending).toBeNull();
  });
  it('scores an abandoned hand with what it has', () => {
    const st = startHand(newDoorRecord({}, TEST_SECRET), 'Ann', D1, D1);
    const r = finishHand(st.record, 'Ann', E.newGame(st.deal, {}));
    expect(r.result.score).toBe(0);
  });
  it('refuses another deal or a doctored state', () => {
    const st = startHand(newDoorRecord({}, TEST_SECRET), 'Ann', D1, D1);
    expect(() => finishHand(st.record, 'Ann', E.newGame(st.deal + 1, {}))).toThrow(DoorError);
    const s = E.newGame(st.deal, {});
    expect(() => finishHand(st.record, 'Ann', { ...s, discards: ['2C'] })).toThrow(DoorError);
    expect(() => finishHand(newDoorRecord({}, TEST_SECRET), 'Ann', s)).toThrow(/No hand/);
  });
  it('a hand enters once: the same hand finished again (another window, a reload) is refused, saying so', () => {
    const st = startHand(newDoorRecord({}, TEST_SECRET), 'Ann', D1, D1);
    let s = E.newGame(st.deal, {});
    while (E.status(s) === 'playing') s = E.apply(s, hint(s)!.move);
    const once = finishHand(st.record, 'Ann', s).record;
    expect(() => finishHand(once, 'Ann', s)).toThrow(HAND_RECORDED);
    // the player has begun the next hand meanwhile: the old one is still not entered again
    const next = startHand(once, 'Ann', D1, D1);
    expect(next.hand).toBe(2);
    expect(() => finishHand(next.record, 'Ann', s)).toThrow(HAND_RECORDED);
    expect(findPlayer(next.record, 'Ann')!.days[0]!.hands).toHaveLength(1);
  });
});

describe('tournament deals', () => {
  it('depend only on the date and the hand', () => {
    expect(tournamentDeal(TEST_SECRET, D1, 1)).toBe(tournamentDeal(TEST_SECRET, D1, 1));
    const all = new Set<number>();
    for (const d of ['2024-05-01', D1, D2, '2024-06-10', '2025-05-10'])
      for (let h = 1; h <= 10; h++) all.add(tournamentDeal(TEST_SECRET, d, h));
    expect(all.size).toBe(50);
  });
  it('every player gets the same hands', () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    const deals: Record<string, number[]> = { Ann: [], Bob: [] };
    for (const name of ['Ann', 'Bob'])
      for (let i = 0; i < 3; i++) {
        const st = startHand(rec, name, D1, D1);
        deals[name]!.push(st.deal);
        rec = recordHand(st.record, name, 10).record;
      }
    expect(deals['Ann']).toEqual(deals['Bob']);
    expect(deals['Ann']).toEqual([1, 2, 3].map((h) => tournamentDeal(TEST_SECRET, D1, h)));
  });
  it('rejects bad dates and hands', () => {
    expect(() => tournamentDeal(TEST_SECRET, '2024-02-30', 1)).toThrow(RangeError);
    expect(() => tournamentDeal(TEST_SECRET, D1, 0)).toThrow(RangeError);
    expect(() => tournamentDeal(TEST_SECRET, D1, 11)).toThrow(RangeError);
    expect(tournamentDeal(TEST_SECRET, '2024-02-29', 1)).toBeTypeOf('number');
  });
});

describe('champions', () => {
  it('the day’s best is Daily Champion with 5000 bonus points', () => {
    let rec = playMany(newDoorRecord({}, TEST_SECRET), 'Ann', [20, 20]);
    const ann = findPlayer(rec, 'Ann')!;
    expect(championsView(rec, D1).daily).toEqual({ name: 'Ann', score: 4000 + 2000, period: D1 });
    expect(monthlyTotal(ann, '2024-05')).toBe(6000 + 5000);
    rec = play(rec, 'Bob', 10);
    expect(championsView(rec, D1).daily!.name).toBe('Ann');
  });
  it('a better score that day dethrones the champion and the 5000 moves', () => {
    let rec = playMany(newDoorRecord({}, TEST_SECRET), 'Ann', [20, 20, 20]);
    // Bob makes up that day the next day and beats Ann's 9000.
    rec = play(rec, 'Bob', 30, D1, D2); // 6000: not yet
    expect(championsView(rec, D1).daily!.name).toBe('Ann');
    const st = startHand(rec, 'Bob', D1, D2);
    const r = recordHand(st.record, 'Bob', 30);
    expect(r.result.dailyChampion).toBe(true);
    expect(r.result.dethroned).toBe('Ann');
    rec = r.record;
    expect(championsView(rec, D1).daily!.name).toBe('Bob');
    expect(monthlyTotal(findPlayer(rec, 'Ann')!, '2024-05')).toBe(3 * scoreFor(20));
    expect(monthlyTotal(findPlayer(rec, 'Bob')!, '2024-05')).toBe(2 * scoreFor(30) + 5000);
  });
  it('an equal score does not dethrone', () => {
    let rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 20);
    const r = recordHand(startHand(rec, 'Bob', D1, D1).record, 'Bob', 20);
    expect(r.result.dailyChampion).toBe(false);
    rec = r.record;
    expect(championsView(rec, D1).daily!.name).toBe('Ann');
  });
  it('monthly and all-time champions follow the totals, bonus included', () => {
    let rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 40, D1);
    rec = play(rec, 'Bob', 30, D2);
    // Ann: 10000+5000 = 15000; Bob: 6000+5000 = 11000.
    expect(championsView(rec, D2).monthly).toEqual({ name: 'Ann', score: 15000, period: '2024-05' });
    rec = play(rec, 'Bob', 30, D2);
    expect(championsView(rec, D2).monthly).toEqual({ name: 'Bob', score: 17000, period: '2024-05' });
    expect(championsView(rec, D2).allTime).toEqual({ name: 'Bob', score: 17000, period: '2024-05' });
    // A new month: its own monthly champion; the all-time record stands until beaten.
    rec = play(rec, 'Cy', 20, '2024-06-01');
    expect(championsView(rec, '2024-06-01').monthly!.name).toBe('Cy');
    expect(championsView(rec, '2024-06-01').allTime!.name).toBe('Bob');
    expect(allTimeTotal(findPlayer(rec, 'Bob')!)).toBe(17000);
    expect(championsView(rec, D2).dailyHistory.map((e) => e.period)).toEqual(['2024-06-01', D2, D1]);
  });
  it('dethroning can cost the monthly title', () => {
    let rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 30, D1); // 6000 + 5000
    rec = play(rec, 'Bob', 29, D2); // 5900 + 5000
    expect(championsView(rec, D2).monthly!.name).toBe('Ann');
    rec = play(rec, 'Cy', 31, D1, D2); // 6100: Cy takes D1 (11100), Ann falls to 6000
    expect(championsView(rec, D2).monthly).toEqual({ name: 'Cy', score: 11100, period: '2024-05' });
    expect(monthlyTotal(findPlayer(rec, 'Ann')!, '2024-05')).toBe(6000);
  });
});

describe('make-up and play-ahead days', () => {
  it('one other day of this month per day by default', () => {
    const rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 10, '2024-05-03', D1); // make-up
    expect(dayStatus(rec, 'Ann', '2024-05-04', D1).reason).toMatch(/make-up/);
    expect(dayStatus(rec, 'Ann', '2024-05-20', D1).playable).toBe(false);
    expect(dayStatus(rec, 'Ann', D1, D1).playable).toBe(true);
    // The next day brings a new allowance; play ahead this time.
    expect(dayStatus(rec, 'Ann', '2024-05-20', D2)).toMatchObject({ playable: true, kind: 'play-ahead' });
  });
  it('the sysop sets how many', () => {
    let rec = setSettings(newDoorRecord({}, TEST_SECRET), { makeUpDaysPerDay: 2 });
    rec = play(rec, 'Ann', 10, '2024-05-03', D1);
    rec = play(rec, 'Ann', 10, '2024-05-25', D1);
    expect(dayStatus(rec, 'Ann', '2024-05-04', D1).playable).toBe(false);
    rec = setSettings(rec, { makeUpDaysPerDay: 0 });
    expect(dayStatus(rec, 'Bob', '2024-05-04', D1).playable).toBe(false);
    expect(dayStatus(rec, 'Bob', D1, D1).playable).toBe(true);
  });
  it('a day is played on the one real day it was opened', () => {
    let rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 10, D2, D1); // played ahead
    expect(dayStatus(rec, 'Ann', D2, D1).handsLeft).toBe(2);
    expect(dayStatus(rec, 'Ann', D2, D2).reason).toMatch(/played on 2024-05-10/);
    rec = play(rec, 'Ann', 10, D1, D1);
    expect(dayStatus(rec, 'Ann', D1, D2).playable).toBe(false);
  });
  it('only days of the current month', () => {
    expect(dayStatus(newDoorRecord({}, TEST_SECRET), 'Ann', '2024-04-30', D1).reason).toMatch(/this month/);
    expect(dayStatus(newDoorRecord({}, TEST_SECRET), 'Ann', '2024-04-30', D1).kind).toBeNull();
  });
});

describe('players and the sysop', () => {
  it('names are tidied and matched without case', () => {
    const rec = play(newDoorRecord({}, TEST_SECRET), '  Ann   Lee ', 10);
    expect(rec.players.map((p) => p.name)).toEqual(['Ann Lee']);
    expect(findPlayer(rec, 'ann lee')).not.toBeNull();
    expect(() => startHand(rec, '   ', D1, D1)).toThrow(DoorError);
    expect(() => startHand(rec, 'x'.repeat(31), D1, D1)).toThrow(DoorError);
  });
  it('settings are range-checked', () => {
    expect(() => newDoorRecord({ handsPerDay: 0 })).toThrow(RangeError);
    expect(() => setSettings(newDoorRecord({}, TEST_SECRET), { handsPerDay: 11 })).toThrow(RangeError);
    expect(setSettings(newDoorRecord({}, TEST_SECRET), { handsPerDay: 5 }).settings.handsPerDay).toBe(5);
  });
  it('champions and players reset apart', () => {
    const rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 20);
    const noChamps = resetChampions(rec);
    expect(noChamps.champions).toEqual({ allTime: null, monthly: {}, daily: {} });
    expect(noChamps.players).toEqual(rec.players);
    const noPlayers = resetPlayers(rec);
    // The names stay (with their passwords); their days, hands and unfinished hands go.
    expect(noPlayers.players.map((p) => [p.name, p.days, p.pending])).toEqual([['Ann', [], null]]);
    expect(noPlayers.champions).toEqual(rec.champions);
    // A champion with no player record left keeps the title until beaten.
    const later = play(noPlayers, 'Bob', 10);
    expect(championsView(later, D1).daily!.name).toBe('Ann');
    expect(championsView(play(later, 'Bob', 20), D1).daily!.name).toBe('Bob');
  });
  it('functions never mutate the record they are given', () => {
    const rec = play(newDoorRecord({}, TEST_SECRET), 'Ann', 20);
    const snap = JSON.stringify(rec);
    play(rec, 'Ann', 30);
    resetChampions(rec);
    setSettings(rec, { handsPerDay: 4 });
    expect(JSON.stringify(rec)).toBe(snap);
  });
});

describe('validateDoorRecord', () => {
  const rec = playMany(play(newDoorRecord({}, TEST_SECRET), 'Ann', 20), 'Bob', [30, 10]);
  it('round-trips through JSON', () => {
    expect(validateDoorRecord(JSON.parse(JSON.stringify(rec)))).toEqual(rec);
    const pending = startHand(rec, 'Cy', D1, D1).record;
    expect(validateDoorRecord(JSON.parse(JSON.stringify(pending)))).toEqual(pending);
  });
  it('drops a corrupt player and keeps the champions', () => {
    const bad = structuredClone(rec) as unknown as { players: unknown[] };
    (bad.players[1] as { days: unknown[] }).days[0] = { date: 'nope' };
    const { record, problems } = checkDoorRecord(bad);
    expect(record!.players.map((p) => p.name)).toEqual(['Ann']);
    expect(record!.champions).toEqual(rec.champions);
    expect(problems).toHaveLength(1);
  });
  it('catches a doctored score', () => {
    const bad = structuredClone(rec);
    bad.players[0]!.days[0]!.hands[0]!.score = 99999;
    expect(validateDoorRecord(bad)!.players.map((p) => p.name)).toEqual(['Bob']);
  });
  it('resets corrupt champions and keeps the players', () => {
    const bad = { ...structuredClone(rec), champions: 'garbage' };
    const out = validateDoorRecord(bad)!;
    expect(out.players).toEqual(rec.players);
    expect(out.champions).toEqual({ allTime: null, monthly: {}, daily: {} });
  });
  it('drops one bad champion entry only', () => {
    const bad = structuredClone(rec) as unknown as { champions: { daily: Record<string, unknown> } };
    bad.champions.daily['2024-05-99'] = { name: 'X', score: 1, period: '2024-05-99' };
    expect(validateDoorRecord(bad)!.champions).toEqual(rec.champions);
  });
  it('falls back to default settings and rejects non-records', () => {
    expect(validateDoorRecord({ ...rec, settings: { handsPerDay: 'x' } })!.settings).toEqual(newDoorRecord({}, TEST_SECRET).settings);
    expect(validateDoorRecord(null)).toBeNull();
    expect(validateDoorRecord({ version: 5 })).toBeNull();
    expect(validateDoorRecord({ ...rec, version: 3 })).toBeNull();
    expect(validateDoorRecord({ ...rec, version: 1 })).toBeNull();
    expect(validateDoorRecord(JSON.parse('{"version":4,"dealKey":null,"sysop":null,"players":[{"name":"__proto__","days":[],"pending":null,"password":null}]}'))!.players[0]!.name).toBe('__proto__');
  });
});

describe('idiots-delight door: the make-up day typed (every door\'s rule)', () => {
  it('a day of this month, or why not', () => {
    expect(makeUpDate('2024-02-10', '9')).toEqual({ date: '2024-02-09' });
    expect(makeUpDate('2024-02-10', '29')).toEqual({ date: '2024-02-29' });
    for (const typed of ['', '0', '30']) expect(makeUpDate('2024-02-10', typed)).toEqual({ refused: 'Choose a day from 1 to 29.' });
    expect(makeUpDate('2023-02-10', '29')).toEqual({ refused: 'Choose a day from 1 to 28.' });
  });
});
