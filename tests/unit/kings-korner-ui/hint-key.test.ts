/** King's Korner's Hint answers H (a PC keyboard has no Help key) as well as Help, and the menu shows H. */
import { describe, it, expect } from 'vitest';
import { boot, key } from './helpers';
import type { MenuItem } from '../../../src/core/app';

const deckSize = (m: ReturnType<typeof boot>['m']) => (m.state() as { deck: string[] }).deck.length;

describe("King's Korner: the Hint key", () => {
  for (const k of ['h', 'H', 'Help'])
    it(`${k} gives the hint and draws no card`, () => {
      const { m } = boot('st', { deal: 7, freeSpaces: 4 });
      const before = deckSize(m);
      key(m, k);
      expect(m.takeEvents().some((e) => e.type === 'message' && /^(Hint|Solver)/.test(e.text ?? ''))).toBe(true);
      expect(deckSize(m)).toBe(before);
      // any other key still selects the DECK (KING.DOC)
      key(m, 'a');
      expect(deckSize(m)).toBe(before - 1);
    });

  it('PROJECT shows H at the right of Hint', () => {
    const { m } = boot('amiga', { deal: 7, freeSpaces: 4 });
    const hint = m.menu.menus.flatMap((mm) => mm.items).find((i): i is MenuItem => i !== '-' && i.id === 'hint');
    expect(hint?.key).toBe('H');
  });
});
