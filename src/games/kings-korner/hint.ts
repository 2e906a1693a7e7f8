/**
 * A simple advisor (it never looks at the face-down DECK): discard whenever possible, TENs first,
 * preferring cards that sit on labelled spaces so court cards find their spaces free; put a
 * waiting card on a centre space before a labelled one.
 */
import { labelAt } from './layout';
import { type KKMove, type KKState, legalMoves } from './rules';

const onLabel = (m: KKMove): boolean => 'row' in m && labelAt(m.row, m.col) !== null;

export function hint(s: KKState): KKMove | null {
  const moves = legalMoves(s);
  if (moves.length === 0) return null;
  const of = (t: KKMove['type']) => moves.filter((m) => m.type === t);
  const prefer = (ms: KKMove[], labelled: boolean) =>
    ms.find((m) => onLabel(m) === labelled) ?? ms[0] ?? null;

  if (s.held) return prefer(of('pair'), true) ?? of('unhold')[0] ?? null;
  if (s.current) return prefer(of('place'), false);
  const ten = prefer(of('discardTen'), true);
  if (ten) return ten;
  const holds = of('hold');
  if (holds.length > 0) {
    // Hold a card on a labelled space whose partner is also labelled if there is one.
    const labelled = holds.filter(onLabel);
    return labelled[0] ?? holds[0]!;
  }
  return of('draw')[0] ?? moves[0]!;
}
