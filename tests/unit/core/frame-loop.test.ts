import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FrameLoop, IDLE_MS, QUIET_FRAMES } from '../../../src/core/frame-loop';

/** requestAnimationFrame under Node: a frame runs when the test says, at the time it says. */
function frames() {
  let next = 1;
  const pending = new Map<number, (now: number) => void>();
  vi.stubGlobal('requestAnimationFrame', (cb: (now: number) => void) => (pending.set(next, cb), next++));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  return {
    get waiting() {
      return pending.size;
    },
    run(now = 0) {
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb(now);
      return due.length;
    },
  };
}

beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the frame loop (src/core/frame-loop.ts)', () => {
  it('runs every animation frame while something changes, then slows to one frame every IDLE_MS', () => {
    const f = frames();
    let changing = 5;
    const step = vi.fn(() => changing-- > 0);
    const loop = new FrameLoop(step);
    loop.wake();
    // five frames that change, then QUIET_FRAMES that do not, each on the next animation frame
    for (let i = 0; i < 5 + QUIET_FRAMES; i++) expect(f.run(), `frame ${i}`).toBe(1);
    expect(step).toHaveBeenCalledTimes(5 + QUIET_FRAMES);
    expect(loop.idle).toBe(true);
    expect(f.waiting).toBe(0);
    // asleep: a frame is asked for only when the timer runs out
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(f.waiting).toBe(0);
    vi.advanceTimersByTime(1);
    expect(f.run()).toBe(1);
    expect(step).toHaveBeenCalledTimes(6 + QUIET_FRAMES);
    expect(f.waiting).toBe(0);
    // ten quiet seconds cost ten seconds' worth of slow frames, not 600
    let ran = 0;
    for (let t = 0; t < 10_000; t += IDLE_MS) {
      vi.advanceTimersByTime(IDLE_MS);
      ran += f.run();
    }
    expect(ran).toBe(10_000 / IDLE_MS);
  });

  it('wakes at once: the next animation frame, the time told to catch up, and every frame again', () => {
    const f = frames();
    let change = false;
    const woke = vi.fn();
    const loop = new FrameLoop(() => change, woke);
    loop.wake();
    for (let i = 0; i < QUIET_FRAMES; i++) f.run();
    expect(loop.idle).toBe(true);
    vi.advanceTimersByTime(40);
    loop.wake();
    expect(woke).toHaveBeenCalledTimes(1);
    expect(f.waiting).toBe(1);
    // the slow frame's timer is gone: one frame is asked for, not two
    vi.advanceTimersByTime(IDLE_MS);
    expect(f.waiting).toBe(1);
    change = true;
    for (let i = 0; i < 3 * QUIET_FRAMES; i++) expect(f.run()).toBe(1);
    expect(loop.idle).toBe(false);
    // woken while awake: nothing more is asked for, and the quiet count starts again
    loop.wake();
    expect(f.waiting).toBe(1);
    expect(woke).toHaveBeenCalledTimes(1);
  });

  it('a step that wakes the loop (a change announced while drawing) keeps it on every frame', () => {
    const f = frames();
    let n = 0;
    const loop: FrameLoop = new FrameLoop(() => {
      if (n++ % (QUIET_FRAMES - 1) === 0) loop.wake();
      return false;
    });
    loop.wake();
    for (let i = 0; i < 5 * QUIET_FRAMES; i++) expect(f.run(), `frame ${i}`).toBe(1);
  });
});
