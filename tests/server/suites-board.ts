/**
 * `npm run bbs` on free loopback ports with a temporary database: a scripted telnet caller signs up,
 * plays a whole hand by keys and logs off; a second caller sees the first's score among the
 * champions; SSH carries the same log-on. Run against PostgreSQL as well when a throwaway cluster
 * can be started (pg.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import ssh2 from 'ssh2';
import { TelnetCaller, logOn, playHand, readCounters, spawnBoard, tempDir } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';

export function boardSuite(label: string, env: () => Record<string, string>) {
  describe(`the board (${label})`, { timeout: 180_000 }, () => {
    let board: Awaited<ReturnType<typeof spawnBoard>>;
    const dir = tempDir('board');
    beforeAll(async () => {
      board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03', ...env() });
    });
    afterAll(async () => {
      await board?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('a caller signs up (the first is the sysop), plays a whole hand by keys and logs off; another sees the score among the champions', async () => {
      const a = new TelnetCaller(board.telnet);
      await logOn(a, 'Alice', 'hearts4', true);
      expect(a.text()).toContain('you are the sysop');
      a.type('p');
      await a.waitFor('HAND       : 1 of 3');
      await playHand(a);
      const { off } = readCounters(a.text());
      const score = /SCORE\s*:\s*([\d,]+)/.exec(a.text())![1]!;
      expect(a.text()).toMatch(/Hand over|YOU WON/);
      expect(a.text()).toContain('Daily Champion');
      a.type(' ');
      await a.waitFor('1 of 3 hands played, 2 left');
      a.type('q');
      await a.waitFor('Thanks For Playing');
      a.type('x');
      await a.waitClosed();
      expect(off).toBeGreaterThan(0);

      const b = new TelnetCaller(board.telnet);
      await logOn(b, 'Bob', 'spades44', true);
      expect(b.text()).not.toContain('sysop');
      b.type('c');
      await b.waitFor('C H A M P I O N S');
      const champ = b.text().split('\n').find((l) => l.includes("Today's Champion"))!;
      expect(champ).toContain('Alice');
      // The day's score (one hand so far) is the champion's.
      b.close();
      expect(champ).toContain(` ${score} `);
    });

    it('a known name needs its password; wrong ones slow down and hang up', async () => {
      const c = new TelnetCaller(board.telnet);
      await c.waitFor('Your name');
      c.type('alice\r');
      await c.waitFor('Alice, your password please');
      c.type('nothearts\r');
      await c.waitFor('Wrong password.');
      c.type('nope1\r');
      await c.waitFor(/Wrong password|your password/);
      await new Promise((r) => setTimeout(r, 1200));
      c.type('nope2\r');
      await c.waitClosed();
      expect(c.lastBytes()).toMatch(/wrong passwords: hanging up/);
      const d = new TelnetCaller(board.telnet);
      await logOn(d, 'Alice', 'hearts4', false);
      d.close();
    });

    it('the sysop sets hands per day from the sysop menu; it shows on every caller\'s menu', async () => {
      const a = new TelnetCaller(board.telnet);
      await logOn(a, 'Alice', 'hearts4', false);
      a.type('s');
      await a.waitFor('SYSOP CONFIGURATION');
      // A board cannot hand its door over as a file (the browser's local door can): no E to offer.
      await a.waitFor('[Q] Back');
      expect(a.text()).not.toContain('[E]');
      a.type('h5\r');
      await a.waitFor('Hands per day ............ 5');
      a.type('q');
      await a.waitFor('1 of 5 hands played');
      a.close();
      const b = new TelnetCaller(board.telnet);
      await logOn(b, 'Bob', 'spades44', false);
      expect(b.text()).toContain('0 of 5 hands played');
      b.type('s');
      await b.settle();
      expect(b.text()).not.toContain('SYSOP');
      b.close();
    });

    it('carries the same log-on and door over SSH', async () => {
      const screen = new AnsiScreen('utf8');
      const client = new ssh2.Client();
      await new Promise<void>((res, rej) => {
        client.on('ready', () => res()).on('error', rej).connect({ host: '127.0.0.1', port: board.ssh, username: 'bob', password: 'x', hostVerifier: () => true });
      });
      const stream = await new Promise<ssh2.ClientChannel>((res, rej) => client.shell({ term: 'xterm-256color', cols: 80, rows: 25 }, (err, s) => (err ? rej(err) : res(s))));
      stream.on('data', (d: Buffer) => screen.feed(d));
      const until = async (what: string) => {
        for (let i = 0; i < 1200 && !screen.text().includes(what); i++) await new Promise((r) => setTimeout(r, 50));
        expect(screen.text()).toContain(what);
      };
      await until('Your name');
      stream.write('Bob\r');
      await until('Bob, your password please');
      stream.write('spades44\r');
      await until('Welcome, Bob!');
      // UTF-8 for an xterm: the box lines arrive as themselves.
      expect(screen.text()).toContain('┌─ Your days this month');
      client.end();
    });
  });
}

