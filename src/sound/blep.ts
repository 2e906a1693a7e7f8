/**
 * Band-limited step synthesis (BLEP), shared by the YM2149 and Paula emulations.
 *
 * Both chips produce a piecewise-constant signal (a DAC level held until the next change), so
 * instead of running at the chip clock and decimating we place each level change as a
 * band-limited step at its exact (fractional) output-sample time. The step is the integral of a
 * Kaiser-windowed sinc low-pass; we store its per-sample differences for PHASES sub-sample
 * offsets, add them into an accumulator and integrate on read. Cost is proportional to the
 * number of level changes, not to the chip clock, and aliasing sits ~90 dB down.
 */

/** Kernel length in output samples (even). Latency of the buffer is HALF samples. */
export const BLEP_TAPS = 64;
export const BLEP_HALF = BLEP_TAPS / 2;
const PHASES = 1024;
const ROW = BLEP_TAPS + 1;
/** Kaiser beta 9 gives a stop band about 90 dB down. */
const KAISER_BETA = 9;
/** The -6 dB point of the low-pass, capped so the transition band stays under Nyquist. */
const CUTOFF_HZ = 19500;

function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 60; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-17) break;
  }
  return sum;
}

const kernelCache = new Map<number, Float64Array>();

/**
 * Rows of step differences: row p (sub-sample offset p/PHASES) holds, for k = 0..TAPS, the
 * change of the band-limited unit step between output samples (n0 + k - HALF) and the one
 * before, where n0 is the integer part of the step time. Each row sums to exactly 1.
 */
function buildKernel(sampleRate: number): Float64Array {
  const cached = kernelCache.get(sampleRate);
  if (cached) return cached;
  const fc = Math.min(CUTOFF_HZ, 0.42 * sampleRate) / sampleRate; // cycles per output sample
  // Integrate the windowed sinc on a fine grid (trapezoid), giving the step S(x) on [-HALF, HALF].
  const RES = 512;
  const count = BLEP_TAPS * RES + 1;
  const step = new Float64Array(count);
  const i0b = besselI0(KAISER_BETA);
  const h = (u: number): number => {
    const r = u / BLEP_HALF;
    if (r <= -1 || r >= 1) return 0;
    const w = besselI0(KAISER_BETA * Math.sqrt(1 - r * r)) / i0b;
    const a = 2 * Math.PI * fc * u;
    const sinc = a === 0 ? 1 : Math.sin(a) / a;
    return 2 * fc * sinc * w;
  };
  let prev = h(-BLEP_HALF);
  for (let i = 1; i < count; i++) {
    const cur = h(-BLEP_HALF + i / RES);
    step[i] = step[i - 1]! + (prev + cur) / (2 * RES);
    prev = cur;
  }
  const total = step[count - 1]!;
  const S = (x: number): number => {
    const pos = (x + BLEP_HALF) * RES;
    if (pos <= 0) return 0;
    if (pos >= count - 1) return 1;
    const i = Math.floor(pos);
    const f = pos - i;
    return (step[i]! + (step[i + 1]! - step[i]!) * f) / total;
  };
  const rows = new Float64Array(PHASES * ROW);
  for (let p = 0; p < PHASES; p++) {
    const frac = p / PHASES;
    let sum = 0;
    for (let k = 0; k < ROW; k++) {
      const m = k - BLEP_HALF + 1;
      const d = S(m - frac) - S(m - 1 - frac);
      rows[p * ROW + k] = d;
      sum += d;
    }
    // Put the rounding residue on the centre tap so a step of 1 settles at exactly 1.
    rows[p * ROW + BLEP_HALF] = rows[p * ROW + BLEP_HALF]! + (1 - sum);
  }
  kernelCache.set(sampleRate, rows);
  return rows;
}

/**
 * Accumulates level changes and reads out band-limited samples. Time is counted in output
 * samples from the start of the stream; a change at time t appears in the output centred on
 * sample t + BLEP_HALF (fixed latency), so callers may add changes at any t >= samples read.
 */
export class BlepBuffer {
  private readonly kernel: Float64Array;
  private acc: Float64Array;
  private base = 0; // absolute index of acc[0]
  private level = 0; // running integral, the current output value
  private readonly naive: boolean;

  /** `bandLimited: false` makes plain zero-order-hold sampling, only for measuring aliasing. */
  constructor(readonly sampleRate: number, bandLimited = true) {
    this.kernel = buildKernel(sampleRate);
    this.acc = new Float64Array(4096);
    this.naive = !bandLimited;
  }

  /** Samples already read. */
  get position(): number {
    return this.base;
  }

  addDelta(t: number, delta: number): void {
    if (delta === 0) return;
    const tt = t + BLEP_HALF;
    let n0 = Math.floor(tt);
    if (this.naive) {
      // Zero-order hold: the change shows from the first sample at or after tt.
      const j = Math.ceil(tt) - this.base;
      this.ensure(j + 1);
      this.acc[j] = this.acc[j]! + delta;
      return;
    }
    let p = Math.round((tt - n0) * PHASES);
    if (p === PHASES) {
      p = 0;
      n0++;
    }
    const start = n0 - BLEP_HALF + 1 - this.base;
    if (start < 0) throw new RangeError('BlepBuffer: change placed before samples already read');
    this.ensure(start + ROW);
    const acc = this.acc;
    const k = this.kernel;
    const o = p * ROW;
    for (let i = 0; i < ROW; i++) acc[start + i] = acc[start + i]! + delta * k[o + i]!;
  }

  /** Reads the next n samples into out[offset + i*stride] (scaled by gain) and advances. */
  read(n: number, out: Float32Array, offset = 0, stride = 1, gain = 1): void {
    this.ensure(n + ROW + 1);
    const acc = this.acc;
    let level = this.level;
    for (let i = 0; i < n; i++) {
      level += acc[i]!;
      out[offset + i * stride] = level * gain;
    }
    this.level = level;
    acc.copyWithin(0, n);
    acc.fill(0, acc.length - n);
    this.base += n;
  }

  private ensure(size: number): void {
    if (size <= this.acc.length) return;
    let cap = this.acc.length;
    while (cap < size) cap *= 2;
    const bigger = new Float64Array(cap);
    bigger.set(this.acc);
    this.acc = bigger;
  }
}
