/**
 * `--config FILE`: the board's flags as one JSON object, e.g. `{"telnet": 2323, "no-ssh": true,
 * "hostname": ["bbs.example.org"], "peers": [{"tag": ...}]}`. Each key is a flag's name and each
 * value checked as that flag's would be; the flags given on the command line win. JSON because
 * node reads it with no new dependency.
 */
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { ArgKind } from './args';

/** Flag values as parseArgs gives them; `peers` inline is an object for parsePeers. */
export type Values = Record<string, string | number | boolean | object>;

/** Keys whose value is a path: relative to the configuration file's folder, as a service unit runs from anywhere. */
const PATHS = new Set(['data', 'dist', 'peers']);
/** Keys that take a list, as the flags' comma-separated one. */
const LISTS = new Set(['hostname', 'origin']);

export function readConfig(file: string, known: Record<string, ArgKind>): Values {
  let j: unknown;
  try {
    j = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`--config ${file}: ${(e as Error).message}`, { cause: e });
  }
  if (j === null || typeof j !== 'object' || Array.isArray(j)) throw new Error(`--config ${file}: expected a JSON object of flags, {"telnet": 2323, ...}`);
  const out: Values = {};
  for (const [key, v] of Object.entries(j as Record<string, unknown>)) {
    const at = `--config ${file}: "${key}"`;
    if (key === 'config' || !(key in known)) throw new Error(`${at} is not a setting; known: ${Object.keys(known).filter((k) => k !== 'config').join(' ')}`);
    const kind = known[key]!;
    if (key === 'peers' && typeof v === 'object' && v !== null) {
      // The peers inline: the list itself, or the peers file's {"peers": [...]}.
      out[key] = Array.isArray(v) ? { peers: v } : v;
      continue;
    }
    if (kind === 'flag') {
      if (typeof v !== 'boolean') throw new Error(`${at} should be true or false, is ${JSON.stringify(v)}`);
      if (v) out[key] = true;
    } else if (kind === 'port') {
      if (!Number.isInteger(v) || (v as number) < 0 || (v as number) > 65535) throw new Error(`${at} should be a port number (0-65535), is ${JSON.stringify(v)}`);
      out[key] = v as number;
    } else if (kind === 'count') {
      if (!Number.isInteger(v) || (v as number) < 1 || (v as number) > 1_000_000) throw new Error(`${at} should be a whole number from 1 to 1000000, is ${JSON.stringify(v)}`);
      out[key] = v as number;
    } else if (LISTS.has(key) && Array.isArray(v)) {
      if (v.length === 0 || !v.every((x) => typeof x === 'string' && x !== '' && !x.includes(','))) throw new Error(`${at} should be a list of names, is ${JSON.stringify(v)}`);
      out[key] = v.join(',');
    } else {
      if (typeof v !== 'string' || v === '') throw new Error(`${at} should be ${key === 'peers' ? 'a file name or the peers themselves' : 'a string'}, is ${JSON.stringify(v)}`);
      out[key] = PATHS.has(key) && !isAbsolute(v) ? resolve(dirname(file), v) : v;
    }
  }
  return out;
}

/** The `--config FILE` in argv, if any (read before the other flags, which override it). */
export function configFile(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const m = /^--config(?:=(.*))?$/.exec(argv[i]!);
    if (m) {
      const f = m[1] ?? argv[i + 1];
      if (f === undefined || f === '') throw new Error('--config needs a file name');
      return f;
    }
  }
  return undefined;
}
