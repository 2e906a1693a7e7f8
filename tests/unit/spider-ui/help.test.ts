/** HELP on the screen (issue 25): a move that needs more than one click says which clicks; the solver's line only with Aids on. */
import { describe, it, expect } from 'vitest';
import { boot, settle } from './helpers';
import type { SolverPort } from '../../../src/shell/advisor';
import { MemoryKV } from '../../../src/core/storage';
import { AIDED_LINES } from '../../../src/shell/session';

const mv = { type: 'move' as const, from: 6, to: 2, count: 1 };
const line = { result: 'won' as const, line: [mv] };
/** A solver that knows the winning line `line` of any position it is asked about. */
const knows: SolverPort = { request: () => Promise.resolve(line), dispose: () => undefined };

for (const plat of ['st', 'amiga'] as const) {
  describe(`Spider HELP and the clicks (${plat})`, () => {
    it("Aids on: the winning line's 3♣ to column 3 comes with its two clicks; the player is told the game is marked", async () => {
      const t = boot(plat, { deal: 1847228813 }, new MemoryKV(), 'pal', { solver: knows }, true);
      await settle();
      t.press('h');
      expect(t.m.requesters.at(-1)?.spec.lines).toEqual(AIDED_LINES);
      t.press('Enter');
      expect(t.app.helpFrom).toBe('solver');
      expect(t.app.arrow).toEqual(mv);
      expect(t.app.msg!.join(' ')).toBe('HELP: column 7 to column 3 (winning line). Click under column 7, then under column 8.');
      // the two clicks make it
      t.press('Escape');
      t.click('column:6');
      t.click('column:7');
      expect(t.app.s.columns[2]!.up.at(-1)).toBe('3C');
    });

    it('Aids off: the same known line is not used; HELP is the 1992 one and nothing is marked', async () => {
      const t = boot(plat, { deal: 1847228813 }, new MemoryKV(), 'pal', { solver: knows });
      // the line is known for this deal ("winnable deals only" proved it)
      expect(await t.app.advisor.prove(t.app.s)).toBe('won');
      t.press('h');
      expect(t.m.requesters).toHaveLength(0);
      expect(t.app.helpFrom).toBe('heuristic');
      expect(t.app.arrow).toEqual({ type: 'move', from: 5, to: 8, count: 1 });
      expect(t.app.msg).toBeNull(); // one click makes it: the arrow alone
      expect(t.app.aided).toBe(false);
    });
  });
}
