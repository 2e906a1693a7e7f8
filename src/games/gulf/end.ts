/** The end of a game of Gulf: the player is told, and a score good enough enters GULF.SCR under a name. */
import type { Machine } from '../../core/machine';
import type { GulfState } from './engine';
import { DEFAULT_PREFS, NAME_CHARS, NAME_MAX, type GulfPrefs } from './prefs';
import { insertScore, placeFor, rowOf } from './scores';
import { cleanName } from '../../shell/scores';
import { PREFS, SCORES } from './records';
import { grouped } from '../../core/grouped';

/** What the player is told when the game's score is in the table already (entered in another window). */
export const ALREADY = ['This game\'s score is in', 'the high scores already.'];

/**
 * The requesters after a lost game. Resolves the table's row of the new entry, or -1 when the score
 * did not enter (too low, or the game `aided`: a score earned with Aids is not the manual's score).
 * A game enters once: when the table holds game `id`'s entry (another window entered it, even
 * while the name was being typed here), the player is told and its row is the answer.
 */
export async function recordEnd(
  m: Machine,
  s: GulfState,
  prefs: GulfPrefs,
  aided: boolean,
  id: string,
  /** The name box (the game's session): the last name, or what was typed in a window the game was taken from. */
  box: (last: string) => { initial: string; selected: boolean; typed: (text: string) => void },
): Promise<number> {
  const over = ['No more moves: the game', `is over. Final score ${grouped(s.score)}`, `in round ${s.round}.`];
  await m.alert({ lines: aided ? [...over, 'Aids were used: the score', 'stays out of the high scores.'] : over, buttons: ['OK'], icon: 'stop' });
  if (aided) return -1;
  const before = m.store.read(SCORES) ?? [];
  if (rowOf(before, id) >= 0) return already(m, rowOf(before, id));
  if (placeFor(before, s.score) < 0) return -1;
  const r = await m.alert({
    lines: ['A place in the high scores!', `Score ${grouped(s.score)}: your name?`],
    buttons: ['OK'],
    // The last name (or the one carried over), selected: typing replaces it, Enter keeps it.
    input: { ...box(prefs.name), maxLength: NAME_MAX, allowed: NAME_CHARS },
  });
  const name = r.text.trim();
  // The name is offered again next time (GULF.INF), as the original remembered it.
  void m.store.update(PREFS, (p) => ({ ...(p ?? DEFAULT_PREFS), name }));
  // Into the table as stored now: another window may have added a score since it was shown.
  let place = -1;
  let twice = false;
  await m.store.update(SCORES, (t) => {
    const found = rowOf(t ?? [], id);
    if (found >= 0) {
      [place, twice] = [found, true];
      return null;
    }
    const res = insertScore(t ?? [], { name: cleanName(name), score: s.score, round: s.round, deal: s.deal, id });
    place = res.place;
    return res.table;
  });
  return twice ? already(m, place) : place;
}

async function already(m: Machine, row: number): Promise<number> {
  await m.alert({ lines: ALREADY, buttons: ['OK'], icon: 'note' });
  return row;
}
