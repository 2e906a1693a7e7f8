/** The end of a game of Gulf: the player is told, and a score good enough enters GULF.SCR under a name. */
import type { Machine } from '../../core/machine';
import type { GulfState } from './engine';
import { DEFAULT_PREFS, NAME_CHARS, NAME_MAX, type GulfPrefs } from './prefs';
import { insertScore, placeFor } from './scores';
import { cleanName } from '../../shell/scores';
import { PREFS, SCORES } from './records';
import { grouped } from '../../core/grouped';

/**
 * The requesters after a lost game. Resolves the table's row of the new entry, or -1 when the score
 * did not enter (too low, or the game `aided`: a score earned with Aids is not the manual's score).
 */
export async function recordEnd(m: Machine, s: GulfState, prefs: GulfPrefs, aided = false): Promise<number> {
  const over = ['No more moves: the game', `is over. Final score ${grouped(s.score)}`, `in round ${s.round}.`];
  await m.alert({ lines: aided ? [...over, 'Aids were used: the score', 'stays out of the high scores.'] : over, buttons: ['OK'], icon: 'stop' });
  if (aided || placeFor(m.store.read(SCORES) ?? [], s.score) < 0) return -1;
  const r = await m.alert({
    lines: ['A place in the high scores!', `Score ${grouped(s.score)}: your name?`],
    buttons: ['OK'],
    input: { initial: prefs.name, maxLength: NAME_MAX, allowed: NAME_CHARS },
  });
  const name = r.text.trim();
  // The name is offered again next time (GULF.INF), as the original remembered it.
  void m.store.update(PREFS, (p) => ({ ...(p ?? DEFAULT_PREFS), name }));
  // Into the table as stored now: another window may have added a score since it was shown.
  let place = -1;
  await m.store.update(SCORES, (t) => {
    const res = insertScore(t ?? [], { name: cleanName(name), score: s.score, round: s.round, deal: s.deal });
    place = res.place;
    return res.table;
  });
  return place;
}
