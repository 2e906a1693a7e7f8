/**
 * The side's part in a hand (controller/port.ts `HandSide`, issue 49): the one controller plays the
 * hand and tells the side what happened — the seam the browser's sounds, aids and saved hand use,
 * so a hand's keys are written once. A side's own key is answered by the side; without one the
 * controller's answer stands (the board's).
 */
import { describe, it, expect } from 'vitest';
import { DoorController } from '../../../src/games/idiots-delight/controller/door-controller';
import { LocalRecords, memoryBox } from '../../../src/games/idiots-delight/controller/local-records';
import type { DoorHand, DoorPort, HandSide } from '../../../src/games/idiots-delight/controller/port';
import { newDoorRecord } from '../../../src/games/idiots-delight/door';
import { makeSecret } from '../../../src/games/idiots-delight/password';
import { isOver } from '../../../src/games/idiots-delight/engine';
import { TEST_SECRET } from './test-secret';
import { keysFrom } from '../idiots-delight-ui/autoplay';

const TODAY = '2024-05-15';

function door(side?: HandSide, freeDeal: DoorPort['freeDeal'] = () => 5) {
  const records = new LocalRecords(memoryBox(newDoorRecord({}, TEST_SECRET)), () => new Uint8Array(32));
  records.join('Ann', makeSecret('pass'), 0);
  let beeps = 0;
  // Errors the door logs (none expected: each is a failure of these tests).
  const logged: string[] = [];
  const port: DoorPort = {
    records,
    draw: () => undefined,
    beep: () => void beeps++,
    hangUp: () => undefined,
    today: () => TODAY,
    now: () => 0,
    freeDeal,
    hand: side,
    log: (line) => void logged.push(line),
  };
  const d = new DoorController(port, { name: 'Ann', sysop: true });
  const press = async (...keys: string[]) => {
    d.keys(keys.map((key) => ({ key })));
    await d.answered();
  };
  return { d, press, beeps: () => beeps, logged };
}

describe('idiots-delight controller: the side of a hand', () => {
  it('is told of the deal, each move, the marker and the hand left; its own key is its own', async () => {
    const heard: string[] = [];
    const side: HandSide = {
      dealt: (h, resumed) => void heard.push(`dealt ${h.mode} ${resumed}`),
      moved: (h, move, before) => void heard.push(`moved ${move?.type ?? 'marker'} ${before === h.state}`),
      left: (h, kept) => void heard.push(`left ${h.mode} ${kept}`),
      key: (_h, k) => k.key === '?' && (heard.push('aid'), true),
    };
    const { d, press, beeps } = door(side);
    await d.start();
    await press('f');
    expect(d.hand?.state.deal).toBe(5);
    await press('2', 'Enter', '?');
    // The side answered ?: no refusal from the controller (no beep, no board's words).
    expect(beeps()).toBe(0);
    expect(d.message).toBe('');
    await press('l', 'y');
    expect(heard).toEqual(['dealt free false', 'moved marker false', 'moved deal false', 'aid', 'left free false']);
  });

  it('a tournament hand: dealt, kept when left, resumed, and its result given at its end', async () => {
    const heard: string[] = [];
    let result: unknown = 'none';
    const side: HandSide = {
      dealt: (h: DoorHand, resumed) => void heard.push(`dealt ${h.mode} ${resumed}`),
      left: (h, kept) => void heard.push(`left ${h.mode} ${kept}`),
      over: (h, r) => {
        heard.push(`over ${h.mode}`);
        result = r;
      },
    };
    const { d, press } = door(side);
    await d.start();
    await press('p', 'Enter', 'l', 'y', 'l', 'p');
    // Played out as a hint-following caller plays.
    const s = d.hand!.state;
    await press(...keysFrom({ deal: s.deal, rows: s.rows, stock: s.stock, marker: s.marker, removed: s.discards.length, freeCardUsed: s.freeCardUsed, over: false }));
    expect(isOver(d.hand!.state)).toBe(true);
    expect(heard).toEqual(['dealt door false', 'left door true', 'dealt door true', 'over door']);
    expect(result).toMatchObject({ date: TODAY, hand: 1 });
  });

  it('a side that finds no free deal (a search given up) leaves the caller on the menu', async () => {
    const { d, press, logged } = door({}, () => Promise.resolve(null));
    await d.start();
    await press('f');
    expect(logged).toEqual([]);
    expect(d.message).toBe('');
    expect(d.view).toBe('menu');
    expect(d.hand).toBeNull();
  });

  it('without a side, ? in a free hand is the board\'s refusal, with a beep', async () => {
    const { d, press, beeps } = door();
    await d.start();
    await press('f', '?');
    expect(d.message).toBe('The aids stay in the browser: none on a board.');
    expect(beeps()).toBe(1);
  });
});
