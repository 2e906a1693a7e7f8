/**
 * The screen's link to the King's Korner solver, through its GameSession's Advisor as every game's:
 * a solve started whenever the position changes, and the latest verdict kept for the position it
 * was asked about.
 * HELP answers at once from that verdict (the solver's next move when it knows a winning line),
 * falling back to the engine's heuristic hint; the status area says whether the game can still
 * be won. Both are Aids: the app asks only while they are on (and `prove` for "winnable deals
 * only"). The search runs in a Web Worker in the browser, in this thread in Node (tests).
 */
import type { SolveBudget } from '../../solver/types';
import type { Verdict } from '../../shell/advice';
import type { Advisor as SharedAdvisor, AdvisorSpec } from '../../shell/advisor';
import { hint, type KKMove, type KKState } from './engine';

/**
 * Budgets: the running game's solve and one try of the "winnable deals only" search. The solver
 * decides a fresh deal without search in well under a millisecond and a position reached in play
 * within a few thousand positions (docs/kings-korner.md, "How the solver decides"), so the budgets
 * are only a guard. In Node (tests) the solver runs in this thread and counts positions only;
 * tests put a solver port of their own, with their budgets, on the shell.
 */
const PLAY: SolveBudget = { maxMs: 500, maxNodes: 100_000 };
const PICK: SolveBudget = { maxMs: 200, maxNodes: 100_000 };

const sameMove = (a: KKMove, b: KKMove): boolean =>
  a.type === b.type && ('row' in a ? 'row' in b && a.row === b.row && a.col === b.col : true);

/** What King's Korner's session asks of the shell's Advisor (the game and the key are its log rules'). */
export const KK_ADVICE: Omit<AdvisorSpec<KKState, KKMove>, 'game' | 'key'> = {
  budget: PLAY,
  pick: PICK,
  settled: (s) => (s.end === null ? null : { v: s.end === 'won' ? 'won' : 'lost', line: [] }),
  same: sameMove,
};

/** King's Korner's use of its session's Advisor (src/shell/advisor.ts), with HELP's choice of move. */
export class Advisor {
  /** `shared`: the session's Advisor; `changed`: the verdict changed (redraw). */
  constructor(
    readonly shared: SharedAdvisor<KKState, KKMove>,
    private readonly changed: () => void,
  ) {}

  /**
   * The position is now `s` (after `move` from the previous one, when known). A winning line that
   * began with `move` goes on without a new search, and a lost position stays lost.
   */
  update(s: KKState, move?: KKMove): void {
    this.shared.ask(s, move);
    this.changed();
  }

  /** What is known about `s` now. */
  winnable(s: KKState): Verdict {
    return this.shared.verdict(s);
  }

  /** The move to suggest in `s`, and whether it comes from the solver's winning line. */
  advise(s: KKState): { move: KKMove | null; solver: boolean } {
    const line = this.shared.line(s);
    if (line.length > 0) {
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

  /** Aids were turned off: the running solve stops and its verdict is forgotten. */
  stop(): void {
    this.shared.stop();
  }
}
