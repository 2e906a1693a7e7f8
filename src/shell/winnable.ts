/**
 * "Winnable deals only", driven once for every game: the shell's policy (findWinnableDeal) with the
 * busy pointer on while it searches, the try count redrawn a few times a second, one cancel (a new
 * search or leaving the game drops the old one), and a solver that fails told once (the note).
 */
import type { Machine } from '../core/machine';
import { findWinnableDeal, type Proof, type WinnableResult } from './advice';

/** The try count is redrawn this often at most: a frame can cost more than a try on a slow display. */
export const REDRAW_MS = 200;

export class WinnableSearch {
  /** The try under way (1..WINNABLE_TRIES), 0 when no search runs. */
  tries = 0;
  private gen = 0;

  constructor(
    private readonly m: Machine,
    /** The shell's one word on a failed solver: the search's note says it, so nothing else repeats it. */
    private readonly failed: () => void = () => undefined,
  ) {}

  get searching(): boolean {
    return this.tries > 0;
  }

  /**
   * Deals from `first` on until `prove` says one is won. Resolves null when cancelled (a newer
   * search, `cancel`, the game left); else the deal and the note for the player. `progress` hears
   * every try. A `prove` that throws counts as a failed solver, never an unhandled rejection.
   */
  async run(first: number, prove: (deal: number) => Promise<Proof>, progress: (tries: number, deal: number) => void = () => undefined): Promise<WinnableResult | null> {
    const gen = ++this.gen;
    const m = this.m;
    let drawn = -Infinity;
    this.tries = 1;
    m.busy = true;
    m.invalidate();
    const safe = async (d: number): Promise<Proof> => {
      try {
        return await prove(d);
      } catch {
        return 'failed';
      }
    };
    try {
      const r = await findWinnableDeal(first, safe, (i) => {
        if (gen !== this.gen) return;
        this.tries = i;
        progress(i, (first + i - 1) >>> 0);
        if (performance.now() - drawn >= REDRAW_MS) {
          drawn = performance.now();
          m.invalidate();
        }
      }, () => gen !== this.gen);
      if (r?.failed) this.failed();
      return gen === this.gen ? r : null;
    } finally {
      if (gen === this.gen) {
        this.tries = 0;
        m.busy = false;
        m.invalidate();
      }
    }
  }

  /** Drop the search under way (its `run` resolves null) and take the busy pointer down. */
  cancel(): void {
    this.gen++;
    if (this.tries > 0) {
      this.tries = 0;
      this.m.busy = false;
      this.m.invalidate();
    }
  }
}
