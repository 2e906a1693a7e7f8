/**
 * The display's WebGL painter (pixi.js v8), loaded in its own chunk once the first frame is on
 * screen (src/core/display.ts draws that one with a 2D canvas: src/display/first-frame.ts). It
 * draws the display's RGBA buffer, as one buffer texture, into the display's canvas in one of three
 * ways (src/display/layout.ts decides):
 * - Sharp at an integer scale: nearest-neighbour quads, no filter (src/display/nearest-quads.ts);
 * - Sharp otherwise: the sharp-bilinear Filter (src/display/sharp-filter.ts);
 * - CRT: the monitor Filter (src/display/crt-filter.ts).
 * Only the changed rectangles are drawn (the canvas keeps the rest: preserveDrawingBuffer), and
 * every filter computes each device pixel from its place on the canvas, so a part redrawn alone
 * matches the whole.
 */
import type { BindGroup, WebGLRenderer } from 'pixi.js';
import { BufferImageSource, Container, FilterPipe, FilterSystem, Rectangle, extensions } from './pixi';
import { createRenderer } from './renderer';
import { deviceRect, type Box, type Layout } from './layout';
import { bounds } from './damage';
import { SharpFilter } from './sharp-filter';
import { CrtFilter, type CrtLook } from './crt-filter';
import { MAX_QUADS, NearestQuads } from './nearest-quads';

// The filter machinery only (pixi.js/filters would add the Canvas renderer's too).
extensions.add(FilterSystem, FilterPipe);

export class GlPainter {
  private stage = new Container();
  private source: BufferImageSource | null = null;
  private quads: NearestQuads | null = null;
  private areas: Container[] = [];
  private sharp: SharpFilter | null = null;
  private crt: CrtFilter | null = null;
  /** The next draw redraws everything: a lost and restored GL context keeps none of the picture. */
  lost = false;

  private constructor(readonly renderer: WebGLRenderer) {}

  /** A WebGL renderer on the display's canvas, `W` x `H` device pixels. */
  static async create(canvas: HTMLCanvasElement, W: number, H: number): Promise<GlPainter> {
    // WebGL only, with the systems this display runs (src/display/renderer.ts): pixi's WebGPU and
    // Canvas renderers, and its sprite, graphics, batch and mask pipes, stay out of the bundle.
    const renderer = createRenderer();
    await renderer.init({
      canvas,
      width: W,
      height: H,
      background: 0x000000,
      antialias: false,
      // Sizes are kept in device pixels here; the canvas's CSS size is its host's.
      resolution: 1,
      // The canvas keeps what was drawn, so a frame redraws only what changed.
      preserveDrawingBuffer: true,
      // Our own pixels and filters only: none of pixi's browser extras (events, text, graphics...).
      skipExtensionImports: true,
    });
    const p = new GlPainter(renderer);
    canvas.addEventListener('webglcontextrestored', () => (p.lost = true));
    return p;
  }

  /** A new texture over the display's RGBA buffer (a new screen mode). */
  setBuffer(rgba: Uint32Array, width: number, height: number, layout: Layout, W: number, H: number): void {
    const old = this.source;
    this.source = new BufferImageSource({
      resource: new Uint8Array(rgba.buffer),
      width,
      height,
      format: 'rgba8unorm',
      scaleMode: 'nearest',
      autoGenerateMipmaps: false,
    });
    // The old texture goes once nothing reads it any more: every shader holding it (the quads' and
    // both filters', whichever is in use) is given the new one first, since pixi's bind groups
    // warn of a texture destroyed while still bound (issue 52: a switch from the CRT or the
    // sharp-bilinear filter to a new mode left the filter holding the old texture).
    this.quads?.set(this.source, [], layout.box, 1, 1, W, H);
    if (this.sharp) this.sharp.resources.uSource = this.source;
    if (this.crt) this.crt.resources.uSource = this.source;
    // Unloaded (its GPU texture freed), not destroyed: a bind group of pixi's own can still hold it
    // until its next use, and destroying it then warns; unloading says nothing, and the old source
    // is collected with the last reference to it (CI saw the warning once in two runs after the above).
    old?.unload();
  }

  /**
   * pixi's filter pass leaves its last input, a texture of pixi's pool, bound in the one bind group
   * every filter shares; a resize makes the pool destroy its textures of the old screen's size, and
   * the bind group warns of a texture destroyed while still bound (CI, after a window resize under
   * the sharp-bilinear filter). The screen's own texture is bound there first: it outlives the resize.
   */
  private releaseFilterInput(): void {
    const group = (this.renderer.filter as unknown as { _globalFilterBindGroup?: BindGroup })._globalFilterBindGroup;
    if (!group || !this.source) return;
    group.setResource(this.source, 1);
    group.setResource(this.source.style, 2);
  }

  /** Lay out for the canvas's size, the mode and the monitor. */
  fit(layout: Layout, width: number, height: number, W: number, H: number, look: CrtLook): void {
    if (this.renderer.width !== W || this.renderer.height !== H) {
      this.releaseFilterInput();
      this.renderer.resize(W, H);
    }
    const { box, kind } = layout;
    const source = this.source!;
    // The quads need nearest-neighbour; the filters bend their coordinates for a linear read.
    source.scaleMode = kind === 'integer' ? 'nearest' : 'linear';
    if (kind === 'sharp-bilinear') this.sharp ??= new SharpFilter(source);
    if (kind === 'crt') this.crt ??= new CrtFilter(source);
    // Both keep the current texture (the old one may be destroyed), whichever is in use.
    this.sharp?.set(source, width, height, box);
    this.crt?.set(source, width, height, box, look);
  }

  /**
   * Upload the buffer and draw the given source rectangles (the whole screen, after clearing the
   * canvas, when `whole`); returns the device pixels drawn.
   */
  draw(rects: Box[], whole: boolean, layout: Layout, width: number, height: number, W: number, H: number, curve: number): number {
    this.source!.update();
    this.stage.removeChildren();
    let drawn = 0;
    if (layout.kind === 'integer') {
      const { sx, sy, box } = layout;
      const list = rects.length > MAX_QUADS ? [bounds(rects)] : rects;
      this.quads ??= new NearestQuads(this.source!);
      this.quads.set(this.source!, list, box, sx, sy, W, H);
      this.stage.addChild(this.quads.mesh);
      for (const r of list) drawn += r.w * sx * r.h * sy;
    } else {
      const { kind, box } = layout;
      rects.forEach((r, i) => {
        const area = whole ? box : deviceRect(r, { width, height }, box, curve, W, H);
        const c = (this.areas[i] ??= new Container());
        c.filterArea = new Rectangle(area.x, area.y, area.w, area.h);
        c.filters = [kind === 'crt' ? this.crt! : this.sharp!];
        this.stage.addChild(c);
        drawn += area.w * area.h;
      });
    }
    this.renderer.render({ container: this.stage, clear: whole });
    return drawn;
  }
}
