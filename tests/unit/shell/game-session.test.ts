/**
 * The shell's GameSession (src/shell/game-session.ts), driven with the test-only "count to 3" game
 * kept as its log: begin, play, undo, resume after a reload, the `aid` entry (and an older save's
 * envelope mark), "in progress" by the registry's tests, and the winnable start through a stand-in
 * solver port.
 */
import { describe, expect, it } from 'vitest';
import { Machine } from '../../../src/core/machine';
import { MemoryKV, Store } from '../../../src/core/storage';
import { verify, type AnyLogRules, type GameLog, type LogRules } from '../../../src/core/log';
import { savedRecord, type Saved } from '../../../src/shell/envelope';
import { stateOf, validLog } from '../../../src/shell/game-log';
import { GameSession, type LogSave } from '../../../src/shell/game-session';
import { AIDED_LINES, GameShell, type SessionEntry } from '../../../src/shell/session';
import type { SolverPort } from '../../../src/shell/advisor';
import type { Verdict } from '../../../src/solver/types';
import { PLATFORMS } from '../../../platforms';
import { OUTBOX } from '../../../src/shell/daily/outbox';
import { countEngine, GOAL, type CountMove, type CountState } from './test-game';

const countLog: LogRules<CountState, CountMove, Record<string, never>> = {
  game: 'count',
  version: 1,
  engine: countEngine,
  options: () => ({}),
  move: (e) => (e.type === 'add' ? { type: 'add' } : null),
};
const TABLE: Record<string, AnyLogRules> = { count: countLog };

interface CountLogSave extends LogSave {
  /** The win's score went into its table. */
  recorded: boolean;
}

const SAVE = savedRecord<CountLogSave>({
  key: 'save.count-log',
  file: 'COUNTLOG.SAV',
  validate: (x) => {
    const o = x as Record<string, unknown> | null;
    const log = o && validLog(countLog, o.log);
    return log && typeof o.recorded === 'boolean' ? { log, recorded: o.recorded } : null;
  },
  before: { version: 1 },
});

const ENTRY: SessionEntry = {
  name: 'Count',
  save: SAVE,
  engine: countEngine,
  position: (g) => stateOf(countLog, (g as CountLogSave).log),
  begun: (s) => (s as CountState).history.length > 0,
  // a won game's score waits for its table until recorded
  pending: (g) => {
    const s = stateOf(countLog, (g as CountLogSave).log);
    return s !== null && countEngine.status(s) === 'won' && !(g as CountLogSave).recorded;
  },
};

/** A window on the records in `kv` (a second one on the same kv: the page after a reload). */
function open(kv = new MemoryKV(), solver: SolverPort | null = null, shown = () => true) {
  const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store: new Store(kv, null) });
  m.run({ id: 'count', screen: 'graphics', title: 'Count', menus: () => null, draw: () => {}, state: () => null, locate: () => null });
  const shell = new GameShell(m, ENTRY);
  shell.solver = solver;
  let changed = 0;
  let failed = 0;
  const session = new GameSession<CountState, CountMove, Record<string, never>, CountLogSave>(shell, {
    rules: countLog,
    advice: { budget: { maxMs: 1, maxNodes: 1 }, pick: { maxMs: 1, maxNodes: 1 } },
    changed: () => void changed++,
    failed: () => void failed++,
    shown,
  });
  return { m, kv, shell, session, counts: () => ({ changed, failed }) };
}

const ADD: CountMove = { type: 'add' };
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('GameSession', () => {
  it('begins a game of a deal with a fresh id, saves its log, and plays and undoes through it', () => {
    const { m, session } = open();
    expect(session.started).toBe(false);
    expect(session.position).toBeNull();
    session.begin(7, {});
    const id = session.log.id;
    expect(id).toMatch(/^7-[0-9a-f]{16}$/);
    expect(session.state).toMatchObject({ deal: 7, n: 0 });
    session.play(ADD);
    session.play(ADD);
    session.undo();
    session.save({ recorded: false });
    expect(session.log.moves.map((e) => e.type)).toEqual(['add', 'add', 'undo']);
    expect(session.state.n).toBe(1);
    expect(verify(session.log, TABLE)).toEqual({ ok: true, score: 17, status: 'playing', aided: false });
    expect(m.store.read(SAVE)).toEqual({ aided: false, game: { log: session.log, recorded: false } });
    session.begin(8, {});
    expect(session.log.id).not.toBe(id);
    expect(session.log.moves).toEqual([]);
  });

  it('resumes a saved game after a reload where it was, id and all; a log that does not replay is refused', () => {
    const w1 = open();
    w1.session.begin(3, {});
    w1.session.play(ADD);
    w1.session.save({ recorded: false });
    const w2 = open(w1.kv);
    const saved = w2.m.store.read(SAVE)!;
    expect(w2.session.resume(saved)).toBe(true);
    expect(w2.session.state).toEqual(w1.session.state);
    expect(w2.session.log.id).toBe(w1.session.log.id);
    const err = console.error;
    console.error = () => undefined;
    try {
      expect(w2.session.resume({ aided: false, game: { log: { ...saved.game.log, deal: 4 }, recorded: false } })).toBe(false);
    } finally {
      console.error = err;
    }
    expect(w2.session.state).toEqual(w1.session.state);
  });

  it('marks the first aid with an `aid` entry at the position it was used, tells the player once, and keeps the envelope in step', () => {
    const { m, session } = open();
    session.begin(5, {});
    session.play(ADD);
    const before = session.log.moves.at(-1)!.key;
    expect(session.markAided()).toBe(true);
    expect(session.markAided()).toBe(false);
    expect(session.log.moves.filter((e) => e.type === 'aid')).toEqual([{ type: 'aid', key: before }]);
    expect(m.requesters.map((r) => r.spec.lines)).toEqual([AIDED_LINES]);
    expect(session.aided).toBe(true);
    session.play(ADD);
    session.save({ recorded: false });
    expect(m.store.read(SAVE)!.aided).toBe(true);
    expect(verify(session.log, TABLE)).toMatchObject({ ok: true, aided: true });
    // a new game is unmarked
    session.begin(6, {});
    expect(session.aided).toBe(false);
  });

  it('a save older than the aid entry, marked in its envelope only, stays aided through resume and save', () => {
    const w1 = open();
    w1.session.begin(5, {});
    w1.session.play(ADD);
    const old: Saved<CountLogSave> = { aided: true, game: { log: w1.session.log, recorded: false } };
    const w2 = open(w1.kv);
    expect(w2.session.resume(old)).toBe(true);
    expect(w2.session.aided).toBe(true);
    // the player is not told again: the game was marked before
    expect(w2.session.markAided()).toBe(false);
    expect(w2.m.requesters).toEqual([]);
    w2.session.play(ADD);
    w2.session.save({ recorded: false });
    expect(w2.m.store.read(SAVE)!.aided).toBe(true);
    const w3 = open(w1.kv);
    expect(w3.session.resume(w3.m.store.read(SAVE)!)).toBe(true);
    expect(w3.session.aided).toBe(true);
  });

  it('is in progress while a begun game is on the board, or over with its score waiting; the shell asks it', () => {
    let shown = true;
    const { shell, session } = open(new MemoryKV(), null, () => shown);
    expect(shell.inProgress()).toBe(false);
    session.begin(5, {});
    expect(shell.inProgress()).toBe(false); // not begun: nothing to lose
    session.play(ADD);
    expect(shell.inProgress()).toBe(true);
    shown = false;
    expect(shell.inProgress()).toBe(false);
    shown = true;
    for (let i = 1; i < GOAL; i++) session.play(ADD);
    session.save({ recorded: false });
    expect(countEngine.status(session.state)).toBe('won');
    expect(shell.inProgress()).toBe(true); // its score waits for a name
    session.save({ recorded: true });
    expect(shell.inProgress()).toBe(false);
    // an aided game's score never waits
    session.begin(9, {});
    for (let i = 0; i < GOAL; i++) session.play(ADD);
    session.markAided();
    session.save({ recorded: false });
    expect(shell.inProgress()).toBe(false);
  });

  it('starts "winnable deals only" at the first deal the solver proves, through the adviser made from the rules', async () => {
    const asked: string[] = [];
    const port: SolverPort = {
      request: (game, s) => {
        const st = s as unknown as CountState;
        asked.push(`${game} ${st.deal}/${st.n}`);
        return Promise.resolve<Verdict<unknown>>(st.deal === 12 ? { result: 'won', line: [ADD, ADD, ADD] } : { result: 'lost' });
      },
      dispose: () => undefined,
    };
    const { m, session } = open(new MemoryKV(), port);
    const tries: number[] = [];
    const search = session.winnableStart(10, {}, (i) => tries.push(i));
    expect(session.searching).toBe(true);
    expect(m.busy).toBe(true);
    const r = await search;
    expect(r).toMatchObject({ deal: 12 });
    expect(asked).toEqual(['count 10/0', 'count 11/0', 'count 12/0']);
    expect(tries).toEqual([1, 2, 3]);
    expect(session.searching).toBe(false);
    session.begin(r!.deal, {});
    // the deal picked starts with its winning line known: no new search
    expect(session.advisor.line(session.state)).toEqual([ADD, ADD, ADD]);
    // a search dropped resolves null
    const again = session.winnableStart(20, {});
    session.cancelSearch();
    expect(await again).toBeNull();
    await settle();
  });

  it('carries a name being typed in the save, for the window that takes the game; a bad one is dropped, the game kept', () => {
    const w1 = open();
    w1.session.begin(5, {});
    for (let i = 0; i < GOAL; i++) w1.session.play(ADD);
    const save = () => w1.session.save({ recorded: false });
    save();
    const box = w1.session.nameBox('Last', save);
    expect(box).toMatchObject({ initial: 'Last', selected: true });
    box.typed('Ad');
    expect(w1.m.store.read(SAVE)).toMatchObject({ typed: 'Ad' });
    const w2 = open(w1.kv);
    expect(w2.session.resume(w2.m.store.read(SAVE)!)).toBe(true);
    expect(w2.session.nameBox('Last', () => undefined)).toMatchObject({ initial: 'Ad', selected: true });
    w2.session.nameDone();
    w2.session.save({ recorded: true });
    expect(w2.m.store.read(SAVE)!.typed).toBeUndefined();
    // a carried name that is no name (too long, not text) is dropped on reading; the game stays
    expect(SAVE.validate({ aided: false, game: { log: w1.session.log, recorded: false }, typed: 'x'.repeat(65) })).toEqual({ aided: false, game: { log: w1.session.log, recorded: false } });
    expect(SAVE.validate({ aided: false, game: { log: w1.session.log, recorded: false }, typed: 7 })).toMatchObject({ aided: false });
  });

  it("a board's daily deal is marked in the save (an optional field) and resumed as one; it is posted once when it ends, and offline it waits in DAILY.OUT", async () => {
    const mark = { board: 'http://127.0.0.1:9', date: '2026-12-07', variant: 'standard' };
    const w1 = open();
    w1.session.begin(0, {}, mark);
    w1.session.play(ADD);
    w1.session.save({ recorded: false });
    const saved = w1.m.store.read(SAVE)!;
    expect(saved.daily).toEqual(mark);
    // A reload resumes it as the daily deal it is; a plain game carries no mark.
    const w2 = open(w1.kv);
    expect(w2.session.resume(saved)).toBe(true);
    expect(w2.session.daily).toEqual(mark);
    w2.session.begin(1, {});
    expect(w2.session.daily).toBeNull();
    w2.session.save({ recorded: false });
    expect(w2.m.store.read(SAVE)!.daily).toBeUndefined();
    // A save from before the mark (none), or a damaged mark: the game is kept, as no daily deal.
    expect(SAVE.validate({ aided: false, game: { log: w1.session.log, recorded: false }, daily: { board: 'x', date: 'today', variant: 'v' } })).toEqual({ aided: false, game: { log: w1.session.log, recorded: false } });

    // The end: the log goes to the board that dealt it, with Spider's quit when said; the board cannot be reached here, so it waits.
    const w3 = open(w1.kv);
    expect(w3.session.resume(saved)).toBe(true);
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = ((url: string, init: { body?: string }) => {
      fetched.push(`${url} ${init.body ?? ''}`);
      return Promise.reject(new TypeError('Failed to fetch'));
    }) as typeof fetch;
    try {
      await w3.session.ended(true);
      await w3.session.ended(true);
    } finally {
      globalThis.fetch = realFetch;
    }
    const out = w3.m.store.read(OUTBOX)!.items;
    expect(out).toEqual([{ board: mark.board, id: saved.game.log.id, game: 'count', date: mark.date, log: saved.game.log, quit: true }]);
    expect(fetched.every((f) => f.startsWith('http://127.0.0.1:9/api/games {"log":') && f.endsWith(',"quit":true}'))).toBe(true);
    // A game that is no daily deal sends nothing.
    const w4 = open();
    w4.session.begin(0, {});
    await w4.session.ended();
    expect(w4.m.store.read(OUTBOX)).toBeNull();
  });

  it("writes a record holding several games through the spec's `record` (Idiot's Delight's hands), and reads in progress from it", () => {
    // a record of two slots, the one played on `on`: the session's game goes into its slot, the other stays
    const m = new Machine({ platforms: PLATFORMS, platform: 'st', video: 'pal', store: new Store(new MemoryKV(), null) });
    m.run({ id: 'count', screen: 'graphics', title: 'Count', menus: () => null, draw: () => {}, state: () => null, locate: () => null });
    const shell = new GameShell(m, PAIR_ENTRY);
    const other = open().session;
    other.begin(2, {});
    other.play(ADD);
    const session = new GameSession<CountState, CountMove, Record<string, never>>(shell, {
      rules: countLog,
      advice: { budget: { maxMs: 1, maxNodes: 1 }, pick: { maxMs: 1, maxNodes: 1 } },
      changed: () => undefined,
      failed: () => undefined,
      record: (log, aided) => ({ aided, game: { hands: [other.log, log], on: 1 } }),
    });
    session.begin(5, {});
    session.play(ADD);
    session.save({});
    expect(m.store.read(PAIR)).toEqual({ aided: false, game: { hands: [other.log, session.log], on: 1 } });
    expect(shell.inProgress()).toBe(true);
    session.markAided();
    session.save({});
    expect(m.store.read(PAIR)).toMatchObject({ aided: true, game: { hands: [other.log, session.log] } });
    expect(session.log.moves.map((e) => e.type)).toEqual(['add', 'aid']);
    for (let i = 1; i < GOAL; i++) session.play(ADD);
    expect(shell.inProgress()).toBe(false); // over, and the record's game keeps no score waiting
  });
});

interface Pair {
  hands: GameLog[];
  on: number;
}
const PAIR = savedRecord<Pair>({
  key: 'save.count-pair',
  file: 'COUNTTWO.SAV',
  validate: (x) => {
    const o = x as Record<string, unknown> | null;
    const hands = o && Array.isArray(o.hands) ? o.hands.map((l) => validLog(countLog, l)) : null;
    if (!hands || hands.some((h) => h === null) || typeof o!.on !== 'number' || !hands[o!.on]) return null;
    return { hands: hands as GameLog[], on: o!.on };
  },
  before: { version: 1 },
});
const PAIR_ENTRY: SessionEntry = {
  name: 'Count',
  save: PAIR,
  engine: countEngine,
  position: (g) => {
    const p = g as Pair;
    return p.hands[p.on] ? stateOf(countLog, p.hands[p.on]!) : null;
  },
};
