/**
 * Behaviour comes from the platform, never from its name (issue 32): outside platforms/, nothing in
 * src/ compares a machine's name, switches on it or looks a table up by it. Card art, the sound chip,
 * the CRT look, the colour space and the desktop's look are data or adapters the Platform hands out.
 * Only the choosers may name a machine: main.ts (the `platform=` parameter, the page bar, F9),
 * automation.ts (`retro.setPlatform`) and the preferences record's validator (src/shell/records.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../../src');
/** The choosers, and core/platform.ts, where the names are defined (`PlatformName`, `PLATFORM_NAMES`). */
const CHOOSERS = new Set(['main.ts', 'automation.ts', 'shell/records.ts', 'core/platform.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

const MACHINE = `['"](st|amiga)['"]`;
/** What holds a machine's name, or something named after it (a card size, a sound voice, a colour space). */
const HOLDER = String.raw`\b(name|size|voice|space|platform|machine|chip|look)`;
const RULES: [string, RegExp][] = [
  ['compares a name', new RegExp(String.raw`${HOLDER}\s*[!=]==?\s*${MACHINE}|${MACHINE}\s*[!=]==?\s*[\w.]*${HOLDER}\b`)],
  ['switches on a name', new RegExp(String.raw`switch\s*\(\s*[\w.]*${HOLDER}\s*\)`)],
  ['looks a table up by name', /\[\s*[\w.]*\b(platform|p)\.name\s*\]/],
  ['keeps a table per machine name', /Record<\s*'(st|amiga)'\s*\|\s*'(st|amiga)'/],
  // a type whose values are the machines' names (a card size, a colour space named after a machine)
  ['names its values after the machines', /'(st|amiga)'\s*\|\s*'(st|amiga)'/],
  // a key `amiga:` (Spider's `st` rules have no Amiga twin, so this key means a machine)
  ['keeps a table per machine name', /(^\s*|[{,]\s*)amiga\s*:/],
  // a table looked up by the machine's name; only the table of the platforms themselves may be
  ['keeps a table per machine name', /Record<\s*PlatformName\s*,(?!\s*Platform\s*>)/],
];

const sources = files(SRC).map((p) => ({ path: p.slice(SRC.length + 1), lines: readFileSync(p, 'utf8').split('\n') }));

/** `file:line what` for every line that breaks a rule. */
function offences(list: { path: string; lines: string[] }[]): string[] {
  return list.flatMap((f) =>
    f.lines.flatMap((line, i) => RULES.filter(([, re]) => re.test(line)).map(([what]) => `${f.path}:${i + 1} ${what}: ${line.trim()}`)),
  );
}

describe('behaviour from the platform, not its name', () => {
  it('the rules catch what they are for', () => {
    const probe = [
      "const pipGap = size === 'st' ? 1 : 3;",
      "if (p.name === 'st') fb.swapColours(0, 0, 1, 1, 0, 1);",
      "if ('amiga' !== this.m.platform.name) return;",
      "return voice === 'st' ? a : b;",
      'switch (p.name) {',
      'const look = CRT_LOOKS[this.m.platform.name];',
      "const s = ICONS[p.name][ic.icon];",
      "const METRICS: Record<'st' | 'amiga', Metrics> = {};",
      "export type Size = 'st' | 'amiga';",
      "export const PIXEL_W: Record<Size, 1 | 2> = { st: 1, amiga: 2 };",
      '  amiga: { w: 60, h: 44 },',
      "label: p.fileName({ st: GAMES[g].stFile, amiga: GAMES[g].amigaFile }),",
      'const LOOKS: Record<PlatformName, CrtLook> = CRT;',
      'if (size === "st") return 1;',
      'switch (this.m.platform.name) {',
    ];
    // every probe line is caught (by one rule or more)
    expect(new Set(offences([{ path: 'probe.ts', lines: probe }]).map((o) => o.split(' ')[0])).size).toBe(probe.length);
    // Spider's ST rules are a variant of the game, not a machine.
    expect(offences([{ path: 'probe.ts', lines: ["const r = s.rules === 'st' ? 1 : 2;", "case 'st':", '  st: [120, 62, 64],', 'st: { 1: [], 2: [], 4: [] }, gnome: {}'] }])).toEqual([]);
    // the table of the platforms themselves is how a chosen name becomes a Platform
    expect(offences([{ path: 'probe.ts', lines: ['export type PlatformTable = Readonly<Record<PlatformName, Platform>>;'] }])).toEqual([]);
  });

  it('no file in src/ but the choosers compares, switches on or indexes by a machine name', () => {
    expect(offences(sources.filter((f) => !CHOOSERS.has(f.path)))).toEqual([]);
  });
});
