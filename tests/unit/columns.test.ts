/** Terminal columns (src/core/columns.ts) and the door's Terminal keeping wide characters whole. */
import { describe, expect, it } from 'vitest';
import { charWidth, fitWidth, marksOn, padWidth, textWidth } from '../../src/core/columns';
import { Terminal, WIDE_TAIL, widthOf } from '../../src/games/idiots-delight/terminal';
import { newPlayerName } from '../../src/games/idiots-delight/door';
import { AnsiWriter } from '../../src/games/idiots-delight/ansi/writer';
import { AnsiScreen } from '../../src/games/idiots-delight/ansi/reader';
import { drawGame, drawGoodbye, resultLines } from '../../src/games/idiots-delight/screens';
import { idEngine } from '../../src/games/idiots-delight/engine';

describe('columns', () => {
  it('one, two or none per character, by East Asian Width and the emoji rules', () => {
    const cases: [string, number][] = [
      ['A', 1], ['é', 1], ['e\u0301', 1], ['♠', 1], ['─', 1], ['Ω', 1],
      ['中', 2], ['한', 2], ['か', 2], ['Ｆ', 2], ['、', 2], ['𠀋', 2],
      ['🙂', 2], ['🃏', 2], ['☕', 2], ['❤', 1], ['❤\ufe0f', 2], ['👩\u200d💻', 2], ['🇩🇪', 2], ['1\ufe0f\u20e3', 2],
      ['\u0301', 0], ['\u200d', 0], ['\u0007', 0],
    ];
    for (const [g, w] of cases) expect(charWidth(g), JSON.stringify(g)).toBe(w);
    expect(textWidth('東京 Tokyo 🙂')).toBe(4 + 1 + 5 + 1 + 2);
  });

  it('cuts at whole characters, never half a wide one, and pads to the exact width', () => {
    expect(fitWidth('東京都', 5)).toBe('東京');
    expect(padWidth('東京都', 5)).toBe('東京 ');
    expect(padWidth('Ann', 5)).toBe('Ann  ');
    expect(textWidth(padWidth('🙂'.repeat(20), 30))).toBe(30);
  });

  it('counts marks on a character', () => {
    expect(marksOn('e')).toBe(0);
    expect(marksOn('e\u0301\u0302')).toBe(2);
    expect(marksOn('e' + '\u0301'.repeat(300))).toBe(300);
  });

  it('a new name is at most 30 columns and two marks a character', () => {
    expect(newPlayerName('中'.repeat(15))).toBe('中'.repeat(15));
    expect(newPlayerName('中'.repeat(16))).toBeNull();
    expect(newPlayerName('🙂'.repeat(15))).toBe('🙂'.repeat(15));
    expect(newPlayerName('🙂'.repeat(16))).toBeNull();
    expect(newPlayerName('Zoe\u0308\u0301')).toBe('Zoe\u0308\u0301');
    expect(newPlayerName('Zoe\u0308\u0301\u0302')).toBeNull();
    expect(newPlayerName('A'.repeat(30))).toBe('A'.repeat(30));
  });
});

describe('the Terminal and wide characters', () => {
  it('puts a wide character in two cells, the cursor moving two', () => {
    const t = new Terminal();
    t.put(0, 0, '東a🙂');
    expect([0, 1, 2, 3, 4].map((x) => t.at(x, 0)!.ch)).toEqual(['東', WIDE_TAIL, 'a', '🙂', WIDE_TAIL]);
    expect(t.cx).toBe(5);
    expect(t.line(0).trimEnd()).toBe('東a🙂');
    expect(widthOf('東a🙂')).toBe(5);
  });

  it('a write over half a wide character leaves a space for the other half; none fits in the last column', () => {
    const t = new Terminal();
    const cells = () => [0, 1, 2, 3].map((x) => t.at(x, 0)!.ch);
    t.put(0, 0, '東京');
    t.put(1, 0, 'x');
    expect(cells()).toEqual([' ', 'x', '京', WIDE_TAIL]);
    t.put(2, 0, 'y');
    expect(cells()).toEqual([' ', 'x', 'y', ' ']);
    t.put(79, 1, '東');
    expect(t.at(79, 1)!.ch).toBe(' ');
  });

  it('the ANSI writer sends a wide character once (UTF-8) and the reader puts it back in two cells', () => {
    for (const cs of ['utf8', 'cp437'] as const) {
      const t = new Terminal();
      const w = new AnsiWriter(cs);
      const r = new AnsiScreen(cs);
      t.put(2, 3, '東京 Alice 🙂 end');
      r.feed(w.update(t));
      t.put(2, 3, 'Bob');
      r.feed(w.update(t));
      // "Bob" covers 東 and half of 京: the rest of 京 is a space. CP437 has no 🙂: a '?' and a space.
      const want = cs === 'utf8' ? 'Bob  Alice 🙂 end' : 'Bob  Alice ?  end';
      expect(r.term.line(3).slice(2).trimEnd(), cs).toBe(want);
      expect(r.term.line(3), cs).toBe(t.line(3).replace('🙂', cs === 'utf8' ? '🙂' : '? '));
    }
  });
});

describe('a name kept from before (60 columns) on the screens', () => {
  const wide = '東'.repeat(30);
  it('the top bar keeps the date, the goodbye its closing mark, the result line its bonus: the name is cut to 30 columns', () => {
    const t = new Terminal();
    const s = idEngine.newGame(1, {});
    const result = { date: '2026-12-03', hand: 1, score: 100, removed: 10, extraHandsWon: 0, dailyChampion: true, dethroned: wide };
    drawGame(t, { s, player: wide, date: '2026-12-03', handLabel: '1 of 3', handsLeft: 2, message: '', resultLines: resultLines(result, 10, false, false) });
    expect(t.line(0)).toContain('東'.repeat(15) + '  2026-12-03');
    expect(t.text()).toContain(`You dethroned ${'東'.repeat(15)} (+5,000).`);
    drawGoodbye(t, wide, '2026-12-03');
    expect(t.text()).toContain(`Delight, ${'東'.repeat(15)}!`);
  });
});
