/**
 * Issue 53, item 2: a caller who drops during the log-on leaves no name "on the board". The board
 * (startBoard on a temporary SQLite database, its telnet and web-socket listeners on free loopback
 * ports) runs on a store whose chosen call is held open, so the close lands in the middle of that
 * step, every time: after the name, at an existing account's password, while a new password is
 * stored, after a wrong password, during the wrong-password wait and while the door starts. Then
 * the same name logs on from a new connection and must reach the door. The steps whose wait cannot
 * be held (the password's hash) are also run with the keys and the hang-up in one write.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import WebSocket from 'ws';
import { TelnetCaller, tempDir } from './callers';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import { openDatabase } from '../../server/db/open';
import type { Database } from '../../server/db/db';
import { Store } from '../../server/store';
import { startBoard, type Board } from '../../server/board';
import { hashPassword } from '../../server/passwords';

/** What a test does with a caller, whichever way it came in. */
interface Dialer {
  waitFor(what: string | RegExp): Promise<void>;
  text(): string;
  type(s: string): void;
  typeAndHangUp(s: string): void;
  close(): void;
}

/** Every wait is bounded well inside the test's time, so a failing case ends, and closes its lines, before the next starts. */
const WAIT_MS = 20_000;

const until = async (what: string, ok: () => boolean, ms = WAIT_MS) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

class TelnetDialer extends TelnetCaller implements Dialer {
  override waitFor(what: string | RegExp, ms = WAIT_MS) {
    return super.waitFor(what, ms);
  }
}

class WsCaller implements Dialer {
  private ws: WebSocket;
  private screen = new AnsiScreen('cp437');
  constructor(port: number) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}/bbs`);
    this.ws.on('message', (d: Buffer) => this.screen.feed(d));
    this.ws.on('error', () => undefined);
  }
  text() {
    return this.screen.text();
  }
  async waitFor(what: string | RegExp) {
    const has = () => (typeof what === 'string' ? this.text().includes(what) : what.test(this.text()));
    await until(`${String(what)}; screen:\n${this.text()}`, has);
  }
  type(s: string) {
    this.ws.send(Buffer.from(s), { binary: true });
  }
  typeAndHangUp(s: string) {
    this.type(s);
    this.ws.close();
  }
  close() {
    this.ws.terminate();
  }
}

/** A store whose next call of a chosen method answers only when released (the call itself runs). */
function holdable(store: Store) {
  const held = new Map<string, { called: () => void; released: Promise<void>; release: () => void }>();
  const proxy = new Proxy(store, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver) as unknown;
      if (typeof v !== 'function') return v;
      return (...args: unknown[]) => {
        const h = held.get(String(prop));
        const result = (v as (...a: unknown[]) => unknown).apply(target, args);
        if (!h) return result;
        held.delete(String(prop));
        h.called();
        return h.released.then(() => result);
      };
    },
  });
  /** Hold the next call of `method`: `called` resolves when it is made, `release` lets it answer. */
  const hold = (method: keyof Store) => {
    let release!: () => void;
    let called!: () => void;
    const wasCalled = new Promise<void>((r) => (called = r));
    const released = new Promise<void>((r) => (release = r));
    held.set(method, { called, released, release });
    return { called: wasCalled, release, cancel: () => held.delete(method) };
  };
  /** After a case: nothing stays held. */
  const clear = () => {
    for (const h of held.values()) h.release();
    held.clear();
  };
  return { store: proxy, hold, clear };
}

describe('a caller who drops during the log-on leaves the name free', { timeout: 120_000 }, () => {
  const dir = tempDir('logon-drop');
  let db: Database;
  let board: Board;
  let gate: ReturnType<typeof holdable>;
  const log: string[] = [];
  beforeAll(async () => {
    db = await openDatabase(dir, '');
    const store = new Store(db);
    gate = holdable(store);
    board = await startBoard(gate.store, { host: '127.0.0.1', telnet: 0, ssh: null, http: 0, dist: null, dataDir: dir, maxCallers: 64, maxPerAddress: 64, log: (l) => log.push(l) });
    // The sysop first, so no test below depends on being the board's first caller.
    await store.createAccount('Sysop', await hashPassword('sysop-pass'));
  });
  afterAll(async () => {
    await board?.stop();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every line a case opens, closed after it whatever happened. */
  const lines: Dialer[] = [];
  const opened = (d: Dialer) => (lines.push(d), d);
  const transports: [string, () => Dialer][] = [
    ['telnet', () => opened(new TelnetDialer(board.telnetPort!))],
    ['the web socket', () => opened(new WsCaller(board.httpPort!))],
  ];
  afterEach(async () => {
    for (const d of lines.splice(0)) d.close();
    gate.clear();
    await boardSawClose();
  });

  /** The board has seen the line close (its caller is gone from the board's count). */
  const boardSawClose = () => until('the board to see the close', () => board.callers() === 0);
  /** The board logged that a log-on stopped at `step` since `from` (a line that did not stop would not
   *  say so). Another case's line may still be logging its stop under load, so any stop since counts. */
  const stoppedSince = async (from: number, step: RegExp) => {
    const stopped = () => log.slice(from).some((l) => /the log-on stopped/.test(l) && step.test(l));
    await until(`the log-on to stop (${String(step)}); log: ${log.slice(from).join(' | ')}`, stopped);
    expect(stopped()).toBe(true);
  };

  /** A new connection logs `name` on and reaches the door (never "already on the board"); `isNew`:
   *  whether the name must still be new, or 'either'. */
  const reachesDoor = async (dial: () => Dialer, name: string, password: string, isNew: boolean | 'either') => {
    const c = dial();
    try {
      await c.waitFor('Your name');
      c.type(`${name}\r`);
      await c.waitFor(isNew === 'either' ? /choose a password|your password please/ : isNew ? 'choose a password' : 'your password please');
      const asNew = c.text().includes('choose a password');
      c.type(`${password}\r`);
      if (asNew) {
        await c.waitFor('again');
        c.type(`${password}\r`);
      }
      await c.waitFor(/Welcome, \w+!|already on the board|Wrong password/);
      expect(c.text()).not.toContain('already on the board');
      expect(c.text()).toContain(`Welcome, ${name}!`);
    } finally {
      c.close();
      await boardSawClose();
    }
  };

  /** An account of its own for each case, so one case's failure cannot spill into the next. */
  let n = 0;
  const account = async () => {
    const name = `Caller${++n}`;
    await gate.store.createAccount(name, await hashPassword('right-pass'));
    return name;
  };

  for (const [via, dial] of transports) {
    describe(`over ${via}`, () => {
      it('after the name (the password typed ahead): the log-on stops, the typed-ahead password goes nowhere', async () => {
        const name = await account();
        const c = dial();
        await c.waitFor('Your name');
        const from = log.length;
        const h = gate.hold('account');
        c.type(`${name}\rright-pass\r`);
        await h.called;
        c.close();
        await boardSawClose();
        h.release();
        await stoppedSince(from, /at the name/);
        await reachesDoor(dial, name, 'right-pass', false);
      });

      it("right after an existing account's password", async () => {
        const name = await account();
        const c = dial();
        await c.waitFor('Your name');
        c.type(`${name}\r`);
        await c.waitFor('your password please');
        const from = log.length;
        const h = gate.hold('account');
        c.type('right-pass\r');
        await h.called;
        c.close();
        await boardSawClose();
        h.release();
        await stoppedSince(from, /at the password/);
        await reachesDoor(dial, name, 'right-pass', false);
      });

      it('the password and the hang-up in one write (the close lands while the password is checked)', async () => {
        const name = await account();
        for (let i = 0; i < 3; i++) {
          const c = dial();
          await c.waitFor('Your name');
          c.type(`${name}\r`);
          await c.waitFor('your password please');
          c.typeAndHangUp('right-pass\r');
          await boardSawClose();
          await reachesDoor(dial, name, 'right-pass', false);
        }
      });

      it('while a new password is stored: no account is made for a line that has gone', async () => {
        const name = `New${++n}`;
        const c = dial();
        await c.waitFor('Your name');
        c.type(`${name}\r`);
        await c.waitFor('choose a password');
        c.type('new-pass\r');
        await c.waitFor('again');
        const from = log.length;
        const h = gate.hold('claimAccount');
        c.type('new-pass\r');
        await h.called;
        c.close();
        await boardSawClose();
        h.release();
        await stoppedSince(from, /choosing a password/);
        await reachesDoor(dial, name, 'new-pass', true);
      });

      it('the new password, or its second typing, and the hang-up in one write', async () => {
        for (const atAgain of [false, true]) {
          const name = `New${++n}`;
          const c = dial();
          await c.waitFor('Your name');
          c.type(`${name}\r`);
          await c.waitFor('choose a password');
          if (atAgain) {
            c.type('new-pass\r');
            await c.waitFor('again');
          }
          c.typeAndHangUp('new-pass\r');
          await boardSawClose();
          // The account is made only if the close came after it was stored; either way the name is free.
          await reachesDoor(dial, name, 'new-pass', atAgain ? 'either' : true);
        }
      });

      it('after a wrong password (the right one typed ahead): the try is counted, the log-on stops', async () => {
        const name = await account();
        const c = dial();
        await c.waitFor('Your name');
        c.type(`${name}\r`);
        await c.waitFor('your password please');
        const from = log.length;
        const h = gate.hold('logonFailed');
        c.type('wrong-pass\rright-pass\r');
        await h.called;
        c.close();
        await boardSawClose();
        h.release();
        await stoppedSince(from, /after a wrong password/);
        expect((await gate.store.failures(name, '127.0.0.1', Date.now())).failures).toBe(1);
        await reachesDoor(dial, name, 'right-pass', false);
      });

      it('during the wrong-password wait (the right one typed in it)', async () => {
        const name = await account();
        const c = dial();
        await c.waitFor('Your name');
        c.type(`${name}\r`);
        await c.waitFor('your password please');
        c.type('wrong-pass\r');
        await c.waitFor('Wrong password.');
        const from = log.length;
        // Should the close land after the wait after all, the password's look-up is held instead:
        // the log-on stops either way, at a known step.
        const h = gate.hold('account');
        c.typeAndHangUp('right-pass\r');
        await boardSawClose();
        h.release();
        await stoppedSince(from, /during the wrong-password wait|at the password/);
        h.cancel();
        await reachesDoor(dial, name, 'right-pass', false);
      });

      it('while the door starts: the name is freed by the hang-up', async () => {
        const name = await account();
        const c = dial();
        await c.waitFor('Your name');
        c.type(`${name}\r`);
        await c.waitFor('your password please');
        const h = gate.hold('player');
        c.type('right-pass\r');
        await h.called;
        c.close();
        await boardSawClose();
        h.release();
        await reachesDoor(dial, name, 'right-pass', false);
      });
    });
  }
});
