/**
 * A flood the byte rate cannot see: when the board is slow to draw each key, every read of a
 * flood lands in a new second and stays under the rate limit. The queue of log-on keys is bounded
 * too, so the caller is hung up with a line however the reads are spread.
 */
import { describe, expect, it } from 'vitest';
import { Caller, DEFAULT_LIMITS, type BoardContext, type Line } from '../../server/caller';
import type { Store } from '../../server/store';
import type { Leases } from '../../server/lease';
import { systemClock } from '../../server/clock';

function caller() {
  const sent: Buffer[] = [];
  let closed = false;
  const line: Line = { send: (b) => void sent.push(b), close: () => void (closed = true) };
  const store = { settings: () => Promise.resolve({ timeZone: 'UTC' }) } as unknown as Store;
  const ctx: BoardContext = { store, leases: {} as Leases, clock: systemClock, limits: DEFAULT_LIMITS, log: () => undefined };
  return { c: new Caller(ctx, line), sent, closed: () => closed };
}

describe('log-on keys typed ahead', () => {
  it('600 keys in one read, far under the byte rate: hung up with a line, nothing handled past the bound', async () => {
    const { c, sent, closed } = caller();
    await c.start();
    c.data(Buffer.alloc(600, 0x61));
    expect(closed()).toBe(true);
    expect(Buffer.concat(sent).toString('latin1')).toContain('Too much input at once: hanging up.');
    await c.closed();
  });

  it('in the door too, one read of thousands of keys is refused before any is drawn', async () => {
    const { c, sent, closed } = caller();
    await c.start();
    c.stage = 'door';
    c.data(Buffer.alloc(4000, 0x32));
    expect(closed()).toBe(true);
    expect(Buffer.concat(sent).toString('latin1')).toContain('Too much input at once: hanging up.');
    await c.closed();
  });

  it('a name and a password typed ahead are kept (well under the bound)', async () => {
    const { c, closed } = caller();
    await c.start();
    c.data(Buffer.from('Alice\rhearts4\r'));
    expect(closed()).toBe(false);
    await c.closed();
  });

  it('a name typed ahead in one read is drawn once, after its last letter; a control key last still leaves the letters drawn', async () => {
    for (const [typed, shown] of [['Alice', 'Alice'], ['Bob\x03', 'Bob']] as const) {
      const { c, sent } = caller();
      await c.start();
      const before = sent.length;
      c.data(Buffer.from(typed, 'latin1'));
      for (let i = 0; i < 100 && !Buffer.concat(sent.slice(before)).toString('latin1').includes(shown); i++) await new Promise((r) => setImmediate(r));
      // A few more turns: any drawing still owed would arrive now.
      for (let i = 0; i < 10; i++) await new Promise((r) => setImmediate(r));
      expect(sent.length - before).toBe(1);
      expect(sent[before]!.toString('latin1')).toContain(shown);
      await c.closed();
    }
  });
});

