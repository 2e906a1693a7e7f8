import { describe, expect, test } from 'vitest';
import { Heads } from '../../../src/games/idiots-delight/solver-heads';

// The chain heads of the failed-position memory (solver-dominance.ts): key and entry side by
// side in one array since session 21, so these check the layout against a plain Map.
describe("Idiot's Delight solver: chain heads", () => {
  test('set answers the entry it replaces, get the newest, across growth and colliding slots', () => {
    const heads = new Heads();
    const model = new Map<number, number>();
    // Hashes that share their low bits collide in the first table (4,096 slots) and in every
    // table after it; 20,000 entries make it grow three times.
    const hashes: number[] = [];
    for (let i = 0; i < 5000; i++) hashes.push((i << 16) | 7, Math.imul(i + 1, 0x9e3779b1) | 0, -i - 1, i);
    hashes.forEach((h, i) => {
      expect(heads.set(h, i + 1)).toBe(model.get(h) ?? 0);
      model.set(h, i + 1);
    });
    for (const [h, e] of model) expect(heads.get(h)).toBe(e);
    expect(heads.get(0x7ffffff1)).toBe(0);
    expect(heads.get((5001 << 16) | 7)).toBe(0);
  });
});
