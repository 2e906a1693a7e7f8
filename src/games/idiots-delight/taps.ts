/**
 * Taps and clicks on the door, and the targets automation finds there. Every key a screen lists is
 * a target where its words are written (the screens record each as they write it: terminal.ts
 * KeyLabel), so a tap on "[F]ree Card" presses F through the same keys the keyboard gives, and
 * `locate('key:f')` finds it. On a hand in play a row's cards are the row (hand-side.ts). Where a
 * screen says "Press any key" (or "any other key"), a tap anywhere no key is listed is a key.
 */
import type { Button, Point } from '../../core/app';
import { compose, type ViewPort } from './view';
import { CELL, Terminal, keyNear, keyOf } from './terminal';
export { keyNear } from './terminal';
import { rowPoint, tapRow } from './hand-side';
import type { Machine } from '../../core/machine';
import type { KeyInput } from '../../core/ui';

/** What taps.ts reads of the game and may set or start (IdiotsDelightApp implements it). */
export type TapsPort = ViewPort & {
  key(k: KeyInput): void;
  readonly m: Machine;
  readonly picking: boolean;
  readonly term: Terminal;
};

function screenOf(app: TapsPort): Terminal {
  compose(app, app.term);
  return app.term;
}

export function tapDoor(app: TapsPort, pt: Point, b: Button): void {
  if (b !== 'left' || app.picking) return;
  const t = screenOf(app);
  const o = Terminal.origin(app.m.fb);
  const cx = (pt.x - o.x) / CELL;
  const cy = (pt.y - o.y) / CELL;
  if (tapRow(app.ctl, cx, cy)) return;
  const l = keyNear(t, cx, cy);
  if (l) return app.key(keyOf(l.key));
  if (t.anyKey) app.key(keyOf('Space'));
}

/** `key:<key>` (`key:f`, `key:enter`, `key:1`, `key:any`) on any screen, `row:<n>` on a hand. */
export function locateDoor(app: TapsPort, target: string): Point | null {
  const row = rowPoint(app.m, app.ctl, target);
  if (row) return row;
  const m = /^key:(.+)$/.exec(target);
  if (!m) return null;
  const t = screenOf(app);
  const name = m[1]!.toLowerCase();
  const l = name === 'any' ? t.anyKey : t.find(name);
  if (!l) return null;
  const o = Terminal.origin(app.m.fb);
  return { x: o.x + Math.floor((l.x + l.w / 2) * CELL), y: o.y + l.y * CELL + CELL / 2 };
}
