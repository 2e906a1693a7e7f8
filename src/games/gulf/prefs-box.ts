/** Gulf's Preferences requester: the machine's sound switch, the card back of new games, winnable deals only. */
import type { Machine } from '../../core/machine';
import { BACK_DESIGNS } from '../../art/cards';
import type { GulfPrefs } from './prefs';
import { PREFS } from './records';

function lines(m: Machine, p: GulfPrefs): string[] {
  return [
    'Preferences',
    `Sound: ${m.soundOn ? 'on' : 'off'}`,
    `Back of new games: ${p.back < 0 ? 'random' : `${p.back + 1} of ${BACK_DESIGNS}`}`,
    `Winnable deals only: ${p.winnable ? 'on' : 'off'}`,
  ];
}

/** Until OK (or Escape): each change is saved (GULF.INF) and `changed` hears the new preferences. */
export async function editPrefs(m: Machine, start: GulfPrefs, changed: (p: GulfPrefs) => void): Promise<void> {
  let p = start;
  for (;;) {
    const r = await m.alert({ lines: lines(m, p), buttons: ['Sound', 'Back', 'Deals', 'OK'], defaultButton: 3, escapeButton: 3 });
    if (r.button === 0) {
      m.setSound(!m.soundOn);
      continue;
    }
    if (r.button === 1) p = { ...p, back: p.back + 1 >= BACK_DESIGNS ? -1 : p.back + 1 };
    else if (r.button === 2) p = { ...p, winnable: !p.winnable };
    else return;
    m.store.write(PREFS, p);
    changed(p);
  }
}
