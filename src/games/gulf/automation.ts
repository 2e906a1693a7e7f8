/** Gulf's automation view (docs/gulf.md, "Automation"): the state snapshot and the targets `locate` knows. */
import type { Point } from '../../core/app';
import { toApiState } from './engine';
import { cardRect, centre } from './layout';
import type { Machine } from '../../core/machine';
import type { GulfLayout } from './layout';
import type { GulfState } from './rules';
import type { Mode } from './input';

/** What automation.ts reads of the game and may set or start (GulfApp implements it). */
export interface AutomationPort {
  readonly aided: boolean;
  readonly back: number;
  layout(): GulfLayout;
  readonly m: Machine;
  readonly mode: Mode;
  readonly s: GulfState;
  readonly searching: boolean;
}

export function apiState(app: AutomationPort) {
  return { ...toApiState(app.s), back: app.back, aided: app.aided, searching: app.searching };
}

export function locateIn(app: AutomationPort, target: string): Point | null {
  const m = app.m;
  if (app.mode !== 'play') return target === 'title' ? { x: m.fb.width >> 1, y: m.fb.height >> 1 } : null;
  const l = app.layout();
  if (target === 'stock') return centre(l.stock);
  if (target === 'faceup') return centre(l.faceUp);
  const t = /^(?:stack:([0-6])|card:([0-6]):([0-4]))$/.exec(target);
  if (!t) return null;
  const i = Number(t[1] ?? t[2]);
  const n = app.s.stacks[i]!.length;
  const j = t[1] !== undefined ? n - 1 : Number(t[3]);
  return j >= 0 && j < n ? centre(cardRect(l, i, j, n)) : null;
}
