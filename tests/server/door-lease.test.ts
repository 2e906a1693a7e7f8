/**
 * The stdio door takes the name's lease too: a board caller and a BBS door process for the same
 * name are never live at once. The door, finding the name on the board, says where it is and may
 * take it over (the board's call is hung up, its hand kept, and the door resumes that hand); a
 * board call for the name while the door has it is told it is on the door's node.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, readCounters, spawnBoard, tempDir, tsxScript } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';

const ENV = { IDELIGHT_TODAY: '2026-12-03', IDELIGHT_LEASE_MS: '300,15000' };

describe('the stdio door and the board share one live call per name', { timeout: 120_000 }, () => {
  const dir = tempDir('door-lease');
  let board: Awaited<ReturnType<typeof spawnBoard>> | null = null;
  afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the door is told where the name is, takes it over, and resumes the hand; the board then says the door has it', async () => {
    board = await spawnBoard(dir, ENV);
    const a = new TelnetCaller(board.telnet);
    await logOn(a, 'Ace of Hearts', 'aceshigh', true);
    a.type('p');
    await a.waitFor('PILE CARD');
    a.type('\r');
    await a.settle();
    const left = readCounters(a.text());

    const door = spawn(...tsxScript('door', ['--dropfile', join(__dirname, 'fixtures', 'DOOR32.SYS'), '--data', dir]), { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...ENV } });
    const screen = new AnsiScreen('cp437');
    let out = '';
    door.stdout.on('data', (d: Buffer) => {
      out += d.toString('latin1');
      screen.feed(d);
    });
    const until = async (what: string) => {
      for (let i = 0; i < 1200 && !out.includes(what) && !screen.text().includes(what); i++) await new Promise((r) => setTimeout(r, 50));
      expect(out.includes(what) || screen.text().includes(what), `${what} in ${out.slice(-300)}`).toBe(true);
    };
    await until('Ace of Hearts: you are on node');
    door.stdin.write('t');
    await until('Welcome, Ace of Hearts!');
    await a.waitClosed();
    expect(a.lastBytes()).toMatch(/taken over by a call on node 3 \(door\)/);
    door.stdin.write('p');
    await until('Your unfinished hand');
    expect(readCounters(screen.text())).toEqual(left);

    const b = new TelnetCaller(board.telnet);
    await b.waitFor('Your name');
    b.type('Ace of Hearts\r');
    await b.waitFor('your password please');
    b.type('aceshigh\r');
    await b.waitFor('Ace of Hearts: you are on node 3 (door).');
    b.close();

    door.stdin.write('l');
    await until('Save and log off?');
    door.stdin.write('y');
    await until('Thanks For Playing');
    door.stdin.write('x');
    expect(await new Promise<number | null>((r) => door.on('exit', r))).toBe(0);
  });
});
