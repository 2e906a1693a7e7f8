/**
 * Terminal.box and fill write their cells without building the line's string first (issue 50: a
 * board draws them for every key): the cells, the cursor and wide characters cut in half must be
 * exactly what writing the string with put gives.
 */
import { describe, expect, it } from 'vitest';
import { Terminal, A } from '../../../src/games/idiots-delight/terminal';

/** The box as put() of whole lines writes it (how box() was written before). */
function boxByLines(t: Terminal, x: number, y: number, w: number, h: number, fg: number, bg: number, double: boolean) {
  const [tl, tr, bl, br, hz, vt] = double ? ['╔', '╗', '╚', '╝', '═', '║'] : ['┌', '┐', '└', '┘', '─', '│'];
  t.put(x, y, tl + hz.repeat(w - 2) + tr, fg, bg);
  for (let j = y + 1; j < y + h - 1; j++) {
    t.put(x, j, vt, fg, bg);
    t.put(x + 1, j, ' '.repeat(w - 2), fg, bg);
    t.put(x + w - 1, j, vt, fg, bg);
  }
  t.put(x, y + h - 1, bl + hz.repeat(w - 2) + br, fg, bg);
}

/** A screen with wide characters (their halves) and colours under the box. */
function underneath(): Terminal {
  const t = new Terminal();
  for (let y = 0; y < 25; y++) t.put((y * 7) % 13, y, '李小龍 Bob 🃏 Zoë ' .repeat(4), y % 16, (y * 3) % 8);
  return t;
}

const same = (a: Terminal, b: Terminal) => {
  expect(a.cells).toEqual(b.cells);
  expect([a.cx, a.cy]).toEqual([b.cx, b.cy]);
};

describe('Terminal box and fill', () => {
  it('write the cells and leave the cursor as put() of the whole line does', () => {
    for (const double of [false, true])
      for (const [x, y, w, h] of [[0, 0, 2, 2], [3, 1, 5, 4], [70, 20, 12, 7], [1, 2, 30, 1], [-2, 23, 9, 3], [77, 0, 3, 25]] as const) {
        const a = underneath();
        const b = underneath();
        a.box(x, y, w, h, A.LCYAN, A.BLUE, double);
        boxByLines(b, x, y, w, h, A.LCYAN, A.BLUE, double);
        same(a, b);
        a.fill(x, y, w, h, '·', A.YELLOW);
        for (let j = y; j < y + h; j++) b.put(x, j, '·'.repeat(w), A.YELLOW);
        same(a, b);
        a.fill(x + 1, y, 0, 2, ' ');
        b.put(x + 1, y, '').put(x + 1, y + 1, '');
        same(a, b);
      }
  });
});
