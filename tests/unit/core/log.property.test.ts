/**
 * The log is the game (src/core/log.ts), for every game's rules: along random legal play (moves,
 * undos, the door's marker), the replay of the log after every entry is the live state exactly; a
 * log with one entry changed, removed or two swapped, a wrong deal or a wrong option is refused at
 * the entry where it stops being that game. Seeds are fixed by fast-check's seed below, so a
 * failure replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tier } from '../tier';
import { Rng } from '../../../src/core/rng';
import type { GameState, TaggedMove } from '../../../src/core/engine';
import { appendEntry, digest, newLog, replay, verify, type AnyLogRules, type GameLog, type LogEntry } from '../../../src/core/log';
import { LOG_RULES } from '../../../src/games/logs';
import { GAMES, GAME_IDS, type GameId } from '../../../src/games/registry';
import { markerEntry } from '../../../src/games/idiots-delight/log';

interface Case {
  name: string;
  rules: AnyLogRules;
  options: Record<string, unknown>;
  /** Another valid value of an option, for the wrong-option check (null: the game has none). */
  other: Record<string, unknown> | null;
  steps: number;
}

const CASES: Case[] = [
  { name: 'Spider ST 1 suit', rules: LOG_RULES.spider, options: { rules: 'st', suits: 1 }, other: { rules: 'st', suits: 2 }, steps: 120 },
  { name: 'Spider GNOME 4 suits', rules: LOG_RULES.spider, options: { rules: 'gnome', suits: 4 }, other: { rules: 'st', suits: 4 }, steps: 80 },
  { name: "King's Korner", rules: LOG_RULES['kings-korner'], options: { freeSpaces: 4 }, other: { freeSpaces: 2 }, steps: 120 },
  { name: 'Gulf', rules: LOG_RULES.gulf, options: {}, other: null, steps: 150 },
  { name: "Idiot's Delight", rules: LOG_RULES['idiots-delight'], options: { freeCard: true }, other: { freeCard: false }, steps: 80 },
];

const RUNS = tier(200, 25);

it("every game of the registry has its log tried here, with the registry's rules", () => {
  expect([...new Set(CASES.map((c) => c.rules.game))].sort()).toEqual([...GAME_IDS].sort());
  for (const c of CASES) expect(c.rules).toBe(GAMES[c.rules.game as GameId].log);
});
const json = (x: unknown) => JSON.stringify(x);

/** A random game: the log, and the live state after every entry (the engine's own, not the replay's). */
function play(c: Case, deal: number, seed: number): { log: GameLog; states: GameState[] } {
  const rng = new Rng(seed);
  const eng = c.rules.engine;
  let s = eng.newGame(deal, c.options);
  let log = newLog(c.rules, deal, c.options, `${deal}-test`);
  const states: GameState[] = [];
  for (let i = 0; i < c.steps; i++) {
    const moves = eng.legalMoves(s);
    const roll = rng.int(100);
    let e: TaggedMove;
    if (roll < 8 && eng.canUndo(s)) {
      e = { type: 'undo' };
      s = eng.undo(s);
    } else if (roll < 10) {
      e = { type: 'aid' };
    } else if (roll < 16 && c.rules.game === 'idiots-delight') {
      const marker = markerEntry(rng.int(4));
      e = marker;
      s = { ...s, marker: marker.row } as GameState;
    } else if (moves.length > 0) {
      e = moves[rng.int(moves.length)]!;
      s = eng.apply(s, e);
    } else break;
    log = appendEntry(c.rules, log, e, s);
    states.push(s);
  }
  return { log, states };
}

/** The digest of the position `e` leads to from `s`, or null when it cannot be made there. */
function after(rules: AnyLogRules, s: GameState, e: LogEntry): string | null {
  const eng = rules.engine;
  try {
    if (e.type === 'undo') return eng.canUndo(s) ? digest(rules, eng.undo(s)) : null;
    if (e.type === 'aid') return digest(rules, s);
    const own = rules.own?.(s, e) ?? null;
    if (typeof own === 'string') return null;
    if (own !== null) return digest(rules, own);
    const m = rules.move(e);
    return m === null ? null : digest(rules, eng.apply(s, m));
  } catch {
    return null;
  }
}

const gameArb = fc.record({ deal: fc.integer({ min: 0, max: 0xffffffff }), seed: fc.integer({ min: 0, max: 0x7fffffff }) });

describe.each(CASES)('the log of $name', (c) => {
  it('replays to the live state after every entry, and verifies with its score and status', () => {
    fc.assert(
      fc.property(gameArb, ({ deal, seed }) => {
        const { log, states } = play(c, deal, seed);
        const r = replay(c.rules, JSON.parse(json(log)), true);
        if (!r.ok) throw new Error(r.reason);
        expect(r.states.length).toBe(states.length);
        for (let i = 0; i < states.length; i++) if (json(r.states[i]) !== json(states[i])) throw new Error(`state ${i} differs`);
        const last = states[states.length - 1] ?? c.rules.engine.newGame(deal, c.options);
        const aided = log.moves.some((e) => e.type === 'aid');
        expect(verify(log, LOG_RULES)).toEqual({ ok: true, score: c.rules.engine.score(last), status: c.rules.engine.status(last), aided });
      }),
      { numRuns: RUNS, seed: 47 },
    );
  });

  it('refuses a log with one entry changed at that entry', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.nat(), ({ deal, seed }, at, pick) => {
        const { log, states } = play(c, deal, seed);
        fc.pre(log.moves.length > 0);
        const i = at % log.moves.length;
        const before = i === 0 ? c.rules.engine.newGame(deal, c.options) : states[i - 1]!;
        // Another change the player could have made there, leading somewhere else.
        const eng = c.rules.engine;
        const cands: TaggedMove[] = [...(eng.legalMoves(before)), ...(eng.canUndo(before) ? [{ type: 'undo' }] : [])];
        const orig = log.moves[i]!;
        const others = cands.filter((m) => after(c.rules, before, { ...m, key: '' }) !== orig.key);
        fc.pre(others.length > 0);
        const changed = { ...others[pick % others.length]!, key: orig.key };
        const bad = { ...log, moves: log.moves.map((m, k) => (k === i ? changed : m)) };
        const v = verify(bad, LOG_RULES);
        expect(v.ok).toBe(false);
        if (!v.ok) expect(v.move).toBe(i);
      }),
      { numRuns: RUNS, seed: 48 },
    );
  });

  it('refuses a log with one entry removed, or two swapped, at the first entry that moved', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), fc.boolean(), ({ deal, seed }, at, swap) => {
        const { log, states } = play(c, deal, seed);
        fc.pre(log.moves.length > 1);
        const i = at % (log.moves.length - 1);
        const before = i === 0 ? c.rules.engine.newGame(deal, c.options) : states[i - 1]!;
        const next = log.moves[i + 1]!;
        // The entry now at i must lead somewhere else than its key says, or the change changed nothing.
        fc.pre(after(c.rules, before, next) !== next.key);
        const moves = log.moves.slice();
        if (swap) [moves[i], moves[i + 1]] = [moves[i + 1]!, moves[i]!];
        else moves.splice(i, 1);
        const v = verify({ ...log, moves }, LOG_RULES);
        expect(v.ok).toBe(false);
        if (!v.ok) expect(v.move).toBe(i);
      }),
      { numRuns: RUNS, seed: 49 },
    );
  });

  it('refuses a wrong deal or a wrong option at the first entry (or the head)', () => {
    fc.assert(
      fc.property(gameArb, ({ deal, seed }) => {
        const { log } = play(c, deal, seed);
        fc.pre(log.moves.length > 0);
        const wrongDeal = verify({ ...log, deal: (deal + 1) >>> 0 }, LOG_RULES);
        expect(wrongDeal).toMatchObject({ ok: false, move: 0 });
        const wrongOption = verify({ ...log, options: c.other ?? { jokers: 5 } }, LOG_RULES);
        expect(wrongOption).toMatchObject({ ok: false, move: c.other ? 0 : -1 });
      }),
      { numRuns: RUNS, seed: 50 },
    );
  });
});

describe('the aid entry', () => {
  it('changes no position in any game: its key is the one before, and verify says the game was aided', () => {
    fc.assert(
      fc.property(gameArb, fc.constantFrom(...CASES), ({ deal, seed }, c) => {
        const { log, states } = play(c, deal, seed);
        const at = states.length === 0 ? 0 : seed % (states.length + 1);
        const before = at === 0 ? c.rules.engine.newGame(deal, c.options) : states[at - 1]!;
        const plain = { ...log, moves: log.moves.filter((e) => e.type !== 'aid') };
        const aid = { type: 'aid', key: digest(c.rules, before) };
        const withAid = { ...log, moves: [...log.moves.slice(0, at), aid, ...log.moves.slice(at)] };
        const v = verify(withAid, LOG_RULES);
        expect(v).toMatchObject({ ok: true, aided: true });
        const r = replay(c.rules, withAid);
        const last = states[states.length - 1] ?? c.rules.engine.newGame(deal, c.options);
        expect(r.ok && json(r.state)).toBe(json(last));
        expect(verify(plain, LOG_RULES)).toMatchObject({ aided: false });
        // an aid entry claiming a position it did not leave is refused where it stands
        const wrong = { ...withAid, moves: withAid.moves.map((e, i) => (i === at ? { type: 'aid', key: 'ffffffff' } : e)) };
        expect(verify(wrong, LOG_RULES)).toMatchObject({ ok: false, move: at });
      }),
      { numRuns: RUNS, seed: 51 },
    );
  });
});

describe('verify', () => {
  it('answers in words for what is not a log', () => {
    expect(verify(null, LOG_RULES)).toMatchObject({ ok: false, move: -1 });
    expect(verify({ game: 'chess' }, LOG_RULES)).toEqual({ ok: false, move: -1, reason: 'No game here is called "chess".' });
    const log = newLog(LOG_RULES.gulf, 5, {}, '5-x');
    expect(verify(log, LOG_RULES)).toEqual({ ok: true, score: 0, status: 'playing', aided: false });
    expect(verify({ ...log, version: 9 }, LOG_RULES)).toMatchObject({ ok: false, move: -1 });
    expect(verify({ ...log, moves: [{ type: 'fly', key: '0' }] }, LOG_RULES)).toEqual({ ok: false, move: 0, reason: 'Move 1 (fly): gulf has no such move.' });
    expect(verify({ ...log, moves: [{ type: 'take', key: '0' }] }, LOG_RULES)).toMatchObject({ ok: false, move: 0 });
  });
});
