/**
 * Tools for the --http port's tests: raw requests over TCP (what a browser or a library would
 * never send), web socket callers, and the board's log read back as JSON.
 */
import net from 'node:net';
import WebSocket from 'ws';
import { expect } from 'vitest';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import type { spawnBoard } from './callers';

export type Board = Awaited<ReturnType<typeof spawnBoard>>;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Poll `ok` until it holds or `ms` pass (then fail with `what`). No timing is asserted: the bound only ends a hung test. */
export async function until(ok: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

export interface LogLine {
  time: string;
  level: string;
  event: string;
  [k: string]: unknown;
}

/** Every JSON line the board has written to its standard output so far. */
export function logLines(board: Board): LogLine[] {
  return board
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);
}

/** Wait for the board to log `event` (with these fields) after `since` lines; returns it. */
export async function logged(board: Board, event: string, fields: Record<string, unknown> = {}, since = 0): Promise<LogLine> {
  let found: LogLine | undefined;
  await until(() => {
    found = logLines(board)
      .slice(since)
      .find((l) => l.event === event && Object.entries(fields).every(([k, v]) => l[k] === v));
    return found !== undefined;
  }, `log event ${event} ${JSON.stringify(fields)}; log:\n${board.stdout().slice(-2000)}`);
  expect(found!.time).toMatch(/^\d{4}-\d\d-\d\dT/);
  return found!;
}

export interface RawAnswer {
  /** Everything the board sent. */
  text: string;
  /** Whether the board closed the connection (rather than the test giving up). */
  closedByBoard: boolean;
}

/**
 * Send raw bytes to the --http port; collect the answer until the board closes or `ms` pass, or
 * (`headersOnly`) until the answer's headers are in (an upgrade that succeeds stays open).
 */
export function rawRequest(port: number, bytes: string | Buffer, ms = 10_000, headersOnly = false): Promise<RawAnswer> {
  return new Promise((res) => {
    const s = net.connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (closedByBoard: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(t);
      s.destroy();
      res({ text, closedByBoard });
    };
    const t = setTimeout(() => finish(false), ms);
    s.on('connect', () => s.write(bytes));
    s.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      if (headersOnly && text.includes('\r\n\r\n')) finish(false);
    });
    s.on('end', () => finish(true));
    s.on('close', () => finish(true));
    s.on('error', () => finish(true));
  });
}

/** The bytes of a web socket upgrade request for `target`, with these headers. */
export function upgradeRequest(target: string, headers: Record<string, string>): string {
  const h = { Upgrade: 'websocket', Connection: 'Upgrade', 'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version': '13', ...headers };
  return `GET ${target} HTTP/1.1\r\n${Object.entries(h)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}

/** A web socket caller reading the board's screen. */
export function wsCall(port: number, o: { origin?: string; query?: string; host?: string } = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/bbs${o.query ?? ''}`, {
    ...(o.origin ? { origin: o.origin } : {}),
    ...(o.host ? { headers: { Host: o.host } } : {}),
  });
  const screen = new AnsiScreen(o.query?.includes('utf8') ? 'utf8' : 'cp437');
  const frames: boolean[] = [];
  let bytes = '';
  let code: number | null = null;
  const closed = new Promise<number>((res) =>
    ws.on('close', (c) => {
      code = c;
      res(c);
    }),
  );
  const opened = new Promise<number>((res) => {
    ws.on('open', () => res(101));
    ws.on('unexpected-response', (_req, r) => res(r.statusCode ?? 0));
  });
  ws.on('error', () => undefined);
  ws.on('message', (d: Buffer, isBinary: boolean) => {
    frames.push(isBinary);
    bytes += d.toString('latin1');
    screen.feed(d);
  });
  const sees = async (what: string) => {
    await until(() => screen.text().includes(what) || bytes.includes(what), `"${what}" on the web socket; screen:\n${screen.text()}`, 60_000);
  };
  return { ws, screen, frames, sees, closed, opened, code: () => code, bytes: () => bytes };
}
