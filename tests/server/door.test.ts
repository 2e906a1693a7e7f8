/**
 * The stdio door (`npm run door -- --dropfile PATH`): a drop file's caller is greeted by alias; a
 * missing or malformed drop file gets one clear line on stderr and a non-zero exit.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir, tsxScript } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';

const dir = tempDir('door');
const fixture = (f: string) => join(__dirname, 'fixtures', f);
const door = (args: string[]) => spawnSync(...tsxScript('door', args), { encoding: 'utf8', input: '', timeout: 110_000 });

describe('npm run door', { timeout: 120_000 }, () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const failing: [string, string[], RegExp][] = [
    ['no --dropfile', ['--data', dir], /--dropfile PATH is needed/],
    ['a drop file that is not there', ['--dropfile', join(dir, 'nope', 'DOOR32.SYS'), '--data', dir], /cannot read the drop file .*ENOENT/],
    ['a malformed DOOR32.SYS', ['--dropfile', join(dir, 'DOOR32.SYS'), '--data', dir], /is not a usable drop file: line 9 \(minutes left\)/],
    ['an unknown argument', ['--dropfle', 'x'], /unknown argument --dropfle/],
  ];
  writeFileSync(join(dir, 'DOOR32.SYS'), '2\r\n5\r\n38400\r\nBBS\r\n1\r\nA\r\nAce\r\n10\r\nsoon\r\n1\r\n1\r\n');
  for (const [what, args, why] of failing)
    it(`${what}: one clear line on stderr, a non-zero exit`, () => {
      const r = door(args);
      expect(r.status).not.toBe(0);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^door: /);
      expect(lines[0]).toMatch(why);
    });

  for (const f of ['DOOR32.SYS', 'DOOR.SYS'])
    it(`greets the caller of a ${f} by alias on its first screen, and keeps their records in the data folder`, async () => {
      const p = spawn(...tsxScript('door', ['--dropfile', fixture(f), '--data', dir]), { stdio: ['pipe', 'pipe', 'pipe'] });
      const screen = new AnsiScreen('cp437');
      p.stdout.on('data', (d: Buffer) => screen.feed(d));
      const alias = f === 'DOOR32.SYS' ? 'Ace of Hearts' : 'Bobcat';
      for (let i = 0; i < 1200 && !screen.text().includes(`Welcome, ${alias}!`); i++) await new Promise((r) => setTimeout(r, 50));
      expect(screen.text()).toContain(`Welcome, ${alias}!`);
      // CP437 by default: the box lines are CP437 bytes on the wire.
      expect(screen.text()).toContain('┌─ Your days this month');
      // W: who is on line on every node sharing the database, this caller among them.
      p.stdin.write('w');
      for (let i = 0; i < 200 && !screen.text().includes('W H O   I S   O N L I N E'); i++) await new Promise((r) => setTimeout(r, 50));
      expect(screen.text().split('\n').find((l) => l.includes(alias))).toMatch(/in the door/);
      p.stdin.write(' ');
      for (let i = 0; i < 200 && !screen.text().includes('[W] Who is online'); i++) await new Promise((r) => setTimeout(r, 50));
      p.stdin.write('q');
      for (let i = 0; i < 100 && !screen.text().includes('Thanks For Playing'); i++) await new Promise((r) => setTimeout(r, 50));
      p.stdin.write('x');
      const code = await new Promise<number | null>((r) => p.on('exit', r));
      expect(code).toBe(0);
    });
});
