/**
 * Property tests over thousands of random legal games. The random player mixes uniform choices
 * with the advisor's, so that won games (rare under uniform play) are exercised too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tier } from '../tier';
import { pack } from '../../../src/core/cards';
import { Rng } from '../../../src/core/rng';
import {
  COURT_SPACES, type FreeSpaces, type KKMove, type KKState, type KKTarget, blockedCells, canDiscard,
  gridFull, hint, isCourt, kkEngine, select, toApiState, whyIllegal,
} from '../../../src/games/kings-korner/engine';

const PACK = pack().sort();

function chooser(seed: number, bias: number): (s: KKState) => KKMove {
  const rng = new Rng(seed);
  return (s) => {
    const moves = kkEngine.legalMoves(s);
    if (rng.int(100) < bias) return hint(s)!;
    return moves[rng.int(moves.length)]!;
  };
}

function targetOf(m: KKMove): KKTarget {
  if (m.type === 'draw') return { kind: 'deck' };
  if (m.type === 'unhold') return { kind: 'discard' };
  return { kind: 'cell', row: m.row, col: m.col };
}

const CANDIDATES: KKMove[] = [{ type: 'draw' }];
for (let row = 0; row < 4; row++) {
  for (let col = 0; col < 4; col++) {
    for (const type of ['place', 'discardTen', 'hold', 'pair'] as const) CANDIDATES.push({ type, row, col });
  }
}
CANDIDATES.push({ type: 'unhold' });

const TARGETS: KKTarget[] = [{ kind: 'deck' }, { kind: 'discard' }];
for (let row = 0; row < 4; row++) for (let col = 0; col < 4; col++) TARGETS.push({ kind: 'cell', row, col });

/** A cheap assertion: `expect` is too slow to call at every step of thousands of games. */
function ok(cond: boolean, what: string, s: KKState): void {
  if (!cond) throw new Error(`${what}\n${JSON.stringify(s)}`);
}
const key = (x: unknown): string => JSON.stringify(x);

/** Every invariant a reachable state must keep. */
function checkState(s: KKState): void {
  const onGrid = s.grid.flat().filter((x): x is string => x !== null && x !== '#');
  const all = [...onGrid, ...s.deck, ...s.discard];
  if (s.current) all.push(s.current);
  if (s.held) all.push(s.held.card);
  ok(key(all.sort()) === key(PACK), '52 distinct cards', s);

  const hashes: string[] = [];
  s.grid.forEach((r, row) => r.forEach((x, col) => {
    if (x === '#') hashes.push(`${row},${col}`);
    else if (x !== null && isCourt(x)) ok(key(COURT_SPACES[x]) === key({ row, col }), 'court card off its space', s);
  }));
  const blocked = blockedCells(s.freeSpaces).map((c) => `${c.row},${c.col}`).sort();
  ok(key(hashes.sort()) === key(blocked), 'blocked spaces', s);
  if (s.held) ok(s.grid[s.held.row]![s.held.col] === null && s.current === null, 'held card', s);

  const legal = kkEngine.legalMoves(s);
  // legalMoves is built directly; it must be exactly the candidates whyIllegal accepts.
  ok(key(legal) === key(CANDIDATES.filter((m) => whyIllegal(s, m) === null)), 'legalMoves = whyIllegal', s);
  ok((legal.length === 0) === (s.end !== null), 'moves iff playing', s);
  ok(kkEngine.status(s) === (s.end === null ? 'playing' : s.end === 'won' ? 'won' : 'lost'), 'status', s);
  // select is the click form of legalMoves: one target per legal move, refusals otherwise.
  const legalKeys = new Set(legal.map(key));
  const targetKeys = new Set(legal.map((m) => key(targetOf(m))));
  for (const m of legal) ok(key(select(s, targetOf(m))) === key({ move: m }), 'select gives the move', s);
  for (const t of TARGETS) {
    const r = select(s, t);
    if ('move' in r) ok(legalKeys.has(key(r.move)), 'select gives a legal move', s);
    else ok(!targetKeys.has(key(t)) && r.refused.length > 0, 'select refuses only illegal clicks', s);
  }

  if (s.end === 'won') {
    ok(key(onGrid.sort()) === key(Object.keys(COURT_SPACES).sort()), 'won: 12 court cards', s);
    ok(s.deck.length === 0 && s.discard.length === 40, 'won: all played and discarded', s);
  } else if (s.end === 'grid-full') {
    ok(gridFull(s) && !canDiscard(s) && !s.current && !s.held, 'grid-full loss', s);
  } else if (s.end === 'court-blocked') {
    const home = COURT_SPACES[s.current!]!;
    ok(s.grid[home.row]![home.col] !== null, 'court-blocked loss', s);
  }
}

function playOut(deal: number, freeSpaces: FreeSpaces, seed: number, bias: number,
  each?: (before: KKState, m: KKMove, after: KKState, step: number) => void): KKState {
  const choose = chooser(seed, bias);
  let s = kkEngine.newGame(deal, { freeSpaces });
  for (let step = 0; s.end === null && step < 2000; step++) {
    const m = choose(s);
    const t = kkEngine.apply(s, m);
    each?.(s, m, t, step);
    s = t;
  }
  return s;
}

const deal = fc.integer({ min: 0, max: 0xffffffff });
const free = fc.constantFrom<FreeSpaces>(0, 1, 2, 3, 4);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const bias = fc.constantFrom(0, 50, 90, 100);

describe('random legal games', () => {
  it('keep every invariant at every step and always end', () => {
    const ends: Record<string, number> = {};
    fc.assert(
      fc.property(deal, free, seed, bias, (d, n, sd, b) => {
        let last = kkEngine.newGame(d, { freeSpaces: n });
        checkState(last);
        last = playOut(d, n, sd, b, (_s, _m, t) => checkState(t));
        expect(last.end).not.toBeNull();
        ends[last.end!] = (ends[last.end!] ?? 0) + 1;
        expect(JSON.parse(JSON.stringify(last))).toEqual(last);
        expect(structuredClone(last)).toEqual(last);
      }),
      { numRuns: tier(1200, 150), seed: 1200 },
    );
    // The mix must actually reach all three endings for the test to mean anything.
    expect(Object.keys(ends).sort()).toEqual(['court-blocked', 'grid-full', 'won']);
  });

  it('end in a win only with exactly the 12 court cards on their spaces (many advisor games)', () => {
    let wins = 0;
    for (let d = 0; d < 1500; d++) {
      const s = playOut(d * 7919, 4, d, 100);
      if (s.end !== 'won') continue;
      wins++;
      const onGrid = s.grid.flat().filter((x) => x !== null && x !== '#');
      expect(onGrid).toHaveLength(12);
      for (const [c, { row, col }] of Object.entries(COURT_SPACES)) expect(s.grid[row]![col]).toBe(c);
    }
    expect(wins).toBeGreaterThan(50);
  });

  it('undo restores exactly the state before each move', () => {
    fc.assert(
      fc.property(deal, free, seed, bias, fc.integer({ min: 0, max: 99 }), (d, n, sd, b, pick) => {
        playOut(d, n, sd, b, (s, m, t, step) => {
          // Undo replays the whole game, so check a sample of steps plus the first and the last.
          if (step === 0 || t.end !== null || step % 17 === pick % 17) {
            expect(kkEngine.canUndo(t)).toBe(true);
            expect(kkEngine.undo(t)).toEqual(s);
            expect(kkEngine.apply(kkEngine.undo(t), m)).toEqual(t);
          }
        });
      }),
      { numRuns: tier(400, 80), seed: 400 },
    );
  });

  it('same deal and same choices give the same game; saves validate after a JSON round trip', () => {
    fc.assert(
      fc.property(deal, free, seed, bias, (d, n, sd, b) => {
        const a = playOut(d, n, sd, b);
        const c = playOut(d, n, sd, b);
        expect(c).toEqual(a);
        expect(toApiState(c)).toEqual(toApiState(a));
      }),
      { numRuns: 300, seed: 300 },
    );
  });
});
