/**
 * The keys of the door's screens around the hands: log-on, name and day entry, the player's main
 * menu, the sysop's screen and the help pages. A hand's own keys are hand-input.ts's.
 */
import { openDial } from './board-dial';
import { exportDoor, exportFileName } from './door-export';
import { downloadText } from '../../shell/download';
import type { KeyInput } from '../../core/app';
import { DoorError, findPlayer, makeUpDate, newPlayerName, normalizeName, NAME_RULE, resetChampions, resetPlayers, setPassword, setSettings, setSysopPassword, NAME_MAX } from './door';
import { checkSecret, makeSecret, PASSWORD_MAX, PASSWORD_MIN } from './password';
import { graphemes, refusedCharacter } from './typing';
import { textWidth } from '../../core/columns';
import { LOGON_MAX } from './screens';
import { helpStep } from './help';
import { applyFor, removeApplicant, setAccounts, validateName } from './door-accounts';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { DoorRecord } from './door';
import type { ScreenId, InputState } from './screen-state';

/** What keys.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export interface KeysPort {
  changeDoor(change: (rec: DoorRecord) => DoorRecord, after?: (() => void)  ): void;
  /** The yes/no question on the sysop's screen (or a hand's), and what Y does. */
  readonly confirm: Confirm | null;
  setConfirm(c: Confirm | null): void;
  readonly door: DoorRecord;
  freeHand(): Promise<void>;
  go(v: ScreenId, message?: string): void;
  readonly helpPage: number;
  readonly helpReturn: ScreenId;
  /** Turn to help page `page`; with `back`, the screen Q returns to as well. */
  setHelp(page: number, back?: ScreenId): void;
  /** The field being typed in (name, password, day ...): a key sets a new one. */
  readonly input: InputState | null;
  setInput(input: InputState | null): void;
  readonly m: Machine;
  playDay(date: string): void;
  /** The caller logged on (null: nobody yet). */
  readonly player: string | null;
  setPlayer(name: string | null): void;
  say(text: string, refuse?: boolean): void;
  setWinnableOnly(on: boolean): void;
  readonly shell: GameShell;
  readonly today: string;
  /** The applicant chosen on the sysop's list. */
  readonly pick: number;
  setPick(i: number): void;
}

/** A question waiting for Y or N. */
export interface Confirm {
  readonly text: string;
  act(): void;
}

export function keyLogon(app: KeysPort, k: KeyInput) {
  const c = k.key.toLowerCase();
  const players = app.door.players.slice(0, LOGON_MAX);
  if (/^[1-9]$/.test(c)) {
    const p = players[Number(c) - 1];
    if (!p) return app.say('No such player.');
    return askPassword(app, p.name, 'menu');
  }
  if (c === 'n' || c === 'enter') {
    app.setInput({ kind: 'name', value: '', max: NAME_MAX, message: '' });
    return app.go('name');
  }
  if (c === 'c') return app.go('champions');
  if (c === 's') return askPassword(app, null, 'sysop');
  if (c === 'b') return openDial(app);
  if (c === 'q' || c === 'escape') {
    app.setPlayer(null);
    return app.go('goodbye');
  }
}

export function keyMenu(app: KeysPort, k: KeyInput) {
  const c = k.key.toLowerCase();
  if (c === 'p' || c === 'enter') {
    const pd = app.player ? findPlayer(app.door, app.player)?.pending : null;
    return app.playDay(pd ? pd.date : app.today);
  }
  if (c === 'm') {
    app.setInput({ kind: 'makeup', value: '', max: 2, message: '' });
    return app.go('makeup');
  }
  if (c === 'c') return app.go('champions');
  if (c === 'f') return void app.freeHand();
  if (c === 'w') return app.setWinnableOnly(!app.shell.winnableOnly());
  if (c === 'a') return app.shell.setAids(!app.shell.aids);
  if (c === 'h') return openHelp(app, 'menu');
  if (c === 'q' || c === 'escape') return app.go('goodbye');
}

export function openHelp(app: KeysPort, back: ScreenId) {
  app.setHelp(0, back);
  app.go('help');
}

/**
 * Ask for a password: `who` a player's name (null: the sysop). An existing one is checked; a name
 * (or sysop) without one chooses one now, typed twice — a new caller's first log-on, or a player
 * kept from before the door had passwords. A name the door has never seen then waits for the
 * sysop's validation on a `validated` door with a sysop, as on a board (door-accounts.ts).
 */
export function askPassword(app: KeysPort, who: string | null, then: 'menu' | 'play' | 'sysop', message = '') {
  const p = who === null ? null : findPlayer(app.door, who);
  const known = who === null ? app.door.sysop !== null : p?.password != null;
  const name = who === null ? null : (p?.name ?? who);
  // Nobody is logged on until the password is right.
  if (who !== null) app.setPlayer(null);
  app.setInput({ kind: 'password', value: '', max: PASSWORD_MAX, message, pass: { who: name, stage: known ? 'check' : 'new', then, tries: 0 } });
  app.go('password');
}

/** A typed character the name or password field takes: one grapheme, not a control or invisible one. */
function typedText(app: KeysPort, key: string): string | null {
  const g = graphemes(key);
  // Named keys (Shift, F1, ArrowLeft ...) type nothing; Tab is a control character.
  if (key === 'Tab' || (g.length === 1 && refusedCharacter(key))) {
    app.m.beep();
    return null;
  }
  return g.length === 1 ? key : null;
}

export function keyInput(app: KeysPort, k: KeyInput) {
  const inp = app.input;
  if (!inp) return;
  const back: ScreenId = inp.kind === 'name' || inp.kind === 'password' ? 'logon' : inp.kind === 'makeup' ? 'menu' : 'sysop';
  if (k.key === 'Escape') {
    app.setInput(null);
    return app.go(back);
  }
  if (k.key === 'Backspace') {
    app.setInput({ ...inp, value: graphemes(inp.value).slice(0, -1).join(''), message: '' });
    return app.m.invalidate();
  }
  if (k.key === 'Enter') return inp.kind === 'password' ? acceptPassword(app, inp) : acceptInput(app, inp, back);
  const numeric = inp.kind !== 'name' && inp.kind !== 'password';
  if (numeric && !/^\d$/.test(k.key)) return;
  const ch = typedText(app, k.key);
  if (ch === null) return;
  // A name is measured in the terminal's columns (a CJK character or an emoji takes two).
  if (inp.kind === 'name' ? textWidth(inp.value + ch) > inp.max : graphemes(inp.value).length >= inp.max) return app.m.beep();
  app.setInput({ ...inp, value: inp.value + ch, message: '' });
  app.m.invalidate();
}

/** The field stays (as `inp`) with `why` under it. */
function failInput(app: KeysPort, inp: InputState, why: string) {
  app.setInput({ ...inp, message: why });
  app.m.beep();
  app.m.message(why);
  app.m.invalidate();
}

function acceptPassword(app: KeysPort, inp: InputState) {
  const ps = inp.pass!;
  const typed = inp.value;
  // The typing goes from the field whatever follows.
  const cleared: InputState = { ...inp, value: '' };
  app.setInput(cleared);
  if (typed === '') return failInput(app, cleared, ps.stage === 'check' ? 'Type the password, then Enter.' : `A password is ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
  if (ps.stage === 'new') {
    if (graphemes(typed).length < PASSWORD_MIN) return failInput(app, cleared, `A password is ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`);
    app.setInput({ ...cleared, message: '', pass: { ...ps, first: typed, stage: 'again' } });
    return app.m.invalidate();
  }
  if (ps.stage === 'again') {
    if (typed !== ps.first) {
      const { first: _, ...rest } = ps;
      return failInput(app, { ...cleared, pass: { ...rest, stage: 'new' } }, 'The two did not match: choose it again.');
    }
    const secret = makeSecret(typed);
    // Into the door as stored now; a name (or sysop) another window has just given a password is not taken over.
    return app.changeDoor(
      (rec) => {
        if (ps.who === null ? rec.sysop !== null : findPlayer(rec, ps.who)?.password) throw new DoorError('That name was taken meanwhile: log on again.');
        if (ps.who === null) return setSysopPassword(rec, secret);
        // A name new to the door applies (a kept one, setting its first password, is let in already).
        const isNew = !findPlayer(rec, ps.who);
        const withIt = setPassword(rec, ps.who, secret);
        return isNew ? applyFor(withIt, findPlayer(withIt, ps.who)!.name, Date.now()) : withIt;
      },
      () => passed(app, ps, ps.who === null ? 'Sysop password set.' : `Password set. Welcome to Idiot's Delight, ${ps.who}!`),
    );
  }
  const secret = ps.who === null ? app.door.sysop : findPlayer(app.door, ps.who)?.password;
  if (secret && checkSecret(secret, typed)) return passed(app, ps, '');
  const tries = ps.tries + 1;
  if (tries >= 3) {
    app.setInput(null);
    app.setPlayer(null);
    app.m.beep();
    return app.go('logon', 'Three wrong passwords: log on again.');
  }
  failInput(app, { ...cleared, pass: { ...ps, tries } }, 'Wrong password.');
}

function passed(app: KeysPort, ps: NonNullable<InputState['pass']>, message: string) {
  app.setInput(null);
  if (ps.who === null) return app.go('sysop', message);
  app.setPlayer(ps.who);
  app.go('menu', message);
  if (ps.then === 'play') app.playDay(app.today);
}

function acceptInput(app: KeysPort, inp: InputState, back: ScreenId) {
  const fail = (why: string) => failInput(app, inp, why);
  if (inp.kind === 'name') {
    const name = normalizeName(inp.value);
    if (name === null) return fail(`A name is 1 to ${NAME_MAX} characters.`);
    const p = findPlayer(app.door, name);
    // A new name must fit the screens' columns; one already kept stays as it is.
    if (!p && newPlayerName(name) === null) return fail(NAME_RULE);
    // A player kept from before passwords sets one now; a new name chooses its first.
    return askPassword(app, p?.name ?? name, 'menu', p && !p.password ? 'Your name has no password yet: choose one.' : '');
  }
  const v = Number(inp.value);
  if (inp.kind === 'makeup') {
    const day = makeUpDate(app.today, inp.value);
    if ('refused' in day) return fail(day.refused);
    app.setInput(null);
    app.go('menu');
    return app.playDay(day.date);
  }
  try {
    const patch = inp.kind === 'hands' ? { handsPerDay: v } : { makeUpDaysPerDay: v };
    setSettings(app.door, patch); // throws on a value out of range
    if (inp.value === '') throw new RangeError('empty');
    app.changeDoor((rec) => setSettings(rec, patch));
  } catch {
    return fail(inp.kind === 'hands' ? 'Hands per day must be 1 to 10.' : 'Make-up days per day must be 0 to 31.');
  }
  app.setInput(null);
  app.go(back, 'Saved.');
}

export function keySysop(app: KeysPort, k: KeyInput) {
  const c = k.key.toLowerCase();
  if (c === 'a') {
    const next = app.door.accounts === 'validated' ? 'open' : 'validated';
    return app.changeDoor(
      (rec) => setAccounts(rec, next),
      () => app.go('sysop', next === 'open' ? "New accounts: open (a new name plays today's hands at once)." : 'New accounts: validated (they wait for you).'),
    );
  }
  if (c === 'v') {
    app.setPick(Math.min(app.pick, Math.max(0, app.door.applicants.length - 1)));
    return app.go('applicants');
  }
  if (c === 'h') {
    app.setInput({ kind: 'hands', value: '', max: 2, message: '' });
    return app.m.invalidate();
  }
  if (c === 'm') {
    app.setInput({ kind: 'makeupDays', value: '', max: 2, message: '' });
    return app.m.invalidate();
  }
  if (c === 'c') {
    app.setConfirm({ text: 'Reset the champions? Players and points stay.', act: () => app.changeDoor(resetChampions) });
    return app.m.invalidate();
  }
  if (c === 'p') {
    app.setConfirm({ text: "Reset the players' days? The champions stay.", act: () => app.changeDoor(resetPlayers) });
    return app.m.invalidate();
  }
  if (c === 'e') return exportForBoard(app);
  if (c === 'q' || c === 'escape') return app.go('logon');
}

/** E on the sysop screen: the door as a file for a board (door-export.ts; `npm run door:import` reads it). */
function exportForBoard(app: KeysPort) {
  const name = exportFileName(app.today);
  downloadText(name, JSON.stringify(exportDoor(app.door), null, 1));
  const said = `Exported ${app.door.players.length} players as ${name}.`;
  app.go('sysop', said);
  app.m.message(said);
}

/** The applicants' list (the board's, drawn by accounts-screens.ts): Up/Down choose, V validates, R removes (asked first), Q goes back. */
export function keyApplicants(app: KeysPort, k: KeyInput) {
  const c = k.key.toLowerCase();
  const list = app.door.applicants;
  const pick = Math.min(app.pick, Math.max(0, list.length - 1));
  const a = list[pick];
  if (app.confirm) {
    const cf = app.confirm;
    if (c === 'y') {
      app.setConfirm(null);
      return cf.act();
    }
    if (c === 'n' || c === 'escape') {
      app.setConfirm(null);
      return app.go('applicants', 'Nothing changed.');
    }
    return;
  }
  if (c === 'q' || c === 'escape') return app.go('sysop');
  if (c === 'arrowup' || c === '8' || c === 'arrowdown' || c === '2') {
    const up = c === 'arrowup' || c === '8';
    app.setPick(up ? Math.max(0, pick - 1) : Math.min(Math.max(0, list.length - 1), pick + 1));
    return app.m.invalidate();
  }
  if ((c === 'v' || c === 'r') && !a) return app.say('Nobody waits for validation.');
  if (c === 'v' && a) return app.changeDoor((rec) => validateName(rec, a.name), () => app.go('applicants', `${a.name} is validated: tournament hands are open to them.`));
  if (c === 'r' && a) {
    app.setConfirm({
      text: `Remove the applicant ${a.name}?`,
      act: () => app.changeDoor((rec) => removeApplicant(rec, a.name), () => app.go('applicants', `${a.name} is removed.`)),
    });
    return app.m.invalidate();
  }
}

export function keyConfirm(app: KeysPort, k: KeyInput) {
  const c = k.key.toLowerCase();
  const cf = app.confirm!;
  if (c === 'y') {
    cf.act();
    app.setConfirm(null);
    if (app.player && !findPlayer(app.door, app.player)) app.setPlayer(null);
    return app.go('sysop', 'Done.');
  }
  if (c === 'n' || c === 'escape') {
    app.setConfirm(null);
    return app.go('sysop', 'Nothing changed.');
  }
}

export function keyHelp(app: KeysPort, k: KeyInput) {
  const step = helpStep(app.helpPage, k.key);
  if (step === 'back') return app.go(app.helpReturn);
  if (step === 'refuse') return app.m.beep();
  if (step === null) return;
  app.setHelp(step);
  app.m.invalidate();
}

/** Goodbye: L logs on again as another caller; any other key hangs up, back to the desktop. */
export function keyGoodbye(app: KeysPort, k: KeyInput) {
  if (k.key !== 'l' && k.key !== 'L') return void app.shell.quit();
  app.setPlayer(null);
  app.go('logon');
}
