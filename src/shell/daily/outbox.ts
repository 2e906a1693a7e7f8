/**
 * Finished daily games on their way to the board (DAILY.OUT). A game finished offline waits here
 * and is sent when the board can be reached again; it leaves only on the board's answer, so a
 * reload or a closed window loses none. One window sends at a time (a lock shared by every window),
 * and a log the board already holds (409: the same game id) counts as sent, so none counts twice.
 */
import type { LockFn, RecordSpec, Store } from '../../core/storage';
import type { ApiResult } from './board-api';

export interface Outgoing {
  /** The board's origin ('' for the board that served the page). */
  readonly board: string;
  /** The game's id (its log's), which the board enters once. */
  readonly id: string;
  readonly game: string;
  /** The board's day the game was started for (it refuses the log once that day has ended). */
  readonly date: string;
  readonly log: unknown;
  /** Spider's QUIT left the game (posted with `quit: true`, which the board takes for Spider). */
  readonly quit?: boolean;
}

export interface Outbox {
  readonly items: readonly Outgoing[];
}

/** At most this many games wait (a week of every daily game and variant, with room). */
export const OUTBOX_MAX = 64;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function validItem(x: unknown): Outgoing | null {
  if (!isObj(x)) return null;
  const { board, id, game, date, log, quit } = x;
  if (typeof board !== 'string' || typeof id !== 'string' || typeof game !== 'string' || typeof date !== 'string' || !isObj(log)) return null;
  return { board, id, game, date, log, ...(quit === true ? { quit: true } : {}) };
}

export function validOutbox(x: unknown): Outbox | null {
  if (!isObj(x) || !Array.isArray(x.items)) return null;
  const items: Outgoing[] = [];
  for (const i of x.items) {
    const v = validItem(i);
    if (!v) return null;
    items.push(v);
  }
  return { items: items.slice(-OUTBOX_MAX) };
}

export const OUTBOX: RecordSpec<Outbox> = { key: 'daily.outbox', file: 'DAILY.OUT', version: 1, validate: validOutbox, precious: true };

/** The lock one window holds while it sends (every window's). */
export const SENDING_LOCK = 'retro.daily.sending';

/** What became of one game sent. */
export type Sent =
  | { readonly id: string; readonly game: string; readonly kind: 'scored'; readonly score: number; readonly rank: number | null }
  | { readonly id: string; readonly game: string; readonly kind: 'refused'; readonly reason: string }
  | { readonly id: string; readonly game: string; readonly kind: 'already' };

/** Put a finished game in the outbox (once per id). */
export async function enqueue(store: Store, item: Outgoing): Promise<void> {
  await store.update(OUTBOX, (cur) => {
    const items = cur?.items ?? [];
    if (items.some((i) => i.id === item.id)) return cur ?? { items };
    return { items: [...items, item].slice(-OUTBOX_MAX) };
  });
}

export function waiting(store: Store): readonly Outgoing[] {
  return store.read(OUTBOX)?.items ?? [];
}

/** The board's post, for one board origin. */
export type PostFn = (board: string, log: unknown, quit: boolean) => Promise<ApiResult<{ score: number; rank: number | null }>>;

/**
 * Send every waiting game, oldest first, each removed on the board's answer (scored, refused or
 * already held). A board that cannot be reached keeps its games for the next try; the others' go on.
 */
export async function flush(store: Store, post: PostFn, lock: LockFn | null): Promise<Sent[]> {
  const run = async (): Promise<Sent[]> => {
    const out: Sent[] = [];
    const unreachable = new Set<string>();
    for (const item of waiting(store)) {
      if (unreachable.has(item.board)) continue;
      const r = await post(item.board, item.log, item.quit === true);
      // Unreachable, busy, or the session ended (sign on again, then it goes): kept for the next try.
      if (!r.ok && (r.retry || r.status === 401)) {
        unreachable.add(item.board);
        continue;
      }
      if (r.ok) out.push({ id: item.id, game: item.game, kind: 'scored', score: r.value.score, rank: r.value.rank });
      else if (r.status === 409) out.push({ id: item.id, game: item.game, kind: 'already' });
      else out.push({ id: item.id, game: item.game, kind: 'refused', reason: r.reason });
      await store.update(OUTBOX, (cur) => ({ items: (cur?.items ?? []).filter((i) => i.id !== item.id) }));
    }
    return out;
  };
  if (!lock) return run();
  // Not the record's own lock name (the store takes that one for each change made while sending).
  return (await lock(SENDING_LOCK, run)) as Sent[];
}
