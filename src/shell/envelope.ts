/**
 * The one shape of every game's save record: the shell's envelope around the game's own data.
 * The record's version is the storage's (`{ v, data }`); inside it the shell keeps what every game
 * shares (the Aids mark) beside the game's data, so a flag the shell adds is one change here, not
 * a migration in each game.
 */
import type { RecordSpec, Validator } from '../core/storage';

export interface Saved<G> {
  /** An aid was used in this game: its score stays out of the high scores and best figures. */
  readonly aided: boolean;
  /** The game's own data (its position, clock, screen state...). */
  readonly game: G;
  /**
   * A name being typed for a high score when the save was written: the window that takes the game
   * ("Play here", src/shell/owner.ts) opens its name box with it. Absent when none is (older saves too).
   */
  readonly typed?: string;
  /**
   * The game is a board's daily deal (issue 51): its log goes to that board when it ends. Absent
   * for every other game (and in saves from before it: an optional field, no migration).
   */
  readonly daily?: DailyMark;
}

/** Which board's daily deal a game is: the board's origin, its day and the variant's key. */
export interface DailyMark {
  readonly board: string;
  readonly date: string;
  readonly variant: string;
}

/** A save's daily mark, or null when it is none (a damaged one drops the mark, never the game). */
export function readDailyMark(x: unknown): DailyMark | null {
  if (!isObj(x)) return null;
  const { board, date, variant } = x;
  if (typeof board !== 'string' || board.length > 300 || typeof variant !== 'string' || variant.length > 100) return null;
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  return { board, date, variant };
}

/** The longest name a save carries (every game's name box is shorter). */
export const TYPED_MAX = 64;

/** The game's save as it was stored before the envelope: its last version and how it got there. */
export interface Unenveloped {
  readonly version: number;
  /** The game's migrations up to `version` (as its RecordSpec had them). */
  readonly migrate?: (data: unknown, from: number) => unknown;
  /** Takes the Aids mark out of that last shape; by default a top-level `aided` field. */
  readonly split?: (data: unknown) => Saved<unknown> | null;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The default `split`: `{ aided, ...game }`. */
export function splitAided(data: unknown): Saved<unknown> | null {
  if (!isObj(data)) return null;
  const { aided, ...game } = data;
  return typeof aided === 'boolean' ? { aided, game } : null;
}

/**
 * A game's save record in the envelope. `validate` checks the game's own data; `before` is the
 * game's save as it was stored until the envelope: those versions are migrated through the game's
 * own migrations, then enveloped (its version + 1 is the envelope's first). `since` changes the
 * game's data inside the envelope, one step per version after the first (the save became the log).
 */
export function savedRecord<G>(spec: {
  key: string;
  file: string;
  validate: Validator<G>;
  before: Unenveloped;
  since?: readonly ((game: unknown, aided: boolean) => unknown)[];
}): RecordSpec<Saved<G>> {
  const { before } = spec;
  const since = spec.since ?? [];
  const first = before.version + 1;
  const version = first + since.length;
  return {
    key: spec.key,
    file: spec.file,
    version,
    validate: (x) => {
      if (!isObj(x) || typeof x.aided !== 'boolean') return null;
      const game = spec.validate(x.game);
      if (game === null) return null;
      // a name being typed is an extra, not the game: one that is no name is dropped, the game kept
      const typed = typeof x.typed === 'string' && x.typed.length <= TYPED_MAX ? { typed: x.typed } : {};
      const mark = readDailyMark(x.daily);
      return { aided: x.aided, game, ...typed, ...(mark ? { daily: mark } : {}) };
    },
    migrate: (data, from) => {
      if (from >= version) return null;
      let env: Saved<unknown> | null;
      if (from < first) {
        const last = from < before.version ? (before.migrate ? before.migrate(data, from) : null) : data;
        env = last === null || last === undefined ? null : (before.split ?? splitAided)(last);
      } else env = isObj(data) && typeof data.aided === 'boolean' ? { aided: data.aided, game: data.game } : null;
      for (let at = Math.max(from, first); env !== null && at < version; at++) {
        const game = since[at - first]!(env.game, env.aided);
        env = game === null || game === undefined ? null : { aided: env.aided, game };
      }
      return env;
    },
  };
}
