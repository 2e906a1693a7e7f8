import { test } from 'vitest';
import { idEngine } from '../../../src/games/idiots-delight/engine';
import { solveIdiotsDelight } from '../../../src/games/idiots-delight/solver';
test('speed', () => {
  for (const freeCard of [true, false]) {
    const c = { won: 0, lost: 0, unknown: 0 }; const times: number[] = [];
    for (let d = 1; d <= 60; d++) {
      const s = idEngine.newGame(d, { freeCard });
      const t = performance.now();
      const v = solveIdiotsDelight(s, { maxMs: 3000, maxNodes: 5e6 }, () => performance.now());
      const dt = performance.now() - t;
      times.push(dt); c[v.result]++;
      if (dt > 300) console.log(freeCard, d, v.result, dt);
    }
    times.sort((a, b) => a - b);
    console.log(freeCard, c, times[30], times[57], times[59]);
  }
});
