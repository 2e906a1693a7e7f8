/**
 * Turns tunes (and the system sounds) into samples on either voice. Pure and deterministic:
 * the same arguments always give the same samples.
 *
 * Output is always interleaved stereo (L, R, L, R, ...) in -1..1. The ST is mono, so its two
 * channels are equal; the Amiga is hard-panned (channels 0/3 left, 1/2 right).
 */
import { AMIGA_BELL, AMIGA_CLICK, BEEP } from '../../assets/music/effects';
import { TUNES } from '../../assets/music/tunes';
import { WAVEFORMS } from '../../assets/instruments/index';
import { Paula, PAULA_CLOCK, PAULA_MIN_PERIOD, type PaulaSample, type Video } from '../../platforms/amiga/paula';
import { ST_BELL_SECONDS, ST_CLICK_SECONDS, stBell, stKeyClick } from '../../platforms/st/bell';
import { Ym2149, ymPeriodForHz } from '../../platforms/st/ym2149';
import { parseNotes, tuneTicks, type NoteEvent } from './notes';
import type { Patch, SoundChip, SoundName, Tune, Waveform } from './types';

/** Sequencer rate: the 50 Hz vertical blank both machines' replay routines ran from. */
export const TICK_HZ = 50;
/** Silence rendered after the last note, so decays and filters settle. */
const TAIL_TICKS = 3;
/** Output gains: the ST sums three 0..1 DAC levels, the Amiga two +-1 channels a side. */
const ST_GAIN = 0.55;
const AMIGA_GAIN = 0.6;
/** The ST's AC-coupled output, as a one-pole high-pass. */
const ST_DC_HZ = 15;
/** Default Paula channels per voice index: melody centred on 0+1, then left 3, right 2. */
const DEFAULT_PAULA: readonly (readonly number[])[] = [[0, 1], [3], [2]];

export interface RenderOptions {
  video?: Video;
  led?: boolean;
}

/** Paula volume (0..64) for a YM-style 4-bit step: same 3 dB a step, 15 = 64, 0 = silent. */
export function amigaVolume(step: number): number {
  return step <= 0 ? 0 : Math.round(64 * Math.pow(10, (-3 * (15 - Math.min(15, step))) / 20));
}

const sampleAt = (tick: number, fs: number): number => Math.round((tick * fs) / TICK_HZ);

interface VoiceState {
  readonly events: readonly NoteEvent[];
  idx: number;
  sounding: boolean;
  factor: number; // Amiga waveform decimation of the current note
}

function startVoices(tune: Tune): VoiceState[] {
  return tune.voices.map((v) => ({
    events: parseNotes(v.notes, v.patch, tune.tempo),
    idx: 0,
    sounding: false,
    factor: 1,
  }));
}

/** The note sounding at tick t, if any. */
function eventAt(v: VoiceState, t: number): NoteEvent | null {
  while (v.idx < v.events.length && v.events[v.idx]!.tick + v.events[v.idx]!.ticks <= t) v.idx++;
  const ev = v.events[v.idx];
  return ev && ev.tick <= t ? ev : null;
}

function patchOf(tune: Tune, name: string): Patch {
  const p = tune.patches[name];
  if (!p) throw new Error(`tune ${tune.name}: unknown patch ${name}`);
  return p;
}

function pitchAt(ev: NoteEvent, patch: Patch, n: number): number {
  const arp = patch.arp;
  return arp && arp.length > 0 ? ev.hz * Math.pow(2, arp[n % arp.length]! / 12) : ev.hz;
}

const envAt = (patch: Patch, n: number): number => patch.env[Math.min(n, patch.env.length - 1)]!;

// ---------------------------------------------------------------- ST

function stFinish(mono: Float32Array, fs: number): Float32Array {
  const lat = Ym2149.latency;
  const n = mono.length - lat;
  const out = new Float32Array(n * 2);
  const r = Math.exp((-2 * Math.PI * ST_DC_HZ) / fs);
  let x1 = 0;
  let y1 = 0;
  for (let i = 0; i < n; i++) {
    const x = mono[i + lat]!;
    const y = x - x1 + r * y1;
    x1 = x;
    y1 = y;
    const v = Math.max(-1, Math.min(1, y * ST_GAIN));
    out[2 * i] = v;
    out[2 * i + 1] = v;
  }
  return out;
}

function stTick(ym: Ym2149, tune: Tune, v: VoiceState, c: number, t: number): void {
  const ev = eventAt(v, t);
  if (!ev) {
    if (v.sounding) ym.setVolume(c, 0);
    v.sounding = false;
    return;
  }
  const n = t - ev.tick;
  const patch = patchOf(tune, ev.patch);
  if (n === 0 || patch.arp) ym.setPeriod(c, ymPeriodForHz(pitchAt(ev, patch, n)));
  if (n === 0) {
    const mode = patch.st ?? 'tone';
    ym.setMixer(c, mode !== 'noise', mode !== 'tone');
    if (mode !== 'tone') ym.setNoisePeriod(patch.noisePeriod ?? 8);
    if (patch.hwEnv) {
      ym.setVolume(c, 'env');
      ym.setEnvelope(patch.hwEnv.shape, patch.hwEnv.period);
    }
  }
  if (!patch.hwEnv) ym.setVolume(c, envAt(patch, n));
  v.sounding = true;
}

function renderTuneSt(tune: Tune, fs: number): Float32Array {
  const ticks = tuneTicks(tune) + TAIL_TICKS;
  const total = sampleAt(ticks, fs);
  const mono = new Float32Array(total + Ym2149.latency);
  const ym = new Ym2149(fs);
  const voices = startVoices(tune);
  for (let t = 0; t < ticks; t++) {
    voices.forEach((v, c) => stTick(ym, tune, v, c, t));
    const a = sampleAt(t, fs);
    ym.renderInto(mono, a, sampleAt(t + 1, fs) - a, 1, 1);
  }
  ym.renderInto(mono, total, Ym2149.latency, 1, 1);
  return stFinish(mono, fs);
}

function renderStRecipe(recipe: (ym: Ym2149) => void, seconds: number, fs: number): Float32Array {
  const ym = new Ym2149(fs);
  recipe(ym);
  return stFinish(ym.render(Math.round(seconds * fs) + Ym2149.latency), fs);
}

// ---------------------------------------------------------------- Amiga

const waveCache = new Map<string, PaulaSample>();

/** The waveform with every factor-th byte, for notes too high for the full-length loop. */
function waveSample(w: Waveform, factor: number): PaulaSample {
  const key = `${w.name}/${factor}`;
  let s = waveCache.get(key);
  if (!s) {
    const data = Int8Array.from(w.data.filter((_, i) => i % factor === 0));
    s = { data, loopStart: 0, loopLength: data.length };
    waveCache.set(key, s);
  }
  return s;
}

/**
 * Period for a pitch. Like a PAL-made replay routine, the period is worked out for the PAL
 * clock whatever the machine: on NTSC the same periods play 0.92 % (16 cents) sharp.
 */
function amigaPeriod(hz: number, w: Waveform, factor: number): number {
  return PAULA_CLOCK.pal / (hz * (w.cycle / factor));
}

function amigaFactor(hz: number, w: Waveform): number {
  let f = 1;
  while (amigaPeriod(hz, w, f) < PAULA_MIN_PERIOD && w.cycle / f > 2) f *= 2;
  return f;
}

function amigaTick(paula: Paula, tune: Tune, v: VoiceState, chans: readonly number[], t: number): void {
  const ev = eventAt(v, t);
  if (!ev) {
    if (v.sounding) for (const c of chans) paula.stop(c);
    v.sounding = false;
    return;
  }
  const n = t - ev.tick;
  const patch = patchOf(tune, ev.patch);
  const w = WAVEFORMS[patch.wave];
  if (!w) throw new Error(`patch ${ev.patch}: unknown wave ${patch.wave}`);
  const vol = amigaVolume(envAt(patch, n));
  if (n === 0) {
    v.factor = amigaFactor(ev.hz, w);
    const period = amigaPeriod(pitchAt(ev, patch, 0), w, v.factor);
    for (const c of chans) paula.play(c, waveSample(w, v.factor), period, vol);
  } else {
    if (patch.arp) for (const c of chans) paula.setPeriod(c, amigaPeriod(pitchAt(ev, patch, n), w, v.factor));
    for (const c of chans) paula.setVolume(c, vol);
  }
  v.sounding = true;
}

function renderTuneAmiga(tune: Tune, fs: number, video: Video, led: boolean): Float32Array {
  const ticks = tuneTicks(tune) + TAIL_TICKS;
  const total = sampleAt(ticks, fs);
  const lat = Paula.latency;
  const out = new Float32Array((total + lat) * 2);
  const paula = new Paula(fs, { video, led });
  const voices = startVoices(tune);
  const chans = tune.voices.map((tv, i) => tv.paula ?? DEFAULT_PAULA[i] ?? [i]);
  for (let t = 0; t < ticks; t++) {
    voices.forEach((v, i) => amigaTick(paula, tune, v, chans[i]!, t));
    const a = sampleAt(t, fs);
    paula.renderInto(out, a, sampleAt(t + 1, fs) - a, AMIGA_GAIN);
  }
  paula.renderInto(out, total, lat, AMIGA_GAIN);
  const res = out.slice(lat * 2);
  for (let i = 0; i < res.length; i++) res[i] = Math.max(-1, Math.min(1, res[i]!));
  return res;
}

// ---------------------------------------------------------------- public

/** The Atari ST's YM2149: tunes on its three square-wave channels; the bell and key click are XBIOS's own recipes. */
export const YM2149: SoundChip = {
  name: 'YM2149',
  key: () => 'ym2149',
  tune: (tune, fs) => renderTuneSt(tune, fs),
  effect: (name, fs) =>
    name === 'bell' ? renderStRecipe(stBell, ST_BELL_SECONDS, fs) : name === 'click' ? renderStRecipe(stKeyClick, ST_CLICK_SECONDS, fs) : null,
};

/** The Amiga's Paula: sampled waveforms at its PAL or NTSC clock, through the LED filter when it is on. */
export const PAULA: SoundChip = {
  name: 'Paula',
  key: (video, led) => `paula/${video}/${led ? 'led' : 'noled'}`,
  tune: (tune, fs, video, led) => renderTuneAmiga(tune, fs, video, led),
  effect: () => null,
};

/** Renders a tune on a chip: interleaved stereo at `sampleRate`. */
export function renderTune(tune: Tune, chip: SoundChip, sampleRate: number, options: RenderOptions = {}): Float32Array {
  return chip.tune(tune, sampleRate, options.video ?? 'pal', options.led ?? false);
}

/**
 * Renders a named sound: interleaved stereo Float32Array (L, R, ...), length 2 * frames.
 * `video` sets Paula's clock and `led` the Amiga LED filter; the YM2149 ignores both.
 */
export function renderSound(
  name: SoundName,
  chip: SoundChip,
  sampleRate: number,
  video: Video = 'pal',
  led = false,
): Float32Array {
  const own = chip.effect(name, sampleRate);
  if (own) return own;
  const tune =
    name === 'beep' ? BEEP : name === 'bell' ? AMIGA_BELL : name === 'click' ? AMIGA_CLICK : TUNES[name];
  if (!tune) throw new RangeError(`unknown sound ${String(name)}`);
  return renderTune(tune, chip, sampleRate, { video, led });
}
