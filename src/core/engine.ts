/**
 * The standard face every card engine shows, and the only way the shell and the tests' replay
 * helper talk to a game's rules. Engines are pure: no DOM, no clocks, no Math.random; a state is
 * plain JSON (what resume-after-reload and platform switches keep), carries `game` naming its
 * game, and keeps its move log in `history`. Moves are tagged by `type`. `apply` and `undo`
 * return new states and never mutate their input.
 */
export type Status = 'playing' | 'won' | 'lost';

/** Every game's moves are tagged by `type`. */
export interface TaggedMove {
  readonly type: string;
}

/** The part of every state the shell reads. */
export interface GameState {
  readonly game: string;
  readonly deal: number;
}

export interface Engine<State extends GameState, Move extends TaggedMove, Options> {
  /** A new game from a deal number (0..2^32-1) and the game's options; throws RangeError on a bad one. */
  newGame(deal: number, options: Options): State;
  /** Every move legal in `s` (empty when the game is over). */
  legalMoves(s: State): Move[];
  /** `s` after `m`; throws `IllegalMove` when `m` is not legal. */
  apply(s: State, m: Move): State;
  /** Whether undo is possible in `s`. */
  canUndo(s: State): boolean;
  /** `s` with its last move taken back (exactly the state before it). */
  undo(s: State): State;
  score(s: State): number;
  status(s: State): Status;
  /** The game's own advice (the originals' HELP, or a simple rule where they had none); null when none. */
  hint(s: State): Move | null;
  /** The automation view of `s` (docs/automation.md): plain JSON with `game`. */
  toApiState(s: State): { game: string } & Record<string, unknown>;
  /** Equal for positions that play the same (the solver's and the advice cache's key). */
  positionKey(s: State): string;
}

export class IllegalMove extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'IllegalMove';
  }
}
