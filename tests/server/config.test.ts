/**
 * Issue 50 item 4: `npm run bbs -- --config FILE` starts the board the same flags start, flags
 * override the file, a bad file stops the start with one line (exit 2); `npm run bbs:backup`
 * copies a running board's database, and a board started on the copy plays on.
 */
import { afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TelnetCaller, logOn, playHand, spawnBoard, tempDir, tsxScript } from './callers';
import { readConfig } from '../../server/config';
import type { ArgKind } from '../../server/args';

const TODAY = { IDELIGHT_TODAY: '2026-12-03' };
const dirs: string[] = [];
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((s) => s()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const dir = (tag: string) => {
  const d = tempDir(tag);
  dirs.push(d);
  return d;
};

/** `npm run bbs` with these arguments only (spawnBoard adds its own ports); resolves on its `board:` line. */
async function board(args: string[]): Promise<{ line: string; telnet: number; http: number | null; started: Record<string, unknown> }> {
  const proc: ChildProcess = spawn(...tsxScript('bbs', args), { env: { ...process.env, ...TODAY }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  stops.push(async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    process.kill(-proc.pid!, 'SIGTERM');
    await exited;
  });
  let out = '';
  let err = '';
  proc.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const line = await new Promise<string>((res, rej) => {
    const t = setTimeout(() => rej(new Error(`board did not start: ${out} ${err}`)), 60_000);
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /^board: .*$/m.exec(out);
      // The log's line that follows it, too.
      if (m && /"board-started".*\n/.test(out)) {
        clearTimeout(t);
        res(m[0]);
      }
    });
    proc.on('exit', (code) => rej(new Error(`board exited ${code}: ${out} ${err}`)));
  });
  const m = /^board: telnet (\d+) ssh (\S+) http (\S+)( rlogin \d+)? database (\S+)$/.exec(line)!;
  const started = JSON.parse(/^.*"board-started".*$/m.exec(out)![0]) as Record<string, unknown>;
  return { line, telnet: Number(m[1]), http: m[3] === 'null' ? null : Number(m[3]), started };
}

/** The status of GET /who.json asked for under this Host name. */
const status = (port: number, host: string) =>
  new Promise<number>((res, rej) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/who.json', headers: { host: `${host}:${port}` } }, (r) => {
      r.resume();
      res(r.statusCode!);
    });
    req.on('error', rej);
  });

/** What the sysop's settings screen says new accounts are. */
async function accounts(telnet: number): Promise<string> {
  const s = new TelnetCaller(telnet);
  await logOn(s, 'Alice', 'hearts4', true);
  s.type('s');
  await s.waitFor(/New accounts \.+ \w+/);
  const m = /New accounts \.+ (\w+)/.exec(s.text())!;
  s.close();
  return m[1]!;
}

const shape = (line: string) => line.replace(/\d+/g, 'N');

describe('--config FILE', { timeout: 180_000 }, () => {
  it('a configuration file starts the board the same flags start', async () => {
    const byFile = dir('config-file');
    writeFileSync(
      join(byFile, 'bbs.json'),
      JSON.stringify({ host: '127.0.0.1', telnet: 0, 'no-ssh': true, http: 0, data: 'data', accounts: 'validated', hostname: ['bbs.example.org'], 'max-callers': 5, dist: 'nowhere', 'wait-for-disk': true }),
    );
    const byFlags = dir('config-flags');
    const [f, g] = await Promise.all([
      board(['--config', join(byFile, 'bbs.json')]),
      board(['--host', '127.0.0.1', '--telnet', '0', '--no-ssh', '--http', '0', '--data', join(byFlags, 'data'), '--accounts', 'validated', '--hostname', 'bbs.example.org', '--max-callers', '5', '--dist', join(byFlags, 'nowhere'), '--wait-for-disk']),
    ]);
    expect(shape(f.line)).toBe('board: telnet N ssh null http N database sqlite');
    expect(shape(f.line)).toBe(shape(g.line));
    for (const b of [f, g]) {
      expect(b.started['waitForDisk']).toBe(true);
      expect(await status(b.http!, 'bbs.example.org')).toBe(200);
      expect(await status(b.http!, 'evil.example')).not.toBe(200);
      // On loopback new accounts are open unless the board was told otherwise.
      expect(await accounts(b.telnet)).toBe('validated');
    }
    // The data folder named in the file is the file's own folder's `data`.
    expect(statSync(join(byFile, 'data', 'idelight.db')).isFile()).toBe(true);
  });

  it('flags override the file', async () => {
    const d = dir('config-over');
    writeFileSync(join(d, 'bbs.json'), JSON.stringify({ telnet: 0, ssh: 0, http: 0, accounts: 'validated', data: 'data' }));
    const b = await board(['--config', join(d, 'bbs.json'), '--no-http', '--accounts', 'open']);
    expect(shape(b.line)).toBe('board: telnet N ssh N http null database sqlite');
    expect(b.started['waitForDisk']).toBe(false);
    expect(await accounts(b.telnet)).toBe('open');
  });

  it('the peers may be listed in the file itself, and start RLogin as --peers FILE does', async () => {
    const d = dir('config-peers');
    const peers = [{ tag: 'ONE', addresses: ['127.0.0.1'], secret: 'a-secret-1' }];
    writeFileSync(join(d, 'bbs.json'), JSON.stringify({ telnet: 0, 'no-ssh': true, 'no-http': true, rlogin: 0, peers, data: 'data' }));
    const b = await board(['--config', join(d, 'bbs.json')]);
    expect(shape(b.line)).toBe('board: telnet N ssh null http null rlogin N database sqlite');
  });

  it('a bad file stops the start with one line naming what is wrong, exit 2', () => {
    const d = dir('config-bad');
    const run = (config: unknown) => {
      const file = join(d, 'bad.json');
      writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config));
      const r = spawnSync(...tsxScript('bbs', ['--config', file, '--data', d]), { encoding: 'utf8', timeout: 60_000 });
      return { code: r.status, err: r.stderr };
    };
    const unknown = run({ telnet: 0, telent: 23 });
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^bbs: --config \S+bad\.json: "telent" is not a setting; known: host telnet/);
    expect(unknown.err.trim().split('\n')).toHaveLength(1);
    const port = run({ telnet: 70000 });
    expect(port.code).toBe(2);
    expect(port.err).toMatch(/^bbs: --config \S+: "telnet" should be a port number \(0-65535\), is 70000\n$/);
    const peer = run({ rlogin: 0, peers: [{ tag: 'ONE', addresses: ['nowhere'], secret: 'a-secret-1' }] });
    expect(peer.code).toBe(2);
    expect(peer.err).toMatch(/^bbs: --config \S+: peers: peer 1 \(ONE\): "addresses" is a list of IP addresses\n$/);
    // Checked as the flag is: a value config.ts passes on and the board refuses.
    const acc = run({ accounts: 'everyone' });
    expect(acc.code).toBe(2);
    expect(acc.err).toBe('bbs: --accounts should be validated or open, is everyone\n');
  });

  it('readConfig checks each value as its flag would be', () => {
    const d = dir('config-read');
    const known: Record<string, ArgKind> = { config: 'string', telnet: 'port', 'max-callers': 'count', 'no-ssh': 'flag', data: 'string', hostname: 'string', peers: 'string' };
    const file = join(d, 'c.json');
    const read = (text: string) => {
      writeFileSync(file, text);
      return () => readConfig(file, known);
    };
    expect(read('{"telnet": 23, "no-ssh": false, "data": "/srv/bbs", "hostname": ["a.example", "b.example"]}')()).toEqual({ telnet: 23, data: '/srv/bbs', hostname: 'a.example,b.example' });
    expect(read('{"data": "d", "peers": "peers.json"}')()).toEqual({ data: join(d, 'd'), peers: join(d, 'peers.json') });
    const peers = [{ tag: 'ONE', addresses: ['127.0.0.1'], secret: 'a-secret-1' }];
    expect(read(JSON.stringify({ peers }))()).toEqual({ peers: { peers } });
    expect(read('{"telnet": 23,}')).toThrow(/^--config \S+c\.json: .*JSON/);
    expect(read('[1]')).toThrow(/expected a JSON object of flags/);
    expect(read('{"config": "x"}')).toThrow(/"config" is not a setting/);
    expect(read('{"telnet": "23"}')).toThrow(/"telnet" should be a port number/);
    expect(read('{"telnet": 2.5}')).toThrow(/"telnet" should be a port number/);
    expect(read('{"max-callers": 0}')).toThrow(/"max-callers" should be a whole number from 1 to 1000000, is 0/);
    expect(read('{"no-ssh": "yes"}')).toThrow(/"no-ssh" should be true or false, is "yes"/);
    expect(read('{"data": 5}')).toThrow(/"data" should be a string, is 5/);
    expect(read('{"hostname": []}')).toThrow(/"hostname" should be a list of names/);
    expect(() => readConfig(join(d, 'missing.json'), known)).toThrow(/^--config \S+missing\.json: ENOENT/);
  });
});

describe('npm run bbs:backup', { timeout: 240_000 }, () => {
  const backup = (args: string[], env: Record<string, string> = {}) => {
    // package.json's bbs:backup, run as tsxScript runs `bbs`: node with tsx's loader.
    const script = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts['bbs:backup'];
    const entry = /^tsx (\S+)$/.exec(script ?? '')![1]!;
    const r = spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
    return { code: r.status, out: r.stdout, err: r.stderr };
  };

  it('copies a running board; a board started on the copy knows its callers and plays on', async () => {
    const live = dir('backup-live');
    const a = await spawnBoard(live, TODAY);
    stops.push(a.stop);
    const alice = new TelnetCaller(a.telnet);
    await logOn(alice, 'Alice', 'hearts4', true);
    alice.type('p');
    await playHand(alice);
    alice.type(' ');
    await alice.waitFor('Welcome, Alice!');
    // Taken while the board runs and Alice is still on line.
    const out = join(dir('backup-out'), 'idelight-backup.db');
    const r = backup(['--data', live, '--out', out]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    // An old backup is never overwritten.
    const again = backup(['--data', live, '--out', out]);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(/^bbs:backup: \S+idelight-backup\.db: EEXIST/);
    alice.close();

    const restored = dir('backup-restored');
    mkdirSync(join(restored, 'data'), { mode: 0o700 });
    copyFileSync(out, join(restored, 'data', 'idelight.db'));
    const b = await spawnBoard(join(restored, 'data'), TODAY);
    stops.push(b.stop);
    const back = new TelnetCaller(b.telnet);
    // She was on line when the copy was taken: her call's lease came with it, so she takes it over,
    // unless the lease ran out (10 s) before this board started, as on a loaded machine.
    await back.waitFor('Your name');
    back.type('Alice\r');
    await back.waitFor('your password please');
    back.type('hearts4\r');
    await back.waitFor(/\[T\] Take the call over here|Welcome, Alice!/);
    if (back.text().includes('[T] Take the call over here')) {
      back.type('t');
      await back.waitFor('Welcome, Alice!');
    }
    // Her first hand is on the copy: today's next one is the second.
    back.type('p');
    await back.waitFor('HAND       : 2 of 3');
    await playHand(back);
    back.type(' ');
    await back.waitFor('Welcome, Alice!');
    back.close();
  });

  it('refuses a missing database, a missing --out and a PostgreSQL board, each with one line', () => {
    const empty = dir('backup-none');
    const none = backup(['--data', join(empty, 'nothing'), '--out', join(empty, 'x.db')]);
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/^bbs:backup: no database at \S+idelight\.db\n$/);
    expect(backup(['--data', empty]).err).toBe('bbs:backup: --out FILE is needed: where the copy goes\n');
    const pg = backup(['--data', empty, '--out', join(empty, 'y.db')], { DATABASE_URL: 'postgres://x@127.0.0.1/x' });
    expect(pg.code).toBe(2);
    expect(pg.err).toMatch(/pg_dump/);
  });
});
