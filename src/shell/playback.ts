/**
 * Watching a game again: a log played back through its game's rules (src/core/log.ts), one
 * position per entry, stepped by hand or played at a chosen speed. It knows nothing of a machine:
 * time comes in as the frame loop's monotonic clock (`tick(now)`), never read here.
 */
import type { GameState, TaggedMove } from '../core/engine';
import { replay, type GameLog, type LogRules } from '../core/log';

/** The speeds offered, in moves a second. */
export const SPEEDS: readonly number[] = [1, 2, 4, 8, 16];
/** The speed a playback starts at (an index into SPEEDS): two moves a second. */
export const FIRST_SPEED = 1;

export class Playback<S extends GameState> {
  /** The move on show: `positions[at]` (0 is the deal, i is the position after move i). */
  private index = 0;
  private speedIndex = FIRST_SPEED;
  private running = false;
  /** The clock time the last step of play was due at; null until play sees its first tick. */
  private since: number | null = null;

  private constructor(
    readonly log: GameLog,
    /** The deal's (or the log's start) position, then the position after every entry. */
    readonly positions: readonly S[],
  ) {}

  /** The playback of `log`, at its first position; the reason in words when the log does not replay. */
  static of<S extends GameState>(rules: LogRules<S, TaggedMove, unknown>, log: GameLog): Playback<S> | string {
    const head = replay(rules, { ...log, moves: [] });
    if (!head.ok) return head.reason;
    const all = replay(rules, log, true);
    if (!all.ok) return `Move ${all.move + 1} cannot be played back: ${all.reason}`;
    return new Playback(log, [head.state, ...all.states]);
  }

  /** How many moves the log holds. */
  get moves(): number {
    return this.positions.length - 1;
  }

  /** The move shown last (0: the deal). */
  get at(): number {
    return this.index;
  }

  get state(): S {
    return this.positions[this.index]!;
  }

  get playing(): boolean {
    return this.running;
  }

  /** Moves a second while playing. */
  get speed(): number {
    return SPEEDS[this.speedIndex]!;
  }

  /** The log's entry that led to the position shown (null at the deal). */
  get entry(): GameLog['moves'][number] | null {
    return this.index > 0 ? this.log.moves[this.index - 1]! : null;
  }

  /** Show move `i` (clamped to the log); stepping by hand stops play. Whether the position changed. */
  to(i: number): boolean {
    this.stop();
    return this.go(i);
  }

  forward(): boolean {
    return this.to(this.index + 1);
  }

  back(): boolean {
    return this.to(this.index - 1);
  }

  /** Play from here (from the deal again when at the end). */
  play(): void {
    if (this.index >= this.moves) this.go(0);
    this.running = this.moves > 0;
    this.since = null;
  }

  stop(): void {
    this.running = false;
    this.since = null;
  }

  toggle(): void {
    if (this.running) this.stop();
    else this.play();
  }

  /** A faster speed (false when at the fastest). */
  faster(): boolean {
    return this.setSpeed(this.speedIndex + 1);
  }

  slower(): boolean {
    return this.setSpeed(this.speedIndex - 1);
  }

  /** Speed SPEEDS[i]; play goes on at it from the step due last. */
  setSpeed(i: number): boolean {
    if (i < 0 || i >= SPEEDS.length || i === this.speedIndex) return false;
    this.speedIndex = i;
    return true;
  }

  /**
   * The frame loop's clock (ms, monotonic): while playing, as many moves as are due at the speed
   * since the last one (the first tick only starts the count), stopping at the end. Whether the
   * position changed.
   */
  tick(now: number): boolean {
    if (!this.running) return false;
    if (this.since === null || now < this.since) {
      this.since = now;
      return false;
    }
    const per = 1000 / this.speed;
    const due = Math.floor((now - this.since) / per);
    if (due <= 0) return false;
    this.since += due * per;
    const changed = this.go(this.index + due);
    if (this.index >= this.moves) this.stop();
    return changed;
  }

  private go(i: number): boolean {
    const j = Math.max(0, Math.min(this.moves, Math.trunc(i)));
    if (j === this.index) return false;
    this.index = j;
    return true;
  }
}
