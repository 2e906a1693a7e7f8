/**
 * The screen's link to the King's Korner solver: one SolverClient per app, a solve started
 * whenever the position changes, and the latest verdict kept for the position it was asked about.
 * HELP answers at once from that verdict (the solver's next move when it knows a winning line),
 * falling back to the engine's heuristic hint; the status area says whether the game can still
 * be won. The search runs in a Web Worker in the browser, in this thread in Node (tests).
 */
import { SolverClient, SolveCancelled } from '../../solver/client';
import type { SolveBudget, Verdict } from '../../solver/types';
import { hint, type KKMove, type KKState } from './engine';

/**
 * Budgets: the running game's solve and one try of the "winnable deals only" search. The solver
 * decides a fresh deal without search in well under a millisecond and a position reached in play
 * within a few thousand positions (docs/kings-korner.md, "How the solver decides"), so the budgets
 * are only a guard; with 0 FREE SPACES about one deal in 300 is winnable, hence the many tries.
 * In Node (tests) the solver runs in this thread and counts positions only; tests set their own.
 */
export const solverConfig: { play: SolveBudget; pick: SolveBudget; tries: number; makeClient: () => SolverClient } = {
  play: { maxMs: 500, maxNodes: 100_000 },
  pick: { maxMs: 200, maxNodes: 100_000 },
  tries: 2000,
  makeClient: () => new SolverClient(),
};

/** Identifies a position: the same deal, setting and moves made. */
export const positionKey = (s: KKState): string => `${s.deal}/${s.freeSpaces}/${s.moves.length}`;

export type Winnable = 'won' | 'lost' | 'unknown' | 'thinking';

const sameMove = (a: KKMove, b: KKMove): boolean =>
  a.type === b.type && ('row' in a ? 'row' in b && a.row === b.row && a.col === b.col : true);

export class Advisor {
  private client: SolverClient;
  /** Key of the position the verdict (or the search in flight) belongs to. */
  private key = '';
  private verdict: Verdict<KKMove> | null = null;
  private disposed = false;

  constructor(private readonly changed: () => void) {
    this.client = solverConfig.makeClient();
  }

  /**
   * The position is now `s` (after `move` from the previous one, when known). A winning line that
   * began with `move` goes on without a new search, and a lost position stays lost.
   */
  update(s: KKState, move?: KKMove): void {
    if (this.disposed) return;
    const key = positionKey(s);
    if (key === this.key) return;
    const old = this.verdict;
    this.key = key;
    this.verdict = null;
    if (old && move) {
      if (old.result === 'lost') this.verdict = old;
      else if (old.result === 'won' && old.line.length > 0 && sameMove(old.line[0]!, move)) {
        this.verdict = { result: 'won', line: old.line.slice(1) };
      }
    }
    if (s.end !== null) this.verdict = s.end === 'won' ? { result: 'won', line: [] } : { result: 'lost' };
    if (this.verdict) {
      this.client.cancel('kings-korner');
      this.changed();
      return;
    }
    this.client
      .request('kings-korner', s, solverConfig.play)
      .then((v) => {
        if (this.disposed || this.key !== key) return;
        this.verdict = v;
        this.changed();
      })
      .catch((e: unknown) => {
        if (e instanceof SolveCancelled || this.disposed || this.key !== key) return;
        this.verdict = { result: 'unknown', reason: 'time' };
        this.changed();
      });
    this.changed();
  }

  /** What is known about `s` now. */
  winnable(s: KKState): Winnable {
    if (positionKey(s) !== this.key || !this.verdict) return 'thinking';
    return this.verdict.result;
  }

  /** The move to suggest in `s`, and whether it comes from the solver's winning line. */
  advise(s: KKState): { move: KKMove | null; solver: boolean } {
    const v = positionKey(s) === this.key ? this.verdict : null;
    if (v && v.result === 'won' && v.line.length > 0) {
      const line = v.line;
      // The solver puts a held card back before making its pairs: when its line pairs that same
      // card again at once, suggest the pair itself.
      if (s.held && line[0]!.type === 'unhold' && line[1]?.type === 'hold' && line[2]?.type === 'pair') {
        const h = line[1];
        if (h.row === s.held.row && h.col === s.held.col) return { move: line[2], solver: true };
      }
      return { move: line[0]!, solver: true };
    }
    return { move: hint(s), solver: false };
  }

  /**
   * Does the solver prove `s` (a fresh deal) winnable within the pick budget? Null when cancelled;
   * 'failed' when the solver itself failed (a broken worker): trying more deals would not help.
   */
  async provesWinnable(s: KKState): Promise<boolean | 'failed' | null> {
    if (this.disposed) return null;
    try {
      const v = await this.client.request('kings-korner', s, solverConfig.pick);
      return v.result === 'won';
    } catch (e) {
      return e instanceof SolveCancelled || this.disposed ? null : 'failed';
    }
  }

  /** Forget the position (a search for deals replaces the running solve). */
  reset(): void {
    this.key = '';
    this.verdict = null;
  }

  dispose(): void {
    this.disposed = true;
    this.client.dispose();
  }
}
