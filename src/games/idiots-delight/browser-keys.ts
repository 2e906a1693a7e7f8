/**
 * The browser's own keys in the door's one controller (port.ts `menuKey`, `sysopKey`, `keyRow`):
 * the menu's W (winnable free hands) and A (Aids), the sysop screen's E (the door as a file for a
 * board), and the terminal program's key row for the keys a screen answers but does not list.
 */
import type { GameShell } from '../../shell/session';
import { EVERY_VARIANT } from '../../shell/winnable-prefs';
import { downloadText } from '../../shell/download';
import { exportDoor, exportFileName } from './door-export';
import { isOver } from './engine';
import type { DoorRecord } from './door';
import type { DoorController } from './controller/door-controller';
import type { DoorHand, DoorKey } from './controller/port';
import { key } from './screens';
import type { Terminal } from './terminal';

/** What these keys read of the program (IdiotsDelightApp implements it). */
export interface BrowserKeysHost {
  readonly shell: GameShell;
  readonly ctl: DoorController | null;
  readonly door: DoorRecord;
  readonly today: string;
}

/** The menu's W and A: the browser's switches (winnable free hands, the Aids). */
export function menuKey(app: BrowserKeysHost, k: DoorKey): boolean {
  const c = k.key.toLowerCase();
  if (c === 'w') {
    const on = !app.shell.winnableOnly();
    app.shell.setWinnableOnly(EVERY_VARIANT, on);
    if (app.ctl) app.ctl.message = on ? 'Free hands: only ones that can be won.' : 'Free hands: any shuffle.';
    return true;
  }
  if (c === 'a') {
    app.shell.setAids(!app.shell.aids);
    return true;
  }
  return false;
}

/** The sysop screen's E line: only the browser's door can hand the door over as a file. */
export function drawExportKey(t: Terminal, on: boolean): void {
  key(t, 4, 13, '[E] Export the door for a board (a file)', on);
}

/** E on the sysop screen: the door as a file for a board (door-export.ts; `npm run door:import` reads it). */
export function sysopKey(app: BrowserKeysHost, k: DoorKey): boolean {
  const ctl = app.ctl;
  if (k.key.toLowerCase() !== 'e' || !ctl || ctl.confirm || ctl.input) return false;
  const name = exportFileName(app.today);
  const door = app.door;
  downloadText(name, JSON.stringify(exportDoor(door), null, 1));
  ctl.message = `Exported ${door.players.length} players as ${name}.`;
  return true;
}

/** The keys a screen answers that none of its lines shows: Q (the desktop) and a free hand's Esc during a
 *  hand, Enter and Esc at the sysop's prompts. */
export function keyRow(d: { view: string; input: unknown; confirm: unknown; hand: DoorHand | null }): string[] {
  const h = d.hand;
  if (d.view === 'game' && h && !isOver(h.state) && !d.confirm) return ['[Q] Quit', ...(h.mode === 'free' ? ['[Esc] Leave'] : [])];
  if (d.view === 'sysop' && d.input && !d.confirm) return ['[Enter] OK', '[Esc] Cancel'];
  return [];
}
