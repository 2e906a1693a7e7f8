/**
 * Intuition's look (Workbench 1.3): the screen title bar in white with black text and the depth
 * gadgets at the right; while the right button is held the bar shows the menu strip; menus are
 * white boxes with black borders, the lit item complemented. Requesters are blue boxes with
 * white-and-black bevelled gadgets along the bottom.
 */
import type { Framebuffer } from '../../src/core/framebuffer';
import type { MenuBar } from '../../src/core/menus';
import type { Requester, RequesterLayout } from '../../src/core/requester';
import type { DialogInk, Platform } from '../types';
import type { Rect } from '../../src/core/menus';
import type { Menu, MenuItem } from '../../src/core/app';
import { C } from '../../src/core/colours';
import type { ChromeColours } from '../chrome';
import { AMIGA_KEY_GAP, AMIGA_KEY_ROWS, AMIGA_KEY_W } from './font';

export function drawMenuBarAmiga(fb: Framebuffer, p: Platform, bar: MenuBar, title: string, c: ChromeColours): void {
  const h = p.barHeight;
  fb.fillRect(0, 0, fb.width, h, c.paper);
  fb.hline(0, h - 1, fb.width, c.ink);
  // Depth gadgets: two overlapping boxes, back and front.
  for (const gx of [fb.width - 46, fb.width - 23]) {
    fb.vline(gx - 1, 0, h - 1, c.ink);
    fb.rect(gx + 3, 1, 12, 5, c.ink);
    fb.fillRect(gx + 8, 4, 12, 5, gx > fb.width - 40 ? c.paper : c.ink);
    fb.rect(gx + 8, 4, 12, 5, c.ink);
  }
  const l = bar.layout;
  if (!l || !bar.strip) {
    fb.text(p.font, title, 4, 1, c.ink);
    return;
  }
  l.titles.forEach((t, i) => {
    fb.text(p.font, ' ' + t.menu.title + ' ', t.x, 1, c.ink);
    if (i === bar.open) fb.swapColours(t.x, 0, t.w, h - 1, c.paper, c.ink);
  });
  const d = bar.drop();
  if (!d) return;
  const b = d.box;
  fb.fillRect(b.x, b.y, b.w, b.h, c.paper);
  fb.rect(b.x, b.y, b.w, b.h, c.ink);
  d.items.forEach((r, i) => {
    if (r.item === '-') {
      fb.hline(r.x + 2, r.y + 2, r.w - 4, c.ink);
      return;
    }
    const on = r.item.enabled !== false;
    fb.text(p.font, (r.item.checked ? '✓' : ' ') + r.item.label, r.x + 2, r.y + 1, c.ink);
    if (r.item.key) drawShortcutAmiga(fb, p, r.item.key, r.x + r.w - 4, r.y + 1, c.ink);
    // Intuition ghosts a disabled item with a dot pattern over it.
    if (!on) for (let y = r.y; y < r.y + r.h; y += 2) for (let x = r.x + ((y >> 1) & 1); x < r.x + r.w; x += 2) fb.pset(x, y, c.paper);
    if (on && i === bar.hover) fb.swapColours(r.x, r.y, r.w, r.h, c.paper, c.ink);
  });
}

/** A command key ('^N') is Intuition's COMMSEQ: the right-Amiga glyph, then the letter. */
const commandLetter = (key: string) => (/^\^.$/.test(key) ? key[1]! : null);

export function shortcutWidthAmiga(key: string): number {
  return commandLetter(key) !== null ? AMIGA_KEY_W + AMIGA_KEY_GAP + 8 : key.length * 8;
}

/** A shortcut drawn right-aligned to `right`. */
function drawShortcutAmiga(fb: Framebuffer, p: Platform, key: string, right: number, y: number, ink: number) {
  const x = right - shortcutWidthAmiga(key);
  const letter = commandLetter(key);
  if (letter === null) {
    fb.text(p.font, key, x, y, ink);
    return;
  }
  AMIGA_KEY_ROWS.forEach((row, j) => {
    for (let i = 0; i < row.length; i++) if (row[i] === '#') fb.pset(x + i, y + j, ink);
  });
  fb.text(p.font, letter, x + AMIGA_KEY_W + AMIGA_KEY_GAP, y, ink);
}

/** Intuition's bevel: light top-left, dark bottom-right (reversed when pressed). */
export function bevel(fb: Framebuffer, x: number, y: number, w: number, h: number, c: Pick<ChromeColours, 'paper' | 'ink'>, inset: boolean) {
  const lt = inset ? c.ink : c.paper;
  const rb = inset ? c.paper : c.ink;
  fb.hline(x, y, w, lt);
  fb.vline(x, y, h, lt);
  fb.vline(x + 1, y, h, lt);
  fb.hline(x, y + h - 1, w, rb);
  fb.vline(x + w - 1, y, h, rb);
  fb.vline(x + w - 2, y, h, rb);
}

export function drawRequesterAmiga(fb: Framebuffer, p: Platform, r: Requester, l: RequesterLayout, c: ChromeColours): void {
  const b = l.box;
  fb.fillRect(b.x, b.y, b.w, b.h, c.back);
  bevel(fb, b.x, b.y, b.w, b.h, c, false);
  fb.fillRect(b.x + 4, b.y + 3, b.w - 8, 1, c.ink);
  r.spec.lines.forEach((line, i) => fb.text(p.font, line, l.textX, l.textY + i * l.lineH, c.paper));
  if (l.field) {
    const f = l.field;
    fb.fillRect(f.x, f.y, f.w, f.h, c.back);
    bevel(fb, f.x - 2, f.y - 1, f.w + 4, f.h + 2, c, true);
    const x = fb.text(p.font, r.text, f.x + 2, f.y + 2, c.paper);
    // Selected text is highlighted (typing replaces it); otherwise Intuition's block cursor follows it.
    if (r.selected) fb.swapColours(f.x + 2, f.y + 2, x - f.x - 2, 8, c.back, c.accent);
    else fb.fillRect(x, f.y + 2, 8, 8, c.accent);
  }
  l.buttons.forEach((bt, i) => {
    bevel(fb, bt.x, bt.y, bt.w, bt.h, c, i === r.pressed);
    const label = r.spec.buttons[i]!;
    fb.text(p.font, label, bt.x + ((bt.w - label.length * 8) >> 1), bt.y + ((bt.h - 8) >> 1), c.paper);
  });
}

const WB = { paper: C.WHITE, ink: C.BLACK };
const AMIGA_INK: DialogInk = { paper: C.BLUE, ink: C.WHITE, dim: C.CREAM, mark: C.ORANGE, markInk: C.BLACK, rule: C.BLACK };

/** An Intuition requester panel: Workbench blue, bevelled, a black rule under the top edge. */
export function drawDialogAmiga(fb: Framebuffer, b: Rect): DialogInk {
  fb.fillRect(b.x, b.y, b.w, b.h, C.BLUE);
  bevel(fb, b.x, b.y, b.w, b.h, WB, false);
  fb.fillRect(b.x + 4, b.y + 3, b.w - 8, 1, C.BLACK);
  return AMIGA_INK;
}

/** An Intuition gadget: bevelled (reversed while held), the preset one filled orange. */
export function drawButtonAmiga(fb: Framebuffer, p: Platform, r: Rect, label: string, s: { preset?: boolean; pressed?: boolean } = {}): void {
  fb.fillRect(r.x, r.y, r.w, r.h, s.preset ? C.ORANGE : C.BLUE);
  bevel(fb, r.x, r.y, r.w, r.h, WB, !!s.pressed);
  fb.text(p.font, label, r.x + ((r.w - label.length * 8) >> 1), r.y + ((r.h - 8) >> 1), s.preset ? C.BLACK : C.WHITE);
}

/** Intuition: the About item comes first in the first menu, with a separator under it. */
export function withAboutAmiga(menus: Menu[], about: MenuItem): Menu[] {
  const [first, ...rest] = menus;
  if (!first) return [{ title: 'Project', items: [about] }];
  return [{ ...first, items: [about, '-', ...first.items] }, ...rest];
}
