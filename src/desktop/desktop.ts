/**
 * The desktop the collection opens on: a GEM desktop with the drive A window on the ST, a
 * Workbench 1.3 screen with the disk window on the Amiga. Click selects an icon, double-click
 * opens it; a file such as SPIDER.SCR (the Hit Parade) is deleted from the menu, by the Delete key
 * or by dragging it onto the trash, after the platform's requester, as the manual says.
 */
import type { App, Button, KeyInput, Menu, Point } from '../core/app';
import type { Framebuffer } from '../core/framebuffer';
import type { Machine } from '../core/machine';
import { isPlatformName, type Platform } from '../core/platform';
import type { ColourIndex } from '../core/colours';
import { DESKTOP_FILES, GAMES, GAME_IDS, type GameId } from '../games/registry';
import { inRect, type Rect } from '../core/menus';
import { VERSION } from '../version';
import { iconParts, layoutDesktop, type DesktopIcon, type DesktopItem } from './layout';
import { drawDragged, drawIcon } from './icons';

export type { DesktopIcon } from './layout';
export type { DesktopFile } from '../games/registry';

const DOUBLE_MS = 450;

export class Desktop implements App {
  readonly id = 'desktop';
  readonly screen = 'graphics' as const;
  selected: string | null = null;
  private icons: DesktopIcon[] = [];
  private lastClick = { id: '', t: -1e9 };
  /** An icon held down: where the press was, where the pointer is, whether it has moved yet. */
  private drag: { id: string; from: Point; at: Point; moved: boolean } | null = null;
  private window: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(
    private m: Machine,
    private launch: (id: GameId) => void,
  ) {}

  get title() {
    return this.m.platform.desktop.title;
  }

  /** Workbench blue; GEM's desktop is a felt dither (the ST presents pens as they are). */
  get background(): ColourIndex {
    return this.m.platform.desktopColour;
  }

  menus(): Menu[] {
    const m = this.m;
    const file = DESKTOP_FILES.find((f) => f.id === this.selected);
    return m.platform.desktop.menus({ selected: !!this.selected, canDelete: !!file?.remove, soundOn: m.soundOn, led: m.led, video: m.video });
  }

  relayout() {
    const p = this.m.platform;
    const items: DesktopItem[] = GAME_IDS.map((g) => ({ id: g, icon: g, label: p.fileName({ short: GAMES[g].stFile, long: GAMES[g].amigaFile }) }));
    for (const f of DESKTOP_FILES) if (f.exists(this.m)) items.push({ id: f.id, icon: f.icon, label: p.fileName({ short: f.stName, long: f.amigaName }) });
    const l = layoutDesktop(items, p, this.m.fb.width, this.m.fb.height);
    this.window = l.window;
    this.icons = l.icons;
    this.m.menusChanged();
  }

  draw(fb: Framebuffer, p: Platform) {
    if (!this.icons.length) this.relayout();
    const look = p.desktop;
    look.drawBackground(fb);
    look.drawWindow(fb, p.font, this.window, this.icons.filter((i) => i.id !== 'drive' && i.id !== 'trash').length);
    const d = this.drag;
    // GEM lights the icon a drag would drop on; Workbench leaves it as it is.
    const target = look.dragsOutline && d?.moved ? this.dropTarget(d.at) : null;
    for (const ic of this.icons) {
      // Workbench lifts the dragged icon off its place; GEM leaves it and drags an outline.
      if (!look.dragsOutline && d?.moved && ic.id === d.id) continue;
      drawIcon(fb, p, ic, this.selected === ic.id || target?.id === ic.id);
    }
    if (d?.moved) {
      const ic = this.icons.find((i) => i.id === d.id);
      if (ic) drawDragged(fb, p, ic, d.at.x - d.from.x, d.at.y - d.from.y);
    }
  }

  /** Every icon's image and label as drawn (for tests of the layout, and automation's state). */
  iconLayout(): { id: string; image: Rect; label: Rect }[] {
    if (!this.icons.length) this.relayout();
    return this.icons.map((ic) => ({ id: ic.id, ...iconParts(ic, this.m.platform) }));
  }

  private hit(pt: Point): DesktopIcon | null {
    return this.icons.find((i) => inRect(pt, i.rect)) ?? null;
  }

  /** The icon a dragged file would be dropped on: only the trash takes files. */
  private dropTarget(pt: Point): DesktopIcon | null {
    const ic = this.hit(pt);
    return ic?.id === 'trash' ? ic : null;
  }

  pointerDown(pt: Point, b: Button) {
    this.drag = null;
    if (b !== 'left') return;
    const ic = this.hit(pt);
    const now = this.m.inputAt; // when the press happened, not when it was handled
    if (!ic) {
      this.select(null);
      return;
    }
    const double = this.lastClick.id === ic.id && now - this.lastClick.t < DOUBLE_MS;
    this.lastClick = { id: ic.id, t: double ? -1e9 : now };
    this.select(ic.id);
    if (double) this.open(ic.id);
    // The window's icons can be dragged (to the trash); the drive and the trash stay put.
    else if (ic.id !== 'drive' && ic.id !== 'trash') this.drag = { id: ic.id, from: pt, at: pt, moved: false };
  }

  pointerMove(pt: Point) {
    const d = this.drag;
    if (!d) return;
    // A few pixels of slack, so a shaky double-click is not a drag.
    if (!d.moved && Math.abs(pt.x - d.from.x) <= 2 * this.m.platform.xScale && Math.abs(pt.y - d.from.y) <= 2) return;
    d.moved = true;
    d.at = pt;
    this.m.invalidate();
  }

  pointerUp(pt: Point, b: Button) {
    const d = this.drag;
    if (b !== 'left' || !d) return;
    this.drag = null;
    if (!d.moved) return;
    this.lastClick = { id: '', t: -1e9 };
    this.m.invalidate();
    if (this.dropTarget(pt)) this.trash(d.id);
  }

  /** A file dropped on the trash: deleted after the same confirmation as the menu's; programs stay. */
  private trash(id: string) {
    if (DESKTOP_FILES.some((f) => f.id === id && f.remove !== undefined)) {
      this.remove(id);
      return;
    }
    const ic = this.icons.find((i) => i.id === id);
    void this.m.alert({
      lines: this.m.platform.desktop.cannotDelete(ic?.label ?? id),
      buttons: ['OK'],
      icon: 'stop',
    });
  }

  private select(id: string | null) {
    if (this.selected === id) return;
    this.selected = id;
    this.m.menusChanged();
  }

  key(k: KeyInput) {
    if ((k.key === 'Delete' || k.key === 'Backspace') && this.selected) {
      // A program, the disk or the trash cannot be deleted: refused with the machine's beep.
      if (DESKTOP_FILES.some((f) => f.id === this.selected && f.remove !== undefined)) this.remove(this.selected);
      else this.m.beep();
    }
    if (k.key === 'Enter' && this.selected) this.open(this.selected);
  }

  open(id: string) {
    if ((GAME_IDS as string[]).includes(id)) {
      const g = GAMES[id as GameId];
      if (!g.load) {
        void this.m.alert({
          lines: [`${this.m.platform.fileName({ short: g.stFile, long: g.name })} is not`, 'installed yet.'],
          buttons: ['OK'],
          icon: 'note',
        });
        return;
      }
      this.launch(id as GameId);
      return;
    }
    const f = DESKTOP_FILES.find((x) => x.id === id);
    if (f) {
      f.open(this.m);
      return;
    }
    if (id === 'trash') void this.m.alert({ lines: ['The trash can is empty.'], buttons: ['OK'], icon: 'note' });
    if (id === 'drive') void this.m.alert({ lines: ['This is the collection disk:', 'its programs are in the window.'], buttons: ['OK'], icon: 'note' });
  }

  /** Delete a file, after GEM's confirmation alert or Workbench's Discard requester; Cancel keeps it. */
  remove(id: string) {
    const f = DESKTOP_FILES.find((x) => x.id === id);
    if (!f?.remove) return;
    const spec = this.m.platform.desktop.confirmDelete(f.stName, f.amigaName);
    void this.m.alert({ ...spec, defaultButton: 1, icon: 'question' }).then((r) => {
      if (r.button !== 0) return;
      f.remove!(this.m);
      this.selected = null;
      this.relayout();
      this.m.invalidate();
    });
  }

  menu(_title: string, id: string) {
    const m = this.m;
    // the look's item for the other machine carries that machine's name
    if (isPlatformName(id)) m.setPlatform(id);
    switch (id) {
      case 'about':
        void m.alert({
          lines: ['Retro Solitaire ' + VERSION, 'Spider, King\'s Korner, Gulf', "and Idiot's Delight, as on", 'the Atari ST and the Amiga.'],
          buttons: ['OK'],
          icon: 'note',
        });
        break;
      case 'open':
        if (this.selected) this.open(this.selected);
        break;
      case 'delete':
        if (this.selected) this.remove(this.selected);
        break;
      case 'video':
        m.setVideo(m.video === 'pal' ? 'ntsc' : 'pal');
        break;
      case 'sound':
        m.setSound(!m.soundOn);
        m.menusChanged();
        break;
      case 'led':
        m.setLed(!m.led);
        m.menusChanged();
        break;
      case 'reset':
        m.run(new Desktop(m, this.launch));
        break;
    }
  }

  state() {
    return {
      game: 'desktop',
      icons: this.icons.map((i) => i.id),
      selected: this.selected,
      layout: this.iconLayout(),
    };
  }

  locate(target: string): Point | null {
    const [kind, id] = target.split(':');
    if (kind !== 'icon' || !id) return null;
    const ic = this.icons.find((i) => i.id === id);
    return ic ? { x: ic.rect.x + (ic.rect.w >> 1), y: ic.rect.y + 8 } : null;
  }
}
