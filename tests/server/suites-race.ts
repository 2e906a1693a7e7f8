/**
 * Two callers on two board processes (two nodes sharing one database) finish the same day's hand
 * at the same moment, 20 times over: the Daily Champion's 5,000 is held by exactly one of them each
 * day, never by both, never by neither (the dethroning rule in one transaction per hand).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { TelnetCaller, logOn, playHand, spawnBoard, tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/db';

/** 20 in the deep tier (`npm run test:deep`), 8 in `npm test`. */
export const RACES = process.env.DEEP === '1' ? 20 : 8;

export function raceSuite(label: string, env: () => Record<string, string>) {
  describe(`two callers on two nodes finish the same hand at once (${label})`, () => {
    const dir = tempDir('race');
    let nodes: Awaited<ReturnType<typeof spawnBoard>>[] = [];
    let db: Database;
    beforeAll(async () => {
      const e: Record<string, string> = { IDELIGHT_TODAY: '2026-12-28', ...env() };
      nodes.push(await spawnBoard(dir, e));
      nodes.push(await spawnBoard(dir, e));
      db = await openDatabase(dir, e['DATABASE_URL']);
    });
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      nodes = [];
      await db?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`${RACES} times over, the 5,000 bonus is never lost or doubled`, { timeout: 600_000 }, async () => {
      const sysop = new TelnetCaller(nodes[0]!.telnet);
      await logOn(sysop, 'Sysop', 'sysop123', true);
      sysop.type('s');
      await sysop.waitFor('SYSOP CONFIGURATION');
      sysop.type('h10\r');
      await sysop.waitFor('Hands per day ............ 10');
      sysop.type('m31\r');
      await sysop.waitFor('Make-up days per day ..... 31');
      sysop.close();
      const a = new TelnetCaller(nodes[0]!.telnet);
      const b = new TelnetCaller(nodes[1]!.telnet);
      await Promise.all([logOn(a, 'Ann', 'annpass1', true), logOn(b, 'Ben', 'benpass1', true)]);
      let champions = 0;
      for (let day = 1; day <= RACES; day++) {
        const date = `2026-12-${String(day).padStart(2, '0')}`;
        for (const c of [a, b]) c.type('m');
        await Promise.all([a, b].map((c) => c.waitFor('MAKE-UP')));
        for (const c of [a, b]) c.type(`${day}\r`);
        await Promise.all([a, b].map((c) => c.waitFor(`  ${date}`)));
        // The same keys on the same deal: the same score, finished at the same moment.
        await Promise.all([playHand(a), playHand(b)]);
        const rows = await db.read((q) => q.all<{ name_key: string; bonus: number }>('SELECT name_key, bonus FROM days WHERE date = ?', [date]));
        const hands = await db.read((q) => q.all<{ name_key: string; score: number }>('SELECT name_key, score FROM hands WHERE date = ?', [date]));
        const daily = await db.read((q) => q.all<{ name: string; score: number }>("SELECT name, score FROM champions WHERE kind = 'daily' AND period = ?", [date]));
        expect(hands.length, date).toBe(2);
        expect(hands[0]!.score).toBe(hands[1]!.score);
        const bonuses = rows.map((r) => Number(r.bonus)).sort();
        if (Number(hands[0]!.score) > 0) {
          expect(bonuses, date).toEqual([0, 5000]);
          expect(daily.length).toBe(1);
          const holder = rows.find((r) => Number(r.bonus) === 5000)!.name_key;
          expect(daily[0]!.name.toLowerCase()).toBe(holder);
          champions++;
        } else expect(bonuses).toEqual([0, 0]);
        for (const c of [a, b]) c.type(' ');
        await Promise.all([a, b].map((c) => c.waitFor('Welcome, ')));
      }
      // Across the month: one 5,000 per day that has a champion, no more, no less.
      const total = await db.read((q) => q.all<{ t: number }>("SELECT SUM(bonus) AS t FROM days WHERE date LIKE '2026-12-%'"));
      expect(Number(total[0]!.t)).toBe(5000 * champions);
      expect(champions).toBeGreaterThan(RACES / 2);
      a.close();
      b.close();
    });
  });
}
