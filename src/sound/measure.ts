/**
 * Small signal measurements used by the sound tests and the benchmark (not by the game).
 */

/** Picks one channel out of interleaved stereo. */
export function channelOf(stereo: Float32Array, ch: 0 | 1): Float32Array {
  const out = new Float32Array(stereo.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = stereo[2 * i + ch]!;
  return out;
}

export function mean(x: ArrayLike<number>, from = 0, to = x.length): number {
  let s = 0;
  for (let i = from; i < to; i++) s += x[i]!;
  return s / Math.max(1, to - from);
}

export function rms(x: ArrayLike<number>, from = 0, to = x.length): number {
  const m = mean(x, from, to);
  let s = 0;
  for (let i = from; i < to; i++) s += (x[i]! - m) ** 2;
  return Math.sqrt(s / Math.max(1, to - from));
}

/** Frequency from rising mean-crossings, interpolated to sub-sample precision. */
export function crossingFrequency(x: ArrayLike<number>, sampleRate: number): number {
  const m = mean(x);
  let first = -1;
  let last = -1;
  let count = 0;
  for (let i = 1; i < x.length; i++) {
    const a = x[i - 1]! - m;
    const b = x[i]! - m;
    if (a < 0 && b >= 0) {
      const t = i - 1 + a / (a - b);
      if (first < 0) first = t;
      else count++;
      last = t;
    }
  }
  return count > 0 ? (count * sampleRate) / (last - first) : 0;
}

/** Magnitude of one frequency component (Goertzel), normalised to the sine amplitude. */
export function toneAmplitude(x: ArrayLike<number>, sampleRate: number, hz: number, from = 0, to = x.length): number {
  const n = to - from;
  const w = (2 * Math.PI * hz) / sampleRate;
  const c = 2 * Math.cos(w);
  let s1 = 0;
  let s2 = 0;
  for (let i = 0; i < n; i++) {
    // Hann window to keep neighbouring harmonics out.
    const win = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));
    const s0 = x[from + i]! * win + c * s1 - s2;
    s2 = s1;
    s1 = s0;
  }
  const re = s1 - s2 * Math.cos(w);
  const im = s2 * Math.sin(w);
  return (2 * Math.sqrt(re * re + im * im)) / (n * 0.5);
}

/** In-place radix-2 FFT; length must be a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    const wr = Math.cos(ang);
    const wi = Math.sin(ang);
    for (let i = 0; i < n; i += len) {
      let cr = 1;
      let ci = 0;
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = re[b]! * cr - im[b]! * ci;
        const xi = re[b]! * ci + im[b]! * cr;
        re[b] = re[a]! - xr;
        im[b] = im[a]! - xi;
        re[a] = re[a]! + xr;
        im[a] = im[a]! + xi;
        const t = cr * wr - ci * wi;
        ci = cr * wi + ci * wr;
        cr = t;
      }
    }
  }
}

/** Power spectrum (bins 0..n/2) of x[from..from+n) under a 4-term Blackman-Harris window. */
export function powerSpectrum(x: ArrayLike<number>, n: number, from = 0): Float64Array {
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const m = mean(x, from, from + n);
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / (n - 1);
    const w = 0.35875 - 0.48829 * Math.cos(a) + 0.14128 * Math.cos(2 * a) - 0.01168 * Math.cos(3 * a);
    re[i] = (x[from + i]! - m) * w;
  }
  fft(re, im);
  const p = new Float64Array(n / 2 + 1);
  for (let i = 0; i <= n / 2; i++) p[i] = re[i]! * re[i]! + im[i]! * im[i]!;
  return p;
}

/**
 * Ratio in dB of the fundamental's power to the power found away from every harmonic of f0
 * (what aliasing adds to a periodic signal). Bins within `guard` of k*f0 (below Nyquist) are
 * counted as harmonics.
 */
export function aliasRejectionDb(x: ArrayLike<number>, sampleRate: number, f0: number, n = 32768, guard = 8): number {
  const p = powerSpectrum(x, n, Math.max(0, Math.floor((x.length - n) / 2)));
  const binHz = sampleRate / n;
  const isHarmonic = new Uint8Array(p.length);
  for (let k = 1; k * f0 < sampleRate / 2 + guard * binHz; k++) {
    const c = Math.round((k * f0) / binHz);
    for (let b = c - guard; b <= c + guard; b++) if (b >= 0 && b < p.length) isHarmonic[b] = 1;
  }
  for (let b = 0; b <= guard; b++) isHarmonic[b] = 1; // DC
  const c0 = Math.round(f0 / binHz);
  let fund = 0;
  for (let b = c0 - guard; b <= c0 + guard; b++) fund += p[b]!;
  let alias = 0;
  for (let b = 0; b < p.length; b++) if (!isHarmonic[b]) alias += p[b]!;
  return 10 * Math.log10(fund / Math.max(alias, 1e-300));
}
