/**
 * A board keeps a Terminal for every caller on line (issue 50): its cells are three arrays, not
 * 2,000 objects, so a thousand callers' screens are a few megabytes the collector barely has to
 * mark. As objects a terminal was 110 KB, and the board's scavenges and major collections grew
 * with the callers on line. Measured as the heap a drawn terminal keeps, after a full collection.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { A, COLS, ROWS, Terminal } from '../../../src/games/idiots-delight/terminal';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

describe('a terminal in memory', () => {
  it('a drawn terminal keeps at most 24 KB of heap (2,000 cells)', () => {
    const keep: Terminal[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 300; i++) {
      const t = new Terminal();
      t.box(0, 0, COLS, ROWS, A.BLUE, A.BLACK, true);
      t.put(2, 2, `caller ${i} ♥♦♣♠ 漢字`, A.YELLOW);
      keep.push(t);
    }
    gc();
    const each = (process.memoryUsage().heapUsed - before) / keep.length;
    expect(keep.length).toBe(300);
    expect(each).toBeLessThan(24 * 1024);
  });

  it('at() is a copy and setCell() writes, so no caller holds a cell the screen changes under it', () => {
    const t = new Terminal();
    const c = t.at(3, 4)!;
    c.ch = 'X';
    expect(t.at(3, 4)!.ch).toBe(' ');
    t.setCell(3, 4, 'Y', A.RED, A.BLUE);
    expect(t.at(3, 4)).toEqual({ ch: 'Y', fg: A.RED, bg: A.BLUE });
    expect(t.cells[4 * COLS + 3]).toEqual({ ch: 'Y', fg: A.RED, bg: A.BLUE });
    t.setCell(COLS, 0, 'Z', A.RED, A.BLUE);
    expect(t.line(0)).toBe(' '.repeat(COLS));
  });
});
