/**
 * The ANSI writer writes into a byte buffer and keeps what the caller sees in place (issue 50's
 * 1,000 callers): its bytes must be exactly those of the plain writer it replaced
 * (ansi-reference-writer.ts), in both charsets, on every screen, on hands played key by key, after
 * resets, and with wide characters (CJK, emoji) and cells CP437 lacks.
 */
import { describe, expect, it } from 'vitest';
import { allScreens } from './screens';
import { ReferenceWriter } from './ansi-reference-writer';
import { AnsiWriter, type Charset } from '../../src/games/idiots-delight/ansi/writer';
import { Terminal, A } from '../../src/games/idiots-delight/terminal';
import { drawGame } from '../../src/games/idiots-delight/screens';
import { idEngine, isOver, pressKey, type IDKey } from '../../src/games/idiots-delight/engine';

/** A small deterministic generator (no Math.random in tests that compare bytes). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const KEYS: IDKey[] = ['deal', 'play', 'down', 'up', 'free', 'done', 'redraw'];
const NAMES = ['Alice', 'Bob 🃏', '李小龍', 'Zoë', 'a\u0301b', 'x'.repeat(30), '👨‍👩‍👧 family'];

describe('ANSI writer bytes', () => {
  for (const charset of ['cp437', 'utf8'] as Charset[]) {
    it(`sends the same bytes as the plain writer, screen after screen (${charset})`, () => {
      const rnd = lcg(charset === 'utf8' ? 7 : 11);
      const screens = allScreens();
      const w = new AnsiWriter(charset);
      const ref = new ReferenceWriter(charset);
      let updates = 0;
      const check = (t: Terminal, what: string) => {
        expect(w.update(t).equals(ref.update(t)), what).toBe(true);
        updates++;
      };
      for (let hand = 0; hand < 6; hand++) {
        let s = idEngine.newGame(1000 + hand, {});
        const player = NAMES[hand % NAMES.length]!;
        const t = new Terminal();
        for (let k = 0; k < 150 && !isOver(s); k++) {
          s = pressKey(s, KEYS[Math.floor(rnd() * KEYS.length)]!).state;
          drawGame(t, { s, player, date: '2026-12-07', handLabel: `${hand + 1} of 10`, handsLeft: 9 - hand, message: k % 7 === 0 ? 'Bonus!' : '', resultLines: [] });
          // Stray writes over wide characters' halves, and colours beyond the screens' own.
          if (k % 5 === 0) t.put(Math.floor(rnd() * 80), Math.floor(rnd() * 25), NAMES[k % NAMES.length]!, Math.floor(rnd() * 16), Math.floor(rnd() * 8));
          check(t, `hand ${hand} key ${k}`);
          if (k % 40 === 39) {
            w.reset();
            ref.reset();
            check(t, `hand ${hand} key ${k} after reset`);
          }
        }
        for (const [name, st] of screens) check(st, name);
      }
      expect(updates).toBeGreaterThan(300);
    });
  }

  it('writes the last column and the bottom line as the plain writer does', () => {
    const t = new Terminal();
    t.put(78, 24, '李', A.WHITE, A.BLUE).put(0, 24, 'é'.repeat(79), A.YELLOW);
    for (const charset of ['cp437', 'utf8'] as Charset[]) expect(new AnsiWriter(charset).update(t).equals(new ReferenceWriter(charset).update(t))).toBe(true);
  });
});
