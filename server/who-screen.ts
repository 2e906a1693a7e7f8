/** The board's "who is online" screen (the door's W key): node, name, what they do, since when. */
import { Terminal, A } from '../src/games/idiots-delight/terminal';
import { frame, pressAnyKey, NAME_COLS, VERSION_LINE } from '../src/games/idiots-delight/screens';
import { fitWidth, padWidth } from '../src/core/columns';
import type { Online } from './lease';

// Columns: 2 + node 11 + name 31 + doing 17 + since 16 ("2026-12-07 14:05") = 77.
/** Rows of callers the screen holds; more are counted on the last line. */
const ROWS = 16;

/** "14:05" in the board's time zone, with the date when it is not `today`. */
function when(iso: string | null, timeZone: string, today: string): string {
  if (iso === null) return '?';
  const d = new Date(iso);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const hm = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
  return day === today ? hm : `${day} ${hm}`;
}

export function drawWho(t: Terminal, online: Online[], timeZone: string, today: string): void {
  frame(t, today, VERSION_LINE);
  t.centre(2, '* * *  W H O   I S   O N L I N E  * * *', A.YELLOW);
  t.put(2, 4, 'Node'.padEnd(11) + padWidth('Name', NAME_COLS + 1) + 'Doing'.padEnd(17) + 'Since', A.LCYAN);
  online.slice(0, ROWS).forEach((o, i) => {
    t.put(2, 5 + i, fitWidth(o.node, 10).padEnd(11), A.GREY)
      .write(padWidth(fitWidth(o.name, NAME_COLS), NAME_COLS + 1), A.WHITE)
      .write(fitWidth(o.doing, 16).padEnd(17), A.GREY)
      .write(when(o.since, timeZone, today), A.YELLOW);
  });
  if (online.length === 0) t.put(2, 5, '(nobody)', A.DARKGREY);
  if (online.length > ROWS) t.put(2, 5 + ROWS, `... and ${online.length - ROWS} more`, A.GREY);
  pressAnyKey(t, 2, 22);
}
