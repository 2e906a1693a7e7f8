/**
 * The board's --http port: the built collection (dist/, as `npm run build` makes it) served as
 * static files, and a WebSocket way in at /bbs: the same ANSI stream as telnet in binary frames,
 * behind the same log-on and limits.
 *
 * Everything a request or a frame does runs inside one error boundary: a bad request gets 400 and
 * a log line, a fault in one answer ends that answer, never the board. A request must name the
 * board (web-hosts.ts), a page on another site cannot open the socket, and a caller refused for
 * the limits is told during the upgrade (503) and not accepted at all.
 */
import http from 'node:http';
import type net from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { BOARD_NOTE } from '../src/games/idiots-delight/board-address';
import { Files } from './web-files';
import { HostNames, defaultHostnames, type HostName } from './web-hosts';
import { errorFields, type Logger } from './log';
import type { ApiRequest } from './api-call';

export const WS_PATH = '/bbs';

/** The largest message a caller may send (a paste, not a file). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Frames a second from one caller, of any kind (empty, ping and pong included): keys, not a flood. */
export const WS_FRAMES_PER_SECOND = 512;
/** Fragments of one message (a browser sends none; empty continuation frames are frames too). */
export const WS_MAX_FRAGMENTS = 16;
/** HTTP connections at once beyond the callers' own (pages, assets, keep-alive). */
export const HTTP_SPARE_CONNECTIONS = 64;

export const TOO_MUCH = 'Too much input at once: hanging up.';

export interface WebOptions {
  /** The built collection, or null to serve none. */
  dist: string | null;
  /** Origins allowed besides the board's own names (e.g. https://bbs.example.org behind a proxy). */
  origins: string[];
  /** Names the board answers to besides its listening address (--hostname). */
  hostnames: HostName[];
  /** HTTP connections at once, web sockets included. */
  maxConnections: number;
  log: Logger;
  /** A caller arrived: `null` if admitted (then `connected` follows at once), else why not. */
  admit(addr: string): string | null;
  connected(ws: WebSocket, addr: string, utf8: boolean): WebCaller;
  /** Who is online on every node (GET /who.json); none: no such page. */
  who?: () => Promise<unknown>;
  /** The HTTP API (api.ts): every request under /api/; none: no such pages. */
  api?: (a: ApiRequest) => void;
}

/** The board's end of one web socket caller. */
export interface WebCaller {
  data(bytes: Buffer): void;
  /** Say `why` and hang up with this close code (the caller's hand is kept, as for any hang-up). */
  cutOff(why: string, code: number, reason: string): void;
}

/** The path of a request's target, or null when it is not one (`GET http://x:99999/`, `GET http://[/bbs`). */
export function pathOf(target: string | undefined): { path: string; query: URLSearchParams } | null {
  try {
    const u = new URL(target ?? '/', 'http://board');
    const path = decodeURIComponent(u.pathname);
    return path.includes('\0') ? null : { path, query: u.searchParams };
  } catch {
    return null;
  }
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 421: 'Misdirected Request', 500: 'Internal Server Error', 503: 'Service Unavailable' };

export async function startWeb(port: number, host: string, o: WebOptions): Promise<http.Server> {
  const files = new Files(o.dist);
  const log = o.log;
  let names: HostNames | null = null;

  /** The checks every request and upgrade passes first: a request the board can read, for one of its names. */
  const precheck = (req: http.IncomingMessage, addr: string): { status: number; text: string } | { path: string; query: URLSearchParams } => {
    const target = pathOf(req.url);
    if (target === null) {
      log.warn('http-bad-request', { addr, method: req.method, url: req.url });
      return { status: 400, text: 'Bad request' };
    }
    if (req.headers.host === undefined) {
      log.warn('http-bad-request', { addr, method: req.method, url: req.url, error: 'no Host header' });
      return { status: 400, text: 'Bad request: no Host header' };
    }
    if (!names!.host(req.headers.host)) {
      log.warn('http-misdirected', { addr, host: req.headers.host, url: req.url });
      return { status: 421, text: `This board does not answer to ${req.headers.host}: its sysop can add the name with --hostname.` };
    }
    return target;
  };

  const server = http.createServer(
    {
      // A request's headers and body must come in time (slow senders hold a connection each).
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 2_000,
      // A request without a Host is answered (400, logged) by the handler below, not by Node silently.
      requireHostHeader: false,
    },
    (req, res) => {
      const addr = req.socket.remoteAddress ?? '?';
      const answer = (status: number, text: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { ...files.common(), 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(req.method === 'HEAD' ? undefined : text + '\n');
      };
      try {
        const p = precheck(req, addr);
        if ('status' in p) return answer(p.status, p.text, { Connection: 'close' });
        const get = req.method === 'GET' || req.method === 'HEAD';
        // The collection's IDelight program asks for this note to learn that a board served it, and calls it.
        if (p.path === '/' + BOARD_NOTE) {
          if (!get) return answer(405, 'Method not allowed', { Allow: 'GET, HEAD' });
          res.writeHead(200, { ...files.common(), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : JSON.stringify({ bbs: WS_PATH }));
          return;
        }
        // Who is online on every node of the board (the leases), for a sysop's page or a peer's.
        if (p.path === '/who.json' && o.who) {
          if (!get) return answer(405, 'Method not allowed', { Allow: 'GET, HEAD' });
          void o.who().then(
            (callers) => res.writeHead(200, { ...files.common(), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : JSON.stringify({ callers })),
            (e: unknown) => {
              log.error('who-failed', { addr, ...errorFields(e) });
              if (!res.headersSent) answer(500, 'The board could not answer that.');
            },
          );
          return;
        }
        if (o.api && (p.path === '/api' || p.path.startsWith('/api/'))) {
          return o.api({ req, res, path: p.path, query: p.query, addr, originOk: names!.origin(req.headers.origin), common: files.common() });
        }
        if (!files.has()) return answer(404, 'This board serves no collection (build it with npm run build).');
        if (!get) return answer(405, 'Method not allowed', { Allow: 'GET, HEAD' });
        files.serve(p.path, req, res, answer);
      } catch (e) {
        log.error('http-fault', { addr, url: req.url, ...errorFields(e) });
        try {
          if (!res.headersSent) answer(500, 'The board could not answer that.');
          else res.destroy();
        } catch {
          res.destroy();
        }
      }
    },
  );
  server.maxConnections = o.maxConnections;
  server.maxRequestsPerSocket = 1000;
  server.on('drop', (d?: { remoteAddress?: string }) => log.warn('http-busy', { addr: d?.remoteAddress, max: o.maxConnections }));

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: WS_MAX_PAYLOAD,
    maxFragments: WS_MAX_FRAGMENTS,
    // A closed socket whose other end does not answer the close is let go after 5 s, not 30.
    closeTimeout: 5_000,
    // Pings are answered below, once counted: ws's own guard would drop a ping flood without a word.
    autoPong: false,
  } as ConstructorParameters<typeof WebSocketServer>[0]);

  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const addr = (socket as net.Socket).remoteAddress ?? '?';
    socket.on('error', (e) => log.info('ws-socket-error', { addr, ...errorFields(e) }));
    /** Answer the upgrade with a plain HTTP refusal and let the socket go. */
    const refuse = (status: number, text: string, extra = '') => {
      const body = text + '\n';
      const common = Object.entries(files.common())
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Refused'}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${common}${extra}Connection: close\r\n\r\n${body}`);
      // Destroyed once the answer is written, not kept waiting for the other end to close.
      (socket as net.Socket).destroySoon?.();
    };
    try {
      const p = precheck(req, addr);
      if ('status' in p) return refuse(p.status, p.text);
      if (p.path !== WS_PATH) return refuse(404, 'Not found');
      if (!names!.origin(req.headers.origin)) {
        log.warn('ws-origin-refused', { addr, origin: req.headers.origin, host: req.headers.host });
        return refuse(403, 'Forbidden origin');
      }
      const no = o.admit(addr);
      if (no) {
        log.warn('ws-busy', { addr, why: no });
        return refuse(503, no, 'Retry-After: 60\r\n');
      }
      // With no verifyClient, the callback runs at once: nobody else is admitted in between.
      wss.handleUpgrade(req, socket, head, (ws) => caller(ws, socket as net.Socket, addr, p.query.get('charset') === 'utf8'));
    } catch (e) {
      log.error('ws-fault', { addr, url: req.url, ...errorFields(e) });
      if (!socket.destroyed) refuse(500, 'The board could not answer that.');
    }
  });

  /** One caller's frames, counted whatever their kind, handed to the board. */
  const caller = (ws: WebSocket, socket: net.Socket, addr: string, utf8: boolean) => {
    const h = o.connected(ws, addr, utf8);
    let windowStart = Date.now();
    let frames = 0;
    let cut = false;
    const cutOff = (why: string, code: number, reason: string, flood = false) => {
      if (cut) return;
      cut = true;
      try {
        h.cutOff(why, code, reason);
      } finally {
        ws.close(code, reason);
        // Read no more of a flood (its close never comes: closeTimeout lets the socket go).
        if (flood) socket.pause();
      }
    };
    /** Counts one frame; false once the caller is over the rate (and cut off). */
    const frame = (): boolean => {
      if (cut) return false;
      const now = Date.now();
      if (now - windowStart >= 1000) {
        windowStart = now;
        frames = 0;
      }
      if (++frames <= WS_FRAMES_PER_SECOND) return true;
      log.warn('ws-flood', { addr, frames });
      cutOff(TOO_MUCH, 1008, 'too many frames', true);
      return false;
    };
    ws.on('message', (d: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (!frame()) return;
      if (!isBinary) {
        log.warn('ws-text-frame', { addr });
        return cutOff('This board speaks binary frames only: hanging up.', 1003, 'binary frames only');
      }
      try {
        h.data(Buffer.isBuffer(d) ? d : Array.isArray(d) ? Buffer.concat(d) : Buffer.from(d));
      } catch (e) {
        log.error('ws-fault', { addr, ...errorFields(e) });
        cutOff('The board could not handle that: hanging up. Your hand is kept.', 1011, 'fault');
      }
    });
    ws.on('ping', (d: Buffer) => {
      if (frame()) ws.pong(d);
    });
    ws.on('pong', () => void frame());
    // The protocol's own refusals (a message over 64 KB: 1009; too many fragments: 1008) close the socket.
    ws.on('error', (e: Error & { code?: string }) => log.warn('ws-refused-frame', { addr, code: e.code, error: e.message }));
  };

  server.on('clientError', (e: Error & { code?: string }, socket: Duplex) => {
    const addr = (socket as net.Socket).remoteAddress ?? '?';
    if (e.code !== 'ECONNRESET' && e.code !== 'EPIPE') log.warn('http-bad-request', { addr, code: e.code, error: e.message });
    if ((socket as net.Socket).writable && !(socket as net.Socket).writableEnded) {
      const status = e.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : e.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
      socket.end(`HTTP/1.1 ${status}\r\nContent-Length: 0\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n`);
    }
    (socket as net.Socket).destroySoon?.();
  });

  await new Promise<void>((res) =>
    server.listen(port, host, () => {
      // The port is known once listening (0 picks one); no request is read before this.
      const a = server.address();
      names = new HostNames(a && typeof a === 'object' ? a.port : port, defaultHostnames(host), o.hostnames, o.origins);
      res();
    }),
  );
  return server;
}

