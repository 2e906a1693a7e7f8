/**
 * One window plays a game at a time. An installed app and a browser tab are two windows of one
 * origin, and both write the same save: the last to move would win, silently. So a window holds a
 * Web Lock named for the game while it plays it; a second window that opens the game finds the
 * lock held and asks its player: "Play here" takes the lock from the other window (which stops
 * saving the game and says it moved), "Leave it" keeps the desktop. A browser without Web Locks
 * plays as before (one window at a time cannot be told apart there).
 */
import type { Machine } from '../core/machine';
import type { GameEntry, GameId } from '../games/types';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; steal?: boolean }, fn: (lock: unknown) => Promise<void> | void): Promise<unknown>;
}

/** What the player is asked when the game is open in another window. */
export const OTHER_WINDOW_LINES = (name: string) => [`${name} is open in`, 'another window of this', 'browser. Play it here?', '(The other window then', 'stops saving it.)'];
/** What the window that lost the game says. */
export const MOVED_LINES = (name: string) => [`${name} moved to`, 'another window. Its game', 'goes on there; this', 'window no longer saves it.'];
/** Said too when text was being typed here that does not go with the game. */
export const NOT_KEPT_LINE = 'What you typed is not kept.';
/** Said instead when it was a high score's name, saved with the game as it was typed: it goes with it. */
export const CARRIED_LINE = 'The name you typed goes too.';

const LOCK = (id: GameId) => `retro.game.${id}`;

export class WindowOwner {
  /** The game this window holds, and how to let it go. */
  private held: { id: GameId; release: () => void } | null = null;

  constructor(
    private readonly m: Machine,
    private readonly locks: LockManagerLike | null = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null,
  ) {}

  /**
   * Hold `entry`'s game for this window. Resolves true when this window may play it: it was free,
   * or the player chose "Play here" (the other window is told). False: "Leave it".
   */
  async claim(entry: GameEntry): Promise<boolean> {
    const id = entry.id;
    if (!this.locks || this.held?.id === id) return true;
    this.release();
    if (await this.take(entry, false)) return true;
    const r = await this.m.alert({ lines: OTHER_WINDOW_LINES(entry.name), buttons: ['Play here', 'Leave it'], defaultButton: 1, escapeButton: 1, icon: 'question' });
    if (r.button !== 0) return false;
    return this.take(entry, true);
  }

  /** Let the game go (back at the desktop, or another game started). */
  release(): void {
    const h = this.held;
    this.held = null;
    h?.release();
  }

  /** Ask for the game's lock (`steal`: take it from the window holding it); resolves whether it is held. */
  private take(entry: GameEntry, steal: boolean): Promise<boolean> {
    return new Promise<boolean>((granted) => {
      let release!: () => void;
      const kept = new Promise<void>((r) => (release = r));
      const held = { id: entry.id, release };
      this.locks!.request(LOCK(entry.id), steal ? { steal: true } : { ifAvailable: true }, (lock) => {
        if (lock === null) return granted(false);
        this.held = held;
        this.m.store.pause(entry.save.key, false);
        granted(true);
        return kept;
      }).catch(() => {
        // Another window took the game ("Play here" there): stop saving it, say so, leave it.
        if (this.held !== held) return;
        this.held = null;
        this.m.store.pause(entry.save.key, true);
        // Text being typed: a high score's name was saved with the game at every key (its box hears
        // `typed`), so the other window's box opens with it; any other text stays here, and is said lost.
        const fields = this.m.requesters.filter((r) => r.spec.input !== undefined && r.spec.input.kind !== 'password' && r.text.length > 0);
        const lost = fields.some((r) => r.spec.input!.typed === undefined);
        const carried = fields.some((r) => r.spec.input!.typed !== undefined);
        if (this.m.app?.id === entry.id) this.m.quitToDesktop();
        const said = [...(lost ? [NOT_KEPT_LINE] : []), ...(carried ? [CARRIED_LINE] : [])];
        void this.m.alert({ lines: [...MOVED_LINES(entry.name), ...said], buttons: ['OK'], icon: 'note', system: true });
      });
    });
  }
}
