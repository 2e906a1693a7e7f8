/**
 * Paula-style Amiga audio: four DMA channels playing signed 8-bit samples, each byte held for
 * `period` ticks of the audio clock (PAL 3,546,895 Hz, NTSC 3,579,545 Hz), volume 0..64.
 * Channels 0 and 3 go left, 1 and 2 right. The output passes the fixed ~4.4 kHz one-pole RC
 * low-pass and, when the power LED is bright, the ~3.1 kHz two-pole "LED" filter.
 * Byte changes become band-limited steps (see src/sound/blep.ts), so any sample rate is clean.
 */
import { BlepBuffer, BLEP_HALF } from '../../src/sound/blep';

import type { Video } from '../../src/core/video';
export type { Video };
export const PAULA_CLOCK: Readonly<Record<Video, number>> = { pal: 3_546_895, ntsc: 3_579_545 };
/** Smallest period DMA can keep up with (about 28.6 kHz on PAL). */
export const PAULA_MIN_PERIOD = 124;
/** Fixed output RC filter corner and the LED filter corner / Q. */
export const PAULA_RC_HZ = 4420;
export const PAULA_LED_HZ = 3090;
export const PAULA_LED_Q = 0.66;

/** Which side each channel is wired to: 0 = left, 1 = right. */
export const PAULA_SIDE: readonly (0 | 1)[] = [0, 1, 1, 0];

export interface PaulaSample {
  readonly data: ArrayLike<number>; // signed bytes, -128..127
  /** Byte index the loop restarts from; with loopLength 0 the sample plays once. */
  readonly loopStart?: number;
  readonly loopLength?: number;
}

interface Channel {
  data: ArrayLike<number>;
  pos: number;
  end: number;
  loopStart: number;
  loopEnd: number; // 0 = one-shot
  period: number;
  nextPeriod: number;
  volume: number;
  value: number; // current contribution, sample/128 * volume/64
  next: number; // output-sample time of the next byte
  active: boolean;
}

/** One-pole low-pass (bilinear transform of an RC section). */
class OnePole {
  private b: number;
  private a: number;
  private x1 = 0;
  private y1 = 0;
  constructor(hz: number, fs: number) {
    const k = Math.tan((Math.PI * hz) / fs);
    this.b = k / (1 + k);
    this.a = (k - 1) / (k + 1);
  }
  step(x: number): number {
    const y = this.b * (x + this.x1) - this.a * this.y1;
    this.x1 = x;
    this.y1 = y;
    return y;
  }
}

/** Two-pole low-pass biquad (bilinear with pre-warping, the usual cookbook form). */
class Biquad {
  private b0: number;
  private b1: number;
  private b2: number;
  private a1: number;
  private a2: number;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;
  constructor(hz: number, q: number, fs: number) {
    const w = (2 * Math.PI * hz) / fs;
    const alpha = Math.sin(w) / (2 * q);
    const c = Math.cos(w);
    const a0 = 1 + alpha;
    this.b0 = (1 - c) / 2 / a0;
    this.b1 = (1 - c) / a0;
    this.b2 = (1 - c) / 2 / a0;
    this.a1 = (-2 * c) / a0;
    this.a2 = (1 - alpha) / a0;
  }
  step(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

export interface PaulaOptions {
  video?: Video;
  led?: boolean;
}

export class Paula {
  /** Output latency in samples (centre of the band-limiting kernel). */
  static readonly latency = BLEP_HALF;
  readonly clock: number;
  led: boolean;
  private readonly side: [BlepBuffer, BlepBuffer];
  private readonly ch: Channel[];
  private readonly rc: [OnePole, OnePole];
  private readonly ledf: [Biquad, Biquad];
  private readonly samplesPerTick: number; // output samples per clock tick

  constructor(readonly sampleRate: number, options: PaulaOptions = {}) {
    this.clock = PAULA_CLOCK[options.video ?? 'pal'];
    this.led = options.led ?? false;
    this.samplesPerTick = sampleRate / this.clock;
    this.side = [new BlepBuffer(sampleRate), new BlepBuffer(sampleRate)];
    this.rc = [new OnePole(PAULA_RC_HZ, sampleRate), new OnePole(PAULA_RC_HZ, sampleRate)];
    this.ledf = [new Biquad(PAULA_LED_HZ, PAULA_LED_Q, sampleRate), new Biquad(PAULA_LED_HZ, PAULA_LED_Q, sampleRate)];
    this.ch = [0, 1, 2, 3].map(() => ({
      data: [], pos: 0, end: 0, loopStart: 0, loopEnd: 0, period: 428, nextPeriod: 428,
      volume: 0, value: 0, next: 0, active: false,
    }));
  }

  private get now(): number {
    return this.side[0].position;
  }

  private setValue(c: number, t: number, value: number): void {
    const ch = this.ch[c]!;
    this.side[PAULA_SIDE[c]!].addDelta(t, value - ch.value);
    ch.value = value;
  }

  /** Starts DMA on a channel from the first byte of `sample`. */
  play(c: number, sample: PaulaSample, period: number, volume: number): void {
    const ch = this.ch[c]!;
    ch.data = sample.data;
    ch.pos = 0;
    ch.end = sample.data.length;
    const loopLen = sample.loopLength ?? 0;
    ch.loopStart = sample.loopStart ?? 0;
    ch.loopEnd = loopLen > 0 ? ch.loopStart + loopLen : 0;
    ch.period = ch.nextPeriod = clampPeriod(period);
    ch.volume = clampVolume(volume);
    ch.active = ch.end > 0;
    const t = this.now;
    ch.next = t + ch.period * this.samplesPerTick;
    this.setValue(c, t, ch.active ? this.level(ch) : 0);
  }

  /** New period, taken up when the current byte's period runs out (as the hardware latches it). */
  setPeriod(c: number, period: number): void {
    this.ch[c]!.nextPeriod = clampPeriod(period);
  }

  /** Volume 0..64, effective at once. */
  setVolume(c: number, volume: number): void {
    const ch = this.ch[c]!;
    ch.volume = clampVolume(volume);
    if (ch.active) this.setValue(c, this.now, this.level(ch));
  }

  stop(c: number): void {
    const ch = this.ch[c]!;
    ch.active = false;
    this.setValue(c, this.now, 0);
  }

  private level(ch: Channel): number {
    return ((ch.data[ch.pos] ?? 0) / 128) * (ch.volume / 64);
  }

  /** Renders n frames as interleaved stereo (L, R), filters applied. */
  render(n: number): Float32Array {
    const out = new Float32Array(n * 2);
    this.renderInto(out, 0, n, 1);
    return out;
  }

  /** Renders n stereo frames into out starting at frame `offset`, times gain. */
  renderInto(out: Float32Array, offset: number, n: number, gain: number): void {
    const end = this.now + n;
    for (let c = 0; c < 4; c++) {
      const ch = this.ch[c]!;
      while (ch.active && ch.next < end) {
        const t = ch.next;
        ch.pos++;
        if (ch.pos >= (ch.loopEnd > 0 ? ch.loopEnd : ch.end)) {
          if (ch.loopEnd > 0) ch.pos = ch.loopStart;
          else {
            ch.active = false;
            this.setValue(c, t, 0);
            break;
          }
        }
        this.setValue(c, t, this.level(ch));
        ch.period = ch.nextPeriod;
        ch.next = t + ch.period * this.samplesPerTick;
      }
    }
    for (let s = 0; s < 2; s++) {
      this.side[s]!.read(n, out, offset * 2 + s, 2, gain);
      const rc = this.rc[s]!;
      const led = this.ledf[s]!;
      for (let i = 0; i < n; i++) {
        const j = (offset + i) * 2 + s;
        let y = rc.step(out[j]!);
        // The LED filter keeps running when off so switching it mid-tune does not click.
        const yl = led.step(y);
        if (this.led) y = yl;
        out[j] = y;
      }
    }
  }
}

function clampPeriod(p: number): number {
  return Math.max(PAULA_MIN_PERIOD, Math.min(65535, Math.round(p)));
}

function clampVolume(v: number): number {
  return Math.max(0, Math.min(64, Math.round(v)));
}
