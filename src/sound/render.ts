/**
 * Turns tunes (and the system sounds) into samples on a machine's sound chip, which the platform
 * hands out (`Platform.soundChip`: platforms/st/sound.ts, platforms/amiga/sound.ts). Pure and
 * deterministic: the same arguments always give the same samples.
 *
 * Output is always interleaved stereo (L, R, L, R, ...) in -1..1.
 */
import { AMIGA_BELL, AMIGA_CLICK, BEEP } from '../../assets/music/effects';
import { TUNES } from '../../assets/music/tunes';
import type { SoundChip, SoundName, Tune } from './types';
import type { Video } from '../core/video';

export { TICK_HZ } from './sequencer';

export interface RenderOptions {
  video?: Video;
  led?: boolean;
}

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
