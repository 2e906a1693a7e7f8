/**
 * Issue 48, a tournament nobody can game, against real board processes (SQLite here, PostgreSQL in
 * pg.test.ts): two fresh boards deal their own hands and no deal number reaches a caller; one live
 * call per name across two nodes (a race repeated: never playing on both); kill -9 in a hand loses
 * no key the board answered; wrong passwords from 127.0.0.2 never lock the owner out at 127.0.0.1.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { TelnetCaller, logOn, readCounters, spawnBoard, tempDir } from './callers';
import { openDatabase } from '../../server/db/open';

/** Rounds of the same-name race (more in the deep tier). */
export const LEASE_RACES = process.env.DEEP === '1' ? 10 : 3;

type Node = Awaited<ReturnType<typeof spawnBoard>>;
/** Leases renewed every 300 ms (a take-over is noticed soon); 15 s before a silent node's lease lapses, so a busy machine never lets one lapse by itself. */
const FAST = { IDELIGHT_TODAY: '2026-12-03', IDELIGHT_LEASE_MS: '300,15000' };

async function pendingDeal(dir: string, url: string | undefined, name: string): Promise<number> {
  const db = await openDatabase(dir, url ?? '');
  try {
    const r = await db.read((q) => q.all<{ pending_deal: number }>('SELECT pending_deal FROM players WHERE name_key = ?', [name.toLowerCase()]));
    return Number(r[0]!.pending_deal);
  } finally {
    await db.close();
  }
}

/** The game screen's rows of cards (the part of the screen that is the hand). */
const handOnScreen = (t: string) => t.split('\n').slice(2, 14).join('\n');

/** Log on (a known name); when the name is live elsewhere, take it over. */
async function logOnTakingOver(c: TelnetCaller, name: string, pw: string): Promise<boolean> {
  await c.waitFor('Your name');
  c.type(name + '\r');
  await c.waitFor('your password please');
  c.type(pw + '\r');
  await c.waitFor(/Welcome, |you are on node/);
  if (!c.text().includes('you are on node')) return false;
  c.type('t');
  await c.waitFor(`Welcome, ${name}!`);
  return true;
}

export function fairSuite(label: string, env: (tag: string) => Record<string, string>) {
  describe(`a tournament nobody can game (${label})`, { timeout: 240_000 }, () => {
    const nodes: Node[] = [];
    const dirs: string[] = [];
    const dir = (tag: string) => {
      const d = tempDir(tag);
      dirs.push(d);
      return d;
    };
    const start = async (d: string, e: Record<string, string>) => {
      const n = await spawnBoard(d, { ...FAST, ...e });
      nodes.push(n);
      return n;
    };
    afterAll(async () => {
      await Promise.all(nodes.map((n) => n.stop()));
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it('two fresh boards deal different hands on the same date, and no deal number reaches the caller', async () => {
      const deals: number[] = [];
      const hands: string[] = [];
      for (const tag of ['deal_a', 'deal_b']) {
        const d = dir(tag);
        const e = env(tag);
        const n = await start(d, e);
        const c = new TelnetCaller(n.telnet);
        await logOn(c, 'Alice', 'hearts4', true);
        c.type('p');
        await c.waitFor('HAND       : 1 of 3');
        const deal = await pendingDeal(d, e['DATABASE_URL'], 'Alice');
        // The board never shows or sends the number of a hand being played.
        expect(c.lastBytes()).not.toContain(String(deal));
        deals.push(deal);
        hands.push(handOnScreen(c.text()));
        c.close();
        await n.stop();
      }
      expect(deals[0]).not.toBe(deals[1]);
      expect(hands[0]).not.toBe(hands[1]);
    });

    it('kill -9 during a hand: restarted on the same data, the caller resumes at the last key the board answered', async () => {
      const d = dir('kill');
      const e = env('kill');
      let n = await start(d, e);
      const a = new TelnetCaller(n.telnet);
      await logOn(a, 'Kim', 'kimpass1', true);
      a.type('p');
      await a.waitFor('PILE CARD');
      for (const k of ['\r', '  ', '2', '\r', '  ']) {
        a.type(k);
        await a.settle();
      }
      const before = readCounters(a.text());
      const shown = handOnScreen(a.text());
      expect(before.pile).toBeLessThan(44);
      process.kill(-n.proc.pid!, 'SIGKILL');
      await a.waitClosed();
      n = await start(d, e);
      const b = new TelnetCaller(n.telnet);
      // The dead node's lease is still fresh for a moment: the caller may be asked to take it over.
      await logOnTakingOver(b, 'Kim', 'kimpass1');
      b.type('p');
      await b.waitFor('Your unfinished hand');
      expect(readCounters(b.text())).toEqual(before);
      expect(handOnScreen(b.text())).toBe(shown);
      b.close();
    });

    it(`the same name on two nodes, ${LEASE_RACES} races: the second is told where the first is, takes over, and never plays on both`, async () => {
      const d = dir('lease');
      const e = env('lease');
      const one = await start(d, e);
      const two = await start(d, e);
      const sign = new TelnetCaller(one.telnet);
      await logOn(sign, 'Rex', 'rexpass1', true);
      sign.type('p');
      await sign.waitFor('PILE CARD');
      sign.close();
      await sign.waitClosed();
      for (let round = 0; round < LEASE_RACES; round++) {
        const a = new TelnetCaller(one.telnet);
        const b = new TelnetCaller(two.telnet);
        await Promise.all([a.waitFor('Your name'), b.waitFor('Your name')]);
        a.type('Rex\r');
        b.type('Rex\r');
        await Promise.all([a.waitFor('your password please'), b.waitFor('your password please')]);
        // Both passwords at the same moment: one call gets the name, the other is told where it is.
        a.type('rexpass1\r');
        b.type('rexpass1\r');
        await Promise.all([a.waitFor(/Welcome, Rex|you are on node/), b.waitFor(/Welcome, Rex|you are on node/)]);
        const inside = [a, b].filter((c) => c.text().includes('Welcome, Rex'));
        expect(inside.length, `round ${round}`).toBe(1);
        const first = inside[0]!;
        const second = first === a ? b : a;
        expect(second.text()).toMatch(/Rex: you are on node \S+\./);
        first.type('p');
        await first.waitFor('PILE CARD');
        // The take-over and a key on the first node at the same moment: the key is either answered
        // (and saved) before the take-over, or refused with the first call hung up.
        second.type('t');
        first.type('\r');
        await second.waitFor('Welcome, Rex!');
        await first.waitClosed();
        expect(first.lastBytes()).toMatch(/taken over by a call on node/);
        const last = readCounters(first.text());
        second.type('p');
        await second.waitFor('PILE CARD');
        // The hand the second call has is the first's as its last answered key left it.
        expect(readCounters(second.text()), `round ${round}`).toEqual(last);
        second.type('l');
        await second.waitFor('Save and log off?');
        second.type('y');
        await second.waitFor('Thanks For Playing');
        second.close();
        await second.waitClosed();
      }
    });

    it('five wrong passwords from 127.0.0.2 lock the name there only: the right one from 127.0.0.1 logs on', async () => {
      const d = dir('lock');
      const n = await start(d, env('lock'));
      const owner = new TelnetCaller(n.telnet);
      await logOn(owner, 'Sysop', 'rightpw1', true);
      owner.close();
      // Two calls from 127.0.0.2 (three wrong hang up a call): 3 + 2 wrong passwords.
      for (const tries of [3, 2]) {
        const x = new TelnetCaller(n.telnet, 'cp437', '127.0.0.1', '127.0.0.2');
        await x.waitFor('Your name');
        x.type('sysop\r');
        for (let i = 0; i < tries; i++) {
          await x.waitFor('your password please');
          x.type(`wrong${i}\r`);
          if (i < tries - 1) await x.waitFor('Wrong password.');
        }
        await x.waitClosed();
        expect(x.lastBytes()).toMatch(tries === 3 ? /3 wrong passwords: hanging up/ : /Sysop is locked for 15 minutes from your address/);
      }
      const y = new TelnetCaller(n.telnet, 'cp437', '127.0.0.1', '127.0.0.2');
      await y.waitFor('Your name');
      y.type('sysop\r');
      await y.waitFor('locked for a while after wrong passwords from your address');
      y.close();
      const me = new TelnetCaller(n.telnet, 'cp437', '127.0.0.1', '127.0.0.1');
      await logOn(me, 'Sysop', 'rightpw1', false);
      me.close();
    });
  });
}
