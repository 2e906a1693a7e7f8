/**
 * Resume-or-start, the one way for every game: the shell reads the save, decides from the game's
 * engine whether it holds a game still being played (or a finished one whose score waits for a
 * name), offers it, and has the game resume it; else the game begins a new one. Games say how to
 * take up their data and how to begin, never whether to.
 */
import type { Engine, GameState, TaggedMove } from '../core/engine';
import type { RecordSpec } from '../core/storage';
import type { Machine } from '../core/machine';
import type { Saved } from './envelope';
import { askContinue } from './prompts';

/** What the shell reads of a game's registry entry about its save (`GameEntry` fits it). */
export interface SaveEntry {
  readonly name: string;
  readonly save: RecordSpec<Saved<unknown>>;
  /** The game's rules behind the standard face: the shell asks it whether a position is still played. */
  readonly engine: Engine<GameState, TaggedMove, unknown>;
  /** The position a save's data holds (the one on screen when it was left); null when none. */
  position(game: unknown): GameState | null;
  /** A game the player could lose only once begun (a first move made); by default at once. */
  begun?(s: GameState): boolean;
  /** A position the engine calls finished that the game goes on from (Gulf's cleared round). */
  goesOn?(s: GameState): boolean;
  /** A finished game whose score waits for the player's name; `read` reads the game's other records. */
  pending?(game: unknown, read: <T>(spec: RecordSpec<T>) => T | null): boolean;
}

export type ReadRecord = <T>(spec: RecordSpec<T>) => T | null;

/** Whether a saved game is still being played: begun, and not over by its engine's word. */
export function inProgress(entry: SaveEntry, saved: Saved<unknown>): boolean {
  const s = entry.position(saved.game);
  if (s === null) return false;
  const on = entry.engine.status(s) === 'playing' || (entry.goesOn?.(s) ?? false);
  return on && (entry.begun?.(s) ?? true);
}

/** A finished game whose score is not yet recorded (an aided game's never enters a table). */
export function pending(entry: SaveEntry, saved: Saved<unknown>, read: ReadRecord): boolean {
  return !saved.aided && (entry.pending?.(saved.game, read) ?? false);
}

/** Unfinished business: a game in progress, or a score not yet recorded. */
export function unfinished(entry: SaveEntry, saved: Saved<unknown> | null, read: ReadRecord): boolean {
  return saved !== null && (inProgress(entry, saved) || pending(entry, saved, read));
}

/** What a game hands the shell to be resumed or begun (its app, through its GameModule). */
export interface GamePort {
  /** Take up a saved game (and its Aids mark); false when the game cannot, and a new one begins. */
  resume(saved: Saved<unknown>): boolean;
  /**
   * A new game, as the launch options ask (title, options screen or a deal). `saved` is the save
   * as stored, if any: one still in progress is being replaced (the player chose a new game), and
   * a game that keeps more than one game in its save (Idiot's Delight's tournament hands) keeps
   * the rest.
   */
  begin(saved: Saved<unknown> | null): void;
}

/**
 * Whether a launch from the desktop or a link takes up the saved game: only an unfinished one is
 * offered ("Continue the saved game?", Continue the default); a finished one is never in the way.
 */
export async function offerContinue(m: Machine, entry: SaveEntry & { describe?(game: unknown): string }): Promise<boolean> {
  const read: ReadRecord = (spec) => m.store.read(spec);
  const saved = read(entry.save);
  if (!unfinished(entry, saved, read)) return false;
  return askContinue(m, entry.name, pending(entry, saved!, read) ? null : entry.describe?.(saved!.game));
}

/**
 * Resume or begin, once the game's app is made. `resume`: the player chose Continue (offered only
 * for an unfinished game, above), or the page came back after a reload, which brings back what was
 * on screen, a finished game too. The game may refuse a save it cannot take up (Idiot's Delight's
 * hand that is over): then, and whenever there is nothing to resume, it begins a new game.
 */
export function resumeOrStart(entry: SaveEntry, read: ReadRecord, port: GamePort, resume: boolean): void {
  const saved = read(entry.save);
  if (resume && saved !== null && port.resume(saved)) return;
  port.begin(saved);
}
