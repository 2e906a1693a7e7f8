/**
 * The first frames, drawn with a plain 2D canvas while the WebGL painter (pixi.js, its own chunk:
 * src/display/gl-painter.ts) loads: the main chunk then needs no renderer to put the first app on
 * screen. It lies over the display's canvas (pointer events go through to it) and is removed once
 * the WebGL painter has drawn. It shows what the painter shows: at an integer scale each source
 * pixel sx x sy device pixels (the nearest-neighbour quads; the canvas's drawImage repeats them);
 * otherwise the sharp-bilinear filter's formula (src/display/sharp-filter.ts), per axis, with the
 * texture's bilinear read done here.
 * The CRT is the painter's alone: the display waits for it (src/core/display.ts).
 */
import type { Layout } from './layout';

/** For each device pixel along one axis of the box: the two source pixels it blends, and the weight of the second. */
interface Axis {
  i0: Int32Array;
  i1: Int32Array;
  w: Float32Array;
}

/** One axis of the sharp-bilinear filter (its fragment shader, then a clamped bilinear read), or of the integer scale. */
export function axis(size: number, src: number, integer: number | null): Axis {
  const a: Axis = { i0: new Int32Array(size), i1: new Int32Array(size), w: new Float32Array(size) };
  const scale = Math.max(size / src, 1);
  const inner = 0.5 - 0.5 / scale;
  for (let x = 0; x < size; x++) {
    if (integer !== null) {
      a.i0[x] = a.i1[x] = Math.min(src - 1, Math.floor(x / integer));
      continue;
    }
    const s = ((x + 0.5) / size) * src;
    const cell = Math.floor(s);
    const d = s - cell - 0.5;
    const t = cell + 0.5 + (d - Math.max(-inner, Math.min(inner, d))) * scale;
    const u = t - 0.5;
    const i = Math.floor(u);
    a.i0[x] = Math.max(0, Math.min(src - 1, i));
    a.i1[x] = Math.max(0, Math.min(src - 1, i + 1));
    a.w[x] = u - i;
  }
  return a;
}

/** a..b by t, per byte of two RGBA words (as uint32). */
function mix(a: number, b: number, t: number): number {
  if (t === 0 || a === b) return a;
  let out = 0;
  for (let sh = 0; sh < 32; sh += 8) {
    const ca = (a >>> sh) & 255;
    const cb = (b >>> sh) & 255;
    out |= Math.round(ca + (cb - ca) * t) << sh;
  }
  return out >>> 0;
}

/**
 * The picture of `rgba` (width x height) in the layout's box, as RGBA words, box.w x box.h. Both
 * passes are separable: each source row is resampled across once, and a row of the picture is
 * then a copy of one of those (most rows) or a blend of two (one device row per source edge).
 */
export function resample(rgba: Uint32Array, width: number, height: number, layout: Layout): Uint32Array {
  const { box } = layout;
  const ax = axis(box.w, width, layout.kind === 'integer' ? layout.sx : null);
  const ay = axis(box.h, height, layout.kind === 'integer' ? layout.sy : null);
  const rows = new Uint32Array(box.w * height);
  for (let y = 0; y < height; y++) {
    const r = y * width;
    const o = y * box.w;
    for (let x = 0; x < box.w; x++) {
      const a = rgba[r + ax.i0[x]!]!;
      const wx = ax.w[x]!;
      rows[o + x] = wx === 0 ? a : mix(a, rgba[r + ax.i1[x]!]!, wx);
    }
  }
  const out = new Uint32Array(box.w * box.h);
  for (let y = 0; y < box.h; y++) {
    const r0 = ay.i0[y]! * box.w;
    const r1 = ay.i1[y]! * box.w;
    const wy = ay.w[y]!;
    const o = y * box.w;
    if (wy === 0 || r0 === r1) out.set(rows.subarray(r0, r0 + box.w), o);
    else for (let x = 0; x < box.w; x++) out[o + x] = mix(rows[r0 + x]!, rows[r1 + x]!, wy);
  }
  return out;
}

/**
 * The device rows y..y+h the canvas covers: the box's, widened to a whole CSS pixel that is also a
 * whole device pixel at each end (every 8 CSS pixels at 2.625 device pixels per CSS pixel), so the
 * browser lays it out exactly on the painter's rows; the host's whole height where none is near.
 */
export function band(box: { y: number; h: number }, H: number, dpr: number): { y: number; h: number } {
  const step = [1, 2, 3, 4, 5, 6, 8, 10, 16].find((s) => Math.abs(s * dpr - Math.round(s * dpr)) < 1e-9);
  if (step === undefined) return { y: 0, h: H };
  const unit = Math.round(step * dpr);
  const y = Math.floor(box.y / unit) * unit;
  const end = Math.ceil((box.y + box.h) / unit) * unit;
  return end > H ? { y: 0, h: H } : { y, h: end - y };
}

/**
 * Black over the host, and over it a canvas covering the box's rows (see `band`): the browser
 * copies every pixel of a 2D canvas to the screen on each change, and a canvas of the host's size
 * (2.6 million device pixels on a phone) was the largest part of the first frame's cost.
 */
export class FirstFrame {
  readonly element = document.createElement('div');
  private canvas = document.createElement('canvas');
  private ctx: CanvasRenderingContext2D;
  /** The framebuffer's picture at its own size, for the integer scale. */
  private small: HTMLCanvasElement | null = null;
  /** The canvas's rows and the box last drawn. */
  private at = '';

  constructor(host: HTMLElement) {
    const e = this.element;
    e.id = 'first-frame';
    e.setAttribute('aria-hidden', 'true');
    Object.assign(e.style, { position: 'absolute', left: '0', top: '0', width: '100%', height: '100%', pointerEvents: 'none' });
    // A pixel past the host's right and bottom edges: at a fractional ratio those fall inside a
    // device pixel, which the painter's canvas covers whole and an edge of this black would not.
    const black = document.createElement('div');
    Object.assign(black.style, { position: 'absolute', left: '0', top: '0', width: 'calc(100% + 1px)', height: 'calc(100% + 1px)', background: '#000', willChange: 'transform' });
    Object.assign(this.canvas.style, { position: 'absolute', left: '0', width: '100%', display: 'block' });
    this.ctx = this.canvas.getContext('2d', { alpha: false })!;
    e.append(black, this.canvas);
    host.appendChild(e);
  }

  /** The whole picture, for a host of W x H device pixels. */
  draw(rgba: Uint32Array, width: number, height: number, layout: Layout, W: number, H: number): number {
    const c = this.canvas;
    const { box } = layout;
    const dpr = window.devicePixelRatio || 1;
    const rows = band(box, H, dpr);
    const at = `${W},${rows.y},${rows.h},${box.x},${box.y},${box.w},${box.h}`;
    // A new size clears the canvas to black (it has no alpha); black around the box once for each layout.
    if (c.width !== W || c.height !== rows.h) {
      c.width = W;
      c.height = rows.h;
    } else if (at !== this.at) {
      this.ctx.fillStyle = '#000';
      this.ctx.fillRect(0, 0, W, rows.h);
    }
    if (at !== this.at) Object.assign(c.style, { top: `${rows.y / dpr}px`, height: rows.h === H ? '100%' : `${rows.h / dpr}px` });
    this.at = at;
    const image = (px: Uint32Array, w: number, h: number) => new ImageData(new Uint8ClampedArray(px.buffer as ArrayBuffer, px.byteOffset, w * h * 4), w, h);
    if (layout.kind === 'integer') {
      // Whole multiples: the canvas repeats each pixel itself (nearest neighbour, exact) from a
      // picture of the framebuffer's own size, instead of JS writing every device pixel.
      const s = (this.small ??= document.createElement('canvas'));
      if (s.width !== width || s.height !== height) {
        s.width = width;
        s.height = height;
      }
      s.getContext('2d')!.putImageData(image(rgba, width, height), 0, 0);
      this.ctx.imageSmoothingEnabled = false;
      this.ctx.drawImage(s, box.x, box.y - rows.y, box.w, box.h);
    } else {
      this.ctx.putImageData(image(resample(rgba, width, height, layout), box.w, box.h), box.x, box.y - rows.y);
    }
    return box.w * box.h;
  }

  remove(): void {
    this.element.remove();
  }
}
