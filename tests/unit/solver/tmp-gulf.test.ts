import { test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { dealRound } from '../../../src/games/gulf/rules';
import { solveGulf } from '../../../src/games/gulf/solver';
test('speed', () => {
  for (const j of [4, 0]) {
    const c = { won: 0, lost: 0, unknown: 0 }; const times: number[] = [];
    for (let d = 1; d <= 1000; d++) {
      const s = j === 4 ? gulfEngine.newGame(d, {}) : dealRound(d, 1, 0, 0);
      const t = performance.now();
      const v = solveGulf(s, { maxMs: 10000, maxNodes: 5e6 }, () => performance.now());
      times.push(performance.now() - t); c[v.result]++;
    }
    times.sort((a, b) => a - b);
    console.log(j, c, times[500], times[950], times[999]);
  }
});
