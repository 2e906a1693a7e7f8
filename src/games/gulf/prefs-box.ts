/** Gulf's Preferences requester: the machine's sound switch, the card back of new games, winnable deals only. */
import type { Machine } from '../../core/machine';
import { BACK_DESIGNS } from '../../art/cards';
import { DEFAULT_PREFS, type GulfPrefs } from './prefs';
import { PREFS } from './records';
import { EVERY_VARIANT } from '../../shell/winnable-prefs';

/** What the requester reads and changes of the shell: "winnable deals only" is its preference. */
export interface WinnableChoice {
  winnableOnly(): boolean;
  setWinnableOnly(variant: string, on: boolean): void;
}

function lines(m: Machine, p: GulfPrefs, winnable: boolean): string[] {
  return [
    'Preferences',
    `Sound: ${m.soundOn ? 'on' : 'off'}`,
    `Back of new games: ${p.back < 0 ? 'random' : `${p.back + 1} of ${BACK_DESIGNS}`}`,
    `Winnable deals only: ${winnable ? 'on' : 'off'}`,
  ];
}

/**
 * Until OK (or Escape): each change is saved and `changed` hears the new preferences. The back
 * goes into GULF.INF as stored then (its other fields stay); winnable deals through the shell.
 */
export async function editPrefs(m: Machine, shell: WinnableChoice, start: GulfPrefs, changed: (p: GulfPrefs) => void): Promise<void> {
  let p = start;
  for (;;) {
    const r = await m.alert({ lines: lines(m, p, shell.winnableOnly()), buttons: ['Sound', 'Back', 'Deals', 'OK'], defaultButton: 3, escapeButton: 3 });
    if (r.button === 0) {
      m.setSound(!m.soundOn);
      continue;
    }
    if (r.button === 1) {
      const back = p.back + 1 >= BACK_DESIGNS ? -1 : p.back + 1;
      p = { ...p, back };
      void m.store.update(PREFS, (cur) => ({ ...(cur ?? DEFAULT_PREFS), back }));
      changed(p);
    } else if (r.button === 2) shell.setWinnableOnly(EVERY_VARIANT, !shell.winnableOnly());
    else return;
  }
}
