/**
 * Scripted callers for the board's tests and bench: a telnet client that answers option
 * negotiation as a plain terminal would, reads the screen with the ANSI reader, and types keys.
 */
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import { PARK, type Charset } from '../../src/games/idiots-delight/ansi/writer';
import { IAC, DO, DONT, WILL, WONT, SB, SE } from '../../server/telnet';

export const KEY = { up: '\x1b[A', down: '\x1b[B', enter: '\r', esc: '\x1b' };

export class TelnetCaller {
  readonly screen: AnsiScreen;
  private sock: net.Socket;
  private waiters: (() => void)[] = [];
  closed = false;
  /** Everything received (protocol removed), for tests that look at the bytes. */
  received: Buffer[] = [];
  /** Times each screen update ended (PARK seen), for the bench. */
  onUpdate: (() => void) | null = null;
  private iac: number[] = [];

  constructor(port: number, charset: Charset = 'cp437', host = '127.0.0.1', localAddress?: string) {
    this.screen = new AnsiScreen(charset);
    // localAddress: a call from another loopback address (127.0.0.2), for the per-address rules.
    this.sock = net.connect({ port, host, ...(localAddress ? { localAddress } : {}) });
    this.sock.setNoDelay(true);
    this.sock.on('data', (d: Buffer) => this.data(d));
    this.sock.on('close', () => {
      this.closed = true;
      this.wake();
    });
    this.sock.on('error', () => undefined);
  }

  connected(): Promise<void> {
    return new Promise((res, rej) => {
      if (this.sock.readyState === 'open') return res();
      this.sock.once('connect', () => res());
      this.sock.once('error', rej);
    });
  }

  private data(d: Buffer) {
    const out: number[] = [];
    for (const b of d) {
      if (this.iac.length > 0) {
        this.iac.push(b);
        const [, verb] = this.iac;
        if (verb === IAC) {
          out.push(IAC);
          this.iac = [];
        } else if (verb === SB) {
          if (b === SE && this.iac[this.iac.length - 2] === IAC) this.iac = [];
        } else if (verb === WILL || verb === WONT || verb === DO || verb === DONT) {
          if (this.iac.length === 3) {
            // A plain terminal: it lets the board echo, and does nothing else.
            if (verb === DO) this.sock.write(Buffer.from([IAC, WONT, b]));
            this.iac = [];
          }
        } else this.iac = [];
        continue;
      }
      if (b === IAC) this.iac = [IAC];
      else out.push(b);
    }
    const buf = Buffer.from(out);
    this.received.push(buf);
    this.screen.feed(buf);
    this.lastData = Date.now();
    if (buf.toString('latin1').endsWith(PARK)) {
      this.updates++;
      this.onUpdate?.();
    }
    this.wake();
  }

  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  text(): string {
    return this.screen.text();
  }

  /** Wait until the screen shows `what` (a string or a pattern), or fail after `ms` with the screen in the message. */
  async waitFor(what: string | RegExp, ms = 60_000): Promise<void> {
    const has = () => (typeof what === 'string' ? this.text().includes(what) : what.test(this.text()));
    const end = Date.now() + ms;
    while (!has()) {
      if (this.closed) throw new Error(`connection closed waiting for ${String(what)}; screen:\n${this.text()}\nlast: ${Buffer.concat(this.received.slice(-3)).toString('latin1').slice(-200)}`);
      if (Date.now() > end) throw new Error(`timed out waiting for ${String(what)}; screen:\n${this.text()}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 200);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  async waitClosed(ms = 60_000): Promise<void> {
    const end = Date.now() + ms;
    while (!this.closed) {
      if (Date.now() > end) throw new Error('still connected');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  type(s: string): void {
    this.updates = 0;
    this.sock.write(Buffer.from(s, 'utf8'));
  }

  /** Screen updates finished since the last `type`. */
  private updates = 0;
  private lastData = 0;

  /** Wait for the board to answer what was typed: an update finished, then a moment of quiet. */
  async settle(quietMs = 40, maxMs = 10_000): Promise<void> {
    const end = Date.now() + maxMs;
    while (Date.now() < end && !this.closed) {
      if (this.updates > 0 && Date.now() - this.lastData >= quietMs) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  raw(b: Buffer | Uint8Array): boolean {
    return this.sock.write(b);
  }

  close(): void {
    this.sock.destroy();
  }

  /** Type `s` and hang up in the same write: the board reads the keys, then the end of the line. */
  typeAndHangUp(s: string): void {
    this.sock.end(Buffer.from(s, 'utf8'));
  }

  lastBytes(): string {
    return Buffer.concat(this.received).toString('latin1');
  }
}

/** Sign up (or log on) `name` with `password` and wait for the door's menu. */
export async function logOn(c: TelnetCaller, name: string, password: string, isNew: boolean): Promise<void> {
  await c.waitFor('Your name');
  c.type(name + '\r');
  if (isNew) {
    await c.waitFor('choose a password');
    c.type(password + '\r');
    await c.waitFor('again');
    c.type(password + '\r');
  } else {
    await c.waitFor('your password please');
    c.type(password + '\r');
  }
  await c.waitFor(`Welcome, ${name}!`);
}

/** The hand on screen, read back: the top card of each row, stock count (for a scripted player). */
export function readCounters(text: string): { pile: number; off: number } {
  const pile = Number(/PILE CARD\s*:\s*(\d+)/.exec(text)?.[1] ?? -1);
  const off = Number(/CARDS OFF\s*:\s*(\d+)/.exec(text)?.[1] ?? -1);
  return { pile, off };
}

/**
 * Play the hand on screen to its end by keys alone, as a caller who does not think: each round
 * plays every row (Space twice, then 2 for the next row) and deals (Enter); once the pile is empty,
 * D (Done). The same keys on the same deal give the same hand, whoever types them.
 */
export async function playHand(c: TelnetCaller, rounds = 60): Promise<void> {
  await c.waitFor('PILE CARD');
  for (let i = 0; i < rounds; i++) {
    if (c.text().includes('Press any key')) return;
    const { pile } = readCounters(c.text());
    c.type('  2  2  2  2' + (pile > 0 ? '\r' : 'd'));
    await c.settle();
  }
  await c.waitFor('Press any key');
}

export function tempDir(tag: string): string {
  return mkdtempSync(join(tmpdir(), `idelight-${tag}-`));
}

/**
 * The command of a package.json script that runs a server entry point with tsx (`npm run bbs`,
 * `door`, `door:import`), as one node process with tsx's loader: `npm run` and tsx's own launcher
 * are two node processes more, about 0.6 CPU-s a start, and the server tests start about twenty.
 * tmux.test.ts keeps `npm run door`, the sysop's own command.
 */
export function tsxScript(script: 'bbs' | 'door' | 'door:import', args: string[]): [string, string[]] {
  // The entry point is read from package.json's script, so the tests run what the sysop's command runs.
  const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const m = /^tsx ((?:--\S+ )*)(\S+)$/.exec(scripts[script] ?? '');
  if (!m) throw new Error(`package.json's "${script}" is not "tsx [--node-flag ...] <file>": ${scripts[script]}`);
  const flags = m[1]!.split(' ').filter(Boolean);
  return [process.execPath, [...flags, '--import', 'tsx', m[2]!, ...args]];
}

/** `npm run bbs` (tsxScript) as a child process on free ports; resolves once it prints its ports. */
export async function spawnBoard(
  dataDir: string,
  env: Record<string, string> = {},
  extra: string[] = [],
): Promise<{ proc: ChildProcess; telnet: number; ssh: number; http: number; stdout: () => string; stderr: () => string; stop: () => Promise<void> }> {
  const proc = spawn(...tsxScript('bbs', ['--telnet', '0', '--ssh', '0', '--http', '0', '--data', dataDir, ...extra]), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let err = '';
  proc.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const ports = await new Promise<{ telnet: number; ssh: number; http: number }>((res, rej) => {
    const t = setTimeout(() => rej(new Error(`board did not start: ${out} ${err}`)), 60_000);
    proc.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /board: telnet (\d+) ssh (\d+) http (\d+)/.exec(out);
      if (m) {
        clearTimeout(t);
        res({ telnet: Number(m[1]), ssh: Number(m[2]), http: Number(m[3]) });
      }
    });
    proc.on('exit', (code) => rej(new Error(`board exited ${code}: ${out} ${err}`)));
  });
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    // The whole group: the board and anything it started.
    try {
      process.kill(-proc.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
    await exited;
  };
  // stdout: the `board:` line, then the board's log (one JSON line per event).
  return { proc, ...ports, stdout: () => out, stderr: () => err, stop };
}

/** A peer board's call: the handshake, then the caller's keys (the board's answer starts with a zero byte). */
export function rloginCall(port: number, clientUser: string, serverUser: string, terminal = 'xtrn=IDELIGHT/38400', localAddress?: string): TelnetCaller {
  const c = new TelnetCaller(port, 'cp437', '127.0.0.1', localAddress);
  c.raw(Buffer.from(`\0${clientUser}\0${serverUser}\0${terminal}\0`, 'latin1'));
  return c;
}

/** The RLogin port on a spawned board's `board:` line. */
export const rloginPort = (b: { stdout: () => string }) => Number(/ rlogin (\d+) /.exec(b.stdout())![1]);
