/**
 * What the door shows and tells automation: which screen of screens.ts is up and what it is
 * given, and the `state()` snapshot (docs/automation.md). Reads the app; changes nothing.
 */
import { A, type Terminal } from './terminal';
import { drawAccountsLines, drawApplicants } from './accounts-screens';
import { isWaiting } from './door-accounts';
import { isOver, isWon, toApiState } from './engine';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';
import { graphemeCount } from './typing';
import { championsView, daysInMonth, dayScore, dayStatus, findPlayer, monthOf, monthlyTotal, allTimeTotal, NAME_MAX, WAITS_FOR_VALIDATION } from './door';

/** Where a local door's applicant applied from, on the sysop's list. */
const LOCAL_FROM = 'this computer';
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
  keyRow,
  resultLines,
} from './screens';
import type { TextField } from '../../core/app';
import type { GameShell } from '../../shell/session';
import type { IDAdvisor as Advisor } from './advisor';
import type { DoorRecord, HandResult } from './door';
import type { IDMove } from './engine';
import type { HandSave } from './save';
import type { ScreenId, InputState, PasswordStep } from './screen-state';

/** What view.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export interface ViewPort {
  readonly advisor: Advisor;
  aidsOffered(h?: HandSave | null): boolean;
  readonly confirm: { text: string; act: () => void } | null;
  readonly door: DoorRecord;
  readonly pick: number;
  readonly hand: HandSave | null;
  readonly helpPage: number;
  readonly input: InputState | null;
  readonly lastHint: { move: IDMove; from: 'solver' | 'heuristic' } | null;
  readonly message: string;
  readonly picking: boolean;
  readonly player: string | null;
  readonly result: HandResult | null;
  readonly shell: GameShell;
  readonly today: string;
  readonly view: ScreenId;
  /** What the player's menu adds (as the controller's port's menuExtras): the browser's [R] (watch.ts). */
  readonly menuExtras?: (t: Terminal) => void;
}
import { drawDial } from './board-dial';

import { GAME_ID } from './screen-state';
export { GAME_ID };
export const GUEST = 'Guest';

/** The door's CAN WIN line (and automation's `winnable`): the solver's verdict, or the hand's end. */
export type Winnable = 'yes' | 'no' | 'unknown' | 'thinking' | 'won';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
function weekday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]!;
}

/** Null (no CAN WIN line) unless the hand offers aids. */
export function winnable(app: ViewPort): Winnable | null {
  const h = app.hand;
  if (!h || !app.aidsOffered(h)) return null;
  if (isWon(h.state)) return 'won';
  if (isOver(h.state)) return 'no';
  const v = app.advisor.verdict(h.state);
  return v === 'won' ? 'yes' : v === 'lost' ? 'no' : v;
}

export function handsLeftNow(app: ViewPort): number {
  const h = app.hand;
  if (!h || h.mode === 'free' || !h.date) return 0;
  return dayStatus(app.door, h.player, h.date, app.today).handsLeft;
}

/** Draw the screen on `t`, with the terminal program's key row for any key it needs but does not list. */
export function compose(app: ViewPort, t: Terminal) {
  t.local = true;
  composeScreen(app, t);
  keyRow(t, unlistedKeys(app));
}

/** Keys a screen answers that none of its lines shows. */
function unlistedKeys(app: ViewPort): string[] {
  const h = app.hand;
  if (app.view === 'game' && h && !isOver(h.state) && !app.confirm) return ['[Q] Quit', ...(h.mode === 'free' ? ['[Esc] Leave'] : [])];
  if (app.view === 'sysop' && app.input && !app.confirm) return ['[Enter] OK', '[Esc] Cancel'];
  return [];
}

/** The field being typed into, for the page's hidden input (a phone's keyboard): a name, a password or a number. */
export function textField(app: ViewPort): TextField | null {
  const inp = app.input;
  if (!inp || app.confirm || !(app.view === 'name' || app.view === 'password' || app.view === 'makeup' || app.view === 'sysop')) return null;
  return { value: inp.value, kind: inp.kind === 'name' ? 'text' : inp.kind === 'password' ? 'password' : 'numeric' };
}

function composeScreen(app: ViewPort, t: Terminal) {
  const date = app.today;
  const inp = app.input;
  switch (app.view) {
    case 'title':
      return drawTitle(t, date);
    case 'logon':
      return drawLogon(t, {
        date,
        message: app.message,
        players: app.door.players.map((p) => ({
          name: p.name,
          pending: p.pending !== null,
          handsLeft: dayStatus(app.door, p.name, date, date).handsLeft,
        })),
      });
    case 'name':
      return drawInput(
        t,
        'LOG ON',
        ['Enter your name as you want it on the champions list (1-30 characters).', 'Returning players: type the name you used before.'],
        inp?.value ?? '',
        NAME_MAX,
        inp?.message ?? '',
        date,
      );
    case 'password':
      return composePassword(app, t);
    case 'makeup':
      return drawInput(
        t,
        'MAKE-UP / PLAY-AHEAD DAY',
        [`Which day of ${monthOf(date)} do you want to play? (1-${daysInMonth(date)})`, 'An earlier day is a make-up day, a later one a play-ahead day.'],
        inp?.value ?? '',
        2,
        inp?.message ?? '',
        date,
      );
    case 'menu':
      drawMenu(t, menuView(app));
      app.menuExtras?.(t);
      // Where a new name stands (issue 54): free hands and the champions stay open.
      if (app.player && isWaiting(app.door, app.player) && app.message !== WAITS_FOR_VALIDATION) t.put(2, 21, `${WAITS_FOR_VALIDATION} Free hands are open.`, A.LRED);
      return;
    case 'game':
      return composeGame(app, t);
    case 'help':
      return drawHelp(t, app.helpPage);
    case 'champions':
      return drawChampions(t, championsView(app.door, date), date);
    case 'sysop': {
      drawSysop(t, app.door.settings, app.door.players.length, app.message, app.confirm?.text ?? null, date);
      drawAccountsLines(t, app.door.accounts, app.confirm !== null);
      if (inp) {
        const label = inp.kind === 'hands' ? 'Hands per day (1-10):' : 'Make-up days per day (0-31):';
        t.put(4, 16, label + ' ', 11).write(inp.value + '_', 15, 4);
        if (inp.message) t.put(4, 18, inp.message.padEnd(60), 9);
      }
      return;
    }
    case 'applicants':
      return drawApplicants(t, { today: date, applicants: app.door.applicants.map((a) => ({ ...a, from: LOCAL_FROM })), pick: app.pick, confirm: app.confirm?.text ?? null, message: app.message });
    case 'goodbye':
      return drawGoodbye(t, app.player, date, app.message);
    case 'dial':
      return drawDial(app, t);
    case 'board':
      // A call draws on its own terminal (app.draw).
      return;
  }
}

/** Whose password is asked and at which step. */
function passwordView(ps: PasswordStep) {
  return { who: ps.who, stage: ps.stage };
}

/** The password prompt: checked, or chosen and typed again. What is typed shows as stars. */
function composePassword(app: ViewPort, t: Terminal) {
  const inp = app.input;
  const ps = inp?.pass;
  if (!inp || !ps) return;
  const who = ps.who;
  const lines =
    ps.stage === 'check'
      ? [who === null ? 'Sysop password:' : `${who}, your password please:`]
      : ps.stage === 'new'
        ? who === null
          ? [`No sysop password is set yet: choose one (${PASSWORD_MIN}-${PASSWORD_MAX} characters).`, 'It guards the sysop screen: keep it to yourself.']
          : [`Choose a password for ${who} (${PASSWORD_MIN}-${PASSWORD_MAX} characters).`, 'You will be asked for it each time you log on under this name.']
        : [who === null ? 'Type the sysop password again.' : `Type the password for ${who} again.`];
  drawInput(t, who === null ? 'SYSOP' : 'LOG ON', lines, '*'.repeat(graphemeCount(inp.value)), PASSWORD_MAX, inp.message || app.message, app.today);
}

function menuView(app: ViewPort) {
  const name = app.player ?? GUEST;
  const p = findPlayer(app.door, name);
  const today = dayStatus(app.door, name, app.today, app.today);
  const month = monthOf(app.today);
  const day = p?.days.find((d) => d.date === app.today);
  return {
    player: name,
    date: app.today,
    weekday: weekday(app.today),
    today,
    todayScore: day ? dayScore(day) : 0,
    monthTotal: p ? monthlyTotal(p, month) : 0,
    allTimeTotal: p ? allTimeTotal(p) : 0,
    days: (p?.days ?? [])
      .filter((d) => monthOf(d.date) === month)
      .sort((a, b) => (a.date < b.date ? -1 : 1))
      .map((d) => ({ date: d.date, playedOn: d.playedOn, hands: d.hands.length, score: dayScore(d), bonus: d.bonus })),
    message: app.message,
    winnableOnly: app.shell.winnableOnly(),
    aids: app.shell.aids,
  };
}

function composeGame(app: ViewPort, t: Terminal) {
  const h = app.hand;
  if (!h) return drawLogon(t, { date: app.today, players: [], message: '' });
  const s = h.state;
  const free = h.mode === 'free';
  let label = 'Free hand';
  if (!free && h.date) label = `${h.hand} of ${dayStatus(app.door, h.player, h.date, app.today).handsAllowed}`;
  drawGame(t, {
    s,
    player: h.player,
    date: h.date ?? app.today,
    handLabel: label,
    handsLeft: handsLeftNow(app),
    message: app.message,
    winnable: winnable(app),
    hintKey: app.aidsOffered(h),
    confirm: app.confirm?.text ?? null,
    aided: h.aided,
    resultLines: isOver(s) ? resultLines(app.result, s.discards.length, isWon(s), free, h.aided) : [],
  });
}

/** The automation snapshot: the hand (during a hand or its help), else the door's screens. */
export function apiState(app: ViewPort): unknown {
  const h = app.hand;
  if (h && (app.view === 'game' || app.view === 'help')) {
    return {
      ...toApiState(h.state, { player: h.player, handsLeft: handsLeftNow(app) }),
      screen: app.view,
      mode: h.mode,
      date: h.date,
      hand: h.hand,
      message: app.message,
      result: isOver(h.state) ? { ...(app.result ?? {}), removed: h.state.discards.length } : null,
      helpPage: app.view === 'help' ? app.helpPage : null,
      confirm: app.confirm?.text ?? null,
      winnable: winnable(app),
      aids: app.aidsOffered(h),
      aided: h.aided,
      hint: app.lastHint,
    };
  }
  const name = app.player;
  const st = name ? dayStatus(app.door, name, app.today, app.today) : null;
  return {
    game: GAME_ID,
    screen: app.view,
    player: name,
    date: app.today,
    handsLeft: st?.handsLeft ?? 0,
    handsAllowed: st?.handsAllowed ?? app.door.settings.handsPerDay,
    handsPlayed: st?.handsPlayed ?? 0,
    pending: name ? (findPlayer(app.door, name)?.pending ?? null) : null,
    settings: { ...app.door.settings },
    players: app.door.players.map((p) => p.name),
    champions: championsView(app.door, app.today),
    message: app.input?.message || app.message,
    // A password is never shown, not even to automation: its length only.
    input: app.input ? (app.input.kind === 'password' ? '*'.repeat(graphemeCount(app.input.value)) : app.input.value) : null,
    password: app.input?.pass ? passwordView(app.input.pass) : null,
    helpPage: app.view === 'help' ? app.helpPage : null,
    winnableOnly: app.shell.winnableOnly(),
    picking: app.picking,
  };
}
