import { describe, expect, it } from 'vitest';
import { Advisor, type SolverPort } from '../../../src/shell/advisor';
import { SolveCancelled } from '../../../src/solver/client';
import type { Verdict } from '../../../src/solver/types';

/** A test-only "game": the state is a number, a move adds to it; the key is the number. */
type S = { n: number };
type M = { add: number };
const spec = {
  game: 'gulf' as const,
  key: (s: S) => String(s.n),
  budget: { maxMs: 1, maxNodes: 1 },
  pick: { maxMs: 1, maxNodes: 1 },
  settled: (s: S) => (s.n < 0 ? { v: 'lost' as const, line: [] } : null),
};

/** A port that answers when the test says so. */
function port() {
  const asked: number[] = [];
  const answers: ((v: Verdict<unknown>) => void)[] = [];
  const fails: ((e: Error) => void)[] = [];
  const p: SolverPort = {
    request: (_g, s) => {
      asked.push((s as S).n);
      return new Promise((res, rej) => {
        answers.push(res);
        fails.push(rej);
      });
    },
    cancel: () => fails.at(-1)?.(new SolveCancelled()),
    dispose: () => undefined,
  };
  return { p, asked, answers, answer: (v: Verdict<unknown>) => answers.at(-1)!(v), fail: (e: Error) => fails.at(-1)!(e) };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("the shell's Advisor", () => {
  it('asks once per position, keeps the answer for that position only, follows a known line', async () => {
    const t = port();
    const shell = { solver: t.p };
    let changed = 0;
    const a = new Advisor<S, M>(shell, spec, { changed: () => changed++, failed: () => undefined });
    a.ask({ n: 1 });
    a.ask({ n: 1 });
    expect(t.asked).toEqual([1]);
    expect(a.verdict({ n: 1 })).toBe('thinking');
    t.answer({ result: 'won', line: [{ add: 1 }, { add: 2 }] });
    await flush();
    expect(a.verdict({ n: 1 })).toBe('won');
    expect(a.verdict({ n: 2 })).toBe('thinking');
    expect(changed).toBe(1);
    a.ask({ n: 2 }, { add: 1 });
    expect(t.asked).toEqual([1]);
    expect(a.line({ n: 2 })).toEqual([{ add: 2 }]);
    a.ask({ n: -1 });
    expect(a.verdict({ n: -1 })).toBe('lost');
  });

  it('an answer for a position left behind is dropped; a failed solver is unknown and reported', async () => {
    const t = port();
    let failed = 0;
    const a = new Advisor<S, M>({ solver: t.p }, spec, { changed: () => undefined, failed: () => failed++ });
    a.ask({ n: 1 });
    a.ask({ n: 5 });
    t.answers[0]!({ result: 'won', line: [] });
    await flush();
    expect(a.verdict({ n: 1 })).toBe('thinking');
    t.fail(new Error('worker died'));
    await flush();
    expect(a.verdict({ n: 5 })).toBe('unknown');
    expect(failed).toBe(1);
  });

  it('prove: the answer, "unknown" when cancelled, "failed" when the solver cannot run or there is none', async () => {
    const t = port();
    const a = new Advisor<S, M>({ solver: t.p }, spec, { changed: () => undefined, failed: () => undefined });
    const p1 = a.prove({ n: 3 });
    t.answer({ result: 'lost' });
    expect(await p1).toBe('lost');
    const p2 = a.prove({ n: 4 });
    a.stop();
    expect(await p2).toBe('unknown');
    const p3 = a.prove({ n: 4 });
    t.fail(new Error('x'));
    expect(await p3).toBe('failed');
    expect(await new Advisor<S, M>({ solver: null }, spec, { changed: () => undefined, failed: () => undefined }).prove({ n: 1 })).toBe('failed');
  });

  it('a deal `prove` found a winning line for starts with that line known: no search, even with the advice forgotten', async () => {
    const t = port();
    const a = new Advisor<S, M>({ solver: t.p }, spec, { changed: () => undefined, failed: () => undefined });
    const p = a.prove({ n: 7 });
    t.answer({ result: 'won', line: [{ add: 1 }] });
    expect(await p).toBe('won');
    expect(t.asked).toEqual([7]);
    // known before anything is asked (Aids off: the game asks nothing, the automation view still knows)
    expect(a.current({ n: 7 })).toEqual({ key: '7', v: 'won', line: [{ add: 1 }] });
    a.forget();
    a.ask({ n: 7 });
    expect(t.asked).toEqual([7]);
    expect(a.line({ n: 7 })).toEqual([{ add: 1 }]);
    // following it goes on without a search
    a.ask({ n: 8 }, { add: 1 });
    expect(t.asked).toEqual([7]);
    expect(a.verdict({ n: 8 })).toBe('won');
  });

  it("stop: the search is cancelled and the port's own workers let go; it is not made just to be stopped", () => {
    const t = port();
    let disposed = 0;
    const shell: { solver?: SolverPort | null } = { solver: { ...t.p, dispose: () => disposed++ } };
    const a = new Advisor<S, M>(shell, spec, { changed: () => undefined, failed: () => undefined });
    a.ask({ n: 1 });
    a.stop();
    expect(disposed).toBe(1);
    expect(a.verdict({ n: 1 })).toBe('thinking');
    const none: { solver?: SolverPort | null } = {};
    new Advisor<S, M>(none, spec, { changed: () => undefined, failed: () => undefined }).stop();
    expect(none.solver).toBeUndefined();
  });
});
