/**
 * The Atari ST's sound chip as the renderer uses it (`Platform.soundChip`): tunes on the YM2149's
 * three square-wave channels through the ST's AC-coupled output; the bell and key click are XBIOS's
 * own recipes. Mono: both output channels are equal.
 */
import { ST_BELL_SECONDS, ST_CLICK_SECONDS, stBell, stKeyClick } from './bell';
import { Ym2149, ymPeriodForHz } from './ym2149';
import { tuneTicks } from '../../src/sound/notes';
import { TAIL_TICKS, envAt, eventAt, patchOf, pitchAt, sampleAt, startVoices, type VoiceState } from '../../src/sound/sequencer';
import type { SoundChip, Tune } from '../../src/sound/types';

/** Output gain: the ST sums three 0..1 DAC levels. */
const ST_GAIN = 0.55;
/** The ST's AC-coupled output, as a one-pole high-pass. */
const ST_DC_HZ = 15;

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

/** The Atari ST's YM2149: tunes on its three square-wave channels; the bell and key click are XBIOS's own recipes. */
export const YM2149: SoundChip = {
  name: 'YM2149',
  key: () => 'ym2149',
  tune: (tune, fs) => renderTuneSt(tune, fs),
  effect: (name, fs) =>
    name === 'bell' ? renderStRecipe(stBell, ST_BELL_SECONDS, fs) : name === 'click' ? renderStRecipe(stKeyClick, ST_CLICK_SECONDS, fs) : null,
};
