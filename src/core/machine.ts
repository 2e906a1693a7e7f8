/**
 * The emulated computer: one framebuffer in the platform's mode, the running app (desktop or a
 * game), the menu bar, modal requesters, the pointer, beeps and the event log. It has no DOM:
 * the display (src/core/display.ts) shows what it composes, and tests can drive it in Node.
 */
import { Framebuffer } from './framebuffer';
import type { App, Button, KeyInput, Point, TextField } from './app';
import { MenuBar, inRect } from './menus';
import { Requester, type RequesterSpec, type RequesterResult } from './requester';
import type { RetroEvent, SoundPort } from './events';
import { SilentSound } from './events';
import { Store } from './storage';
import type { Platform, PlatformName, PointerKind, Video, ScreenMode } from './platform';

/** The machines the collection can show, by name: handed in by whoever builds a Machine (main.ts,
 *  the tests: `PLATFORMS` of platforms/), so core never imports a machine. */
export type PlatformTable = Readonly<Record<PlatformName, Platform>>;
import { POINTERS, type Pointer } from '../../assets/pointers';
import { C } from './colours';

const MAX_EVENTS = 1000;
/** DisplayBeep: colour 0 changes for about a quarter of a second (platforms.md). */
const FLASH_MS = 250;

export interface Prefs {
  platform: PlatformName;
  video: Video;
  sound: boolean;
  volume: number;
  led: boolean;
  /** Modern aids (solver verdicts and solver hints), off unless the player turns them on. */
  aids: boolean;
  /** How the screen is shown: sharp pixels or the machine's own CRT monitor. */
  monitor: Monitor;
}

export type { Monitor } from '../display/layout';
import type { Monitor } from '../display/layout';

export class Machine {
  platform: Platform;
  video: Video;
  mode: ScreenMode;
  fb: Framebuffer;
  app: App | null = null;
  readonly menu: MenuBar;
  readonly requesters: Requester[] = [];
  readonly store: Store;
  readonly sound: SoundPort;
  pointer: Point = { x: -1, y: -1 };
  pointerVisible = true;
  /** The last press came from a finger: a menu item then wants a second tap (menus.ts). */
  touch = false;
  /** The busy pointer shows (a search, a game loading). */
  get busy(): boolean {
    return this.isBusy;
  }
  set busy(on: boolean) {
    if (on === this.isBusy) return;
    this.isBusy = on;
    this.onWake?.();
  }
  private isBusy = false;
  /** Set by main.ts: the frame loop runs every animation frame again (src/core/frame-loop.ts). */
  onWake: (() => void) | null = null;
  /** Set by the display: called when the screen mode (size) changed. */
  onModeChange: (() => void) | null = null;
  /** Set by main.ts: the app to return to when a game quits. */
  desktopFactory: (() => App) | null = null;
  onPrefsChange: ((p: Prefs) => void) | null = null;
  private events: RetroEvent[] = [];
  /** The right button went down where the app traps it (Amiga RMBTRAP). */
  private rightTrapped = false;
  private dirty = true;
  private flashUntil = 0;
  /** The pen complemented by a DisplayBeep in progress (-1: none) and its colour before. */
  private flashPen = -1;
  private flashSaved = 0;
  /** Frames run since the flash began: it is never over before one frame has shown it. */
  private flashFrames = 0;
  private clock = 0;
  soundOn = true;
  volume = 0.8;
  led = false;
  aids = false;
  monitor: Monitor = 'sharp';

  private readonly platforms: PlatformTable;

  constructor(opts: { platforms: PlatformTable; platform?: PlatformName; video?: Video; store?: Store; sound?: SoundPort }) {
    this.platforms = opts.platforms;
    this.platform = this.platforms[opts.platform ?? 'st'];
    this.video = opts.video ?? 'pal';
    this.store = opts.store ?? new Store(null);
    this.sound = opts.sound ?? new SilentSound();
    this.sound.onPlay = (name) => this.emit({ type: 'sound', name });
    this.sound.setChip(this.platform.soundChip);
    this.sound.setVideo(this.video);
    this.mode = this.platform.mode(this.video);
    this.fb = this.makeFb();
    this.menu = new MenuBar(this.platform, this.mode.width);
  }

  private makeFb(): Framebuffer {
    const text = this.app?.screen === 'text';
    this.mode = text ? this.platform.textMode(this.video) : this.platform.mode(this.video);
    const fb = new Framebuffer(this.mode.width, this.mode.height, this.platform.colourSpace, this.mode.colours);
    fb.setPalette(this.mode.colours === 16 ? [...this.platform.palette] : [...this.platform.textPalette]);
    return fb;
  }

  /** Rebuild the screen for the current platform, video and app, keeping the app's state. */
  private remode() {
    const old = this.mode;
    this.restoreFlash();
    this.fb = this.makeFb();
    this.menu.setMenus(this.app?.menus() ?? null, this.platform, this.mode.width);
    this.menu.close();
    this.app?.relayout?.();
    this.invalidate();
    if (old.width !== this.mode.width || old.height !== this.mode.height || old.name !== this.mode.name) this.onModeChange?.();
    else this.onModeChange?.();
  }

  prefs(): Prefs {
    return { platform: this.platform.name, video: this.video, sound: this.soundOn, volume: this.volume, led: this.led, aids: this.aids, monitor: this.monitor };
  }

  setPlatform(name: PlatformName) {
    if (name === this.platform.name) return;
    this.platform = this.platforms[name];
    this.sound.setChip(this.platform.soundChip);
    this.remode();
    this.onPrefsChange?.(this.prefs());
  }

  setVideo(v: Video) {
    if (v === this.video) return;
    this.video = v;
    this.sound.setVideo(v);
    this.remode();
    this.onPrefsChange?.(this.prefs());
  }

  setSound(on: boolean) {
    this.soundOn = on;
    this.sound.setEnabled(on);
    this.onPrefsChange?.(this.prefs());
  }

  setLed(on: boolean) {
    this.led = on;
    this.sound.setLedFilter?.(on);
    this.onPrefsChange?.(this.prefs());
  }

  /** Aids on or off: the app on screen shows or hides its verdicts at once. */
  setAids(on: boolean) {
    if (on === this.aids) return;
    this.aids = on;
    this.app?.aidsChanged?.();
    this.invalidate();
    this.onPrefsChange?.(this.prefs());
  }

  setMonitor(mon: Monitor) {
    if (mon === this.monitor) return;
    this.monitor = mon;
    this.invalidate();
    this.onPrefsChange?.(this.prefs());
  }

  setVolume(v: number) {
    this.volume = Math.max(0, Math.min(1, v));
    this.sound.setVolume(this.volume);
    this.onPrefsChange?.(this.prefs());
  }

  // ---- apps ----
  run(app: App) {
    this.app?.dispose?.();
    // The old app's questions go with it; reports about the machine (a damaged record) stay up.
    for (let i = this.requesters.length - 1; i >= 0; i--) if (!this.requesters[i]!.spec.system) this.requesters.splice(i, 1);
    const wasText = this.app?.screen === 'text';
    this.restoreFlash();
    this.app = app;
    if (wasText !== (app.screen === 'text')) this.remode();
    else {
      this.menu.setMenus(app.menus(), this.platform, this.mode.width);
      this.menu.close();
      app.relayout?.();
      this.invalidate();
    }
  }

  /** Leave the running game for the desktop. */
  quitToDesktop() {
    if (this.desktopFactory) this.run(this.desktopFactory());
  }

  /** The app's menus changed (an item enabled, a check mark): rebuild the bar. */
  menusChanged() {
    this.menu.setMenus(this.app?.menus() ?? null, this.platform, this.mode.width);
    this.invalidate();
  }

  invalidate() {
    this.dirty = true;
    this.onWake?.();
  }

  /**
   * The time is `now` already, before the next frame comes: a frame loop that slept sets it as it
   * wakes, so a flash begun then lasts its quarter second from now, not from the last slow frame.
   */
  catchUp(now: number) {
    this.clock = Math.max(this.clock, now);
  }

  /** Something on screen changes by itself in the frames to come (a flash to end). */
  get animating(): boolean {
    return this.flashPen >= 0;
  }

  // ---- services for apps ----
  emit(e: RetroEvent) {
    this.events.push(e);
    if (this.events.length > MAX_EVENTS) this.events.splice(0, this.events.length - MAX_EVENTS);
  }

  takeEvents(): RetroEvent[] {
    const e = this.events;
    this.events = [];
    return e;
  }

  /** The platform's beep: the ST's bell, the Amiga's DisplayBeep screen flash. */
  beep() {
    if (this.platform.beep === 'bell') {
      this.emit({ type: 'beep', name: 'bell' });
      this.sound.play('bell');
      return;
    }
    this.emit({ type: 'flash' });
    this.emit({ type: 'beep', name: 'flash' });
    this.flash();
  }

  /**
   * Complement colour register 0 for a quarter second, as Intuition's DisplayBeep does. Register 0
   * holds the screen's background (see pens), so the whole screen flashes.
   */
  flash() {
    if (this.flashPen < 0) {
      this.flashPen = this.pens().indexOf(0);
      this.flashFrames = 0;
      this.flashSaved = this.fb.palette[this.flashPen]!;
      this.fb.setColour(this.flashPen, this.flashSaved ^ 0xffffff);
    }
    this.flashUntil = this.clock + FLASH_MS;
    this.onWake?.();
  }

  private restoreFlash() {
    if (this.flashPen >= 0) {
      this.fb.setColour(this.flashPen, this.flashSaved);
      this.flashPen = -1;
    }
  }

  /** The pen the screen's background is drawn in: the app's, or the felt of an empty machine. */
  backgroundPen(): number {
    return this.app ? (this.app.background ?? 0) : C.FELT;
  }

  /**
   * Which colour register shows each pen. Apps draw in the collection's one pen layout
   * (src/core/colours.ts); an Amiga screen keeps its background in register 0, so there the
   * background pen and pen 0 trade registers. Only a relabelling: what the player sees, and XOR
   * drawing (done on pens), are the same either way.
   */
  pens(): number[] {
    const n = this.fb.colours;
    const map = Array.from({ length: n }, (_, i) => i);
    const bg = this.backgroundPen();
    if (this.platform.backgroundInRegister0 && bg > 0 && bg < n) {
      map[0] = bg;
      map[bg] = 0;
    }
    return map;
  }

  /**
   * The screen as the machine's colour registers hold it (what `retro.screen()` reports): the
   * composite with each pen replaced by its register, and the palette in register order.
   */
  registers(): { palette: number[]; pixels: Uint8Array; pens: number[] } {
    const pens = this.pens();
    const px = this.composite();
    for (let i = 0; i < px.length; i++) px[i] = pens[px[i]!] ?? px[i]!;
    const palette: number[] = [];
    pens.forEach((reg, pen) => (palette[reg] = this.fb.palette[pen]!));
    return { palette, pixels: px, pens };
  }

  play(name: string) {
    this.sound.play(name);
  }

  /** A message the player sees (also reported to automation). */
  message(text: string) {
    this.emit({ type: 'message', text });
  }

  /** Open a requester; resolves with the button index (and text for an input). */
  alert(spec: RequesterSpec): Promise<RequesterResult> {
    this.message(spec.lines.join(' '));
    return new Promise((resolve) => {
      const r = new Requester(spec, (res) => {
        const i = this.requesters.indexOf(r);
        if (i >= 0) this.requesters.splice(i, 1);
        this.invalidate();
        resolve(res);
      });
      this.requesters.push(r);
      this.menu.close();
      this.invalidate();
    });
  }

  // ---- input ----
  private topRequester(): Requester | null {
    return this.requesters[this.requesters.length - 1] ?? null;
  }

  /** The text field being typed into: the top requester's, else the app's (none while a menu is open). */
  textField(): TextField | null {
    const r = this.topRequester();
    if (r) return r.spec.input ? { value: r.text, kind: r.spec.input.kind ?? 'text' } : null;
    if (this.menu.active) return null;
    return this.app?.textField?.() ?? null;
  }

  /**
   * Whether a press at `pt` may move before it lifts: the menus (a slide to an item) and an app that
   * follows the pointer (the desktop drags icons). Elsewhere a finger that moves is a swipe, not a click.
   */
  drags(pt: Point): boolean {
    if (this.topRequester()) return false;
    if (this.menu.active || (this.menu.layout && inRect(pt, this.menu.layout.bar))) return true;
    return typeof this.app?.pointerMove === 'function';
  }

  pointerMove(pt: Point) {
    this.pointer = pt;
    const r = this.topRequester();
    if (r) {
      if (r.pressed >= 0) this.invalidate();
      return;
    }
    if (this.menu.move(pt)) {
      this.invalidate();
      return;
    }
    this.app?.pointerMove?.(pt);
  }

  /** When the latest button press happened (the event's own time: a busy thread must not split a double-click). */
  inputAt = 0;

  pointerDown(pt: Point, b: Button, at: number = performance.now()) {
    this.pointer = pt;
    this.inputAt = at;
    this.sound.unlock();
    const r = this.topRequester();
    if (r) {
      const l = r.layout(this.platform, this.fb.width, this.fb.height);
      r.pressed = b === 'left' ? r.buttonAt(l, pt) : -1;
      this.invalidate();
      return;
    }
    this.rightTrapped = b === 'right' && !this.menu.active && !!this.app?.trapsRightButton?.(pt);
    if (!this.rightTrapped && this.menu.down(pt, b, this.touch)) {
      this.invalidate();
      return;
    }
    this.app?.pointerDown?.(pt, b);
  }

  pointerUp(pt: Point, b: Button) {
    this.pointer = pt;
    const r = this.topRequester();
    if (r) {
      const l = r.layout(this.platform, this.fb.width, this.fb.height);
      const at = r.buttonAt(l, pt);
      const was = r.pressed;
      r.pressed = -1;
      this.invalidate();
      if (b === 'left' && at >= 0 && at === was) r.answer(at);
      return;
    }
    if (b === 'right' && this.rightTrapped) {
      this.rightTrapped = false;
      this.app?.pointerUp?.(pt, b);
      return;
    }
    const res = this.menu.up(pt, b, this.touch);
    if (res.consumed) {
      this.invalidate();
      if (res.choice) this.app?.menu?.(res.choice.title, res.choice.id);
      return;
    }
    this.app?.pointerUp?.(pt, b);
  }

  key(k: KeyInput) {
    this.sound.unlock();
    const r = this.topRequester();
    if (r) {
      const chosen = r.key(k);
      if (r.refused) this.beep();
      this.invalidate();
      if (chosen >= 0) r.answer(chosen);
      return;
    }
    if (this.menu.active && k.key === 'Escape') {
      this.menu.close();
      this.invalidate();
      return;
    }
    this.app?.key?.(k);
  }

  // ---- frames ----
  /** Advance timers and redraw if needed. Returns true when the framebuffer changed. */
  frame(now: number): boolean {
    this.clock = now;
    // A busy machine (a slow key, a late frame) must not swallow the flash: one frame shows it at least.
    if (this.flashPen >= 0) {
      if (this.flashFrames > 0 && now >= this.flashUntil) this.restoreFlash();
      else this.flashFrames++;
    }
    this.app?.tick?.(now);
    if (!this.dirty) return false;
    this.dirty = false;
    this.redraw();
    return true;
  }

  redraw() {
    const fb = this.fb;
    fb.clip(null);
    fb.ox = 0;
    fb.oy = 0;
    if (this.app) this.app.draw(fb, this.platform);
    else fb.clear(C.FELT);
    fb.clip(null);
    fb.ox = 0;
    fb.oy = 0;
    if (this.menu.layout) this.platform.drawMenuBar(fb, this.menu, this.app?.title ?? '');
    for (const r of this.requesters) this.platform.drawRequester(fb, r, r.layout(this.platform, fb.width, fb.height));
  }

  // ---- pointer ----
  pointerKind(): PointerKind {
    if (this.busy) return 'busy';
    if (this.requesters.length || this.menu.active) return 'arrow';
    return this.app?.pointerAt?.(this.pointer) ?? 'arrow';
  }

  pointerSprite(): { p: Pointer; roles: readonly number[] } {
    const k = this.pointerKind();
    const own = this.platform.pointers;
    const p = k === 'busy' ? own.busy : k === 'cross' ? POINTERS.cross : k === 'noEntry' ? POINTERS.noEntry : own.arrow;
    // A pointer may carry its own colours (the red-and-white "no entry" sign on both machines).
    let roles: readonly number[] = p.roles ?? own.roles;
    if (this.fb.colours <= 4) roles = [0, 1, 3];
    return { p, roles };
  }

  /**
   * The screen as the player sees it: the framebuffer with the pointer drawn over it. The Amiga
   * pointer is a low-res sprite, so each of its pixels is two hi-res pixels wide.
   */
  composite(out?: Uint8Array): Uint8Array {
    const fb = this.fb;
    const px = out && out.length === fb.pixels.length ? out : new Uint8Array(fb.pixels.length);
    px.set(fb.pixels);
    if (!this.pointerVisible || this.pointer.x < 0) return px;
    const { p, roles } = this.pointerSprite();
    const sx = this.platform.pointers.scale;
    const x0 = this.pointer.x - p.hotX * sx;
    const y0 = this.pointer.y - p.hotY;
    for (let j = 0; j < p.h; j++) {
      const y = y0 + j;
      if (y < 0 || y >= fb.height) continue;
      const row = p.rows[j] ?? '';
      for (let i = 0; i < p.w; i++) {
        const ch = row[i];
        if (!ch || ch === '.') continue;
        const c = roles[Number(ch) - 1] ?? 0;
        for (let k = 0; k < sx; k++) {
          const x = x0 + i * sx + k;
          if (x >= 0 && x < fb.width) px[y * fb.width + x] = c;
        }
      }
    }
    return px;
  }

  /** Centre of a named target in framebuffer pixels (menus, requester buttons, then the app's). */
  locate(target: string): Point | null {
    const parts = target.split(':');
    if (parts[0] === 'menu') return this.menu.locate(parts.slice(1));
    if (parts[0] === 'button') {
      const r = this.topRequester();
      if (!r) return null;
      const l = r.layout(this.platform, this.fb.width, this.fb.height);
      const want = parts.slice(1).join(':').toLowerCase();
      const i = r.spec.buttons.findIndex((b) => b.toLowerCase() === want);
      const b = l.buttons[i];
      if (b) return { x: b.x + (b.w >> 1), y: b.y + (b.h >> 1) };
    }
    return this.app?.locate(target) ?? null;
  }

  /** The running game's log (null on the desktop and where no game is on screen). */
  log(): unknown {
    return this.app?.log?.() ?? null;
  }

  state(): unknown {
    return this.app?.state() ?? null;
  }
}
