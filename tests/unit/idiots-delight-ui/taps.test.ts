/**
 * The door by finger (issue 31): every key a screen lists is a tap target found as `key:<key>`, a
 * tap there presses it; "Press any key" takes a tap anywhere; keys a screen needs but does not list
 * are in the terminal program's key row; the typed fields are reported for the phone's keyboard;
 * the marker a tap moves is saved even when the card cannot be played.
 */
import { describe, it, expect } from 'vitest';
import { setup, press, tap, type, PW } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import { SAVE } from '../../../src/games/idiots-delight/records';
import { idEngine, canRemove } from '../../../src/games/idiots-delight/engine';
import type { Machine } from '../../../src/core/machine';
import { CELL, Terminal } from '../../../src/games/idiots-delight/terminal';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app's state() is a JSON snapshot, read field by field
type Any = Record<string, any>;
const st = (app: { state(): unknown }) => app.state() as Any;

async function tapKey(m: Machine, target: string) {
  const p = m.locate(target);
  if (!p) throw new Error(`no target ${target}`);
  await tap(m, p);
}

describe('idiots-delight: every screen by taps', () => {
  it('from the title to a hand and back by taps and typed text alone', async () => {
    const kv = new MemoryKV();
    const { m, app } = setup({ direct: false }, { kv });
    expect(st(app).screen).toBe('title');
    expect(m.locate('key:any')).not.toBeNull();
    await tap(m, { x: 10, y: 10 }, false); // anywhere: any key
    expect(st(app).screen).toBe('logon');
    for (const k of ['n', 'c', 's', 'q']) expect(m.locate(`key:${k}`), k).not.toBeNull();
    await tapKey(m, 'key:n');
    expect(st(app).screen).toBe('name');
    expect(m.textField()).toEqual({ value: '', kind: 'text' });
    await type(m, 'Ann');
    expect(m.textField()).toEqual({ value: 'Ann', kind: 'text' });
    await tapKey(m, 'key:enter');
    expect(st(app).screen).toBe('password');
    expect(m.textField()).toEqual({ value: '', kind: 'password' });
    for (let i = 0; i < 2; i++) {
      await type(m, PW);
      await tapKey(m, 'key:enter');
    }
    expect(st(app)).toMatchObject({ screen: 'menu', player: 'Ann' });
    for (const k of ['p', 'm', 'c', 'h', 'f', 'w', 'a', 'q']) expect(m.locate(`key:${k}`), k).not.toBeNull();
    await tapKey(m, 'key:m');
    expect(m.textField()?.kind).toBe('numeric');
    await tapKey(m, 'key:escape');
    expect(st(app).screen).toBe('menu');
    await tapKey(m, 'key:h');
    expect(st(app).screen).toBe('help');
    await tapKey(m, 'key:q');
    expect(st(app).screen).toBe('menu');
    await tapKey(m, 'key:p');
    expect(st(app).screen).toBe('game');
    // every key of the prompt box, and Q in the key row
    for (const k of ['8', '2', 'space', 'enter', 'f', 'r', 'd', 'h', 'l', 'q']) expect(m.locate(`key:${k}`), k).not.toBeNull();
    expect(app.screenText().split('\n')[24]).toContain('[Q] Quit');
    await tapKey(m, 'key:l');
    expect(st(app).confirm).toBe('Save and log off?');
    await tapKey(m, 'key:n');
    expect(st(app).confirm).toBeNull();
    await tapKey(m, 'key:h');
    expect(st(app).screen).toBe('help');
    await tapKey(m, 'key:q');
    await tapKey(m, 'key:l');
    await tapKey(m, 'key:y');
    expect(st(app).screen).toBe('goodbye');
    await tapKey(m, 'key:l');
    expect(st(app).screen).toBe('logon');
    // a player's line is their number's key
    await tapKey(m, 'key:1');
    expect(st(app)).toMatchObject({ screen: 'password', password: { who: 'Ann' } });
  });

  it('a free hand lists Escape in the key row; a hand played to its end takes a tap to go on', async () => {
    const { m, app } = setup({ deal: 3 });
    expect(app.screenText().split('\n')[24]).toContain('[Esc] Leave');
    await tapKey(m, 'key:escape');
    expect(st(app).screen).toBe('logon');
  });

  it('the sysop number prompt has Enter and Escape in the key row', async () => {
    const { m, app } = setup({ sysop: true });
    await type(m, PW);
    await press(m, 'Enter');
    await type(m, PW);
    await press(m, 'Enter');
    expect(st(app).screen).toBe('sysop');
    await tapKey(m, 'key:h');
    expect(m.textField()).toEqual({ value: '', kind: 'numeric' });
    expect(app.screenText().split('\n')[24]).toContain('[Enter] OK  [Esc] Cancel');
    await type(m, '4');
    await tapKey(m, 'key:enter');
    expect(app.door.settings.handsPerDay).toBe(4);
  });

  it('a tap on a row whose card cannot be played moves the marker, and the marker is saved', async () => {
    let deal = 1;
    for (;; deal++) if (!canRemove(idEngine.newGame(deal, {}), 3)) break;
    const kv = new MemoryKV();
    const { m, app } = setup({ deal }, { kv });
    await tapKey(m, 'row:3');
    expect(st(app).marker).toBe(3);
    expect(st(app).message).toBe('That card cannot be played.');
    const saved = JSON.parse(kv.getItem('retro.' + SAVE.key)!) as Any;
    expect(JSON.stringify(saved)).toContain('"type":"marker","row":3');
    const again = setup({ resume: true }, { kv });
    expect(st(again.app).marker).toBe(3);
  });

  it('a tap a little off a key still presses the nearest one; far from every key nothing happens', async () => {
    const { m, app } = setup({ deal: 3 });
    const o = Terminal.origin(m.fb);
    const before = JSON.stringify(st(app));
    await tap(m, { x: o.x + 70 * CELL, y: o.y + 21 * CELL + 4 }, false); // under the message line, far from every key
    expect(JSON.stringify(st(app))).toBe(before);
    const p = m.locate('key:l')!;
    await tap(m, { x: p.x - 6 * CELL, y: p.y + 3 }, false); // a cell and a half left of "[L]og off"
    expect(st(app).confirm).toBe('Leave this free hand and log off?');
  });
});
