/**
 * What every program needs of the board's daily deals before any of their code is loaded (the rest
 * is a chunk of its own, loaded on first use): whether a board is known (the page was served by one),
 * a variant's key as the board names it, starting today's deal, sending a finished one, and the
 * outbox sent at boot and whenever the window comes back online.
 */
import type { Machine } from '../../core/machine';
import type { DailyMark } from '../envelope';
import type { GameLog } from '../../core/log';
import { homeBoard, readBoardAddress } from '../../games/idiots-delight/board-address';
import { enqueue, waiting } from './outbox';
import { httpBase } from './address';

let known: Promise<string | null> | null = null;

/** The board of this page's daily deals (its HTTP origin), asked once a page; null: no board, no daily deals. */
export function boardHere(): Promise<string | null> {
  known ??= homeBoard().then((a) => (a ? httpBase(a) : null));
  return known;
}

/**
 * A link's `bbs=` names this page's board (one on another site that allows this one, docs/bbs.md)
 * in place of the one that served the page. False when it is no board's address (no daily deals then).
 */
export function linkBoard(link: string): boolean {
  const b = linkedBoard(link);
  known = Promise.resolve(b);
  return b !== null;
}

/** A `bbs=` link's board origin, or null when it names none. */
export function linkedBoard(link: string): string | null {
  const a = readBoardAddress(link);
  return a ? httpBase(a) : null;
}

/**
 * A variant's key as the board names it (docs/bbs.md, "The deal"): the options' names in order,
 * `name=value` joined by `,`; `standard` for a game without options.
 */
export function variantKey(options: Record<string, unknown>): string {
  const keys = Object.keys(options).sort();
  return keys.length === 0 ? 'standard' : keys.map((k) => `${k}=${String(options[k])}`).join(',');
}

/** What a started daily deal hands the game: its deal and the mark its save keeps. */
export interface DailyBegin {
  readonly deal: number;
  readonly mark: DailyMark;
}

/**
 * Today's deal of `game` in the variant of `options` from the board: signs on when needed (the
 * platform's requesters), and what waits in the outbox goes first. Null when the player gave up
 * or was told why not.
 */
export async function startDaily(m: Machine, board: string, game: string, options: Record<string, unknown>): Promise<DailyBegin | null> {
  const { DailyDeals } = await import('./daily');
  const d = new DailyDeals(m, board);
  const variant = variantKey(options);
  const s = await d.start(game, variant);
  if (!s) return null;
  if (waiting(m.store).length > 0) await d.send();
  return { deal: s.deal, mark: { board, date: s.date, variant: s.variant } };
}

/** A daily game is over (won, lost, or left by Spider's QUIT): its log goes to its board now or when it can. */
export async function sendDaily(m: Machine, mark: DailyMark, log: GameLog, quit = false): Promise<void> {
  // In the outbox first, before any code is fetched: offline the game waits there.
  await enqueue(m.store, { board: mark.board, id: log.id, game: log.game, date: mark.date, log, ...(quit ? { quit: true } : {}) });
  const { DailyDeals } = await import('./daily');
  await new DailyDeals(m, mark.board).send();
}

/** Send what waits in DAILY.OUT (its code is loaded only when something does). */
export async function sendWaiting(m: Machine): Promise<void> {
  const items = waiting(m.store);
  if (items.length === 0) return;
  const { DailyDeals } = await import('./daily');
  await new DailyDeals(m, items[0]!.board).send();
}

/** At boot and on the window's `online` event, games finished offline go to their boards. */
export function installOutbox(m: Machine, target: Pick<Window, 'addEventListener'> = window): void {
  const go = () => {
    sendWaiting(m).catch((e: unknown) => console.error('daily games could not be sent', e));
  };
  target.addEventListener('online', go);
  go();
}

/**
 * A program's offer of the board's daily deals (Gulf's and King's Korner's menus): known once a
 * board served the page (`changed` then, so the menus show it); Today's deal asks before ending a
 * game in progress; the board's table of today, with Watch.
 */
export class DailyOffer {
  board: string | null = null;

  constructor(
    private readonly m: Machine,
    changed: () => void,
  ) {
    void boardHere().then((b) => {
      this.board = b;
      if (b) changed();
    });
  }

  /** Today's deal of `game` with `options`, or null (no board, the player kept the game, or was told why not). */
  async start(shell: { confirmNewGame(): Promise<boolean> }, game: string, options: Record<string, unknown>): Promise<DailyBegin | null> {
    if (!this.board) {
      this.m.beep();
      return null;
    }
    if (!(await shell.confirmNewGame())) return null;
    return startDaily(this.m, this.board, game, options);
  }

  /** The board's table of today for `game` with `options`, titled in the program's words; Watch plays a line's log in the program. */
  async table(game: string, options: Record<string, unknown>, title: string, nameWidth: number, watch: (log: GameLog, what: string) => Promise<void>): Promise<void> {
    if (!this.board) return this.m.beep();
    const { showBoardTable } = await import('./table');
    await showBoardTable(this.m, { board: this.board, game, variant: variantKey(options), title, nameWidth, watch });
  }
}
