/**
 * The sysop's log on a real board (startBoard, telnet callers on loopback): each event a caller
 * makes happen (sign-up, log-on, wrong password, lockout, take-over, flood hang-up, a finished
 * hand with its score) is one JSON line, on the log's standard output and in DATA/board.log
 * (0600); no password typed appears in either; the file is rotated so it cannot fill the disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, playHand, spawnBoard, tempDir } from './callers';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { startBoard, type Board } from '../../server/board';
import { createLogger } from '../../server/log';
import { LOCK_AFTER } from '../../server/caller';
import type { Clock } from '../../server/clock';
import type { Database } from '../../server/db/db';

const PASSWORD = 'Zq7-known-pw';
const WRONG = ['Wr0ng-aa', 'Wr0ng-bb', 'Wr0ng-cc', 'Wr0ng-dd', 'Wr0ng-ee', 'Wr0ng-ff'];

/** The wrong-password waits pass at once (no sleeps in tests); the time stands still. */
const clock: Clock = { now: () => Date.now(), sleep: () => Promise.resolve() };

type Line = Record<string, unknown>;

describe('the board log a sysop reads', { timeout: 120_000 }, () => {
  const dir = tempDir('log');
  const stdout: string[] = [];
  let db: Database;
  let board: Board;
  const file = join(dir, 'board.log');

  beforeAll(async () => {
    db = await openDatabase(dir, '');
    board = await startBoard(new Store(db), {
      host: '127.0.0.1',
      telnet: 0,
      ssh: null,
      http: null,
      dataDir: dir,
      maxCallers: 20,
      maxPerAddress: 20,
      clock,
      logger: createLogger({ write: (l) => void stdout.push(l) }),
    });
    const port = board.telnetPort!;

    // Alice signs up, logs on and plays a hand to its end.
    const a = new TelnetCaller(port);
    await logOn(a, 'Alice', PASSWORD, true);
    a.type('p');
    await playHand(a);
    a.type(' ');
    await a.waitFor('Welcome, Alice!');

    // A second call for Alice: a wrong password, then the right one, and it takes the name over.
    const b = new TelnetCaller(port);
    await b.waitFor('Your name');
    b.type('Alice\r');
    await b.waitFor('your password please');
    b.type(WRONG[0] + '\r');
    await b.waitFor('Wrong password.');
    b.type(PASSWORD + '\r');
    await b.waitFor('[T] Take the call over');
    b.type('T');
    await b.waitFor('Welcome, Alice!');
    await a.waitClosed();

    // From another address: three wrong passwords end the call, two more lock the name there.
    const c1 = new TelnetCaller(port, 'cp437', '127.0.0.1', '127.0.0.2');
    await c1.waitFor('Your name');
    c1.type('Alice\r');
    await c1.waitFor('your password please');
    c1.type(WRONG.slice(1, 4).map((w) => w + '\r').join(''));
    await c1.waitClosed();
    const c2 = new TelnetCaller(port, 'cp437', '127.0.0.1', '127.0.0.2');
    await c2.waitFor('Your name');
    c2.type('Alice\r');
    await c2.waitFor('your password please');
    c2.type(WRONG.slice(4, 6).map((w) => w + '\r').join(''));
    await c2.waitClosed();
    expect(c2.text()).toContain('Too many wrong passwords');

    // A flood at the log-on.
    const d = new TelnetCaller(port);
    await d.waitFor('Your name');
    d.type('x'.repeat(4000));
    await d.waitClosed();
    b.close();
    await board.stop();
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const parse = (lines: string[]): Line[] => lines.map((l) => JSON.parse(l) as Line);
  const fileLines = () => readFileSync(file, 'utf8').split('\n').filter((l) => l !== '');

  it('writes every line to standard output and to DATA/board.log alike, each a JSON object with a level', () => {
    expect(fileLines()).toEqual(stdout);
    for (const l of parse(stdout)) {
      expect(['info', 'warn', 'error']).toContain(l.level);
      expect(typeof l.event).toBe('string');
    }
  });

  it('logs each event once per occurrence, with who, from where and how', () => {
    for (const lines of [parse(stdout), parse(fileLines())]) {
      expect(events(lines, 'signup')).toEqual([expect.objectContaining({ level: 'info', name: 'Alice', addr: '127.0.0.1', how: 'telnet' })]);
      expect(events(lines, 'logon')).toEqual([
        expect.objectContaining({ level: 'info', name: 'Alice', addr: '127.0.0.1', how: 'telnet' }),
        expect.objectContaining({ level: 'info', name: 'Alice', addr: '127.0.0.1', how: 'telnet' }),
      ]);
      const finished = events(lines, 'hand-finished');
      expect(finished).toEqual([expect.objectContaining({ level: 'info', name: 'Alice', hand: 1 })]);
      expect(typeof finished[0]!.score).toBe('number');
      const wrong = events(lines, 'wrong-password');
      expect(wrong.length).toBe(1 + LOCK_AFTER);
      expect(wrong.filter((l) => l.addr === '127.0.0.2').length).toBe(LOCK_AFTER);
      expect(events(lines, 'lockout')).toEqual([expect.objectContaining({ level: 'warn', name: 'Alice', addr: '127.0.0.2' })]);
      expect(events(lines, 'take-over')).toEqual([expect.objectContaining({ level: 'warn', name: 'Alice', addr: '127.0.0.1', how: 'telnet' })]);
      expect(events(lines, 'flood-hangup')).toEqual([expect.objectContaining({ level: 'warn', addr: '127.0.0.1', how: 'telnet' })]);
      expect(String(events(lines, 'flood-hangup')[0]!.limit)).toMatch(/^keys-/);
    }
  });

  it('never writes a password typed, right or wrong', () => {
    const all = stdout.join('\n') + readFileSync(file, 'utf8');
    for (const pw of [PASSWORD, ...WRONG]) expect(all).not.toContain(pw);
  });

  it('keeps the file for the sysop alone (0600)', () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('the log file is bounded', () => {
  it('is rotated at its size, keeping one old file, both 0600', () => {
    const dir = tempDir('logrot');
    try {
      const path = join(dir, 'board.log');
      const max = 2000;
      const log = createLogger({ write: () => undefined, burst: 1e9 });
      const detach = log.toFile!(path, max);
      for (let i = 0; i < 1000; i++) log.warn('flood-hangup', { addr: '127.0.0.1', n: i });
      detach();
      expect(statSync(path).size).toBeLessThanOrEqual(max);
      expect(statSync(path + '.1').size).toBeLessThanOrEqual(max);
      expect(existsSync(path + '.2')).toBe(false);
      for (const p of [path, path + '.1']) expect(statSync(p).mode & 0o777).toBe(0o600);
      // The newest line is in the live file.
      expect(readFileSync(path, 'utf8')).toContain('"n":999');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a log file that fails', () => {
  it('is said once on standard output, which goes on', () => {
    const dir = tempDir('logfail');
    try {
      const lines: string[] = [];
      const log = createLogger({ write: (l) => void lines.push(l) });
      const path = join(dir, 'board.log');
      log.toFile!(path, 10);
      // The rotation's rename fails: the folder is gone.
      rmSync(dir, { recursive: true, force: true });
      log.info('logon', { name: 'A', n: 1 });
      log.info('logon', { name: 'B', n: 2 });
      log.info('logon', { name: 'C', n: 3 });
      const parsed = lines.map((l) => JSON.parse(l) as Line);
      expect(parsed.filter((l) => l.event === 'log-file-failed')).toEqual([expect.objectContaining({ level: 'error', path })]);
      expect(parsed.filter((l) => l.event === 'logon').map((l) => l.name)).toEqual(['A', 'B', 'C']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run bbs', { timeout: 120_000 }, () => {
  it('writes its events on its standard output and in DATA/board.log', async () => {
    const dir = tempDir('logbbs');
    const board = await spawnBoard(dir);
    try {
      const a = new TelnetCaller(board.telnet);
      await logOn(a, 'Carol', PASSWORD, true);
      a.close();
      await a.waitClosed();
    } finally {
      await board.stop();
    }
    const out = board.stdout().split('\n').filter((l) => l.startsWith('{'));
    const inFile = readFileSync(join(dir, 'board.log'), 'utf8').split('\n').filter((l) => l !== '');
    try {
      for (const lines of [out, inFile]) {
        const parsed = lines.map((l) => JSON.parse(l) as Line);
        expect(events(parsed, 'signup')).toEqual([expect.objectContaining({ name: 'Carol', how: 'telnet' })]);
        expect(events(parsed, 'logon')).toEqual([expect.objectContaining({ name: 'Carol', how: 'telnet' })]);
        expect(lines.join('\n')).not.toContain(PASSWORD);
      }
      expect(events(inFile.map((l) => JSON.parse(l) as Line), 'board-started')).toHaveLength(1);
      expect(statSync(join(dir, 'board.log')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

function events(lines: Line[], event: string): Line[] {
  return lines.filter((l) => l.event === event);
}
