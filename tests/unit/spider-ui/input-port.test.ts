/**
 * Spider's input module reads the app through its port and changes nothing of it directly (issue 32,
 * item 4): the app's fields are its own, changed only by the app's methods.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const INPUT = readFileSync(join(__dirname, '../../../src/games/spider/input.ts'), 'utf8');

/** Lines that assign to something reached through the app (`app.x = `, `app.x.y = `) or to a local alias of its VIEW state. */
function writes(src: string): string[] {
  return src.split('\n').filter((l) => /\bapp\.[\w.!?[\]]+\s*(=|\+=|-=|\+\+|--)(?!=)/.test(l) || /\bpk\.\w+\s*=(?!=)/.test(l));
}

describe("Spider's input and its port", () => {
  it('the rule catches a write', () => {
    expect(writes('    app.msg = null;\n    pk.first = line;\n  if (app.msg === null) return;')).toHaveLength(2);
  });

  it('input.ts writes none of the app\'s fields', () => {
    expect(writes(INPUT)).toEqual([]);
  });
});
