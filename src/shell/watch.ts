/**
 * Watching a game again on the machine: the controls every program shares over a Playback
 * (playback.ts), in the platform's menus and on the keyboard. SPACE plays or stops, the arrow keys
 * (and the right button) step, + and - change the speed, Home and End go to the deal and the end,
 * Esc stops watching. The program draws `playback.state` with its own drawing code, and `line()`
 * where it writes its status. The game in progress is not touched: the program only sets this aside.
 */
import type { GameState } from '../core/engine';
import type { GameLog, LogRules } from '../core/log';
import type { TaggedMove } from '../core/engine';
import type { Button, KeyInput, Menu } from '../core/app';
import type { Machine } from '../core/machine';
import { Playback, SPEEDS } from './playback';

export const WATCH_MENU = 'Watch';

export class Watch<S extends GameState> {
  private constructor(
    private readonly m: Machine,
    readonly playback: Playback<S>,
    /** What is watched, in the status line ('the last game', 'SUE 1234'). */
    readonly what: string,
    private readonly leave: () => void,
  ) {}

  /**
   * Watch `log` (null: nothing kept), or say in a requester why it cannot be: the Watch, or null.
   * `leave` is called when the player stops watching (Esc, the menu). The program shows it, then
   * calls `shown`.
   */
  static async open<S extends GameState>(m: Machine, rules: LogRules<S, TaggedMove, unknown>, log: GameLog | null, what: string, leave: () => void): Promise<Watch<S> | null> {
    if (!log) {
      await m.alert({ lines: ['There is no game to watch:', `${what} was not kept.`], buttons: ['OK'], icon: 'note' });
      return null;
    }
    const pb = Playback.of(rules, log);
    if (typeof pb === 'string') {
      console.error(`${rules.game}: a kept log does not play back: ${pb}`);
      await m.alert({ lines: ['This game cannot be watched:', pb], buttons: ['OK'], icon: 'stop' });
      return null;
    }
    return new Watch(m, pb, what, leave);
  }

  /** The program draws it now: its menus and its line replace the game's. */
  shown(): void {
    this.changed();
  }

  get state(): S {
    return this.playback.state;
  }

  /** The status line, short enough for a 40-column screen: where the playback is. */
  line(): string {
    const p = this.playback;
    return `Replay: move ${p.at} of ${p.moves}, ${p.playing ? 'playing' : 'stopped'}, ${p.speed}/s`;
  }

  /** The message the player hears: what is watched, where, and the keys. */
  private said(): string {
    const p = this.playback;
    return `Watching ${this.what}: move ${p.at} of ${p.moves}, ${p.playing ? 'playing' : 'stopped'} at ${p.speed} a second. SPACE plays or stops, the arrows step, Esc ends.`;
  }

  /** The menus while watching: the machine's About stays where it is, the rest is the Watch menu. */
  menus(): Menu[] {
    const p = this.playback;
    return [
      {
        title: WATCH_MENU,
        items: [
          { id: 'watch-play', label: p.playing ? 'Stop' : 'Play', key: 'Space' },
          { id: 'watch-forward', label: 'Step forward', key: '\u2192', enabled: p.at < p.moves },
          { id: 'watch-back', label: 'Step back', key: '\u2190', enabled: p.at > 0 },
          { id: 'watch-start', label: 'To the deal', key: 'Home', enabled: p.at > 0 },
          { id: 'watch-end', label: 'To the end', key: 'End', enabled: p.at < p.moves },
          '-',
          ...SPEEDS.map((s, i) => ({ id: `watch-speed-${i}`, label: `${s} move${s === 1 ? '' : 's'} a second`, checked: p.speed === s })),
          '-',
          { id: 'watch-leave', label: 'Stop watching', key: 'Esc' },
        ],
      },
    ];
  }

  /** A menu item of the Watch menu; false when it is none. */
  menu(id: string): boolean {
    const p = this.playback;
    if (id.startsWith('watch-speed-')) {
      p.setSpeed(Number(id.slice('watch-speed-'.length)));
      return this.changed();
    }
    switch (id) {
      case 'watch-play':
        p.toggle();
        return this.changed();
      case 'watch-forward':
        return this.stepped(p.forward());
      case 'watch-back':
        return this.stepped(p.back());
      case 'watch-start':
        return this.stepped(p.to(0));
      case 'watch-end':
        return this.stepped(p.to(p.moves));
      case 'watch-leave':
        this.leave();
        this.m.menusChanged();
        this.m.invalidate();
        return true;
      default:
        return false;
    }
  }

  key(k: KeyInput): void {
    const id = KEYS[k.key];
    if (id) this.menu(id);
    else if (k.key === '+' || k.key === '=') this.menu(`watch-speed-${SPEEDS.indexOf(this.playback.speed) + 1}`);
    else if (k.key === '-') this.menu(`watch-speed-${SPEEDS.indexOf(this.playback.speed) - 1}`);
  }

  /** The right button steps forward (the left one, which would play a card, does nothing). */
  pointerDown(b: Button): void {
    if (b === 'right') this.menu('watch-forward');
  }

  /** The frame loop's clock: play moves on at its speed. */
  tick(now: number): void {
    const p = this.playback;
    const was = p.playing;
    const moved = p.tick(now);
    // Said when play ends, not at every move (16 a second would flood the messages).
    if (was !== p.playing) this.changed();
    else if (moved) {
      this.m.menusChanged();
      this.m.invalidate();
    }
    // Keep the frames coming while playing, so a fast speed is not held to the idle frames' pace.
    if (p.playing) this.m.invalidate();
  }

  /** Automation: where the playback stands. */
  report(): { move: number; moves: number; playing: boolean; speed: number; id: string } {
    const p = this.playback;
    return { move: p.at, moves: p.moves, playing: p.playing, speed: p.speed, id: p.log.id };
  }

  private stepped(moved: boolean): boolean {
    if (!moved) this.m.beep();
    return this.changed();
  }

  private changed(): boolean {
    this.m.message(this.said());
    this.m.menusChanged();
    this.m.invalidate();
    return true;
  }
}

/** A program that shows a Watch in place of its game (its `watch` field, drawn while set). */
export interface WatchHost<S extends GameState> {
  readonly m: Machine;
  watch: Watch<S> | null;
}

/**
 * Watch `log` in `host` (see Watch.open): `host.watch` is set, the menus and the line follow, and
 * ends with the Esc key or the menu. `before` clears what the program had up (a table, a panel).
 */
export async function watchIn<S extends GameState>(host: WatchHost<S>, rules: LogRules<S, TaggedMove, unknown>, log: GameLog | null, what: string, before?: () => void): Promise<void> {
  const w = await Watch.open(host.m, rules, log, what, () => (host.watch = null));
  if (!w) return;
  before?.();
  host.watch = w;
  w.shown();
}

const KEYS: Record<string, string> = {
  ' ': 'watch-play',
  ArrowRight: 'watch-forward',
  ArrowLeft: 'watch-back',
  Home: 'watch-start',
  End: 'watch-end',
  Escape: 'watch-leave',
};
