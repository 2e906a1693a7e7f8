/**
 * The desktop the collection opens on: a GEM desktop with the drive A window on the ST, a
 * Workbench 1.3 screen with the disk window on the Amiga. Click selects an icon, double-click
 * opens it; a file such as SPIDER.SCR (the Hit Parade) is deleted from the menu, by the Delete key
 * or by dragging it onto the trash, after the platform's requester, as the manual says.
 */
import type { App, Button, KeyInput, Menu, Point } from '../core/app';
import type { Framebuffer } from '../core/framebuffer';
import type { Machine } from '../core/machine';
import type { Platform } from '../../platforms/types';
import { C, type ColourIndex } from '../core/colours';
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
    return 'Workbench release 1.3';
  }

  /** Workbench blue; GEM's desktop is a felt dither (the ST presents pens as they are). */
  get background(): ColourIndex {
    return this.m.platform.desktopColour;
  }

  menus(): Menu[] {
    const st = this.m.platform.name === 'st';
    const sel = this.selected;
    const file = DESKTOP_FILES.find((f) => f.id === sel);
    const canDelete = !!file?.remove;
    if (st)
      return [
        { title: 'Desk', items: [{ id: 'about', label: 'About the collection...' }] },
        {
          title: 'File',
          items: [
            { id: 'open', label: 'Open', enabled: !!sel },
            { id: 'delete', label: 'Delete...', enabled: canDelete },
          ],
        },
        {
          title: 'Options',
          items: [
            { id: 'amiga', label: 'Amiga presentation', key: 'F9' },
            { id: 'sound', label: 'Sound', checked: this.m.soundOn, key: 'F8' },
            '-',
            { id: 'reset', label: 'Reset' },
          ],
        },
      ];
    return [
      {
        title: 'Workbench',
        items: [
          { id: 'open', label: 'Open', enabled: !!sel },
          { id: 'delete', label: 'Discard', enabled: canDelete },
          '-',
          { id: 'about', label: 'About...' },
        ],
      },
      {
        title: 'Special',
        items: [
          { id: 'st', label: 'Atari ST presentation', key: 'F9' },
          { id: 'video', label: this.m.video === 'pal' ? 'NTSC screen' : 'PAL screen', key: 'F10' },
          { id: 'sound', label: 'Sound', checked: this.m.soundOn, key: 'F8' },
          { id: 'led', label: 'Audio filter (LED)', checked: this.m.led },
          '-',
          { id: 'reset', label: 'Reset' },
        ],
      },
    ];
  }

  relayout() {
    const st = this.m.platform.name === 'st';
    const items: DesktopItem[] = GAME_IDS.map((g) => ({ id: g, icon: g, label: st ? GAMES[g].stFile : GAMES[g].amigaFile }));
    for (const f of DESKTOP_FILES) if (f.exists(this.m)) items.push({ id: f.id, icon: f.icon, label: st ? f.stName : f.amigaName });
    const l = layoutDesktop(items, this.m.platform, this.m.fb.width, this.m.fb.height);
    this.window = l.window;
    this.icons = l.icons;
    this.m.menusChanged();
  }

  draw(fb: Framebuffer, p: Platform) {
    if (!this.icons.length) this.relayout();
    const st = p.name === 'st';
    if (st) {
      // GEM's low-resolution desktop: a green dither.
      fb.fillPattern(0, 0, fb.width, fb.height, [0xaaaa, 0x5555], C.FELT, C.DARKFELT);
    } else fb.clear(C.BLUE);
    this.drawWindow(fb, p);
    const d = this.drag;
    // GEM lights the icon a drag would drop on; Workbench leaves it as it is.
    const target = st && d?.moved ? this.dropTarget(d.at) : null;
    for (const ic of this.icons) {
      // Workbench lifts the dragged icon off its place; GEM leaves it and drags an outline.
      if (!st && d?.moved && ic.id === d.id) continue;
      drawIcon(fb, p, ic, this.selected === ic.id || target?.id === ic.id);
    }
    if (d?.moved) {
      const ic = this.icons.find((i) => i.id === d.id);
      if (ic) drawDragged(fb, p, ic, d.at.x - d.from.x, d.at.y - d.from.y);
    }
  }

  private drawWindow(fb: Framebuffer, p: Platform) {
    const w = this.window;
    const st = p.name === 'st';
    const n = this.icons.filter((i) => i.id !== 'drive' && i.id !== 'trash').length;
    if (st) {
      fb.fillRect(w.x, w.y, w.w, w.h, C.WHITE);
      fb.rect(w.x, w.y, w.w, w.h, C.BLACK);
      // Title bar: close box, dotted fill, centred title, full box.
      fb.fillPattern(w.x + 1, w.y + 1, w.w - 2, 10, [0xaaaa, 0x5555], C.BLACK, C.WHITE);
      fb.hline(w.x, w.y + 11, w.w, C.BLACK);
      fb.fillRect(w.x + 1, w.y + 1, 11, 10, C.WHITE);
      fb.rect(w.x, w.y, 12, 12, C.BLACK);
      fb.line(w.x + 3, w.y + 3, w.x + 8, w.y + 8, C.BLACK);
      fb.line(w.x + 8, w.y + 3, w.x + 3, w.y + 8, C.BLACK);
      fb.fillRect(w.x + w.w - 12, w.y + 1, 11, 10, C.WHITE);
      fb.rect(w.x + w.w - 12, w.y, 12, 12, C.BLACK);
      fb.rect(w.x + w.w - 9, w.y + 3, 6, 6, C.BLACK);
      const t = ' A:\\ ';
      fb.text(p.font, t, w.x + ((w.w - t.length * 8) >> 1), w.y + 2, C.BLACK, C.WHITE);
      const info = `${n * 23} KB used in ${n} items.`;
      fb.text(p.font, info, w.x + 4, w.y + 13, C.BLACK);
      fb.hline(w.x, w.y + 22, w.w, C.BLACK);
      return;
    }
    // Workbench 1.3 window: white border, title bar with close gadget and depth gadgets.
    fb.fillRect(w.x, w.y, w.w, w.h, C.BLUE);
    fb.rect(w.x, w.y, w.w, w.h, C.WHITE);
    fb.rect(w.x + 1, w.y, w.w - 2, w.h, C.WHITE);
    fb.fillRect(w.x, w.y, w.w, 10, C.WHITE);
    fb.fillRect(w.x + 2, w.y + 2, 20, 6, C.BLUE);
    fb.fillRect(w.x + 8, w.y + 3, 8, 4, C.WHITE);
    fb.text(p.font, 'Solitaire', w.x + 30, w.y + 1, C.BLUE);
    for (const gx of [w.x + w.w - 48, w.x + w.w - 24]) {
      fb.rect(gx + 2, w.y + 1, 12, 5, C.BLUE);
      fb.fillRect(gx + 8, w.y + 4, 12, 5, C.BLUE);
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
    const st = this.m.platform.name === 'st';
    const ic = this.icons.find((i) => i.id === id);
    void this.m.alert({
      lines: [`${ic?.label ?? id} belongs to`, 'the collection and', `cannot be ${st ? 'deleted' : 'discarded'}.`],
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
          lines: [`${this.m.platform.name === 'st' ? g.stFile : g.name} is not`, 'installed yet.'],
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
    const st = this.m.platform.name === 'st';
    const spec = st
      ? { lines: [`Delete ${f.stName}?`, 'It cannot be brought back.'], buttons: ['Delete', 'Cancel'] }
      : { lines: [`Discard ${f.amigaName}?`, 'What is discarded cannot', 'be brought back.'], buttons: ['Discard', 'Cancel'] };
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
      case 'amiga':
        m.setPlatform('amiga');
        break;
      case 'st':
        m.setPlatform('st');
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
