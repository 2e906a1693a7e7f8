// Every door screen, in every mode: a platform or video switch keeps the screen and the state,
// nothing is cut off at the 80th column, idle frames do not redraw. Writes
// /tmp/id-shots/<screen>-<mode>.png to look at.
import { describe, it, expect } from 'vitest';
import { mkdirSync } from 'node:fs';
import { setup, press, type, png, playOut, findDate, answerPassword } from './helpers';
import { MemoryKV } from '../../../src/core/storage';
import type { Machine } from '../../../src/core/machine';
import type { IdiotsDelightApp } from '../../../src/games/idiots-delight/app';
import { A, COLS } from '../../../src/games/idiots-delight/terminal';
import { newDoorRecord, startHand, recordHand } from '../../../src/games/idiots-delight/door';
import { resultLines } from '../../../src/games/idiots-delight/screens';
import { TEST_SECRET } from '../idiots-delight/test-secret';

const MODES = [
  ['st', 'pal'],
  ['amiga', 'pal'],
  ['amiga', 'ntsc'],
] as const;
const LONG = 'Bartholomew Quincy Fitzwilliam'; // 30 characters, the most a name may have

/** Each step leads to the named screen from the one before. */
const TOUR: [string, (m: Machine, app: IdiotsDelightApp) => Promise<void> | void][] = [
  ['logon', () => {}],
  ['name', async (m) => {
    await press(m, 'n');
    await type(m, LONG);
  }],
  ['password', async (m) => {
    await press(m, 'Enter');
    await type(m, 'pass');
  }],
  ['menu', async (m) => {
    await press(m, 'Enter');
    await type(m, 'pass');
    await press(m, 'Enter');
  }],
  ['makeup', async (m) => {
    await press(m, 'm');
    await type(m, '7');
  }],
  ['menu2', async (m) => {
    await press(m, 'Escape');
  }],
  ['game', async (m) => {
    await press(m, 'p', 'Enter', 'Enter', 'Enter', '2', ' ');
  }],
  ['help', async (m) => {
    await press(m, 'h', ' ');
  }],
  [
    'game-over',
    async (m, app) => {
      await press(m, 'q');
      await playOut(m, app);
      // any key continues now: the prompt box's keys are all dimmed, R and H too
      app.screenText();
      const y = app.term.text().split('\n').findIndex((l) => l.includes('[R]edraw'));
      const x = app.term.line(y).indexOf('[R]edraw');
      for (const dx of [1, 11, 19]) expect(app.term.at(x + dx, y)!.fg).toBe(A.DARKGREY);
    },
  ],
  ['menu3', async (m) => {
    await press(m, ' ');
  }],
  ['champions', async (m) => {
    await press(m, 'c');
  }],
  ['goodbye', async (m) => {
    await press(m, ' ', 'q');
  }],
  ['logon2', async (m) => {
    await press(m, 'l');
  }],
  ['sysop-password', async (m) => {
    await press(m, 's');
    await type(m, 'pass');
  }],
  ['sysop', async (m) => {
    await press(m, 'Enter');
    await type(m, 'pass');
    await press(m, 'Enter', 'h', '4');
  }],
  ['sysop-confirm', async (m) => {
    await press(m, 'Escape', 'c');
  }],
];

function snapshot(m: Machine, app: IdiotsDelightApp) {
  m.frame(0);
  return { state: JSON.stringify(app.state()), text: app.screenText() };
}

describe('idiots-delight screens in every mode', () => {
  it('a platform or video switch on any screen keeps the screen, its text and the state', async () => {
    mkdirSync('/tmp/id-shots', { recursive: true });
    const date = findDate('2024-05', (r) => r < 45);
    const { m, app } = setup({ direct: false, date }, { kv: new MemoryKV() });
    const steps: [string, (m: Machine, app: IdiotsDelightApp) => Promise<void> | void][] = [['title', () => {}], ...TOUR.map(([n, f]) => [n, n === 'logon' ? (mm: Machine) => press(mm, 'x') : f] as [string, typeof f])];
    for (const [name, step] of steps) {
      await step(m, app);
      const before = snapshot(m, app);
      for (const [platform, video] of [...MODES, ['st', 'pal'] as const]) {
        m.setPlatform(platform);
        m.setVideo(video);
        const now = snapshot(m, app);
        expect(now.state, `${name} on ${platform} ${video}`).toBe(before.state);
        expect(now.text, `${name} on ${platform} ${video}`).toBe(before.text);
        expect(m.fb.width).toBe(640);
        expect(m.fb.height).toBe(platform === 'amiga' && video === 'pal' ? 256 : 200);
        png(m, `/tmp/id-shots/${name}-${platform}-${video}.png`);
      }
    }
    expect((app.state() as { screen: string }).screen).toBe('sysop');
  });

  it('a 30-character name fits every screen it is shown on', async () => {
    let rec = newDoorRecord({}, TEST_SECRET);
    rec = startHand(rec, 'Ann', '2024-05-15', '2024-05-15').record;
    rec = recordHand(rec, 'Ann', 20).record;
    rec = startHand(rec, LONG, '2024-05-15', '2024-05-15').record;
    rec = recordHand(rec, LONG, 30).record;
    const kv = new MemoryKV();
    kv.setItem('retro.id.door', JSON.stringify({ v: 2, data: rec }));
    const { m, app } = setup({}, { kv });
    const seen: string[] = [];
    const look = () => {
      const t = app.screenText();
      seen.push(t);
      return t;
    };
    expect(look()).toContain(`[2] ${LONG}`);
    await press(m, 'c');
    expect(look()).toContain(LONG);
    await press(m, ' ', '2');
    // a player kept without a password chooses one at this log-on
    expect(look()).toContain(`Choose a password for ${LONG}`);
    await answerPassword(m);
    expect(look()).toContain(`Welcome, ${LONG}!`);
    await press(m, 'p');
    expect(look()).toContain(LONG);
    const top = look().split('\n')[0]!;
    expect(top).toContain(`IDIOT'S DELIGHT ─ Local door `); // the program's own door says so (a board's says Tournament)
    expect(top.endsWith(`${LONG}  2024-05-15`)).toBe(true);
    // every line of the result, a dethroning by a long name included, fits
    for (const l of resultLines({ date: '2024-05-15', hand: 1, score: 9000, removed: 40, extraHandsWon: 2, dailyChampion: true, dethroned: LONG }, 40, false, false))
      expect(2 + [...l].length, l).toBeLessThanOrEqual(COLS);
    expect(resultLines({ date: '2024-05-15', hand: 1, score: 9000, removed: 40, extraHandsWon: 2, dailyChampion: true, dethroned: LONG }, 40, false, false).join(' ')).toContain(LONG);
  });

  it('nothing is redrawn while nothing happens; a key redraws once', async () => {
    const { m } = setup({ deal: 9 });
    m.frame(0);
    const v = m.fb.version;
    for (let t = 16; t < 1000; t += 16) expect(m.frame(t)).toBe(false);
    expect(m.fb.version).toBe(v);
    await press(m, '2');
    expect(m.frame(1000)).toBe(true);
    expect(m.frame(1016)).toBe(false);
  });
});
