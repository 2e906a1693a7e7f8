import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameTicker, Ticker } from '../../../src/display/ticker';

/** requestAnimationFrame under Node: frames run when the test says. */
function frames() {
  let next = 1;
  const pending = new Map<number, () => void>();
  vi.stubGlobal('requestAnimationFrame', (cb: () => void) => (pending.set(next, cb), next++));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  return {
    get waiting() {
      return pending.size;
    },
    run() {
      const due = [...pending.values()];
      pending.clear();
      for (const cb of due) cb();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("pixi's Ticker as the renderer and @pixi/sound use it (src/display/ticker.ts)", () => {
  it('runs its listeners once a frame, in the order added, with their objects and the ticker, while it has any', () => {
    const f = frames();
    const t = new FrameTicker();
    const calls: string[] = [];
    function tick(this: { name: string }, ticker: FrameTicker) {
      calls.push(this.name + (ticker === t ? '' : '?'));
    }
    const a = { name: 'a' };
    const b = { name: 'b' };
    t.add(tick, a).add(tick, b);
    expect(f.waiting).toBe(1);
    f.run();
    f.run();
    expect(calls).toEqual(['a', 'b', 'a', 'b']);
    t.remove(tick, a);
    f.run();
    expect(calls.slice(4)).toEqual(['b']);
    t.remove(tick, b);
    expect(t.count).toBe(0);
    expect(f.waiting).toBe(0);
  });

  it('removes every listener with that function and object, and a listener removed during a frame does not run in it', () => {
    const f = frames();
    const t = new FrameTicker();
    const calls: string[] = [];
    const second = () => calls.push('second');
    const first = () => (calls.push('first'), t.remove(second));
    t.add(first).add(second).add(second);
    f.run();
    expect(calls).toEqual(['first']);
    expect(t.count).toBe(1);
  });

  it("is the Ticker pixi's renderer scheduler runs on, once a second and never on an animation frame", async () => {
    const f = frames();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { SchedulerSystem } = await import('pixi-lib/rendering/renderers/shared/SchedulerSystem');
      const scheduler = new SchedulerSystem();
      const before = Ticker.system.count;
      scheduler.init();
      expect(Ticker.system.count).toBe(before + 1);
      const task = vi.fn();
      scheduler.repeat(task, 0, false);
      // An idle page asks for no frame on the scheduler's behalf (src/core/frame-loop.ts).
      expect(f.waiting).toBe(0);
      vi.advanceTimersByTime(999);
      expect(task).toHaveBeenCalledTimes(0);
      vi.advanceTimersByTime(1);
      expect(task).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(task).toHaveBeenCalledTimes(2);
      scheduler.destroy();
      expect(Ticker.system.count).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });
});
