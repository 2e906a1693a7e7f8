/**
 * The keys of the local door's log-on (issue 49: the log-on of a board and the local door's player
 * list stay different screens): the connect screen, the player list, a name and its password, the
 * champions and the goodbye before anyone is in. Once a caller is in (a player's menu, the sysop's
 * screen), the door's one controller answers (controller/door-controller.ts, run by app.ts).
 */
import { openDial } from './board-dial';
import type { KeyInput } from '../../core/app';
import { DoorError, findPlayer, newPlayerName, normalizeName, NAME_RULE, setPassword, setSysopPassword, NAME_MAX } from './door';
import { checkSecret, makeSecret, PASSWORD_MAX, PASSWORD_MIN } from './password';
import { graphemes, refusedCharacter } from './typing';
import { textWidth } from '../../core/columns';
import { LOGON_MAX } from './screens';
import { applyFor } from './door-accounts';
import type { Machine } from '../../core/machine';
import type { GameShell } from '../../shell/session';
import type { DoorRecord } from './door';
import type { ScreenId, InputState } from './screen-state';

/** What keys.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export interface KeysPort {
  changeDoor(change: (rec: DoorRecord) => DoorRecord, after?: (() => void)  ): void;
  readonly door: DoorRecord;
  go(v: ScreenId, message?: string): void;
  /** The field being typed in (name, password ...): a key sets a new one. */
  readonly input: InputState | null;
  setInput(input: InputState | null): void;
  readonly m: Machine;
  /** The caller logged on (null: nobody yet). */
  readonly player: string | null;
  setPlayer(name: string | null): void;
  say(text: string, refuse?: boolean): void;
  readonly shell: GameShell;
  readonly today: string;
  /** The caller is in: the door's controller takes over, at the player's menu (or today's hand,
   *  `then` 'play'), or at the sysop's screen (`name` null). */
  enter(name: string | null, then: 'menu' | 'play' | 'sysop', message: string, sysop?: boolean): void;
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
  if (k.key === 'Escape') {
    app.setInput(null);
    return app.go('logon');
  }
  if (k.key === 'Backspace') {
    app.setInput({ ...inp, value: graphemes(inp.value).slice(0, -1).join(''), message: '' });
    return app.m.invalidate();
  }
  if (k.key === 'Enter') return inp.kind === 'password' ? acceptPassword(app, inp) : acceptInput(app, inp);
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
  // A player who logs on with the sysop's password is the sysop, as a board's sysop is a caller:
  // S on their menu opens the sysop screen.
  const sysop = ps.who !== null && app.door.sysop !== null && checkSecret(app.door.sysop, typed);
  if (secret && checkSecret(secret, typed)) return passed(app, ps, '', sysop);
  const tries = ps.tries + 1;
  if (tries >= 3) {
    app.setInput(null);
    app.setPlayer(null);
    app.m.beep();
    return app.go('logon', 'Three wrong passwords: log on again.');
  }
  failInput(app, { ...cleared, pass: { ...ps, tries } }, 'Wrong password.');
}

function passed(app: KeysPort, ps: NonNullable<InputState['pass']>, message: string, sysop = false) {
  app.setInput(null);
  app.enter(ps.who, ps.then, message, sysop);
}

function acceptInput(app: KeysPort, inp: InputState) {
  const fail = (why: string) => failInput(app, inp, why);
  const name = normalizeName(inp.value);
  if (name === null) return fail(`A name is 1 to ${NAME_MAX} characters.`);
  const p = findPlayer(app.door, name);
  // A new name must fit the screens' columns; one already kept stays as it is.
  if (!p && newPlayerName(name) === null) return fail(NAME_RULE);
  // A player kept from before passwords sets one now; a new name chooses its first.
  return askPassword(app, p?.name ?? name, 'menu', p && !p.password ? 'Your name has no password yet: choose one.' : '');
}

/** The log-on's goodbye (Q before anyone is in): L logs on again; any other key hangs up, back to the desktop. */
export function keyGoodbye(app: KeysPort, k: KeyInput) {
  if (k.key !== 'l' && k.key !== 'L') return void app.shell.quit();
  app.setPlayer(null);
  app.go('logon');
}
