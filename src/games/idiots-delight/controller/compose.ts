/** The controller's screens (door-controller.ts): screens.ts's drawings with the door's state of the moment. */
import { A, type Terminal } from '../terminal';
import { drawChampions, drawGame, drawGoodbye, drawHelp, drawInput, drawMenu, drawSysop, key, keyRow, resultLines } from '../screens';
import { drawAccountsLines, drawApplicants } from '../accounts-screens';
import { isOver, isWon } from '../engine';
import { allTimeTotal, championsView, daysInMonth, dayScore, dayStatus, findPlayer, monthOf, monthlyTotal, newDoorRecord } from '../door';
import { WAITS_FOR_VALIDATION } from './port';
import type { DoorScreen } from './state';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekday = (date: string) => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

export function composeDoor(d: DoorScreen, t: Terminal): void {
  // A side with a key row is a local door: its top bar says so (issue 52).
  const row = d.port.keyRow?.(d);
  if (row) t.local = true;
  composeScreen(d, t);
  if (row) keyRow(t, row);
}

function composeScreen(d: DoorScreen, t: Terminal): void {
  const date = d.today;
  const name = d.player.name;
  switch (d.view) {
    case 'menu': {
      const p = findPlayer(d.record, name);
      const month = monthOf(date);
      const day = p?.days.find((x) => x.date === date);
      drawMenu(t, {
        player: p?.name ?? name,
        date,
        weekday: weekday(date),
        today: dayStatus(d.record, name, date, date),
        todayScore: day ? dayScore(day) : 0,
        monthTotal: p ? monthlyTotal(p, month) : 0,
        allTimeTotal: p ? allTimeTotal(p) : 0,
        days: (p?.days ?? [])
          .filter((x) => monthOf(x.date) === month)
          .sort((a, b) => (a.date < b.date ? -1 : 1))
          .map((x) => ({ date: x.date, playedOn: x.playedOn, hands: x.hands.length, score: dayScore(x), bonus: x.bonus })),
        message: d.message,
        ...(d.port.menuFlags?.() ?? { winnableOnly: false, aids: false }),
      });
      d.port.menuExtras?.(t);
      // Where a caller stands, on every menu (issue 54): free hands and the champions stay open.
      if (d.waiting && d.message !== WAITS_FOR_VALIDATION) t.put(2, 21, `${WAITS_FOR_VALIDATION} Free hands are open.`, A.LRED);
      return;
    }
    case 'who':
      return d.whoScreen?.(t, d.settings.timeZone, date);
    case 'game':
      return composeGame(d, t);
    case 'help':
      return drawHelp(t, d.helpPage);
    case 'champions':
      return drawChampions(t, championsView({ ...newDoorRecord(), champions: d.champs }, date), date);
    case 'makeup':
      return drawInput(
        t,
        'MAKE-UP / PLAY-AHEAD DAY',
        [`Which day of ${monthOf(date)} do you want to play? (1-${daysInMonth(date)})`, 'An earlier day is a make-up day, a later one a play-ahead day.'],
        d.input?.value ?? '',
        2,
        d.input?.message ?? '',
        date,
      );
    case 'sysop':
      return composeSysop(d, t);
    case 'applicants':
      return composeApplicants(d, t);
    case 'goodbye':
      drawGoodbye(t, name, date, d.message);
      t.centre(20, ' '.repeat(78), A.BLACK);
      // Once the call is ending there is no door to go back to: say so instead.
      t.centre(20, d.leaving ? 'Hanging up: your hand is kept.' : '[L] Back to the door     any other key: hang up', A.LCYAN);
      return;
  }
}

function composeSysop(d: DoorScreen, t: Terminal) {
  const s = d.settings;
  const off = d.confirm !== null;
  drawSysop(t, s, d.players, d.message, d.confirm?.text ?? null, d.today);
  // The door's calendar: its time zone.
  t.put(4, 7, `Door time zone ........... ${s.timeZone}`, A.WHITE);
  key(t, 44, 11, "[Z] Set the door's time zone", !off);
  d.port.sysopExtras?.(t, !off);
  // Q leaves the sysop screen: for the caller's menu (the local door's log-on, when the visit came from it).
  t.put(4, 14, ' '.repeat(36), A.WHITE);
  key(t, 4, 14, '[Q] Back', !off);
  // New accounts (issue 54): the policy, and the list of those waiting.
  drawAccountsLines(t, s.accounts, off);
  const inp = d.input;
  if (inp) {
    const label = inp.kind === 'hands' ? 'Hands per day (1-10):' : inp.kind === 'zone' ? 'Time zone (e.g. Europe/Berlin):' : 'Make-up days per day (0-31):';
    t.put(4, 16, label + ' ', A.YELLOW).write(inp.value + '_', A.WHITE, A.BLUE);
    if (inp.message) t.put(4, 18, inp.message.padEnd(60), A.LRED);
  }
}

function composeApplicants(d: DoorScreen, t: Terminal) {
  drawApplicants(t, { today: d.today, applicants: d.applicants, pick: d.pick, confirm: d.confirm?.text ?? null, message: d.message });
}

function composeGame(d: DoorScreen, t: Terminal) {
  const h = d.hand;
  if (!h) return;
  const s = h.state;
  const st = h.date ? dayStatus(d.record, d.player.name, h.date, d.today) : null;
  const side = d.port.hand?.view?.(h) ?? { winnable: null, hintKey: false, aided: false };
  drawGame(t, {
    s,
    player: d.player.name,
    date: h.date ?? d.today,
    handLabel: h.mode === 'free' ? 'Free hand' : `${h.hand} of ${st?.handsAllowed ?? h.hand}`,
    handsLeft: st?.handsLeft ?? 0,
    message: d.message,
    ...side,
    confirm: d.confirm?.text ?? null,
    resultLines: isOver(s) ? resultLines(d.result, s.discards.length, isWon(s), h.mode === 'free', side.aided) : [],
  });
}
