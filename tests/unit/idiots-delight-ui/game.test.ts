import { describe, it, expect } from 'vitest';
import { setup, press, png } from './helpers';
import { idEngine, canRemove, firstEmptyRow, canMove, keyFor, pressKey, type IDState } from '../../../src/games/idiots-delight/engine';
import { simulate } from './autoplay';
import { HELP_PAGES } from '../../../src/games/idiots-delight/help';
import { gameModule } from '../../../src/games/idiots-delight/app';
import { SAVE } from '../../../src/games/idiots-delight/records';

type S = { rows: string[][]; stock: string[]; marker: number; removed: number; freeCardUsed: boolean; over: boolean; screen: string; message: string };
const st = (app: { state(): unknown }) => app.state() as S;

/** A deal whose first position offers a removal, and one that reaches a move into an empty row. */
function dealWith(pred: (s: IDState) => boolean): number {
  for (let d = 1; d < 5000; d++) if (pred(idEngine.newGame(d, {}))) return d;
  throw new Error('none');
}

describe('idiots-delight screen: the hand with keys', () => {
  it('a free hand from a deal: rows, pile, marker and the text screen', () => {
    const { app } = setup({ deal: 7 });
    const s = st(app);
    expect(s.screen).toBe('game');
    expect(s.rows.map((r) => r.length)).toEqual([1, 1, 1, 1]);
    expect(s.stock.length).toBe(48);
    const text = app.screenText();
    expect(text).toContain('PILE CARD  : 48');
    expect(text).toContain('[Space] - Play Card');
    expect(text).toContain('[R]edraw  [D]one  [H]elp');
  });

  it('8/2 and the arrows move the marker, wrapping', async () => {
    const { m, app } = setup({ deal: 7 });
    await press(m, '8');
    expect(st(app).marker).toBe(3);
    await press(m, '2', 'ArrowDown');
    expect(st(app).marker).toBe(1);
    await press(m, 'ArrowUp');
    expect(st(app).marker).toBe(0);
  });

  it('Space plays a removable card; refuses a card that cannot go (bell)', async () => {
    const deal = dealWith((s) => [0, 1, 2, 3].some((r) => canRemove(s, r)) && [0, 1, 2, 3].some((r) => !canRemove(s, r)));
    const { m, app } = setup({ deal });
    const s0 = idEngine.newGame(deal, {});
    const bad = [0, 1, 2, 3].find((r) => !canRemove(s0, r))!;
    await press(m, ...Array(bad).fill('2'), ' ');
    expect(st(app).removed).toBe(0);
    expect(st(app).message).toBe('That card cannot be played.');
    expect(m.takeEvents().some((e) => e.type === 'beep')).toBe(true);
    const good = [0, 1, 2, 3].find((r) => canRemove(s0, r))!;
    await press(m, ...Array((good - bad + 4) % 4).fill('2'), ' ');
    expect(st(app).removed).toBe(1);
    expect(app.screenText()).toContain('SCORE      : 100');
  });

  it('Enter deals four, D is refused while the pile lasts, Enter refused when it is empty', async () => {
    const { m, app } = setup({ deal: 99 });
    await press(m, 'Enter');
    expect(st(app).stock.length).toBe(44);
    expect(st(app).rows.every((r) => r.length >= 1)).toBe(true);
    await press(m, 'd');
    expect(st(app).over).toBe(false);
    expect(st(app).message).toBe('Deal the rest of the pile first.');
    for (let i = 0; i < 11; i++) await press(m, 'Enter');
    expect(st(app).stock.length).toBe(0);
    await press(m, 'Enter');
    expect(st(app).message).toBe('The pile is empty.');
  });

  it('the Free Card works once and is refused the second time', async () => {
    const { m, app } = setup({ deal: 3 });
    await press(m, 'Enter', 'Enter');
    const before = st(app).removed;
    // a non-Ace top card on the marked row
    let r = st(app).rows.findIndex((row) => row[row.length - 1]![0] !== 'A');
    await press(m, ...Array(r).fill('2'), 'F');
    expect(st(app).removed).toBe(before + 1);
    expect(st(app).freeCardUsed).toBe(true);
    expect(app.screenText()).toContain('FREE CARD  : Used');
    r = st(app).rows.findIndex((row) => row.length > 0 && row[row.length - 1]![0] !== 'A');
    await press(m, ...Array((r - st(app).marker + 4) % 4).fill('2'), 'f');
    expect(st(app).removed).toBe(before + 1);
    expect(st(app).message).toBe('The Free Card has been used this hand.');
  });

  it('Space moves a card into an empty row when it cannot be removed', async () => {
    // find a deal and a key sequence reaching a position where Space moves a card
    for (let deal = 1; deal < 400; deal++) {
      const { keys } = simulate(deal);
      let s = idEngine.newGame(deal, {});
      for (let i = 0; i < keys.length; i++) {
        const e = firstEmptyRow(s);
        const from = [0, 1, 2, 3].find((r) => e >= 0 && !canRemove(s, r) && canMove(s, r, e));
        if (from !== undefined) {
          const { m, app } = setup({ deal });
          await press(m, ...keys.slice(0, i));
          const a = st(app);
          expect(a.rows[e]!.length).toBe(0);
          const top = a.rows[from]![a.rows[from]!.length - 1];
          await press(m, ...Array((from - a.marker + 4) % 4).fill('2'), ' ');
          expect(st(app).rows[e]).toEqual([top]);
          expect(st(app).rows[from]!.length).toBe(a.rows[from]!.length - 1);
          return;
        }
        s = pressKey(s, keyFor(keys[i]!)!).state;
      }
    }
    throw new Error('no move into an empty row found');
  });

  it('D ends the hand once allowed; any key then leaves a free hand for the log-on', async () => {
    const { m, app } = setup({ deal: 11 });
    const { keys, removed } = simulate(11, { noFree: true });
    await press(m, ...keys);
    expect(st(app).over).toBe(true);
    expect(st(app).removed).toBe(removed);
    expect(app.screenText()).toMatch(/Hand over|YOU WON/);
    expect(app.screenText()).toContain('does not count');
    await press(m, 'x');
    expect(st(app).screen).toBe('logon');
    expect(m.store.exists(SAVE)).toBe(false);
  });

  it('H pages through the help screens and back to the hand; R redraws', async () => {
    const { m, app } = setup({ deal: 5 });
    await press(m, 'Enter', 'h');
    expect(st(app).screen).toBe('help');
    expect(app.screenText()).toContain('T H E   P L A Y');
    for (let i = 1; i < HELP_PAGES.length; i++) {
      await press(m, ' ');
      expect((app.state() as { helpPage: number }).helpPage).toBe(i);
    }
    await press(m, 'p');
    expect((app.state() as { helpPage: number }).helpPage).toBe(HELP_PAGES.length - 2);
    await press(m, 'q');
    expect(st(app).screen).toBe('game');
    expect(st(app).stock.length).toBe(44);
    await press(m, 'h', ...Array(HELP_PAGES.length).fill('Enter'));
    expect(st(app).screen).toBe('game');
    await press(m, 'r');
    expect(st(app).stock.length).toBe(44);
  });

  it('help pages fit the screen', () => {
    for (const p of HELP_PAGES) {
      expect(p.length).toBeLessThanOrEqual(18);
      for (const l of p) expect(l.length).toBeLessThanOrEqual(75);
    }
  });

  it('locate row:i is the centre of the top card, in every mode', async () => {
    for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
      const { m } = setup({ deal: 5 }, { platform, video });
      await press(m, 'Enter');
      m.frame(0);
      for (let r = 0; r < 4; r++) {
        const p = m.locate(`row:${r}`)!;
        expect(p.x).toBeGreaterThan(0);
        expect(p.x).toBeLessThan(640);
        // a card's border at the top card's left edge, on its row
        const ox = p.x - 3 * 8;
        const bg = m.fb.pget(2, p.y);
        expect([0, 1, 2, 3, 4, 5, 6, 7].some((i) => m.fb.pget(ox + i, p.y + 2) !== bg)).toBe(true);
      }
      expect(m.locate('row:4')).toBeNull();
    }
  });

  it('parseOptions checks date and player', () => {
    expect(gameModule.parseOptions({ date: '2024-02-30' })).toHaveProperty('error');
    expect(gameModule.parseOptions({ date: 'x' })).toHaveProperty('error');
    expect(gameModule.parseOptions({ player: '   ' })).toHaveProperty('error');
    expect(gameModule.parseOptions({ date: '2024-02-29', player: ' Ann  Lee ' })).toEqual({ options: { date: '2024-02-29', player: 'Ann Lee' } });
    expect(gameModule.parseOptions({ sysop: '1' })).toEqual({ options: { sysop: true } });
    expect(gameModule.parseOptions({ sysop: '0' })).toEqual({ options: { sysop: false } });
    expect(gameModule.parseOptions({ sysop: 'please' })).toHaveProperty('error');
    expect(gameModule.parseOptions({ player: 'x'.repeat(31) })).toHaveProperty('error');
    expect(gameModule.parseOptions({ player: 42 })).toHaveProperty('error');
  });
});

describe('idiots-delight screen: modes', () => {
  it('ST: medium resolution, 4 colours; Amiga: hi-res PAL and NTSC; a switch keeps the hand', async () => {
    const { m, app } = setup({ deal: 21 });
    expect([m.fb.width, m.fb.height, m.fb.colours]).toEqual([640, 200, 4]);
    expect(new Set(m.fb.pixels).size).toBeGreaterThanOrEqual(3);
    await press(m, 'Enter', '2');
    const before = JSON.stringify(app.state());
    m.setPlatform('amiga');
    m.frame(0);
    expect([m.fb.width, m.fb.height, m.fb.colours]).toEqual([640, 256, 16]);
    // 200 lines centred: the border is black
    for (let y = 0; y < 28; y++) expect(m.fb.pget(300, y)).toBe(m.fb.pget(300, 255));
    expect(JSON.stringify(app.state())).toBe(before);
    png(m, '/tmp/id-switch-amiga.png');
    m.setVideo('ntsc');
    m.frame(0);
    expect([m.fb.width, m.fb.height]).toEqual([640, 200]);
    expect(m.menu.layout).toBeNull();
  });
});
