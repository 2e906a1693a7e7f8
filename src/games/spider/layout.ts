/**
 * Where everything of Spider's board lies, derived from the platform and the screen size every
 * time (a platform switch relayouts for free). Columns are measured in "board lines": lines from
 * the top of the tableau in the unsplit view. A column always ends on the screen: it squeezes as
 * it grows (face-down cards first, then face-up ones, down to the height of the corner index),
 * and past that its deepest face-up cards are folded under a marked band (docs/spider.md, Screen).
 */
import type { Platform } from '../../core/platform';
import { CARD, type CardSize } from '../../art/cards';
import type { SpiderColumn, SpiderRules, SpiderState } from './engine';
import { COLUMNS } from './engine';

/** Lines a face-up card must show for its corner index (rows 2..8 on both machines) to be read whole. */
export const INDEX_H = 9;
/** Room kept under a column so there is always felt to click "under the last card". */
export const BOTTOM_ROOM = 6;
/** The band that stands for a column's folded cards ("+7"): a frame round one text line. */
export const FOLD_H = 10;
/** Face-down cards never show fewer rows than this (their edge and one row of the back). */
export const MIN_DOWN_STEP = 2;
/** A screen at least this tall has room for Intuition's screen title bar over the board. */
export const TALL = 256;

export interface Steps {
  /** Rows a face-down card shows when its column has room. */
  down: number;
  /** Rows a face-up card shows when its column has room. */
  up: number;
}

/** 200 lines (ST, Amiga NTSC): the original's 3 and 12. PAL's 256 lines show more of each card. */
export const stepsFor = (height: number): Steps => (height >= TALL ? { down: 4, up: 15 } : { down: 3, up: 12 });

export interface Geo {
  size: CardSize;
  cw: number;
  ch: number;
  pitch: number;
  /** Left edge of column 0's cards. */
  x0: number;
  /** Height of the screen title bar over the board (0: none). */
  bar: number;
  /** Screen line of board line 0 (the top of the tableau). */
  top: number;
  /** GNOME's top row (stock, foundations), or -1 under the ST rules. */
  rowY: number;
  width: number;
  height: number;
  /** Board lines available to a column: its last card ends at or above this line. */
  room: number;
  steps: Steps;
}

/**
 * The title bar: a tall (PAL) screen has lines to spare for Intuition's screen title bar; a
 * 200-line screen needs all of them for the cards (a quiet custom screen, or the ST's full screen).
 * Only the Amiga's screens are that tall.
 */
export const titleBar = (p: Platform, height: number): number => (height >= TALL ? p.barHeight : 0);

export function geometry(p: Platform, width: number, height: number, rules: SpiderRules): Geo {
  const size = p.cardSize;
  const { w: cw, h: ch } = CARD[size];
  const pitch = 32 * p.xScale;
  const x0 = ((width - COLUMNS * pitch) >> 1) + ((pitch - cw) >> 1);
  const bar = titleBar(p, height);
  const rowY = rules === 'gnome' ? bar + 3 : -1;
  const top = rules === 'gnome' ? rowY + ch + 5 : bar + 3;
  return { size, cw, ch, pitch, x0, bar, top, rowY, width, height, room: height - top - BOTTOM_ROOM, steps: stepsFor(height) };
}

export const colX = (g: Geo, i: number): number => g.x0 + i * g.pitch;

/** A column as laid out: the board line of every card and, when it had to, the fold. */
export interface ColumnLayout {
  /** Board line of each card's top, index 0 = the first card dealt; folded cards get the fold's line. */
  ys: number[];
  /** Cards `first` .. `first + count - 1` are folded under a band at board line `y`, FOLD_H high. */
  fold: { first: number; count: number; y: number } | null;
  /** Rows each face-down and face-up card shows (the last card shows whole). */
  down: number;
  up: number;
}

/** The largest step in [min, max] for which `fixed + n * step` stays within `room` (min when none does). */
function fitStep(room: number, fixed: number, n: number, min: number, max: number): number {
  if (n <= 0) return max;
  return Math.max(min, Math.min(max, Math.floor((room - fixed) / n)));
}

/**
 * Lays a column out within `g.room`: face-down cards squeeze first (to 2 rows), then face-up ones
 * (to INDEX_H rows, the corner index still whole); when even that is too long, the deepest
 * face-up cards (those under the movable group come first) fold under one band.
 */
export function columnLayout(g: Geo, c: SpiderColumn): ColumnLayout {
  const nd = c.down.length;
  const nu = c.up.length;
  const n = nd + nu;
  if (n === 0) return { ys: [], fold: null, down: g.steps.down, up: g.steps.up };
  // cards that show only a step: every card but the last
  const downSteps = nu > 0 ? nd : nd - 1;
  const upSteps = Math.max(0, nu - 1);
  const down = fitStep(g.room, g.ch + upSteps * g.steps.up, downSteps, MIN_DOWN_STEP, g.steps.down);
  const up = fitStep(g.room, g.ch + downSteps * down, upSteps, INDEX_H, g.steps.up);
  const base = downSteps * down;
  let folded = 0;
  const over = base + upSteps * up + g.ch - g.room;
  // folding k cards saves k steps and costs the band; the last card never folds
  if (over > 0) folded = Math.min(upSteps, Math.ceil((over + FOLD_H) / up));
  const ys: number[] = [];
  for (let i = 0; i < nd; i++) ys.push(i * down);
  let y = nd * down;
  const fold = folded > 0 ? { first: nd, count: folded, y } : null;
  for (let i = 0; i < nu; i++) {
    if (i < folded) {
      ys.push(y);
      if (i === folded - 1) y += FOLD_H;
      continue;
    }
    ys.push(y);
    y += up;
  }
  return { ys, fold, down, up };
}

/** Board line of each card of a column, index 0 = the first card dealt (face down ones included). */
export const cardLines = (g: Geo, c: SpiderColumn): number[] => columnLayout(g, c).ys;

/** Board line just under the column's last card (0 for an empty column). */
export function columnEnd(g: Geo, c: SpiderColumn): number {
  const ys = cardLines(g, c);
  return ys.length ? ys[ys.length - 1]! + g.ch : 0;
}

/** One thing drawn in a column, top to bottom: a card, or the fold standing for several. */
export interface Item {
  kind: 'down' | 'up' | 'fold';
  /** Card index (the fold: its first card). */
  k: number;
  y: number;
  /** Board line where the next item starts (the last item: its bottom edge). */
  end: number;
  /** Rows that must show for the item to be read: a face-up card's index, the whole band, a back's step. */
  need: number;
}

/** The column's items in drawing order. */
export function columnItems(g: Geo, c: SpiderColumn): Item[] {
  const l = columnLayout(g, c);
  const nd = c.down.length;
  const out: Omit<Item, 'end'>[] = [];
  for (let k = 0; k < l.ys.length; k++) {
    if (l.fold && k >= l.fold.first && k < l.fold.first + l.fold.count) {
      if (k === l.fold.first) out.push({ kind: 'fold', k, y: l.fold.y, need: FOLD_H });
      continue;
    }
    const up = k >= nd;
    out.push({ kind: up ? 'up' : 'down', k, y: l.ys[k]!, need: up ? INDEX_H : l.down });
  }
  return out.map((it, i) => ({ ...it, end: out[i + 1]?.y ?? it.y + g.ch }));
}

/** The column whose pitch cell holds x (the 2-pixel gaps belong to the column on their left). */
export function columnAt(g: Geo, x: number): number | null {
  const left = g.x0 - ((g.pitch - g.cw) >> 1);
  const i = Math.floor((x - left) / g.pitch);
  return i >= 0 && i < COLUMNS ? i : null;
}

/** GNOME's stock: its backs this many ST pixels apart (so the deals left can be counted). */
export const STOCK_STEP = 2;

/** Backs in GNOME's stock: one per deal left. */
export const stockBacks = (s: SpiderState): number => Math.ceil(s.stock.length / COLUMNS);

/** The stock pile as drawn (all its backs; the empty place when used up); null under ST rules. */
export function stockRect(g: Geo, s: SpiderState): { x: number; y: number; w: number; h: number; top: number } | null {
  if (g.rowY < 0) return null;
  const step = STOCK_STEP * (g.pitch / 32);
  const n = Math.max(1, stockBacks(s));
  const x = colX(g, 0);
  return { x, y: g.rowY, w: g.cw + (n - 1) * step, h: g.ch, top: x + (n - 1) * step };
}
