import { test } from 'vitest';
import { gulfEngine } from '../../../src/games/gulf/engine';
import { dealRound } from '../../../src/games/gulf/rules';
import { solveGulf } from '../../../src/games/gulf/solver';
test("speed", () => { (globalThis as any).__weak = true;
  for (const j of [4, 0]) {
    let N = 0, NL = 0; const c = { won: 0, lost: 0, unknown: 0 }; const times: number[] = [];
    for (let d = 1; d <= 200; d++) {
      const s = j === 4 ? gulfEngine.newGame(d, {}) : dealRound(d, 1, 0, 0);
      const t = performance.now();
      const v = solveGulf(s, { maxMs: 1e9, maxNodes: 5e7 }, () => performance.now()); N += (globalThis as any).__nodes; if (v.result === "lost") NL += (globalThis as any).__nodes;
      const dt = performance.now() - t;
      times.push(dt); c[v.result]++;
      
    }
    times.sort((a, b) => a - b);
    console.log(j, c, N, NL, times[100], times[190], times[199]);
  }
});
