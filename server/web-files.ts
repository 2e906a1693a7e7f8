/**
 * The built collection served as static files, and the headers every answer of the --http port
 * carries: nosniff, a Content-Security-Policy that keeps the board's pages out of other sites'
 * frames, cross-origin isolation, and validators (ETag, Last-Modified) so a browser's second
 * visit costs a 304.
 */
import type http from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import { extname, normalize, resolve, sep } from 'node:path';

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

/**
 * What the collection needs, and no more: its own scripts (and the page's inline ones, by hash),
 * workers and the service worker from the same origin, pictures drawn into data: and blob: URLs,
 * web sockets to any board the player calls (ws:, wss:). No frames of it on other sites.
 * 'unsafe-eval': pixi.js builds its WebGL shader code with `new Function` and refuses to start
 * without it (the display then falls back to 2D and says so) unless the app imports
 * pixi.js/unsafe-eval; no script text from outside the build can run either way.
 */
export function contentSecurityPolicy(inline: { scripts: string[]; styles: string[] }): string {
  const hashes = (list: string[]) => list.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval'${hashes(inline.scripts)}`,
    `style-src 'self'${hashes(inline.styles)}`,
    "img-src 'self' data: blob:",
    "media-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The sha256 sources of a page's inline <script> and <style> elements, for the policy. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const digest = (s: string) => `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => digest(m[1]!));
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => digest(m[1]!));
  return { scripts, styles };
}

export class Files {
  private readonly root: string | null;
  /** The policy, made from the page as it is now (a rebuild while the board runs changes its hashes). */
  private policy = contentSecurityPolicy({ scripts: [], styles: [] });
  private policyOf = '';

  constructor(dist: string | null) {
    this.root = dist ? resolve(dist) : null;
  }

  /** Whether there is a collection to serve. */
  has(): boolean {
    return this.root !== null && isFile(resolve(this.root, 'index.html')) !== null;
  }

  /** The headers every answer carries, its errors too. */
  common(): Record<string, string> {
    const page = this.root ? isFile(resolve(this.root, 'index.html')) : null;
    const key = page ? `${page.size}-${page.mtimeMs}` : '';
    if (page && key !== this.policyOf) {
      try {
        this.policy = contentSecurityPolicy(inlineHashes(readFileSync(resolve(this.root!, 'index.html'), 'utf8')));
        this.policyOf = key;
      } catch {
        // Unreadable a moment (a rebuild writing it): the last policy stands, and it is read again next time.
      }
    }
    return {
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': this.policy,
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      // Cross-origin isolation, as vite.config.ts serves it: the page shares memory with its solver
      // workers (src/solver/pool.ts). Every file is the board's own, so nothing is refused.
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
      'Cross-Origin-Resource-Policy': 'same-origin',
    };
  }

  /** Answer a GET or HEAD for `path` (already decoded) from the collection. */
  serve(path: string, req: http.IncomingMessage, res: http.ServerResponse, answer: Answer): void {
    const root = this.root!;
    const file = resolve(root, '.' + normalize(path.endsWith('/') ? path + 'index.html' : path));
    // Nothing outside the collection's folder.
    if (file !== root && !file.startsWith(root + sep)) return answer(404, 'Not found');
    const st = isFile(file);
    if (!st) return answer(404, 'Not found');
    const etag = `W/"${st.size.toString(16)}-${Math.floor(st.mtimeMs).toString(16)}"`;
    const headers: Record<string, string> = {
      ...this.common(),
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ETag: etag,
      'Last-Modified': new Date(st.mtimeMs).toUTCString(),
      // The service worker and the page must be fetched fresh; hashed assets may be kept.
      'Cache-Control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (notModified(req, etag, st)) {
      res.writeHead(304, headers).end();
      return;
    }
    headers['Content-Length'] = String(st.size);
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(file);
    // A file that cannot be read half-way (deleted by a rebuild) ends that answer, nothing else.
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }
}

export type Answer = (status: number, text: string, headers?: Record<string, string>) => void;

function isFile(file: string): Stats | null {
  try {
    const st = statSync(file);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** RFC 9110 13.1: If-None-Match (weak comparison) decides when present, else If-Modified-Since. */
function notModified(req: http.IncomingMessage, etag: string, st: Stats): boolean {
  const inm = req.headers['if-none-match'];
  if (inm !== undefined) {
    const weak = (t: string) => t.trim().replace(/^W\//, '');
    return inm.trim() === '*' || inm.split(',').some((t) => weak(t) === weak(etag));
  }
  const ims = req.headers['if-modified-since'];
  if (ims === undefined) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(st.mtimeMs / 1000) * 1000 <= since;
}
