import { isWaiting, validateName } from '../../../src/games/idiots-delight/door-accounts';
import { savePng } from '../png';
import { Machine } from '../../../src/core/machine';
import { Store, MemoryKV } from '../../../src/core/storage';
import type { KeyInput } from '../../../src/core/app';
import { IdiotsDelightApp } from '../../../src/games/idiots-delight/app';
import { DOOR } from '../../../src/games/idiots-delight/records';
import type { LaunchOptions } from '../../../src/games/registry';
import { shellFor } from '../../../src/shell/launcher';
import { encodePng } from '../../../scripts/preview-cards';
import type { PlatformName, Video } from '../../../platforms/types';

export const DATE = '2024-05-15';

export function setup(
  opts: Partial<LaunchOptions> = {},
  m: { platform?: PlatformName; video?: Video; kv?: MemoryKV; aids?: boolean; ownSecret?: boolean } = {},
) {
  const kv = m.kv ?? new MemoryKV();
  // A door with no record yet deals from a fixed secret here, so tests can know its hands
  // (a real browser makes its own at random with the first hand: ownSecret).
  if (!m.ownSecret && kv.getItem(`retro.${DOOR.key}`) === null) new Store(kv).write(DOOR, newDoorRecord({}, TEST_SECRET));
  const machine = new Machine({ platforms: PLATFORMS, platform: m.platform ?? 'st', video: m.video ?? 'pal', store: new Store(kv) });
  machine.aids = m.aids === true;
  // As the launcher does: a requester opened while the game is built (a damaged record) stays up.
  const launch: LaunchOptions = { direct: true, resume: false, date: DATE, ...opts };
  const shell = shellFor(machine, 'idiots-delight');
  const app = new IdiotsDelightApp(machine, launch, shell);
  shell.open(app, launch.resume);
  const opened = machine.requesters.slice();
  machine.run(app);
  machine.requesters.push(...opened);
  machine.frame(0);
  return { m: machine, app, kv };
}

export function key(k: string): KeyInput {
  return { key: k, code: '', ctrl: false, shift: false, alt: false };
}

/**
 * Press keys (one string per key; 'Enter', ' ', 'ArrowUp'...), each answered before the next: the
 * door's answers may wait on its records, so a test reads the screen once `idle()` has settled.
 */
export async function press(m: Machine, ...keys: string[]) {
  for (const k of keys) {
    m.key(key(k));
    await settled(m);
  }
}

/** The door has answered every key and tap given so far. */
export function settled(m: Machine): Promise<void> {
  return (m.app as IdiotsDelightApp).idle();
}

/** A click or tap at `p`, answered (as `press`). */
export async function tap(m: Machine, p: { x: number; y: number }, up = true) {
  m.pointerDown(p, 'left');
  if (up) m.pointerUp(p, 'left');
  await settled(m);
}

export async function type(m: Machine, text: string) {
  await press(m, ...[...text]);
}

/** The password tests use. */
export const PW = 'secret';

/** Answer the door's password prompt: typed once to log on, twice when it is being chosen. */
export async function answerPassword(m: Machine, pw = PW) {
  const app = m.app as IdiotsDelightApp;
  if (!app.input?.pass) throw new Error('no password prompt');
  await type(m, pw);
  await press(m, 'Enter');
  if (app.input?.pass?.stage === 'again') {
    await type(m, pw);
    await press(m, 'Enter');
  }
}

/**
 * Log on from the log-on screen by name (N), with the name's password (set at its first log-on).
 * A new name on a validated door with a sysop waits for validation: `validated` (the default) has
 * the sysop validate it at once, as the sysop screen's V does (logon.test.ts tests that screen).
 */
export async function logOn(m: Machine, name: string, pw = PW, validated = true) {
  await press(m, 'n');
  await type(m, name);
  await press(m, 'Enter');
  await answerPassword(m, pw);
  const app = m.app as IdiotsDelightApp;
  if (validated && isWaiting(app.door, name)) app.changeDoor((rec) => validateName(rec, name));
}

export function png(m: Machine, path: string) {
  m.frame(0);
  const sy = m.fb.width === 640 ? 2 : 1;
  const sx = m.fb.width === 640 ? 1 : 2;
  savePng(path, () => encodePng(m.fb, Array.from(m.fb.palette), sx, sy));
}

import { nextKey, simulate, type ApiHand } from './autoplay';
import { newDoorRecord, tournamentDeal } from '../../../src/games/idiots-delight/door';
import { PLATFORMS } from '../../../platforms';
import { TEST_SECRET } from '../idiots-delight/test-secret';

/** Play the current hand to its end with hint-following keys. */
export async function playOut(m: Machine, app: IdiotsDelightApp, opts: { noFree?: boolean } = {}) {
  for (let i = 0; i < 2000; i++) {
    const k = nextKey(app.state() as ApiHand, opts);
    if (k === null) return;
    await press(m, k);
  }
  throw new Error('hand did not end');
}

/** The first date of `month` (YYYY-MM) whose hand `hand` satisfies `ok` for the hint player. */
export function findDate(month: string, ok: (removed: number, poor: number) => boolean, hands = [1]): string {
  for (let d = 1; d <= 28; d++) {
    const date = `${month}-${String(d).padStart(2, '0')}`;
    const good = hands.every((h) => {
      const deal = tournamentDeal(TEST_SECRET, date, h);
      return ok(simulate(deal).removed, simulate(deal, { noFree: true }).removed);
    });
    if (good) return date;
  }
  throw new Error('no such date');
}
