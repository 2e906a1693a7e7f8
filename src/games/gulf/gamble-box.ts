/** The bonus gamble in requesters: Higher / Lower / Take until the bonus is settled, then the next round. */
import type { Machine } from '../../core/machine';
import type { RequesterSpec } from '../../core/requester';
import { gambleView, type GulfMove, type GulfState } from './engine';
import { gambleLines, settledLines } from './words';

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
      const spec: RequesterSpec = { lines: gambleLines(host.state()), buttons: ['Higher', 'Lower', 'Take'], defaultButton: 2, escapeButton: 2 };
      host.show(spec);
      const r = await m.alert(spec);
      if (host.state().phase !== 'gamble') return;
      const mv: GulfMove = r.button === 0 ? { type: 'gamble', choice: 'higher' } : r.button === 1 ? { type: 'gamble', choice: 'lower' } : { type: 'take' };
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
