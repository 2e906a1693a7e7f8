/**
 * pixi's Ticker as this collection uses it, in its place (vite.config.ts sends pixi's own import of
 * it here; src/sound/pixi-for-sound.ts hands it to @pixi/sound). Two callers only: the renderer's
 * scheduler (`Ticker.system`, for its texture collection) and @pixi/sound's instances
 * (`Ticker.shared`, for their `progress`). Both only `add` and `remove` a method with its object and
 * read nothing of the ticker's timing (delta, FPS, speed, priorities), which is most of pixi's
 * (about 1 KB gzipped). As pixi's does, each runs its listeners once an animation frame, in the
 * order added, while it has any, and passes itself to them. The scheduler's jobs (pixi's garbage
 * collection, every 30 s) run off a one-second timer instead: asking for every animation frame
 * for them kept an idle page drawing frames (src/core/frame-loop.ts).
 */
type Listener = { fn: (ticker: FrameTicker) => void; context: unknown };

export class FrameTicker {
  private listeners: Listener[] = [];
  private frame: number | null = null;

  /** `period`: a timer of that many milliseconds, not the animation frame. */
  constructor(private period = 0) {}

  private schedule(): number {
    return this.period > 0 ? (setTimeout(this.tick, this.period) as unknown as number) : requestAnimationFrame(this.tick);
  }

  add(fn: Listener['fn'], context: unknown = null): this {
    this.listeners.push({ fn, context });
    this.frame ??= this.schedule();
    return this;
  }

  /** Every listener with this function and object (pixi's `remove`). */
  remove(fn: Listener['fn'], context: unknown = null): this {
    this.listeners = this.listeners.filter((l) => l.fn !== fn || l.context !== context);
    if (this.listeners.length === 0 && this.frame !== null) {
      if (this.period > 0) clearTimeout(this.frame);
      else cancelAnimationFrame(this.frame);
      this.frame = null;
    }
    return this;
  }

  /** How many listeners it runs (pixi's `count`). */
  get count(): number {
    return this.listeners.length;
  }

  private tick = (): void => {
    this.frame = null;
    // A listener may remove itself (an ended sound): the frame's list is the one it started with.
    for (const l of [...this.listeners]) if (this.listeners.includes(l)) l.fn.call(l.context, this);
    if (this.listeners.length > 0) this.frame ??= this.schedule();
  };
}

export class Ticker {
  static readonly system = new FrameTicker(1000);
  static readonly shared = new FrameTicker();
}
