/**
 * Solver advice, one vocabulary and one policy for every game: what a verdict is called, and how
 * "winnable deals only" picks a deal (consecutive deal numbers, a fixed number of tries, and one
 * behaviour when the solver cannot run or proves nothing).
 */

/** What the solver knows about a position: every game's verdict is one of these. */
export type Verdict = 'won' | 'lost' | 'unknown' | 'thinking';

/** The answer of one proof attempt: 'failed' when the solver could not run at all. */
export type Proof = 'won' | 'lost' | 'unknown' | 'failed';

export function verdictText(v: Verdict): string {
  return v === 'won' ? 'Solver: can be won.'
    : v === 'lost' ? 'Solver: cannot be won.'
    : v === 'thinking' ? 'Solver: thinking...'
    : 'Solver: too hard to tell.';
}

/** Deals tried by "winnable deals only" before it settles for the last one. */
export const WINNABLE_TRIES = 20;

export interface WinnableResult {
  deal: number;
  /** Null when the deal was proven winnable; else what the player is told. */
  note: string | null;
  /** The solver could not run (the note says so: nothing else needs to). */
  failed?: true;
}

/**
 * Deal numbers from `first` on until `prove` says one is won. Resolves null when `cancelled()`
 * became true (the game was left or replaced). A solver that fails stops the search on the deal
 * it was trying; after WINNABLE_TRIES the last deal tried is played. `progress` hears each try.
 */
export async function findWinnableDeal(
  first: number,
  prove: (deal: number) => Promise<Proof>,
  progress: (tries: number) => void,
  cancelled: () => boolean,
): Promise<WinnableResult | null> {
  let d = first >>> 0;
  for (let i = 1; ; i++, d = (d + 1) >>> 0) {
    progress(i);
    const p = await prove(d);
    if (cancelled()) return null;
    if (p === 'won') return { deal: d, note: null };
    if (p === 'failed') return { deal: d, note: `The solver could not run: playing deal ${d}.`, failed: true };
    if (i >= WINNABLE_TRIES) return { deal: d, note: `No deal proved winnable in ${WINNABLE_TRIES} tries: playing deal ${d}.` };
  }
}
