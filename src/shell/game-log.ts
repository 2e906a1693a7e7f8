/**
 * A game being played, kept as its log (src/core/log.ts): the log and the position it replays to,
 * changed only by entries, so what is on screen is always the replay of what is saved. The shell
 * makes the game's id (a random part beside the deal), which an engine never could.
 */
import type { GameState, TaggedMove } from '../core/engine';
import { AID, aidedLog, appendEntry, fnv1a, newLog, replay, type GameLog, type LogRules } from '../core/log';

/** A new game's id: its deal, then 64 random bits. */
export function newGameId(deal: number, random: () => number = Math.random): string {
  let r = '';
  for (let i = 0; i < 4; i++) r += Math.floor(random() * 0x10000).toString(16).padStart(4, '0');
  return `${deal}-${r}`;
}

/**
 * The id of a game migrated from a save older than logs: the same every time the old save is read
 * (a migration may run more than once before it is written back), and told apart by its content.
 */
export const migratedId = (deal: number, old: unknown): string => `${deal}-m${fnv1a(JSON.stringify(old))}`;

/** Positions of logs already replayed (or made move by move), by log object. */
const positions = new WeakMap<GameLog, GameState | null>();

export class LogBook<S extends GameState, M extends TaggedMove, O> {
  private constructor(
    readonly rules: LogRules<S, M, O>,
    private current: GameLog,
    private position: S,
  ) {}

  /** A new game of `deal` (options as the log keeps them), with a fresh id. */
  static begin<S extends GameState, M extends TaggedMove, O>(rules: LogRules<S, M, O>, deal: number, options: O, id = newGameId(deal)): LogBook<S, M, O> {
    const log = newLog(rules, deal, options as Record<string, unknown>, id);
    return new LogBook(rules, log, rules.engine.newGame(deal, options));
  }

  /** A game that starts from `from` (a position set up, or carried over), not its deal: the rules' `start` reads it. */
  static from<S extends GameState, M extends TaggedMove, O>(rules: LogRules<S, M, O>, deal: number, options: O, from: Record<string, unknown>, id = newGameId(deal)): LogBook<S, M, O> {
    const log: GameLog = { ...newLog(rules, deal, options as Record<string, unknown>, id), from };
    const s = rules.start ? rules.start(deal, options, from) : `${rules.game}'s log starts at its deal.`;
    if (typeof s === 'string') throw new Error(s);
    return new LogBook(rules, log, s);
  }

  /** The game a log holds, or null (with the reason on the console) when it is not one. */
  static resume<S extends GameState, M extends TaggedMove, O>(rules: LogRules<S, M, O>, log: GameLog): LogBook<S, M, O> | null {
    const r = replay(rules, log);
    if (!r.ok) {
      console.error(`${rules.game}: the saved log is refused at move ${r.move + 1}: ${r.reason}`);
      return null;
    }
    return new LogBook(rules, log, r.state);
  }

  get log(): GameLog {
    return this.current;
  }

  get state(): S {
    return this.position;
  }

  /** A move of the rules; throws IllegalMove as the engine does. `t`: the game's clock, for a game that keeps one. */
  play(m: M, t?: number): S {
    return this.enter(m, this.rules.engine.apply(this.position, m), t);
  }

  /** Take the last move back: an entry too, so the log says what was taken back. */
  undo(t?: number): S {
    return this.enter({ type: 'undo' }, this.rules.engine.undo(this.position), t);
  }

  /** Whether the log says an aid was used (an `aid` entry). */
  get aided(): boolean {
    return aidedLog(this.current);
  }

  /** The first aid of the game is used here: an `aid` entry (the position stays), once per game. */
  aid(t?: number): S {
    return this.aided ? this.position : this.enter({ type: AID }, this.position, t);
  }

  /** A change that is no move of the rules (the door's marker), as the rules' `own` reads it. */
  own(e: TaggedMove & Record<string, unknown>, t?: number): S {
    const next = this.rules.own?.(this.position, e) ?? `${this.rules.game} has no change ${e.type}.`;
    if (typeof next === 'string') throw new Error(next);
    return this.enter(e, next, t);
  }

  private enter(e: TaggedMove, next: S, t?: number): S {
    this.current = appendEntry(this.rules, this.current, e, next, t);
    this.position = next;
    positions.set(this.current, next);
    return next;
  }
}

/** The position a (validated) log replays to, remembered per log object: the shell asks it often. */
export function stateOf<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, log: GameLog): S | null {
  if (!positions.has(log)) {
    const r = replay(rules, log);
    positions.set(log, r.ok ? r.state : null);
  }
  return positions.get(log) as S | null;
}

/** A log read from a save: the log itself when it replays, else null. */
export function validLog<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, x: unknown): GameLog | null {
  const r = replay(rules, x);
  if (!r.ok) return null;
  positions.set(x as GameLog, r.state);
  return x as GameLog;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Deep equality of JSON values, key order aside: a migrated log must replay to exactly the old save's position. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameJson(v, b[i]));
  if (!isObj(a) || !isObj(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
}

/** A log written for an old save, kept only when it replays to exactly the position that save held. */
export function faithful<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, log: GameLog | string, old: unknown): GameLog | null {
  if (typeof log === 'string') return null;
  const r = replay(rules, log);
  return r.ok && sameJson(r.state, old) ? log : null;
}
