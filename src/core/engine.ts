/**
 * The small standard face every card engine shows. Engines are pure: no DOM, no clocks, no
 * Math.random; a state is plain JSON (it is what resume-after-reload and platform switches keep).
 * `apply` and `undo` return new states and never mutate their input.
 */
export type Status = 'playing' | 'won' | 'lost';

export interface Engine<State, Move, Options> {
  /** A new game from a deal number (0..2^32-1) and the game's options. */
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
}

export class IllegalMove extends Error {
  constructor(why: string) {
    super(why);
    this.name = 'IllegalMove';
  }
}
