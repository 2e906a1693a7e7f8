import { describe, it, expect } from 'vitest';
import { setup, press, type, tap, logOn, answerPassword, PW, DATE } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { DOOR, SAVE } from '../../../src/games/idiots-delight/records';
import { newDoorRecord, startHand, recordHand, setPassword, setSysopPassword, tournamentDeal } from '../../../src/games/idiots-delight/door';
import { makeSecret } from '../../../src/games/idiots-delight/password';

const WAITS = "Your account waits for the sysop's validation.";
import { idEngine, scoreFor, describe as describeMove } from '../../../src/games/idiots-delight/engine';
import { resultLines } from '../../../src/games/idiots-delight/screens';
import { HELP_PAGES } from '../../../src/games/idiots-delight/help';
import { shellFor } from '../../../src/shell/launcher';
import { TEST_SECRET } from '../idiots-delight/test-secret';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's state() is a JSON snapshot, read field by field
type Any = Record<string, any>;
const st = (app: { state(): unknown }) => app.state() as Any;

describe('idiots-delight: the door is a door (passwords)', () => {
  it("a name's first log-on sets its password; nobody else plays under it", async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await press(m, 'n');
    await type(m, 'Ann');
    await press(m, 'Enter');
    expect(st(app)).toMatchObject({ screen: 'password', password: { who: 'Ann', stage: 'new' } });
    // A new password is 4 to 40 characters, as on a board: three are refused, and said why.
    await type(m, 'abc');
    await press(m, 'Enter');
    expect(st(app)).toMatchObject({ screen: 'password', password: { stage: 'new' }, message: 'A password is 4 to 40 characters.' });
    await type(m, 'abcd');
    expect(st(app).input).toBe('****');
    expect(app.screenText()).toContain('> ****');
    expect(app.screenText()).not.toContain('abcd');
    await press(m, 'Enter');
    expect(st(app).password.stage).toBe('again');
    await type(m, 'abce');
    await press(m, 'Enter');
    expect(st(app)).toMatchObject({ screen: 'password', password: { stage: 'new' }, message: 'The two did not match: choose it again.' });
    await answerPassword(m);
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Ann' });
    expect(kv.getItem('retro.' + DOOR.key)).not.toContain(PW);
    // another caller, on the same door: the wrong password is refused, three times hangs up
    const b = setup({}, { kv });
    await press(b.m, '1');
    expect(st(b.app)).toMatchObject({ screen: 'password', password: { who: 'Ann', stage: 'check' } });
    for (let i = 0; i < 2; i++) {
      await type(b.m, 'guess');
      await press(b.m, 'Enter');
      expect(st(b.app)).toMatchObject({ screen: 'password', message: 'Wrong password.', player: null });
    }
    await type(b.m, 'guess');
    await press(b.m, 'Enter');
    expect(st(b.app)).toMatchObject({ screen: 'logon', player: null, message: 'Three wrong passwords: log on again.' });
    // by name, any case: the same player, the same password
    await press(b.m, 'n');
    await type(b.m, 'ANN');
    await press(b.m, 'Enter');
    expect(st(b.app).password).toEqual({ who: 'Ann', stage: 'check' });
    await answerPassword(b.m);
    expect(st(b.app)).toMatchObject({ screen: 'menu', player: 'Ann' });
  });

  it('a link with player= cannot skip the password', async () => {
    const kv = new MemoryKV();
    await logOn(setup({}, { kv }).m, 'Ann');
    const { m, app } = setup({ player: 'Ann' }, { kv });
    expect(st(app)).toMatchObject({ screen: 'password', password: { who: 'Ann', stage: 'check' } });
    await press(m, 'Escape');
    expect(st(app)).toMatchObject({ screen: 'logon', player: null });
    expect(app.door.players[0]!.pending).toBeNull();
  });

  it('players kept from before passwords (door record version 1) set one at their next log-on', async () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', DATE, DATE).record;
    rec = recordHand(rec, 'Ann', 20).record;
    const v1 = { ...rec, version: 1, sysop: undefined, players: rec.players.map(({ password: _p, ...p }) => p) };
    const kv = new MemoryKV();
    kv.setItem('retro.' + DOOR.key, JSON.stringify({ v: 1, data: v1 }));
    const { m, app } = setup({}, { kv });
    expect(m.store.problems).toEqual([]);
    expect(app.screenText()).toContain('[1] Ann');
    await press(m, '1');
    expect(st(app).password).toEqual({ who: 'Ann', stage: 'new' });
    await answerPassword(m);
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Ann' });
    expect(app.screenText()).toContain(`today ${scoreFor(20).toLocaleString('en-US')}`);
    expect(JSON.parse(kv.getItem('retro.' + DOOR.key)!).v).toBe(4);
  });

  it('a password chosen before the 4-to-40 rule (an older IDELIGHT.DAT) still logs on; a new one is held to it', async () => {
    // The record as an older local door wrote it: passwords of 2 and 3 characters (1 to 20 then).
    let rec = setSysopPassword(newDoorRecord({}, TEST_SECRET), makeSecret('sys'));
    rec = setPassword(rec, 'Ann', makeSecret('ab'));
    const kv = new MemoryKV();
    kv.setItem('retro.' + DOOR.key, JSON.stringify({ v: DOOR.version, data: rec }));
    const { m, app } = setup({}, { kv });
    expect(m.store.problems).toEqual([]);
    await press(m, '1');
    expect(st(app).password).toEqual({ who: 'Ann', stage: 'check' });
    await answerPassword(m, 'ab');
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Ann' });
    await press(m, 'q', 'l', 's');
    await answerPassword(m, 'sys');
    expect(st(app).screen).toBe('sysop');
    // A new name chooses a password by the rule: three characters are refused, and told why.
    await press(m, 'q', 'n');
    await type(m, 'Bea');
    await press(m, 'Enter');
    await type(m, 'xyz');
    await press(m, 'Enter');
    expect(st(app)).toMatchObject({ screen: 'password', password: { who: 'Bea', stage: 'new' }, message: 'A password is 4 to 40 characters.' });
    await answerPassword(m, 'x'.repeat(40));
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Bea' });
  });

  it('the sysop screen is behind the sysop password, set on first use', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await press(m, 's');
    expect(st(app).password).toEqual({ who: null, stage: 'new' });
    expect(app.screenText()).toContain('No sysop password is set yet');
    await answerPassword(m, 'sysop1');
    expect(st(app).screen).toBe('sysop');
    expect(app.door.sysop).not.toBeNull();
    await press(m, 'q', 's');
    expect(st(app).password).toEqual({ who: null, stage: 'check' });
    await type(m, 'nope');
    await press(m, 'Enter');
    expect(st(app)).toMatchObject({ screen: 'password', message: 'Wrong password.' });
    await press(m, 'Escape');
    expect(st(app).screen).toBe('logon');
    const again = setup({ sysop: true }, { kv });
    expect(st(again.app).password).toEqual({ who: null, stage: 'check' });
    await answerPassword(again.m, 'sysop1');
    expect(st(again.app).screen).toBe('sysop');
  });

  it("a player who logs on with the sysop's password is the sysop: S on the menu opens the sysop screen and Q comes back to the menu, as on a board", async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await press(m, 's');
    await answerPassword(m, 'sysop1');
    await press(m, 'q');
    await logOn(m, 'Ann');
    await press(m, 's');
    expect(st(app).screen).toBe('menu');
    await press(m, 'q', 'l');
    // Sam's password is the sysop's: logged on with it, Sam is the sysop.
    await logOn(m, 'Sam', 'sysop1');
    await press(m, 'q', 'l', '2');
    await answerPassword(m, 'sysop1');
    await press(m, 's');
    expect(st(app).screen).toBe('sysop');
    await press(m, 'q');
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Sam' });
  });

  it("the sysop's time zone (Z) is the door's calendar, kept for the next visit", async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({ sysop: true }, { kv });
    await answerPassword(m, 'sysop1');
    // Z is a key of the screen a finger presses too (a tap target where its words are written).
    await tap(m, app.locate('key:z')!);
    expect(app.screenText()).toContain('Time zone (e.g. Europe/Berlin):');
    await type(m, 'Mars/Base');
    await press(m, 'Enter');
    expect(st(app).message).toBe('Not a time zone this door knows (e.g. Europe/Berlin).');
    await press(m, 'Escape', 'z');
    await type(m, 'Pacific/Kiritimati');
    await press(m, 'Enter');
    expect(app.screenText()).toContain('Door time zone ........... Pacific/Kiritimati');
    const again = setup({ sysop: true }, { kv });
    await answerPassword(again.m, 'sysop1');
    expect(again.app.screenText()).toContain('Door time zone ........... Pacific/Kiritimati');
  });
});

describe('idiots-delight: new callers once the door has a sysop', () => {
  it("on a validated door a new name waits for the sysop's validation (the board's rule): free hands open, tournament hands once validated; open lets it play at once", async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    // no sysop yet: nobody to wait for, a new name plays at once
    await logOn(m, 'Ann', PW, false);
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Ann' });
    expect(app.screenText()).not.toContain(WAITS);
    await press(m, 'q');
    const b = setup({}, { kv });
    await press(b.m, 's');
    await answerPassword(b.m, 'sysop1');
    expect(b.app.screenText()).toContain('New accounts ............. validated');
    await press(b.m, 'q');
    // a name the door has never seen chooses its password and is told where it stands
    await logOn(b.m, 'Ann2', PW, false);
    expect(st(b.app)).toMatchObject({ screen: 'menu', player: 'Ann2' });
    expect(b.app.screenText()).toContain(`${WAITS} Free hands are open.`);
    await press(b.m, 'p');
    expect(st(b.app)).toMatchObject({ screen: 'menu', message: WAITS });
    expect(b.m.takeEvents().some((e) => e.type === 'beep')).toBe(true);
    await press(b.m, 'f');
    expect(st(b.app).screen).toBe('game');
    await press(b.m, 'Escape', 'q', 'l');
    // the sysop's list shows it; V validates it
    await press(b.m, 's');
    await answerPassword(b.m, 'sysop1');
    await press(b.m, 'v');
    expect(st(b.app).screen).toBe('applicants');
    expect(b.app.screenText()).toMatch(/> Ann2\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}\s+this computer/);
    await press(b.m, 'v');
    expect(st(b.app).message).toBe('Ann2 is validated: tournament hands are open to them.');
    expect(b.app.screenText()).toContain('Nobody waits.');
    await press(b.m, 'v');
    expect(st(b.app).message).toBe('Nobody waits for validation.');
    await press(b.m, 'q', 'q');
    await press(b.m, 'n');
    await type(b.m, 'Ann2');
    await press(b.m, 'Enter');
    await answerPassword(b.m);
    expect(b.app.screenText()).not.toContain(WAITS);
    await press(b.m, 'p');
    expect(st(b.app).screen).toBe('game');
    // R removes an applicant with its name (asked first); A opens the door to new names
    const c = setup({}, { kv });
    await logOn(c.m, 'Dee', PW, false);
    await press(c.m, 'q', 'l', 's');
    await answerPassword(c.m, 'sysop1');
    await press(c.m, 'v', 'r');
    expect(c.app.screenText()).toContain('Remove the applicant Dee? [Y/N]');
    await press(c.m, 'y');
    expect(st(c.app).message).toBe('Dee is removed.');
    expect(c.app.door.players.map((p) => p.name)).not.toContain('Dee');
    await press(c.m, 'q', 'a');
    expect(c.app.door.accounts).toBe('open');
    await press(c.m, 'q');
    await logOn(c.m, 'Cy', PW, false);
    await press(c.m, 'p');
    expect(st(c.app).screen).toBe('game');
    // a link with player= for a new name: its own password is chosen, no sysop's asked
    const d = setup({ player: 'Bob' }, { kv });
    expect(st(d.app).password).toEqual({ who: 'Bob', stage: 'new' });
  });
});

describe('idiots-delight: leaving a hand, and what HELP and the screens say', () => {
  it('L asks "Save and log off?": Y keeps the tournament hand pending, where it was', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({}, { kv });
    await logOn(m, 'Ann');
    await press(m, 'p', 'Enter', 'Enter', '2');
    const before = st(app);
    await press(m, 'l');
    expect(st(app).confirm).toBe('Save and log off?');
    expect(app.screenText()).toContain('Save and log off?  [Y]es / [N]o');
    await press(m, 'n');
    expect(st(app)).toMatchObject({ screen: 'game', confirm: null });
    await press(m, 'l', 'y');
    expect(st(app).screen).toBe('goodbye');
    expect(app.screenText()).toContain(`Hand 1 of ${DATE} is saved for your next call.`);
    expect(shellFor(m, 'idiots-delight').hasUnfinished()).toBe(false);
    expect(app.door.players[0]!.pending).toMatchObject({ date: DATE, hand: 1 });
    // at the next log-on P resumes it, marker and all
    await press(m, 'l');
    await press(m, '1');
    await answerPassword(m);
    await press(m, 'p');
    expect(st(app)).toMatchObject({ screen: 'game', mode: 'door', rows: before.rows, stock: before.stock, marker: 1 });
  });

  it('the marker row is kept in the save, so a reload finds it', async () => {
    const kv = new MemoryKV();
    const { m } = setup({ deal: 9 }, { kv });
    await press(m, '2', '2');
    // the marker's moves are entries of the hand's log
    expect(JSON.parse(kv.getItem('retro.' + SAVE.key)!).data.game.free.log.moves.map((e: { type: string; row?: number }) => [e.type, e.row])).toEqual([['marker', 1], ['marker', 2]]);
    const r = setup({ resume: true }, { kv });
    expect(st(r.app).marker).toBe(2);
  });

  it('HELP names cards in words', () => {
    const s = idEngine.newGame(tournamentDeal(TEST_SECRET, DATE, 1), {});
    s.rows[0] = ['4S'];
    s.rows[1] = ['JH'];
    expect(describeMove(s, { type: 'remove', row: 0 })).toBe('Play the 4 of Spades from the first row.');
    expect(describeMove(s, { type: 'free', row: 1 })).toBe('Use the Free Card on the Jack of Hearts in the second row.');
  });

  it("the help pages carry the manual's worked example in card boxes, hearts and diamonds in red", async () => {
    const { m, app } = setup({ deal: 3 });
    await press(m, 'h', ' ');
    let text = app.screenText();
    expect(text).toContain('A N   E X A M P L E');
    expect(text).toContain('│8  ♣│');
    expect(text).toContain('│CLUB│');
    expect(text).toContain('Only the 2 of Clubs can be played');
    await press(m, ' ');
    text = app.screenText();
    expect(text).toContain('│8 │4  ♥│');
    expect(text).toContain('│HA│DIAM│');
    // the Jack of Hearts' rank and the 5 of Diamonds are drawn red; the 8 of Clubs is not
    const lines = text.split('\n');
    const y = lines.findIndex((l) => l.includes('│J │5  ♦│'));
    const x = lines[y]!.indexOf('│J │5  ♦│');
    expect(app.term.at(x + 1, y)!.fg).toBe(9);
    expect(app.term.at(x + 4, y)!.fg).toBe(9);
    const y8 = lines.findIndex((l) => l.includes('│8 │4  ♥│'));
    expect(app.term.at(lines[y8]!.indexOf('│8 │') + 1, y8)!.fg).not.toBe(9);
    for (const p of HELP_PAGES) {
      expect(p.length).toBeLessThanOrEqual(18);
      for (const l of p) expect([...l].length).toBeLessThanOrEqual(74);
    }
  });

  it('"1 card", not "1 cards"', () => {
    expect(resultLines(null, 1, false, true)[0]).toBe('Hand over: 1 card removed, 100 points.');
    expect(resultLines(null, 2, false, true)[0]).toBe('Hand over: 2 cards removed, 200 points.');
  });
});

describe('idiots-delight: typed names', () => {
  const beeps = (m: { takeEvents(): { type: string }[] }) => m.takeEvents().filter((e) => e.type === 'beep').length;

  it('control and invisible characters are refused as they are typed, with a beep', async () => {
    const { m, app } = setup();
    await press(m, 'n');
    await type(m, 'Ann');
    m.takeEvents();
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u001f', '\u200b', '\u202e', '\u200d', '\ufeff', 'Tab']) {
      await press(m, bad);
      expect(beeps(m)).toBe(1);
    }
    expect(st(app).input).toBe('Ann');
    // named keys type nothing and do not beep
    await press(m, 'Shift', 'ArrowLeft', 'F1');
    expect(beeps(m)).toBe(0);
    expect(st(app).input).toBe('Ann');
  });

  it('a name is measured in columns: an emoji, even a joined one, is one character of two columns', async () => {
    const { m, app } = setup();
    await press(m, 'n');
    const family = '👩‍👩‍👧';
    await press(m, family, '👍🏽', 'é');
    expect(st(app).input).toBe(family + '👍🏽é');
    // the field shows each emoji in two cells: the cursor follows the five columns
    const y = app.screenText().split('\n').findIndex((l) => l.startsWith('  > '));
    expect(app.term.at(9, y)!.ch).toBe('_');
    await type(m, 'x'.repeat(25));
    m.takeEvents();
    await press(m, 'y');
    expect(beeps(m)).toBe(1);
    await press(m, 'Backspace', 'Backspace');
    expect(st(app).input).toBe(family + '👍🏽é' + 'x'.repeat(23));
    await press(m, 'Enter');
    await answerPassword(m);
    expect(st(app)).toMatchObject({ screen: 'menu', player: family + '👍🏽é' + 'x'.repeat(23) });
  });
});
