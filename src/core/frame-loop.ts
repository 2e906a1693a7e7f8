/**
 * When the machine's frame runs: every animation frame while anything changes, and a few times a
 * second once nothing has for a while. A page that asked for every frame cost Chromium 0.1 CPU-s
 * a second doing nothing (a phone's battery; the browser tests' time, docs/notes/test-time-*.md).
 * Anything that changes the screen wakes it at once: input (main.ts listens), `Machine.invalidate`,
 * the busy pointer, a flash. The slow frames still run the apps' `tick` (Spider's clock, Gulf's
 * advice) and catch whatever changed unannounced, at most `IDLE_MS` late.
 */

/** Frames without a change before the loop slows (an eighth of a second at 60 Hz). */
export const QUIET_FRAMES = 8;
/** The slow frames' period. */
export const IDLE_MS = 125;

export class FrameLoop {
  private quiet = 0;
  private raf: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /**
   * `step` runs one frame and says whether anything changed or still moves; `woke` is told the
   * time when the loop leaves its slow frames.
   */
  constructor(
    private step: (now: number) => boolean,
    private woke: (now: number) => void = () => {},
  ) {}

  /** Every animation frame again, from the next one. */
  readonly wake = (): void => {
    this.quiet = 0;
    if (this.raf !== null) return;
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
      this.woke(performance.now());
    }
    this.raf = requestAnimationFrame(this.frame);
  };

  /** Running slowly (asked by the tests). */
  get idle(): boolean {
    return this.raf === null;
  }

  private readonly frame = (now: number): void => {
    this.raf = null;
    this.quiet = this.step(now) ? 0 : this.quiet + 1;
    if (this.raf !== null) return; // the step woke it
    if (this.quiet < QUIET_FRAMES) this.raf = requestAnimationFrame(this.frame);
    else
      this.timer = setTimeout(() => {
        this.timer = null;
        this.raf = requestAnimationFrame(this.frame);
      }, IDLE_MS);
  };
}
