/**
 * Spider's own data in its save (SPIDER.SAV, in the shell's envelope, which keeps the Aids mark):
 * the position, the clock, VIEW's split and the end flags.
 */
import type { Split } from './view';
import type { SpiderState } from './types';
import { validateSpiderState } from './validate';

export interface SpiderSave {
  state: SpiderState;
  /** Time spent, ms. */
  elapsed: number;
  split: Split | null;
  /** The end of the game (won / lost) was announced. */
  announced: boolean;
  /** This game's score is already in the Hit Parade. */
  hpEntered: boolean;
}

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

export function validateSave(x: unknown): SpiderSave | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  const state = validateSpiderState(o.state);
  if (!state) return null;
  if (typeof o.elapsed !== 'number' || !Number.isFinite(o.elapsed) || o.elapsed < 0) return null;
  let split: Split | null = null;
  if (o.split !== null) {
    const sp = o.split as Record<string, unknown> | undefined;
    if (!sp || !isInt(sp.a) || !isInt(sp.b) || sp.a < 0 || sp.b <= sp.a || sp.b > 10000) return null;
    split = { a: sp.a, b: sp.b };
  }
  if (typeof o.announced !== 'boolean' || typeof o.hpEntered !== 'boolean') return null;
  return { state, elapsed: o.elapsed, split, announced: o.announced, hpEntered: o.hpEntered };
}

/**
 * Version 1 (before Aids) to 2: no aid could have been used, so `aided` is false. Version 2 kept
 * the mark beside the game; version 3 is the shell's envelope (records.ts).
 */
export function migrateSave(data: unknown, from: number): unknown {
  if (from !== 1 || !data || typeof data !== 'object' || Array.isArray(data)) return null;
  return { ...(data as Record<string, unknown>), aided: false };
}
