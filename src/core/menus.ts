/**
 * Menu bar logic for both gestures. GEM (ST): the bar is always visible, a menu drops when the
 * pointer rests on its title, a left click chooses. Intuition (Amiga): holding the right button
 * replaces the screen title with the menu strip, releasing over an item chooses it.
 * By finger on the ST (no hover to show where the finger is), a tap on an item lights it and a
 * second tap on it chooses it, so a slip of the finger chooses nothing; a finger that slides from
 * the title to an item and lifts chooses it at once. On the Amiga a finger's long press is the right
 * button, so press-hold-slide-lift works as with a mouse; a finger that lifts on the screen's title
 * bar, having chosen nothing, leaves the strip up, and then taps work as on the ST.
 * Layout is computed here; the look is the platform's (platforms/<name>/chrome.ts).
 */
import type { Menu, MenuItem, Point } from './ui';

/** What the menu bar reads of the Platform (which extends this): its port, so menus need not import the Platform. */
export interface MenuLook {
  readonly barHeight: number;
  readonly menuInset: number;
  readonly menuGesture: 'hover' | 'right-hold';
  shortcutWidth(key: string): number;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface TitleBox extends Rect {
  menu: Menu;
}
export interface ItemBox extends Rect {
  item: MenuItem | '-';
}
export interface MenuLayout {
  bar: Rect;
  titles: TitleBox[];
}

export const ITEM_H = 10;

export function inRect(p: Point, r: Rect): boolean {
  return p.x >= r.x && p.y >= r.y && p.x < r.x + r.w && p.y < r.y + r.h;
}

export function layoutBar(menus: Menu[], p: MenuLook, width: number): MenuLayout {
  const bar = { x: 0, y: 0, w: width, h: p.barHeight };
  let x = p.menuInset;
  const titles: TitleBox[] = [];
  for (const m of menus) {
    const w = (m.title.length + 2) * 8;
    titles.push({ x, y: 0, w, h: p.barHeight, menu: m });
    x += w;
  }
  return { bar, titles };
}

export function layoutDrop(t: TitleBox, p: MenuLook, screenW: number): { box: Rect; items: ItemBox[] } {
  let chars = 4;
  for (const it of t.menu.items) {
    if (it === '-') continue;
    chars = Math.max(chars, it.label.length + (it.key ? Math.ceil(p.shortcutWidth(it.key) / 8) + 2 : 0) + 3);
  }
  const w = chars * 8 + 4;
  const x = Math.max(0, Math.min(t.x, screenW - w - 1));
  const y = p.barHeight;
  const items: ItemBox[] = [];
  let yy = y + 2;
  for (const it of t.menu.items) {
    const h = it === '-' ? 6 : ITEM_H;
    items.push({ x: x + 1, y: yy, w: w - 2, h, item: it });
    yy += h;
  }
  return { box: { x, y, w, h: yy - y + 2 }, items };
}

export type MenuChoice = { title: string; id: string };

/** The menu state machine. `open` is the index of the dropped menu, `hover` of the lit item. */
export class MenuBar {
  menus: Menu[] = [];
  layout: MenuLayout | null = null;
  open = -1;
  hover = -1;
  /** Amiga: the right button is down and the strip is showing. */
  strip = false;
  /** Amiga by finger: the strip stays up after the finger lifted on the bar; taps choose. */
  sticky = false;
  /** By finger: the item a first tap lit (a second tap on it chooses it), and the item the press began on. */
  private armed = -1;
  private downItem = -1;

  constructor(private p: MenuLook, private width: number) {}

  setMenus(menus: Menu[] | null, p: MenuLook, width: number) {
    this.p = p;
    this.width = width;
    this.menus = menus ?? [];
    this.layout = menus ? layoutBar(this.menus, p, width) : null;
    if (this.open >= this.menus.length) this.close();
  }

  get active(): boolean {
    return this.open >= 0 || this.strip;
  }

  close() {
    this.open = -1;
    this.hover = -1;
    this.strip = false;
    this.sticky = false;
    this.armed = -1;
  }

  drop() {
    const t = this.layout?.titles[this.open];
    return t ? layoutDrop(t, this.p, this.width) : null;
  }

  private titleAt(pt: Point): number {
    if (!this.layout) return -1;
    return this.layout.titles.findIndex((t) => inRect(pt, t));
  }

  private itemAt(pt: Point): number {
    const d = this.drop();
    if (!d) return -1;
    return d.items.findIndex((r) => inRect(pt, r) && r.item !== '-');
  }

  /** Pointer moved. Returns true when the menu system used it (the app should not see it). */
  move(pt: Point): boolean {
    if (!this.layout) return false;
    if (this.p.menuGesture === 'hover') {
      const t = this.titleAt(pt);
      if (t >= 0) {
        if (t !== this.open) {
          this.open = t;
          this.hover = -1;
          this.armed = -1;
        }
        return true;
      }
      if (this.open >= 0) {
        const i = this.itemAt(pt);
        // A finger resting nowhere keeps the lit item lit.
        if (i >= 0 || this.armed < 0) this.hover = i;
        return true;
      }
      return false;
    }
    if (!this.strip) return false;
    const t = this.titleAt(pt);
    if (t >= 0 && t !== this.open) {
      this.open = t;
      this.hover = -1;
      this.armed = -1;
    }
    const i = this.itemAt(pt);
    if (i >= 0 || this.armed < 0) this.hover = i;
    return true;
  }

  /** A tap (or a slide) while a menu is down by finger: a title drops its menu, a first tap on an item lights it, a second (or a slide's lift) chooses it. */
  private tapUp(pt: Point, touch: boolean): { consumed: boolean; choice: MenuChoice | null } {
    const t = this.titleAt(pt);
    if (t >= 0) {
      if (this.sticky && t !== this.open) {
        this.open = t;
        this.hover = this.armed = -1;
      }
      return { consumed: true, choice: null }; // a title keeps its menu down
    }
    const i = this.itemAt(pt);
    if (touch && i >= 0 && i === this.downItem && i !== this.armed) {
      // A tap on an item not lit yet only lights it.
      this.armed = this.hover = i;
      return { consumed: true, choice: null };
    }
    const choice = this.pick(pt);
    this.close();
    return { consumed: true, choice };
  }

  /** A button went down (`touch`: by finger). Returns true when consumed. */
  down(pt: Point, button: 'left' | 'right', touch = false): boolean {
    if (!this.layout) return false;
    if (this.p.menuGesture === 'right-hold') {
      if (this.sticky && button === 'left') {
        this.downItem = touch ? this.itemAt(pt) : -1;
        return true;
      }
      if (button !== 'right') return false;
      this.sticky = false;
      this.strip = true;
      this.open = this.titleAt(pt);
      this.hover = this.itemAt(pt);
      return true;
    }
    if (this.open >= 0 && button === 'left') {
      this.downItem = touch ? this.itemAt(pt) : -1;
      return true; // chosen on release
    }
    if (inRect(pt, this.layout.bar)) return true;
    return false;
  }

  /** A button came up: may choose an item. `consumed` says whether the app should ignore it. */
  up(pt: Point, button: 'left' | 'right', touch = false): { consumed: boolean; choice: MenuChoice | null } {
    if (!this.layout) return { consumed: false, choice: null };
    if (this.p.menuGesture === 'right-hold') {
      if (this.sticky && button === 'left') return this.tapUp(pt, touch);
      if (button !== 'right' || !this.strip) return { consumed: false, choice: null };
      const choice = this.pick(pt);
      if (!choice && touch && inRect(pt, this.layout.bar)) {
        // The finger lifted on the bar and chose nothing: the strip stays for taps.
        this.sticky = true;
        return { consumed: true, choice: null };
      }
      this.close();
      return { consumed: true, choice };
    }
    if (this.open < 0) return { consumed: inRect(pt, this.layout.bar), choice: null };
    if (button !== 'left') return { consumed: true, choice: null };
    return this.tapUp(pt, touch);
  }

  private pick(pt: Point): MenuChoice | null {
    const d = this.drop();
    if (!d) return null;
    const i = this.itemAt(pt);
    const it = d.items[i]?.item;
    if (!it || it === '-' || it.enabled === false) return null;
    return { title: this.menus[this.open]!.title, id: it.id };
  }

  /** Centre of `menu:<Title>` or `menu:<Title>:<Item>` (item by label or id), whether open or not. */
  locate(target: string[]): Point | null {
    if (!this.layout) return null;
    const ti = this.layout.titles.findIndex((t) => t.menu.title.toLowerCase() === (target[0] ?? '').toLowerCase());
    const t = this.layout.titles[ti];
    if (!t) return null;
    if (target.length < 2) return { x: t.x + (t.w >> 1), y: t.y + (t.h >> 1) };
    const d = layoutDrop(t, this.p, this.width);
    const want = target.slice(1).join(':').toLowerCase();
    const r = d.items.find(
      (b) => b.item !== '-' && (b.item.label.toLowerCase().replace(/[.…]+$/, '') === want.replace(/[.…]+$/, '') || b.item.id.toLowerCase() === want),
    );
    return r ? { x: r.x + (r.w >> 1), y: r.y + (r.h >> 1) } : null;
  }
}
