/**
 * KING.DOC's "You can also press any key to select the DECK": every key that types a character,
 * and Space, Return, Backspace and Delete, draw when drawing is legal; the arrows show the keyboard
 * cursor, and then Space and Return select its space. A refused discard says why.
 */
import { describe, expect, it } from 'vitest';
import { isCourt, kkEngine } from '../../../src/games/kings-korner/engine';
import { boot, chooseMenu, click, findScenario, key, targetName, targetOf } from './helpers';

const st = (m: ReturnType<typeof boot>['m']) => m.state() as { current: string | null; held: unknown; deck: string[]; cursor: unknown };
const sc = findScenario()!;
/** A deal whose first card is not a court card (it can go on any empty space). */
let plain = 1;
while (isCourt(kkEngine.newGame(plain, { freeSpaces: 4 }).deck[0]!)) plain++;

describe("King's Korner's keys", () => {
  it.each([' ', 'Enter', 'Backspace', 'Delete', 'a', 'Z', '7', 'é', '?'])('%j draws from the DECK when drawing is legal', (k) => {
    const { m } = boot('st', { deal: plain, freeSpaces: 4 });
    key(m, k);
    expect(st(m).current).not.toBeNull();
    expect(st(m).deck).toHaveLength(51);
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(false);
  });

  it.each(['Shift', 'Tab', 'F1', 'Home', 'Escape', 'CapsLock'])('%s selects nothing', (k) => {
    const { m } = boot('amiga', { deal: plain, freeSpaces: 4 });
    key(m, k);
    expect(st(m).current).toBeNull();
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(false);
  });

  it('a key while a DECK card waits beeps and says to place it', () => {
    const { m, app } = boot('st', { deal: plain, freeSpaces: 4 });
    key(m, 'a');
    m.takeEvents();
    key(m, ' ');
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(true);
    expect(app.note).toBe('Place the face-up DECK card on the GRID first.');
  });

  it('the arrows show the cursor; then Space and Return select its space', () => {
    const { m } = boot('st', { deal: plain, freeSpaces: 4 });
    key(m, 'Enter');
    const card = st(m).current;
    key(m, 'ArrowRight'); // shows the cursor where it was: (1, 1)
    expect(st(m).cursor).toEqual({ row: 1, col: 1 });
    key(m, ' ');
    expect(st(m).current).toBeNull();
    expect((m.state() as { grid: (string | null)[][] }).grid[1]![1]).toBe(card);
    // a click hides the cursor again: Space draws
    click(m, 'discard');
    key(m, ' ');
    expect(st(m).deck).toHaveLength(50);
  });

  it('Backspace, Delete and X put a held card back', () => {
    const { m } = boot('st', { deal: sc.deal, freeSpaces: sc.fs });
    for (const mv of sc.moves) click(m, targetName(targetOf(mv)));
    for (const k of ['Backspace', 'Delete', 'x']) {
      click(m, targetName(targetOf(sc.hold)));
      expect(st(m).held).not.toBeNull();
      key(m, k);
      expect(st(m).held).toBeNull();
    }
  });

  it('a click on a card while a DECK card is face up says no discard is allowed, not that the space is taken', () => {
    const { m, app } = boot('st', { deal: sc.deal, freeSpaces: sc.fs });
    for (const mv of sc.moves) click(m, targetName(targetOf(mv)));
    click(m, 'deck');
    expect(st(m).current).not.toBeNull();
    click(m, targetName(targetOf(sc.ten)));
    expect(app.note).toBe('A DECK card is face up: place it on an empty space before discarding.');
  });

  it('"Deal number..." starts with the shown number selected: typing replaces it', async () => {
    const { m } = boot('amiga', { deal: 123456, freeSpaces: 4 });
    chooseMenu(m, 'NEW GAME', 'Deal number...');
    key(m, '4');
    key(m, '2');
    key(m, 'Enter');
    await new Promise((r) => setTimeout(r, 0));
    expect(m.state()).toMatchObject({ deal: 42, freeSpaces: 4 });
  });
});
