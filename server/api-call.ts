/** What the HTTP API's routes share (api.ts, api-daily.ts): the request, the board, a refusal. */
import type http from 'node:http';
import type { DailyStore } from './daily-store';
import type { Logger } from './log';
import type { Clock } from './clock';
import type { Store } from './store';

export interface ApiRequest {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  path: string;
  query: URLSearchParams;
  addr: string;
  /** The request's Origin is the board's own or an allowed one (or absent). */
  originOk: boolean;
  /** Headers every answer of the board carries (web-files.ts). */
  common: Record<string, string>;
}

export interface ApiContext {
  store: Store;
  daily: DailyStore;
  clock: Clock;
  log: Logger;
  /** Passwords' own log lines (a damaged stored hash). */
  note: (line: string) => void;
}

/** A refusal: the status and the words the player sees. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** One call's helpers for the route that answers it. */
export interface Call {
  a: ApiRequest;
  method: string;
  /** The session's account name, or a 401 refusal. */
  who(): Promise<string>;
  /** The body as JSON, or a 400/413 refusal. */
  body(): Promise<Record<string, unknown>>;
  send(status: number, body: unknown, headers?: Record<string, string>): void;
}

export type Route = (c: Call) => Promise<void>;
