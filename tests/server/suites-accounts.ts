/**
 * Issue 54 against real board processes (SQLite in accounts.test.ts, PostgreSQL in pg.test.ts): on
 * a `validated` board a new name applies, is told where it stands and opens no tournament hand
 * until the sysop validates it over telnet (the applicant list shows it with its address); on an
 * `open` board a new name plays at once; a drop file's caller needs no validation.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, KEY, logOn, spawnBoard, tempDir, tsxScript } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';

const WAITS = "Your account waits for the sysop's validation.";
const TODAY = { IDELIGHT_TODAY: '2026-12-03' };

export function accountsSuite(label: string, env: (tag: string) => Record<string, string>) {
  describe(`new accounts (${label})`, { timeout: 180_000 }, () => {
    const stops: (() => Promise<void>)[] = [];
    const dirs: string[] = [];
    const start = async (tag: string, extra: string[]) => {
      const dir = tempDir(tag);
      dirs.push(dir);
      // One database a board (on PostgreSQL, env makes it: once).
      const e = { ...TODAY, ...env(tag) };
      const b = await spawnBoard(dir, e, extra);
      stops.push(b.stop);
      return { ...b, dir, env: e };
    };
    afterAll(async () => {
      await Promise.all(stops.map((s) => s()));
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it("on a validated board a new name plays free hands but no tournament hand until the sysop validates it", async () => {
      const b = await start('validated', ['--accounts', 'validated']);
      const sysop = new TelnetCaller(b.telnet);
      await logOn(sysop, 'Alice', 'hearts4', true);
      expect(sysop.text()).not.toContain(WAITS);

      // From another loopback address, so the list's "from" is this caller's own.
      const m = new TelnetCaller(b.telnet, 'cp437', '127.0.0.1', '127.0.0.2');
      await logOn(m, 'Mallory', 'clubs444', true);
      expect(m.text()).toContain(WAITS);
      m.type('p');
      await m.settle();
      expect(m.text()).not.toContain('PILE CARD');
      expect(m.text()).toContain(WAITS);
      // Free hands and the champions stay open.
      m.type('f');
      await m.waitFor('PILE CARD');
      m.type(KEY.esc);
      await m.waitFor(`Welcome, Mallory!`);
      m.type('c');
      await m.waitFor('C H A M P I O N S');
      m.type(' ');
      await m.waitFor(`Welcome, Mallory!`);

      sysop.type('s');
      await sysop.waitFor('New accounts ............. validated');
      sysop.type('v');
      await sysop.waitFor('APPLICANTS');
      const row = sysop.text().split('\n').find((l) => l.includes('Mallory'));
      expect(row).toMatch(/Mallory\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+127\.0\.0\.2/);
      sysop.type('v');
      await sysop.waitFor('Mallory is validated');
      expect(sysop.text()).toContain('Nobody waits.');

      // The same call, on its next key: today's hand opens.
      m.type('p');
      await m.waitFor('HAND       : 1 of 3');
      m.close();
      sysop.close();
    });

    it('the sysop removes an applicant; its name is new again', async () => {
      const b = await start('remove', ['--accounts', 'validated']);
      const sysop = new TelnetCaller(b.telnet);
      await logOn(sysop, 'Alice', 'hearts4', true);
      const e = new TelnetCaller(b.telnet);
      await logOn(e, 'Eve', 'snoop444', true);
      e.close();
      sysop.type('sv');
      await sysop.waitFor(/>\s+Eve/);
      sysop.type('r');
      await sysop.waitFor('Remove the applicant Eve? [Y/N]');
      sysop.type('y');
      await sysop.waitFor('Eve is removed.');
      expect(sysop.text()).toContain('Nobody waits.');
      sysop.close();
      const again = new TelnetCaller(b.telnet);
      await again.waitFor('Your name');
      again.type('Eve\r');
      await again.waitFor('Eve is a new name here');
      again.close();
    });

    it('on an open board a new name plays today\'s hand at once; the sysop can switch it to validated', async () => {
      // No --accounts on a loopback board: open.
      const b = await start('open', []);
      const sysop = new TelnetCaller(b.telnet);
      await logOn(sysop, 'Alice', 'hearts4', true);
      const t = new TelnetCaller(b.telnet);
      await logOn(t, 'Throwaway', 'spades44', true);
      expect(t.text()).not.toContain(WAITS);
      t.type('p');
      await t.waitFor('HAND       : 1 of 3');
      t.close();
      sysop.type('s');
      await sysop.waitFor('New accounts ............. open');
      sysop.type('a');
      await sysop.waitFor('New accounts ............. validated');
      sysop.close();
      const n = new TelnetCaller(b.telnet);
      await logOn(n, 'Newer', 'diamond4', true);
      expect(n.text()).toContain(WAITS);
      n.close();
    });

    it('a caller from a BBS drop file needs no validation on a validated board', async () => {
      const b = await start('drop', ['--accounts', 'validated']);
      const sysop = new TelnetCaller(b.telnet);
      await logOn(sysop, 'Alice', 'hearts4', true);
      sysop.close();
      const p = spawn(...tsxScript('door', ['--dropfile', join(__dirname, 'fixtures', 'DOOR32.SYS'), '--data', b.dir]), {
        env: { ...process.env, ...b.env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      const exited = new Promise<number | null>((r) => p.on('exit', r));
      const screen = new AnsiScreen('cp437');
      p.stdout.on('data', (d: Buffer) => screen.feed(d));
      const until = async (what: string) => {
        for (let i = 0; i < 1200 && !screen.text().includes(what); i++) await new Promise((r) => setTimeout(r, 50));
        expect(screen.text()).toContain(what);
      };
      try {
        await until('Welcome, Ace of Hearts!');
        expect(screen.text()).not.toContain(WAITS);
        p.stdin.write('p');
        await until('HAND       : 1 of 3');
      } finally {
        p.kill('SIGTERM');
        await exited;
      }
    });
  });
}
