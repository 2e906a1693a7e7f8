/**
 * Shows the machine's framebuffer with pixi.js v8: indices become RGBA through the palette into
 * one buffer texture, drawn by a sprite scaled with nearest-neighbour to fill the host element
 * while keeping the platform's pixel aspect. Only frames that changed are converted and uploaded.
 */
import { BufferImageSource, Container, Sprite, Texture, WebGLRenderer } from 'pixi.js';
import type { Machine } from './machine';
import type { Point } from './app';

/** Palette lookup into an RGBA byte buffer viewed as uint32 (little-endian ABGR). */
export function indicesToRgba(indices: Uint8Array, palette: Uint32Array, out: Uint32Array): void {
  const lut = new Uint32Array(16);
  for (let i = 0; i < palette.length; i++) {
    const c = palette[i]!;
    lut[i] = 0xff000000 | ((c & 0xff) << 16) | (c & 0xff00) | ((c >> 16) & 0xff);
  }
  for (let i = 0; i < indices.length; i++) out[i] = lut[indices[i]! & 15]!;
}

export class Display {
  renderer!: WebGLRenderer;
  private stage = new Container();
  private sprite = new Sprite();
  private source: BufferImageSource | null = null;
  private rgba = new Uint32Array(0);
  private indices = new Uint8Array(0);
  private lastVersion = -1;
  private lastPointer = '';
  /** Where the screen sits inside the host element, in CSS pixels. */
  private box = { x: 0, y: 0, w: 1, h: 1 };
  /** Frames converted, for the benchmark. */
  uploads = 0;

  constructor(
    private m: Machine,
    private host: HTMLElement,
  ) {}

  async init(): Promise<void> {
    // WebGL only: importing the renderer directly keeps pixi's WebGPU and Canvas renderers out of
    // the bundle (the framebuffer needs one textured quad; every browser we target has WebGL).
    this.renderer = new WebGLRenderer();
    await this.renderer.init({
      width: this.host.clientWidth || 640,
      height: this.host.clientHeight || 400,
      background: 0x000000,
      antialias: false,
      resolution: 1,
      // One sprite of our own pixels: none of pixi's browser extras (events, accessibility, text,
      // graphics...), which it would otherwise fetch as a separate 19 KB (gzipped) of chunks.
      skipExtensionImports: true,
    });
    const canvas = this.renderer.canvas;
    canvas.id = 'screen';
    canvas.style.display = 'block';
    canvas.style.width = '100%';
    canvas.style.height = '100%';
    canvas.style.imageRendering = 'pixelated';
    this.host.appendChild(canvas);
    this.stage.addChild(this.sprite);
    this.rebuild();
    new ResizeObserver(() => this.fit()).observe(this.host);
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  /** The screen mode changed size: a new texture of the new size. */
  rebuild() {
    const { width, height } = this.m.fb;
    this.source?.destroy();
    this.rgba = new Uint32Array(width * height);
    this.indices = new Uint8Array(width * height);
    this.source = new BufferImageSource({
      resource: new Uint8Array(this.rgba.buffer),
      width,
      height,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
    this.sprite.texture = new Texture({ source: this.source });
    this.lastVersion = -1;
    this.fit();
  }

  /** Scale to fill the host, keeping the platform's pixel aspect (docs/display.md). */
  fit() {
    const W = this.host.clientWidth || 640;
    const H = this.host.clientHeight || 400;
    this.renderer.resize(W, H);
    const { width, height, aspect } = this.m.mode;
    // Physical size of the screen in "square units": each pixel is aspect wide, 1 tall.
    const physW = width * aspect;
    const physH = height;
    const k = Math.min(W / physW, H / physH);
    const w = Math.floor(physW * k);
    const h = Math.floor(physH * k);
    this.box = { x: (W - w) >> 1, y: (H - h) >> 1, w, h };
    this.sprite.x = this.box.x;
    this.sprite.y = this.box.y;
    this.sprite.width = w;
    this.sprite.height = h;
    this.lastVersion = -1;
  }

  /** Page (client) coordinates to framebuffer pixels. */
  toScreen(clientX: number, clientY: number): Point {
    const r = this.canvas.getBoundingClientRect();
    const sx = ((clientX - r.left) * (this.renderer.width / r.width) - this.box.x) / this.box.w;
    const sy = ((clientY - r.top) * (this.renderer.height / r.height) - this.box.y) / this.box.h;
    return { x: Math.floor(sx * this.m.fb.width), y: Math.floor(sy * this.m.fb.height) };
  }

  /** Framebuffer pixel centre to page (client) coordinates, for `locate`. */
  toPage(p: Point): Point {
    const r = this.canvas.getBoundingClientRect();
    const x = this.box.x + ((p.x + 0.5) / this.m.fb.width) * this.box.w;
    const y = this.box.y + ((p.y + 0.5) / this.m.fb.height) * this.box.h;
    return { x: r.left + x * (r.width / this.renderer.width), y: r.top + y * (r.height / this.renderer.height) };
  }

  /** Convert and upload if the screen or the pointer changed; then render. */
  present(force = false): boolean {
    const fb = this.m.fb;
    if (this.rgba.length !== fb.width * fb.height) this.rebuild();
    const ps = this.m.pointerVisible ? `${this.m.pointer.x},${this.m.pointer.y},${this.m.pointerKind()}` : '';
    if (!force && fb.version === this.lastVersion && ps === this.lastPointer) return false;
    this.lastVersion = fb.version;
    this.lastPointer = ps;
    this.m.composite(this.indices);
    indicesToRgba(this.indices, fb.palette, this.rgba);
    this.source!.update();
    this.renderer.render(this.stage);
    this.uploads++;
    return true;
  }
}
