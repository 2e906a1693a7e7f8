/**
 * A module's port is what it reads of its app and what it asks the app to do (issue 32, item 4):
 * every property of an `interface …Port` in src/games is `readonly`, so a module changes its app's
 * state only through a method the app implements. A method signature is fine; a property of a
 * function type is not (the module could swap the app's behaviour, as board-dial once did).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const GAMES = join(__dirname, '../../../src/games');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

interface Port { file: string; name: string; body: string }

/** Each `interface …Port { … }` with its body, braces matched (members may hold object types). */
function ports(): Port[] {
  const out: Port[] = [];
  for (const p of files(GAMES)) {
    const text = readFileSync(p, 'utf8');
    for (const m of text.matchAll(/interface\s+(\w+Port)\b[^{]*\{/g)) {
      let depth = 1;
      let i = m.index + m[0].length;
      const start = i;
      for (; i < text.length && depth > 0; i++) {
        if (text[i] === '{') depth++;
        else if (text[i] === '}') depth--;
      }
      out.push({ file: p.slice(GAMES.length + 1), name: m[1]!, body: text.slice(start, i - 1) });
    }
  }
  return out;
}

/** The top-level members of an interface body that are properties not marked readonly. */
export function writable(body: string): string[] {
  // Blank out nested braces, brackets and parentheses so only top-level members stay.
  let flat = '';
  let depth = 0;
  for (const ch of body.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '')) {
    if ('}])'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0) flat += ch; // the brackets themselves stay, so `f(x): T` is still a method
    if ('{[('.includes(ch)) depth++;
  }
  return flat
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter((s) => /^[\w$]+\??\s*:/.test(s))
    .map((s) => s.replace(/\??\s*:.*$/, ''));
}

describe('ports', () => {
  const all = ports();

  it('finds the ports the game modules declare', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
  });

  it('reads a property that is not readonly, and passes readonly ones and methods', () => {
    expect(writable('\n  a: number;\n  readonly b: { c: number };\n  d(x: { e: number }): void;\n  f?: () => void;\n')).toEqual(['a', 'f']);
  });

  it('no port has a writable field', () => {
    const bad = all.flatMap((p) => writable(p.body).map((f) => `${p.file} ${p.name}.${f}`));
    expect(bad).toEqual([]);
  });

});
