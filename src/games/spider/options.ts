/**
 * The title and options screen shown when Spider is opened from the desktop: title art, rules
 * (ST / GNOME), suits (1 / 2 / 4), the deal number (shown, typed in, or drawn anew), Start and
 * Desktop (a saved game is offered by the launcher before this screen). Layout in ST units,
 * widened by xScale and centred vertically, so it fits 320 x 200, 640 x 200 and 640 x 256.
 */
import type { Framebuffer } from '../../core/framebuffer';
import type { Platform } from '../../core/platform';
import type { Point } from '../../core/app';
import { inRect, type Rect } from '../../core/menus';
import { C } from '../../core/colours';
import { drawCardFace } from '../../art/cards';
import type { SpiderRules, SpiderSuits } from './engine';
import { centreText } from './screen';

export interface OptionsModel {
  rules: SpiderRules;
  suits: SpiderSuits;
  deal: number;
  /** "Winnable deals only" for the suit count shown. */
  winnable: boolean;
  /** The search for a winnable deal, shown while it runs. */
  status: string | null;
  /** A board served this page: its daily deal is offered (Today). */
  daily?: boolean;
}

export const OPTION_IDS = ['st', 'gnome', '1', '2', '4', 'all', 'winnable', 'deal', 'new', 'aidsOff', 'aidsOn', 'start', 'today', 'desktop'] as const;
export type OptionId = (typeof OPTION_IDS)[number];

const BASE: Record<OptionId, [x: number, y: number, w: number]> = {
  st: [120, 62, 64],
  gnome: [192, 62, 64],
  '1': [120, 80, 40],
  '2': [168, 80, 40],
  '4': [216, 80, 40],
  all: [120, 98, 64],
  winnable: [192, 98, 72],
  deal: [120, 116, 96],
  new: [224, 116, 40],
  aidsOff: [120, 134, 64],
  aidsOn: [192, 134, 64],
  start: [68, 154, 72],
  desktop: [180, 154, 72],
  // Shown only when a board served the page: Start, Today and Desktop then share the row.
  today: [124, 154, 72],
};
const BH = 15;

const top = (h: number) => Math.max(0, (h - 200) >> 1);

/** With Today on the screen, the last row's three buttons. */
const DAILY_ROW: Partial<Record<OptionId, [x: number, y: number, w: number]>> = { start: [28, 154, 72], today: [124, 154, 72], desktop: [220, 154, 72] };

export function optionRects(p: Platform, w: number, h: number, daily = false): Record<OptionId, Rect> {
  const xs = p.xScale;
  const ox = (w - 320 * xs) >> 1;
  const oy = top(h);
  const out = {} as Record<OptionId, Rect>;
  for (const id of OPTION_IDS) {
    const [x, y, bw] = (daily ? DAILY_ROW[id] : undefined) ?? BASE[id];
    out[id] = { x: ox + x * xs, y: oy + y, w: bw * xs, h: BH };
  }
  return out;
}

export function optionAt(p: Platform, w: number, h: number, pt: Point, daily = false): OptionId | null {
  const r = optionRects(p, w, h, daily);
  return OPTION_IDS.find((id) => (id !== 'today' || daily) && inRect(pt, r[id])) ?? null;
}

/** Text drawn big: each font pixel a block (sx wide, sy tall). */
function bigText(fb: Framebuffer, p: Platform, s: string, x: number, y: number, sx: number, sy: number, c: number): void {
  for (const ch of s) {
    const g = p.font.glyph(ch);
    for (let j = 0; j < p.font.height; j++)
      for (let i = 0; i < 8; i++) if (((g[j] ?? 0) >> (7 - i)) & 1) fb.fillRect(x + i * sx, y + j * sy, sx, sy, c);
    x += 8 * sx;
  }
}

/** A black spider hanging on its thread. */
function drawSpider(fb: Framebuffer, xs: number, cx: number, cy: number): void {
  fb.vline(cx, 0, cy - 6, C.LIGHTGREY);
  const blob = (x: number, y: number, rx: number, ry: number, c: number) => {
    for (let j = -ry; j <= ry; j++) {
      const half = Math.round(rx * Math.sqrt(1 - (j * j) / (ry * ry + 0.01)));
      fb.hline(x - half * xs, y + j, 2 * half * xs + 1, c);
    }
  };
  for (let k = 0; k < 4; k++) {
    const ky = cy - 2 + k * 3;
    for (const dir of [-1, 1]) {
      const kx = cx + dir * (7 + k) * xs;
      const kneeY = ky - 5 + k * 2;
      fb.line(cx, ky, kx, kneeY, C.BLACK);
      fb.line(kx, kneeY, cx + dir * (11 + 2 * k) * xs, ky + 6 + k * 2, C.BLACK);
      fb.line(cx, ky + 1, kx, kneeY + 1, C.BLACK);
    }
  }
  blob(cx, cy - 4, 3, 3, C.BLACK);
  blob(cx, cy + 5, 5, 7, C.BLACK);
  fb.fillRect(cx - xs, cy + 3, 2 * xs + 1, 2, C.RED);
  fb.fillRect(cx - xs, cy + 7, 2 * xs + 1, 2, C.RED);
  fb.pset(cx - xs, cy - 5, C.RED);
  fb.pset(cx + xs, cy - 5, C.RED);
}

function button(fb: Framebuffer, p: Platform, r: Rect, label: string, selected: boolean): void {
  const xs = p.xScale;
  fb.fillRect(r.x + xs, r.y + 1, r.w, r.h, C.DARKFELT);
  fb.fillRect(r.x, r.y, r.w, r.h, selected ? C.BLACK : C.WHITE);
  fb.rect(r.x, r.y, r.w, r.h, C.BLACK);
  if (selected) fb.rect(r.x + 1 * xs, r.y + 1, r.w - 2 * xs, r.h - 2, C.WHITE);
  centreText(fb, p, label, r, selected ? C.WHITE : C.BLACK);
}

/** `aids`: the collection's Aids preference, shown and switched here as in every game's options. */
export function drawOptions(fb: Framebuffer, p: Platform, model: OptionsModel, aids: boolean): void {
  const xs = p.xScale;
  const ox = (fb.width - 320 * xs) >> 1;
  const oy = top(fb.height);
  fb.clear(C.FELT);
  // title: SPIDER in big letters with a shadow, a spider on its thread, a fan of cards
  const tw = 6 * 8 * 3 * xs;
  const tx = ox + ((320 * xs - tw) >> 1);
  bigText(fb, p, 'SPIDER', tx + 2 * xs, oy + 10, 3 * xs, 3, C.BLACK);
  bigText(fb, p, 'SPIDER', tx, oy + 8, 3 * xs, 3, C.YELLOW);
  const sub = xs > 1 ? 'after Jean-Etienne Doucet, 1992' : 'after J.-E. Doucet';
  centreText(fb, p, sub, { x: ox, y: oy + 36, w: 320 * xs, h: 8 }, C.WHITE);
  drawSpider(fb, xs, ox + 36 * xs, oy + 44);
  const size = p.cardSize;
  ['KS', 'QH', 'JD'].forEach((c, i) => drawCardFace(fb, ox + (262 + i * 12) * xs, oy + 6 + i * 3, c, size));
  // the choices
  const daily = model.daily === true;
  const r = optionRects(p, fb.width, fb.height, daily);
  const label = (s: string, y: number) => fb.text(p.font, s, ox + 32 * xs, oy + y + 4, C.WHITE);
  label('Rules', 62);
  label('Suits', 80);
  label('Deals', 98);
  label('Deal', 116);
  label('Aids', 134);
  button(fb, p, r.st, 'ST', model.rules === 'st');
  button(fb, p, r.gnome, 'GNOME', model.rules === 'gnome');
  for (const n of ['1', '2', '4'] as const) button(fb, p, r[n], n, String(model.suits) === n);
  button(fb, p, r.all, 'All', !model.winnable);
  button(fb, p, r.winnable, 'Winnable', model.winnable);
  const d = r.deal;
  fb.fillRect(d.x, d.y, d.w, d.h, C.WHITE);
  fb.rect(d.x, d.y, d.w, d.h, C.BLACK);
  fb.text(p.font, String(model.deal), d.x + 4 * xs, d.y + 4, C.BLACK);
  button(fb, p, r.new, 'New', false);
  button(fb, p, r.aidsOff, 'Off', !aids);
  button(fb, p, r.aidsOn, 'On', aids);
  button(fb, p, r.start, 'Start', false);
  if (daily) button(fb, p, r.today, 'Today', false);
  button(fb, p, r.desktop, 'Desktop', false);
  const help = xs > 1 ? 'Left button: move cards.   Right button: control panel.   Keys: H D U I V Q' : 'Left button moves, right: panel';
  centreText(fb, p, help, { x: ox, y: oy + 175, w: 320 * xs, h: 8 }, C.CREAM);
  if (model.status) centreText(fb, p, model.status, { x: ox, y: oy + 186, w: 320 * xs, h: 8 }, C.YELLOW);
  else centreText(fb, p, 'Click the deal number to type one', { x: ox, y: oy + 186, w: 320 * xs, h: 8 }, C.LIGHTGREY);
}
