/**
 * The board's HTTP API under /api/ on the --http port (issue 51; docs/bbs.md lists every answer):
 * a session from the board's own log-on, today's daily deals, posting a finished game's log, and
 * the tables. Every answer is JSON; every refusal says why in words ({ "error" }). Requests are
 * rate-limited per address and per account (api-limits.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import { Buckets, ratesFromEnv, type Rates } from './api-limits';
import { checkPassword } from './passwords';
import { LOCK_AFTER, LOCK_MINUTES, delayAfter } from './caller';
import { ApiError, type ApiContext, type ApiRequest, type Call, type Route } from './api-call';
import { dailyRoutes } from './api-daily';
import { errorFields } from './log';

/** A session lasts this long from its log-on. */
export const SESSION_DAYS = 30;
export const SESSION_COOKIE = 'idelight_session';
/** The largest body a request may send (a long game's log is well under it). */
export const MAX_BODY = 512 * 1024;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function createApi(ctx: ApiContext, rates: Rates = ratesFromEnv()): (a: ApiRequest) => void {
  const byAddress = new Buckets(rates.perAddress);
  const byAccount = new Buckets(rates.perAccount);
  /** After a wrong password, an address waits before its next log-on (as on telnet, without holding a connection). */
  const waitUntil = new Map<string, number>();
  const routes = new Map<string, Route>([['/api/session', session], ...dailyRoutes(ctx)]);

  async function session(c: Call): Promise<void> {
    const { a } = c;
    if (c.method === 'GET') return c.send(200, { name: await c.who() });
    if (c.method === 'DELETE') {
      const t = tokenOf(a.req);
      if (t !== null) await ctx.daily.dropSession(hashToken(t));
      ctx.log.info('api-logoff', { addr: a.addr });
      return c.send(200, { ok: true }, { 'Set-Cookie': cookie(a.req, '', 0) });
    }
    if (c.method !== 'POST') throw new ApiError(405, 'Use POST to log on, GET to see who you are, DELETE to log off.', {}, { Allow: 'GET, POST, DELETE' });
    const now = ctx.clock.now();
    const wait = waitUntil.get(a.addr) ?? 0;
    if (wait > now) throw new ApiError(429, 'Wait a moment after a wrong password.', {}, { 'Retry-After': String(Math.ceil((wait - now) / 1000)) });
    const b = await c.body();
    const { name, password } = b;
    if (typeof name !== 'string' || typeof password !== 'string' || name.length > 200 || password.length > 200) throw new ApiError(400, 'Send { "name": ..., "password": ... }.');
    const acc = await ctx.store.account(name.trim());
    if (!acc) return refused(a, name, 'No account of that name here: a new name applies by calling the board (telnet or the board page).');
    if (acc.password === null) return refused(a, acc.name, 'That name has no password yet: call the board to choose one.');
    // The same locks as the telnet log-on (caller.ts): per name and address, and the address's wait.
    if ((await ctx.store.failures(acc.name, a.addr, now)).lockedUntil > 0) return refused(a, acc.name, `${acc.name} is locked for a while after wrong passwords from your address: try later.`);
    if (!(await checkPassword(acc.password, password, (l) => ctx.note(`${acc.name}: ${l}`)))) {
      const f = await ctx.store.logonFailed(acc.name, a.addr, ctx.clock.now(), LOCK_AFTER, LOCK_MINUTES * 60_000);
      waitUntil.set(a.addr, ctx.clock.now() + delayAfter(f.fromAddress));
      if (waitUntil.size > 50_000) for (const [k, v] of waitUntil) if (v <= now) waitUntil.delete(k);
      ctx.log.warn('wrong-password', { name: acc.name, addr: a.addr, how: 'http' });
      if (f.lockedUntil > 0) {
        ctx.log.warn('lockout', { name: acc.name, addr: a.addr, how: 'http', minutes: LOCK_MINUTES });
        return refused(a, acc.name, `Too many wrong passwords: ${acc.name} is locked for ${LOCK_MINUTES} minutes from your address.`);
      }
      return refused(a, acc.name, 'Wrong password.');
    }
    await ctx.store.logonSucceeded(acc.name, a.addr);
    const token = randomBytes(32).toString('base64url');
    const maxAge = SESSION_DAYS * 86_400;
    await ctx.daily.addSession(acc.name, hashToken(token), now, now + maxAge * 1000);
    ctx.log.info('api-logon', { name: acc.name, addr: a.addr });
    c.send(200, { token, name: acc.name, expires: new Date(now + maxAge * 1000).toISOString() }, { 'Set-Cookie': cookie(a.req, token, maxAge) });
  }

  function refused(a: ApiRequest, name: string, why: string): never {
    ctx.log.warn('api-logon-refused', { name, addr: a.addr, why });
    throw new ApiError(401, why);
  }

  return (a: ApiRequest) => {
    let account: string | null = null;
    const cors = corsHeaders(a);
    if (a.req.method === 'OPTIONS') return preflight(a, cors);
    const call: Call = {
      a,
      method: a.req.method ?? 'GET',
      async who() {
        const t = tokenOf(a.req);
        const name = t === null ? null : await ctx.daily.sessionName(hashToken(t), ctx.clock.now());
        if (name === null) throw new ApiError(401, t === null ? 'Log on first (POST /api/session).' : 'Your session has ended: log on again.');
        const wait = byAccount.take(name.toLowerCase(), ctx.clock.now());
        if (wait > 0) throw new ApiError(429, 'Too many requests on your account: wait a little.', {}, { 'Retry-After': String(wait) });
        account = name;
        return name;
      },
      body: () => readBody(a.req),
      send(status, body, headers = {}) {
        if (a.res.headersSent) return;
        a.res.writeHead(status, { ...a.common, ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
        a.res.end(a.req.method === 'HEAD' ? undefined : JSON.stringify(body));
      },
    };
    const fail = (e: unknown) => {
      if (e instanceof ApiError) {
        if (e.status >= 500) ctx.log.error('api-fault', { addr: a.addr, path: a.path, error: e.message });
        // A body cut off (413) is not read on: the connection closes after the answer.
        call.send(e.status, { error: e.message, ...e.extra }, e.status === 413 ? { ...e.headers, Connection: 'close' } : e.headers);
        if (e.status === 413) a.res.once('finish', () => a.req.destroy());
        return;
      }
      ctx.log.error('api-fault', { addr: a.addr, path: a.path, name: account ?? undefined, ...errorFields(e) });
      call.send(500, { error: 'The board could not answer that.' });
    };
    try {
      const wait = byAddress.take(a.addr, ctx.clock.now());
      if (wait > 0) {
        ctx.log.warn('api-rate-limited', { addr: a.addr, path: a.path });
        throw new ApiError(429, 'Too many requests from your address: wait a little.', {}, { 'Retry-After': String(wait) });
      }
      // A page on another site cannot act with the player's cookie (SameSite=Strict says so too).
      if (call.method !== 'GET' && call.method !== 'HEAD' && !a.originOk) throw new ApiError(403, 'Requests from another site are refused.');
      const route = routes.get(a.path) ?? [...routes.entries()].find(([p]) => p.endsWith('/') && a.path.startsWith(p))?.[1];
      if (!route) throw new ApiError(404, `No such API: ${a.path}.`);
      route(call).catch(fail);
    } catch (e) {
      fail(e);
    }
  };
}

/**
 * A page on a site the sysop allows (`--origin`, a collection served elsewhere with `bbs=`) may call
 * the API with its bearer token: its Origin is named back (CORS), never `*`, and no cookie rides
 * along (the cookie is SameSite=Strict and credentials are not allowed). The board's own pages need
 * none of it. Without an Origin, or with one the board refuses, no CORS header is sent.
 */
function corsHeaders(a: ApiRequest): Record<string, string> {
  const origin = a.req.headers.origin;
  if (origin === undefined || !a.originOk) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Retry-After',
    // The answer is for that page alone (the board's pages are same-origin and need no header).
    'Cross-Origin-Resource-Policy': 'cross-origin',
    Vary: 'Origin',
  };
}

/** A browser's question before a cross-site call: allowed origins may send JSON with a bearer token. */
function preflight(a: ApiRequest, cors: Record<string, string>): void {
  if (!('Access-Control-Allow-Origin' in cors)) {
    a.res.writeHead(403, { ...a.common, 'Content-Type': 'application/json; charset=utf-8' });
    a.res.end(JSON.stringify({ error: 'Requests from another site are refused.' }));
    return;
  }
  a.res.writeHead(204, {
    ...a.common,
    ...cors,
    'Access-Control-Allow-Methods': 'GET, POST, DELETE',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  });
  a.res.end();
}

/** The session token a request carries: `Authorization: Bearer TOKEN`, else the session cookie. */
export function tokenOf(req: http.IncomingMessage): string | null {
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(auth) : null;
  if (m) return m[1]!;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === SESSION_COOKIE && v && /^[A-Za-z0-9_-]{20,100}$/.test(v)) return v;
  }
  return null;
}

/** Behind https (a proxy that says so, or TLS itself) the cookie is Secure. */
function isHttps(req: http.IncomingMessage): boolean {
  const fwd = req.headers['x-forwarded-proto'];
  const proto = (Array.isArray(fwd) ? fwd[0] : fwd)?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https' || (req.socket as { encrypted?: boolean }).encrypted === true;
}

function cookie(req: http.IncomingMessage, token: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; Path=/api; HttpOnly; SameSite=Strict${isHttps(req) ? '; Secure' : ''}`;
}

/** The request's body as a JSON object; 413 past MAX_BODY, 400 when it is not JSON or not an object. */
function readBody(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY) return reject(new ApiError(413, `The body is over ${MAX_BODY / 1024} KB.`));
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (d: Buffer) => {
      if (over) return;
      size += d.length;
      if (size > MAX_BODY) {
        over = true;
        reject(new ApiError(413, `The body is over ${MAX_BODY / 1024} KB.`));
        return;
      }
      chunks.push(d);
    });
    req.on('error', (e) => reject(new ApiError(400, `The body could not be read: ${e.message}`)));
    req.on('end', () => {
      if (over) return;
      let v: unknown;
      try {
        v = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reject(new ApiError(400, 'The body is not JSON.'));
      }
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return reject(new ApiError(400, 'The body is not a JSON object.'));
      resolve(v as Record<string, unknown>);
    });
  });
}
