import { describe, expect, it } from 'vitest';
import { allScreens } from './screens';
import { AnsiWriter, PARK, type Charset } from '../../src/games/idiots-delight/ansi/writer';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import { cp437Byte, cp437Char, hasCp437 } from '../../src/games/idiots-delight/ansi/cp437';
import { Terminal, A } from '../../src/games/idiots-delight/terminal';

const cellsEqual = (a: Terminal, b: Terminal) => a.cells.map((c) => `${c.ch}${c.fg},${c.bg}`).join('|') === b.cells.map((c) => `${c.ch}${c.fg},${c.bg}`).join('|');

describe('ANSI writer', () => {
  for (const charset of ['cp437', 'utf8'] as Charset[]) {
    it(`writes every screen of the door so a terminal reads it back equal (${charset})`, () => {
      const screens = allScreens().filter(([n]) => charset === 'utf8' || n !== 'logon'); // the emoji name is '?' in CP437
      expect(screens.length).toBeGreaterThan(12);
      for (const [name, t] of screens) {
        const w = new AnsiWriter(charset);
        const r = new AnsiScreen(charset);
        r.feed(w.update(t));
        expect(r.text(), name).toBe(t.text());
        expect(cellsEqual(r.term, t), name).toBe(true);
      }
    });

    it(`goes from any screen to any other by changed cells only, and reads back equal (${charset})`, () => {
      const screens = allScreens().filter(([n]) => charset === 'utf8' || n !== 'logon');
      const w = new AnsiWriter(charset);
      const r = new AnsiScreen(charset);
      const order = [...screens, ...[...screens].reverse()];
      order.forEach(([name, t], i) => {
        const bytes = w.update(t);
        expect(bytes.includes('\x1b[2J'), name).toBe(i === 0);
        r.feed(bytes);
        expect(cellsEqual(r.term, t), name).toBe(true);
      });
    });
  }

  it('sends a handful of bytes for one changed cell, and only PARK for none', () => {
    const [, t] = allScreens().find(([n]) => n === 'game')!;
    const w = new AnsiWriter();
    const first = w.update(t);
    expect(first.length).toBeGreaterThan(1000);
    expect(w.update(t).toString('latin1')).toBe(PARK);
    t.put(60, 3, '7', A.YELLOW);
    const one = w.update(t).toString('latin1');
    expect(one.length).toBeLessThan(30);
    expect(one).toContain('\x1b[4;61H');
  });

  it('starts over with a clear screen after reset (a redraw, a change of charset)', () => {
    const [, t] = allScreens()[0]!;
    const w = new AnsiWriter();
    w.update(t);
    w.reset();
    expect(w.update(t).toString('latin1').startsWith('\x1b[0m\x1b[2J')).toBe(true);
  });

  it('maps every character the screens use to CP437, the suits and box lines as a BBS terminal has them', () => {
    const used = new Set<string>();
    for (const [name, t] of allScreens()) if (name !== 'logon') for (const c of t.cells) used.add(c.ch);
    const missing = [...used].filter((ch) => !hasCp437(ch));
    expect(missing).toEqual([]);
    const table: [string, number][] = [
      ['♥', 0x03], ['♦', 0x04], ['♣', 0x05], ['♠', 0x06], ['│', 0xb3], ['─', 0xc4], ['┌', 0xda], ['┐', 0xbf], ['└', 0xc0], ['┘', 0xd9],
      ['┬', 0xc2], ['┴', 0xc1], ['║', 0xba], ['═', 0xcd], ['╔', 0xc9], ['╗', 0xbb], ['╚', 0xc8], ['╝', 0xbc], ['·', 0xfa], ['A', 0x41],
    ];
    for (const [ch, b] of table) {
      expect(cp437Byte(ch), ch).toBe(b);
      expect(cp437Char(b)).toBe(ch);
    }
    expect(cp437Byte('🃏')).toBe(0x3f);
  });

  it('writes a bright colour as bold and the background in the 40s', () => {
    const t = new Terminal();
    t.put(0, 0, 'X', A.YELLOW, A.BLUE);
    const s = new AnsiWriter().update(t).toString('latin1');
    expect(s).toContain('\x1b[0;1;33;44mX');
  });
});
