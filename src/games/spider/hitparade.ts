/**
 * The Hit Parade as the player meets it: read and written through its record (SPIDER.SCR,
 * precious: written twice) and shown in a requester, from the desktop's SPIDER.SCR or INFO's
 * button. This file stays small: the desktop imports it without loading the game.
 */
import type { Machine } from '../../core/machine';
import { HIT_PARADE } from './records';
import { hitParadeLines, type HitParade, type HpRules } from './hptable';

export * from './hptable';
export const HP_KEY = HIT_PARADE.key;

export function loadHitParade(m: Machine): HitParade {
  return m.store.read(HIT_PARADE) ?? { st: [], gnome: [] };
}

export function saveHitParade(m: Machine, hp: HitParade): void {
  m.store.write(HIT_PARADE, hp);
}

/** Open the Hit Parade in a requester (the desktop's SPIDER.SCR, INFO's button). */
export async function showHitParade(m: Machine, rules: HpRules = 'st', mark = -1): Promise<void> {
  const hp = loadHitParade(m);
  const other: HpRules = rules === 'st' ? 'gnome' : 'st';
  const title = (r: HpRules) => (r === 'st' ? 'HIT PARADE' : 'HIT PARADE (GNOME)');
  const buttons = hp[other].length ? ['OK', other === 'st' ? 'ST rules' : 'GNOME'] : ['OK'];
  const r = await m.alert({ lines: hitParadeLines(hp[rules], title(rules), mark), buttons, defaultButton: 0, escapeButton: 0 });
  if (r.button === 1) await m.alert({ lines: hitParadeLines(hp[other], title(other)), buttons: ['OK'] });
}
