/**
 * A game's launch options, read one way for every game, from a link (strings) or `retro.launch`
 * (strings, numbers, booleans). Each game declares its options; the shell checks them all and
 * names every problem: an unknown option, an empty value, a value out of range. Whitespace around
 * a value and leading zeros in a number mean nothing ("04", " 4 " and 4 are the same).
 */
import { shown } from '../core/params';

export type OptionSpec =
  /** One of a few values (numbers compare as numbers). */
  | { kind: 'choice'; values: readonly (string | number)[] }
  /** On or off: 1/0, true/false, on/off, yes/no. */
  | { kind: 'flag' }
  /** Free text checked by the game: the tidied value, or null with `hint` saying what is wanted. */
  | { kind: 'text'; read: (v: string) => string | null; hint: string };

export type OptionSpecs = Readonly<Record<string, OptionSpec>>;

export type OptionsRead = { options: Record<string, unknown> } | { error: string };

const ON = ['1', 'true', 'on', 'yes'];
const OFF = ['0', 'false', 'off', 'no'];

/** A value as the player meant it: trimmed, lower-case, a number without its leading zeros. */
export function tidy(v: unknown): string {
  const s = String(v).trim();
  return /^\d+$/.test(s) ? String(Number(s)) : s.toLowerCase();
}

function readOne(key: string, spec: OptionSpec, v: unknown): { value: unknown } | { error: string } {
  const raw = typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v).trim();
  const named = `${shown(key)}=${shown(raw)}`;
  if (spec.kind === 'choice') {
    const want = spec.values.length > 1 ? `${spec.values.slice(0, -1).join(', ')} or ${String(spec.values.at(-1))}` : String(spec.values[0]);
    if (raw === '') return { error: `${shown(key)}= has no value: use ${want}` };
    const hit = spec.values.find((a) => tidy(a) === tidy(raw));
    return hit === undefined ? { error: `${named}: use ${want}` } : { value: hit };
  }
  if (spec.kind === 'flag') {
    if (raw === '') return { error: `${shown(key)}= has no value: use 1 or 0` };
    const t = raw.toLowerCase();
    if (ON.includes(tidy(t))) return { value: true };
    if (OFF.includes(tidy(t))) return { value: false };
    return { error: `${named}: use 1 or 0` };
  }
  if (raw === '') return { error: `${shown(key)}= has no value: ${spec.hint}` };
  const value = typeof v === 'string' ? spec.read(v.trim()) : null;
  return value === null ? { error: `${named}: ${spec.hint}` } : { value };
}

/**
 * Check `raw` against a game's declared options. Every problem is named (one per line), not just
 * the first; undefined values (an absent option in `retro.launch`) are skipped.
 */
export function readOptions(game: string, specs: OptionSpecs, raw: Record<string, unknown>): OptionsRead {
  const options: Record<string, unknown> = {};
  const errors: string[] = [];
  const known = Object.keys(specs);
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    const spec = specs[k];
    if (!spec) {
      errors.push(known.length ? `${shown(k)}: ${game} takes only deal, ${known.join(', ')}` : `${shown(k)}: ${game} takes only deal`);
      continue;
    }
    const r = readOne(k, spec, v);
    if ('error' in r) errors.push(r.error);
    else options[k] = r.value;
  }
  return errors.length ? { error: errors.join('\n') } : { options };
}
