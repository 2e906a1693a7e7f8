import { positionFrom, setUp } from '../../../src/games/spider/setup';
import { describe, expect, it } from 'vitest';
import {
  type SpiderState, completedSuits, hint, newGame, spiderEngine as E, spiderEngine, toApiState,
} from '../../../src/games/spider/engine';
import { mk, run } from './helpers';

/** A game played a little way by always taking the first legal move that is not a deal, then a deal. */
function played(deal: number, steps: number, rules: 'st' | 'gnome' = 'st'): SpiderState {
  let s = newGame(deal, { rules, suits: 1 });
  for (let i = 0; i < steps; i++) {
    const ms = E.legalMoves(s);
    if (ms.length === 0) break;
    s = E.apply(s, ms[(i * 7) % ms.length]!);
  }
  return s;
}

describe('spider toApiState', () => {
  it('gives exactly the automation fields', () => {
    const s = E.apply(newGame(11, { rules: 'gnome', suits: 2 }), { type: 'deal' });
    const a = toApiState(s);
    expect(Object.keys(a).sort()).toEqual(
      ['game', 'rules', 'suits', 'deal', 'columns', 'stock', 'removed', 'deals', 'score', 'cheated', 'over', 'won'].sort(),
    );
    expect(a).toMatchObject({ game: 'spider', rules: 'gnome', suits: 2, deal: 11, deals: 1, cheated: false, over: false, won: false });
    expect(a.columns).toEqual(s.columns);
    expect(a.stock).toEqual(s.stock);
    expect(a.stock).toHaveLength(40);
    expect(a.score).toBe(E.score(s));
    a.columns[0]!.up.push('XX');
    expect(s.columns[0]!.up).not.toContain('XX'); // a copy
  });

  it('reports won and over', () => {
    const won = toApiState(mk({ cols: [run('S')], removed: ['S', 'H', 'H', 'D', 'D', 'C', 'C'] }));
    expect(won).toMatchObject({ over: true, won: true, score: 990, removed: ['S', 'H', 'H', 'D', 'D', 'C', 'C'] });
    const lost = toApiState(mk({ cols: ['2S', '4S', '6S', '8S', 'TS', 'QS', '2H', '4H', '6H', '8H'] }));
    expect(lost).toMatchObject({ over: true, won: false });
  });
});

describe('spider completedSuits', () => {
  it('lists removed suits in order, then complete runs on the board, then open sets', () => {
    const s = mk({ cols: [`4C | ${run('D')}`, '', `| 5C ${run('S')}`], removed: ['H', 'C'] });
    expect(completedSuits(s)).toEqual([
      { suit: 'H', state: 'removed' },
      { suit: 'C', state: 'removed' },
      { suit: 'D', state: 'complete' },
      { suit: 'S', state: 'complete' },
      { suit: 'S', state: 'open' },
      { suit: 'H', state: 'open' },
      { suit: 'D', state: 'open' },
      { suit: 'C', state: 'open' },
    ]);
    expect(completedSuits(newGame(1, { suits: 2 })).map((x) => x.suit).join('')).toBe('SSSSHHHH');
  });
});

describe('spider setUp (a log that starts from a position)', () => {
  it('takes a played position back exactly, undo record and cheater flag included', () => {
    for (const rules of ['st', 'gnome'] as const) {
      let s = played(21, 120, rules);
      s = { ...s, cheated: true };
      const p = JSON.parse(JSON.stringify(positionFrom(s))) as { position: unknown };
      expect(setUp(s.deal, { rules, suits: s.suits }, p.position)).toEqual(s);
    }
  });

  it('refuses what is not a position of the game', () => {
    const s = played(22, 60);
    const j = () => (JSON.parse(JSON.stringify(positionFrom(s))) as { position: Record<string, unknown> }).position;
    const opts = { rules: 'st', suits: 1 } as const;
    const bad: unknown[] = [null, 3, [], {}, { ...j(), deals: s.deals + 1 }, { ...j(), cheated: 'no' },
      { ...j(), columns: s.columns.slice(1) }, { ...j(), stock: [...s.stock, 'AS'] }, { ...j(), removed: ['S'] },
      { ...j(), history: 'x' }, { ...j(), history: [{ type: 'jump', flip: false }] }];
    const swapped = j();
    const col = (swapped.columns as SpiderState['columns']).find((c) => c.down.length > 0)!;
    col.down[0] = col.down[0] === 'AS' ? 'KS' : 'AS';
    bad.push(swapped);
    for (const x of bad) expect(typeof setUp(s.deal, opts, x)).toBe('string');
    expect(typeof setUp(s.deal, { rules: 'st', suits: 2 }, j())).toBe('string');
  });
});

describe('the Engine face', () => {
  it('hint, toApiState and positionKey, with game and history in the state', () => {
    const s = spiderEngine.newGame(7, { suits: 2 });
    expect(s.game).toBe('spider');
    expect(s.history).toEqual([]);
    expect(spiderEngine.hint(s)).toEqual(hint(s));
    expect(spiderEngine.toApiState(s)).toMatchObject({ game: 'spider', deal: 7, suits: 2 });
    const mv = spiderEngine.legalMoves(s).find((m) => m.type === 'move')!;
    const t = spiderEngine.apply(s, mv);
    expect(spiderEngine.positionKey(t)).not.toBe(spiderEngine.positionKey(s));
    // the same position after an undo, whatever the undo log and the cheat flag say
    expect(spiderEngine.positionKey(spiderEngine.undo(t))).toBe(spiderEngine.positionKey(s));
    expect(spiderEngine.positionKey({ ...s, cheated: true })).toBe(spiderEngine.positionKey(s));
    // the same cards under the other rules play differently
    expect(spiderEngine.positionKey({ ...s, rules: 'gnome' })).not.toBe(spiderEngine.positionKey(s));
  });
});
