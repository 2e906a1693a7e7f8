/** Spider's launch options from a URL or `retro.launch`: rules and suits (the deal is the launcher's). */
import { parseChoice, shown } from '../../core/params';

export function parseSpiderOptions(raw: Record<string, unknown>): { options: Record<string, unknown> } | { error: string } {
  const options: Record<string, unknown> = {};
  const errors: string[] = [];
  if (raw.rules !== undefined && raw.rules !== null) {
    const r = parseChoice('rules', raw.rules, ['st', 'gnome'] as const);
    if ('error' in r) errors.push(`rules=${shown(raw.rules)}: use st or gnome`);
    else options.rules = r.value;
  }
  if (raw.suits !== undefined && raw.suits !== null) {
    const r = parseChoice('suits', raw.suits, [1, 2, 4] as const);
    if ('error' in r) errors.push(`suits=${shown(raw.suits)}: use 1, 2 or 4`);
    else options.suits = r.value;
  }
  return errors.length ? { error: errors.join('; ') } : { options };
}
