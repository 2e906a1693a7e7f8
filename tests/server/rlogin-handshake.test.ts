/** The RLogin handshake and the peers file (rlogin.ts), and the listener's refusals, without a board. */
import { afterEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { openDatabase } from '../../server/db/open';
import { Store } from '../../server/store';
import { startBoard } from '../../server/board';
import { rloginCall, tempDir } from './callers';
import { identify, parseHandshake, parsePeers, rloginServer, sameSecret, PENDING_PER_ADDRESS, type Peer } from '../../server/rlogin';
import type { Fields } from '../../server/log';

const PEERS: Peer[] = parsePeers({ peers: [{ tag: 'dove', addresses: ['::ffff:127.0.0.1'], secret: 'dove-secret-1' }] });
const hs = (c: string, s: string, t = 'ansi-bbs/38400') => ({ clientUser: c, serverUser: s, terminal: t });

describe('the RLogin handshake', () => {
  it('reads the three fields and keeps what follows them', () => {
    const p = parseHandshake(Buffer.from('\0sec\0Alice\0xtrn=IDELIGHT/38400\0pq', 'latin1'));
    expect(p).toEqual({ hs: hs('sec', 'Alice', 'xtrn=IDELIGHT/38400'), rest: Buffer.from('pq') });
  });

  it('waits for a handshake that has not all come, and refuses a malformed one', () => {
    expect(parseHandshake(Buffer.from('\0sec\0Ali', 'latin1'))).toEqual({ more: true });
    expect(parseHandshake(Buffer.from('sec\0Alice\0ansi\0'))).toEqual({ error: 'the handshake does not start with a zero byte' });
    expect(parseHandshake(Buffer.from('\0s\x7fc\0Alice\0ansi\0', 'latin1'))).toEqual({ error: 'the handshake holds a byte that is not printable' });
    expect(parseHandshake(Buffer.concat([Buffer.from([0]), Buffer.alloc(300, 0x61)]))).toEqual({ error: 'the handshake is too long' });
    expect(parseHandshake(Buffer.from(`\0${'a'.repeat(200)}\0${'b'.repeat(100)}\0x\0`))).toEqual({ error: 'the handshake is too long' });
  });

  it('knows a peer by address and secret, and names its caller TAG alias', () => {
    expect(identify(PEERS, '127.0.0.1', hs('dove-secret-1', ' Alice  Smith '))).toEqual({ ok: true, tag: 'DOVE', name: 'DOVE Alice Smith', terminal: 'ansi-bbs' });
    expect(identify(PEERS, '127.0.0.2', hs('dove-secret-1', 'Alice'))).toMatchObject({ ok: false, reason: 'unknown-peer' });
    expect(identify(PEERS, '127.0.0.1', hs('dove-secret-2', 'Alice'))).toMatchObject({ ok: false, reason: 'wrong-secret' });
    expect(identify(PEERS, '127.0.0.1', hs('dove-secret-1', ''))).toMatchObject({ ok: false, reason: 'bad-name' });
    expect(identify(PEERS, '127.0.0.1', hs('dove-secret-1', 'A'.repeat(30)))).toMatchObject({ ok: false, reason: 'bad-name' });
    expect(identify(PEERS, '127.0.0.1', hs('dove-secret-1', 'Alice', 'xtrn=OTHER'))).toMatchObject({ ok: false, reason: 'unknown-door' });
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });

  it('refuses a bad peers file, saying what is wrong', () => {
    expect(() => parsePeers({})).toThrow('expected {"peers": [...]}');
    expect(() => parsePeers({ peers: [{ tag: 'TOO-LONG-TAG', addresses: ['127.0.0.1'], secret: 'x'.repeat(8) }] })).toThrow('"tag"');
    expect(() => parsePeers({ peers: [{ tag: 'A', addresses: ['localhost'], secret: 'x'.repeat(8) }] })).toThrow('"addresses"');
    expect(() => parsePeers({ peers: [{ tag: 'A', addresses: ['127.0.0.1'], secret: 'short' }] })).toThrow('"secret"');
    expect(() => parsePeers({ peers: [{ tag: 'A', addresses: ['127.0.0.1'], secret: 'x'.repeat(8), secretIn: 'terminal' }] })).toThrow('"secretIn"');
    const twice = { tag: 'A', addresses: ['127.0.0.1'], secret: 'x'.repeat(8) };
    expect(() => parsePeers({ peers: [twice, twice] })).toThrow('listed twice');
  });
});

describe('the RLogin listener', () => {
  let server: net.Server | null = null;
  afterEach(() => void server?.close());

  it('a handshake that does not come in time is refused with one line and logged', async () => {
    const lines: [string, Fields | undefined][] = [];
    const logger = { info: (e: string, f?: Fields) => lines.push([e, f]), warn: (e: string, f?: Fields) => lines.push([e, f]), error: (e: string, f?: Fields) => lines.push([e, f]) };
    server = rloginServer({ peers: PEERS, logger, timeoutMs: 200, admit: () => null, arrived: () => expect.fail('not admitted') });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const sock = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    sock.write(Buffer.from('\0dove-secret-1\0Ali', 'latin1'));
    let got = '';
    sock.on('data', (d: Buffer) => (got += d.toString('latin1')));
    await new Promise((r) => sock.on('close', r));
    expect(got).toBe('\x01The handshake did not come in time.\r\n');
    expect(lines).toEqual([['rlogin-refused', { addr: '127.0.0.1', reason: 'timeout', peer: undefined }]]);
  });

  it('handshakes waiting from one address are bounded; one that ends frees its place', async () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const arrived: string[] = [];
    server = rloginServer({ peers: PEERS, logger, timeoutMs: 60_000, admit: () => null, arrived: (sock, _a, name) => (arrived.push(name), sock.destroy()) });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    const open = (): Promise<net.Socket> =>
      new Promise((r) => {
        const s = net.connect(port, '127.0.0.1', () => r(s));
        s.on('error', () => undefined);
      });
    const answer = (s: net.Socket) =>
      new Promise<string>((r) => {
        let got = '';
        s.on('data', (d: Buffer) => (got += d.toString('latin1')));
        s.on('close', () => r(got));
      });
    const idle: net.Socket[] = [];
    for (let i = 0; i < PENDING_PER_ADDRESS; i++) idle.push(await open());
    // The server has seen them all once the next connection's answer comes: it is refused.
    expect(await answer(await open())).toBe('\x01Too many calls at once: call again later.\r\n');
    const gone = idle.pop()!;
    const closed = new Promise((r) => gone.on('close', r));
    gone.destroy();
    await closed;
    // The server frees the place when it sees the close: poll until a call gets in.
    for (let i = 0; arrived.length === 0 && i < 100; i++) {
      const s = await open();
      const a = answer(s);
      s.write(Buffer.from('\0dove-secret-1\0Alice\0ansi\0', 'latin1'));
      await a;
    }
    expect(arrived).toEqual(['DOVE Alice']);
    for (const s of idle) s.destroy();
  });
});

describe('an RLogin caller on a board (startBoard, in this process)', () => {
  it('who never types is hung up after the idle time, like any caller', async () => {
    const dir = tempDir('rlogin-idle');
    const db = await openDatabase(dir, '');
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const board = await startBoard(new Store(db), {
      host: '127.0.0.1', telnet: null, ssh: null, http: null, rlogin: 0, peers: PEERS, dataDir: dir, maxCallers: 8, maxPerAddress: 8, logger, log: () => undefined,
      // 0.6 s without a key.
      limits: { idleMinutes: 0.01 },
    });
    try {
      const c = rloginCall(board.rloginPort!, 'dove-secret-1', 'Idle');
      await c.waitFor('Welcome, DOVE Idle!');
      await c.waitClosed();
      expect(c.lastBytes()).toContain('No key for a while: hanging up. Your hand is kept.');
    } finally {
      await board.stop();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
