/**
 * Where the screen goes on the canvas's device pixels, without the DOM so Node can test it
 * (docs/architecture.md, "The display"): an integer scale per axis when one keeps the pixel aspect
 * and most of the window, else the largest picture with the aspect (the sharp-bilinear pass or
 * the CRT). Also the CRT tube's curvature, shared by the shader and the pointer mapping.
 */
/** How the screen is shown: sharp pixels, or a period monitor's CRT look. */
export type Monitor = 'sharp' | 'crt';

/**
 * How far (relative) the integer factors' ratio may stray from the pixel aspect. 12 % lets ST low
 * (0.9) show at 1:1 and ST medium (0.45) at 1:2, within the spread of the published estimates and
 * of a monitor's width knob; Amiga NTSC (0.42) at 1:2 would be 19 % too wide (it takes 2:5).
 */
export const ASPECT_TOLERANCE = 0.12;
/** An integer picture must keep this much of the size (square root of the area) the window allows. */
export const MIN_FILL = 0.85;
/**
 * How far past its pixel aspect a text screen may be widened to fill the width of a touch screen
 * (the door's 80 columns on a phone on its side: 1.6 times as wide there, issue 52). Text stays
 * readable stretched; pictures (cards, icons) keep their aspect.
 */
export const TEXT_STRETCH = 2;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Mode {
  width: number;
  height: number;
  aspect: number;
}

export type Layout = { kind: 'integer'; box: Box; sx: number; sy: number } | { kind: 'sharp-bilinear'; box: Box } | { kind: 'crt'; box: Box };

/** The largest picture with exactly the pixel aspect, in whole device pixels. */
export function aspectFit(m: Mode, W: number, H: number): { w: number; h: number } {
  const k = Math.min(W / (m.width * m.aspect), H / m.height);
  return { w: Math.max(1, Math.floor(m.width * m.aspect * k)), h: Math.max(1, Math.floor(m.height * k)) };
}

/** The best integer factors within the aspect tolerance, or null when none keeps enough of the window. */
export function integerScale(m: Mode, W: number, H: number): { sx: number; sy: number } | null {
  const f = aspectFit(m, W, H);
  let best: { sx: number; sy: number; area: number; err: number } | null = null;
  for (let sy = 1; sy * m.height <= H; sy++) {
    for (let sx = 1; sx * m.width <= W; sx++) {
      const err = Math.abs(sx / sy / m.aspect - 1);
      if (err > ASPECT_TOLERANCE) continue;
      const area = sx * m.width * sy * m.height;
      if (!best || area > best.area || (area === best.area && err < best.err)) best = { sx, sy, area, err };
    }
  }
  if (!best || Math.sqrt(best.area / (f.w * f.h)) < MIN_FILL) return null;
  return { sx: best.sx, sy: best.sy };
}

/**
 * Where the picture goes inside a W x H device-pixel canvas. `fillWidth` (a text screen on a touch
 * screen) widens a picture the window's height limits, up to TEXT_STRETCH times, to the window's width.
 */
export function layout(m: Mode, W: number, H: number, monitor: Monitor, fillWidth = false): Layout {
  const centre = (w: number, h: number): Box => ({ x: (W - w) >> 1, y: (H - h) >> 1, w, h });
  if (fillWidth) {
    const f = aspectFit(m, W, H);
    const w = Math.min(W, Math.floor(f.w * TEXT_STRETCH));
    const i = monitor === 'sharp' ? integerScale(m, W, H) : null;
    // An integer picture as wide is sharper: it stays.
    if (w > f.w && !(i && m.width * i.sx >= w)) return { kind: monitor === 'crt' ? 'crt' : 'sharp-bilinear', box: centre(w, Math.max(f.h, Math.min(m.height, H))) };
  }
  if (monitor === 'sharp') {
    const i = integerScale(m, W, H);
    if (i) return { kind: 'integer', box: centre(m.width * i.sx, m.height * i.sy), ...i };
  }
  const f = aspectFit(m, W, H);
  // At least one device pixel per source pixel while the window has them, even if that strays
  // from the aspect (Amiga PAL in a 700 x 500 window): a column or line must never be lost.
  const w = Math.max(f.w, Math.min(m.width, W));
  const h = Math.max(f.h, Math.min(m.height, H));
  return { kind: monitor === 'crt' ? 'crt' : 'sharp-bilinear', box: centre(w, h) };
}

/**
 * The tube's curvature: a point of the picture (0..1 across the box) to the point of the screen
 * image shown there (the CRT shader has the same formula); points past 0..1 are off the face.
 */
export function warp(p: { x: number; y: number }, k: number): { x: number; y: number } {
  const cx = p.x * 2 - 1;
  const cy = p.y * 2 - 1;
  return { x: (cx * (1 + k * cy * cy) + 1) / 2, y: (cy * (1 + k * cx * cx) + 1) / 2 };
}

/** The inverse of `warp` (Newton's method; the curvature is slight, so a few steps are exact). */
export function unwarp(q: { x: number; y: number }, k: number): { x: number; y: number } {
  const tx = q.x * 2 - 1;
  const ty = q.y * 2 - 1;
  let x = tx;
  let y = ty;
  for (let i = 0; i < 8; i++) {
    const fx = x * (1 + k * y * y) - tx;
    const fy = y * (1 + k * x * x) - ty;
    const a = 1 + k * y * y;
    const b = 2 * k * x * y;
    const d = 1 + k * x * x;
    const det = a * d - b * b;
    x -= (fx * d - fy * b) / det;
    y -= (fy * a - fx * b) / det;
  }
  return { x: (x + 1) / 2, y: (y + 1) / 2 };
}

/**
 * The device-pixel rectangle a source rectangle can touch on the picture: its own span plus one
 * source pixel around it (blends and glow reach that far), through the curvature when there is
 * one, plus two device pixels; clipped to the canvas.
 */
export function deviceRect(r: Box, m: { width: number; height: number }, box: Box, curve: number, W: number, H: number): Box {
  const x0 = (r.x - 1) / m.width;
  const x1 = (r.x + r.w + 1) / m.width;
  const y0 = (r.y - 1) / m.height;
  const y1 = (r.y + r.h + 1) / m.height;
  let minX = x0;
  let maxX = x1;
  let minY = y0;
  let maxY = y1;
  if (curve) {
    minX = minY = Infinity;
    maxX = maxY = -Infinity;
    // The edges' images are smooth: samples along each edge and its crossings of the centre lines.
    const xs = [x0, x1, 0.5, ...[1, 2, 3, 4, 5, 6, 7].map((i) => x0 + ((x1 - x0) * i) / 8)].filter((v) => v >= x0 && v <= x1);
    const ys = [y0, y1, 0.5, ...[1, 2, 3, 4, 5, 6, 7].map((i) => y0 + ((y1 - y0) * i) / 8)].filter((v) => v >= y0 && v <= y1);
    const add = (x: number, y: number) => {
      const p = unwarp({ x, y }, curve);
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y);
      maxY = Math.max(maxY, p.y);
    };
    for (const x of xs) {
      add(x, y0);
      add(x, y1);
    }
    for (const y of ys) {
      add(x0, y);
      add(x1, y);
    }
  }
  const l = Math.max(0, Math.floor(box.x + minX * box.w) - 2);
  const t = Math.max(0, Math.floor(box.y + minY * box.h) - 2);
  const rr = Math.min(W, Math.ceil(box.x + maxX * box.w) + 2);
  const b = Math.min(H, Math.ceil(box.y + maxY * box.h) + 2);
  return { x: l, y: t, w: Math.max(0, rr - l), h: Math.max(0, b - t) };
}
