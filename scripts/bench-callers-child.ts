/**
 * One process of `npm run bench:callers`'s callers (forked by bench-callers.ts, several at once),
 * so the callers' own work (reading screens, SSH's ciphers) runs outside the process that starts the
 * board and never on the board's event loop. Each caller arrives at its time, comes in by its way
 * (telnet, SSH, the web socket, RLogin from a configured peer), signs up (or is named by its peer
 * board) and plays whole tournament hands, a key every KEY_MS. It sends back every key's time, from
 * writing the key to the end of the screen update it caused, by way in; and its own event-loop delay,
 * which is part of what it measured.
 */
import net from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import ssh2 from 'ssh2';
import WebSocket from 'ws';
import { AnsiScreen } from '../src/games/idiots-delight/ansi/reader';
import { PARK } from '../src/games/idiots-delight/ansi/writer';
import { idEngine, isOver, keyFor, pressKey, type IDState } from '../src/games/idiots-delight/engine';
import { tournamentDeal } from '../src/games/idiots-delight/door';
import { IAC, DO, WONT, WILL, DONT, SB, SE } from '../server/telnet';
import { nextKey, type ChildJob, type ChildResult } from './bench-callers-shared';

/** A screen fed by some transport: waits for text, and tells the end of each update (PARK). */
class Line {
  readonly screen = new AnsiScreen('cp437');
  onUpdate: (() => void) | null = null;
  closed = false;
  private waiters: (() => void)[] = [];
  private tail = '';
  send: (b: Buffer) => void = () => undefined;
  close: () => void = () => undefined;

  feed(b: Buffer): void {
    this.screen.feed(b);
    // PARK may be split across two reads: keep the last few bytes.
    this.tail = (this.tail + b.toString('latin1')).slice(-PARK.length);
    if (this.tail === PARK) this.onUpdate?.();
    this.wake();
  }
  gone(): void {
    this.closed = true;
    this.wake();
  }
  private wake() {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
  async waitFor(what: string, ms = 120_000): Promise<void> {
    const end = Date.now() + ms;
    while (!this.screen.text().includes(what)) {
      if (this.closed) throw new Error(`closed waiting for ${what}: ${this.screen.text().replace(/\s+/g, ' ').slice(0, 300)}`);
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${this.screen.text().replace(/\s+/g, ' ').slice(0, 300)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 250);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }
  type(s: string): void {
    this.send(Buffer.from(s, 'latin1'));
  }
}

function telnet(port: number, handshake?: Buffer): Promise<Line> {
  const l = new Line();
  const sock = net.connect({ port, host: '127.0.0.1' });
  sock.setNoDelay(true);
  let iac: number[] = [];
  sock.on('data', (d: Buffer) => {
    const out: number[] = [];
    for (const b of d) {
      if (iac.length > 0) {
        iac.push(b);
        const verb = iac[1];
        if (verb === IAC) {
          out.push(IAC);
          iac = [];
        } else if (verb === SB) {
          if (b === SE && iac[iac.length - 2] === IAC) iac = [];
        } else if (verb === WILL || verb === WONT || verb === DO || verb === DONT) {
          if (iac.length === 3) {
            if (verb === DO) sock.write(Buffer.from([IAC, WONT, b]));
            iac = [];
          }
        } else iac = [];
      } else if (b === IAC && !handshake) iac = [IAC];
      else out.push(b);
    }
    l.feed(Buffer.from(out));
  });
  sock.on('close', () => l.gone());
  sock.on('error', () => undefined);
  l.send = (b) => void sock.write(b);
  l.close = () => sock.destroy();
  if (handshake) sock.write(handshake);
  return new Promise((res, rej) => {
    sock.once('connect', () => res(l));
    sock.once('error', rej);
  });
}

function ssh(port: number): Promise<Line> {
  const l = new Line();
  const client = new ssh2.Client();
  client.on('close', () => l.gone());
  return new Promise((res, rej) => {
    client.on('error', rej);
    client.on('ready', () =>
      client.shell({ term: 'ansi', cols: 80, rows: 25 }, (err, stream) => {
        if (err) return rej(err);
        stream.on('data', (d: Buffer) => l.feed(d));
        stream.on('close', () => l.gone());
        l.send = (b) => void stream.write(b);
        l.close = () => client.end();
        res(l);
      }),
    );
    // The board's own screen asks for the name and password; SSH's log-on is not checked.
    client.connect({ host: '127.0.0.1', port, username: 'bench', password: 'x', hostVerifier: () => true, readyTimeout: 120_000 });
  });
}

function ws(port: number): Promise<Line> {
  const l = new Line();
  const sock = new WebSocket(`ws://127.0.0.1:${port}/bbs`, { perMessageDeflate: false });
  sock.on('message', (d: Buffer) => l.feed(d));
  sock.on('close', () => l.gone());
  l.send = (b) => sock.send(b, { binary: true });
  l.close = () => sock.terminate();
  return new Promise((res, rej) => {
    sock.once('open', () => res(l));
    sock.once('error', rej);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function main(job: ChildJob): Promise<ChildResult> {
  const eld = monitorEventLoopDelay({ resolution: 10 });
  eld.enable();
  // The callers' own collections: a pause here is a slow key the board had no part in.
  let gcMax = 0;
  const gc = new PerformanceObserver((l) => {
    for (const e of l.getEntries()) gcMax = Math.max(gcMax, e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const res: ChildResult = { keys: { telnet: [], ssh: [], ws: [], rlogin: [] }, slow: [], hands: 0, inAt: [], failed: [], eld: { p99: 0, max: 0, gcMax: 0 }, cpuMs: 0 };
  await Promise.all(
    job.callers.map(async ({ n, way, at }) => {
      await sleep(job.start + at - Date.now());
      const name = `Caller ${n}`;
      let l: Line;
      try {
        if (way === 'rlogin') {
          l = await telnet(job.ports.rlogin, Buffer.from(`\0${job.peerSecret}\0${name}\0xtrn=IDELIGHT/38400\0`, 'latin1'));
          await l.waitFor(`Welcome, ${job.peerTag} ${name}!`);
        } else {
          l = way === 'telnet' ? await telnet(job.ports.telnet) : way === 'ssh' ? await ssh(job.ports.ssh) : await ws(job.ports.http);
          await l.waitFor('Your name');
          l.type(name + '\r');
          await l.waitFor('choose a password');
          l.type('password1\r');
          await l.waitFor('again');
          l.type('password1\r');
          await l.waitFor(`Welcome, ${name}!`);
        }
      } catch (e) {
        res.failed.push(`${way} ${name}: ${(e as Error).message}`);
        return;
      }
      res.inAt.push(Date.now() - job.start);
      let hand = 0;
      let s: IDState | null = null;
      while (Date.now() < job.end && !l.closed) {
        const next = Date.now() + job.keyMs;
        let k: string;
        let did: ChildResult['slow'][number]['did'] = 'move';
        if (s === null) {
          did = 'start';
          // On the menu: P starts the next tournament hand, dealt as the board deals it.
          k = 'p';
          hand++;
          s = idEngine.newGame(tournamentDeal(job.secret, job.today, hand), {});
        } else if (isOver(s)) {
          did = 'menu';
          res.hands++;
          k = ' ';
          s = null;
        } else {
          k = nextKey(s);
          s = pressKey(s, keyFor(k === '\r' ? 'Enter' : k)!).state;
          if (isOver(s)) did = 'end';
        }
        const done = new Promise<void>((r) => (l.onUpdate = r));
        const t0 = performance.now();
        l.type(k);
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([done, new Promise((r) => (timer = setTimeout(r, job.timeoutMs)))]);
        clearTimeout(timer);
        const ms = performance.now() - t0;
        res.keys[way].push(ms);
        if (ms > 100) res.slow.push({ at: Date.now() - job.start, ms, way, did });
        await sleep(next - Date.now());
      }
      l.close();
    }),
  );
  eld.disable();
  gc.disconnect();
  res.eld = { p99: eld.percentile(99) / 1e6, max: eld.max / 1e6, gcMax };
  const c = process.cpuUsage();
  res.cpuMs = (c.user + c.system) / 1000;
  return res;
}

process.once('message', (job: ChildJob) => {
  main(job).then(
    (r) => process.send!(r, () => process.exit(0)),
    (e: unknown) => {
      process.stderr.write(`bench child: ${String(e)}\n`);
      process.exit(1);
    },
  );
});
