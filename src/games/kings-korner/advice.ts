/**
 * The screen's link to the King's Korner solver: one SolverClient per app, a solve started
 * whenever the position changes, and the latest verdict kept for the position it was asked about.
 * HELP answers at once from that verdict (the solver's next move when it knows a winning line),
 * falling back to the engine's heuristic hint; the status area says whether the game can still
 * be won. Both are Aids: the app asks only while they are on (and `prove` for "winnable deals
 * only"). The search runs in a Web Worker in the browser, in this thread in Node (tests).
 */
import { SolverClient, SolveCancelled } from '../../solver/client';
import type { SolveBudget, Verdict as Answer } from '../../solver/types';
import type { Proof, Verdict } from '../../shell/advice';
import { hint, positionKey, type KKMove, type KKState } from './engine';

/**
 * Budgets: the running game's solve and one try of the "winnable deals only" search. The solver
 * decides a fresh deal without search in well under a millisecond and a position reached in play
 * within a few thousand positions (docs/kings-korner.md, "How the solver decides"), so the budgets
 * are only a guard. In Node (tests) the solver runs in this thread and counts positions only;
 * tests set their own.
 */
export const solverConfig: { play: SolveBudget; pick: SolveBudget; makeClient: () => SolverClient } = {
  play: { maxMs: 500, maxNodes: 100_000 },
  pick: { maxMs: 200, maxNodes: 100_000 },
  makeClient: () => new SolverClient(),
};

const sameMove = (a: KKMove, b: KKMove): boolean =>
  a.type === b.type && ('row' in a ? 'row' in b && a.row === b.row && a.col === b.col : true);

export class Advisor {
  private client: SolverClient;
  /** Key of the position the verdict (or the search in flight) belongs to. */
  private key = '';
  private verdict: Answer<KKMove> | null = null;
  private disposed = false;
  /** The solver failed once: the player has been told, and is not told again. */
  private failedOnce = false;

  /** `changed`: the verdict changed (redraw); `failed`: the solver could not run (said once). */
  constructor(
    private readonly changed: () => void,
    private readonly failed: () => void = () => undefined,
  ) {
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
        if (e instanceof SolveCancelled || this.disposed) return;
        this.tellFailure();
        if (this.key !== key) return;
        this.verdict = { result: 'unknown', reason: 'time' };
        this.changed();
      });
    this.changed();
  }

  /** The solver could not run: the player hears it once, however many requests fail. */
  private tellFailure(): void {
    if (this.failedOnce) return;
    this.failedOnce = true;
    this.failed();
  }

  /** What is known about `s` now. */
  winnable(s: KKState): Verdict {
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
   * What the solver proves about `s` (a fresh deal) within the pick budget: 'failed' when the
   * solver itself failed (a broken worker); a cancelled request is 'unknown' (the search that
   * asked has been cancelled too and drops the answer).
   */
  async prove(s: KKState): Promise<Proof> {
    if (this.disposed) return 'unknown';
    try {
      const v = await this.client.request('kings-korner', s, solverConfig.pick);
      return v.result;
    } catch (e) {
      if (e instanceof SolveCancelled || this.disposed) return 'unknown';
      // The search that asked tells the player (the shell's words): nothing more is said.
      this.failedOnce = true;
      return 'failed';
    }
  }

  /** Aids were turned off: the running solve stops and its verdict is forgotten. */
  stop(): void {
    this.client.cancel('kings-korner');
    this.reset();
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
