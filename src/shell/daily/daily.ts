/**
 * Today's deal from a board, for any program: sign on with the board's own account (name and
 * password asked in the platform's requester; only the board's session is kept, BOARD.SES), list
 * today's games, start one (the board hands out its deal then), and send the finished game's log
 * (DAILY.OUT holds it until the board answers). Every answer reaches the player in a requester.
 */
import type { Machine } from '../../core/machine';
import type { LockFn } from '../../core/storage';
import { BOARD_SESSIONS, type BoardSession } from './sessions';
import { browserLock } from '../../core/storage';
import { wrap } from '../text';
import { BoardApi, type BoardTable, type DailyGame, type DailyStart, type FetchFn, type PostedGame } from './board-api';
import { enqueue, flush, type Sent } from './outbox';

export { BOARD_SESSIONS, type BoardSession } from './sessions';

/** Account names as the board takes them (caller.ts): the requester's field, no wider. */
const NAME_FIELD = 20;
const PASSWORD_FIELD = 40;
/** One typed character: anything but a control character. */
const PRINTABLE = /^\P{Cc}$/u;
/** Width of a requester's line of text. */
const LINE = 26;

export class DailyDeals {
  private readonly api: BoardApi;

  constructor(
    private readonly m: Machine,
    readonly board: string,
    private readonly fetchFn?: FetchFn,
    private readonly lock: LockFn | null = browserLock(),
  ) {
    const s = this.sessions().find((x) => x.board === board);
    this.api = new BoardApi(board, s?.token ?? null, fetchFn);
  }

  /** The name signed on to this board, or null. */
  get signedOnAs(): string | null {
    return this.api.signedOn ? (this.sessions().find((x) => x.board === this.board)?.name ?? null) : null;
  }

  private sessions(): BoardSession[] {
    return this.m.store.read(BOARD_SESSIONS) ?? [];
  }

  private keep(name: string | null): void {
    const token = this.api.session;
    void this.m.store.update(BOARD_SESSIONS, (cur) => {
      const others = (cur ?? []).filter((x) => x.board !== this.board);
      return token && name ? [...others, { board: this.board, name, token }] : others;
    });
  }

  private async say(text: string, icon: 'note' | 'stop' = 'note'): Promise<void> {
    await this.m.alert({ lines: wrap(text, LINE), buttons: ['OK'], icon });
  }

  /** Ask the board's name and password; true once signed on. Cancel at either question: false. */
  async signOn(): Promise<boolean> {
    const n = await this.m.alert({
      lines: ["The board's name", 'for you:'],
      buttons: ['OK', 'Cancel'],
      defaultButton: 0,
      escapeButton: 1,
      input: { initial: this.sessions().find((x) => x.board === this.board)?.name ?? '', maxLength: NAME_FIELD, allowed: PRINTABLE, selected: true, kind: 'text' },
    });
    const name = n.text.trim();
    if (n.button !== 0 || name === '') return false;
    const p = await this.m.alert({
      lines: ['Your password', `on the board, ${name}:`],
      buttons: ['OK', 'Cancel'],
      defaultButton: 0,
      escapeButton: 1,
      input: { initial: '', maxLength: PASSWORD_FIELD, allowed: PRINTABLE, kind: 'password' },
    });
    if (p.button !== 0) return false;
    const r = await this.api.signOn(name, p.text);
    if (!r.ok) {
      await this.say(r.reason, 'stop');
      return false;
    }
    this.keep(name);
    return true;
  }

  async signOff(): Promise<void> {
    await this.api.signOff();
    this.keep(null);
  }

  /** Today's variants of `game` on the board, or null (the player was told why). */
  async today(game: string): Promise<DailyGame[] | null> {
    const r = await this.api.daily();
    if (!r.ok) {
      await this.say(r.reason, 'stop');
      return null;
    }
    return r.value.filter((g) => g.game === game);
  }

  /**
   * Start today's deal of `game` in `variant`: signs on first when there is no session (or the
   * board forgot it), then the board's deal. Null when the player gave up or was told why not.
   */
  async start(game: string, variant: string): Promise<DailyStart | null> {
    if (!this.api.signedOn && !(await this.signOn())) return null;
    let r = await this.api.start(game, variant);
    if (!r.ok && r.status === 401) {
      this.keep(null);
      if (!(await this.signOn())) return null;
      r = await this.api.start(game, variant);
    }
    if (!r.ok) {
      await this.say(r.reason, 'stop');
      return null;
    }
    return r.value;
  }

  /** A daily game is over: its log goes to the board now, or as soon as the board can be reached. */
  async finished(game: string, log: { id: string }, date: string, quit = false): Promise<Sent[]> {
    await enqueue(this.m.store, { board: this.board, id: log.id, game, date, log, ...(quit ? { quit: true } : {}) });
    return this.send();
  }

  /** Send what waits in DAILY.OUT, and tell the player what the board made of each game. */
  async send(): Promise<Sent[]> {
    const sent = await flush(this.m.store, (board, log, quit) => (board === this.board ? this.api : new BoardApi(board, this.sessions().find((x) => x.board === board)?.token ?? null, this.fetchFn)).post(log, quit), this.lock);
    for (const s of sent) {
      if (s.kind === 'scored') await this.say(`The board scored your daily game ${s.score}${s.rank ? `: place ${s.rank} today.` : '.'}`);
      else if (s.kind === 'refused') await this.say(`The board refused your daily game: ${s.reason}`, 'stop');
    }
    return sent;
  }

  /** A game's table on the board, or the reason it could not be read. */
  async table(game: string, period: 'day' | 'month' | 'all', variant?: string): Promise<BoardTable | string> {
    const r = await this.api.table(game, period, variant);
    return r.ok ? r.value : r.reason;
  }

  /** A posted game's log, to watch it; null when the player was told why not. */
  async game(id: string): Promise<PostedGame | null> {
    const r = await this.api.game(id);
    if (r.ok) return r.value;
    await this.say(r.reason, 'stop');
    return null;
  }
}
