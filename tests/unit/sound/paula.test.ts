import { describe, expect, it } from 'vitest';
import { Paula, PAULA_CLOCK } from '../../../platforms/amiga/paula';
import { channelOf, crossingFrequency, rms, toneAmplitude } from '../../../src/sound/measure';

const FS = 48000;
const SQUARE2 = { data: [127, -127], loopStart: 0, loopLength: 2 };

/** Level of the fundamental of a 2-byte square played at `period` on channel 0 (left). */
function fundamental(period: number, led: boolean): number {
  const p = new Paula(FS, { led });
  p.play(0, SQUARE2, period, 64);
  const left = channelOf(p.render(FS / 2), 0);
  return toneAmplitude(left, FS, PAULA_CLOCK.pal / (2 * period), 4800, left.length);
}

describe('Paula', () => {
  it('plays a looped sample at clock / (period * length)', () => {
    const wave = { data: Array.from({ length: 32 }, (_, i) => (i < 16 ? 100 : -100)), loopStart: 0, loopLength: 32 };
    for (const video of ['pal', 'ntsc'] as const) {
      const p = new Paula(FS, { video });
      p.play(1, wave, 254, 64);
      const f = crossingFrequency(channelOf(p.render(FS / 2), 1).subarray(2000), FS);
      const want = PAULA_CLOCK[video] / (254 * 32);
      expect(Math.abs(f - want) / want).toBeLessThan(0.002);
    }
  });

  it('wires channels 0 and 3 left, 1 and 2 right', () => {
    for (const [c, side] of [[0, 0], [1, 1], [2, 1], [3, 0]] as const) {
      const p = new Paula(FS);
      p.play(c, SQUARE2, 400, 64);
      const st = p.render(9600);
      expect(rms(channelOf(st, side), 2000)).toBeGreaterThan(0.05);
      expect(rms(channelOf(st, (1 - side) as 0 | 1), 2000)).toBe(0);
    }
  });

  it('volume is linear 0..64', () => {
    const level = (v: number): number => {
      const p = new Paula(FS);
      p.play(0, SQUARE2, 600, v);
      return rms(channelOf(p.render(9600), 0), 2000);
    };
    expect(level(32) / level(64)).toBeCloseTo(0.5, 2);
    expect(level(0)).toBe(0);
  });

  it('a one-shot sample stops at its end', () => {
    const p = new Paula(FS);
    p.play(0, { data: new Array(100).fill(100) }, 400, 64);
    const x = channelOf(p.render(4800), 0);
    // 100 bytes at period 400 last 100 * 400 / clock = 11.3 ms = 541 samples.
    expect(Math.abs(x[300]!)).toBeGreaterThan(0.01);
    expect(Math.abs(x[2000]!)).toBeLessThan(1e-3);
  });

  it('the LED filter attenuates 6 kHz at least 10 dB more than 1 kHz', () => {
    const att = (period: number): number => 20 * Math.log10(fundamental(period, false) / fundamental(period, true));
    const at1k = att(1773); // 1000 Hz
    const at6k = att(296); // 5991 Hz
    expect(at6k - at1k).toBeGreaterThan(10);
    expect(at1k).toBeLessThan(1.5); // and leaves 1 kHz about alone
  });

  it('the fixed RC filter is about 3 dB down near 4.4 kHz and flat at 500 Hz', () => {
    const flat = fundamental(3547, false); // 500 Hz
    const corner = fundamental(401, false); // 4423 Hz
    // A +-127 square's fundamental is 4/pi * 127/128 before the filter.
    const raw = ((4 / Math.PI) * 127) / 128;
    expect(20 * Math.log10(raw / flat)).toBeLessThan(0.3);
    expect(20 * Math.log10(raw / corner)).toBeGreaterThan(2);
    expect(20 * Math.log10(raw / corner)).toBeLessThan(4);
  });
});
