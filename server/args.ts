/** Command-line flags: `--name value` pairs; a flag the command does not know, or a bad value, is an error. */
export type ArgKind = 'string' | 'port' | 'count' | 'flag';

export function parseArgs(argv: string[], known: Record<string, ArgKind>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const m = /^--([a-z0-9-]+)(?:=(.*))?$/.exec(a);
    if (!m || !(m[1]! in known)) throw new Error(`unknown argument ${a}; known: ${Object.keys(known).map((k) => '--' + k).join(' ')}`);
    const name = m[1]!;
    const kind = known[name]!;
    if (kind === 'flag') {
      out[name] = true;
      continue;
    }
    const v = m[2] ?? argv[++i];
    if (v === undefined) throw new Error(`--${name} needs a value`);
    if (kind === 'port') {
      if (!/^\d+$/.test(v) || Number(v) > 65535) throw new Error(`--${name} should be a port number (0-65535), is ${v}`);
      out[name] = Number(v);
    } else if (kind === 'count') {
      // A limit that is not a number would be no limit at all.
      if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 1_000_000) throw new Error(`--${name} should be a whole number from 1 to 1000000, is ${v}`);
      out[name] = Number(v);
    } else out[name] = v;
  }
  return out;
}
