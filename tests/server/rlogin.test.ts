/**
 * RLogin from peer boards (issue 50): a scripted peer's caller arrives in the door as `TAG alias`,
 * plays a hand and is on the champions with its tag; an unknown peer, a wrong secret and malformed
 * handshakes are refused with one line and a JSON log line (no secret in it). Who is online:
 * suites-who.ts, here on SQLite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync, writeFileSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { TelnetCaller, logOn, playHand, rloginCall, rloginPort, spawnBoard, tempDir, tsxScript } from './callers';
import { whoSuite } from './suites-who';

const DOVE = 'dove-secret-1';
const RSH = 'rsh-secret-22';
const ENV = { IDELIGHT_TODAY: '2026-12-03', IDELIGHT_LEASE_MS: '300,15000' };

type Board = Awaited<ReturnType<typeof spawnBoard>>;
/** The board's JSON log lines (every line after the `board:` line must parse). */
const logLines = (b: Board) =>
  b
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

async function waitLog(b: Board, f: (l: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const end = Date.now() + 30_000;
  for (;;) {
    const hit = logLines(b).find(f);
    if (hit) return hit;
    if (Date.now() > end) throw new Error(`no such log line in:\n${b.stdout()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('RLogin for peer boards', { timeout: 240_000 }, () => {
  const dir = tempDir('rlogin');
  const peers = join(dir, 'peers.json');
  const boards: Board[] = [];
  let one: Board;
  beforeAll(async () => {
    writeFileSync(
      peers,
      JSON.stringify({
        peers: [
          { tag: 'DOVE', addresses: ['127.0.0.1'], secret: DOVE },
          { tag: 'RSH', addresses: ['127.0.0.1', '::1'], secret: RSH, secretIn: 'server-user' },
        ],
      }),
    );
    // A validated board (issue 54): a peer's caller is vouched for by its board, and plays at once.
    one = await spawnBoard(dir, { ...ENV, IDELIGHT_NODE: 'one' }, ['--rlogin', '0', '--peers', peers, '--accounts', 'validated']);
    boards.push(one);
  });
  afterAll(async () => {
    await Promise.all(boards.map((b) => b.stop()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('--rlogin without peers, and a bad peers file, are refused at the start with one line', async () => {
    const bad = join(dir, 'bad-peers.json');
    writeFileSync(bad, JSON.stringify({ peers: [{ tag: 'DOVE', addresses: ['127.0.0.1'], secret: 'short' }] }));
    const run = (args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((res) => {
        const [cmd, argv] = tsxScript('bbs', ['--telnet', '0', '--no-ssh', '--no-http', '--data', join(dir, 'bad'), ...args]);
        execFile(cmd, argv, { encoding: 'utf8', timeout: 60_000 }, (e, stdout, stderr) => res({ status: e ? ((e as { code?: number }).code ?? null) : 0, stdout, stderr }));
      });
    const cases: [string[], string][] = [
      [['--rlogin', '0'], 'bbs: --rlogin needs --peers FILE'],
      [['--rlogin', '0', '--peers', bad], `bbs: --peers ${bad}: peer 1 (DOVE): "secret" is 8 to 64`],
      [['--rlogin', '0', '--peers', join(dir, 'none.json')], `bbs: --peers ${join(dir, 'none.json')}: ENOENT`],
    ];
    const results = await Promise.all(cases.map(([args]) => run(args)));
    cases.forEach(([args, says], i) => {
      expect(results[i]!.status, args.join(' ')).toBe(2);
      expect(results[i]!.stderr).toContain(says);
      expect(results[i]!.stdout).not.toContain('board:');
    });
  });

  it('prints its RLogin port on the board line', () => {
    expect(one.stdout()).toMatch(/^board: telnet \d+ ssh \d+ http \d+ rlogin \d+ database sqlite\n/);
  });

  it("an allowed peer's caller arrives as TAG alias (no password, not the sysop, validated by its board), plays a hand and is a champion with the tag", async () => {
    const a = rloginCall(rloginPort(one), DOVE, 'Alice');
    await a.waitFor('Welcome, DOVE Alice!');
    expect(a.received[0]![0]).toBe(0);
    expect(a.text()).not.toContain('sysop');
    // The first account of the board, yet not its sysop: S does nothing, so C shows the champions.
    a.type('s');
    a.type('c');
    await a.waitFor('C H A M P I O N S');
    a.type(' ');
    await a.waitFor('[P] Play a hand');
    a.type('p');
    await a.waitFor('HAND       : 1 of 3');
    await playHand(a);
    const score = /SCORE\s*:\s*([\d,]+)/.exec(a.text())![1]!;
    a.type(' ');
    await a.waitFor('1 of 3 hands played, 2 left');
    a.type('q');
    await a.waitFor('Thanks For Playing');
    a.type('x');
    await a.waitClosed();
    // The sysop's log: the log-on by RLogin and the hand's score, and never the peer's secret.
    await waitLog(one, (l) => l.event === 'logon' && l.how === 'rlogin' && l.name === 'DOVE Alice');
    const finished = await waitLog(one, (l) => l.event === 'hand-finished' && l.name === 'DOVE Alice');
    expect(finished.score).toBe(Number(score.replace(/,/g, '')));
    expect(one.stdout()).not.toContain(DOVE);

    const b = new TelnetCaller(one.telnet);
    await logOn(b, 'Bob', 'spades44', true);
    b.type('c');
    await b.waitFor('C H A M P I O N S');
    const champ = b.text().split('\n').find((l) => l.includes("Today's Champion"))!;
    expect(champ).toContain('DOVE Alice');
    expect(champ).toContain(` ${score} `);
    b.close();

    // Its account: no password (only its board vouches for it), and not the sysop though it came first.
    const db = await openDatabase(dir, '');
    try {
      expect(await new Store(db).account('dove alice')).toMatchObject({ name: 'DOVE Alice', password: null, sysop: false });
    } finally {
      await db.close();
    }

    const logon = await waitLog(one, (l) => l['event'] === 'rlogin-logon');
    expect(logon).toMatchObject({ level: 'info', peer: 'DOVE', name: 'DOVE Alice' });
    expect(one.stdout()).not.toContain(DOVE);
  });

  it('a UTF-8 terminal type gives UTF-8, and the caller never sees a log-on screen, even typing at once', async () => {
    const c = rloginCall(rloginPort(one), DOVE, 'Dana', 'xterm-256color/38400');
    c.raw(Buffer.from('xyz\r'));
    // In the door as DOVE Dana: the menu's welcome, or (the typed Enter having reached the menu in
    // the same read, as happened once in CI under load) the door's top bar with the name and date.
    await c.waitFor(/Welcome, DOVE Dana!|DOVE Dana {2}\d{4}-/);
    const bytes = Buffer.concat(c.received).toString('utf8');
    expect(bytes).toContain('─');
    expect(bytes).not.toContain('LOG ON');
    c.close();
  });

  it("a local caller cannot take a peer's caller's name (it has no password)", async () => {
    const c = new TelnetCaller(one.telnet);
    await c.waitFor('Your name');
    c.type('dove alice\r');
    await c.waitFor('board DOVE\'s callers');
    c.type('DOVE Zed\r');
    await c.waitFor('board DOVE\'s callers');
    c.close();
  });

  it('an unknown peer and a wrong secret are refused with one line, and logged without the secret', async () => {
    const port = rloginPort(one);
    const stranger = rloginCall(port, DOVE, 'Mallory', 'ansi-bbs/38400', '127.0.0.2');
    await stranger.waitClosed();
    expect(stranger.lastBytes()).toBe('\x01This board takes RLogin calls only from its peer boards.\r\n');
    await waitLog(one, (l) => l['event'] === 'rlogin-refused' && l['reason'] === 'unknown-peer' && l['addr'] === '127.0.0.2');

    const wrong = rloginCall(port, 'not-the-secret', 'Mallory');
    await wrong.waitClosed();
    expect(wrong.lastBytes()).toBe('\x01Refused: the secret is wrong.\r\n');
    const line = await waitLog(one, (l) => l['event'] === 'rlogin-refused' && l['reason'] === 'wrong-secret');
    expect(line['level']).toBe('warn');
    expect(one.stdout()).not.toContain('not-the-secret');
    expect(one.stdout()).not.toContain(DOVE);
    expect(one.stdout()).not.toContain('Mallory');

    const door = rloginCall(port, DOVE, 'Alice', 'xtrn=SOLITAIRE/38400');
    await door.waitClosed();
    expect(door.lastBytes()).toBe('\x01There is no door SOLITAIRE here.\r\n');
  });

  it('a malformed handshake is refused and logged', async () => {
    const port = rloginPort(one);
    const cases: [string, Buffer][] = [
      ['does not start with a zero byte', Buffer.from('hello\r\n')],
      ['too long', Buffer.concat([Buffer.from([0]), Buffer.alloc(400, 0x61)])],
      ['not printable', Buffer.from(`\0${DOVE}\0Al\x1bice\0ansi\0`, 'latin1')],
    ];
    for (const [reason, bytes] of cases) {
      const c = new TelnetCaller(port);
      c.raw(bytes);
      await c.waitClosed();
      expect(c.lastBytes()).toBe('\x01Refused: a malformed RLogin handshake.\r\n');
      await waitLog(one, (l) => l['event'] === 'rlogin-refused' && String(l['reason']).includes(reason));
    }
  });
});

whoSuite('SQLite', () => ({}));
