/**
 * The boxes Spider draws over its board: the control panel (six buttons, as SPIDER.DOC lists
 * them), the INFO panel and the message panel. Layouts are pure rectangles in screen pixels,
 * sized in ST units and widened by the platform's xScale.
 */
import type { Platform } from '../../core/platform';
import type { Rect } from '../../core/menus';
import { CARD } from '../../art/cards';

export const COMMANDS = ['HELP', 'DEAL', 'UNDO', 'INFO', 'VIEW', 'QUIT'] as const;
export type Command = (typeof COMMANDS)[number];
/** normal; disabled (drawn dim, refuses); light (UNDO that would cheat: lightened but working). */
export type ButtonLook = 'normal' | 'disabled' | 'light';

export interface PanelLayout {
  box: Rect;
  title: Rect;
  buttons: Rect[];
}

/** Two columns of three buttons under a title bar, in the middle of the screen. */
export function panelLayout(p: Platform, w: number, h: number): PanelLayout {
  const xs = p.xScale;
  const bw = 56 * xs;
  const bh = 15;
  const gx = 8 * xs;
  const gy = 6;
  const boxW = 2 * bw + 3 * gx;
  const titleH = 12;
  const boxH = 3 + titleH + gy + 3 * bh + 3 * gy + 2;
  const x = (w - boxW) >> 1;
  const y = (h - boxH) >> 1;
  const buttons: Rect[] = COMMANDS.map((_, i) => ({
    x: x + gx + (i % 2) * (bw + gx),
    y: y + 3 + titleH + gy + Math.floor(i / 2) * (bh + gy),
    w: bw,
    h: bh,
  }));
  return { box: { x, y, w: boxW, h: boxH }, title: { x: x + 3, y: y + 3, w: boxW - 6, h: titleH }, buttons };
}

export interface InfoLayout {
  box: Rect;
  title: Rect;
  textX: number;
  textY: number;
  lineH: number;
  /** Left edge of each of the eight suit cards, and their top. */
  suitX: number[];
  suitY: number;
  strip: Rect;
  hitParade: Rect;
}

export const INFO_LINES = 5;

export function infoLayout(p: Platform, w: number, h: number): InfoLayout {
  const xs = p.xScale;
  const { w: cw, h: ch } = CARD[p.cardSize];
  const pitch = 32 * xs;
  const boxW = 8 * pitch + 24 * xs;
  const titleH = 12;
  const lineH = 10;
  const bh = 15;
  const boxH = 3 + titleH + 6 + INFO_LINES * lineH + 6 + ch + 8 + 6 + bh + 7;
  const x = (w - boxW) >> 1;
  const y = Math.max(0, (h - boxH) >> 1);
  const textY = y + 3 + titleH + 6;
  const suitY = textY + INFO_LINES * lineH + 6 + 4;
  const suitX = Array.from({ length: 8 }, (_, i) => x + 12 * xs + i * pitch + ((pitch - cw) >> 1));
  const bw = 96 * xs;
  return {
    box: { x, y, w: boxW, h: boxH },
    title: { x: x + 3, y: y + 3, w: boxW - 6, h: titleH },
    textX: x + 12 * xs,
    textY,
    lineH,
    suitX,
    suitY,
    strip: { x: x + 8 * xs, y: suitY - 4, w: boxW - 16 * xs, h: ch + 8 },
    hitParade: { x: x + ((boxW - bw) >> 1), y: suitY + ch + 4 + 6, w: bw, h: bh },
  };
}

export interface MessageLayout {
  box: Rect;
  textY: number;
  lineH: number;
}

export function messageLayout(p: Platform, w: number, h: number, lines: readonly string[]): MessageLayout {
  const longest = Math.max(...lines.map((l) => l.length), 8);
  const boxW = Math.min(w - 8, longest * 8 + 24 * p.xScale);
  const lineH = 10;
  const boxH = lines.length * lineH + 14;
  return { box: { x: (w - boxW) >> 1, y: (h - boxH) >> 1, w: boxW, h: boxH }, textY: ((h - boxH) >> 1) + 8, lineH };
}

/** Break a text into lines of at most `n` characters at spaces. */
export function wrapText(text: string, n: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > n) {
      out.push(line);
      line = word;
    } else line = line ? line + ' ' + word : word;
  }
  if (line) out.push(line);
  return out;
}
