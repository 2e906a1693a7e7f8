/**
 * Watching the last hand again (issue 47 step 6): a finished hand's log, tournament or free, is kept
 * in IDELIGHT.WCH once its score is recorded; the player's menu then lists [R] at row 18, column 55,
 * and R plays the hand back on the door's hand screen, stepped and played, on the ST and the Amiga.
 * The door, its records and the save are as they were when watching ends.
 */
import { describe, expect, it } from 'vitest';
import { setup, press, playOut, logOn, png } from './helpers';
import { Store } from '../../../src/core/storage';
import { DOOR, WATCH } from '../../../src/games/idiots-delight/records';
import { Playback } from '../../../src/shell/playback';
import { idLog, toApiState, type IDState } from '../../../src/games/idiots-delight/engine';
import { drawGame } from '../../../src/games/idiots-delight/screens';
import { Terminal } from '../../../src/games/idiots-delight/terminal';
import type { GameLog } from '../../../src/core/log';
import type { Machine } from '../../../src/core/machine';
import type { MemoryKV } from '../../../src/core/storage';
import type { IdiotsDelightApp } from '../../../src/games/idiots-delight/app';

const settle = () => new Promise((r) => setTimeout(r, 0));
const R_LINE = '[R] Watch last hand';

interface Watched {
  move: number;
  moves: number;
  playing: boolean;
  speed: number;
  id: string;
  state: unknown;
}
const watched = (app: IdiotsDelightApp) => (app.state() as { watch?: Watched }).watch;

/** Every stored record, as the page's storage holds it. */
function records(kv: MemoryKV): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (let i = 0; i < kv.length; i++) {
    const k = kv.key(i)!;
    out[k] = kv.getItem(k);
  }
  return out;
}

/** The card rows as drawGame draws `s` (the columns left of the panel, lines 1 to 18). */
function rowsOf(s: IDState): string {
  const t = new Terminal();
  drawGame(t, { s, player: '', date: null, handLabel: '', handsLeft: 0, message: '', resultLines: [] });
  return rowsIn(t.text());
}
const rowsIn = (text: string) =>
  text
    .split('\n')
    .slice(1, 19)
    .map((l) => l.slice(0, 46))
    .join('\n');

/** Ada logs on and plays today's first tournament hand through, back to her menu: its log. */
async function tournamentHand(m: Machine, app: IdiotsDelightApp): Promise<GameLog> {
  await logOn(m, 'Ada');
  await press(m, 'p');
  await playOut(m, app);
  const log = app.hand!.log;
  await press(m, ' ');
  await settle();
  expect(app.view).toBe('menu');
  return log;
}

describe("Idiot's Delight: watch the last hand", () => {
  it('keeps the finished tournament hand once the door has recorded it; R is listed only then', async () => {
    const { m, app, kv } = setup();
    await logOn(m, 'Ada');
    expect(app.screenText()).not.toContain(R_LINE);
    await press(m, 'r'); // not listed: nothing
    await settle();
    expect(app.watch).toBeNull();
    await press(m, 'q', 'l');
    const log = await tournamentHand(m, app);
    const kept = new Store(kv).read(WATCH)!;
    expect(kept).toEqual({ last: log, entries: [] });
    // recorded first: the door holds the hand's score
    expect(new Store(kv).read(DOOR)!.players.find((p) => p.name === 'Ada')!.days[0]!.hands).toHaveLength(1);
    const line = app.screenText().split('\n')[18]!;
    expect(line.slice(55, 55 + R_LINE.length)).toBe(R_LINE);
    png(m, '/tmp/id-watch-menu-st.png');
  });

  it('a free hand is kept too, and replaces the last', async () => {
    const { m, app, kv } = setup();
    await tournamentHand(m, app);
    await press(m, 'f');
    expect(app.hand?.mode).toBe('free');
    await playOut(m, app);
    const free = app.hand!.log;
    await press(m, ' ');
    await settle();
    expect(new Store(kv).read(WATCH)!.last).toEqual(free);
  });

  for (const platform of ['st', 'amiga'] as const) {
    it(`${platform}: R plays the hand back on the hand screen, step by step and played; the door is untouched after`, async () => {
      const { m, app, kv } = setup({}, { platform });
      const log = await tournamentHand(m, app);
      const pb = Playback.of(idLog, log) as Playback<IDState>;
      expect(pb.moves).toBeGreaterThan(10);
      const live = app.state();
      const before = records(kv);
      const menu = app.screenText();
      await press(m, 'R');
      await settle();
      m.frame(0);
      expect(watched(app)).toMatchObject({ move: 0, moves: pb.moves, playing: false, id: log.id });
      const screen = app.screenText();
      expect(screen).toContain('REPLAY');
      expect(screen.split('\n')[24]).toContain(`Replay: move 0 of ${pb.moves}, stopped`);
      expect(rowsIn(screen)).toBe(rowsOf(pb.positions[0]!));
      // Every step on: the position shown (and told) is the replay's.
      for (let i = 1; i <= pb.moves; i++) {
        await press(m, 'ArrowRight');
        expect(watched(app)!.move).toBe(i);
        expect(watched(app)!.state).toEqual(toApiState(pb.positions[i]!));
        expect(rowsIn(app.screenText())).toBe(rowsOf(pb.positions[i]!));
      }
      await press(m, 'Home', 'ArrowRight', 'ArrowRight', 'ArrowLeft');
      expect(watched(app)!.state).toEqual(toApiState(pb.positions[1]!));
      png(m, `/tmp/id-watch-${platform}.png`);
      await press(m, '+', '+');
      expect(watched(app)!.speed).toBe(8);
      await press(m, ' ');
      expect(watched(app)!.playing).toBe(true);
      for (let i = 0, t = 0; i < 5000 && watched(app)!.playing; i++) m.frame((t += 50));
      expect(watched(app)).toMatchObject({ move: pb.moves, playing: false });
      expect(rowsIn(app.screenText())).toBe(rowsOf(pb.positions[pb.moves]!));
      // Nothing was written while watching; Esc gives back the menu as it was.
      expect(records(kv)).toEqual(before);
      await press(m, 'Escape');
      expect(app.watch).toBeNull();
      expect(app.state()).toEqual(live);
      expect(app.screenText()).toBe(menu);
      expect(records(kv)).toEqual(before);
    });
  }

  it('a tap on a key of the REPLAY box presses it; the right button steps', async () => {
    const { m, app } = setup({}, { platform: 'amiga' });
    await tournamentHand(m, app);
    await press(m, 'r');
    await settle();
    const at = (label: string) => {
      const text = app.screenText().split('\n');
      const y = text.findIndex((l) => l.includes(label));
      const o = Terminal.origin(m.fb);
      return { x: o.x + (text[y]!.indexOf(label) + 1) * 8, y: o.y + y * 8 + 4 };
    };
    m.pointerDown(at('[Right]'), 'left');
    expect(watched(app)!.move).toBe(1);
    m.pointerDown({ x: 10, y: 10 }, 'right');
    expect(watched(app)!.move).toBe(2);
    m.pointerDown(at('[Esc]'), 'left');
    expect(app.watch).toBeNull();
    expect(app.view).toBe('menu');
  });
});
