/**
 * Issue 51's rules in one process: the variant keys, the daily deal's derivation, a posted log
 * scored by its replay (Aid entries marked and left out, a changed move, an unfinished game), and
 * the tables' order with the door's tie rule.
 */
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { DAILY_RULES, VARIANT_OPTIONS, dailyDeal, scoreLog, variantKey, variantOf } from '../../server/daily';
import { rank } from '../../server/daily-store';
import { verify } from '../../src/core/log';
import { isDealNumber } from '../../src/core/rng';
import { botGame } from './daily-bot';

const SECRET = 'ab'.repeat(32);
const ST4 = { rules: 'st', suits: 4 };

describe('daily deals', () => {
  it('names every variant by a stable key', () => {
    expect(variantKey({ suits: 4, rules: 'st' })).toBe('rules=st,suits=4');
    expect(variantKey({ rules: 'st', suits: 4 })).toBe('rules=st,suits=4');
    expect(variantKey({ freeSpaces: 2 })).toBe('freeSpaces=2');
    expect(variantKey({})).toBe('standard');
    expect(VARIANT_OPTIONS.spider.map(variantKey)).toEqual(['rules=st,suits=1', 'rules=st,suits=2', 'rules=st,suits=4', 'rules=gnome,suits=1', 'rules=gnome,suits=2', 'rules=gnome,suits=4']);
    expect(variantOf('kings-korner', 'freeSpaces=4')).toEqual({ freeSpaces: 4 });
    expect(variantOf('spider', 'rules=st,suits=3')).toBeNull();
  });

  it('derives each deal as HMAC-SHA256(secret, "game|variant|date"), one a game, variant and day', () => {
    const d = dailyDeal(SECRET, 'spider', 'rules=st,suits=4', '2026-12-05');
    const mac = createHmac('sha256', Buffer.from(SECRET, 'hex')).update('spider|rules=st,suits=4|2026-12-05').digest();
    expect(d).toBe(mac.readUInt32BE(0));
    expect(isDealNumber(d)).toBe(true);
    expect(dailyDeal(SECRET, 'spider', 'rules=st,suits=4', '2026-12-05')).toBe(d);
    const others = [
      dailyDeal(SECRET, 'spider', 'rules=st,suits=4', '2026-12-06'),
      dailyDeal(SECRET, 'spider', 'rules=st,suits=2', '2026-12-05'),
      dailyDeal(SECRET, 'gulf', 'standard', '2026-12-05'),
      dailyDeal('cd'.repeat(32), 'spider', 'rules=st,suits=4', '2026-12-05'),
    ];
    for (const o of others) expect(o).not.toBe(d);
    expect(() => dailyDeal('nope', 'spider', 'x', '2026-12-05')).toThrow(RangeError);
  });
});

describe('a posted log', () => {
  const log = botGame('spider', 12345, ST4, 'game-1', 7, 40);

  it('is scored by its replay; a game quit (Spider keeps its score) counts, an unfinished one does not', () => {
    const v = verify(log, DAILY_RULES);
    expect(v.ok && v.status).toBe('playing');
    expect(scoreLog(log, true)).toEqual({ ok: true, game: 'spider', variant: 'rules=st,suits=4', deal: 12345, score: v.ok ? v.score : NaN, status: 'quit', aided: false });
    const r = scoreLog(log, false);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toBe('This game of Spider is not finished: post it when it ends.');
  });

  it('marks a game with an Aid entry as aided, and replays it without the entry', () => {
    const aided = botGame('spider', 12345, ST4, 'game-2', 7, 40, 5);
    expect(aided.moves.filter((e) => e.type === 'aid')).toHaveLength(1);
    // Without the mark handled the engine refuses it: the entry is no Spider move.
    expect(verify(aided, DAILY_RULES).ok).toBe(false);
    const r = scoreLog(aided, true);
    expect(r.ok && r.aided).toBe(true);
    expect(r.ok && r.score).toBe(scoreLog(log, true).ok && (scoreLog(log, true) as { score: number }).score);
  });

  it('refuses a changed move with the move, numbered as the player\'s log has them', () => {
    const aided = botGame('spider', 12345, ST4, 'game-3', 7, 40, 5);
    const i = aided.moves.findIndex((e, n) => n > 10 && e.type === 'move');
    const moves = aided.moves.map((e, n) => (n === i ? { ...e, count: 99 } : e));
    const r = scoreLog({ ...aided, moves }, true);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.move).toBe(i);
    expect(r.reason).toMatch(new RegExp(`^The log does not replay: Move ${i + 1} \\(move `));
  });

  it('refuses what is no daily game, or no log', () => {
    expect(scoreLog({ ...log, game: 'idiots-delight' }, true)).toEqual({ ok: false, reason: "Idiot's Delight's daily hands are played in the board's door." });
    expect(scoreLog(null, true).ok).toBe(false);
    expect(scoreLog({ ...log, moves: 'x' }, true)).toEqual({ ok: false, reason: 'The log has no list of moves.' });
    const r = scoreLog({ ...log, options: { rules: 'st', suits: 3 } }, true);
    expect(!r.ok && r.reason).toMatch(/^The log does not replay: Spider plays 1, 2 or 4 suits/);
  });
});

describe('the tables', () => {
  const g = (name: string, date: string, score: number, posted: number) => ({ name, date, score, posted });

  it('rank a day by score; of two equal scores the earlier ranks first (the door keeps the holder on a tie)', () => {
    const t = rank([g('Bob', '2026-12-05', 300, 20), g('Alice', '2026-12-05', 500, 30), g('Carol', '2026-12-05', 300, 10)], 'day');
    expect(t.map((l) => [l.rank, l.name, l.score])).toEqual([[1, 'Alice', 500], [2, 'Carol', 300], [3, 'Bob', 300]]);
  });

  it('rank a month by the sum of its days, and all time by each player\'s best month', () => {
    const rows = [g('Alice', '2026-11-01', 900, 1), g('Bob', '2026-12-01', 400, 2), g('Bob', '2026-12-02', 400, 3), g('Alice', '2026-12-02', 500, 4)];
    expect(rank(rows.filter((r) => r.date >= '2026-12'), 'month').map((l) => [l.name, l.score, l.games])).toEqual([['Bob', 800, 2], ['Alice', 500, 1]]);
    expect(rank(rows, 'all').map((l) => [l.name, l.score, l.period])).toEqual([['Alice', 900, '2026-11'], ['Bob', 800, '2026-12']]);
  });
});
