import { test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { dealRound } from '../../../src/games/gulf/rules';
import { solveGulf } from '../../../src/games/gulf/solver';
test('speed', () => {
  for (const j of [4, 0]) {
    const c = { won: 0, lost: 0, unknown: 0 }; const times: number[] = [];
    for (let d = 1; d <= 200; d++) {
      const s = j === 4 ? gulfEngine.newGame(d, {}) : dealRound(d, 1, 0, 0);
      const t = performance.now();
      const v = solveGulf(s, { maxMs: 2000, maxNodes: 5e6 }, () => performance.now());
      const dt = performance.now() - t;
      times.push(dt); c[v.result]++;
      if (dt > 200) console.log(j, d, v.result, dt);
    }
    times.sort((a, b) => a - b);
    console.log(j, c, times[100], times[190], times[199]);
  }
});
