/**
 * The desktop the collection opens on: a GEM desktop with the drive A window on the ST, a
 * Workbench 1.3 screen with the disk window on the Amiga. Click selects an icon, double-click
 * opens it; SPIDER.SCR (the Hit Parade) can be deleted as in the manual.
 */
import type { App, Button, KeyInput, Menu, Point } from '../core/app';
import type { Framebuffer } from '../core/framebuffer';
import type { Machine } from '../core/machine';
import type { Platform } from '../../platforms/types';
import { C } from '../core/colours';
import { ICONS, type IconName } from '../../assets/icons';
import { GAMES, GAME_IDS, type GameId } from '../games/registry';
import { inRect, type Rect } from '../core/menus';
import { VERSION } from '../version';

export interface DesktopIcon {
  id: string;
  icon: IconName;
  label: string;
  rect: Rect;
}

/** Files besides the programs: shown when their record exists. */
export interface DesktopFile {
  id: string;
  icon: IconName;
  stName: string;
  amigaName: string;
  exists(m: Machine): boolean;
  open(m: Machine): void;
  /** Delete the file (after the player confirmed). */
  remove?(m: Machine): void;
}

export const DESKTOP_FILES: DesktopFile[] = [];

const DOUBLE_MS = 450;

/** Where an icon's image and its label (text width x font height, kept on screen) are drawn. */
export function iconParts(ic: DesktopIcon, p: Platform, screenW: number): { image: Rect; label: Rect } {
  const s = ICONS[p.name][ic.icon];
  const lw = ic.label.length * 8;
  const image = { x: ic.rect.x + ((ic.rect.w - s.w) >> 1), y: ic.rect.y, w: s.w, h: s.h };
  const lx = Math.max(0, Math.min(screenW - lw, ic.rect.x + ((ic.rect.w - lw) >> 1)));
  return { image, label: { x: lx, y: ic.rect.y + s.h + 1, w: lw, h: p.font.height } };
}

export class Desktop implements App {
  readonly id = 'desktop';
  readonly screen = 'graphics' as const;
  selected: string | null = null;
  private icons: DesktopIcon[] = [];
  private lastClick = { id: '', t: -1e9 };
  private window: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(
    private m: Machine,
    private launch: (id: GameId) => void,
  ) {}

  get title() {
    return 'Workbench release 1.3';
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
    const p = this.m.platform;
    const fb = this.m.fb;
    const st = p.name === 'st';
    const items: { id: string; icon: IconName; label: string }[] = GAME_IDS.map((g) => ({
      id: g,
      icon: g,
      label: st ? GAMES[g].stFile : GAMES[g].amigaFile,
    }));
    for (const f of DESKTOP_FILES) if (f.exists(this.m)) items.push({ id: f.id, icon: f.icon, label: st ? f.stName : f.amigaName });
    this.window = st ? { x: 4, y: 18, w: 256, h: 128 } : { x: 24, y: 24, w: 500, h: 130 };
    const set = ICONS[p.name];
    const cols = st ? 3 : 5;
    const cellW = st ? 80 : 96;
    const cellH = st ? 44 : 44;
    const top = this.window.y + (st ? 24 : 16);
    this.icons = items.map((it, i) => {
      const s = set[it.icon];
      const cx = this.window.x + 10 + (i % cols) * cellW + (cellW >> 1);
      const y = top + Math.floor(i / cols) * cellH;
      const w = Math.max(s.w, it.label.length * 8);
      return { ...it, rect: { x: cx - (w >> 1), y, w, h: s.h + 10 } };
    });
    // The drive and the trash at the right edge, as both desktops put them.
    const drive = set[st ? 'drive' : 'disk'];
    const trash = set.trash;
    const rx = fb.width - (st ? 40 : 100);
    this.icons.push({ id: 'drive', icon: st ? 'drive' : 'disk', label: st ? 'DISK A' : 'Solitaire', rect: { x: rx - 8, y: p.barHeight + 8, w: Math.max(drive.w, 48), h: drive.h + 10 } });
    this.icons.push({ id: 'trash', icon: 'trash', label: st ? 'TRASH' : 'Trashcan', rect: { x: rx - 8, y: fb.height - trash.h - 22, w: Math.max(trash.w, 48), h: trash.h + 10 } });
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
    for (const ic of this.icons) this.drawIcon(fb, p, ic);
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

  /** Every icon's image and label as drawn (for tests of the layout). */
  iconLayout(): { id: string; image: Rect; label: Rect }[] {
    if (!this.icons.length) this.relayout();
    return this.icons.map((ic) => ({ id: ic.id, ...iconParts(ic, this.m.platform, this.m.fb.width) }));
  }

  private drawIcon(fb: Framebuffer, p: Platform, ic: DesktopIcon) {
    const s = ICONS[p.name][ic.icon];
    const { image, label } = iconParts(ic, p, fb.width);
    const x = image.x;
    fb.blit(s, x, ic.rect.y);
    const st = p.name === 'st';
    const tx = label.x;
    const ty = label.y;
    const onWindow = inRect({ x: tx, y: ty }, this.window);
    const fg = st ? C.BLACK : onWindow ? C.WHITE : C.WHITE;
    const bg = st ? C.WHITE : C.BLUE;
    fb.text(p.font, ic.label, tx, ty, fg, bg);
    if (this.selected === ic.id) {
      // Selection: GEM inverts the icon and its label; Workbench complements the image.
      fb.swapColours(x, ic.rect.y, s.w, s.h, C.WHITE, C.BLACK);
      if (!st) fb.swapColours(x, ic.rect.y, s.w, s.h, C.BLUE, C.ORANGE);
      fb.swapColours(tx, ty, ic.label.length * 8, 8, fg, st ? C.BLACK : C.BLACK);
      if (st) fb.swapColours(tx, ty, ic.label.length * 8, 8, C.WHITE, C.BLACK);
    }
  }

  private hit(pt: Point): DesktopIcon | null {
    return this.icons.find((i) => inRect(pt, i.rect)) ?? null;
  }

  pointerDown(pt: Point, b: Button) {
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
  }

  private select(id: string | null) {
    if (this.selected === id) return;
    this.selected = id;
    this.m.menusChanged();
  }

  key(k: KeyInput) {
    if ((k.key === 'Delete' || k.key === 'Backspace') && this.selected) this.remove(this.selected);
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

  remove(id: string) {
    const f = DESKTOP_FILES.find((x) => x.id === id);
    if (!f?.remove) return;
    const name = this.m.platform.name === 'st' ? f.stName : f.amigaName;
    void this.m
      .alert({ lines: [`Delete ${name}?`, 'It cannot be brought back.'], buttons: ['Delete', 'Cancel'], defaultButton: 1, icon: 'question' })
      .then((r) => {
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
    };
  }

  locate(target: string): Point | null {
    const [kind, id] = target.split(':');
    if (kind !== 'icon' || !id) return null;
    const ic = this.icons.find((i) => i.id === id);
    return ic ? { x: ic.rect.x + (ic.rect.w >> 1), y: ic.rect.y + 8 } : null;
  }
}
