/**
 * The board's --http port: the built collection (dist/, as `npm run build` makes it) served as
 * static files, and a WebSocket way in at /bbs: the same ANSI stream as telnet in binary frames,
 * behind the same log-on and limits. A browser page from another site cannot open it (the Origin
 * must be the board's own address, or one the sysop allows).
 */
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { BOARD_NOTE } from '../src/games/idiots-delight/board-address';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export const WS_PATH = '/bbs';

/** The largest message a caller may send (a paste, not a file). */
export const WS_MAX_PAYLOAD = 64 * 1024;

export interface WebOptions {
  /** The built collection, or null to serve none. */
  dist: string | null;
  /** Origins allowed besides the board's own address (e.g. https://bbs.example.org behind a proxy). */
  origins: string[];
  /** A caller arrived: `null` if admitted (then `connected` follows), else why not. */
  admit(addr: string): string | null;
  connected(ws: WebSocket, addr: string, utf8: boolean): void;
}

/** Whether a browser's Origin may call: the address the page was served from, or an allowed one. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: string[]): boolean {
  // Programs that are not browsers send no Origin; a page always does.
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    const o = new URL(origin);
    return host !== undefined && o.host === host && (o.protocol === 'http:' || o.protocol === 'https:');
  } catch {
    return false;
  }
}

function serveFile(root: string, req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end('Method not allowed\n');
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end('Bad request\n');
    return;
  }
  if (path.includes('\0')) {
    res.writeHead(400).end('Bad request\n');
    return;
  }
  const file = resolve(root, '.' + normalize(path.endsWith('/') ? path + 'index.html' : path));
  // Nothing outside the collection's folder.
  if (file !== root && !file.startsWith(root + sep)) {
    res.writeHead(404).end('Not found\n');
    return;
  }
  if (!existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Content-Length': String(statSync(file).size),
    'X-Content-Type-Options': 'nosniff',
    // The service worker and the page must be fetched fresh; hashed assets may be kept.
    'Cache-Control': /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

export function startWeb(port: number, host: string, o: WebOptions): Promise<http.Server> {
  const root = o.dist ? resolve(o.dist) : null;
  const server = http.createServer((req, res) => {
    // The collection's IDelight program asks for this note to learn that a board served it, and calls it.
    if (new URL(req.url ?? '/', 'http://x').pathname === '/' + BOARD_NOTE) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ bbs: WS_PATH }));
      return;
    }
    if (root === null || !existsSync(join(root, 'index.html'))) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('This board serves no collection (build it with npm run build).\n');
      return;
    }
    serveFile(root, req, res);
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => undefined);
    const url = new URL(req.url ?? '/', 'http://x');
    const refuse = (code: number, why: string) => {
      socket.end(`HTTP/1.1 ${code} ${why}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${why}\n`);
    };
    if (url.pathname !== WS_PATH) return refuse(404, 'Not Found');
    if (!originAllowed(req.headers.origin, req.headers.host, o.origins)) return refuse(403, 'Forbidden origin');
    const addr = (socket as import('node:net').Socket).remoteAddress ?? '?';
    wss.handleUpgrade(req, socket, head, (ws) => {
      const no = o.admit(addr);
      if (no) {
        ws.send(Buffer.from(`${no}\r\n`, 'latin1'));
        ws.close(1013, 'busy');
        return;
      }
      o.connected(ws, addr, url.searchParams.get('charset') === 'utf8');
    });
  });
  server.on('clientError', (_e, socket) => socket.destroy());
  return new Promise((res) => server.listen(port, host, () => res(server)));
}
