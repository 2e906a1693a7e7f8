/** The positions a stage search keeps to deal from, and how it picks them (`keep`). */
import { type Board } from './solver-board';
import { COLUMNS } from './types';

/** A position to deal from: the line that reaches it from the stage's start. */
export interface Candidate {
  enc: Uint8Array;
  line: number[];
  value: number;
  /** `progressOf` the position (0 unless the stage keeps distinct candidates). */
  progress: number;
}

/** Stage mode: no deals; the `k` best dealable positions met within `cap` expansions are kept. */
export interface Stage {
  cap: number;
  k: number;
  cands: Candidate[];
  /**
   * Keep at most one candidate per `progressOf`. The best positions of a stage search are mostly
   * one position with its groups shuffled about, so the second candidate dealt from after a
   * failure was nearly the first; one that turned a different number of cards is another plan.
   * So four-suit runs win more deals, in fewer positions (docs/notes/solver-journal.md).
   */
  distinct: boolean;
}

/** How far a position has got: runs removed, and cards still face down. */
export function progressOf(b: Board): number {
  let down = 0;
  for (let c = 0; c < COLUMNS; c++) down += b.down[c]!;
  return b.removed * 128 + down;
}

/**
 * Offers a dealable position of `value` and `progress` to the stage's candidates (best first, at
 * most `k`): `make` builds it only when it is kept. With `distinct`, a worse candidate of the same
 * progress makes way for it, and a better one turns it away.
 */
export function keep(stage: Stage, value: number, progress: number, make: () => Candidate): void {
  const c = stage.cands;
  if (stage.distinct) {
    const same = c.findIndex((x) => x.progress === progress);
    if (same >= 0) {
      if (c[same]!.value >= value) return;
      c.splice(same, 1);
    }
  }
  if (c.length >= stage.k && c[c.length - 1]!.value >= value) return;
  let i = c.length;
  while (i > 0 && c[i - 1]!.value < value) i--;
  c.splice(i, 0, make());
  if (c.length > stage.k) c.pop();
}
