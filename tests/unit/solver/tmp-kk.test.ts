import { test, expect } from 'vitest';
import { kkEngine } from '../../../src/games/kings-korner/engine';
import { solveKingsKorner } from '../../../src/games/kings-korner/solver';
test('speed', () => {
  for (const fs of [0, 1, 2, 3, 4] as const) {
    const c = { won: 0, lost: 0, unknown: 0 }; const times: number[] = [];
    for (let d = 1; d <= 100; d++) {
      const s = kkEngine.newGame(d, { freeSpaces: fs });
      const t = performance.now();
      const v = solveKingsKorner(s, { maxMs: 3000, maxNodes: 5e6 }, () => performance.now());
      const dt = performance.now() - t;
      times.push(dt); c[v.result]++;
      if (v.result === 'won') { let x = s; for (const m of v.line) x = kkEngine.apply(x, m); expect(kkEngine.status(x)).toBe('won'); }
    }
    times.sort((a, b) => a - b);
    console.log(fs, c, times[50], times[95], times[99]);
  }
});
