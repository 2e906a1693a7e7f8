/**
 * The emulated screen: one byte per pixel holding a palette index, and a palette of at most 16
 * entries snapped to the platform's colour space. Games draw only through this; the display
 * turns it into RGBA. Every primitive clips, so callers never check bounds.
 */
import { snap, type ColourSpace } from './palette';
import type { Font } from './font';

/** An indexed image: `data[y * w + x]` a palette index, `transparent` (if set) not drawn. */
export interface Sprite {
  w: number;
  h: number;
  data: Uint8Array;
  transparent?: number;
}

export class Framebuffer {
  readonly pixels: Uint8Array;
  readonly palette: Uint32Array;
  /** Bumped on every change of pixels or palette; the display converts only when it moved. */
  version = 0;
  /** Offset applied to all drawing (used by Spider's VIEW split, menus...). */
  ox = 0;
  oy = 0;
  private clipX0 = 0;
  private clipY0 = 0;
  private clipX1: number;
  private clipY1: number;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly space: ColourSpace,
    readonly colours: number,
  ) {
    if (colours < 2 || colours > 16) throw new RangeError('a palette holds 2..16 colours');
    this.pixels = new Uint8Array(width * height);
    this.palette = new Uint32Array(colours);
    this.clipX1 = width;
    this.clipY1 = height;
  }

  // ---- palette ----
  setPalette(rgbs: readonly number[]): void {
    for (let i = 0; i < this.colours; i++) this.palette[i] = snap(rgbs[i] ?? 0, this.space);
    this.version++;
  }
  setColour(i: number, rgb: number): void {
    if (i < 0 || i >= this.colours) return;
    this.palette[i] = snap(rgb, this.space);
    this.version++;
  }

  // ---- clipping ----
  /** Restrict drawing to a rectangle (screen coordinates); `null` restores the whole screen. */
  clip(r: { x: number; y: number; w: number; h: number } | null): void {
    if (!r) {
      this.clipX0 = 0;
      this.clipY0 = 0;
      this.clipX1 = this.width;
      this.clipY1 = this.height;
      return;
    }
    this.clipX0 = Math.max(0, r.x);
    this.clipY0 = Math.max(0, r.y);
    this.clipX1 = Math.min(this.width, r.x + r.w);
    this.clipY1 = Math.min(this.height, r.y + r.h);
  }

  /** A rectangle in drawing coordinates, offset and clipped: [x0, y0, x1, y1] or null when empty. */
  private span(x: number, y: number, w: number, h: number): [number, number, number, number] | null {
    x += this.ox;
    y += this.oy;
    const x0 = Math.max(this.clipX0, x);
    const y0 = Math.max(this.clipY0, y);
    const x1 = Math.min(this.clipX1, x + w);
    const y1 = Math.min(this.clipY1, y + h);
    return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
  }

  // ---- primitives ----
  clear(c: number): void {
    this.pixels.fill(c);
    this.version++;
  }

  pset(x: number, y: number, c: number): void {
    x += this.ox;
    y += this.oy;
    if (x < this.clipX0 || y < this.clipY0 || x >= this.clipX1 || y >= this.clipY1) return;
    this.pixels[y * this.width + x] = c;
    this.version++;
  }

  pget(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return -1;
    return this.pixels[y * this.width + x]!;
  }

  fillRect(x: number, y: number, w: number, h: number, c: number): void {
    const r = this.span(x, y, w, h);
    if (!r) return;
    const [x0, y0, x1, y1] = r;
    for (let yy = y0; yy < y1; yy++) this.pixels.fill(c, yy * this.width + x0, yy * this.width + x1);
    this.version++;
  }

  /** A one-pixel rectangle outline. */
  rect(x: number, y: number, w: number, h: number, c: number): void {
    this.fillRect(x, y, w, 1, c);
    this.fillRect(x, y + h - 1, w, 1, c);
    this.fillRect(x, y, 1, h, c);
    this.fillRect(x + w - 1, y, 1, h, c);
  }

  hline(x: number, y: number, w: number, c: number): void {
    this.fillRect(x, y, w, 1, c);
  }

  vline(x: number, y: number, h: number, c: number): void {
    this.fillRect(x, y, 1, h, c);
  }

  /** Bresenham line, both ends included. */
  line(x0: number, y0: number, x1: number, y1: number, c: number): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.pset(x0, y0, c);
      if (x0 === x1 && y0 === y1) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x0 += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y0 += sy;
      }
    }
  }

  /** Fill with a 2-colour pattern: `pattern[y % n]` is a row bitmask, bit 15 leftmost, period 16. */
  fillPattern(x: number, y: number, w: number, h: number, pattern: readonly number[], c1: number, c0: number): void {
    const r = this.span(x, y, w, h);
    if (!r) return;
    const [x0, y0, x1, y1] = r;
    for (let yy = y0; yy < y1; yy++) {
      const bits = pattern[yy % pattern.length]!;
      const row = yy * this.width;
      for (let xx = x0; xx < x1; xx++) this.pixels[row + xx] = (bits >> (15 - (xx & 15))) & 1 ? c1 : c0;
    }
    this.version++;
  }

  /**
   * Invert a region the way the hardware's XOR mode did: index i becomes (colours - 1 - i), so on
   * the default palettes white and black swap. Applying it twice restores the region exactly.
   */
  invert(x: number, y: number, w: number, h: number): void {
    const r = this.span(x, y, w, h);
    if (!r) return;
    const [x0, y0, x1, y1] = r;
    const top = this.colours - 1;
    for (let yy = y0; yy < y1; yy++) {
      const row = yy * this.width;
      for (let xx = x0; xx < x1; xx++) this.pixels[row + xx] = top - this.pixels[row + xx]!;
    }
    this.version++;
  }

  /** Swap two indices inside a region (an inversion that keeps the other colours). */
  swapColours(x: number, y: number, w: number, h: number, a: number, b: number): void {
    const r = this.span(x, y, w, h);
    if (!r) return;
    const [x0, y0, x1, y1] = r;
    for (let yy = y0; yy < y1; yy++) {
      const row = yy * this.width;
      for (let xx = x0; xx < x1; xx++) {
        const p = this.pixels[row + xx]!;
        if (p === a) this.pixels[row + xx] = b;
        else if (p === b) this.pixels[row + xx] = a;
      }
    }
    this.version++;
  }

  /**
   * Clipped indexed blit. `map` (optional) recolours sprite indices (e.g. a font drawn in any
   * colour); `sx` scales horizontally by an integer (Amiga hi-res draws ST-sized art twice as wide).
   */
  blit(s: Sprite, x: number, y: number, map?: ArrayLike<number>, sx = 1): void {
    x += this.ox;
    y += this.oy;
    const t = s.transparent ?? -1;
    for (let j = 0; j < s.h; j++) {
      const yy = y + j;
      if (yy < this.clipY0 || yy >= this.clipY1) continue;
      const row = yy * this.width;
      for (let i = 0; i < s.w; i++) {
        const v = s.data[j * s.w + i]!;
        if (v === t) continue;
        const c = map ? map[v]! : v;
        for (let k = 0; k < sx; k++) {
          const xx = x + i * sx + k;
          if (xx >= this.clipX0 && xx < this.clipX1) this.pixels[row + xx] = c;
        }
      }
    }
    this.version++;
  }

  /** Copy a rectangle of this screen elsewhere on it (scrolling, VIEW split). Overlap-safe. */
  copyRect(sx: number, sy: number, w: number, h: number, dx: number, dy: number): void {
    const tmp = new Uint8Array(w * h);
    for (let j = 0; j < h; j++)
      for (let i = 0; i < w; i++) tmp[j * w + i] = Math.max(0, this.pget(sx + i, sy + j));
    this.blit({ w, h, data: tmp }, dx - this.ox, dy - this.oy);
  }

  /**
   * Text in an 8 x 8 (or 8 x h) font. `bg` < 0 leaves the background. `sx` widens each glyph pixel
   * (2 on Amiga hi-res when a layout wants ST-proportioned text). Returns the x after the text.
   */
  text(font: Font, str: string, x: number, y: number, fg: number, bg = -1, sx = 1): number {
    // Direct writes with one clip test per pixel: 80 x 25 cells redraw in well under a millisecond.
    const W = this.width;
    const px = this.pixels;
    const cx0 = this.clipX0;
    const cx1 = this.clipX1;
    const cy0 = this.clipY0;
    const cy1 = this.clipY1;
    for (const ch of str) {
      const g = font.glyph(ch);
      const gx = x + this.ox;
      for (let j = 0; j < font.height; j++) {
        const yy = y + this.oy + j;
        if (yy < cy0 || yy >= cy1) continue;
        const bits = g[j] ?? 0;
        const row = yy * W;
        for (let i = 0; i < 8; i++) {
          const c = (bits >> (7 - i)) & 1 ? fg : bg;
          if (c < 0) continue;
          for (let k = 0; k < sx; k++) {
            const xx = gx + i * sx + k;
            if (xx >= cx0 && xx < cx1) px[row + xx] = c;
          }
        }
      }
      x += 8 * sx;
    }
    this.version++;
    return x;
  }

  /** Base64 of the raw index bytes, as the automation API's `screen()` reports them. */
  snapshot(): { width: number; height: number; palette: number[]; pixels: Uint8Array } {
    return { width: this.width, height: this.height, palette: Array.from(this.palette), pixels: this.pixels.slice() };
  }
}
