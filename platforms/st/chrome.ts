/**
 * GEM's look: a white menu bar with a black rule, drop-downs as white boxes with a shadow, the
 * chosen item inverted; alert boxes with a double border, an icon and rounded-looking buttons,
 * the default one with a thick border.
 */
import type { Framebuffer } from '../../src/core/framebuffer';
import type { MenuBar } from '../../src/core/menus';
import type { Requester, RequesterLayout, AlertIcon } from '../../src/core/requester';
import type { DialogInk, Platform } from '../types';
import type { Rect } from '../../src/core/menus';
import type { Menu, MenuItem } from '../../src/core/app';
import { C } from '../../src/core/colours';
import type { ChromeColours } from '../chrome';

export function drawMenuBarST(fb: Framebuffer, p: Platform, bar: MenuBar, _title: string, c: ChromeColours): void {
  const l = bar.layout;
  if (!l) return;
  fb.fillRect(0, 0, fb.width, p.barHeight - 1, c.paper);
  fb.hline(0, p.barHeight - 1, fb.width, c.ink);
  l.titles.forEach((t, i) => {
    fb.text(p.font, ' ' + t.menu.title + ' ', t.x, 1, c.ink);
    if (i === bar.open) fb.swapColours(t.x, 0, t.w, p.barHeight - 1, c.paper, c.ink);
  });
  const d = bar.drop();
  if (!d) return;
  const b = d.box;
  fb.fillRect(b.x + 2, b.y + 2, b.w, b.h, c.ink); // GEM's drop shadow
  fb.fillRect(b.x, b.y, b.w, b.h, c.paper);
  fb.rect(b.x, b.y, b.w, b.h, c.ink);
  d.items.forEach((r, i) => {
    if (r.item === '-') {
      for (let x = r.x + 1; x < r.x + r.w - 1; x += 2) fb.pset(x, r.y + 3, c.dim);
      return;
    }
    const on = r.item.enabled !== false;
    const col = on ? c.ink : c.dim;
    fb.text(p.font, (r.item.checked ? '✓' : ' ') + ' ' + r.item.label, r.x + 1, r.y + 1, col);
    if (r.item.key) fb.text(p.font, r.item.key, r.x + r.w - r.item.key.length * 8 - 4, r.y + 1, col);
    if (on && i === bar.hover) fb.swapColours(r.x, r.y, r.w, r.h, c.paper, c.ink);
  });
}

function drawIcon(fb: Framebuffer, x: number, y: number, icon: AlertIcon, p: Platform, c: ChromeColours) {
  if (icon === 'stop') {
    // An octagon with STOP across it.
    for (let j = 0; j < 32; j++) {
      const cut = Math.max(0, 9 - j, j - 22);
      fb.hline(x + cut, y + j, 32 - 2 * cut, c.ink);
    }
    fb.text(p.font, 'STOP', x, y + 12, c.paper);
    return;
  }
  // A triangle (note "!") or a box ("?"), as GEM's alerts drew them.
  if (icon === 'note') {
    for (let j = 0; j < 30; j++) {
      const half = Math.round((j * 15) / 29);
      fb.hline(x + 16 - half, y + 1 + j, half * 2 + 1, c.ink);
    }
    fb.fillRect(x + 15, y + 10, 3, 12, c.paper);
    fb.fillRect(x + 15, y + 24, 3, 3, c.paper);
  } else {
    fb.fillRect(x + 2, y, 28, 32, c.ink);
    fb.fillRect(x + 5, y + 3, 22, 26, c.paper);
    fb.text(p.font, '?', x + 12, y + 12, c.ink);
    fb.text(p.font, '?', x + 13, y + 12, c.ink);
  }
}

export function drawRequesterST(fb: Framebuffer, p: Platform, r: Requester, l: RequesterLayout, c: ChromeColours): void {
  const b = l.box;
  fb.fillRect(b.x, b.y, b.w, b.h, c.paper);
  fb.rect(b.x, b.y, b.w, b.h, c.ink);
  fb.rect(b.x + 2, b.y + 2, b.w - 4, b.h - 4, c.ink);
  if (l.icon && r.spec.icon) drawIcon(fb, l.icon.x, l.icon.y, r.spec.icon, p, c);
  r.spec.lines.forEach((line, i) => fb.text(p.font, line, l.textX, l.textY + i * l.lineH, c.ink));
  if (l.field) {
    const f = l.field;
    fb.hline(f.x, f.y + f.h - 1, f.w, c.ink);
    const x = fb.text(p.font, r.text, f.x + 2, f.y + 1, c.ink);
    // Selected text is shown inverted (typing replaces it); otherwise the cursor follows the text.
    if (r.selected) fb.swapColours(f.x + 2, f.y + 1, x - f.x - 2, 8, c.paper, c.ink);
    else fb.fillRect(x, f.y + 1, 2, 8, c.ink);
  }
  l.buttons.forEach((bt, i) => {
    const def = i === (r.spec.defaultButton ?? 0);
    fb.fillRect(bt.x, bt.y, bt.w, bt.h, c.paper);
    fb.rect(bt.x, bt.y, bt.w, bt.h, c.ink);
    if (def) {
      fb.rect(bt.x - 1, bt.y - 1, bt.w + 2, bt.h + 2, c.ink);
      fb.rect(bt.x + 1, bt.y + 1, bt.w - 2, bt.h - 2, c.ink);
    }
    const label = r.spec.buttons[i]!;
    fb.text(p.font, label, bt.x + ((bt.w - label.length * 8) >> 1), bt.y + ((bt.h - 8) >> 1), c.ink);
    if (i === r.pressed) fb.swapColours(bt.x, bt.y, bt.w, bt.h, c.paper, c.ink);
  });
}

const ST_INK: DialogInk = { paper: C.WHITE, ink: C.BLACK, dim: C.DARKGREY, mark: C.BLACK, markInk: C.WHITE, rule: C.DARKGREY };

/** A GEM dialog: white, a double black border and a drop shadow. */
export function drawDialogST(fb: Framebuffer, b: Rect): DialogInk {
  fb.fillRect(b.x + 2, b.y + 2, b.w, b.h, C.BLACK);
  fb.fillRect(b.x, b.y, b.w, b.h, C.WHITE);
  fb.rect(b.x, b.y, b.w, b.h, C.BLACK);
  fb.rect(b.x + 2, b.y + 2, b.w - 4, b.h - 4, C.BLACK);
  return ST_INK;
}

/** A GEM exit button: a black frame, the default one thick-bordered, inverted while held. */
export function drawButtonST(fb: Framebuffer, p: Platform, r: Rect, label: string, s: { preset?: boolean; pressed?: boolean } = {}): void {
  fb.fillRect(r.x, r.y, r.w, r.h, C.WHITE);
  fb.rect(r.x, r.y, r.w, r.h, C.BLACK);
  if (s.preset) {
    fb.rect(r.x - 1, r.y - 1, r.w + 2, r.h + 2, C.BLACK);
    fb.rect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, C.BLACK);
  }
  fb.text(p.font, label, r.x + ((r.w - label.length * 8) >> 1), r.y + ((r.h - 8) >> 1), C.BLACK);
  if (s.pressed) fb.swapColours(r.x + 1, r.y + 1, r.w - 2, r.h - 2, C.WHITE, C.BLACK);
}

/** GEM: the About item heads a Desk menu of its own, the first title of the bar. */
export function withAboutST(menus: Menu[], about: MenuItem): Menu[] {
  return [{ title: 'Desk', items: [about] }, ...menus];
}
