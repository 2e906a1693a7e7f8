/**
 * Yamaha YM2149 (Atari ST sound chip) at 2 MHz, written from the datasheet figures in
 * shared/notes/platforms.md. The chip logic steps at clock/8 = 250 kHz (the rate at which the
 * tone counters count); every change of the summed DAC level goes into a band-limited step
 * buffer, which gives clean output at any sample rate without decimating 250 kHz audio.
 */
import { BlepBuffer, BLEP_HALF } from '../../src/sound/blep';

export const YM_CLOCK = 2_000_000;
/** Internal step rate: tone counters advance once per 8 master clocks. */
export const YM_STEP_HZ = YM_CLOCK / 8;

/**
 * The 32-step logarithmic DAC table, 1.5 dB a step with step 31 = 1.0. Steps 0 and 1 are
 * silence: measured chips put both bottom steps at (near) zero, so fixed volume 0 (step 1) is
 * silent as on the machine.
 */
export const YM_LEVELS: readonly number[] = Array.from({ length: 32 }, (_, k) =>
  k < 2 ? 0 : Math.pow(10, (-1.5 * (31 - k)) / 20),
);

/** DAC level of a fixed 4-bit volume: step 2v+1 of the 32-step table. */
export function ymFixedLevel(v: number): number {
  return YM_LEVELS[2 * (v & 15) + 1]!;
}

/** Tone period register value for a frequency: f = clock / (16 * period). */
export function ymPeriodForHz(hz: number): number {
  return Math.max(1, Math.min(4095, Math.round(YM_CLOCK / (16 * hz))));
}

export function ymHzForPeriod(period: number): number {
  return YM_CLOCK / (16 * Math.max(1, period));
}

/** Register numbers, named as in the datasheet. */
export const YM = {
  A_FINE: 0, A_COARSE: 1, B_FINE: 2, B_COARSE: 3, C_FINE: 4, C_COARSE: 5,
  NOISE: 6, MIXER: 7, A_VOL: 8, B_VOL: 9, C_VOL: 10,
  ENV_FINE: 11, ENV_COARSE: 12, ENV_SHAPE: 13,
} as const;

export interface Ym2149Options {
  /** false = naive point sampling; only for demonstrating aliasing in tests. */
  bandLimited?: boolean;
}

export class Ym2149 {
  private readonly regs = new Uint8Array(16);
  private readonly blep: BlepBuffer;
  private readonly ratio: number; // output samples per internal step
  private tick = 0; // internal steps processed
  private lastLevel = 0;
  // tone generators
  private readonly tonePeriod = [1, 1, 1];
  private readonly toneCount = [0, 0, 0];
  private readonly toneOut = [0, 0, 0];
  // noise
  private noisePeriod = 1;
  private noiseCount = 0;
  private noisePrescale = 0;
  private lfsr = 1;
  // envelope
  private envPeriod = 1;
  private envCount = 0;
  private envStep = 0;
  private envAttack = 0;
  private envHold = true;
  private envAlt = false;
  private envHolding = true;

  constructor(readonly sampleRate: number, options: Ym2149Options = {}) {
    this.blep = new BlepBuffer(sampleRate, options.bandLimited ?? true);
    this.ratio = sampleRate / YM_STEP_HZ;
    this.regs[YM.MIXER] = 0x3f; // all off, so a fresh chip is silent
  }

  /** Output latency in samples (the band-limiting kernel is centred this far late). */
  static readonly latency = BLEP_HALF;

  read(reg: number): number {
    return this.regs[reg & 15]!;
  }

  write(reg: number, value: number): void {
    const r = reg & 15;
    const v = value & 0xff;
    const masks = [0xff, 0x0f, 0xff, 0x0f, 0xff, 0x0f, 0x1f, 0xff, 0x1f, 0x1f, 0x1f, 0xff, 0xff, 0x0f, 0xff, 0xff];
    this.regs[r] = v & masks[r]!;
    switch (r) {
      case 0: case 1: case 2: case 3: case 4: case 5: {
        const c = r >> 1;
        // Period 0 behaves as 1 on the chip.
        this.tonePeriod[c] = Math.max(1, this.regs[c * 2]! | (this.regs[c * 2 + 1]! << 8));
        break;
      }
      case 6:
        this.noisePeriod = Math.max(1, this.regs[6]!);
        break;
      case 11: case 12:
        this.envPeriod = Math.max(1, this.regs[11]! | (this.regs[12]! << 8));
        break;
      case 13: {
        // Writing the shape restarts the envelope. Shapes 0-7 (continue = 0) act like the
        // continuing shape that holds at 0: hold = 1, alternate = attack.
        const shape = this.regs[13]!;
        this.envAttack = shape & 4 ? 31 : 0;
        if ((shape & 8) === 0) {
          this.envHold = true;
          this.envAlt = this.envAttack !== 0;
        } else {
          this.envHold = (shape & 1) !== 0;
          this.envAlt = (shape & 2) !== 0;
        }
        this.envStep = 31;
        this.envHolding = false;
        this.envCount = 0;
        break;
      }
      default:
        break;
    }
  }

  /** Current envelope output step (0..31), for tests and tools. */
  get envelopeLevel(): number {
    return this.envStep ^ this.envAttack;
  }

  /** Renders n mono samples of the summed DAC level (0..3, not DC-blocked). */
  render(n: number): Float32Array {
    const out = new Float32Array(n);
    this.renderInto(out, 0, n, 1, 1);
    return out;
  }

  /** Renders n samples into out[offset + i*stride], times gain. */
  renderInto(out: Float32Array, offset: number, n: number, stride: number, gain: number): void {
    const end = this.blep.position + n;
    this.run(end);
    this.blep.read(n, out, offset, stride, gain);
  }

  /** Steps the chip until internal time reaches output time `end` (in samples). */
  private run(end: number): void {
    const ratio = this.ratio;
    const lastTick = Math.ceil(end / ratio); // ticks with tick*ratio < end
    const tp = this.tonePeriod;
    const tc = this.toneCount;
    const to = this.toneOut;
    const regs = this.regs;
    const mixer = regs[7]!;
    const toneOffA = mixer & 1, toneOffB = (mixer >> 1) & 1, toneOffC = (mixer >> 2) & 1;
    const noiseOffA = (mixer >> 3) & 1, noiseOffB = (mixer >> 4) & 1, noiseOffC = (mixer >> 5) & 1;
    const va = regs[8]!, vb = regs[9]!, vc = regs[10]!;
    const fixedA = ymFixedLevel(va), fixedB = ymFixedLevel(vb), fixedC = ymFixedLevel(vc);
    const envA = (va & 0x10) !== 0, envB = (vb & 0x10) !== 0, envC = (vc & 0x10) !== 0;
    let last = this.lastLevel;
    // Hot loop: chip state in locals, written back at the end.
    let t0 = tc[0]!, t1 = tc[1]!, t2 = tc[2]!;
    let o0 = to[0]!, o1 = to[1]!, o2 = to[2]!;
    const p0 = tp[0]!, p1 = tp[1]!, p2 = tp[2]!;
    let pre = this.noisePrescale, ncount = this.noiseCount, lfsr = this.lfsr;
    const np = this.noisePeriod, ep = this.envPeriod;
    let ecount = this.envCount;
    let ev = YM_LEVELS[this.envStep ^ this.envAttack]!;
    const blep = this.blep;
    for (let t = this.tick; t < lastTick; t++) {
      if (++t0 >= p0) { t0 = 0; o0 ^= 1; }
      if (++t1 >= p1) { t1 = 0; o1 ^= 1; }
      if (++t2 >= p2) { t2 = 0; o2 ^= 1; }
      // Noise counts at half the tone rate (clock/16).
      pre ^= 1;
      if (pre === 0 && ++ncount >= np) {
        ncount = 0;
        // 17-bit LFSR, taps 0 and 3 (polynomial x^17 + x^14 + 1).
        lfsr = (lfsr >> 1) | (((lfsr ^ (lfsr >> 3)) & 1) << 16);
      }
      if (++ecount >= ep) {
        ecount = 0;
        if (!this.envHolding) {
          this.envTick();
          ev = YM_LEVELS[this.envStep ^ this.envAttack]!;
        }
      }
      const noise = lfsr & 1;
      let level = 0;
      if ((o0 | toneOffA) & (noise | noiseOffA)) level += envA ? ev : fixedA;
      if ((o1 | toneOffB) & (noise | noiseOffB)) level += envB ? ev : fixedB;
      if ((o2 | toneOffC) & (noise | noiseOffC)) level += envC ? ev : fixedC;
      if (level !== last) {
        blep.addDelta(t * ratio, level - last);
        last = level;
      }
    }
    tc[0] = t0; tc[1] = t1; tc[2] = t2;
    to[0] = o0; to[1] = o1; to[2] = o2;
    this.noisePrescale = pre;
    this.noiseCount = ncount;
    this.lfsr = lfsr;
    this.envCount = ecount;
    this.tick = Math.max(this.tick, lastTick);
    this.lastLevel = last;
  }

  private envTick(): void {
    this.envStep--;
    if (this.envStep < 0) {
      if (this.envAlt) this.envAttack ^= 31;
      if (this.envHold) {
        this.envHolding = true;
        this.envStep = 0;
      } else {
        this.envStep = 31;
      }
    }
  }

  // ---- convenience API (register writes underneath) ----

  /** Sets a channel's tone period (12 bits). */
  setPeriod(channel: number, period: number): void {
    const p = Math.max(0, Math.min(4095, Math.round(period)));
    this.write(channel * 2, p & 0xff);
    this.write(channel * 2 + 1, p >> 8);
  }

  /** Enables tone and/or noise on a channel in the mixer (register 7 bits are active-low). */
  setMixer(channel: number, tone: boolean, noise: boolean): void {
    let m = this.regs[7]!;
    m = tone ? m & ~(1 << channel) : m | (1 << channel);
    m = noise ? m & ~(8 << channel) : m | (8 << channel);
    this.write(7, m);
  }

  /** Fixed volume 0..15, or 'env' to follow the envelope generator. */
  setVolume(channel: number, volume: number | 'env'): void {
    this.write(8 + channel, volume === 'env' ? 0x10 : Math.max(0, Math.min(15, Math.round(volume))));
  }

  setNoisePeriod(period: number): void {
    this.write(6, period);
  }

  /** Sets the envelope period (16 bits) and shape; writing the shape restarts it. */
  setEnvelope(shape: number, period: number): void {
    const p = Math.max(0, Math.min(65535, Math.round(period)));
    this.write(11, p & 0xff);
    this.write(12, p >> 8);
    this.write(13, shape);
  }

  /** Plays a plain square tone: frequency in Hz, volume 0..15 (0 silences the channel). */
  tone(channel: number, hz: number, volume: number): void {
    this.setPeriod(channel, ymPeriodForHz(hz));
    this.setMixer(channel, volume > 0, false);
    this.setVolume(channel, volume);
  }
}
