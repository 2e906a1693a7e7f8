/**
 * A game's handle on the shell. The shell owns what every game shares: the saved game (one record,
 * declared in the registry), the questions before a game is ended or replaced, leaving for the
 * desktop, the deal-number prompt and the random deal. A game keeps its rules, layout and screens
 * and tells the shell only whether its game is in progress.
 */
import type { Machine } from '../core/machine';
import type { RecordSpec } from '../core/storage';
import { askDeal, confirmEnd } from './prompts';
import { randomDeal } from './deal';
import { countGame, type StatsTable } from './stats';
import { WinnableSearch } from './winnable';
import type { SolverPort } from './advisor';
import type { DailyMark, Saved } from './envelope';
import { inProgress as savedInProgress, pending, resumeOrStart, unfinished, type GamePort, type SaveEntry } from './resume';
import { EVERY_VARIANT, type WinnablePrefs } from './winnable-prefs';

/** What the player is told when the first aid of a game is used. */
export const AIDED_LINES = ['Aids are on: this game', 'is marked. Its score', 'stays out of the high', 'scores and best figures.'];

/** What a session reads of its game's registry entry (`GameEntry`, which fits it): declared here so
 *  the shell does not import the games' types that name it. */
export interface SessionEntry extends SaveEntry {
  readonly stats?: RecordSpec<StatsTable>;
  /** The game's preferences record, which holds "winnable deals only" in the shell's shape. */
  readonly prefs?: RecordSpec<WinnablePrefs>;
}

export class GameShell {
  /** Set by the game: whether a game the player could lose is under way. */
  inProgress: () => boolean = () => false;
  /** The player has been told the solver could not run (once per game session). */
  private solverTold = false;
  /** The game's solver (the Advisor makes a SolverClient on first use); tests put a stand-in here, null for none. */
  solver?: SolverPort | null;
  /** "Winnable deals only": the one search (busy pointer, progress, cancel) of this game. */
  readonly winnable: WinnableSearch;
  /** This window's changes of "winnable deals only" still on their way into the record (a shared record waits for its lock). */
  private winnableChanges: Record<string, boolean> = {};

  constructor(
    readonly m: Machine,
    readonly entry: SessionEntry,
  ) {
    this.winnable = new WinnableSearch(m, () => {
      this.solverTold = true;
    });
  }

  /** The solver could not run: `say` tells the player, the first time only (a search's note counts). */
  solverFailed(say: () => void): void {
    if (this.solverTold) return;
    this.solverTold = true;
    say();
  }

  get name(): string {
    return this.entry.name;
  }

  // ---- the saved game ----
  /**
   * Resume the saved game (`resume`: a reload, or the player chose Continue) when it is unfinished,
   * else begin a new one: the launcher calls this once the game's app is made.
   */
  open(port: GamePort, resume: boolean): void {
    resumeOrStart(this.entry, this.read, port, resume);
  }

  /** The saved game in its envelope, validated (a damaged one is reported and reset by the store). */
  load<G>(): Saved<G> | null {
    return this.m.store.read(this.entry.save) as Saved<G> | null;
  }

  /** Save the game's own data with its Aids mark (the shell's envelope), and a name being typed for a high score. */
  save<G>(game: G, aided: boolean, typed: string | null = null, daily: DailyMark | null = null): void {
    this.m.store.write(this.entry.save, { aided, game, ...(typed === null ? {} : { typed }), ...(daily === null ? {} : { daily }) });
  }

  clear(): void {
    this.m.store.erase(this.entry.save);
  }

  /** Whether a saved game is still in progress, or finished with its score waiting for a name. */
  hasUnfinished(): boolean {
    return unfinished(this.entry, this.m.store.read(this.entry.save), this.read);
  }

  /** Whether `saved` holds a game still being played (begun, not over by its engine's word). */
  playing(saved: Saved<unknown>): boolean {
    return savedInProgress(this.entry, saved);
  }

  /** Whether `saved` is a finished game whose score waits for the player's name (never an aided one). */
  pending(saved: Saved<unknown>): boolean {
    return pending(this.entry, saved, this.read);
  }

  private readonly read = <T>(spec: RecordSpec<T>): T | null => this.m.store.read(spec);

  // ---- ending and replacing a game ----
  /**
   * Before a new game replaces the one in progress. Resolves true when there is none, or the
   * player agreed; `lines` may say what the game loses (e.g. 'It counts as lost.').
   */
  async confirmNewGame(lines: string[] = ['End this game and', 'start a new one?']): Promise<boolean> {
    if (!this.inProgress()) return true;
    return confirmEnd(this.m, 'New game', lines);
  }

  /**
   * Leave for the desktop. With a game in progress the player is asked first; the game stays
   * saved unless `ends` (a game whose Quit ends it, as Spider's QUIT does) — then `lines` say so.
   * `ask: false`: the player has just chosen to quit a finished game (its end requester's Quit).
   * Resolves true when the game was left.
   */
  async quit(opts: { ends?: boolean; lines?: string[]; ask?: boolean } = {}): Promise<boolean> {
    if (this.inProgress() && opts.ask !== false) {
      const lines = opts.lines ?? (opts.ends
        ? [`Quit ${this.name}?`, 'This game ends here.']
        : [`Quit ${this.name}?`, 'Your game is saved: open', 'the program again to', 'continue it.']);
      if (!(await confirmEnd(this.m, 'Quit', lines))) return false;
    }
    this.m.quitToDesktop();
    return true;
  }

  // ---- modern aids ----
  /**
   * Whether the player turned Aids on (page bar, `aids=on`, a game's options): solver verdicts and
   * the solver-backed hints the originals never had. With Aids off a game asks no solver during play.
   */
  get aids(): boolean {
    return this.m.aids;
  }

  setAids(on: boolean): void {
    this.m.setAids(on);
  }

  /**
   * An aid was used in a scored game. The mark goes into the save's envelope (as Spider keeps its
   * cheater flag: `save(game, aided)`) and the game leaves a marked score out of high scores, best figures and champions; the
   * player is told once, when the first aid of the game is used. Returns the mark:
   * `this.aided = shell.markAided(this.aided)`.
   */
  markAided(already: boolean): true {
    if (!already) {
      void this.m.alert({
        lines: AIDED_LINES,
        buttons: ['OK'],
        icon: 'note',
      });
    }
    return true;
  }

  // ---- "winnable deals only", per variant ----
  /** Whether new games of `variant` (not by number) are drawn until the solver proves one winnable. */
  winnableOnly(variant: string = EVERY_VARIANT): boolean {
    const mine = this.winnableChanges[variant];
    if (mine !== undefined) return mine;
    const prefs = this.entry.prefs;
    return (prefs && this.m.store.read(prefs)?.winnable[variant]) === true;
  }

  /**
   * Turn "winnable deals only" for `variant` on or off. Only that flag changes in the record as
   * stored then (another window may have changed another); the game's other preferences stay.
   */
  setWinnableOnly(variant: string, on: boolean): void {
    const prefs = this.entry.prefs;
    this.winnableChanges[variant] = on;
    if (!prefs) return;
    void this.m.store.update(
      prefs,
      (cur) => ({ ...cur, winnable: { ...cur?.winnable, [variant]: on } }),
      () => {
        if (this.winnableChanges[variant] === on) delete this.winnableChanges[variant];
      },
    );
  }

  // ---- statistics per variant ----
  /** The game's statistics (empty when it keeps none or none were stored). */
  statistics(): StatsTable {
    return this.entry.stats ? (this.m.store.read(this.entry.stats) ?? {}) : {};
  }

  /**
   * Count a finished (or abandoned: `won` false) game of `variant`, `id` its log's id; an aided one
   * never raises the best streak. Counted into the table as stored now, and not at all when that
   * table has counted game `id` (another window ended it, or this page before a reload).
   */
  countGame(variant: string, won: boolean, aided: boolean, id: string): Promise<StatsTable> {
    const stats = this.entry.stats;
    if (!stats) return Promise.resolve(countGame({}, variant, won, aided, id) ?? {});
    return this.m.store
      .update(stats, (t) => countGame(t ?? {}, variant, won, aided, id))
      .then(() => this.m.store.read(stats) ?? {});
  }

  // ---- deals ----
  randomDeal(): number {
    return randomDeal();
  }

  /** The deal-number prompt (typing replaces the shown number); null when cancelled. */
  askDeal(current: number): Promise<number | null> {
    return askDeal(this.m, current);
  }
}
