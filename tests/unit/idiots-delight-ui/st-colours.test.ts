import { describe, it, expect } from 'vitest';
import { setup } from './helpers';
import { mapColours, A } from '../../../src/games/idiots-delight/terminal';
import { st } from '../../../platforms/st';

/** A palette entry's (r, g, b), 0..255. */
const rgb = (c: number) => [(c >> 16) & 255, (c >> 8) & 255, c & 255];

describe('idiots-delight on the ST (medium resolution, 4 colours): colours keep their meaning', () => {
  it('hearts and diamonds are red, black suits white, unavailable keys dimmer than labels and live keys', () => {
    const suitRed = rgb(st.textPalette[mapColours(A.LRED, A.BLACK, 4)[0]]!);
    expect(suitRed[0]).toBeGreaterThan(150);
    expect(suitRed[1]).toBeLessThan(60);
    expect(suitRed[2]).toBeLessThan(60);
    const black = mapColours(A.WHITE, A.BLACK, 4)[0];
    expect(rgb(st.textPalette[black]!)).toEqual([255, 255, 255]);
    const lum = (ansi: number) => rgb(st.textPalette[mapColours(ansi, A.BLACK, 4)[0]]!).reduce((a, b) => a + b, 0);
    const disabled = mapColours(A.DARKGREY, A.BLACK, 4)[0];
    expect(disabled).not.toBe(mapColours(A.LCYAN, A.BLACK, 4)[0]);
    expect(disabled).not.toBe(mapColours(A.YELLOW, A.BLACK, 4)[0]);
    expect(lum(A.DARKGREY)).toBeLessThan(lum(A.LCYAN));
    expect(lum(A.DARKGREY)).toBeLessThan(lum(A.WHITE));
    // the chrome's roles on a 4-colour screen (requesters over the door): dim is grey, accent red
    expect(rgb(st.textPalette[2]!)[0]).toBe(rgb(st.textPalette[2]!)[1]);
  });

  it('on the game screen a heart is drawn red and a dimmed key grey', () => {
    const { m, app } = setup({ deal: 5 });
    m.frame(0);
    const t = app.term;
    let heart = false;
    const cells = t.cells;
    for (let i = 0; i < 2000; i++) {
      const c = cells[i]!;
      if (c.ch === '♥' || c.ch === '♦') {
        expect(mapColours(c.fg, c.bg, 4)[0]).toBe(3);
        heart = true;
      }
    }
    expect(heart).toBe(true);
    const y = app.screenText().split('\n').findIndex((l) => l.includes('[D]one'));
    const x = t.line(y).indexOf('[D]one');
    expect(mapColours(t.at(x, y)!.fg, 0, 4)[0]).toBe(2); // D is not available at the start
    expect(mapColours(t.at(t.line(y).indexOf('[R]edraw') + 1, y)!.fg, 0, 4)[0]).toBe(3);
  });
});
