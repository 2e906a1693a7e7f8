/**
 * The CRT monitor as a pixi v8 Filter, one pass from the machine's screen texture, two texture
 * reads a device pixel (the screen texture samples linearly while this filter shows it):
 * - a slightly curved tube (`warp` in layout.ts, so the pointer maps alike);
 * - one beam per source line, a Gaussian across the line that widens with brightness, so dark gaps
 *   show between lines at the source line rate (fading out where a line is under ~2.5 device px,
 *   where they would only beat against the device grid);
 * - along the line a short ramp between pixels (the monitor's bandwidth);
 * - a little glow of each line into the gaps, and a slot mask of red, green and blue device columns.
 * Light is mixed in linear space (gamma 2, cheap) and brought back to the display's.
 */
import type { TextureSource } from 'pixi.js';
import { Filter, UniformGroup } from './pixi';
import { FRAGMENT_HEAD, screenFilterOptions } from './screen-filter';
import type { Box } from './layout';

const FRAGMENT = `${FRAGMENT_HEAD}uniform float uCurve;
uniform vec2 uBeam;
uniform float uEdge;
uniform float uScan;
uniform float uMask;
uniform float uBloom;
uniform float uGain;

float beam(float d, vec3 c)
{
    float sigma = mix(uBeam.x, uBeam.y, dot(c, vec3(0.3, 0.59, 0.11)));
    float z = d / sigma;
    return exp(-0.5 * z * z);
}

void main(void)
{
    vec2 c = (vDevice - uBox.xy) / uBox.zw * 2.0 - 1.0;
    c = c * (1.0 + uCurve * c.yx * c.yx);
    vec2 p = c * 0.5 + 0.5;
    vec2 edge = min(p, 1.0 - p) * uBox.zw;
    float inside = clamp(min(edge.x, edge.y) + 0.5, 0.0, 1.0);
    if (inside <= 0.0) {
        finalColor = vec4(0.0, 0.0, 0.0, 1.0);
        return;
    }
    vec2 s = p * uSrcSize;
    // Along the line: flat inside a pixel, a ramp uEdge source pixels wide at its edges.
    float cx = floor(s.x);
    float dx = s.x - cx - 0.5;
    float inner = max(0.5 - 0.5 * uEdge, 0.0);
    float tx = (cx + 0.5 + (dx - clamp(dx, -inner, inner)) / max(uEdge, 1e-3)) / uSrcSize.x;
    // Across: the two lines whose centres surround this point.
    float ly = floor(s.y - 0.5);
    float fy = s.y - 0.5 - ly;
    vec3 a = texture(uSource, vec2(tx, (ly + 0.5) / uSrcSize.y)).rgb;
    vec3 b = texture(uSource, vec2(tx, (ly + 1.5) / uSrcSize.y)).rgb;
    a *= a;
    b *= b;
    vec3 lines = (a * beam(fy, a) + b * beam(1.0 - fy, b)) * uGain;
    vec3 col = mix(mix(a, b, smoothstep(0.3, 0.7, fy)), lines, uScan);
    // Glow: the two lines' light spilling a little into the gap and around.
    col += uBloom * (a + b);
    // Slot mask: device columns lit red, green, blue; slots offset every other pair of rows.
    float k = mod(floor(vDevice.x) + floor(vDevice.y * 0.5), 3.0);
    vec3 mask = 1.0 - uMask * vec3(step(0.5, abs(k - 0.0)), step(0.5, abs(k - 1.0)), step(0.5, abs(k - 2.0)));
    col *= mask * (1.0 + uMask * 0.66);
    float vignette = 1.0 - 0.1 * dot(c * c, vec2(0.5));
    finalColor = vec4(sqrt(clamp(col, 0.0, 1.0)) * vignette * inside, 1.0);
}
`;

/** A monitor's look; values chosen by eye against photographs, not measured. */
export interface CrtLook {
  /** Which monitor it imitates. */
  model: string;
  /** Tube curvature for `warp`. */
  curve: number;
  /** Beam radius (standard deviation, in lines) for a dark and for a full-white line. */
  beamDark: number;
  beamBright: number;
  /** Edge ramp in 320-pixel-per-line units: the same time per line in every mode, so hi-res blurs more. */
  edge: number;
  /** Strength of the slot mask (0..1). */
  mask: number;
  /** Share of the two nearest lines' light added as glow. */
  bloom: number;
  /** Brightness gain making up for the gaps between lines and the mask. */
  gain: number;
}

/** Scanline depth for a line `linePx` device pixels tall: under ~2.5 they only make moiré. */
export const scanDepth = (linePx: number) => Math.max(0, Math.min(1, (linePx - 1.5) / 1.5));
/** Mask strength for a picture `boxPx` device pixels wide: its triads are 3 device pixels, too coarse on a small one. */
export const maskDepth = (boxPx: number) => Math.max(0, Math.min(1, (boxPx - 600) / 600));

const uniforms = () =>
  new UniformGroup({
    uBox: { value: new Float32Array(4), type: 'vec4<f32>' },
    uSrcSize: { value: new Float32Array([1, 1]), type: 'vec2<f32>' },
    uCurve: { value: 0, type: 'f32' },
    uBeam: { value: new Float32Array([0.3, 0.4]), type: 'vec2<f32>' },
    uEdge: { value: 0.3, type: 'f32' },
    uScan: { value: 1, type: 'f32' },
    uMask: { value: 0, type: 'f32' },
    uBloom: { value: 0, type: 'f32' },
    uGain: { value: 1, type: 'f32' },
  });

export class CrtFilter extends Filter {
  private u: ReturnType<typeof uniforms>;

  constructor(source: TextureSource, u = uniforms()) {
    super(screenFilterOptions('crt-monitor', FRAGMENT, u, source));
    this.u = u;
  }

  /** The screen's texture and size, the picture's box in device pixels, and the monitor's look. */
  set(source: TextureSource, srcW: number, srcH: number, box: Box, look: CrtLook) {
    this.resources.uSource = source;
    const u = this.u.uniforms;
    u.uBox.set([box.x, box.y, box.w, box.h]);
    u.uSrcSize.set([srcW, srcH]);
    u.uBeam.set([look.beamDark, look.beamBright]);
    u.uCurve = look.curve;
    u.uEdge = Math.min(1, (look.edge * srcW) / 320);
    u.uScan = scanDepth(box.h / srcH);
    u.uMask = look.mask * maskDepth(box.w);
    u.uBloom = look.bloom;
    u.uGain = look.gain;
  }
}
