/**
 * The board: telnet, SSH and web socket (--http, web.ts) listeners in front of the door. Each
 * connection is a Caller (caller.ts). Limits: callers at once, calls at once from one address;
 * past them a caller gets one clear line and is hung up (on the web socket: a 503 to the upgrade).
 */
import net from 'node:net';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { generateKeyPairSync } from 'node:crypto';
import { join } from 'node:path';
import ssh2 from 'ssh2';
import { Caller, DEFAULT_LIMITS, type BoardContext, type CallerLimits } from './caller';
import { Telnet, escapeIac } from './telnet';
import { startWeb, HTTP_SPARE_CONNECTIONS } from './web';
import { createLogger, type Logger } from './log';
import type { HostName } from './web-hosts';
import type http from 'node:http';
import type { AccountsPolicy, Store } from './store';
import { systemClock, type Clock } from './clock';
import { Leases, leaseTimesFromEnv } from './lease';
import { createApi } from './api';
import { DailyStore } from './daily-store';
import { rloginServer, HANDSHAKE_MS, type Peer } from './rlogin';

export interface BoardOptions {
  host: string;
  /** Ports; 0 picks a free one; null leaves that way in closed. */
  telnet: number | null;
  ssh: number | null;
  /** The web socket and the collection (issue 34). */
  http?: number | null;
  /** The built collection to serve on --http (default: none). */
  dist?: string | null;
  /** Browser origins allowed on the web socket besides the board's own names. */
  origins?: string[];
  /** Names the board answers to on --http besides its listening address (--hostname). */
  hostnames?: HostName[];
  dataDir: string;
  maxCallers: number;
  maxPerAddress: number;
  limits?: Partial<CallerLimits>;
  /** The board's structured log (log.ts); JSON lines on standard output by default. */
  logger?: Logger;
  /** Lines of the callers' and the door's own (errors): into `logger` as `message` events unless given. */
  log?: (line: string) => void;
  /** What a second call for a name on this node is told: "You are on node NODE." (default
   *  IDELIGHT_NODE, else the process id). */
  node?: string;
  /** Time and waiting (tests inject one). */
  clock?: Clock;
  /** RLogin for peer boards (rlogin.ts): a port (0: any free one), or null/absent for none. */
  rlogin?: number | null;
  peers?: Peer[];
  /** How long a peer has to send its RLogin handshake (default HANDSHAKE_MS). */
  rloginTimeoutMs?: number;
  /** The policy for new accounts (--accounts), stored in the settings; without it the one chosen
   *  before (here or on the sysop menu) stays, and while none was, defaultAccounts(host) applies. */
  accounts?: AccountsPolicy;
}

/** Only this machine can call a board on a loopback address: nobody else can make names there. */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::1' || h === 'localhost' || /^::ffff:127\./.test(h);
}

/** `validated` for a board reachable from more than loopback, else `open` (issue 54). */
export const defaultAccounts = (host: string): AccountsPolicy => (isLoopbackHost(host) ? 'open' : 'validated');

export const DEFAULTS = { host: '127.0.0.1', telnet: 2323, ssh: 2222, http: 8080, maxCallers: 256, maxPerAddress: 16 };

export interface Board {
  telnetPort: number | null;
  sshPort: number | null;
  httpPort: number | null;
  rloginPort: number | null;
  /** Callers connected now. */
  callers(): number;
  stop(): Promise<void>;
}

/** The SSH host key: made on the first start (ECDSA P-256) and kept in the data folder. */
export function hostKey(dataDir: string): Buffer {
  const file = join(dataDir, 'ssh_host_ecdsa_key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1', privateKeyEncoding: { type: 'sec1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    writeFileSync(file, privateKey, { mode: 0o600 });
  }
  return readFileSync(file);
}

export async function startBoard(store: Store, o: BoardOptions): Promise<Board> {
  const logger = o.logger ?? createLogger();
  const log = o.log ?? ((text: string) => logger.warn('message', { text }));
  // The data folder is made before the log file in it (0700, as hostKey makes it).
  mkdirSync(o.dataDir, { recursive: true, mode: 0o700 });
  const unlogFile = logger.toFile?.(join(o.dataDir, 'board.log')) ?? (() => undefined);
  const clock = o.clock ?? systemClock;
  // The default is never stored: a board first run on loopback and later opened to the world is validated.
  store.accountsDefault = defaultAccounts(o.host);
  if (o.accounts) await store.setAccounts(o.accounts);
  const leases = new Leases(store, o.node ?? process.env['IDELIGHT_NODE'] ?? String(process.pid), clock, leaseTimesFromEnv(), log);
  const ctx: BoardContext = { store, leases, clock, limits: { ...DEFAULT_LIMITS, ...o.limits }, log, logger, peers: o.peers ?? [] };
  const live = new Set<Caller>();
  const perAddress = new Map<string, number>();
  const closing: Promise<unknown>[] = [];

  /** Admit a caller from `addr`, or say why not. */
  const admit = (addr: string): string | null => {
    if (live.size >= o.maxCallers) return `The board is busy: all ${o.maxCallers} lines are in use. Call again later.`;
    if ((perAddress.get(addr) ?? 0) >= o.maxPerAddress) return `Too many calls from your address at once (${o.maxPerAddress}).`;
    return null;
  };
  const track = (c: Caller, addr: string) => {
    live.add(c);
    perAddress.set(addr, (perAddress.get(addr) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      live.delete(c);
      const n = (perAddress.get(addr) ?? 1) - 1;
      if (n <= 0) perAddress.delete(addr);
      else perAddress.set(addr, n);
      const p = c.closed().catch((e: unknown) => log(`hang-up: ${String(e)}`));
      closing.push(p);
      void p.then(() => closing.splice(closing.indexOf(p), 1));
    };
  };

  // ---------------------------------------------------------------- telnet
  let telnetServer: net.Server | null = null;
  if (o.telnet !== null) {
    telnetServer = net.createServer((sock) => {
      sock.setNoDelay(true);
      sock.on('error', () => undefined);
      const addr = sock.remoteAddress ?? '?';
      const no = admit(addr);
      if (no) {
        sock.end(`${no}\r\n`);
        sock.destroy();
        return;
      }
      const line = {
        send: (b: Buffer) => {
          if (!sock.destroyed) sock.write(escapeIac(b));
        },
        close: () => sock.end(),
      };
      const caller = new Caller(ctx, line, 'cp437', addr, 'telnet');
      const gone = track(caller, addr);
      const tn = new Telnet({ send: (b) => !sock.destroyed && sock.write(b), terminalType: (t) => caller.terminalType(t) });
      sock.on('data', (chunk: Buffer) => {
        const data = tn.feed(chunk);
        if (!caller.countRaw(chunk.length - data.length)) return;
        if (data.length > 0) caller.data(data);
      });
      sock.on('close', gone);
      // Idle sockets that never finish their log-on are closed by the caller's timer.
      tn.start();
      caller.start().catch((e: unknown) => log(`telnet: ${String(e)}`));
    });
    telnetServer.on('error', (e) => log(`telnet: ${String(e)}`));
    await new Promise<void>((r) => telnetServer!.listen(o.telnet!, o.host, r));
  }

  // ---------------------------------------------------------------- SSH
  let sshServer: ssh2.Server | null = null;
  if (o.ssh !== null) {
    // The log-on is the board's own screen, the same as on telnet: SSH only carries it.
    sshServer = new ssh2.Server({ hostKeys: [hostKey(o.dataDir)], banner: "Idiot's Delight board" }, (client, info) => {
      const addr = info.ip;
      client.on('error', () => undefined);
      const no = admit(addr);
      client.on('authentication', (a) => a.accept());
      client.on('ready', () => {
        client.on('session', (acceptSession) => {
          const session = acceptSession();
          let term = '';
          session.on('pty', (accept, _reject, pinfo) => {
            term = pinfo.term;
            accept?.();
          });
          session.on('env', (accept, _reject, e) => {
            if (e.key === 'LANG' || e.key === 'LC_ALL') term += ` ${e.val}`;
            accept?.();
          });
          session.on('window-change', (accept) => accept?.());
          session.on('shell', (accept) => {
            const stream = accept();
            if (no) {
              stream.write(`${no}\r\n`);
              stream.exit(1);
              stream.end();
              return;
            }
            const line = {
              send: (b: Buffer) => {
                if (stream.writable) stream.write(b);
              },
              close: () => {
                stream.exit(0);
                stream.end();
              },
            };
            const caller = new Caller(ctx, line, 'cp437', addr, 'ssh');
            const gone = track(caller, addr);
            caller.terminalType(term);
            stream.on('data', (d: Buffer) => caller.data(d));
            stream.on('close', gone);
            client.on('close', gone);
            caller.start().catch((e: unknown) => log(`ssh: ${String(e)}`));
          });
        });
      });
    });
    sshServer.on('error', (e: unknown) => log(`ssh: ${String(e)}`));
    await new Promise<void>((r) => sshServer!.listen(o.ssh!, o.host, r));
  }

  // ---------------------------------------------------------------- RLogin (peer boards' callers)
  let rlogin: net.Server | null = null;
  if (o.rlogin != null) {
    rlogin = rloginServer({
      peers: o.peers ?? [],
      logger,
      timeoutMs: o.rloginTimeoutMs ?? HANDSHAKE_MS,
      admit,
      arrived: (sock, addr, name, terminal, rest) => {
        // No telnet on RLogin: the bytes are the caller's keys.
        const line = {
          send: (b: Buffer) => void (!sock.destroyed && sock.write(b)),
          close: () => sock.end(),
        };
        const caller = new Caller(ctx, line, 'cp437', addr, 'rlogin');
        const gone = track(caller, addr);
        sock.on('data', (d: Buffer) => caller.data(d));
        sock.on('close', gone);
        // enterAs first: from its first line the caller is no log-on's (no log-on screen drawn).
        const entering = caller.enterAs(name);
        caller.terminalType(terminal);
        if (rest.length > 0) caller.data(rest);
        entering.catch((e: unknown) => log(`rlogin: ${String(e)}`));
      },
    });
    rlogin.on('error', (e) => log(`rlogin: ${String(e)}`));
    await new Promise<void>((r) => rlogin!.listen(o.rlogin!, o.host, r));
  }

  // ---------------------------------------------------------------- web socket + the collection
  let web: http.Server | null = null;
  if (o.http != null) {
    web = await startWeb(o.http, o.host, {
      dist: o.dist ?? null,
      origins: o.origins ?? [],
      hostnames: o.hostnames ?? [],
      maxConnections: o.maxCallers + HTTP_SPARE_CONNECTIONS,
      log: logger,
      admit,
      who: () => leases.online(),
      api: createApi({ store, daily: new DailyStore(store.db), clock, log: logger, note: log }),
      connected: (ws, addr, utf8) => {
        let close = { code: 1000, reason: 'hang-up' };
        const line = {
          send: (b: Buffer) => {
            if (ws.readyState === ws.OPEN) ws.send(b, { binary: true });
          },
          close: () => ws.close(close.code, close.reason),
        };
        const caller = new Caller(ctx, line, utf8 ? 'utf8' : 'cp437', addr, 'ws');
        const gone = track(caller, addr);
        ws.on('close', gone);
        caller.start().catch((e: unknown) => log(`web socket: ${String(e)}`));
        return {
          data: (b) => caller.data(b),
          cutOff: (why, code, reason) => {
            close = { code, reason };
            caller.drop(why);
          },
        };
      },
    });
    web.on('error', (e) => logger.error('http-error', { error: String(e) }));
  }

  const portOf = (s: net.Server | ssh2.Server | http.Server | null) => {
    const a = s?.address();
    return a && typeof a === 'object' ? a.port : null;
  };
  return {
    telnetPort: portOf(telnetServer),
    sshPort: portOf(sshServer),
    httpPort: portOf(web),
    rloginPort: portOf(rlogin),
    callers: () => live.size,
    stop: async () => {
      telnetServer?.close();
      sshServer?.close();
      rlogin?.close();
      web?.close();
      web?.closeAllConnections();
      // Every caller hangs up; their hands in progress are kept.
      const all = [...live];
      for (const c of all) c.drop('The board is going down: your hand is kept.');
      await Promise.all([...all.map((c) => c.closed()), ...closing]);
      leases.stop();
      unlogFile();
    },
  };
}
