/**
 * The bonus gamble in requesters: Higher / Lower / Take until the bonus is settled, then the next
 * round. Only a guess that can win is offered (no Higher on a King, no Lower on an Ace).
 */
import type { Machine } from '../../core/machine';
import type { RequesterSpec } from '../../core/requester';
import { rankOf } from '../../core/cards';
import { gambleView, type GulfMove, type GulfState } from './engine';
import type { GambleChoice } from './gamble';
import { gambleLines, settledLines } from './words';

/** The guesses that can win on `card`: nothing is higher than a King or lower than an Ace. */
export function offeredChoices(s: GulfState): GambleChoice[] {
  const r = rankOf(gambleView(s)!.card);
  return r === 13 ? ['lower'] : r === 1 ? ['higher'] : ['higher', 'lower'];
}

const LABEL: Record<GambleChoice, string> = { higher: 'Higher', lower: 'Lower' };

export interface GambleHost {
  /** The game as it stands now (another game may have replaced it meanwhile). */
  state(): GulfState;
  apply(mv: GulfMove): void;
  /** The requester on screen, so the gamble cards are drawn above it (null when it is gone). */
  show(spec: RequesterSpec | null): void;
}

export async function runGamble(m: Machine, host: GambleHost): Promise<void> {
  try {
    while (host.state().phase === 'gamble' && gambleView(host.state())!.open) {
      const choices = offeredChoices(host.state());
      const take = choices.length;
      const spec: RequesterSpec = { lines: gambleLines(host.state()), buttons: [...choices.map((c) => LABEL[c]), 'Take'], defaultButton: take, escapeButton: take };
      host.show(spec);
      const r = await m.alert(spec);
      if (host.state().phase !== 'gamble') return;
      const choice = choices[r.button];
      const mv: GulfMove = choice ? { type: 'gamble', choice } : { type: 'take' };
      host.apply(mv);
      const last = gambleView(host.state())?.last;
      if (mv.type === 'gamble' && last) m.play(last.result === 'win' ? 'suit' : last.result === 'lose' ? 'error' : 'click');
    }
    if (host.state().phase !== 'gamble') return;
    const spec: RequesterSpec = { lines: settledLines(host.state()), buttons: ['Next round'] };
    host.show(spec);
    await m.alert(spec);
    if (host.state().phase !== 'gamble') return;
    host.apply({ type: 'nextRound' });
    m.play('deal');
  } finally {
    host.show(null);
  }
}
