/**
 * The board's HTTP face for the daily deals (docs/bbs.md, "The daily deals"), as the browser calls
 * it: sign on, today's games, start one (the board hands its deal out only then), post a finished
 * log, read a table. The board scores a game by replaying its log; the browser never states a score.
 * Every answer is a result, never a throw: a network that is down is `retry`, a refusal says why.
 */

/** One of today's games as the board lists it (no deal before it is started). */
export interface DailyGame {
  readonly game: string;
  readonly variant: string;
  readonly options: Record<string, unknown>;
}

/** A started daily game: its deal and options, and the board's day it counts for. */
export interface DailyStart {
  readonly game: string;
  readonly variant: string;
  readonly deal: number;
  readonly options: Record<string, unknown>;
  readonly date: string;
}

export interface TableRow {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly aided?: boolean;
  readonly id?: string;
}

/** A game's table on the board: plain games and aided ones, each ranked. */
export interface BoardTable {
  readonly plain: readonly TableRow[];
  readonly aided: readonly TableRow[];
}

/** A posted game as the board keeps it: whose, its score, its log. */
export interface PostedGame {
  readonly name: string;
  readonly score: number;
  readonly log: Record<string, unknown>;
}

/** The board's answer to a posted game. */
export interface Scored {
  readonly score: number;
  readonly rank: number | null;
  readonly aided: boolean;
}

function rowsOf(list: unknown[], aided: boolean): TableRow[] {
  const rows: TableRow[] = [];
  list.forEach((x, i) => {
    if (isObj(x) && typeof x.name === 'string' && typeof x.score === 'number') {
      rows.push({ rank: typeof x.rank === 'number' ? x.rank : i + 1, name: x.name, score: x.score, aided, ...(typeof x.id === 'string' ? { id: x.id } : {}) });
    }
  });
  return rows;
}

export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  /** `retry`: the board could not be reached or asked to wait; anything else is its last word. */
  | { readonly ok: false; readonly status: number; readonly reason: string; readonly retry: boolean };

export type FetchFn = (url: string, init: { method: string; headers: Record<string, string>; body?: string; credentials: 'same-origin' }) => Promise<{
  readonly status: number;
  json(): Promise<unknown>;
}>;

export { httpBase } from './address';

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export class BoardApi {
  /**
   * `base`: the board's origin ('' for the board that served this page, whose cookie is the
   * session); `token`: the session a board on another origin gave (sent as a bearer token).
   */
  constructor(
    readonly base: string,
    private token: string | null = null,
    private readonly fetchFn: FetchFn = (url, init) => fetch(url, init),
  ) {}

  get signedOn(): boolean {
    return this.token !== null;
  }

  /** The session token to keep (never the password). */
  get session(): string | null {
    return this.token;
  }

  async signOn(name: string, password: string): Promise<ApiResult<{ token: string }>> {
    const r = await this.call<{ token: string }>('POST', '/api/session', { name, password }, (v) =>
      isObj(v) && typeof v.token === 'string' ? { token: v.token } : null,
    );
    if (r.ok) this.token = r.value.token;
    return r;
  }

  async signOff(): Promise<void> {
    await this.call('DELETE', '/api/session', undefined, () => ({}));
    this.token = null;
  }

  /** Today's games and variants: `{ games: [{ game, variants: [{ variant, options }] }] }` (the door's has none). */
  daily(): Promise<ApiResult<DailyGame[]>> {
    return this.call('GET', '/api/daily', undefined, (v) => {
      if (!isObj(v) || !Array.isArray(v.games)) return null;
      const out: DailyGame[] = [];
      for (const g of v.games) {
        if (!isObj(g) || typeof g.game !== 'string') return null;
        for (const x of Array.isArray(g.variants) ? g.variants : []) {
          if (isObj(x) && typeof x.variant === 'string') out.push({ game: g.game, variant: x.variant, options: isObj(x.options) ? x.options : {} });
        }
      }
      return out;
    });
  }

  start(game: string, variant: string): Promise<ApiResult<DailyStart>> {
    return this.call('POST', '/api/daily/start', { game, variant }, (v) =>
      isObj(v) && typeof v.deal === 'number' && typeof v.date === 'string'
        ? { game, variant: typeof v.variant === 'string' ? v.variant : variant, deal: v.deal, date: v.date, options: isObj(v.options) ? v.options : {} }
        : null,
    );
  }

  /**
   * Post a finished game's log: the board's score and rank, or why it was refused. `quit`: Spider's
   * QUIT left it (the board takes a Spider game still going then, scored as it stands).
   */
  post(log: unknown, quit = false): Promise<ApiResult<Scored>> {
    return this.call('POST', '/api/games', quit ? { log, quit } : { log }, (v) =>
      isObj(v) && typeof v.score === 'number' ? { score: v.score, rank: typeof v.rank === 'number' ? v.rank : null, aided: v.aided === true } : null,
    );
  }

  /** A game's table (the board's `plain` and `aided` lists: aided games are ranked apart). */
  table(game: string, period: 'day' | 'month' | 'all', variant?: string): Promise<ApiResult<BoardTable>> {
    const q = new URLSearchParams({ period });
    if (variant !== undefined) q.set('variant', variant);
    return this.call('GET', `/api/tables/${encodeURIComponent(game)}?${q}`, undefined, (v) =>
      isObj(v) && Array.isArray(v.plain) ? { plain: rowsOf(v.plain, false), aided: Array.isArray(v.aided) ? rowsOf(v.aided, true) : [] } : null,
    );
  }

  /** A posted game's log, to watch it (GET /api/games/ID). */
  game(id: string): Promise<ApiResult<PostedGame>> {
    return this.call('GET', `/api/games/${encodeURIComponent(id)}`, undefined, (v) =>
      isObj(v) && typeof v.name === 'string' && typeof v.score === 'number' && isObj(v.log) ? { name: v.name, score: v.score, log: v.log } : null,
    );
  }

  private async call<T>(method: string, path: string, body: unknown, read: (v: unknown) => T | null): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    let res: Awaited<ReturnType<FetchFn>>;
    try {
      res = await this.fetchFn(this.base + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }), credentials: 'same-origin' });
    } catch {
      return { ok: false, status: 0, reason: 'The board cannot be reached.', retry: true };
    }
    const data: unknown = await res.json().catch(() => null);
    if (res.status >= 200 && res.status < 300) {
      const v = read(data);
      return v === null ? { ok: false, status: res.status, reason: 'The board answered in a form this program does not read.', retry: false } : { ok: true, value: v };
    }
    if (res.status === 401) this.token = null;
    const said = isObj(data) && typeof data.error === 'string' ? data.error : isObj(data) && typeof data.reason === 'string' ? data.reason : `The board said ${res.status}.`;
    // Busy, over its rate or failing: try again later. Anything else is the board's last word.
    const retry = res.status === 429 || res.status >= 500;
    return { ok: false, status: res.status, reason: said, retry };
  }
}
