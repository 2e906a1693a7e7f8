// Runs scripts/preview-cards.ts (no TS runner is installed) and checks the PNGs are written.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { writePreviews } from '../../../scripts/preview-cards';

describe('card preview sheets', () => {
  it('writes /tmp/cards-st.png and /tmp/cards-amiga.png', () => {
    for (const p of writePreviews()) {
      expect(existsSync(p)).toBe(true);
      expect(readFileSync(p).subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
