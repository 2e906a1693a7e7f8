/** The launch options Idiot's Delight takes from a link or automation: date, player, sysop. */
import type { GameModule } from '../types';
import { isDateString, normalizeName, NAME_MAX } from './door';

export function parseOptions(raw: Record<string, unknown>): ReturnType<GameModule['parseOptions']> {
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (v === undefined || v === null) continue;
    if (k === 'date') {
      if (!isDateString(v)) return { error: `date must be a real date YYYY-MM-DD` };
      options['date'] = v;
    } else if (k === 'sysop') {
      // the sysop's own entry to the door: straight to the configuration screen
      if (v === true || v === 1 || v === '1' || v === 'true' || v === '') options['sysop'] = true;
      else if (!(v === false || v === 0 || v === '0' || v === 'false')) return { error: 'sysop must be 1 or 0' };
    } else if (k === 'player') {
      const n = normalizeName(v);
      if (n === null) return { error: `player must be a name of 1-${NAME_MAX} characters` };
      options['player'] = n;
    }
  }
  return { options };
}
