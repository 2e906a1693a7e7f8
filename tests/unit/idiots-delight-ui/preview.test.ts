// The game screen of a hand after six deals in every mode (also written to
// /tmp/id-game-<platform>-<video>.png to look at): the terminal sits where Terminal.origin says,
// every cell shows its character in its colours, the border is black, and the four rows show the
// hand's cards.
import { it, expect } from 'vitest';
import { setup, press, png } from './helpers';
import { Terminal, COLS, ROWS, CELL, mapColours } from '../../../src/games/idiots-delight/terminal';
import { C } from '../../../src/core/colours';
import type { Machine } from '../../../src/core/machine';

/** Cells whose 8 x 8 pixels are not their glyph in their mapped colours (up to 5). */
function wrongCells(m: Machine, term: Terminal): string[] {
  const o = Terminal.origin(m.fb);
  const out: string[] = [];
  for (let y = 0; y < ROWS && out.length < 5; y++)
    for (let x = 0; x < COLS && out.length < 5; x++) {
      const cell = term.at(x, y)!;
      const [fg, bg] = mapColours(cell.fg, cell.bg, m.fb.colours);
      const g = m.platform.font.glyph(cell.ch);
      for (let j = 0; j < CELL; j++) {
        const bits = cell.ch === ' ' ? 0 : (g[j] ?? 0);
        let i = 0;
        while (i < 8 && m.fb.pget(o.x + x * CELL + i, o.y + y * CELL + j) === ((bits >> (7 - i)) & 1 ? fg : bg)) i++;
        if (i < 8) {
          out.push(`cell (${x},${y}) '${cell.ch}': pixel (${i},${j}) is ${m.fb.pget(o.x + x * CELL + i, o.y + y * CELL + j)}`);
          break;
        }
      }
    }
  return out;
}

/** [ink, paper] of a cell: the colours of a glyph pixel and of a background pixel. */
function cellColours(m: Machine, term: Terminal, x: number, y: number): [number, number] {
  const o = Terminal.origin(m.fb);
  const g = m.platform.font.glyph(term.at(x, y)!.ch);
  let ink = -1;
  let paper = -1;
  for (let j = 0; j < CELL; j++)
    for (let i = 0; i < 8; i++) {
      const c = m.fb.pget(o.x + x * CELL + i, o.y + y * CELL + j);
      if (((g[j] ?? 0) >> (7 - i)) & 1) ink = c;
      else paper = c;
    }
  return [ink, paper];
}

/** The title (yellow on blue) and a card's rank (white on black): the 4-colour ST mode shows a
 *  coloured background in inverse video (black on the colour). */
const TITLE_AND_CARD: Record<string, [[number, number], [number, number]]> = {
  st: [[0, 2], [1, 0]],
  amiga: [[C.YELLOW, C.NAVY], [C.WHITE, C.BLACK]],
};

const SUIT: Record<string, string> = { S: 'SP', H: 'HA', D: 'DI', C: 'CL' };

it('the game screen in every mode: the terminal in place, cell for cell, showing the hand', async () => {
  for (const [platform, video] of [['st', 'pal'], ['amiga', 'pal'], ['amiga', 'ntsc']] as const) {
    const { m, app } = setup({ deal: 12345 }, { platform, video });
    await press(m, 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', 'Enter', '2');
    m.frame(0);
    png(m, `/tmp/id-game-${platform}-${video}.png`);
    const mode = `${platform} ${video}`;
    const o = Terminal.origin(m.fb);
    expect(o, mode).toEqual({ x: 0, y: m.fb.height === 256 ? 28 : 0 });
    expect(wrongCells(m, app.term), mode).toEqual([]);
    expect(app.term.line(0).slice(1, 16)).toBe("IDIOT'S DELIGHT");
    expect([cellColours(m, app.term, 1, 0), cellColours(m, app.term, 4, 3)], mode).toEqual(TITLE_AND_CARD[platform]);
    // PAL's border above and below the 25 rows is black
    const black = m.fb.colours >= 16 ? C.BLACK : 0;
    let border = 0;
    for (let y = 0; y < m.fb.height; y++)
      if (y < o.y || y >= o.y + ROWS * CELL) for (let x = 0; x < m.fb.width; x++) if (m.fb.pget(x, y) !== black) border++;
    expect(border, mode).toBe(0);
    // each row of the hand: a box whose two text lines give the cards' ranks and suits, in order
    const rows = (app.state() as { rows: string[][] }).rows;
    expect(rows.flat().length).toBe(4 + 6 * 4);
    const lines = app.term.text().split('\n');
    const boxes = lines.flatMap((l, i) => (l.slice(0, 4) === '   ┌' ? [i] : []));
    expect(boxes).toHaveLength(4);
    rows.forEach((cards, r) => {
      const cellsOf = (line: string) => line.slice(0, 46).split('│').slice(1, -1);
      const ranks = cellsOf(lines[boxes[r]! + 1]!).map((t) => t.slice(0, 2).trim());
      const suits = cellsOf(lines[boxes[r]! + 2]!).map((t) => t.slice(0, 2));
      expect(ranks, `${mode} row ${r}`).toEqual(cards.map((c) => (c[0] === 'T' ? '10' : c[0])));
      expect(suits, `${mode} row ${r}`).toEqual(cards.map((c) => SUIT[c[1]!]));
    });
  }
});
