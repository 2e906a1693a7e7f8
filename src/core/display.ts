/**
 * Shows the machine's framebuffer with pixi.js v8 (docs/architecture.md, "The display"). Indices
 * become RGBA through the palette into one buffer texture, drawn into a canvas whose backing store
 * has the host's device pixels (devicePixelRatio honoured) in one of three ways
 * (src/display/layout.ts decides):
 * - Sharp at an integer scale: a plain nearest-neighbour sprite, no filter;
 * - Sharp otherwise: the sharp-bilinear Filter (src/display/sharp-filter.ts);
 * - CRT: the monitor Filter (src/display/crt-filter.ts).
 * Cost: nothing is done while the composed screen (framebuffer + pointer) is unchanged; when it
 * changes, only the changed rectangles are converted and redrawn (the canvas keeps the rest:
 * preserveDrawingBuffer), and every filter computes each device pixel from its place on the
 * canvas, so a part redrawn alone matches the whole.
 */
import type { WebGLRenderer } from 'pixi.js';
import { BufferImageSource, Container, FilterPipe, FilterSystem, Rectangle, extensions } from '../display/pixi';
import { createRenderer } from '../display/renderer';
import type { Machine, Monitor } from './machine';
import type { Point } from './app';
import { deviceRect, layout, unwarp, warp, type Box, type Layout } from '../display/layout';
import { bounds, damage } from '../display/damage';
import { SharpFilter } from '../display/sharp-filter';
import { CrtFilter } from '../display/crt-filter';
import { MAX_QUADS, NearestQuads } from '../display/nearest-quads';

/** Palette lookup into an RGBA byte buffer viewed as uint32 (little-endian ABGR), rows y0..y1-1 only if given. */
export function indicesToRgba(indices: Uint8Array, palette: Uint32Array, out: Uint32Array, from = 0, to = indices.length): void {
  const lut = new Uint32Array(16);
  for (let i = 0; i < palette.length; i++) {
    const c = palette[i]!;
    lut[i] = 0xff000000 | ((c & 0xff) << 16) | (c & 0xff00) | ((c >> 16) & 0xff);
  }
  for (let i = from; i < to; i++) out[i] = lut[indices[i]! & 15]!;
}

// The filter machinery only (pixi.js/filters would add the Canvas renderer's too).
extensions.add(FilterSystem, FilterPipe);

/** What the last present did, for the benchmark and the tests. */
export interface FrameStats {
  /** Device pixels drawn (0: nothing changed, nothing drawn). */
  drawn: number;
  /** Rectangles redrawn (1 for a whole redraw). */
  rects: number;
  full: boolean;
}

export class Display {
  renderer!: WebGLRenderer;
  private stage = new Container();
  private source: BufferImageSource | null = null;
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
  /** Where and how the screen sits inside the canvas, in device pixels. */
  layout: Layout = { kind: 'sharp-bilinear', box: { x: 0, y: 0, w: 1, h: 1 } };
  private quads: NearestQuads | null = null;
  private areas: Container[] = [];
  private sharp: SharpFilter | null = null;
  private crt: CrtFilter | null = null;
  /** Frames drawn, for the benchmark. */
  uploads = 0;
  last: FrameStats = { drawn: 0, rects: 0, full: false };

  constructor(
    private m: Machine,
    private host: HTMLElement,
  ) {}

  async init(): Promise<void> {
    this.measure();
    // WebGL only, with the systems this display runs (src/display/renderer.ts): pixi's WebGPU and
    // Canvas renderers, and its sprite, graphics, batch and mask pipes, stay out of the bundle.
    this.renderer = createRenderer();
    await this.renderer.init({
      width: this.device.w,
      height: this.device.h,
      background: 0x000000,
      antialias: false,
      // Sizes are kept in device pixels here; the canvas's CSS size is its host's.
      resolution: 1,
      // The canvas keeps what was drawn, so a frame redraws only what changed.
      preserveDrawingBuffer: true,
      // Our own pixels and filters only: none of pixi's browser extras (events, text, graphics...).
      skipExtensionImports: true,
    });
    const canvas = this.canvas;
    canvas.id = 'screen';
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.imageRendering = 'pixelated';
    this.host.appendChild(canvas);
    // A lost and restored GL context keeps none of the picture: draw it all again.
    canvas.addEventListener('webglcontextrestored', () => (this.whole = true));
    this.monitor = this.m.monitor;
    this.rebuild();
    const ro = new ResizeObserver((entries) => {
      const dp = entries[0]?.devicePixelContentBoxSize?.[0];
      this.measure(dp ? { w: dp.inlineSize, h: dp.blockSize } : undefined);
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

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
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

  /** The screen mode changed size: a new texture of the new size. */
  rebuild() {
    const { width, height } = this.m.fb;
    const old = this.source;
    this.rgba = new Uint32Array(width * height);
    this.shown = new Uint8Array(width * height);
    this.next = new Uint8Array(width * height);
    this.source = new BufferImageSource({
      resource: new Uint8Array(this.rgba.buffer),
      width,
      height,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
    this.fit();
    // The old texture goes once nothing reads it any more.
    this.quads?.set(this.source, [], this.layout.box, 1, 1, this.device.w, this.device.h);
    old?.destroy();
  }

  /** Lay the screen out for the host's size, the mode and the monitor (src/display/layout.ts). */
  fit() {
    const { w: W, h: H } = this.device;
    if (this.renderer.width !== W || this.renderer.height !== H) this.renderer.resize(W, H);
    const { width, height } = this.m.fb;
    this.layout = layout({ width, height, aspect: this.m.mode.aspect }, W, H, this.monitor);
    const { box, kind } = this.layout;
    const source = this.source!;
    // The sprite needs nearest-neighbour; the filters bend their coordinates for a linear read.
    source.scaleMode = kind === 'integer' ? 'nearest' : 'linear';
    if (kind === 'sharp-bilinear') this.sharp ??= new SharpFilter(source);
    if (kind === 'crt') this.crt ??= new CrtFilter(source);
    // Both keep the current texture (the old one may be destroyed), whichever is in use.
    this.sharp?.set(source, width, height, box);
    this.crt?.set(source, width, height, box, this.m.platform.crt);
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
   * Show the composed screen if it changed (or everything, when forced or after a new layout);
   * returns whether anything was drawn.
   */
  present(force = false): boolean {
    const fb = this.m.fb;
    if (this.rgba.length !== fb.width * fb.height) this.rebuild();
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
    this.source!.update();
    this.draw(rects, whole);
    this.uploads++;
    return true;
  }

  /** Draw the given source rectangles (the whole screen, after clearing the canvas, when `whole`). */
  private draw(rects: Box[], whole: boolean) {
    const { kind, box } = this.layout;
    const { width, height } = this.m.fb;
    const { w: W, h: H } = this.device;
    this.stage.removeChildren();
    let drawn = 0;
    if (this.layout.kind === 'integer') {
      const { sx, sy } = this.layout;
      const list = rects.length > MAX_QUADS ? [bounds(rects)] : rects;
      this.quads ??= new NearestQuads(this.source!);
      this.quads.set(this.source!, list, box, sx, sy, W, H);
      this.stage.addChild(this.quads.mesh);
      for (const r of list) drawn += r.w * sx * r.h * sy;
    } else {
      rects.forEach((r, i) => {
        const area = whole ? box : deviceRect(r, { width, height }, box, this.curve, W, H);
        const c = (this.areas[i] ??= new Container());
        c.filterArea = new Rectangle(area.x, area.y, area.w, area.h);
        c.filters = [kind === 'crt' ? this.crt! : this.sharp!];
        this.stage.addChild(c);
        drawn += area.w * area.h;
      });
    }
    this.renderer.render({ container: this.stage, clear: whole });
    this.last = { drawn, rects: rects.length, full: whole };
  }
}
