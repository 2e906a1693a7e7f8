/**
 * The Hit Parade as the player meets it: read and written through its record (SPIDER.SCR,
 * precious: written twice) and shown in a requester, from the desktop's SPIDER.SCR or INFO's
 * button. This file stays small: the desktop imports it without loading the game.
 */
import type { Machine } from '../../core/machine';
import { HIT_PARADE } from './records';
import { emptyHitParade, hitParadeLines, hitParadeTitle, HP_RULES, HP_SUITS, type HitParade, type HpRules, type HpSuits } from './hptable';

export * from './hptable';
export const HP_KEY = HIT_PARADE.key;

export function loadHitParade(m: Machine): HitParade {
  return m.store.read(HIT_PARADE) ?? emptyHitParade();
}

/** Write the whole Hit Parade (tests, a fresh file); a score is added with changeHitParade. */
export function saveHitParade(m: Machine, hp: HitParade): void {
  m.store.write(HIT_PARADE, hp);
}

/**
 * Change the Hit Parade as stored now (another window may have added an entry since this one read
 * it): `change` gets the fresh tables and edits them; resolves once written.
 */
export async function changeHitParade(m: Machine, change: (hp: HitParade) => void): Promise<void> {
  await m.store.update(HIT_PARADE, (cur) => {
    const hp = cur ?? emptyHitParade();
    change(hp);
    return hp;
  });
}

/** What the game offers in its Hit Parade: watching an entry's game again (spider/watch.ts). */
export interface HpWatch {
  /** Whether a table has an entry whose game can be watched. */
  can(rules: HpRules, suits: HpSuits): boolean;
  /** The player chose Watch under that table. */
  choose(rules: HpRules, suits: HpSuits): void;
  /** A board served the page: its table of today for these rules and suits, beside the local one (Board). */
  board?(rules: HpRules, suits: HpSuits): Promise<void>;
}

/**
 * Open the Hit Parade in a requester (the desktop's SPIDER.SCR, INFO's button, after an entry):
 * the table of `rules` and `suits` first (line `mark` marked), then, with Next, each other table
 * that holds scores. In the game (`watch`), a table with games kept offers Watch too.
 */
export async function showHitParade(m: Machine, rules: HpRules = 'st', suits: HpSuits = 4, mark = -1, watch?: HpWatch): Promise<void> {
  const hp = loadHitParade(m);
  const others = HP_RULES.flatMap((r) => HP_SUITS.map((s) => [r, s] as const)).filter(([r, s]) => !(r === rules && s === suits) && hp[r][s].length > 0);
  const order = [[rules, suits] as const, ...others];
  for (let i = 0; i < order.length; i++) {
    const [r, s] = order[i]!;
    const last = i === order.length - 1;
    const buttons = last ? ['OK'] : ['OK', 'Next'];
    if (watch?.can(r, s)) buttons.push('Watch');
    if (i === 0 && watch?.board) buttons.push('Board');
    const res = await m.alert({
      lines: hitParadeLines(hp[r][s], hitParadeTitle(r, s), i === 0 ? mark : -1),
      buttons,
      defaultButton: 0,
      escapeButton: 0,
    });
    if (buttons[res.button] === 'Watch') return watch?.choose(r, s);
    if (buttons[res.button] === 'Board') return watch?.board?.(r, s);
    if (buttons[res.button] !== 'Next') return;
  }
}
