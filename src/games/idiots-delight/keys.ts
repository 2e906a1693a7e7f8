/**
 * The keys of the door's screens around the hands: log-on, name and day entry, the player's main
 * menu, the sysop's screen and the help pages. The hand's own keys are the app's (app.ts).
 */
import type { KeyInput } from '../../core/app';
import type { IdiotsDelightApp, InputState, ScreenId } from './app';
import { findPlayer, monthOf, normalizeName, resetChampions, resetPlayers, setSettings, NAME_MAX } from './door';
import { LOGON_MAX } from './screens';
import { HELP_PAGES } from './help';
import { daysInMonth } from './view';

export function keyLogon(app: IdiotsDelightApp, k: KeyInput) {
  const c = k.key.toLowerCase();
  const players = app.door.players.slice(0, LOGON_MAX);
  if (/^[1-9]$/.test(c)) {
    const p = players[Number(c) - 1];
    if (!p) return app.say('No such player.');
    app.player = p.name;
    return app.go('menu');
  }
  if (c === 'n' || c === 'enter') {
    app.input = { kind: 'name', value: '', max: NAME_MAX, message: '' };
    return app.go('name');
  }
  if (c === 'c') return app.go('champions');
  if (c === 's') return app.go('sysop');
  if (c === 'q' || c === 'escape') {
    app.player = null;
    return app.go('goodbye');
  }
}

export function keyMenu(app: IdiotsDelightApp, k: KeyInput) {
  const c = k.key.toLowerCase();
  if (c === 'p' || c === 'enter') {
    const pd = app.player ? findPlayer(app.door, app.player)?.pending : null;
    return app.playDay(pd ? pd.date : app.today);
  }
  if (c === 'm') {
    app.input = { kind: 'makeup', value: '', max: 2, message: '' };
    return app.go('makeup');
  }
  if (c === 'c') return app.go('champions');
  if (c === 'f') return void app.freeHand();
  if (c === 'w') return app.setWinnableOnly(!app.prefs.winnableOnly);
  if (c === 'h') return openHelp(app, 'menu');
  if (c === 'q' || c === 'escape') return app.go('goodbye');
}

export function openHelp(app: IdiotsDelightApp, back: ScreenId) {
  app.helpReturn = back;
  app.helpPage = 0;
  app.go('help');
}

export function keyInput(app: IdiotsDelightApp, k: KeyInput) {
  const inp = app.input;
  if (!inp) return;
  const back: ScreenId = inp.kind === 'name' ? 'logon' : inp.kind === 'makeup' ? 'menu' : 'sysop';
  if (k.key === 'Escape') {
    app.input = null;
    return app.go(back);
  }
  if (k.key === 'Backspace') {
    inp.value = [...inp.value].slice(0, -1).join('');
    inp.message = '';
    return app.m.invalidate();
  }
  if (k.key === 'Enter') return acceptInput(app, inp, back);
  const numeric = inp.kind !== 'name';
  if ([...k.key].length !== 1 || (numeric && !/^\d$/.test(k.key))) return;
  if ([...inp.value].length >= inp.max) return app.m.beep();
  inp.value += k.key;
  inp.message = '';
  app.m.invalidate();
}

function acceptInput(app: IdiotsDelightApp, inp: InputState, back: ScreenId) {
  const fail = (why: string) => {
    inp.message = why;
    app.m.beep();
    app.m.message(why);
    app.m.invalidate();
  };
  if (inp.kind === 'name') {
    const name = normalizeName(inp.value);
    if (name === null) return fail(`A name is 1 to ${NAME_MAX} characters.`);
    app.player = findPlayer(app.door, name)?.name ?? name;
    app.input = null;
    return app.go('menu', findPlayer(app.door, name) ? '' : `Welcome to Idiot's Delight, ${name}!`);
  }
  const v = Number(inp.value);
  if (inp.kind === 'makeup') {
    const dim = daysInMonth(app.today);
    if (!(v >= 1 && v <= dim)) return fail(`Choose a day from 1 to ${dim}.`);
    const date = `${monthOf(app.today)}-${String(v).padStart(2, '0')}`;
    app.input = null;
    app.go('menu');
    return app.playDay(date);
  }
  try {
    const rec = setSettings(app.door, inp.kind === 'hands' ? { handsPerDay: v } : { makeUpDaysPerDay: v });
    if (inp.value === '') throw new RangeError('empty');
    app.saveDoor(rec);
  } catch {
    return fail(inp.kind === 'hands' ? 'Hands per day must be 1 to 10.' : 'Make-up days per day must be 0 to 31.');
  }
  app.input = null;
  app.go(back, 'Saved.');
}

export function keySysop(app: IdiotsDelightApp, k: KeyInput) {
  const c = k.key.toLowerCase();
  if (c === 'h') {
    app.input = { kind: 'hands', value: '', max: 2, message: '' };
    return app.m.invalidate();
  }
  if (c === 'm') {
    app.input = { kind: 'makeupDays', value: '', max: 2, message: '' };
    return app.m.invalidate();
  }
  if (c === 'c') {
    app.confirm = { text: 'Reset the champions? Players and points stay.', act: () => app.saveDoor(resetChampions(app.door)) };
    return app.m.invalidate();
  }
  if (c === 'p') {
    app.confirm = { text: 'Reset the players? The champions stay.', act: () => app.saveDoor(resetPlayers(app.door)) };
    return app.m.invalidate();
  }
  if (c === 'q' || c === 'escape') return app.go('logon');
}

export function keyConfirm(app: IdiotsDelightApp, k: KeyInput) {
  const c = k.key.toLowerCase();
  const cf = app.confirm!;
  if (c === 'y') {
    cf.act();
    app.confirm = null;
    if (app.player && !findPlayer(app.door, app.player)) app.player = null;
    return app.go('sysop', 'Done.');
  }
  if (c === 'n' || c === 'escape') {
    app.confirm = null;
    return app.go('sysop', 'Nothing changed.');
  }
}

export function keyHelp(app: IdiotsDelightApp, k: KeyInput) {
  const c = k.key.toLowerCase();
  const last = HELP_PAGES.length - 1;
  if (c === 'q' || c === 'escape') return app.go(app.helpReturn);
  if (c === 'p' || c === 'arrowup' || c === 'pageup' || c === 'backspace' || c === '8') {
    if (app.helpPage === 0) return app.m.beep();
    app.helpPage--;
    return app.m.invalidate();
  }
  if (c === ' ' || c === 'enter' || c === 'n' || c === 'arrowdown' || c === 'pagedown' || c === '2' || c === 'h') {
    if (app.helpPage >= last) return app.go(app.helpReturn);
    app.helpPage++;
    return app.m.invalidate();
  }
}
