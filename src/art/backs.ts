/**
 * Twenty card backs. Each design is a colour function of a point in "ST pixel" units inside the
 * pattern area (u across 0..W, v down 0..H, sampled at pixel centres), so one design serves
 * both machines and the Amiga's half-width pixels add detail to curves and diagonals for free.
 */
import { C } from '../core/colours';

type Design = (u: number, v: number, W: number, H: number) => number;

const { WHITE, RED, NAVY, BLUE, DARKRED, LIGHTBLUE, YELLOW, BLACK, LIGHTGREY, DARKGREY } = C;
const fl = Math.floor;
const mod = (a: number, n: number) => ((a % n) + n) % n;

const designs: Design[] = [
  // 0 classic blue lattice of small diamonds
  (u, v) => {
    const a = mod(u + v, 6);
    const b = mod(u - v, 6);
    return a < 1 || b < 1 ? LIGHTBLUE : mod(fl((u + v) / 6) + fl((u - v) / 6), 2) ? NAVY : BLUE;
  },
  // 1 red and dark red checks with a white stitch
  (u, v) => {
    const c = mod(fl(u / 4) + fl(v / 4), 2);
    if (mod(u, 4) < 1 && mod(v, 2) < 1) return WHITE;
    return c ? RED : DARKRED;
  },
  // 2 tartan: navy ground, blue bands, thin red and white lines
  (u, v) => {
    const bu = mod(u, 12);
    const bv = mod(v, 12);
    if (fl(bu) === 9 || fl(bv) === 9) return mod(fl(u) + fl(v), 2) ? RED : NAVY;
    if (fl(bu) === 3 || fl(bv) === 3) return WHITE;
    return bu < 6 && bv < 6 ? BLUE : bu < 6 || bv < 6 ? mod(fl(u) + fl(v), 2) ? BLUE : NAVY : NAVY;
  },
  // 3 spider web on navy, the spider in the lower left
  (u, v, W, H) => {
    const cx = W * 0.62;
    const cy = H * 0.38;
    const dx = u - cx;
    const dy = (v - cy) * 0.8;
    const r = Math.hypot(dx, dy);
    const ang = Math.atan2(dy, dx);
    const spokes = 10;
    const sa = mod(ang / (2 * Math.PI) * spokes, 1);
    const spoke = Math.min(sa, 1 - sa) * (2 * Math.PI / spokes) * r < 0.5;
    const ring = Math.abs(mod(r * (1 + 0.12 * Math.cos(sa * 2 * Math.PI - Math.PI)), 4) - 2) > 1.55;
    const sx = W * 0.28;
    const sy = H * 0.72;
    const sr = Math.hypot(u - sx, (v - sy) * 1.2);
    if (sr < 2.2) return BLACK;
    if (sr < 4.2 && Math.abs(mod(Math.atan2(v - sy, u - sx) * 4 / Math.PI, 1) - 0.5) < 0.18) return BLACK;
    if (Math.abs(u - sx) < 0.4 && v < sy) return LIGHTGREY;
    return spoke || ring ? WHITE : NAVY;
  },
  // 4 castle under a starry sky
  (u, v, W, H) => {
    const ground = H * 0.8;
    const wallTop = H * 0.5;
    const cx = W / 2;
    const du = Math.abs(u - cx);
    const tower = du > W * 0.28 && du < W * 0.45 && v > H * 0.3;
    const keep = du < W * 0.12 && v > H * 0.22;
    const merlon = (top: number) => v > top - 2 && v < top && mod(u, 3) < 1.5;
    const wall = du < W * 0.45 && v > wallTop;
    const door = du < W * 0.07 && v > ground - 6 && v < ground && !(v < ground - 4 && du > W * 0.04);
    const windowSlit = du > W * 0.35 && du < W * 0.37 && v > H * 0.38 && v < H * 0.45;
    if (v >= ground) return mod(fl(u / 2) + fl(v), 3) ? BLUE : NAVY;
    if (door || windowSlit) return BLACK;
    if (tower || keep || wall) return mod(fl(v), 3) === 0 || mod(fl(u) + (mod(fl(v / 3), 2) ? 2 : 0), 4) === 0 ? DARKGREY : LIGHTGREY;
    if ((du > W * 0.28 && du < W * 0.45 && merlon(H * 0.3)) || (du < W * 0.12 && merlon(H * 0.22))) return LIGHTGREY;
    if (Math.hypot(u - W * 0.8, v - H * 0.1) < 2.6 && Math.hypot(u - W * 0.86, v - H * 0.08) > 2.4) return YELLOW;
    if (mod(fl(u) * 7 + fl(v) * 13, 37) === 0) return WHITE;
    return NAVY;
  },
  // 5 waves
  (u, v) => {
    const y = v + 1.6 * Math.sin(u / 2.2);
    const band = mod(y, 5);
    return band < 1 ? WHITE : band < 2.5 ? LIGHTBLUE : band < 3.5 ? BLUE : NAVY;
  },
  // 6 concentric diamonds
  (u, v, W, H) => {
    const d = Math.abs(u - W / 2) + Math.abs(v - H / 2) * 0.65;
    const k = mod(fl(d / 1.5), 4);
    return [RED, DARKRED, WHITE, DARKRED][k]!;
  },
  // 7 brick wall
  (u, v) => {
    const row = fl(v / 3);
    const off = mod(row, 2) ? 3 : 0;
    if (mod(v, 3) < 1 || mod(u + off, 6) < 1) return LIGHTGREY;
    return mod(row * 5 + fl((u + off) / 6), 3) ? RED : DARKRED;
  },
  // 8 white polka dots on red
  (u, v) => {
    const r = mod(fl(v / 5), 2) ? 2.5 : 0;
    const du = mod(u + r, 5) - 2.5;
    const dv = mod(v, 5) - 2.5;
    return du * du + dv * dv < 2.2 ? WHITE : RED;
  },
  // 9 diagonal stripes, navy and blue, with a white pinstripe
  (u, v) => {
    const k = mod(u + v, 8);
    return k < 1 ? WHITE : k < 4 ? NAVY : BLUE;
  },
  // 10 zigzag chevrons
  (u, v) => {
    const z = v + Math.abs(mod(u, 6) - 3);
    const k = mod(z, 6);
    return k < 2 ? RED : k < 3 ? WHITE : k < 5 ? DARKRED : WHITE;
  },
  // 11 target rings
  (u, v, W, H) => {
    const r = Math.hypot(u - W / 2, (v - H / 2) * 0.7);
    const k = mod(fl(r / 1.6), 3);
    return [NAVY, BLUE, LIGHTBLUE][k]!;
  },
  // 12 stars on navy
  (u, v) => {
    const cu = mod(u + (mod(fl(v / 6), 2) ? 3 : 0), 6) - 3;
    const cv = mod(v, 6) - 3;
    const a = Math.abs(cu);
    const b = Math.abs(cv);
    if ((a < 0.6 && b < 2.5) || (b < 0.6 && a < 2.5) || (a + b < 1.6)) return YELLOW;
    return NAVY;
  },
  // 13 little crosses on dark red, framed by a red band
  (u, v, W, H) => {
    if (u < 2 || v < 2 || u > W - 2 || v > H - 2) return RED;
    const cu = Math.abs(mod(u - 2, 5) - 2.5);
    const cv = Math.abs(mod(v - 2, 5) - 2.5);
    return (cu < 0.6 && cv < 1.6) || (cv < 0.6 && cu < 1.6) ? WHITE : DARKRED;
  },
  // 14 sunburst from the centre
  (u, v, W, H) => {
    const a = Math.atan2(v - H / 2, u - W / 2);
    const r = Math.hypot(u - W / 2, (v - H / 2) * 0.9);
    if (r < 3.2) return YELLOW;
    return mod(fl((a / (2 * Math.PI)) * 24), 2) ? RED : r < 4.2 ? YELLOW : DARKRED;
  },
  // 15 fish scales
  (u, v) => {
    const row = fl(v / 3);
    const off = mod(row, 2) ? 2 : 0;
    const cu = mod(u + off, 4) - 2;
    const cv = mod(v, 3);
    const r = Math.hypot(cu, cv * 1.1);
    return r > 1.6 && r < 2.6 ? LIGHTBLUE : cv < 1 && Math.abs(cu) > 1.6 ? NAVY : BLUE;
  },
  // 16 a lattice of small red hearts on white
  (u, v) => {
    const off = mod(fl(v / 6), 2) ? 3 : 0;
    const cu = (mod(u + off, 6) - 3) / 2.4;
    const cv = (mod(v, 6) - 3) / 2.4;
    const heart = (cu * cu + cv * cv - 0.6) ** 3 - cu * cu * (-cv) ** 3 < 0;
    return heart ? RED : mod(fl(u) + fl(v), 2) ? WHITE : LIGHTGREY;
  },
  // 17 Greek key meander bands
  (u, v) => {
    const band = mod(v, 10);
    if (band >= 8) return NAVY;
    const x = mod(u, 8);
    const y = band;
    const onKey =
      y < 1 || y >= 7 ? x < 6 || (y < 1 ? false : true) : (x < 1 && y < 6) || (x >= 5 && x < 6 && y >= 2) || (y >= 2 && y < 3 && x >= 2 && x < 6) || (y >= 5 && y < 6 && x < 4) || (x >= 3 && x < 4 && y >= 3 && y < 6);
    return onKey ? WHITE : NAVY;
  },
  // 18 a sailing ship on the sea
  (u, v, W, H) => {
    const sea = H * 0.68;
    const cx = W / 2;
    if (v > sea) return mod(fl(v + 1.2 * Math.sin(u / 1.5)), 3) === 0 ? WHITE : mod(fl(v / 2), 2) ? BLUE : NAVY;
    const hull = v > sea - 4 && Math.abs(u - cx) < 9 - (v - (sea - 4)) * 1.2;
    if (hull) return DARKRED;
    if (Math.abs(u - cx) < 0.5 && v > H * 0.12) return BLACK;
    const sailL = v > H * 0.18 && v < sea - 5 && u < cx - 0.5 && u > cx - 0.5 - (v - H * 0.14) * 0.45;
    const sailR = v > H * 0.26 && v < sea - 5 && u > cx + 0.5 && u < cx + 0.5 + (v - H * 0.22) * 0.35;
    if (sailL || sailR) return WHITE;
    if (v > H * 0.1 && v < H * 0.15 && u > cx && u < cx + 3) return RED;
    return mod(fl(u) + fl(v), 2) && v < H * 0.3 ? LIGHTBLUE : mod(fl(u / 2) + fl(v / 2), 2) ? LIGHTBLUE : WHITE;
  },
  // 19 argyle
  (u, v) => {
    const a = (u + v * 0.5) / 6;
    const b = (u - v * 0.5) / 6;
    const lineA = mod(u + v * 0.5 + 3, 6) < 0.8;
    const lineB = mod(u - v * 0.5 + 3, 6) < 0.8;
    if (lineA || lineB) return WHITE;
    return mod(fl(a) + fl(b), 2) ? RED : NAVY;
  },
];

export const BACK_DESIGNS = designs.length;

/** The colour of design `n` (wrapped mod 20) at a point of its pattern area. */
export function backColour(n: number, u: number, v: number, W: number, H: number): number {
  return designs[mod(Math.trunc(n), BACK_DESIGNS)]!(u, v, W, H);
}

