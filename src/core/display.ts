/**
 * Shows the machine's framebuffer (docs/architecture.md, "The display"). Indices become RGBA through
 * the palette into one buffer, shown in a canvas whose backing store has the host's device pixels
 * (devicePixelRatio honoured), laid out by src/display/layout.ts: an integer scale, the
 * sharp-bilinear pass or the CRT. The WebGL painter (pixi.js v8, src/display/gl-painter.ts) is
 * loaded in its own chunk by `upgrade()` once the first frame is on screen; until then a 2D canvas
 * over the display's canvas shows the same picture (src/display/first-frame.ts), so the main chunk
 * carries no renderer. The CRT is the painter's alone: with it chosen at start, `init()` waits for it.
 * Cost: nothing is done while the composed screen (framebuffer + pointer) is unchanged; when it
 * changes, only the changed rectangles are converted and redrawn (the canvas keeps the rest:
 * preserveDrawingBuffer).
 */
import type { WebGLRenderer } from 'pixi.js';
import type { Machine, Monitor } from './machine';
import type { Point } from './app';
import { layout, unwarp, warp, type Layout } from '../display/layout';
import { damage } from '../display/damage';
import { FirstFrame } from '../display/first-frame';
import type { GlPainter } from '../display/gl-painter';

/** Palette lookup into an RGBA byte buffer viewed as uint32 (little-endian ABGR), rows y0..y1-1 only if given. */
export function indicesToRgba(indices: Uint8Array, palette: Uint32Array, out: Uint32Array, from = 0, to = indices.length): void {
  const lut = new Uint32Array(16);
  for (let i = 0; i < palette.length; i++) {
    const c = palette[i]!;
    lut[i] = 0xff000000 | ((c & 0xff) << 16) | (c & 0xff00) | ((c >> 16) & 0xff);
  }
  for (let i = from; i < to; i++) out[i] = lut[indices[i]! & 15]!;
}

/** What the last present did, for the benchmark and the tests. */
export interface FrameStats {
  /** Device pixels drawn (0: nothing changed, nothing drawn). */
  drawn: number;
  /** Rectangles redrawn (1 for a whole redraw). */
  rects: number;
  full: boolean;
}

export class Display {
  /** The display's canvas: the WebGL painter draws into it; input listens on it. */
  readonly canvas = document.createElement('canvas');
  private painter: GlPainter | null = null;
  private loading: Promise<void> | null = null;
  private first: FirstFrame | null = null;
  private rgba = new Uint32Array(0);
  /** The composed screen being shown, and the next one. */
  private shown = new Uint8Array(0);
  private next = new Uint8Array(0);
  private palette = new Uint32Array(0);
  private lastVersion = -1;
  private lastPointer = '';
  /** The next present redraws everything (a new size, monitor or texture). */
  private whole = true;
  /** The host's size in device pixels. */
  private device = { w: 640, h: 400 };
  private monitor: Monitor = 'sharp';
  /** The resize observer has told the host's exact size (its first call comes before the first paint). */
  private sized = false;
  /** Nothing is shown while held (see `hold`). */
  private held = false;
  /** Where and how the screen sits inside the canvas, in device pixels. */
  layout: Layout = { kind: 'sharp-bilinear', box: { x: 0, y: 0, w: 1, h: 1 } };
  /** Frames drawn, for the benchmark. */
  uploads = 0;
  last: FrameStats = { drawn: 0, rects: 0, full: false };

  constructor(
    private m: Machine,
    private host: HTMLElement,
  ) {}

  async init(): Promise<void> {
    this.measure();
    const canvas = this.canvas;
    canvas.id = 'screen';
    canvas.width = this.device.w;
    canvas.height = this.device.h;
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.imageRendering = 'pixelated';
    this.host.appendChild(canvas);
    this.monitor = this.m.monitor;
    // The CRT has no 2D stand-in: its first frame waits for the painter. Should the painter fail to
    // load, the 2D canvas draws (main.ts's own upgrade() reports the failure).
    if (this.monitor === 'crt') await this.upgrade().catch(() => undefined);
    if (!this.painter) this.first = new FirstFrame(this.host);
    this.rebuild();
    const ro = new ResizeObserver((entries) => {
      const dp = entries[0]?.devicePixelContentBoxSize?.[0];
      this.measure(dp ? { w: dp.inlineSize, h: dp.blockSize } : undefined);
      this.sized = true;
      this.fit();
      // Resizing cleared the canvas: draw it again before this frame is painted, not a frame later.
      this.present();
    });
    try {
      // Exact device pixels (also told when devicePixelRatio changes: zoom, another screen).
      ro.observe(this.host, { box: 'device-pixel-content-box' });
    } catch {
      ro.observe(this.host);
    }
  }

  /**
   * Loads the WebGL painter (its own chunk) and hands the screen to it: it draws the whole
   * picture, and the 2D stand-in goes a frame later, once that picture is on screen.
   */
  upgrade(): Promise<void> {
    this.loading ??= (async () => {
      const { GlPainter } = await import('../display/gl-painter');
      const painter = await GlPainter.create(this.canvas, this.device.w, this.device.h);
      this.painter = painter;
      if (this.rgba.length) {
        painter.setBuffer(this.rgba, this.m.fb.width, this.m.fb.height, this.layout, this.device.w, this.device.h);
        this.fit();
        this.present(true);
      }
      await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
      this.first?.remove();
      this.first = null;
    })();
    return this.loading;
  }

  /** pixi's renderer, once `upgrade()` is done (the frame benchmark reads its GL context). */
  get renderer(): WebGLRenderer {
    if (!this.painter) throw new Error('The WebGL painter is not loaded yet');
    return this.painter.renderer;
  }

  /**
   * The host's size in device pixels: the browser's exact device-pixel box where it agrees with
   * devicePixelRatio to within the rounding of a fractional ratio (Chromium's emulated device scale
   * reports CSS pixels there), else the CSS size times the ratio.
   */
  private measure(exact?: { w: number; h: number }) {
    const dpr = window.devicePixelRatio || 1;
    const w = Math.round((this.host.clientWidth || 640) * dpr);
    const h = Math.round((this.host.clientHeight || 400) * dpr);
    const close = exact && Math.abs(exact.w - w) <= Math.ceil(dpr) && Math.abs(exact.h - h) <= Math.ceil(dpr);
    this.device = close ? exact : { w, h };
  }

  /** The screen mode changed size: a new buffer (and texture) of the new size. */
  rebuild() {
    const { width, height } = this.m.fb;
    this.rgba = new Uint32Array(width * height);
    this.shown = new Uint8Array(width * height);
    this.next = new Uint8Array(width * height);
    this.painter?.setBuffer(this.rgba, width, height, this.layout, this.device.w, this.device.h);
    this.fit();
  }

  /** Lay the screen out for the host's size, the mode and the monitor (src/display/layout.ts). */
  fit() {
    const { w: W, h: H } = this.device;
    const { width, height } = this.m.fb;
    // A text screen (the door) on a touch screen fills the width: a phone on its side reads 80 columns.
    const fillWidth = this.m.app?.screen === 'text' && !!window.matchMedia?.('(pointer: coarse)').matches;
    this.layout = layout({ width, height, aspect: this.m.mode.aspect }, W, H, this.monitor, fillWidth);
    const { box, kind } = this.layout;
    if (this.painter) this.painter.fit(this.layout, width, height, W, H, this.m.platform.crt);
    else if (this.canvas.width !== W || this.canvas.height !== H) {
      this.canvas.width = W;
      this.canvas.height = H;
    }
    // For tests and the curious: how the screen is shown right now.
    const d = this.canvas.dataset;
    d.monitor = this.monitor;
    d.scaling = kind;
    d.box = `${box.x},${box.y},${box.w},${box.h}`;
    d.scale = this.layout.kind === 'integer' ? `${this.layout.sx},${this.layout.sy}` : '';
    d.model = kind === 'crt' ? this.m.platform.crt.model : '';
    this.whole = true;
  }
  private get curve(): number {
    return this.layout.kind === 'crt' ? this.m.platform.crt.curve : 0;
  }

  /** Page (client) coordinates to framebuffer pixels (through the tube's curvature on the CRT). */
  toScreen(clientX: number, clientY: number): Point {
    const r = this.canvas.getBoundingClientRect();
    const { box } = this.layout;
    let p = {
      x: ((clientX - r.left) * (this.canvas.width / r.width) - box.x) / box.w,
      y: ((clientY - r.top) * (this.canvas.height / r.height) - box.y) / box.h,
    };
    if (this.curve) p = warp(p, this.curve);
    return { x: Math.floor(p.x * this.m.fb.width), y: Math.floor(p.y * this.m.fb.height) };
  }

  /** Framebuffer pixel centre to page (client) coordinates, for `locate`. */
  toPage(p: Point): Point {
    const r = this.canvas.getBoundingClientRect();
    const { box } = this.layout;
    let q = { x: (p.x + 0.5) / this.m.fb.width, y: (p.y + 0.5) / this.m.fb.height };
    if (this.curve) q = unwarp(q, this.curve);
    const x = box.x + q.x * box.w;
    const y = box.y + q.y * box.h;
    return { x: r.left + x * (r.width / this.canvas.width), y: r.top + y * (r.height / this.canvas.height) };
  }

  /**
   * Holds the picture while a link's game starts, so that the game is the first picture drawn,
   * not the desktop it starts from: before the painter has loaded, each picture on a phone is a
   * sharp-bilinear pass on the CPU. Released, the next present draws everything.
   */
  hold(on: boolean): void {
    this.held = on;
    if (!on) this.whole = true;
  }

  /** Held: nothing drawn is shown, so the frame loop need not draw (the desktop under a link's game). */
  get holding(): boolean {
    return this.held;
  }

  /**
   * Show the composed screen if it changed (or everything, when forced or after a new layout);
   * returns whether anything was drawn.
   */
  present(force = false): boolean {
    // The 2D stand-in waits for the exact size: nothing drawn before it reaches the screen, and a
    // picture drawn at the estimated size would be drawn again at once (the CPU's slowest step).
    if (this.held || (!this.painter && !this.sized)) return false;
    const fb = this.m.fb;
    if (this.rgba.length !== fb.width * fb.height) this.rebuild();
    if (this.painter?.lost) {
      // A lost and restored GL context keeps none of the picture: draw it all again.
      this.painter.lost = false;
      this.whole = true;
    }
    if (this.m.monitor !== this.monitor) {
      this.monitor = this.m.monitor;
      this.fit();
    }
    // Nothing drawn, the pointer still, the palette the same: nothing to do (most frames).
    const ps = this.m.pointerVisible ? `${this.m.pointer.x},${this.m.pointer.y},${this.m.pointerKind()}` : '';
    const paletteChanged = this.palette.length !== fb.palette.length || this.palette.some((c, i) => c !== fb.palette[i]);
    if (!force && !this.whole && !paletteChanged && fb.version === this.lastVersion && ps === this.lastPointer) {
      this.last = { drawn: 0, rects: 0, full: false };
      return false;
    }
    this.lastVersion = fb.version;
    this.lastPointer = ps;
    this.m.composite(this.next);
    const whole = force || this.whole || paletteChanged;
    const rects = whole ? [{ x: 0, y: 0, w: fb.width, h: fb.height }] : damage(this.shown, this.next, fb.width, fb.height);
    if (rects.length === 0) {
      this.last = { drawn: 0, rects: 0, full: false };
      return false;
    }
    if (whole) {
      this.shown.set(this.next);
      this.palette = Uint32Array.from(fb.palette);
      indicesToRgba(this.shown, fb.palette, this.rgba);
    } else {
      for (const r of rects) indicesToRgba(this.shown, fb.palette, this.rgba, r.y * fb.width, (r.y + r.h) * fb.width);
    }
    this.whole = false;
    const { w: W, h: H } = this.device;
    const drawn = this.painter
      ? this.painter.draw(rects, whole, this.layout, fb.width, fb.height, W, H, this.curve)
      : this.first!.draw(this.rgba, fb.width, fb.height, this.layout, W, H);
    this.last = { drawn, rects: this.painter ? rects.length : 1, full: whole || !this.painter };
    this.uploads++;
    return true;
  }
}
