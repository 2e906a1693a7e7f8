/**
 * The life of one game, owned by the shell for every game: its log (a LogBook), the Aids mark, whether
 * a game the player could lose is under way, the "winnable deals only" start and the solver's advice
 * on the position. An app asks the session to begin, resume, play, undo and mark, reads the position
 * from it, and keeps only its rules' screens, layout and drawing. Made by the app with its log rules
 * (its registry entry's) and the advice budgets its solver needs. A game whose one save record holds
 * several games (Idiot's Delight's hands) gives the session that record (`SessionSpec.record`).
 */
import type { GameState, TaggedMove } from '../core/engine';
import type { GameLog, LogRules } from '../core/log';
import type { SolverGame } from '../solver/dispatch';
import type { WinnableResult } from './advice';
import { Advisor, type AdvisorSpec } from './advisor';
import type { DailyMark, Saved } from './envelope';
import { sendDaily } from './daily/here';
import { LogBook } from './game-log';
import type { GameShell } from './session';

/** Every game's save holds its log; the rest of the data is the game's own (its clock, card back...). */
export interface LogSave {
  readonly log: GameLog;
}

export interface SessionSpec<S extends GameState, M extends TaggedMove, O> {
  readonly rules: LogRules<S, M, O>;
  /** The advice's budgets and what is known without a search; the game and the key are the rules'. */
  readonly advice: Omit<AdvisorSpec<S, M>, 'game' | 'key'>;
  /** The advice changed (redraw). */
  changed(): void;
  /** The solver could not run: the shell has this said once per game session. */
  failed(): void;
  /**
   * Whether the game is on the board (not a title or options screen, not left by QUIT): only then
   * can it be in progress. By default whenever a game is begun.
   */
  shown?(): boolean;
  /**
   * The save record with this game's log and mark in it, for a game whose record holds more than
   * this one game (Idiot's Delight: each player's pending tournament hand beside the free hand):
   * `save` writes it and `inProgress` reads it, as the shell's envelope holds them. Without it the
   * record is this game's own: `{ ...data, log }` and the mark.
   */
  record?(log: GameLog, aided: boolean): Saved<unknown>;
}

export class GameSession<S extends GameState, M extends TaggedMove, O, G extends LogSave = LogSave> {
  private book: LogBook<S, M, O> | null = null;
  /** The mark as the save's envelope had it: a save from before the `aid` entry keeps its mark by this. */
  private markedBefore = false;
  /** The game's own data as last saved (beside the log): the shell reads a score still pending from it. */
  private data: Omit<G, 'log'> | null = null;
  /** The name being typed for the game's high score (saved with it, so another window taking the game goes on with it). */
  private typing: string | null = null;
  /** A board's daily deal (saved with the game, so a reload resumes it as one): its log goes there at the end. */
  private mark: DailyMark | null = null;
  readonly advisor: Advisor<S, M>;

  constructor(
    readonly shell: GameShell,
    private readonly spec: SessionSpec<S, M, O>,
  ) {
    const { rules } = spec;
    this.advisor = new Advisor<S, M>(
      shell,
      { ...spec.advice, game: rules.game as SolverGame, key: (s) => rules.engine.positionKey(s) },
      { changed: () => spec.changed(), failed: () => shell.solverFailed(() => spec.failed()) },
    );
    shell.inProgress = () => this.inProgress();
  }

  get rules(): LogRules<S, M, O> {
    return this.spec.rules;
  }

  /** Whether a game has been begun or resumed (a title screen may come first). */
  get started(): boolean {
    return this.book !== null;
  }

  /** The position on screen: the replay of the log. Throws before a game is begun. */
  get state(): S {
    if (!this.book) throw new Error(`${this.spec.rules.game}: no game begun`);
    return this.book.state;
  }

  get log(): GameLog {
    if (!this.book) throw new Error(`${this.spec.rules.game}: no game begun`);
    return this.book.log;
  }

  /** The position, or null before a game is begun. */
  get position(): S | null {
    return this.book?.state ?? null;
  }

  /** An aid was used in this game: its log has an `aid` entry (or its save said so before there was one). */
  get aided(): boolean {
    return this.markedBefore || (this.book?.aided ?? false);
  }

  /** The board's daily deal this game is, or null. */
  get daily(): DailyMark | null {
    return this.mark;
  }

  // ---- the life of a game ----
  /** A new game of `deal`, with a fresh id and no mark; `daily`: the board's daily deal it is. */
  begin(deal: number, options: O, daily: DailyMark | null = null): S {
    this.book = LogBook.begin(this.spec.rules, deal, options);
    this.mark = daily;
    this.markedBefore = false;
    this.data = null;
    this.typing = null;
    this.advisor.forget();
    return this.book.state;
  }

  /** A game set up from a position (`from`, as the rules' `start` reads it), not its deal. */
  beginFrom(deal: number, options: O, from: Record<string, unknown>): S {
    this.book = LogBook.from(this.spec.rules, deal, options, from);
    this.mark = null;
    this.markedBefore = false;
    this.data = null;
    this.typing = null;
    this.advisor.forget();
    return this.book.state;
  }

  /**
   * Take up a saved game: its log replayed and its mark (an `aid` entry, or the envelope's mark of a
   * save older than the entry). False when the log does not replay (said on the console).
   */
  resume(saved: Saved<G>): boolean {
    const book = LogBook.resume(this.spec.rules, saved.game.log);
    if (!book) return false;
    this.book = book;
    this.mark = saved.daily ?? null;
    this.markedBefore = saved.aided && !book.aided;
    const { log: _log, ...data } = saved.game;
    this.data = data;
    this.typing = saved.typed ?? null;
    this.advisor.forget();
    return true;
  }

  /** A move of the rules (throws IllegalMove as the engine does); `t` the game's clock, for a game that keeps one. */
  play(m: M, t?: number): S {
    return this.book!.play(m, t);
  }

  undo(t?: number): S {
    return this.book!.undo(t);
  }

  /** A change that is no move of the rules (the door's marker). */
  own(e: TaggedMove & Record<string, unknown>, t?: number): S {
    return this.book!.own(e, t);
  }

  /**
   * The first aid of the game is used: an `aid` entry goes into the log and the player is told once
   * (the shell's words). True when the mark is new (the game then saves).
   */
  markAided(t?: number): boolean {
    if (!this.book || this.aided) return false;
    this.book.aid(t);
    this.shell.markAided(false);
    return true;
  }

  /** The save: the log and the game's own `data`, in the shell's envelope with the mark. */
  save(data: Omit<G, 'log'>): void {
    if (!this.book) return;
    this.data = data;
    const { game, aided } = this.saved();
    this.shell.save(game, aided, this.typing, this.mark);
  }

  /** The record the game is saved in: the game's own (`{ ...data, log }`), or the spec's `record` holding it. */
  private saved(): Saved<unknown> {
    const log = this.book!.log;
    return this.spec.record?.(log, this.aided) ?? { aided: this.aided, game: { ...(this.data ?? {}), log } };
  }

  /**
   * The game has ended (won, lost, or `quit` by Spider's QUIT, which the board scores as it stands):
   * a daily deal's log goes to its board (DAILY.OUT keeps it until the board answers; a game is
   * entered there once, and the board counts a log id once). Nothing for any other game.
   */
  async ended(quit = false): Promise<void> {
    if (!this.mark || !this.book) return;
    try {
      await sendDaily(this.shell.m, this.mark, this.book.log, quit);
    } catch (e) {
      console.error('the daily game could not be sent', e);
      await this.shell.m.alert({ lines: ['Your daily game could', 'not be sent: it waits', 'to be sent again.'], buttons: ['OK'], icon: 'stop' });
    }
  }

  // ---- the name typed for a high score ----
  /**
   * The name box of the game's high score: `last` (the name entered last time) or, when the game
   * was taken over from another window while its player typed, what was typed there; a name the box
   * opens with is selected, so typing replaces it and Enter keeps it. Every change is saved with the
   * game (`save`: the game's own, which writes through `save` here), so a window that takes it
   * ("Play here") opens its box with it. `nameDone` when the box closes.
   */
  nameBox(last: string, save: () => void): { initial: string; selected: boolean; typed: (text: string) => void } {
    const initial = this.typing ?? last;
    return {
      initial,
      selected: initial.length > 0,
      typed: (text) => {
        this.typing = text;
        save();
      },
    };
  }

  /** The name box closed (the name entered, or the box let go): the game's next save carries no name. */
  nameDone(): void {
    this.typing = null;
  }

  /** What was being typed when the save was written (a game taken over), else null. */
  get typed(): string | null {
    return this.typing;
  }

  /**
   * Whether a game the player could lose is on the board: begun, not over by its engine's word (or
   * one that goes on from there), or over with its score still waiting for a name (the registry's
   * tests, as the Continue requester reads a save). The shell asks before a game is ended or left.
   */
  inProgress(): boolean {
    if (!this.book || !(this.spec.shown?.() ?? true)) return false;
    const saved = this.saved();
    return this.shell.playing(saved) || this.shell.pending(saved);
  }

  // ---- Aids and "winnable deals only" ----
  /** The position changed (after `move`, when one was made): the solver is asked, only with Aids on. */
  ask(move?: M): void {
    if (this.book && this.shell.aids) this.advisor.ask(this.book.state, move);
  }

  /** "Winnable deals only" is drawing deals (the shell's search). */
  get searching(): boolean {
    return this.shell.winnable.searching;
  }

  /** The try under way (1-based), 0 when no search runs. */
  get tries(): number {
    return this.shell.winnable.tries;
  }

  /**
   * The first deal from `first` on that the solver proves winnable with `options` (the shell's
   * search: busy pointer, tries, one cancel). Null when cancelled or replaced; the game then begins
   * it (`begin`) and shows the result's note. `progress` hears every try.
   */
  winnableStart(first: number, options: O, progress?: (tries: number, deal: number) => void): Promise<WinnableResult | null> {
    this.advisor.forget();
    const engine = this.spec.rules.engine;
    return this.shell.winnable.run(first, (d) => this.advisor.prove(engine.newGame(d, options)), progress);
  }

  /** Drop a search for deals under way. */
  cancelSearch(): void {
    this.shell.winnable.cancel();
  }

  /** The game is left: the search stops, the solver's workers go. */
  dispose(): void {
    this.shell.winnable.cancel();
    this.advisor.dispose();
  }
}
