import { describe, expect, it } from 'vitest';
import { Ym2149, YM_LEVELS, ymFixedLevel } from '../../../platforms/st/ym2149';
import { aliasRejectionDb, crossingFrequency, rms } from '../../../src/sound/measure';

const FS = 48000;

function toneRender(period: number, seconds: number, fs = FS, bandLimited = true): Float32Array {
  const ym = new Ym2149(fs, { bandLimited });
  ym.setPeriod(0, period);
  ym.setMixer(0, true, false);
  ym.setVolume(0, 15);
  return ym.render(Math.round(seconds * fs)).subarray(Ym2149.latency + 100);
}

describe('YM2149 tone', () => {
  it.each([0x034, 0x03b, 62, 284, 1000, 4095])('period %i plays at 2 MHz / (16 p) within 1 %', (p) => {
    const f = crossingFrequency(toneRender(p, 0.5), FS);
    const want = 2_000_000 / (16 * p);
    expect(Math.abs(f - want) / want).toBeLessThan(0.01);
  });

  it('channels B and C use their own period registers', () => {
    const ym = new Ym2149(FS);
    ym.write(7, 0b111101); // tone B only
    ym.write(2, 200);
    ym.write(3, 0);
    ym.write(9, 15);
    const f = crossingFrequency(ym.render(FS / 2), FS);
    expect(Math.abs(f - 625) / 625).toBeLessThan(0.01);
  });

  it.each([48000, 44100])('band-limiting: a ~2 kHz square at %i Hz keeps aliases > 40 dB down', (fs) => {
    const x = toneRender(62, 1, fs);
    const f0 = 2_000_000 / (16 * 62);
    expect(aliasRejectionDb(x, fs, f0)).toBeGreaterThan(40);
  });

  it('the alias measure does catch a naively sampled square (so the check above means something)', () => {
    const x = toneRender(62, 1, FS, false);
    expect(aliasRejectionDb(x, FS, 2_000_000 / (16 * 62))).toBeLessThan(30);
  });
});

describe('YM2149 volume and envelope', () => {
  it('the DAC table rises 1.5 dB a step and fixed volume v sits at step 2v+1', () => {
    for (let k = 3; k < 32; k++) expect(20 * Math.log10(YM_LEVELS[k]! / YM_LEVELS[k - 1]!)).toBeCloseTo(1.5, 6);
    expect(YM_LEVELS[31]).toBe(1);
    for (let v = 0; v < 16; v++) expect(ymFixedLevel(v)).toBe(YM_LEVELS[2 * v + 1]);
  });

  it('rendered fixed volumes step 3 dB apart (measured at the output, tone on)', () => {
    const amp: number[] = [];
    for (let v = 0; v < 16; v++) {
      const ym = new Ym2149(FS);
      ym.setPeriod(0, 284);
      ym.setMixer(0, true, false);
      ym.setVolume(0, v);
      amp.push(rms(ym.render(9600), 2000, 9600));
    }
    expect(amp[0]).toBe(0);
    for (let v = 2; v < 16; v++) expect(20 * Math.log10(amp[v]! / amp[v - 1]!)).toBeCloseTo(3, 1);
  });

  it('shape 9 at period 4096 decays through 32 steps in 256 * 4096 / 2 MHz = 0.524 s (±10 %)', () => {
    // Tone and noise off: the channel then outputs its volume as a DC level, so the staircase is
    // read straight off the samples.
    const ym = new Ym2149(FS);
    ym.setMixer(0, false, false);
    ym.setVolume(0, 'env');
    ym.setEnvelope(9, 4096);
    const x = ym.render(FS).subarray(Ym2149.latency);
    expect(x[200]).toBeCloseTo(1, 2);
    let end = -1;
    for (let i = 0; i < x.length; i++) if (x[i]! > 1e-6) end = i;
    const seconds = (end + 1) / FS;
    const want = (256 * 4096) / 2_000_000;
    expect(Math.abs(seconds - want) / want).toBeLessThan(0.1);
    // Monotonic decay with the table's levels at each step's midpoint.
    const stepSamples = (FS * 8 * 4096) / 2_000_000;
    for (let s = 0; s < 31; s++) {
      expect(x[Math.round((s + 0.5) * stepSamples)]).toBeCloseTo(YM_LEVELS[31 - s]!, 3);
    }
    // Holds at zero afterwards.
    expect(Math.max(...x.subarray(Math.round(0.6 * FS)))).toBeLessThan(1e-6);
  });

  it('key click envelope (shape 3, period 384) lasts about 50 ms', () => {
    const ym = new Ym2149(FS);
    ym.setMixer(0, false, false);
    ym.setVolume(0, 'env');
    ym.setEnvelope(3, 384);
    const x = ym.render(FS / 4).subarray(Ym2149.latency);
    let end = -1;
    for (let i = 0; i < x.length; i++) if (x[i]! > 1e-6) end = i;
    expect(Math.abs((end + 1) / FS - 0.049152) / 0.049152).toBeLessThan(0.1);
  });

  it('the 16 shapes follow the datasheet drawings', () => {
    // Level after 0.5, 1.5 and 2.5 cycles of a 32-step ramp (up = 31, down = 0 at the ends).
    const probe = (shape: number): number[] => {
      const ym = new Ym2149(FS);
      ym.setEnvelope(shape, 1);
      const out: number[] = [];
      // One ramp = 32 envelope periods = 32 internal steps; stepping 16 output-free steps is
      // done by rendering tiny slices: 1 output sample = 250000/48000 ≈ 5.2 steps.
      const levelAfterSteps = (steps: number): number => {
        ym.render(Math.round((steps * FS) / 250_000));
        return ym.envelopeLevel;
      };
      out.push(levelAfterSteps(16)); // mid first ramp (~16 steps in)
      out.push(levelAfterSteps(32)); // mid second ramp
      out.push(levelAfterSteps(32)); // mid third ramp
      return out;
    };
    const mid = (v: number): 'lo' | 'hi' | 'mid' => (v <= 2 ? 'lo' : v >= 29 ? 'hi' : 'mid');
    const want: Record<number, string> = {
      0: 'mid lo lo', 4: 'mid lo lo', 8: 'mid mid mid', 9: 'mid lo lo', 10: 'mid mid mid', 11: 'mid hi hi',
      12: 'mid mid mid', 13: 'mid hi hi', 14: 'mid mid mid', 15: 'mid lo lo',
    };
    for (const [shape, pattern] of Object.entries(want)) {
      expect(probe(Number(shape)).map(mid).join(' '), `shape ${shape}`).toBe(pattern);
    }
    // Direction of the running shapes: 8 saws down, 12 saws up, 10 and 14 alternate.
    const dir = (shape: number): string => {
      const ym = new Ym2149(FS);
      ym.setEnvelope(shape, 100);
      const seq: number[] = [];
      for (let i = 0; i < 80; i++) {
        ym.render(Math.round((100 * FS) / 250_000 * 1)); // about one envelope step each
        seq.push(ym.envelopeLevel);
      }
      const up = seq.slice(1).filter((v, i) => v > seq[i]!).length;
      const down = seq.slice(1).filter((v, i) => v < seq[i]!).length;
      return up > down * 3 ? 'up' : down > up * 3 ? 'down' : 'both';
    };
    expect(dir(8)).toBe('down');
    expect(dir(12)).toBe('up');
    expect(dir(10)).toBe('both');
    expect(dir(14)).toBe('both');
  });
});

describe('YM2149 noise', () => {
  it('is not periodic over short windows (autocorrelation stays low at every lag)', () => {
    const ym = new Ym2149(FS);
    ym.setMixer(0, false, true);
    ym.setVolume(0, 15);
    ym.setNoisePeriod(1);
    const x = ym.render(FS / 2).subarray(1000);
    const n = 8192;
    const m = x.slice(0, n + 4096).reduce((a, b) => a + b, 0) / (n + 4096);
    const d = Array.from(x.subarray(0, n + 4096), (v) => v - m);
    let e0 = 0;
    for (let i = 0; i < n; i++) e0 += d[i]! * d[i]!;
    let worst = 0;
    for (let lag = 4; lag <= 4096; lag++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += d[i]! * d[i + lag]!;
      worst = Math.max(worst, Math.abs(s / e0));
    }
    expect(worst).toBeLessThan(0.15);
  });

  it('noise AND tone: a channel with both enabled is silent when either is low', () => {
    const ym = new Ym2149(FS);
    ym.setMixer(0, true, true);
    ym.setPeriod(0, 100);
    ym.setNoisePeriod(5);
    ym.setVolume(0, 15);
    const both = rms(ym.render(FS / 4), 1000);
    const t = new Ym2149(FS);
    t.setMixer(0, true, false);
    t.setPeriod(0, 100);
    t.setVolume(0, 15);
    const tone = rms(t.render(FS / 4), 1000);
    expect(both).toBeGreaterThan(0.05);
    expect(both).toBeLessThan(tone);
  });
});
