/**
 * A test-only game for the shell's own tests: "count to 3". Each move adds one; reaching 3 wins,
 * with 10 points a count plus the deal's last digit, and a win's score may enter a top-ten table.
 * It has an engine behind the standard face, a save in the shell's envelope (with an older
 * unenveloped version to migrate), a registry-like entry and an app that gives the shell
 * `resume` / `begin`, so resume, confirm, quit, the aids mark, advice, the winnable search and a
 * high score are tested with no real game. Never imported by src/.
 */
import { IllegalMove, type Engine, type Status } from '../../../src/core/engine';
import type { App } from '../../../src/core/app';
import type { Machine } from '../../../src/core/machine';
import type { RecordSpec } from '../../../src/core/storage';
import { isDealNumber } from '../../../src/core/rng';
import { savedRecord, type Saved } from '../../../src/shell/envelope';
import type { GamePort } from '../../../src/shell/resume';
import { GameShell, type SessionEntry } from '../../../src/shell/session';
import { insertScore, isName, isScore, placeFor, validTable, type ScoreRow } from '../../../src/shell/scores';
import { Advisor, type SolverPort } from '../../../src/shell/advisor';

export const GOAL = 3;

export interface CountState {
  readonly game: 'count';
  readonly deal: number;
  readonly n: number;
  readonly history: readonly CountMove[];
}
export type CountMove = { readonly type: 'add' };

const ADD: CountMove = { type: 'add' };

export const countEngine: Engine<CountState, CountMove, Record<string, never>> = {
  newGame(deal) {
    if (!isDealNumber(deal)) throw new RangeError(`bad deal number ${String(deal)}`);
    return { game: 'count', deal, n: 0, history: [] };
  },
  legalMoves: (s) => (s.n < GOAL ? [ADD] : []),
  apply(s, m) {
    if (m.type !== 'add' || s.n >= GOAL) throw new IllegalMove('count: nothing to add');
    return { ...s, n: s.n + 1, history: [...s.history, ADD] };
  },
  canUndo: (s) => s.history.length > 0,
  undo(s) {
    if (s.history.length === 0) throw new IllegalMove('count: nothing to undo');
    return { ...s, n: s.n - 1, history: s.history.slice(0, -1) };
  },
  score: (s) => s.n * 10 + (s.deal % 10),
  status: (s): Status => (s.n >= GOAL ? 'won' : 'playing'),
  hint: (s) => (s.n < GOAL ? ADD : null),
  toApiState: (s) => ({ game: 'count', deal: s.deal, n: s.n }),
  positionKey: (s) => `${s.deal}/${s.n}`,
};

/** The game's own data in its save: the position, and whether its score went into the table. */
export interface CountSave {
  state: CountState;
  recorded: boolean;
}

function validCount(x: unknown): CountSave | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const s = o.state as Record<string, unknown> | undefined;
  if (!s || s.game !== 'count' || !isDealNumber(s.deal) || typeof o.recorded !== 'boolean') return null;
  if (!Array.isArray(s.history) || s.history.length > GOAL || !s.history.every((m) => (m as CountMove)?.type === 'add')) return null;
  // the position is what its log makes of its deal, nothing else
  let st = countEngine.newGame(s.deal, {});
  for (let i = 0; i < s.history.length; i++) st = countEngine.apply(st, ADD);
  return st.n === s.n ? { state: st, recorded: o.recorded } : null;
}

/** COUNT.SAV: version 1 kept `aided` beside the game's data (as the real games did); 2 is the envelope. */
export const COUNT_SAVE = savedRecord({ key: 'save.count', file: 'COUNT.SAV', validate: validCount, before: { version: 1 } });

export interface CountScore extends ScoreRow {
  deal: number;
}
export const COUNT_SCORES: RecordSpec<CountScore[]> = {
  key: 'count.scr',
  file: 'COUNT.SCR',
  version: 1,
  precious: true,
  validate: (x) => validTable(x, (o) => (isName(o.name) && isScore(o.score) && isDealNumber(o.deal) ? { name: o.name, score: o.score, deal: o.deal } : null)),
};

/** The game's registry entry, as far as the shell reads it. */
export const COUNT_ENTRY: SessionEntry & { describe(game: unknown): string } = {
  name: 'Count',
  save: COUNT_SAVE,
  engine: countEngine,
  position: (g) => (g as CountSave).state,
  begun: (s) => (s as CountState).history.length > 0,
  pending: (g, read) => {
    const c = g as CountSave;
    return countEngine.status(c.state) === 'won' && !c.recorded && placeFor(read(COUNT_SCORES) ?? [], countEngine.score(c.state)) >= 0;
  },
  describe: (g) => `count ${(g as CountSave).state.n} of ${GOAL}`,
};

/** Its app: the position, the aids mark, the game's own save; no screen worth drawing. */
export class CountApp implements App, GamePort {
  readonly id = 'count';
  readonly screen = 'graphics' as const;
  readonly title = 'Count';
  s: CountState | null = null;
  aided = false;
  recorded = false;
  /** What the shell had it do: 'resumed' or 'began' (and with which save). */
  opened: { how: 'resumed' | 'began'; saved: Saved<unknown> | null } | null = null;
  readonly advisor: Advisor<CountState, CountMove>;

  constructor(
    readonly m: Machine,
    readonly shell: GameShell,
    private readonly deal: number,
  ) {
    shell.inProgress = () => this.s !== null && countEngine.status(this.s) === 'playing' && this.s.history.length > 0;
    this.advisor = new Advisor(shell, { game: 'gulf', key: (s) => countEngine.positionKey(s), budget: { maxMs: 1, maxNodes: 1 }, pick: { maxMs: 1, maxNodes: 1 } }, {
      changed: () => m.invalidate(),
      failed: () => shell.solverFailed(() => m.message('The solver could not run.')),
    });
  }

  resume(saved: Saved<unknown>): boolean {
    const g = saved.game as CountSave;
    this.s = g.state;
    this.recorded = g.recorded;
    this.aided = saved.aided;
    this.opened = { how: 'resumed', saved };
    return true;
  }

  begin(saved: Saved<unknown> | null): void {
    this.opened = { how: 'began', saved };
    this.start(this.deal);
  }

  start(deal: number) {
    this.s = countEngine.newGame(deal, {});
    this.aided = false;
    this.recorded = false;
    this.save();
  }

  add() {
    this.s = countEngine.apply(this.s!, ADD);
    this.save();
  }

  /** An aid: the solver's verdict asked for and shown (the shell tells the player once). */
  aid() {
    this.aided = this.shell.markAided(this.aided);
    this.advisor.ask(this.s!);
    this.save();
  }

  /** The won game's score into the table, under the record's lock; the save stays until then. */
  async record(name: string): Promise<number> {
    let place = -1;
    await this.m.store.update(COUNT_SCORES, (t) => {
      const r = insertScore(t ?? [], { name, score: countEngine.score(this.s!), deal: this.s!.deal });
      place = r.place;
      return r.table;
    });
    this.recorded = true;
    this.save();
    return place;
  }

  save() {
    if (this.s) this.shell.save<CountSave>({ state: this.s, recorded: this.recorded }, this.aided);
  }

  menus() {
    return null;
  }
  draw() {}
  state() {
    return this.s && { ...countEngine.toApiState(this.s), aided: this.aided };
  }
  locate() {
    return null;
  }
}

/** A machine's session of the test game, made as the launcher makes one: the app, then resume-or-start. */
export function openCount(m: Machine, opts: { resume: boolean; deal?: number; solver?: SolverPort | null }) {
  const shell = new GameShell(m, COUNT_ENTRY);
  if (opts.solver !== undefined) shell.solver = opts.solver;
  const app = new CountApp(m, shell, opts.deal ?? 5);
  shell.open(app, opts.resume);
  m.run(app);
  return { app, shell };
}
