/**
 * Who is online (issue 50): the callers of two board processes sharing one database are listed by
 * /who.json of either (node, name, since, what they do) and on the door's W screen. Run on SQLite
 * (rlogin.test.ts) and on PostgreSQL (pg.test.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, rloginCall, rloginPort, spawnBoard, tempDir } from './callers';

const DOVE = 'dove-secret-1';
const ENV = { IDELIGHT_TODAY: '2026-12-03', IDELIGHT_LEASE_MS: '300,15000' };

export function whoSuite(label: string, env: () => Record<string, string>) {
  describe(`who is online (${label})`, { timeout: 240_000 }, () => {
    const dir = tempDir('who');
    const boards: Awaited<ReturnType<typeof spawnBoard>>[] = [];
    afterAll(async () => {
      await Promise.all(boards.map((b) => b.stop()));
      rmSync(dir, { recursive: true, force: true });
    });

    it('who is online lists the callers of two board processes sharing one database, on /who.json of either and on W', async () => {
      const peers = join(dir, 'peers.json');
      writeFileSync(peers, JSON.stringify({ peers: [{ tag: 'DOVE', addresses: ['127.0.0.1'], secret: DOVE }] }));
      const e = env();
      const one = await spawnBoard(dir, { ...ENV, ...e, IDELIGHT_NODE: 'one' }, ['--rlogin', '0', '--peers', peers]);
      boards.push(one);
      const two = await spawnBoard(dir, { ...ENV, ...e, IDELIGHT_NODE: 'two' });
      boards.push(two);
      const a = rloginCall(rloginPort(one), DOVE, 'Carol');
      await a.waitFor('Welcome, DOVE Carol!');
      const b = new TelnetCaller(two.telnet);
      await logOn(b, 'Bob', 'spades44', true);
      b.type('p');
      await b.waitFor('PILE CARD');
      for (const board of [one, two]) {
        const r = await fetch(`http://127.0.0.1:${board.http}/who.json`);
        expect(r.status).toBe(200);
        expect(r.headers.get('content-type')).toBe('application/json');
        const { callers } = (await r.json()) as { callers: { node: string; name: string; since: string; doing: string }[] };
        const byName = Object.fromEntries(callers.map((c) => [c.name, c]));
        expect(byName['DOVE Carol']).toMatchObject({ node: 'one', doing: 'in the door' });
        expect(byName['Bob']).toMatchObject({ node: 'two', doing: 'playing hand 1' });
        for (const c of callers) expect(Date.parse(c.since)).toBeGreaterThan(Date.now() - 600_000);
      }
      const post = await fetch(`http://127.0.0.1:${one.http}/who.json`, { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD');

      a.type('w');
      await a.waitFor('W H O   I S   O N L I N E');
      const rows = a.text().split('\n');
      expect(rows.find((l) => l.includes('DOVE Carol'))).toMatch(/one\s+DOVE Carol\s+in the door\s+(\d{4}-\d\d-\d\d )?\d\d:\d\d/);
      expect(rows.find((l) => l.includes('Bob'))).toMatch(/two\s+Bob\s+playing hand 1\s+(\d{4}-\d\d-\d\d )?\d\d:\d\d/);
      a.type(' ');
      // Back on the menu, where W is who is online on a board.
      await a.waitFor('[W] Who is online');
      a.close();
      b.close();
    });
  });
}
