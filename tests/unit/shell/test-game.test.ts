/**
 * The shell's own behaviour, driven through a test-only game ("count to 3", test-game.ts) with no
 * real game: resume-or-start after a reload, Continue, the question before a new game, quitting,
 * the aids mark in the save's envelope, advice and the winnable search through a stand-in solver
 * port, and a high score the save waits for.
 */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { offerContinue, unfinished } from '../../../src/shell/resume';
import { AIDED_LINES } from '../../../src/shell/session';
import { PENDING_LINES } from '../../../src/shell/prompts';
import { problemLines } from '../../../src/shell/launcher';
import type { SolverPort } from '../../../src/shell/advisor';
import type { Verdict } from '../../../src/solver/types';
import { PLATFORMS } from '../../../platforms';
import { drive } from '../harness';
import { COUNT_ENTRY, COUNT_SAVE, COUNT_SCORES, countEngine, openCount, type CountSave } from './test-game';

/** A window on the collection's records in `kv`: a second one on the same kv is the page after a reload. */
function machine(kv = new MemoryKV()) {
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store: new Store(kv, null) });
  const desktop = { id: 'desktop', screen: 'graphics' as const, title: 'Desktop', menus: () => null, draw: () => {}, state: () => null, locate: () => null };
  m.desktopFactory = () => desktop;
  return { m, kv, desktop, ...drive(m) };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const read = (m: Machine) => <T,>(spec: Parameters<Store['read']>[0]) => m.store.read(spec) as T | null;
const asked = (m: Machine) => m.requesters.map((r) => r.spec.lines.join(' '));

/** A solver port that answers at once from `verdict`, counting what it was asked. */
function standIn(verdict: (n: number, deal: number) => Verdict<unknown>['result']) {
  const asked: string[] = [];
  const port: SolverPort = {
    request: (_g, s) => {
      const st = s as unknown as { n: number; deal: number };
      asked.push(`${st.deal}/${st.n}`);
      const result = verdict(st.n, st.deal);
      return Promise.resolve<Verdict<unknown>>(result === 'won' ? { result, line: [] } : result === 'lost' ? { result } : { result, reason: 'time' });
    },
    dispose: () => undefined,
  };
  return { port, asked };
}

describe('the shell runs resume-or-start (test-only game)', () => {
  it('a new window begins a game; after a reload the game in progress resumes, position and mark', () => {
    const w1 = machine();
    const { app } = openCount(w1.m, { resume: false, deal: 7 });
    expect(app.opened).toEqual({ how: 'began', saved: null });
    app.add();
    app.add();
    app.aided = true;
    app.save();
    expect(w1.m.store.read(COUNT_SAVE)).toEqual({ aided: true, game: { state: app.s, recorded: false } });

    const w2 = machine(w1.kv);
    const again = openCount(w2.m, { resume: true, deal: 99 });
    expect(again.app.opened?.how).toBe('resumed');
    expect(again.app.s).toEqual(app.s);
    expect(again.app.aided).toBe(true);
  });

  it('not asked to resume, it begins, and is handed the save it replaces', () => {
    const w1 = machine();
    openCount(w1.m, { resume: false, deal: 7 }).app.add();
    const w2 = machine(w1.kv);
    const { app, shell } = openCount(w2.m, { resume: false, deal: 8 });
    expect(app.opened?.how).toBe('began');
    expect((app.opened?.saved?.game as CountSave).state.deal).toBe(7);
    expect(shell.playing(app.opened!.saved!)).toBe(true);
    expect(app.s?.deal).toBe(8);
  });

  it('"in progress" is the engine\'s word plus begun; a won game is not, unless its score waits', () => {
    const { m } = machine();
    const s0 = countEngine.newGame(1, {});
    const save = (s = s0, recorded = false, aided = false) => ({ aided, game: { state: s, recorded } });
    const add = (s: typeof s0, n: number) => Array.from({ length: n }).reduce<typeof s0>((x) => countEngine.apply(x, { type: 'add' }), s);
    expect(unfinished(COUNT_ENTRY, save(), read(m))).toBe(false); // not begun
    expect(unfinished(COUNT_ENTRY, save(add(s0, 1)), read(m))).toBe(true);
    expect(unfinished(COUNT_ENTRY, save(add(s0, 3)), read(m))).toBe(true); // won, its score not yet in the table
    expect(unfinished(COUNT_ENTRY, save(add(s0, 3), true), read(m))).toBe(false); // recorded
    expect(unfinished(COUNT_ENTRY, save(add(s0, 3), false, true), read(m))).toBe(false); // aided: never enters
    expect(unfinished(COUNT_ENTRY, null, read(m))).toBe(false);
  });

  it('Continue is offered for an unfinished game only, naming it; Escape keeps it', async () => {
    const w = machine();
    expect(await offerContinue(w.m, COUNT_ENTRY)).toBe(false); // nothing saved: nothing asked
    expect(w.m.requesters).toEqual([]);
    openCount(w.m, { resume: false }).app.add();
    w.m.quitToDesktop();
    const offer = offerContinue(w.m, COUNT_ENTRY);
    expect(asked(w.m)).toEqual(['A game of Count is saved (count 1 of 3). Continue it?']);
    w.press('Escape');
    expect(await offer).toBe(true);
    const second = offerContinue(w.m, COUNT_ENTRY);
    w.click('button:New game');
    expect(await second).toBe(false);
  });

  it('a finished game whose score waits is offered in its own words', async () => {
    const w = machine();
    const { app } = openCount(w.m, { resume: false });
    for (let i = 0; i < 3; i++) app.add();
    w.m.quitToDesktop();
    const offer = offerContinue(w.m, COUNT_ENTRY);
    expect(asked(w.m)).toEqual([[...PENDING_LINES('Count'), 'Continue it?'].join(' ')]);
    w.press('Enter');
    expect(await offer).toBe(true);
  });

  it('a damaged save is reported by its file name in the period words, and a new game begins', () => {
    const kv = new MemoryKV();
    kv.setItem('retro.' + COUNT_SAVE.key, JSON.stringify({ v: 2, data: { aided: 'no', game: {} } }));
    const w = machine(kv);
    const { app } = openCount(w.m, { resume: true, deal: 4 });
    expect(app.opened?.how).toBe('began');
    expect(w.m.store.problems).toEqual([{ key: COUNT_SAVE.key, file: 'COUNT.SAV', kind: 'corrupt' }]);
    expect(problemLines(w.m.store.problems[0]!, new Set())).toEqual(['COUNT.SAV was damaged.', 'It has been reset; your', 'other records are safe.']);
  });

  it('the old shape (the aids mark beside the game) loads into the envelope', () => {
    const kv = new MemoryKV();
    const state = countEngine.apply(countEngine.newGame(3, {}), { type: 'add' });
    kv.setItem('retro.' + COUNT_SAVE.key, JSON.stringify({ v: 1, data: { state, recorded: false, aided: true } }));
    const w = machine(kv);
    const { app } = openCount(w.m, { resume: true });
    expect([app.opened?.how, app.s, app.aided]).toEqual(['resumed', state, true]);
    expect(JSON.parse(kv.getItem('retro.' + COUNT_SAVE.key)!)).toEqual({ v: 2, data: { aided: true, game: { state, recorded: false } } });
  });
});

describe("the shell's questions (test-only game)", () => {
  it('a new game asks first while one is in progress (Cancel the default), not before', async () => {
    const w = machine();
    const { app, shell } = openCount(w.m, { resume: false });
    expect(await shell.confirmNewGame()).toBe(true); // nothing played yet
    app.add();
    const q = shell.confirmNewGame();
    expect(asked(w.m)).toEqual(['End this game and start a new one?']);
    w.press('Enter');
    expect(await q).toBe(false);
    const q2 = shell.confirmNewGame();
    w.click('button:New game');
    expect(await q2).toBe(true);
  });

  it('quit asks while a game is in progress; Cancel stays, Quit leaves with the game saved', async () => {
    const w = machine();
    const { app, shell } = openCount(w.m, { resume: false });
    app.add();
    const q = shell.quit();
    expect(asked(w.m)).toEqual(['Quit Count? Your game is saved: open the program again to continue it.']);
    w.press('Escape');
    expect(await q).toBe(false);
    expect(w.m.app).toBe(app);
    const q2 = shell.quit();
    w.click('button:Quit');
    expect(await q2).toBe(true);
    expect(w.m.app).toBe(w.desktop);
    expect(shell.hasUnfinished()).toBe(true);
  });

  it('a game not begun is left without a question', async () => {
    const w = machine();
    const { shell } = openCount(w.m, { resume: false });
    expect(await shell.quit()).toBe(true);
    expect(w.m.requesters).toEqual([]);
  });
});

describe('aids, advice, the winnable search and a high score (test-only game, stand-in solver)', () => {
  it('the first aid marks the game once; the mark is the envelope\'s and keeps its score out', async () => {
    const w = machine();
    const solver = standIn(() => 'won');
    const { app, shell } = openCount(w.m, { resume: false, solver: solver.port });
    app.add();
    app.aid();
    expect(asked(w.m)).toEqual([AIDED_LINES.join(' ')]);
    w.press('Enter');
    app.aid();
    expect(w.m.requesters).toEqual([]); // told once
    expect(w.m.store.read(COUNT_SAVE)?.aided).toBe(true);
    app.add();
    app.add();
    expect(shell.pending(w.m.store.read(COUNT_SAVE)!)).toBe(false); // its score would enter, but it is aided
    await settle();
  });

  it('advice: one request per position (the engine\'s positionKey), the verdict kept for that position', async () => {
    const w = machine();
    const solver = standIn((n) => (n >= 1 ? 'won' : 'unknown'));
    const { app } = openCount(w.m, { resume: false, deal: 12, solver: solver.port });
    app.add();
    app.advisor.ask(app.s!);
    app.advisor.ask(app.s!);
    await settle();
    expect(solver.asked).toEqual(['12/1']);
    expect(app.advisor.verdict(app.s!)).toBe('won');
    app.add();
    expect(app.advisor.verdict(app.s!)).toBe('thinking');
  });

  it('a solver that cannot run is told once, through the shell', async () => {
    const w = machine();
    const port: SolverPort = { request: () => Promise.reject(new Error('no worker')), dispose: () => undefined };
    const { app } = openCount(w.m, { resume: false, solver: port });
    w.m.takeEvents();
    app.advisor.ask(app.s!);
    await settle();
    app.add();
    app.advisor.ask(app.s!);
    await settle();
    const said = w.m.takeEvents().filter((e) => e.type === 'message' && e.text === 'The solver could not run.');
    expect(said.length).toBe(1);
  });

  it('the winnable search draws deals until the stand-in proves one, the busy pointer up meanwhile', async () => {
    const w = machine();
    const solver = standIn((_n, deal) => (deal % 4 === 0 ? 'won' : 'lost'));
    const { app, shell } = openCount(w.m, { resume: false, solver: solver.port });
    const busy: boolean[] = [];
    const r = await shell.winnable.run(9, (d) => app.advisor.prove(countEngine.newGame(d, {})), () => busy.push(w.m.busy));
    expect(r).toEqual({ deal: 12, note: null });
    expect(solver.asked).toEqual(['9/0', '10/0', '11/0', '12/0']);
    expect(busy.every(Boolean)).toBe(true);
    expect(w.m.busy).toBe(false);
  });

  it('a won game\'s score waits in the save (pending), enters the table, and then nothing is unfinished', async () => {
    const w = machine();
    const { app, shell } = openCount(w.m, { resume: false, deal: 6 });
    for (let i = 0; i < 3; i++) app.add();
    expect(countEngine.status(app.s!)).toBe('won');
    expect(shell.hasUnfinished()).toBe(true);
    expect(shell.pending(w.m.store.read(COUNT_SAVE)!)).toBe(true);
    // a reload while the name is asked: the same game comes back for it
    const w2 = machine(w.kv);
    expect(openCount(w2.m, { resume: true }).app.opened?.how).toBe('resumed');
    expect(await app.record('Ada')).toBe(0);
    expect(w.m.store.read(COUNT_SCORES)).toEqual([{ name: 'Ada', score: 36, deal: 6 }]);
    expect(shell.hasUnfinished()).toBe(false);
    expect(COUNT_ENTRY.pending!(w.m.store.read(COUNT_SAVE)!.game, read(w.m))).toBe(false);
  });
});
