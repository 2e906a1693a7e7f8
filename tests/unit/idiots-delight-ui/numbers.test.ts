// The door's numbers are grouped by hand (screens.ts `n`), not by toLocaleString, whose first call
// loads the locale's number data: the two must print every number alike.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { n } from '../../../src/games/idiots-delight/screens';

describe("the door's numbers", () => {
  it('group thousands with commas exactly as en-US does, for every integer', () => {
    for (const v of [0, 7, -7, 999, 1000, -1000, 12345, 999_999, 1_000_000, -1_234_567, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])
      expect(n(v)).toBe(v.toLocaleString('en-US'));
    fc.assert(fc.property(fc.maxSafeInteger(), (v) => n(v) === v.toLocaleString('en-US')), { seed: 35, numRuns: 2000 });
  });
  it('leave what is not a safe integer to toLocaleString', () => {
    for (const v of [-0, 1234.5678, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) expect(n(v)).toBe(v.toLocaleString('en-US'));
  });
});
