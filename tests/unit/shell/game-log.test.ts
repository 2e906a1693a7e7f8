/**
 * The app's side of the log (src/shell/game-log.ts): a LogBook's position is always the replay of
 * its log (moves, undo and the door's marker are entries), ids are unique per game, a migrated
 * game's id is the same at every reading, and a log that does not replay is refused on resume.
 */
import { describe, expect, it } from 'vitest';
import { LogBook, migratedId, newGameId, sameJson } from '../../../src/shell/game-log';
import { replay, verify } from '../../../src/core/log';
import { LOG_RULES } from '../../../src/games/logs';
import { spiderLog } from '../../../src/games/spider/log';
import { idLog, markerEntry } from '../../../src/games/idiots-delight/log';
import { spiderEngine } from '../../../src/games/spider/engine';

describe('LogBook', () => {
  it('plays, undoes and marks through its log; its position is the log\'s replay', () => {
    const b = LogBook.begin(spiderLog, 42, { rules: 'st', suits: 1 });
    for (let i = 0; i < 6; i++) b.play(spiderEngine.legalMoves(b.state)[0]!, 1000 * i);
    b.play({ type: 'deal' }, 7000);
    b.undo(8000);
    expect(b.state.cheated).toBe(true);
    expect(b.log.moves.at(-1)).toMatchObject({ type: 'undo', t: 8000 });
    const r = replay(spiderLog, JSON.parse(JSON.stringify(b.log)));
    expect(r.ok && sameJson(r.state, b.state)).toBe(true);
    expect(verify(b.log, LOG_RULES)).toMatchObject({ ok: true, status: 'playing' });
    const d = LogBook.begin(idLog, 9, { freeCard: true });
    d.own(markerEntry(2));
    expect(d.state.marker).toBe(2);
    expect(() => d.own({ type: 'marker', row: 7 })).toThrow('The marker goes to row 0 to 3.');
    expect(LogBook.resume(idLog, d.log)?.state).toEqual(d.state);
  });

  it('refuses on resume a log that does not replay, saying where', () => {
    const b = LogBook.begin(spiderLog, 42, { rules: 'st', suits: 1 });
    b.play(spiderEngine.legalMoves(b.state)[0]!);
    const bad = { ...b.log, deal: 43 };
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...a: unknown[]) => void errors.push(a.join(' '));
    try {
      expect(LogBook.resume(spiderLog, bad)).toBeNull();
    } finally {
      console.error = log;
    }
    expect(String(errors[0])).toMatch(/refused at move 1/);
  });

  it('gives every new game its own id, and a migrated game the same id at every reading', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newGameId(7)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^7-[0-9a-f]{16}$/);
    expect(migratedId(7, { a: 1 })).toBe(migratedId(7, { a: 1 }));
    expect(migratedId(7, { a: 1 })).not.toBe(migratedId(7, { a: 2 }));
  });
});
