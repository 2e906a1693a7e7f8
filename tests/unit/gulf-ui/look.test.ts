import { describe, it, expect } from 'vitest';
import { boot, png } from './helpers';

describe('gulf screens (PNGs in /tmp for looking)', () => {
  it('renders board and title on both platforms', () => {
    for (const p of ['st', 'amiga'] as const) {
      const b = boot(p);
      png(b.m, `board-${p}`);
      const t = boot(p, { direct: false, deal: undefined });
      png(t.m, `title-${p}`);
      const n = boot(p, {}, undefined, 'ntsc');
      png(n.m, `board-${p}-ntsc`);
      expect(b.m.fb.width).toBeGreaterThan(0);
    }
  });
});
