/** A server of the tests' own for the build, whose service worker can be made "the next version". */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/**
 * The build served by a server of this test's own, whose service worker script can be made "the
 * next version" (one comment longer): the browser checks for updates itself, out of Playwright's
 * routing, so the preview server could not be told to change it.
 */
export async function serveDist() {
  const dist = resolve(process.env.PW_DIST || 'dist');
  const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.png': 'image/png', '.webmanifest': 'application/manifest+json' };
  let next = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolve(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const body = readFileSync(file);
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    res.end(path === '/sw.js' ? Buffer.concat([body, Buffer.from(next)]) : body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    publishNextVersion: () => void (next = '\n// the next version\n'),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

