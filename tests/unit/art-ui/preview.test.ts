// Writes the UI art previews to /tmp (no TS script runner is installed) and checks they are PNGs.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { writePreviews } from '../../../scripts/preview-ui';

describe('preview-ui', () => {
  it('writes /tmp/fonts.png, /tmp/pointers.png, /tmp/icons.png', () => {
    const files = writePreviews('/tmp');
    expect(files).toHaveLength(3);
    for (const f of files) expect([...readFileSync(f).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });
});
