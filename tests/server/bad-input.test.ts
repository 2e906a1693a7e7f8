/**
 * Bad input on the board: garbage bytes, a megabyte without a newline, an IAC flood, a socket
 * closed mid-hand, a burst of 1,000 connections. The board stays up, nobody's hand or score is
 * lost, and each connection gets a clear line or is closed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { rmSync } from 'node:fs';
import { TelnetCaller, logOn, playHand, spawnBoard, tempDir } from './callers';
import { IAC, DO } from '../../server/telnet';

const BURST = 1000;
const LINES = 100;

describe('bad input on the board', { timeout: 180_000 }, () => {
  const dir = tempDir('bad');
  let board: Awaited<ReturnType<typeof spawnBoard>>;
  beforeAll(async () => {
    board = await spawnBoard(dir, { IDELIGHT_TODAY: '2026-12-03' }, ['--max-callers', String(LINES), '--max-per-address', String(LINES)]);
    // A champion to keep: Alice plays today's first hand.
    const a = new TelnetCaller(board.telnet);
    await logOn(a, 'Alice', 'hearts4', true);
    a.type('p');
    await playHand(a);
    a.type(' ');
    await a.waitFor('Welcome, Alice!');
    a.close();
  });
  afterAll(async () => {
    await board?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The board still answers, and Alice's championship is still there. */
  async function stillUp() {
    const c = new TelnetCaller(board.telnet);
    await logOn(c, 'Alice', 'hearts4', false);
    expect(c.text()).toContain('1 of 3 hands played');
    c.type('c');
    await c.waitFor(/Today's Champion\s+Alice/);
    c.close();
    await new Promise((r) => setTimeout(r, 100));
  }

  it('garbage bytes at the log-on and in the door: no crash', async () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 16) & 0xff;
    const g = new TelnetCaller(board.telnet);
    await g.waitFor('Your name');
    for (let i = 0; i < 20; i++) g.raw(Buffer.from(Array.from({ length: 500 }, rnd)));
    await g.settle(100);
    g.close();
    const b = new TelnetCaller(board.telnet);
    await logOn(b, 'Bob', 'spades44', true);
    for (let i = 0; i < 20; i++) b.raw(Buffer.from(Array.from({ length: 500 }, rnd).map((x) => (x === 255 ? 254 : x))));
    await b.settle(100);
    b.close();
    await stillUp();
  });

  it('a megabyte without a newline: the caller is told and hung up', async () => {
    const c = new TelnetCaller(board.telnet);
    await c.waitFor('Your name');
    c.raw(Buffer.alloc(1024 * 1024, 0x61));
    await c.waitClosed(30_000);
    expect(c.lastBytes()).toContain('Too much input at once: hanging up.');
    await stillUp();
  });

  it('an IAC flood: answered once per option, then hung up with a line', async () => {
    const c = new TelnetCaller(board.telnet);
    await c.waitFor('Your name');
    const unit = Buffer.from([IAC, 241, IAC, DO, 0x22]);
    c.raw(Buffer.concat(Array.from({ length: 40_000 }, () => unit)));
    await c.waitClosed(30_000);
    expect(c.lastBytes()).toContain('Too much input at once');
    await stillUp();
  });

  it('a socket closed mid-hand: the hand stays pending where it was, and resumes there', async () => {
    const c = new TelnetCaller(board.telnet);
    await logOn(c, 'Carol', 'clubs444', true);
    c.type('p');
    await c.waitFor('HAND       : 1 of 3');
    c.type('  2  2  2  2\r  2  2  2  2\r');
    await c.settle(150);
    const rows = (t: string) => t.split('\n').slice(1, 19).map((l) => l.slice(0, 46)).join('\n');
    const before = rows(c.text());
    const pile = /PILE CARD\s*:\s*(\d+)/.exec(c.text())![1];
    c.close();
    await new Promise((r) => setTimeout(r, 300));
    const d = new TelnetCaller(board.telnet);
    await logOn(d, 'Carol', 'clubs444', false);
    expect(d.text()).toContain('Your hand 1 of 2026-12-03 is waiting.');
    d.type('p');
    await d.waitFor('Your unfinished hand of 2026-12-03, hand 1.');
    expect(rows(d.text())).toBe(before);
    expect(d.text()).toMatch(new RegExp(`PILE CARD\\s*:\\s*${pile}`));
    d.close();
    await stillUp();
  });

  it(`a burst of ${BURST} connections: at most ${LINES} are let in, every other one gets a line and is closed`, { timeout: 120_000 }, async () => {
    // Admitted callers stay on the line until every connection has its answer.
    const held: net.Socket[] = [];
    const results = await Promise.all(
      Array.from(
        { length: BURST },
        () =>
          new Promise<'in' | 'busy' | 'closed'>((res) => {
            const s = net.connect(board.telnet, '127.0.0.1');
            let got = '';
            let settled = false;
            const done = (r: 'in' | 'busy' | 'closed') => {
              if (settled) return;
              settled = true;
              if (r === 'in') held.push(s);
              else s.destroy();
              res(r);
            };
            s.on('data', (d: Buffer) => {
              got += d.toString('latin1');
              if (got.includes('Your name')) done('in');
              else if (got.includes('The board is busy') || got.includes('Too many calls')) done('busy');
            });
            s.on('error', () => done('closed'));
            s.on('close', () => done(got.includes('busy') ? 'busy' : 'closed'));
            s.setTimeout(60_000, () => done('closed'));
          }),
      ),
    );
    for (const s of held) s.destroy();
    const count = (k: string) => results.filter((r) => r === k).length;
    expect(count('in') + count('busy') + count('closed')).toBe(BURST);
    expect(count('in')).toBeGreaterThan(0);
    expect(count('in')).toBeLessThanOrEqual(LINES);
    expect(count('busy')).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    await stillUp();
  });
});
