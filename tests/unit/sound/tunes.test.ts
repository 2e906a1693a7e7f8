import { describe, expect, it } from 'vitest';
import { WAVEFORMS } from '../../../assets/instruments/index';
import { TUNES } from '../../../assets/music/tunes';
import { BEEP, AMIGA_BELL, AMIGA_CLICK } from '../../../assets/music/effects';
import { channelOf, crossingFrequency, rms } from '../../../src/sound/measure';
import { noteHz, parseNotes, tuneTicks, validateTune } from '../../../src/sound/notes';
import { renderSound, renderTune } from '../../../src/sound/render';
import { YM2149 } from '../../../platforms/st/sound';
import { PAULA } from '../../../platforms/amiga/sound';
import { SOUND_NAMES, type Tune } from '../../../src/sound/types';

const FS = 48000;
const same = (a: Float32Array, b: Float32Array): boolean =>
  a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
const seconds = (stereo: Float32Array, fs = FS): number => stereo.length / 2 / fs;

describe('note text', () => {
  it('names notes in equal temperament from A4 = 440 Hz', () => {
    expect(noteHz('A4')).toBe(440);
    expect(noteHz('A5')).toBe(880);
    expect(noteHz('C4')).toBeCloseTo(261.626, 3);
    expect(noteHz('C#4')).toBeCloseTo(noteHz('Db4'), 9);
    expect(noteHz('2404hz')).toBe(2404);
    expect(() => noteHz('H2')).toThrow();
  });

  it('parses lengths, carried lengths, rests and patch switches', () => {
    const ev = parseNotes('C5:2 D5 r:1 @hat E5 | F5:0.5', 'lead', 3);
    expect(ev.map((e) => [e.tick, e.ticks, e.patch])).toEqual([
      [0, 6, 'lead'],
      [6, 6, 'lead'],
      [15, 3, 'hat'],
      [18, 2, 'hat'],
    ]);
    expect(() => parseNotes('C5:x', 'lead', 1)).toThrow();
  });

  it('every tune is valid and has the length its description promises', () => {
    const all: Tune[] = [...Object.values(TUNES), BEEP, AMIGA_BELL, AMIGA_CLICK];
    for (const t of all) expect(validateTune(t, Object.keys(WAVEFORMS)), t.name).toEqual([]);
    const ms = (t: Tune): number => (tuneTicks(t) * 1000) / 50;
    expect(ms(TUNES.move)).toBeGreaterThanOrEqual(150);
    expect(ms(TUNES.move)).toBeLessThanOrEqual(300);
    expect(ms(TUNES.error)).toBeLessThanOrEqual(400);
    expect(ms(TUNES.title)).toBeGreaterThan(ms(TUNES.win));
    // Voices of a tune line up (no voice runs past the others by accident).
    for (const t of Object.values(TUNES)) {
      const lens = new Set(t.voices.map((v) => tuneTicks({ ...t, voices: [v] })));
      expect(lens.size, t.name).toBe(1);
    }
  });
});

describe('rendering', () => {
  it('every sound renders on both voices, audible, within -1..1', () => {
    for (const name of SOUND_NAMES) {
      for (const voice of [YM2149, PAULA]) {
        const x = renderSound(name, voice, FS);
        expect(x.length % 2).toBe(0);
        let peak = 0;
        let finite = true;
        for (let i = 0; i < x.length; i++) {
          peak = Math.max(peak, Math.abs(x[i]!));
          finite &&= Number.isFinite(x[i]!);
        }
        expect(peak, `${name} ${voice.name}`).toBeGreaterThan(0.05);
        expect(peak, `${name} ${voice.name}`).toBeLessThanOrEqual(1);
        expect(finite).toBe(true);
      }
    }
  });

  it('rendering the same tune twice gives identical samples', () => {
    for (const name of ['move', 'title', 'win'] as const) {
      for (const voice of [YM2149, PAULA]) {
        const a = renderSound(name, voice, 44100, 'pal', true);
        const b = renderSound(name, voice, 44100, 'pal', true);
        expect(same(a, b), `${name} ${voice.name}`).toBe(true);
      }
    }
  });

  it('the ST is mono (L = R); the Amiga tune is stereo', () => {
    const st = renderSound('title', YM2149, FS);
    expect(same(channelOf(st, 0), channelOf(st, 1))).toBe(true);
    const am = renderSound('title', PAULA, FS);
    const l = channelOf(am, 0);
    const r = channelOf(am, 1);
    expect(rms(l)).toBeGreaterThan(0.02);
    expect(rms(r)).toBeGreaterThan(0.02);
    expect(same(l, r)).toBe(false);
  });

  it('lengths follow the tune (tempo and ticks) at both sample rates', () => {
    for (const fs of [44100, 48000]) {
      const x = renderSound('move', PAULA, fs);
      expect(seconds(x, fs)).toBeCloseTo(((tuneTicks(TUNES.move) + 3) * 1) / 50, 6);
    }
  });

  it('the ST bell is about half a second of ~2404 Hz', () => {
    const x = channelOf(renderSound('bell', YM2149, FS), 0);
    expect(Math.abs(crossingFrequency(x.subarray(0, 4800), FS) - 2403.8)).toBeLessThan(24);
    const early = rms(x, 0, 4800);
    const late = rms(x, Math.round(0.45 * FS), Math.round(0.5 * FS));
    const after = rms(x, Math.round(0.54 * FS), x.length);
    expect(late).toBeLessThan(early / 30); // decayed ~40 dB
    expect(late).toBeGreaterThan(0);
    expect(after).toBeLessThan(early / 300);
  });

  it('a single held note plays its pitch on both voices; NTSC Amiga runs 0.92 % sharp', () => {
    const tune: Tune = { ...BEEP, voices: [{ patch: 'beep', notes: 'A4:50' }] };
    const st = crossingFrequency(channelOf(renderTune(tune, YM2149, FS), 0).subarray(4800, 38400), FS);
    expect(Math.abs(st - 440) / 440).toBeLessThan(0.01);
    const pal = crossingFrequency(channelOf(renderTune(tune, PAULA, FS), 0).subarray(4800, 38400), FS);
    expect(Math.abs(pal - 440) / 440).toBeLessThan(0.01);
    const ntsc = crossingFrequency(channelOf(renderTune(tune, PAULA, FS, { video: 'ntsc' }), 0).subarray(4800, 38400), FS);
    expect(ntsc / pal).toBeCloseTo(3_579_545 / 3_546_895, 4);
  });

  it('the LED filter makes the Amiga rendering duller, the ST ignores it', () => {
    const bright = rms(channelOf(renderSound('deal', PAULA, FS, 'pal', false), 0));
    const dull = rms(channelOf(renderSound('deal', PAULA, FS, 'pal', true), 0));
    expect(dull).toBeLessThan(bright);
    expect(same(renderSound('deal', YM2149, FS, 'pal', true), renderSound('deal', YM2149, FS, 'pal', false))).toBe(true);
  });
});
