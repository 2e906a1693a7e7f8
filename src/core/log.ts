/**
 * The log is the game: every game is kept as its deal, its options and the changes the player
 * made, in order, and any position is the replay of its log through the game's engine. One shape
 * for every game, one replay (`replay`), one check (`verify`). A log is plain JSON.
 *
 * Each entry is an engine move (its own fields and `type`), or `{ type: 'undo' }` (the engine's
 * undo, so what was taken back stays said), or `{ type: 'aid' }` (the first aid of the game was used
 * here: the position does not change, so its key is the one before; a table reads the mark from it),
 * or a game's own change that is not a move (the door's marker). Every entry carries `key`, a digest of the position it led to, so a log whose deal,
 * options or moves were changed is refused at the first entry that no longer leads where it says,
 * and may carry `t`, the game's clock in ms when it was made (Spider's clock): the engine never
 * reads a clock, the entries say the time.
 */
import { IllegalMove, type Engine, type GameState, type Status, type TaggedMove } from './engine';
import { isDealNumber } from './rng';

/** One change the player made. */
export interface LogEntry {
  readonly type: string;
  /** Digest of the position after this entry (`digest`). */
  readonly key: string;
  /** The game's clock (ms of play) when the entry was made, for a game that keeps one. */
  readonly t?: number;
  readonly [field: string]: unknown;
}

export interface GameLog {
  /** The game's registry id. */
  readonly game: string;
  /** The log's version for that game (its entries' vocabulary). */
  readonly version: number;
  readonly deal: number;
  /** The game's options as its rules check them (Spider's rules and suits, King's Korner's free spaces ...). */
  readonly options: Record<string, unknown>;
  /** Unique per game played (a random part, not only the deal): a score enters its table once per id. */
  readonly id: string;
  /**
   * A game taken up from a save older than logs, where the save no longer held its beginning
   * (Gulf's earlier rounds): the position the log starts from, as the game's rules read it.
   * Absent in every game begun with a log.
   */
  readonly from?: Record<string, unknown>;
  readonly moves: readonly LogEntry[];
}

/** What a log needs of a game beyond the engine face. */
export interface LogRules<S extends GameState, M extends TaggedMove, O> {
  readonly game: string;
  /** The version of the log's vocabulary a new log is written in (older ones are read too). */
  readonly version: number;
  readonly engine: Engine<S, M, O>;
  /** The log's options, checked: the engine's options, or what is wrong in words. */
  options(x: Record<string, unknown>): O | string;
  /** The first position: the deal by default; `from` is a migrated log's carried start. */
  start?(deal: number, options: O, from: Record<string, unknown>): S | string;
  /** An entry's fields as an engine move (its other fields dropped), or null when it is none. */
  move(e: Record<string, unknown>): M | null;
  /** A change that is not an engine move (the door's marker): the position after it, a reason, or null when `e` is none of them. */
  own?(s: S, e: Record<string, unknown>): S | string | null;
  /** The position as the digest reads it (default: the engine's positionKey). */
  key?(s: S): string;
}

/** Any game's rules, as a table of them holds them (the methods' parameters are bivariant). */
export type AnyLogRules = LogRules<GameState, TaggedMove, unknown>;

/** FNV-1a, 32 bits, as 8 hex digits: cheap, stable across machines, enough to tell positions apart. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The digest an entry carries of the position it led to. */
export function digest<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, s: S): string {
  return fnv1a(rules.key ? rules.key(s) : rules.engine.positionKey(s));
}

export function newLog(rules: AnyLogRules, deal: number, options: Record<string, unknown>, id: string): GameLog {
  return { game: rules.game, version: rules.version, deal, options: { ...options }, id, moves: [] };
}

/** `log` with one more entry: the change `e` (a move, `{ type: 'undo' }` or an own change) that led to `after`. */
export function appendEntry<S extends GameState>(
  rules: LogRules<S, TaggedMove, unknown>,
  log: GameLog,
  e: TaggedMove,
  after: S,
  t?: number,
): GameLog {
  const entry: LogEntry = { ...(e as unknown as Record<string, unknown>), type: e.type, key: digest(rules, after), ...(t === undefined ? {} : { t: Math.round(t) }) };
  return { ...log, moves: [...log.moves, entry] };
}

/** The entry a game's first aid writes: no change of position, so every game's rules read it alike. */
export const AID = 'aid';

/** Whether a log says an aid was used in its game (an `aid` entry). */
export const aidedLog = (log: { readonly moves: readonly { readonly type: string }[] }): boolean => log.moves.some((e) => e.type === AID);

export type Replayed<S> =
  | { ok: true; state: S; states: S[] }
  | { ok: false; move: number; reason: string };

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Words for an entry in a reason: its type and fields. */
function named(e: Record<string, unknown>): string {
  const rest = Object.entries(e).filter(([k]) => k !== 'type' && k !== 'key' && k !== 't');
  return `${String(e.type)}${rest.length ? ` ${rest.map(([k, v]) => `${k} ${JSON.stringify(v)}`).join(', ')}` : ''}`;
}

/** Why the log's head is not one these rules read, or null. */
function headProblem(rules: AnyLogRules, log: Record<string, unknown>): string | null {
  if (log.game !== rules.game) return `The log is of ${JSON.stringify(log.game)}, not ${rules.game}.`;
  if (typeof log.version !== 'number' || !Number.isInteger(log.version) || log.version < 1 || log.version > rules.version) {
    return `Version ${JSON.stringify(log.version)} of ${rules.game}'s log is not one this program reads.`;
  }
  if (!isDealNumber(log.deal)) return `The deal number ${JSON.stringify(log.deal)} is not one (0 to 4294967295).`;
  if (typeof log.id !== 'string' || log.id.length === 0 || log.id.length > 64) return 'The log has no game id.';
  if (!isObj(log.options)) return 'The log has no options.';
  if (log.from !== undefined && !isObj(log.from)) return 'The log\'s start is not a position.';
  if (!Array.isArray(log.moves)) return 'The log has no list of moves.';
  return null;
}

/**
 * The one place a log becomes a state: its deal and options through the game's rules, then every
 * entry in order. Refused at the first entry that is not a change these rules make, not legal where
 * it stands, or not leading to the position its `key` says (`move` -1: the log's head).
 * `keep`: also return the position after every entry (`states[i]` after entry i).
 */
export function replay<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, log: unknown, keep = false): Replayed<S> {
  if (!isObj(log)) return { ok: false, move: -1, reason: 'A log is an object.' };
  const head = headProblem(rules, log);
  if (head !== null) return { ok: false, move: -1, reason: head };
  const options = rules.options(log.options as Record<string, unknown>);
  if (typeof options === 'string') return { ok: false, move: -1, reason: options };
  let s: S;
  try {
    const first = log.from !== undefined
      ? (rules.start ? rules.start(log.deal as number, options, log.from as Record<string, unknown>) : `${rules.game}'s log starts at its deal.`)
      : rules.engine.newGame(log.deal as number, options);
    if (typeof first === 'string') return { ok: false, move: -1, reason: first };
    s = first;
  } catch (e) {
    return { ok: false, move: -1, reason: e instanceof Error ? e.message : String(e) };
  }
  const states: S[] = [];
  const moves = log.moves as unknown[];
  for (let i = 0; i < moves.length; i++) {
    const e = moves[i];
    if (!isObj(e) || typeof e.type !== 'string') return { ok: false, move: i, reason: `Move ${i + 1} is not a move.` };
    if (e.t !== undefined && !(typeof e.t === 'number' && Number.isInteger(e.t) && e.t >= 0)) {
      return { ok: false, move: i, reason: `Move ${i + 1} has a bad time.` };
    }
    const next = step(rules, s, e);
    if (typeof next === 'string') return { ok: false, move: i, reason: `Move ${i + 1} (${named(e)}): ${next}` };
    if (e.key !== digest(rules, next)) {
      return { ok: false, move: i, reason: `Move ${i + 1} (${named(e)}) does not lead to the position the log says: the deal, the options or an earlier move differ.` };
    }
    s = next;
    if (keep) states.push(s);
  }
  return { ok: true, state: s, states };
}

/** One entry on `s`: the position after it, or why it cannot be made. */
function step<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, s: S, e: Record<string, unknown>): S | string {
  try {
    if (e.type === 'undo') {
      if (!rules.engine.canUndo(s)) return 'There is nothing to undo here.';
      return rules.engine.undo(s);
    }
    if (e.type === AID) return s;
    const own = rules.own?.(s, e) ?? null;
    if (own !== null) return own;
    const m = rules.move(e);
    if (m === null) return `${rules.game} has no such move.`;
    return rules.engine.apply(s, m);
  } catch (err) {
    if (err instanceof IllegalMove || err instanceof RangeError) return err.message;
    return err instanceof Error ? err.message : String(err);
  }
}

export type Verdict =
  /** `aided`: the log holds an `aid` entry (its score stays out of the high scores). */
  | { ok: true; score: number; status: Status; aided: boolean }
  | { ok: false; move: number; reason: string };

/**
 * Whether a log is a game these rules play: its score and status when it is, else the first entry
 * refused (-1 for the log's head) and why, in words. `table` gives the rules by game id.
 */
export function verify(log: unknown, table: Readonly<Record<string, AnyLogRules>>): Verdict {
  if (!isObj(log)) return { ok: false, move: -1, reason: 'A log is an object.' };
  const rules = typeof log.game === 'string' && Object.prototype.hasOwnProperty.call(table, log.game) ? table[log.game] : undefined;
  if (!rules) return { ok: false, move: -1, reason: `No game here is called ${JSON.stringify(log.game)}.` };
  const r = replay(rules, log);
  if (!r.ok) return r;
  return { ok: true, score: rules.engine.score(r.state), status: rules.engine.status(r.state), aided: aidedLog(log as unknown as GameLog) };
}

/**
 * A log written from a list of changes without their keys (a save older than logs, migrated):
 * each is made in turn and given the key of where it led. The first start as `replay` makes it;
 * the reason in words when a change cannot be made.
 */
export function writeLog<S extends GameState>(
  rules: LogRules<S, TaggedMove, unknown>,
  head: Omit<GameLog, 'moves' | 'game' | 'version'>,
  changes: readonly (TaggedMove & { t?: number })[],
): GameLog | string {
  const base: GameLog = { game: rules.game, version: rules.version, ...head, moves: [] };
  const r = replay(rules, base);
  if (!r.ok) return r.reason;
  let s = r.state;
  const moves: LogEntry[] = [];
  for (let i = 0; i < changes.length; i++) {
    const { t, ...e } = changes[i]! as TaggedMove & { t?: number } & Record<string, unknown>;
    const next = step(rules, s, e);
    if (typeof next === 'string') return `Move ${i + 1} (${named(e)}): ${next}`;
    s = next;
    moves.push({ ...e, type: e.type, key: digest(rules, s), ...(t === undefined ? {} : { t }) });
  }
  return { ...base, moves };
}
