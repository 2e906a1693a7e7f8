/** Every screen the door draws, with sample contents (for the ANSI writer's tests). */
import { Terminal } from '../../src/games/idiots-delight/terminal';
import {
  drawChampions,
  drawGame,
  drawGoodbye,
  drawHelp,
  drawInput,
  drawLogon,
  drawMenu,
  drawSysop,
  drawTitle,
  resultLines,
} from '../../src/games/idiots-delight/screens';
import { HELP_PAGES } from '../../src/games/idiots-delight/help';
import { idEngine, pressKey, type IDState } from '../../src/games/idiots-delight/engine';
import { championsView, dayStatus, newDoorRecord, recordHand, startHand, DEFAULT_DOOR_SETTINGS } from '../../src/games/idiots-delight/door';
import { TEST_SECRET } from '../unit/idiots-delight/test-secret';

const DATE = '2026-12-03';

function played(): IDState {
  let s = idEngine.newGame(12345, {});
  for (const k of ['deal', 'play', 'down', 'play', 'deal', 'play', 'down', 'deal', 'play'] as const) s = pressKey(s, k).state;
  return s;
}

export function allScreens(): [string, Terminal][] {
  const out: [string, Terminal][] = [];
  const add = (name: string, draw: (t: Terminal) => void) => {
    const t = new Terminal();
    draw(t);
    out.push([name, t]);
  };
  let rec = newDoorRecord({}, TEST_SECRET);
  rec = startHand(rec, 'Alice', DATE, DATE).record;
  const done = recordHand(rec, 'Alice', 30);
  rec = done.record;
  add('title', (t) => drawTitle(t, DATE));
  add('logon', (t) => drawLogon(t, { date: DATE, players: [{ name: 'Alice', handsLeft: 2, pending: false }, { name: 'Bob 🃏', handsLeft: 3, pending: true }], message: 'Hello' }));
  add('input', (t) => drawInput(t, 'LOG ON', ['Your name'], 'Ali', 30, 'A name is 1 to 30 characters.', DATE));
  add('menu', (t) =>
    drawMenu(t, {
      player: 'Alice',
      date: DATE,
      weekday: 'Thursday',
      today: dayStatus(rec, 'Alice', DATE, DATE),
      todayScore: 1234,
      monthTotal: 6234,
      allTimeTotal: 6234,
      days: [{ date: DATE, playedOn: DATE, hands: 1, score: 1234, bonus: 5000 }],
      message: 'Saved.',
    }),
  );
  const s = played();
  add('game', (t) => drawGame(t, { s, player: 'Alice', date: DATE, handLabel: '1 of 3', handsLeft: 2, message: 'Bonus!', resultLines: [] }));
  add('game-confirm', (t) => drawGame(t, { s, player: 'Alice', date: DATE, handLabel: '1 of 3', handsLeft: 2, message: '', confirm: 'Save and log off?', resultLines: [] }));
  const over = pressKey({ ...s, stock: [] }, 'redraw').state;
  add('game-over', (t) => drawGame(t, { s: over, player: 'Alice', date: DATE, handLabel: '1 of 3', handsLeft: 2, message: '', resultLines: resultLines(done.result, 30, false, false) }));
  HELP_PAGES.forEach((_, i) => add(`help-${i + 1}`, (t) => drawHelp(t, i)));
  add('champions', (t) => drawChampions(t, championsView(rec, DATE), DATE));
  add('sysop', (t) => drawSysop(t, DEFAULT_DOOR_SETTINGS, 2, 'Saved.', 'Reset the champions?', DATE));
  add('goodbye', (t) => drawGoodbye(t, 'Alice', DATE, 'Hand 1 of 2026-12-03 is saved for your next call.'));
  return out;
}
