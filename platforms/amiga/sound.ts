/**
 * The Amiga's sound chip as the renderer uses it (`Platform.soundChip`): sampled waveforms on
 * Paula's four channels at its PAL or NTSC clock, hard-panned (0/3 left, 1/2 right), through the
 * LED filter when it is on.
 */
import { WAVEFORMS } from '../../assets/instruments/index';
import { Paula, PAULA_CLOCK, PAULA_MIN_PERIOD, type PaulaSample } from './paula';
import { tuneTicks } from '../../src/sound/notes';
import { TAIL_TICKS, envAt, eventAt, patchOf, pitchAt, sampleAt, startVoices, type VoiceState } from '../../src/sound/sequencer';
import type { SoundChip, Tune, Waveform } from '../../src/sound/types';
import type { Video } from '../../src/core/video';

/** Output gain: the Amiga sums two +-1 channels a side. */
const AMIGA_GAIN = 0.6;
/** Default Paula channels per voice index: melody centred on 0+1, then left 3, right 2. */
const DEFAULT_PAULA: readonly (readonly number[])[] = [[0, 1], [3], [2]];
/** Paula volume (0..64) for a YM-style 4-bit step: same 3 dB a step, 15 = 64, 0 = silent. */
export function amigaVolume(step: number): number {
  return step <= 0 ? 0 : Math.round(64 * Math.pow(10, (-3 * (15 - Math.min(15, step))) / 20));
}

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

/** The Amiga's Paula: sampled waveforms at its PAL or NTSC clock, through the LED filter when it is on. */
export const PAULA: SoundChip = {
  name: 'Paula',
  key: (video, led) => `paula/${video}/${led ? 'led' : 'noled'}`,
  tune: (tune, fs, video, led) => renderTuneAmiga(tune, fs, video, led),
  effect: () => null,
};
