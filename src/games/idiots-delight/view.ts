/**
 * What the door shows and tells automation: the log-on's screens (screens.ts), the controller's
 * once a caller is in (controller/compose.ts), and the `state()` snapshot (docs/automation.md).
 * Reads the app; changes nothing.
 */
import type { Terminal } from './terminal';
import { isOver, isWon, toApiState } from './engine';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';
import { graphemeCount } from './typing';
import { championsView, dayStatus, findPlayer, NAME_MAX } from './door';
import { drawChampions, drawGoodbye, drawInput, drawLogon, drawTitle } from './screens';
import type { TextField } from '../../core/app';
import type { GameShell } from '../../shell/session';
import type { IDAdvisor as Advisor } from './advisor';
import type { DoorRecord, HandResult } from './door';
import type { IDMove } from './engine';
import type { HandSave } from './save';
import type { ScreenId, InputState, PasswordStep } from './screen-state';
import type { DoorController } from './controller/door-controller';

/** What view.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export interface ViewPort {
  readonly advisor: Advisor;
  aidsOffered(h?: HandSave | null): boolean;
  readonly confirm: { text: string } | null;
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
  /** The door's controller, once a caller is in: its screens are drawn by it. */
  readonly ctl: DoorController | null;
}
import { drawDial } from './board-dial';

import { GAME_ID } from './screen-state';
export { GAME_ID };
export const GUEST = 'Guest';

/** The door's CAN WIN line (and automation's `winnable`): the solver's verdict, or the hand's end. */
export type Winnable = 'yes' | 'no' | 'unknown' | 'thinking' | 'won';

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

/** Draw the screen on `t`: the controller's once a caller is in (its key row with it), else the log-on's. */
export function compose(app: ViewPort, t: Terminal) {
  if (app.ctl) return app.ctl.compose(t);
  t.local = true;
  composeLogon(app, t);
}

/** The field being typed into, for the page's hidden input (a phone's keyboard): a name, a password or a number. */
export function textField(app: ViewPort): TextField | null {
  const inp = app.input;
  if (!inp || app.confirm || !(app.view === 'name' || app.view === 'password' || app.view === 'makeup' || app.view === 'sysop')) return null;
  return { value: inp.value, kind: inp.kind === 'name' || inp.kind === 'zone' ? 'text' : inp.kind === 'password' ? 'password' : 'numeric' };
}

function composeLogon(app: ViewPort, t: Terminal) {
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
    case 'champions':
      return drawChampions(t, championsView(app.door, date), date);
    case 'goodbye':
      return drawGoodbye(t, app.player, date, app.message);
    case 'dial':
      return drawDial(app, t);
    case 'board':
      // A call draws on its own terminal (app.draw).
      return;
    default:
      // The controller's screens: drawn by it (compose).
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
    pick: app.view === 'applicants' ? app.pick : undefined,
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
